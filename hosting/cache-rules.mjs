/** @import { HeaderRule } from "./headers-file.mjs" */
import { DEFAULT_LOCALE, LOCALES } from "../content/locales.mjs";

// Gatsby's caching guide (https://www.gatsbyjs.com/docs/caching/): HTML,
// page-data and app-data must be checked on every visit, or a visitor mixes an
// old page with a new deploy's bundles; content-hashed bundles and /static/*
// never change under their name, so browsers may keep them for a year.
export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";
// What Netlify and Cloudflare Pages send when no rule sets Cache-Control; the
// local server sends it too.
export const CDN_DEFAULT_CACHE_CONTROL = REVALIDATE;

/** @typedef {typeof REVALIDATE | typeof IMMUTABLE} CachePolicy */

// Webpack names the bundles at the root of public/ after a 20-hex content hash:
// app-b386df4d187483b7d399.js, component---src-pages-index-tsx.34daf41f762c5618d0aa.css.
const HASHED_BUNDLE = /^[^/]+[-.][0-9a-f]{20}\.(js|css)$/;

// Files every build rewrites under the same name: the pages, each departure's
// calendar (/trips/<slug>/<start>.ics) and the trip finder's index of each
// language (/trips/finder.json, /hi/trips/finder.json). Stating their policy,
// rather than leaving them to the CDN's default, also keeps /trips/ and /hi/
// each one folder of like files: one rule however many trips there are.
const REBUILT_UNDER_SAME_NAME = new RegExp(
  `(\\.html|\\.ics|^(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join("|")}/)?trips/[^/]+\\.json)$`,
);

/**
 * The Cache-Control a file of public/ (a path relative to it, with /) must be
 * served with, or null for files the CDN's default suits: icons, the share
 * image, robots.txt, source maps and the like (Netlify and Cloudflare Pages
 * both default to revalidating).
 * @param {string} file
 * @returns {CachePolicy | null}
 */
export function cachePolicyOf(file) {
  if (file.startsWith("static/") || HASHED_BUNDLE.test(file)) return IMMUTABLE;
  if (file.startsWith("page-data/") || REBUILT_UNDER_SAME_NAME.test(file)) return REVALIDATE;
  return null;
}

/** @type {(path: string, policy: CachePolicy) => HeaderRule} */
const rule = (path, policy) => ({ path, headers: [["Cache-Control", policy]] });

/**
 * Cache-Control rules for every file that needs one, as few as possible and
 * never two for one file (CDNs join a header set by two matching rules with a
 * comma, which for Cache-Control means contradictory directives):
 *
 * - a top-level folder whose files all need the same policy gets one
 *   `/folder/*` rule (/static, /page-data, /trips, /careers …), so the count
 *   stays flat however many trips there are;
 * - files at the root, and files of a folder with mixed needs, get one exact
 *   rule each; a page's index.html answers at its folder's URL as well.
 * @param {string[]} files every file of public/, relative to it
 * @returns {HeaderRule[]}
 */
export function cacheRules(files) {
  /** @type {string[]} */
  const rootFiles = [];
  /** @type {Map<string, string[]>} */
  const folders = new Map();
  for (const file of [...files].sort()) {
    const slash = file.indexOf("/");
    if (slash === -1) rootFiles.push(file);
    else {
      const folder = file.slice(0, slash);
      if (!folders.has(folder)) folders.set(folder, []);
      /** @type {string[]} */ (folders.get(folder)).push(file);
    }
  }

  /** @type {HeaderRule[]} */
  const rules = [];
  const exactRules = (/** @type {string[]} */ paths) => {
    for (const file of paths) {
      const policy = cachePolicyOf(file);
      if (!policy) continue;
      // A page is requested at its folder's URL (/about-us/), not at its index.html.
      const folderUrl = /(^|\/)index\.html$/.test(file) ? `/${file.slice(0, -"index.html".length)}` : null;
      if (folderUrl) rules.push(rule(folderUrl, policy));
      rules.push(rule(`/${file}`, policy));
    }
  };
  exactRules(rootFiles);
  for (const [folder, folderFiles] of folders) {
    const policies = new Set(folderFiles.map(cachePolicyOf));
    const [only] = policies;
    if (policies.size === 1 && only) rules.push(rule(`/${folder}/*`, only));
    else exactRules(folderFiles);
  }
  return rules;
}
