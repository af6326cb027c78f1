// The headers the build deploys with (public/_headers), as the Worker's static
// assets serve them on Cloudflare's own runtime (workerd): every inline script and style of every page is allowed by
// hash, nothing else is; the content editor has its own policy; caching
// follows Gatsby's guide; every response carries the security headers once.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { builtPages } from "../../hosting/build-output.mjs";
import { EDITOR_PATH, STAFF_PATH } from "../../content/routes.mjs";
import { REQUIRED_SOURCES, sha256Source as sha256, sourcesOf } from "../../__tests__/support/csp";

test.use({ javaScriptEnabled: false });

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Runs in the page, read by the browser's own parser with scripting off (so
 * <noscript> content is elements): the text of every inline script that is
 * not a JSON data block, and of every <style>.
 */
function inlineCodeInPage() {
  const dataBlock = (type: string) => /json$/i.test(type.trim());
  return {
    scripts: [...document.querySelectorAll("script:not([src])")]
      .filter((script) => !dataBlock(script.getAttribute("type") ?? ""))
      .map((script) => script.textContent ?? ""),
    styles: [...document.querySelectorAll("style")].map((style) => style.textContent ?? ""),
  };
}

async function unhashedInlineCode(page: Page, url: string, { styles = true } = {}): Promise<string[]> {
  const response = await page.goto(url);
  const policy = response?.headers()["content-security-policy"] ?? "";
  const code = await page.evaluate(inlineCodeInPage);
  const missing = (directive: string, texts: string[], kind: string) =>
    texts
      .filter((text) => !sourcesOf(policy, directive).includes(sha256(text)))
      .map((text) => `${url}: inline ${kind} ${sha256(text)} is not in ${directive}: ${text.trim().slice(0, 80)}`);
  return [
    ...missing("script-src", code.scripts, "script"),
    ...(styles ? missing("style-src", code.styles, "style") : []),
  ];
}

test("every inline script and style of every built page has its sha256 in the policy the page is served with", async ({
  page,
  integrity,
}) => {
  test.setTimeout(120_000);
  // The editor's own policy allows inline styles outright (see the editor's test below).
  const pages = builtPages().filter((built) => !built.editor);
  expect(pages.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const { url } of pages) problems.push(...(await unhashedInlineCode(page, url)));

  // The CDN serves the 404 page at a mistyped trip's URL: it must run there too.
  integrity.allow(/^HTTP 404: GET .*\/trips\/no-such-trip\/$/);
  integrity.allow(/^console\.error: Failed to load resource: the server responded with a status of 404/);
  problems.push(...(await unhashedInlineCode(page, "/trips/no-such-trip/")));

  expect(problems, "inline code the Content-Security-Policy would block").toEqual([]);
});

test("the policy allows no inline code but Gatsby's: no 'unsafe-inline' or 'unsafe-eval' for scripts, <style> hash-locked", async ({
  request,
}) => {
  const policy = (await request.get("/")).headers()["content-security-policy"];
  expect(policy).toBeTruthy();
  for (const directive of ["script-src", "style-src"]) {
    const sources = sourcesOf(policy, directive);
    expect(sources[0], directive).toBe("'self'");
    expect(
      sources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
      directive,
    ).toBe(true);
  }
  for (const [directive, sources] of REQUIRED_SOURCES) {
    expect([directive, sourcesOf(policy, directive)]).toEqual([directive, sources]);
  }
});

