import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { cacheRules } from "./cache-rules";
import { contentSecurityPolicy, inlineHashesOf } from "./content-security-policy";
import { formatHeadersFile, headersFileProblems, type HeaderRule } from "./format-headers-file";
import { inlineCodeOf } from "./inline-code";

export const HEADERS_FILE = "_headers";

// Two years, subdomains included. `preload` is left out on purpose: submitting
// the domain to browsers' preload lists is a one-way decision for whoever owns
// it (docs/deploying.md says how).
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** The headers every response gets besides its Content-Security-Policy (docs/deploying.md scores them). */
export const SECURITY_HEADERS: [string, string][] = [
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

/** Every file under `dir`, as paths relative to it with forward slashes. */
async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, relative) : Promise.resolve(entry.isFile() ? [relative] : []);
    }),
  );
  return nested.flat();
}

/** HTML a visitor can open: every .html file but Gatsby's slice fragments, which are stitched into pages at build time. */
const isPage = (file: string) => file.endsWith(".html") && !file.startsWith("_gatsby/");

export interface SiteHeaders {
  /** The _headers file's text. */
  text: string;
  rules: HeaderRule[];
  contentSecurityPolicy: string;
  pages: string[];
  /** Reasons the file must not ship (CDN limits, inline code no hash can allow). */
  problems: string[];
}

/**
 * Works out public/_headers for a finished build in `publicDir`: one
 * Content-Security-Policy and the security headers for every URL (`/*`), built
 * from the inline scripts and styles of every page, and the Cache-Control
 * rules. One policy serves every page because every page's inline code is
 * listed in it (src/gatsby-hooks/page-path-script.tsx makes Gatsby's one per-page script
 * the same everywhere), so it also covers the 404 page wherever the CDN serves it.
 */
export async function siteHeaders(publicDir: string): Promise<SiteHeaders> {
  const files = (await filesUnder(publicDir)).filter((file) => file !== HEADERS_FILE);
  const pages = files.filter(isPage).sort();
  const problems: string[] = [];
  if (pages.length === 0)
    problems.push(`${publicDir} has no HTML pages: build the site before writing ${HEADERS_FILE}.`);

  const inlineCode = await Promise.all(
    pages.map(async (page) => ({ page, code: inlineCodeOf(await readFile(path.join(publicDir, page), "utf8")) })),
  );
  for (const { page, code } of inlineCode) {
    for (const snippet of code.unhashable) {
      problems.push(
        `${page}: ${snippet} is inline code a hash-based CSP cannot allow; move it into a bundled event listener.`,
      );
    }
  }

  const csp = contentSecurityPolicy(inlineHashesOf(inlineCode.map(({ code }) => code)));

  const rules: HeaderRule[] = [
    { path: "/*", headers: [["Content-Security-Policy", csp], ...SECURITY_HEADERS] },
    ...cacheRules(files),
  ];
  const text = formatHeadersFile(rules, [
    "Written by gatsby/headers at the end of `gatsby build`; edits here are lost on the next build.",
    "Netlify and Cloudflare Pages read it as is; docs/deploying.md carries it to S3 + CloudFront.",
    `Content-Security-Policy hashes cover the inline scripts and styles of all ${pages.length} pages.`,
  ]);
  problems.push(...headersFileProblems(rules, text));
  return { text, rules, contentSecurityPolicy: csp, pages, problems };
}
