import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { urlPathOf } from "../../hosting/build-output.mjs";
import { headersFor, MAX_LINE_LENGTH, parseHeadersFile } from "../../hosting/headers-file.mjs";
import { editorContentSecurityPolicy } from "../../hosting/content-security-policy.mjs";
import { EDITOR_PATH, STAFF_PATH } from "../../content/routes.mjs";
import { editorOrigins } from "../../hosting/editor.mjs";
import { SECURITY_HEADERS, sectionPatterns, siteHeaders } from "../../hosting/site-headers.mjs";
import { REQUIRED_SOURCES, sha256Source as sha256, sourcesOf } from "../support/csp";

const htmlPage = ({ head = "", body = "" }) =>
  `<!DOCTYPE html><html lang="en-IN"><head>${head}</head><body>${body}</body></html>`;
const IMAGE_SCRIPT = 'const t="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;';

/** A built site in miniature: what Gatsby writes, one page per entry. */
const SITE: Record<string, string> = {
  "index.html": htmlPage({
    head: '<style data-href="/app.css">body{margin:0}</style><style data-href="/index.css">.hero{color:teal}</style>',
    body: `<script type="module">${IMAGE_SCRIPT}</script><script id="gatsby-script-loader" data-page-path="/">window.pagePath=document.currentScript.dataset.pagePath;</script>`,
  }),
  "trips/spiti/index.html": htmlPage({
    head:
      '<style data-href="/app.css">body{margin:0}</style><style data-href="/trip.css">.facts{display:grid}</style>' +
      '<script type="application/ld+json">{"@type":"TouristTrip"}</script>',
    body:
      "<noscript><style>.gatsby-image-wrapper [data-placeholder-image]{opacity:0!important}</style></noscript>" +
      `<script type="module">${IMAGE_SCRIPT}</script><script>window.onlyOnThisPage=1</script>`,
  }),
  "404.html": htmlPage({ body: '<script>window.pagePath="/404.html"</script>' }),
  "admin/index.html": htmlPage({ body: '<script>window.pagePath="/admin/"</script>' }),
  "staff/index.html": htmlPage({ body: '<script>window.pagePath="/staff/"</script>' }),
  "_gatsby/slices/_gatsby-scripts-1.html": '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
  "app-b386df4d187483b7d399.js": "console.log(1)",
  "static/abc/hero.avif": "",
  "page-data/app-data.json": "{}",
};

async function buildSite(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "safarnama-headers-"));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

