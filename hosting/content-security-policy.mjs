import { cspHash } from "./inline-code.mjs";

/**
 * @import { InlineCode } from "./inline-code.mjs"
 * @typedef {{ scripts: string[]; styles: string[] }} InlineHashes
 *   the hashes a policy must list so that every inline script and style of the site runs
 */

/**
 * Hashes of every inline script and style across the given pages, each once,
 * in a stable (sorted) order so an unchanged site builds an unchanged policy.
 * @param {InlineCode[]} pages
 * @returns {InlineHashes}
 */
export function inlineHashesOf(pages) {
  const unique = (/** @type {string[]} */ texts) => [...new Set(texts.map(cspHash))].sort();
  return {
    scripts: unique(pages.flatMap((page) => page.scripts)),
    styles: unique(pages.flatMap((page) => page.styles)),
  };
}

/**
 * The site's Content-Security-Policy. Everything comes from the site's own
 * origin; the only inline code allowed is the exact scripts and <style>
 * elements Gatsby wrote, by sha256. Why each directive is what it is:
 *
 * - script-src: no 'unsafe-inline' and no 'unsafe-eval'; 'self' for the bundles.
 * - style-src: Gatsby inlines each page's CSS in <style> elements, allowed by
 *   hash; lazily loaded dialog CSS is a same-origin <link>.
 * - style-src-attr 'unsafe-inline': React and gatsby-plugin-image write style=""
 *   attributes (image placeholders' dominant colours, aspect ratios, the route
 *   announcer's visually-hidden box). They vary with every image, so hashing
 *   them ('unsafe-hashes') would grow the policy with the catalogue. A style
 *   attribute cannot run script, and <style> elements stay hash-locked.
 * - img-src data:: gatsby-plugin-image may inline tiny placeholders as data: URIs.
 *   Fonts are files in /static (font-src falls back to 'self').
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none':
 *   no plugins, no <base> hijack, forms post nowhere else, never framed.
 *
 * Links to https://wa.me are navigations, which CSP does not govern.
 * @param {InlineHashes} hashes
 * @returns {string}
 */
export function contentSecurityPolicy(hashes) {
  /** @type {[string, ...string[]][]} */
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes.scripts],
    ["style-src", "'self'", ...hashes.styles],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((sources) => sources.join(" ")).join("; ");
}
