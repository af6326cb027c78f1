// The headers the site deploys with: public/_headers, worked out from the
// finished build and written at the end of `gatsby build` (gatsby/post-build.ts).
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { apiOrigin } from "./api-origin.mjs";
import { builtFiles, builtPages, PUBLIC_DIR } from "./build-output.mjs";
import { cacheRules } from "./cache-rules.mjs";
import { contentSecurityPolicy, editorContentSecurityPolicy, inlineHashesOf } from "./content-security-policy.mjs";
import { EDITOR_PATH, STAFF_PATH } from "../content/routes.mjs";
import { formatHeadersFile, HEADERS_FILE, headersFileProblems, mergeRulesByPath } from "./headers-file.mjs";
import { inlineCodeOf } from "./inline-code.mjs";

/**
 * @import { BuiltPage } from "./build-output.mjs"
 * @import { HeaderRule } from "./headers-file.mjs"
 */

// Two years, subdomains included. `preload` is left out on purpose: submitting
// the domain to browsers' preload lists is a one-way decision for whoever owns
// it (docs/deploying.md says how).
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The headers every response gets, the editor's included (docs/deploying.md scores them).
 * @type {[string, string][]}
 */
export const SECURITY_HEADERS = [
  ["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  // Older browsers' spelling of frame-ancestors 'none'.
  ["X-Frame-Options", "DENY"],
  // Nothing of the site is meant to be read by other origins' pages.
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * What a visitor's page gets on top of SECURITY_HEADERS: the site's policy, and
 * no window of another origin keeps a handle on it.
 * @param {string} csp
 * @returns {[string, string][]}
 */
const pageHeaders = (csp) => [
  ["Content-Security-Policy", csp],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

/**
 * What the editor gets on top of SECURITY_HEADERS: its own policy; popups it
 * opens keep their opener, since signing in with GitHub reports back from one;
 * and search engines leave it out.
 * @param {string} csp
 * @returns {[string, string][]}
 */
const editorHeaders = (csp) => [
  ["Content-Security-Policy", csp],
  ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
  ["X-Robots-Tag", "noindex"],
];

/**
 * What the staff desk gets on top of SECURITY_HEADERS: a policy of its own,
 * built like the site's from the desk's own inline code alone, with the API on
 * its own origin only; and search engines leave it out.
 * @param {string} csp
 * @returns {[string, string][]}
 */
const staffHeaders = (csp) => [...pageHeaders(csp), ["X-Robots-Tag", "noindex"]];

/**
 * What the shell of the Worker's pages gets, should anyone open it: a policy
 * of its own, from its own inline styles alone (it has no script), so its
 * stylesheet adds nothing to the site's; and search engines leave it out.
 * The Worker's pages made from it send their own headers (worker/platform/site-page.ts).
 * @param {string} csp
 * @returns {[string, string][]}
 */
const shellHeaders = (csp) => [...pageHeaders(csp), ["X-Robots-Tag", "noindex"]];

/**
 * The URL patterns that cover every page in `pages`, one per top-level
 * section: "/" itself, "/trips/*" for the trip list and every trip, and so on,
 * so the rule count stays the same however large the catalogue grows.
 * @param {BuiltPage[]} pages
 * @returns {string[]}
 */
export function sectionPatterns(pages) {
  const patterns = pages.flatMap(({ url }) => {
    const section = /^\/[^/]+\//.exec(url);
    if (section) return [`${section[0]}*`];
    // Cloudflare serves /404.html at /404 (it redirects the first to the second).
    return url.endsWith(".html") ? [url, url.slice(0, -".html".length)] : [url];
  });
  return [...new Set(patterns)].sort();
}

/**
 * @typedef {object} SiteHeaders
 * @property {string} text the _headers file's text
 * @property {HeaderRule[]} rules
 * @property {string} contentSecurityPolicy the policy of every page but the editor
 * @property {string} editorContentSecurityPolicy the editor's own, when the build has the editor
 * @property {string} staffContentSecurityPolicy the staff desk's own, when the build has the desk
 * @property {string[]} pages the HTML files whose inline code the policies allow
 * @property {string[]} problems reasons the file must not ship (CDN limits, inline code no hash can allow)
 */

/**
 * Works out public/_headers for a finished build in `publicDir`: the security
 * headers for every URL (`/*`); one Content-Security-Policy, built from the
 * inline scripts and styles of every page, for every section of the site; the
 * editor's own policy for EDITOR_PATH, the staff desk's for STAFF_PATH; and
 * the Cache-Control rules.
 *
 * One policy serves every page because every page's inline code is listed in
 * it (page-path-script.tsx makes Gatsby's one per-page script the same
 * everywhere), so it also covers the 404 page wherever a section's URL is
 * mistyped. The policy goes on the sections rather than on `/*` because both
 * CDNs join the headers of every matching rule: a policy on `/*` would be
 * enforced on the editor too, on top of the editor's own, and block it; and
 * the staff desk, which holds people's details, is allowed none of the site's
 * other code.
 * @param {string} publicDir
 * @returns {SiteHeaders}
 */
export function siteHeaders(publicDir) {
  const files = builtFiles(publicDir).filter((file) => file !== HEADERS_FILE);
  const built = builtPages(publicDir, files);
  const pages = built.map((page) => page.file);
  /** @type {string[]} */
  const problems = [];
  if (pages.length === 0) {
    problems.push(`${publicDir} has no HTML pages: build the site before writing ${HEADERS_FILE}.`);
  }

  const inlineCode = built.map((page) => ({
    page: page.file,
    editor: page.editor,
    staff: page.staff,
    shell: page.shell,
    code: inlineCodeOf(readFileSync(path.join(publicDir, page.file), "utf8")),
  }));
  for (const { page, code } of inlineCode) {
    for (const snippet of code.unhashable) {
      problems.push(
        `${page}: ${snippet} is inline code a hash-based CSP cannot allow; move it into a bundled event listener.`,
      );
    }
  }

  const hashesOf = (/** @type {(page: { editor: boolean, staff: boolean, shell: boolean }) => boolean} */ wanted) =>
    inlineHashesOf(inlineCode.filter(wanted).map(({ code }) => code));
  const isVisitorPage = (/** @type {{ editor: boolean, staff: boolean, shell: boolean }} */ page) =>
    !page.editor && !page.staff && !page.shell;
  const csp = contentSecurityPolicy(hashesOf(isVisitorPage), apiOrigin());
  const editorCsp = editorContentSecurityPolicy(hashesOf((page) => page.editor));
  const staffCsp = contentSecurityPolicy(hashesOf((page) => page.staff));
  const shellCsp = contentSecurityPolicy(hashesOf((page) => page.shell));
  const hasEditor = built.some((page) => page.editor);
  const hasStaffDesk = built.some((page) => page.staff);

  /** @type {HeaderRule[]} */
  const rules = mergeRulesByPath([
    { path: "/*", headers: SECURITY_HEADERS },
    ...sectionPatterns(built.filter(isVisitorPage)).map((pattern) => ({
      path: pattern,
      headers: pageHeaders(csp),
    })),
    ...(hasEditor ? [{ path: `${EDITOR_PATH}*`, headers: editorHeaders(editorCsp) }] : []),
    ...(hasStaffDesk ? [{ path: `${STAFF_PATH}*`, headers: staffHeaders(staffCsp) }] : []),
    ...built.filter((page) => page.shell).map((page) => ({ path: page.url, headers: shellHeaders(shellCsp) })),
    ...cacheRules(files),
  ]);
  const text = formatHeadersFile(rules, [
    "Written by hosting/ at the end of `gatsby build`; edits here are lost on the next build.",
    "Netlify and Cloudflare Pages read it as is; docs/deploying.md carries it to S3 + CloudFront.",
    `Content-Security-Policy hashes cover the inline scripts and styles of all ${pages.length} pages;`,
    `${EDITOR_PATH} (the content editor) has a policy of its own.`,
  ]);
  problems.push(...headersFileProblems(rules, text));
  return {
    text,
    rules,
    contentSecurityPolicy: csp,
    editorContentSecurityPolicy: editorCsp,
    staffContentSecurityPolicy: staffCsp,
    pages,
    problems,
  };
}

/**
 * What the build reports through; Gatsby's reporter is one.
 * @typedef {{ info(message: string): void; panicOnBuild(message: string): void }} Reporter
 */

/**
 * Writes public/_headers for the finished build, or fails the build saying why
 * (a CDN limit broken, inline code no hash can allow): a site that would deploy
 * without its policy, or with one that blocks its own scripts, must not ship.
 * @param {Reporter} reporter
 * @param {string} [publicDir]
 */
export async function writeHeadersFile(reporter, publicDir = PUBLIC_DIR) {
  const headers = siteHeaders(publicDir);
  const file = path.join(publicDir, HEADERS_FILE);
  if (headers.problems.length > 0) {
    reporter.panicOnBuild(`${file} was not written:\n  ${headers.problems.join("\n  ")}`);
    return;
  }
  await writeFile(file, headers.text);
  reporter.info(
    `${file}: ${headers.rules.length} rules; the site's Content-Security-Policy ` +
      `(${headers.contentSecurityPolicy.length} characters) covering ${headers.pages.length} pages, ` +
      `and the content editor's own (${headers.editorContentSecurityPolicy.length} characters)`,
  );
}
