import { editorOrigins } from "./editor.mjs";
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
 * A policy's header value from its directives, each a name and its sources.
 * @param {[string, ...string[]][]} directives
 */
const formatPolicy = (directives) => directives.map((sources) => sources.join(" ")).join("; ");

/**
 * The site's Content-Security-Policy. Everything comes from the site's own
 * origin; the only inline code allowed is the exact scripts and <style>
 * elements Gatsby wrote, by sha256. Why each directive is what it is:
 *
 * - script-src: no 'unsafe-inline' and no 'unsafe-eval'; 'self' for the bundles.
 * - style-src: Gatsby inlines each page's CSS in <style> elements, allowed by
 *   hash; lazily loaded dialog CSS is a same-origin <link>.
 * - style-src-attr 'unsafe-inline': React writes style="" attributes (each
 *   picture's shape and placeholder, src/components/ui/picture.tsx; the route
 *   announcer's visually-hidden box). They vary with every image, so hashing
 *   them ('unsafe-hashes') would grow the policy with the catalogue. A style
 *   attribute cannot run script, and <style> elements stay hash-locked.
 * - img-src data:: pictures' blurred placeholders are tiny data: URIs.
 *   Fonts are files in /static (font-src falls back to 'self').
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none':
 *   no plugins, no <base> hijack, forms post nowhere else, never framed.
 *
 * - connect-src and form-action: the forms send to the intake API, on the
 *   site's own origin, or on `api` (API_ORIGIN, hosting/api-origin.mjs) when a
 *   static host serves the pages and the Worker runs elsewhere: that one
 *   origin and no other.
 *
 * Links to https://wa.me are navigations, which CSP does not govern.
 * @param {InlineHashes} hashes
 * @param {string} [api] the intake API's origin when it is not the site's own
 * @returns {string}
 */
export function contentSecurityPolicy(hashes, api = "") {
  /** @type {[string, ...string[]][]} */
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes.scripts],
    ["style-src", "'self'", ...hashes.styles],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(api ? [api] : [])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...(api ? [api] : [])],
    ["frame-ancestors", "'none'"],
  ];
  return formatPolicy(directives);
}

/**
 * The content editor's policy (Decap CMS at EDITOR_PATH), as strict as Decap
 * allows; no visitor's page is served with it. Where it differs from the site's:
 *
 * - script-src 'unsafe-eval': Decap validates its configuration and entries with
 *   ajv, which compiles each schema into a function with `new Function`.
 * - style-src 'unsafe-inline': Decap's interface is styled by emotion, which
 *   writes <style> elements at run time whose text no build can hash; the
 *   previews' styles are <style> elements in the preview frame for the same reason.
 * - img-src and connect-src blob:: an image chosen for upload is previewed
 *   from a blob: URL before it is saved, and Decap keeps a backup of unsaved
 *   changes that it reads back through blob: URLs.
 * - connect-src and img-src: decap-server on the editor's own machine, and
 *   the backend's origins (editorOrigins in editor.mjs).
 * - frame-src 'self': the preview is a same-origin frame.
 *
 * Scripts still come only from the site's own origin, and the inline scripts
 * Gatsby writes into the page are listed by hash, as on every page.
 * @param {InlineHashes} hashes of the editor page's own inline code
 * @param {ReturnType<typeof editorOrigins>} [origins]
 * @returns {string}
 */
export function editorContentSecurityPolicy(hashes, origins = editorOrigins()) {
  /** @type {[string, ...string[]][]} */
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'", ...hashes.scripts],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...origins.img],
    ["connect-src", "'self'", ...origins.connect, "blob:"],
    ["frame-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return formatPolicy(directives);
}
