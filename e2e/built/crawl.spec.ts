// The whole build, as a crawler (or a visitor without JavaScript) gets it: every
// page, every internal link and #anchor, every image, script and stylesheet the
// HTML names must exist — in the static HTML, before any script runs.
import { expect, test } from "../support/fixtures";
import { builtPages } from "../../hosting/build-output.mjs";
import { expectRouteContent } from "../support/content";
import { ROUTE_CHECKS } from "../support/site";

test.use({ javaScriptEnabled: false });

interface Reference {
  kind: "link" | "asset";
  url: string;
}

interface PageScan {
  ids: string[];
  references: Reference[];
}

/** Runs in the page: its element ids and everything its markup points at, as absolute URLs. */
function scanPage(): PageScan {
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const fromSrcset = (srcset: string) =>
    srcset
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean);
  const references: Reference[] = [];
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    references.push({ kind: "link", url: anchor.href });
  }
  // The canonical link and the hreflang alternates name pages on the production host; e2e/built/seo.spec.ts
  // and e2e/hindi-edition.spec.ts check them.
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[href]:not([rel="canonical"]):not([rel="alternate"][hreflang])',
  )) {
    references.push({ kind: "asset", url: link.href });
  }
  for (const element of document.querySelectorAll("[src], [data-src]")) {
    for (const name of ["src", "data-src"]) {
      const value = element.getAttribute(name);
      if (value) references.push({ kind: "asset", url: absolute(value) });
    }
  }
  for (const element of document.querySelectorAll("[srcset], [data-srcset]")) {
    for (const name of ["srcset", "data-srcset"]) {
      for (const url of fromSrcset(element.getAttribute(name) ?? ""))
        references.push({ kind: "asset", url: absolute(url) });
    }
  }
  const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
  return { ids, references };
}

const looksLikePage = (pathname: string) => pathname.endsWith("/") || pathname.endsWith(".html");

const WHATSAPP_CHAT_ORIGIN = "https://wa.me";

test("every internal link, #anchor and asset in the built HTML resolves", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const problems: string[] = [];
  const idsByPage = new Map<string, Set<string>>();
  const linksToCheck: { from: string; url: URL }[] = [];
  const assets = new Map<string, string>(); // asset URL → first page naming it

  // The Worker serves 404.html at /404 (it redirects the .html URL there), like every x.html at /x.
  const queue = ["/", ...builtPages().map((page) => page.url.replace(/\.html$/, ""))];
  while (queue.length > 0) {
    const pathname = queue.shift()!;
    if (idsByPage.has(pathname)) continue;
    const response = await page.goto(pathname);
    if (response?.status() !== 200) problems.push(`${pathname} answers ${response?.status()}`);
    if (response?.request().redirectedFrom()) problems.push(`${pathname} redirects to ${response.url()}`);
    const { ids, references } = await page.evaluate(scanPage);
    idsByPage.set(pathname, new Set(ids));

    for (const reference of references) {
      const url = new URL(reference.url);
      // Inline placeholders (gatsby-plugin-image's data: URIs) fetch nothing.
      if (url.protocol === "data:") continue;
      if (reference.kind === "link" && (url.protocol === "mailto:" || url.protocol === "tel:")) continue;
      // WhatsApp's click-to-chat links (trip pages) open the visitor's app, like tel:; no page loads anything from there.
      if (reference.kind === "link" && url.origin === WHATSAPP_CHAT_ORIGIN) continue;
      if (url.origin !== origin) {
        problems.push(`${pathname} points at another host: ${url.href} (the site must work offline)`);
      } else if (reference.kind === "link" && looksLikePage(url.pathname)) {
        linksToCheck.push({ from: pathname, url });
        queue.push(url.pathname);
      } else if (!assets.has(url.href)) {
        assets.set(url.href, pathname);
      }
    }
  }

  for (const { from, url } of linksToCheck) {
    const ids = idsByPage.get(url.pathname);
    if (!ids) problems.push(`${from} links to ${url.pathname}, which was not crawled`);
    else if (url.hash && !ids.has(decodeURIComponent(url.hash.slice(1)))) {
      problems.push(`${from} links to ${url.pathname}${url.hash}, but that page has no element with that id`);
    }
  }
  // GET, not HEAD: through wrangler's local server a HEAD answered on a kept-alive connection now and
  // then held the next request until the engine closed the connection 5 s later (20 s of this test).
  for (const [url, from] of assets) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() !== 200) problems.push(`${from} names ${url}, which answers ${response.status()}`);
  }

  console.log(`Crawled ${idsByPage.size} pages: ${linksToCheck.length} internal links, ${assets.size} assets.`);
  expect(problems).toEqual([]);
  // A crawl that found nothing would pass the checks above vacuously.
  expect(idsByPage.size).toBeGreaterThanOrEqual(ROUTE_CHECKS.length);
  expect(assets.size).toBeGreaterThan(50);
});

for (const route of ROUTE_CHECKS) {
  test(`${route.path} shows its main content without JavaScript`, async ({ page }) => {
    await page.goto(route.path);
    await expectRouteContent(page, route);
  });
}
