// Reads a _headers file (the format Netlify and Cloudflare Pages share) and
// answers which headers a URL path gets, the way Cloudflare Pages documents it:
//   - a rule is a URL path line followed by indented `Name: value` lines;
//   - `*` (a splat, at most one per path) matches any characters, slashes too;
//   - `:name` (a placeholder) matches one path segment;
//   - every rule whose path matches applies, in file order, and a header set by
//     several of them is joined with ", " (so two Content-Security-Policy rules
//     would mean two policies, both enforced).
// The local server (scripts/static-server.mjs) applies public/_headers with it,
// so the browser tests run under exactly the headers a deploy sends.

/**
 * @typedef {{ path: string, line: number, headers: [string, string][] }} HeaderRule
 */

/** Thrown for a line a CDN would reject; the message names the line. */
export class HeadersFileError extends Error {}

/**
 * @param {string} text the file's contents
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    if (!/^\s/.test(raw)) {
      if (!trimmed.startsWith("/")) {
        throw new HeadersFileError(
          `_headers line ${line}: a rule must start with a URL path beginning with /, found "${trimmed}"`,
        );
      }
      if ((trimmed.match(/\*/g) ?? []).length > 1) {
        throw new HeadersFileError(
          `_headers line ${line}: "${trimmed}" has more than one *; a path may have one splat`,
        );
      }
      rules.push({ path: trimmed, line, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new HeadersFileError(`_headers line ${line}: a header comes before any URL path`);
    const colon = trimmed.indexOf(":");
    if (colon <= 0 || trimmed.startsWith("!")) {
      throw new HeadersFileError(`_headers line ${line}: expected "Name: value", found "${trimmed}"`);
    }
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/**
 * @param {string} pattern a rule's path
 * @returns {RegExp} matching the URL paths the rule applies to
 */
function pathPattern(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (/^:[A-Za-z]\w*$/.test(part)) return "[^/]+";
      return escapeRegExp(part);
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The headers a response for `pathname` gets from `rules`, names as the file
 * spells them.
 * @param {HeaderRule[]} rules
 * @param {string} pathname a URL path, without query string
 * @returns {Map<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, [string, string]>} lower-case name → [name, value] */
  const merged = new Map();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const previous = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return new Map([...merged.values()]);
}
