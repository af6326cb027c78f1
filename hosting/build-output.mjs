// The production build on disk (public/): its files, and which of them are the
// pages a visitor opens, each with the URL it is served at. The headers file,
// the local server, the benchmark, the page-weight report and the browser tests
// all ask here, so they agree on what a page is.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { LOCALES } from "../content/locales.mjs";
import { EDITOR_PATH, pathInLocale, sitePageShellPath, STAFF_PATH } from "../content/routes.mjs";

/** Where `gatsby build` writes the site, relative to the project root (where every npm script runs). */
export const PUBLIC_DIR = "public";

// Gatsby's own folders: page data, HTML fragments it stitches into pages at
// build time (_gatsby/slices), Partytown's worker files, hashed assets. Gatsby
// names some page-data folders after the page (page-data/404.html/), so their
// contents must not be mistaken for pages.
const NOT_PAGES = /^(page-data|_gatsby|~partytown|static)\//;

/**
 * Whether a file of public/ is a 404 page: 404.html or 404/index.html, at the
 * top or in a language's folder (hi/404.html).
 * @param {string} file
 */
function isNotFoundPage(file) {
  const { englishPath } = pathInLocale(`/${file}`);
  return englishPath === "/404.html" || englishPath.startsWith("/404/");
}

/**
 * One HTML page of the build.
 * @typedef {object} BuiltPage
 * @property {string} file relative to public/, with forward slashes: "about-us/index.html"
 * @property {string} url the path it is served at: "/about-us/"
 * @property {boolean} notFound whether it is a 404 page (404.html, and 404/index.html which Gatsby also writes), in any language (hi/404.html)
 * @property {boolean} editor whether it is the content editor's page (EDITOR_PATH), which is for editors, not visitors
 * @property {boolean} staff whether it is the staff desk's page (STAFF_PATH), which is for the agency's staff
 * @property {boolean} shell whether it is a shell of the Worker's pages (SITE_PAGE_SHELL_PATHS), which the Worker fills, not a page of its own
 */

/** Where each language's shell of the Worker's pages is served (sitePageShellPath). */
export const SITE_PAGE_SHELL_PATHS = LOCALES.map((locale) => sitePageShellPath(locale));

/**
 * Every file of the build in `publicDir`, relative to it with forward slashes, sorted.
 * @param {string} [publicDir]
 * @returns {string[]}
 */
export function builtFiles(publicDir = PUBLIC_DIR) {
  return readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((entry) => statSync(path.join(publicDir, entry)).isFile())
    .map((entry) => entry.split(path.sep).join("/"))
    .sort();
}

/**
 * The URL path a built HTML file is served at: about-us/index.html → /about-us/, 404.html → /404.html.
 * @param {string} file
 */
export const urlPathOf = (file) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`;

/**
 * The pages of the build, sorted by file. `files` defaults to every file of `publicDir`.
 * @param {string} [publicDir]
 * @param {string[]} [files]
 * @returns {BuiltPage[]}
 */
export function builtPages(publicDir = PUBLIC_DIR, files = builtFiles(publicDir)) {
  return files
    .filter((file) => file.endsWith(".html") && !NOT_PAGES.test(file))
    .sort()
    .map((file) => {
      const url = urlPathOf(file);
      return {
        file,
        url,
        notFound: isNotFoundPage(file),
        editor: url.startsWith(EDITOR_PATH),
        staff: url.startsWith(STAFF_PATH),
        shell: SITE_PAGE_SHELL_PATHS.includes(url),
      };
    });
}

/**
 * The URLs of the site's pages a visitor reaches by link, the 404 page, the editor, the staff desk and the Worker's shell aside: ['/', '/about-us/', …].
 * @param {string} [publicDir]
 * @returns {string[]}
 */
export function builtRoutes(publicDir = PUBLIC_DIR) {
  return builtPages(publicDir)
    .filter((page) => !page.notFound && !page.editor && !page.staff && !page.shell)
    .map((page) => page.url)
    .sort();
}
