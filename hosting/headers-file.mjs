// The _headers file Netlify and Cloudflare Pages read from the publish
// directory, in one model for writing it (the build), reading it (the local
// server, the CloudFront policy) and checking it against the CDNs' limits:
//   - a rule is a URL path line followed by its headers, `Name: value`, indented;
//   - `*` (a splat, at most one per path) matches any characters, slashes too;
//   - `:name` (a placeholder) matches one path segment;
//   - every rule whose path matches applies, in file order, and a header set by
//     several of them is joined with ", " (so two Content-Security-Policy rules
//     would mean two policies, both enforced);
//   - but a path written twice is one rule, the last: Cloudflare's runtime keeps
//     only the last block of a path, so every path's headers go in one block.
// Rules as Cloudflare Pages documents them; Netlify's are the same, its limits looser:
// https://developers.cloudflare.com/pages/configuration/headers/

/** The file's name, at the root of the publish directory. */
export const HEADERS_FILE = "_headers";

export const MAX_RULES = 100;
export const MAX_LINE_LENGTH = 2000;

/**
 * One block of the file: a URL pattern and the headers responses matching it
 * get. `line` is where the block starts, for a file that was read.
 * @typedef {{ path: string; headers: [name: string, value: string][]; line?: number }} HeaderRule
 */

/** Thrown for a line a CDN would reject; the message names the line. */
export class HeadersFileError extends Error {}

/**
 * The file's text: comment lines, then each rule's path and its headers indented by two spaces.
 * @param {HeaderRule[]} rules
 * @param {string[]} [comment]
 */
export function formatHeadersFile(rules, comment = []) {
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return [...comment.map((line) => `# ${line}`), ...(comment.length ? [""] : []), blocks.join("\n\n"), ""].join("\n");
}

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
          `${HEADERS_FILE} line ${line}: a rule must start with a URL path beginning with /, found "${trimmed}"`,
        );
      }
      if ((trimmed.match(/\*/g) ?? []).length > 1) {
        throw new HeadersFileError(
          `${HEADERS_FILE} line ${line}: "${trimmed}" has more than one *; a path may have one splat`,
        );
      }
      rules.push({ path: trimmed, headers: [], line });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new HeadersFileError(`${HEADERS_FILE} line ${line}: a header comes before any URL path`);
    const colon = trimmed.indexOf(":");
    if (colon <= 0 || trimmed.startsWith("!")) {
      throw new HeadersFileError(`${HEADERS_FILE} line ${line}: expected "Name: value", found "${trimmed}"`);
    }
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

/**
 * The rules with every path's headers in one block, at the place its first
 * block had, in the order they were given.
 * @param {HeaderRule[]} rules
 * @returns {HeaderRule[]}
 */
export function mergeRulesByPath(rules) {
  /** @type {Map<string, HeaderRule>} */
  const byPath = new Map();
  for (const rule of rules) {
    const merged = byPath.get(rule.path);
    if (merged) merged.headers.push(...rule.headers);
    else byPath.set(rule.path, { path: rule.path, headers: [...rule.headers] });
  }
  return [...byPath.values()];
}

/**
 * Every way the file breaks a CDN's limits, one readable line each; empty when it is fine.
 * @param {HeaderRule[]} rules
 * @param {string} text the file as written from `rules`
 * @returns {string[]}
 */
export function headersFileProblems(rules, text) {
  /** @type {string[]} */
  const problems = [];
  if (rules.length > MAX_RULES) {
    problems.push(`${HEADERS_FILE} has ${rules.length} rules; Cloudflare Pages applies at most ${MAX_RULES}.`);
  }
  const paths = rules.map((rule) => rule.path);
  for (const path of new Set(paths.filter((path, index) => paths.indexOf(path) !== index))) {
    problems.push(`${HEADERS_FILE} has more than one rule for ${path}; Cloudflare Pages keeps only the last.`);
  }
  let rulePath = "";
  text.split("\n").forEach((line, index) => {
    if (line.startsWith("/")) rulePath = line;
    if (line.length > MAX_LINE_LENGTH) {
      const what = line.startsWith(" ") ? `${line.trim().split(":")[0]} for ${rulePath}` : "a path";
      problems.push(
        `${HEADERS_FILE} line ${index + 1} (${what}) is ${line.length} characters; ` +
          `Cloudflare Pages ignores lines over ${MAX_LINE_LENGTH}.`,
      );
    }
  });
  return problems;
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
  // A path written twice is one rule, its last block (see the top of this file).
  const lastOfEachPath = [...new Map(rules.map((rule) => [rule.path, rule])).values()];
  /** @type {Map<string, [string, string]>} lower-case name → [name, value] */
  const merged = new Map();
  for (const rule of rules.filter((rule) => lastOfEachPath.includes(rule))) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const previous = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return new Map([...merged.values()]);
}
