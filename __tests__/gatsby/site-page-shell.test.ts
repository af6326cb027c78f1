/**
 * @jest-environment node
 */
import { sitePageShell } from "../../gatsby/site-page-shell";

/** The 404 page as Gatsby writes it, cut down: its own head, the Layout, Gatsby's scripts. */
const NOT_FOUND = `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><meta name="generator" content="Gatsby 5"/><meta name="description" content="The page you were looking for does not exist." data-gatsby-head="true"/><meta name="robots" content="noindex" data-gatsby-head="true"/><meta property="og:title" content="Page not found | Safarnama"/><meta name="twitter:card" content="summary_large_image"/><style>.layout{display:flex}</style><link rel="sitemap" href="/sitemap-index.xml"/><link rel="manifest" href="/manifest.webmanifest"/><link rel="preload" href="/static/dm-sans.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="icon" href="/favicon.svg"/><script type="application/ld+json">{}</script><title data-gatsby-head="true">Page not found | Safarnama</title></head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><a href="#main">Skip to content</a><header><a href="/">Safarnama</a><button type="button" aria-expanded="false" aria-controls="site-menu">Menu</button><nav id="site-menu" aria-label="Main"><a href="/trips/">Trips</a></nav></header><main id="main" tabindex="-1"><h1>Oops! Page not found</h1></main><footer><a href="/careers/">Careers</a></footer></div></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/404.html";/*]]>*/</script><script src="/app-1234.js" async></script></body></html>`;

describe("the shell of the Worker's pages", () => {
  const shell = sitePageShell(NOT_FOUND, ".worker-page{margin:0 auto}");

  it("keeps the site's frame: language, fonts, icon, the layout's CSS, skip link, header, nav and footer", () => {
    expect(shell).toContain('<html lang="en-IN">');
    expect(shell).toContain('<link rel="preload" href="/static/dm-sans.woff2" as="font"');
    expect(shell).toContain('<link rel="icon" href="/favicon.svg">');
    expect(shell).toContain("<style>.layout{display:flex}</style>");
    expect(shell).toContain('<a href="#main">Skip to content</a>');
    expect(shell).toContain('<nav id="site-menu" aria-label="Main"><a href="/trips/">Trips</a></nav>');
    expect(shell).toContain('<footer><a href="/careers/">Careers</a></footer>');
  });

  it("adds the Worker pages' stylesheet and empties main of the 404 page's words", () => {
    expect(shell).toContain("<style>.worker-page{margin:0 auto}</style></head>");
    expect(shell).toMatch(/<main id="main" tabindex="-1"><div class="worker-page"><h1>Your booking<\/h1>/);
    expect(shell).not.toContain("Oops");
  });

  it("takes out every script, the Menu button no script can work, style attributes and what is the 404 page's own", () => {
    expect(shell).not.toContain("<script");
    expect(shell).not.toContain("aria-controls");
    expect(shell).not.toContain("style=");
    expect(shell).toContain('<div tabindex="-1" id="gatsby-focus-wrapper">');
    for (const gone of ["generator", "description", "og:title", "twitter:card", "sitemap", "manifest"]) {
      expect([gone, shell.includes(gone)]).toEqual([gone, false]);
    }
    expect(shell).toContain("<title>Safarnama</title>");
    expect(shell.match(/name="robots" content="noindex"/g)).toHaveLength(1);
  });

  it("says it is not to be indexed even when the 404 page did not", () => {
    const indexable = NOT_FOUND.replace(/<meta name="robots"[^>]*>/, "");
    expect(sitePageShell(indexable, "")).toContain('<meta name="robots" content="noindex">');
  });

  it("stops the build, saying what it missed, when the 404 page is not drawn by the Layout", () => {
    expect(() => sitePageShell(NOT_FOUND.replace('id="main"', 'id="content"'), "")).toThrow(
      "The 404 page has no main#main: the shell of the Worker's pages cannot be made from it.",
    );
    expect(() => sitePageShell(NOT_FOUND.replace(/<footer>.*<\/footer>/, ""), "")).toThrow(
      "The 404 page has no footer",
    );
  });
});
