// The headers the site deploys with: public/_headers, worked out from the
// finished build and written at the end of `gatsby build` (gatsby/post-build.ts).
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { builtFiles, builtPages, PUBLIC_DIR } from "./build-output.mjs";
import { cacheRules } from "./cache-rules.mjs";
import { contentSecurityPolicy, inlineHashesOf } from "./content-security-policy.mjs";
import { formatHeadersFile, HEADERS_FILE, headersFileProblems } from "./headers-file.mjs";
import { inlineCodeOf } from "./inline-code.mjs";

/** @import { HeaderRule } from "./headers-file.mjs" */

// Two years, subdomains included. `preload` is left out on purpose: submitting
// the domain to browsers' preload lists is a one-way decision for whoever owns
// it (docs/deploying.md says how).
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The headers every response gets besides its Content-Security-Policy (docs/deploying.md scores them).
 * @type {[string, string][]}
 */
export const SECURITY_HEADERS = [
  ["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  // Older browsers' spelling of frame-ancestors 'none'.
  ["X-Frame-Options", "DENY"],
  // Nothing of the site is meant to be read by other origins' pages or windows.
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * @typedef {object} SiteHeaders
 * @property {string} text the _headers file's text
 * @property {HeaderRule[]} rules
 * @property {string} contentSecurityPolicy
 * @property {string[]} pages the HTML files whose inline code the policy allows
 * @property {string[]} problems reasons the file must not ship (CDN limits, inline code no hash can allow)
 */

/**
 * Works out public/_headers for a finished build in `publicDir`: one
 * Content-Security-Policy and the security headers for every URL (`/*`), built
 * from the inline scripts and styles of every page, and the Cache-Control
 * rules. One policy serves every page because every page's inline code is
 * listed in it (page-path-script.tsx makes Gatsby's one per-page script the
 * same everywhere), so it also covers the 404 page wherever the CDN serves it.
 * @param {string} publicDir
 * @returns {SiteHeaders}
 */
export function siteHeaders(publicDir) {
  const files = builtFiles(publicDir).filter((file) => file !== HEADERS_FILE);
  const pages = builtPages(publicDir, files).map((page) => page.file);
  /** @type {string[]} */
  const problems = [];
  if (pages.length === 0) {
    problems.push(`${publicDir} has no HTML pages: build the site before writing ${HEADERS_FILE}.`);
  }

  const inlineCode = pages.map((page) => ({
    page,
    code: inlineCodeOf(readFileSync(path.join(publicDir, page), "utf8")),
  }));
  for (const { page, code } of inlineCode) {
    for (const snippet of code.unhashable) {
      problems.push(
        `${page}: ${snippet} is inline code a hash-based CSP cannot allow; move it into a bundled event listener.`,
      );
    }
  }

  const csp = contentSecurityPolicy(inlineHashesOf(inlineCode.map(({ code }) => code)));

  /** @type {HeaderRule[]} */
  const rules = [
    { path: "/*", headers: [["Content-Security-Policy", csp], ...SECURITY_HEADERS] },
    ...cacheRules(files),
  ];
  const text = formatHeadersFile(rules, [
    "Written by hosting/ at the end of `gatsby build`; edits here are lost on the next build.",
    "Netlify and Cloudflare Pages read it as is; docs/deploying.md carries it to S3 + CloudFront.",
    `Content-Security-Policy hashes cover the inline scripts and styles of all ${pages.length} pages.`,
  ]);
  problems.push(...headersFileProblems(rules, text));
  return { text, rules, contentSecurityPolicy: csp, pages, problems };
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
    `${file}: ${headers.rules.length} rules; one Content-Security-Policy ` +
      `(${headers.contentSecurityPolicy.length} characters) covering ${headers.pages.length} pages`,
  );
}
