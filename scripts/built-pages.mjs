// The pages of a Gatsby build: every index.html under public/ as the route a
// visitor types, without the 404 page and Gatsby's own data folders.
import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "~partytown", "404"]);

/**
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return NOT_PAGES.has(name) ? [] : htmlFiles(path);
    return name === "index.html" ? [path] : [];
  });
}

/**
 * ['/', '/about-us/', …] for the build in `publicDir`, sorted.
 * @param {string} publicDir
 */
export function builtRoutes(publicDir) {
  return htmlFiles(publicDir)
    .map((file) => {
      const dir = relative(publicDir, file).split(sep).slice(0, -1).join("/");
      return dir === "" ? "/" : `/${dir}/`;
    })
    .sort();
}