describe("siteHeaders", () => {
  const dirs: string[] = [];
  const generate = async (files: Record<string, string>) => {
    const dir = await buildSite(files);
    dirs.push(dir);
    return siteHeaders(dir);
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("allows every inline script and style of every page, by hash, in the policy that page is served with", async () => {
    const headers = await generate(SITE);
    expect(headers.problems).toEqual([]);
    expect(headers.pages).toEqual([
      "404.html",
      "admin/index.html",
      "index.html",
      "staff/index.html",
      "trips/spiti/index.html",
    ]);
    const served = parseHeadersFile(headers.text);

    const expectations: [string, string, string][] = [
      ["index.html", "script-src", `window.pagePath=document.currentScript.dataset.pagePath;`],
      ["index.html", "script-src", IMAGE_SCRIPT],
      ["index.html", "style-src", "body{margin:0}"],
      ["index.html", "style-src", ".hero{color:teal}"],
      ["trips/spiti/index.html", "script-src", "window.onlyOnThisPage=1"],
      ["trips/spiti/index.html", "style-src", ".facts{display:grid}"],
      ["trips/spiti/index.html", "style-src", ".gatsby-image-wrapper [data-placeholder-image]{opacity:0!important}"],
      ["404.html", "script-src", 'window.pagePath="/404.html"'],
      ["admin/index.html", "script-src", 'window.pagePath="/admin/"'],
      ["staff/index.html", "script-src", 'window.pagePath="/staff/"'],
    ];
    for (const [page, directive, code] of expectations) {
      const policy = headersFor(served, urlPathOf(page)).get("Content-Security-Policy") ?? "";
      expect([page, code, sourcesOf(policy, directive).includes(sha256(code))]).toEqual([page, code, true]);
    }
  });

  it("lists nothing else: no hash for JSON-LD, external scripts, fragments that are not pages, or the editor's code", async () => {
    const { contentSecurityPolicy } = await generate(SITE);
    const allowed = [
      "window.pagePath=document.currentScript.dataset.pagePath;",
      IMAGE_SCRIPT,
      "window.onlyOnThisPage=1",
      'window.pagePath="/404.html"',
    ].map(sha256);
    expect(sourcesOf(contentSecurityPolicy, "script-src").sort()).toEqual(["'self'", ...allowed].sort());
    expect(contentSecurityPolicy).not.toContain(sha256('{"@type":"TouristTrip"}'));
    expect(contentSecurityPolicy).not.toContain(sha256('window.___chunkMapping="{}";'));
    expect(contentSecurityPolicy).not.toContain(sha256('window.pagePath="/admin/"'));
    expect(contentSecurityPolicy).not.toContain(sha256('window.pagePath="/staff/"'));
  });

  it("sends every page, and the 404 page at a section's mistyped URL, the policy once; every response the security headers once", async () => {
    const headers = await generate(SITE);
    const served = parseHeadersFile(headers.text);
    for (const url of ["/", "/trips/spiti/", "/trips/no-such-trip/", "/404.html"]) {
      // Two matching rules would have joined two policies with a comma.
      expect([url, headersFor(served, url).get("Content-Security-Policy")]).toEqual([
        url,
        headers.contentSecurityPolicy,
      ]);
      expect([url, headersFor(served, url).get("Cross-Origin-Opener-Policy")]).toEqual([url, "same-origin"]);
    }
    for (const url of [
      "/",
      "/trips/spiti/",
      "/no/such/page/",
      "/app-b386df4d187483b7d399.js",
      "/static/abc/hero.avif",
      EDITOR_PATH,
    ]) {
      const sent = headersFor(served, url);
      for (const [name, value] of SECURITY_HEADERS) expect([url, name, sent.get(name)]).toEqual([url, name, value]);
    }
  });

  it("gives the editor its own policy alone, with what Decap needs and nothing of the site's hashes", async () => {
    const headers = await generate(SITE);
    const sent = headersFor(parseHeadersFile(headers.text), EDITOR_PATH);
    const policy = sent.get("Content-Security-Policy") ?? "";
    expect(policy).toBe(headers.editorContentSecurityPolicy);
    expect(sourcesOf(policy, "script-src")).toEqual(["'self'", "'unsafe-eval'", sha256('window.pagePath="/admin/"')]);
    expect(sourcesOf(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sourcesOf(policy, "connect-src")).toEqual([
      "'self'",
      "http://localhost:8081",
      "https://api.github.com",
      "blob:",
    ]);
    for (const directive of ["object-src", "base-uri", "form-action", "frame-ancestors"]) {
      expect([directive, sourcesOf(policy, directive)]).toEqual([
        directive,
        sourcesOf(headers.contentSecurityPolicy, directive),
      ]);
    }
    expect(sent.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    expect(sent.get("X-Robots-Tag")).toBe("noindex");
  });

  it("gives the staff desk a policy of its own, as strict as the site's, with its own code alone, and keeps it out of search", async () => {
    const headers = await generate(SITE);
    const sent = headersFor(parseHeadersFile(headers.text), STAFF_PATH);
    const policy = sent.get("Content-Security-Policy") ?? "";
    expect(policy).toBe(headers.staffContentSecurityPolicy);
    expect(sourcesOf(policy, "script-src")).toEqual(["'self'", sha256('window.pagePath="/staff/"')]);
    for (const directive of ["default-src", "connect-src", "img-src", "object-src", "base-uri", "form-action"]) {
      expect([directive, sourcesOf(policy, directive)]).toEqual([
        directive,
        sourcesOf(headers.contentSecurityPolicy, directive),
      ]);
    }
    expect(sourcesOf(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(sent.get("X-Robots-Tag")).toBe("noindex");
    expect(sent.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("gives each language's shell of the Worker's pages the shells' own policy, their styles alone, and keeps them out of search", async () => {
    const shell = (lang: string, style: string) =>
      `<!DOCTYPE html><html lang="${lang}"><head><style>${style}</style></head><body><main id="main"></main></body></html>`;
    const headers = await generate({
      ...SITE,
      "booking/shell/index.html": shell("en-IN", ".worker-page{margin:0}"),
      "booking/shell/hi/index.html": shell("hi", ".worker-page{font-family:Noto}"),
    });
    expect(headers.problems).toEqual([]);
    const served = parseHeadersFile(headers.text);
    const [english, hindi] = ["/booking/shell/", "/booking/shell/hi/"].map((url) => headersFor(served, url));
    expect(hindi.get("Content-Security-Policy")).toBe(english.get("Content-Security-Policy"));
    expect(sourcesOf(english.get("Content-Security-Policy") ?? "", "style-src")).toEqual(
      expect.arrayContaining([sha256(".worker-page{margin:0}"), sha256(".worker-page{font-family:Noto}")]),
    );
    expect(sourcesOf(english.get("Content-Security-Policy") ?? "", "style-src")).not.toContain(
      sha256("body{margin:0}"),
    );
    for (const sent of [english, hindi]) expect(sent.get("X-Robots-Tag")).toBe("noindex");
  });

  it("lets the editor reach GitHub's API and avatars, where it saves, and no other host", () => {
    const policy = editorContentSecurityPolicy({ scripts: [], styles: [] }, editorOrigins());
    expect(sourcesOf(policy, "img-src")).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]);
    expect(policy.match(/https:\/\/[^ ;]+/g)).toEqual([
      "https://avatars.githubusercontent.com",
      "https://api.github.com",
    ]);
  });

  it("writes one rule per section of the site, however many pages it holds", () => {
    const page = (url: string) => ({ file: "", url, notFound: false, editor: false, staff: false, shell: false });
    expect(
      sectionPatterns(["/", "/404.html", "/404/", "/about-us/", "/trips/", "/trips/a/", "/trips/page/2/"].map(page)),
    ).toEqual(["/", "/404", "/404.html", "/404/*", "/about-us/*", "/trips/*"]);
  });

  it("has the directives a top-rated policy needs and no 'unsafe-inline' or 'unsafe-eval' for scripts", async () => {
    const { contentSecurityPolicy } = await generate(SITE);
    for (const [directive, sources] of REQUIRED_SOURCES) {
      expect([directive, sourcesOf(contentSecurityPolicy, directive)]).toEqual([directive, sources]);
    }
    expect(sourcesOf(contentSecurityPolicy, "script-src")).not.toContain("'unsafe-inline'");
    expect(sourcesOf(contentSecurityPolicy, "script-src")).not.toContain("'unsafe-eval'");
    expect(sourcesOf(contentSecurityPolicy, "style-src")).not.toContain("'unsafe-inline'");
  });

  it("writes each path once, the section's policy and its caching in one block", async () => {
    const { rules } = await generate(SITE);
    const paths = rules.map((rule) => rule.path);
    expect(paths).toEqual([...new Set(paths)]);
    const home = rules.find((rule) => rule.path === "/")!;
    expect(home.headers.map(([name]) => name)).toEqual([
      "Content-Security-Policy",
      "Cross-Origin-Opener-Policy",
      "Cache-Control",
    ]);
  });

  it("keeps every line within Cloudflare's 2,000 characters", async () => {
    const { text } = await generate(SITE);
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(MAX_LINE_LENGTH);
  });

  it("stays within Cloudflare's limits (100 rules, 2,000-character lines) with 1,000 trip pages", async () => {
    // What a build with 1,000 trips writes: a page, its page-data and its art per trip, on one
    // template (so the same inline code), plus the list pages and the hashed bundles.
    const trips = Array.from({ length: 1000 }, (_, index) => `trip-${index + 1}`);
    const site: Record<string, string> = { ...SITE };
    for (const slug of trips) {
      site[`trips/${slug}/index.html`] = SITE["trips/spiti/index.html"];
      site[`page-data/trips/${slug}/page-data.json`] = "{}";
      site[`static/${slug}-0123abcd/art.avif`] = "";
    }
    for (let page = 2; page <= Math.ceil(trips.length / 12); page += 1) {
      site[`trips/page/${page}/index.html`] = SITE["index.html"];
      site[`page-data/trips/page/${page}/page-data.json`] = "{}";
    }
    for (const chunk of ["app", "framework", "webpack-runtime", "component---src-templates-trip-page-tsx"]) {
      site[`${chunk}-${"0123456789abcdef0123".slice(0, 20)}.js`] = "";
    }
    const headers = await generate(site);
    expect(headers.problems).toEqual([]);
    expect(headers.pages.length).toBeGreaterThan(1080);
    expect(headers.rules.length).toBeLessThanOrEqual(100);
    const longest = Math.max(...headers.text.split("\n").map((line) => line.length));
    expect(longest).toBeLessThanOrEqual(MAX_LINE_LENGTH);
  });

  it("refuses a site whose inline scripts no longer fit in one line, saying which line and why", async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [
        `trips/page-${index}/index.html`,
        htmlPage({ body: `<script>window.n=${index}</script>` }),
      ]),
    );
    const headers = await generate(pages);
    expect(headers.problems).toEqual([
      expect.stringMatching(
        /^_headers line \d+ \(Content-Security-Policy for \/trips\/\*\) is \d{4} characters; Cloudflare Pages ignores lines over 2000\.$/,
      ),
    ]);
  });

  it("refuses inline event handlers, naming the page, since no hash can allow them", async () => {
    const headers = await generate({
      ...SITE,
      "contact-us/index.html": htmlPage({ body: '<form onsubmit="send()"></form>' }),
    });
    expect(headers.problems).toEqual([
      'contact-us/index.html: <form onsubmit="send()"> is inline code a hash-based CSP cannot allow; move it into a bundled event listener.',
    ]);
  });

  it("refuses a folder without pages (a build that did not run)", async () => {
    const headers = await generate({ "robots.txt": "User-agent: *" });
    expect(headers.problems[0]).toMatch(/has no HTML pages: build the site before writing _headers\.$/);
  });
});