test("every response carries the security headers, each once; every page the site's policy, once", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  // The bundles a page starts after its first paint, as its loader names them (gatsby/bundles-after-first-paint.ts).
  const bundle = home.match(/"(\/app-[0-9a-f]{20}\.js)"/)?.[1];
  expect(bundle, "the home page's app bundle").toBeTruthy();
  const sitePolicy = (await request.get("/")).headers()["content-security-policy"];
  const pages = ["/", "/trips/spiti-winter-expedition/", "/careers/", "/trips/no-such-trip/"];
  for (const url of [...pages, "/page-data/app-data.json", bundle!, "/favicon.svg", "/no-such-page/", EDITOR_PATH]) {
    const headers = (await request.get(url)).headers();
    const sent = {
      hsts: headers["strict-transport-security"],
      nosniff: headers["x-content-type-options"],
      referrer: headers["referrer-policy"],
      permissions: headers["permissions-policy"],
      frames: headers["x-frame-options"],
      resources: headers["cross-origin-resource-policy"],
    };
    expect(sent, url).toEqual({
      hsts: "max-age=63072000; includeSubDomains",
      nosniff: "nosniff",
      referrer: "strict-origin-when-cross-origin",
      permissions: "camera=(), microphone=(), geolocation=()",
      frames: "DENY",
      resources: "same-origin",
    });
  }
  for (const url of pages) {
    const headers = (await request.get(url)).headers();
    // Two policies would arrive joined by a comma.
    expect([url, headers["content-security-policy"]]).toEqual([url, sitePolicy]);
    expect([url, headers["cross-origin-opener-policy"]]).toEqual([url, "same-origin"]);
  }
});

test("the content editor gets its own policy alone: what Decap needs, its own scripts' hashes, not the site's", async ({
  page,
  request,
}) => {
  expect(await unhashedInlineCode(page, EDITOR_PATH, { styles: false })).toEqual([]);
  const site = (await request.get("/")).headers();
  const editor = (await request.get(EDITOR_PATH)).headers();
  const policy = editor["content-security-policy"];
  expect(sourcesOf(policy, "script-src").slice(0, 2)).toEqual(["'self'", "'unsafe-eval'"]);
  expect(sourcesOf(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect(sourcesOf(policy, "connect-src")).toEqual([
    "'self'",
    "http://localhost:8081",
    "https://api.github.com",
    "blob:",
  ]);
  expect(sourcesOf(policy, "frame-ancestors")).toEqual(["'none'"]);
  expect(policy).not.toContain(sourcesOf(site["content-security-policy"], "style-src")[1]);
  expect(editor["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(editor["x-robots-tag"]).toBe("noindex");
});

test("the staff desk gets its own policy, as strict as the site's, and asks not to be indexed", async ({ request }) => {
  const site = (await request.get("/")).headers()["content-security-policy"];
  const staff = (await request.get(STAFF_PATH)).headers();
  const policy = staff["content-security-policy"];
  expect(policy).not.toBe(site);
  for (const directive of ["default-src", "connect-src", "object-src", "base-uri", "form-action", "frame-ancestors"]) {
    expect([directive, sourcesOf(policy, directive)]).toEqual([directive, sourcesOf(site, directive)]);
  }
  expect(sourcesOf(policy, "script-src")).not.toContain("'unsafe-inline'");
  expect(staff["x-robots-tag"]).toBe("noindex");
});

test("HTML, page-data and app-data revalidate on every visit; hashed bundles and /static/* are kept for a year", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  const bundles = [...home.matchAll(/"(\/[^"]+-[0-9a-f]{20}\.js)"/g)].map((match) => match[1]);
  const staticFile = home.match(/"(\/static\/[^"\s,]+\.(?:avif|webp|jpg|woff2))/)?.[1];
  expect(bundles.length).toBeGreaterThan(2);
  expect(staticFile, "a /static/ file the home page uses").toBeTruthy();

  const expected: [string, string][] = [
    ["/", REVALIDATE],
    ["/trips/", REVALIDATE],
    ["/trips/spiti-winter-expedition/", REVALIDATE],
    ["/404.html", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/page-data/index/page-data.json", REVALIDATE],
    [staticFile!, IMMUTABLE],
    ...bundles.map((bundle): [string, string] => [bundle, IMMUTABLE]),
  ];
  for (const [url, cacheControl] of expected) {
    expect([url, (await request.get(url)).headers()["cache-control"]]).toEqual([url, cacheControl]);
  }
});

test("the _headers file itself is not served", async ({ request }) => {
  const response = await request.get("/_headers");
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("Content-Security-Policy:");
});
