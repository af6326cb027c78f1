// What one built page costs a visitor before any interaction, gzipped as a
// CDN serves it: its HTML, its page-data.json, and the JavaScript Gatsby loads
// for it (the app bundle and the page's component chunk).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * @typedef {{ assets?: ({ name: string } | string)[] }} ChunkGroup webpack's stats for one chunk group
 * @typedef {Record<string, ChunkGroup>} ChunkGroups
 */

/** @type {(publicDir: string, file: string) => number} */
export const gzipKb = (publicDir, file) => gzipSync(readFileSync(join(publicDir, file)), { level: 9 }).length / 1024;

/**
 * The build's webpack chunk groups, from the stats Gatsby writes.
 * @param {string} publicDir
 * @returns {ChunkGroups}
 */
export function chunkGroups(publicDir) {
  return JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8")).namedChunkGroups;
}

/** @type {(groups: ChunkGroups, group: string) => string[]} */
export const scriptsOf = (groups, group) =>
  (groups[group]?.assets ?? [])
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((name) => name.endsWith(".js"));

const pageDataFile = (/** @type {string} */ route) =>
  join("page-data", route === "/" ? "index" : route.slice(1, -1), "page-data.json");

/**
 * The page component a route is built from, which makes it a kind of page,
 * named as Gatsby names its chunk: 'src-templates-trip-page-tsx' for every trip page.
 * @param {string} publicDir
 * @param {string} route
 */
export function pageKindOf(publicDir, route) {
  const { componentChunkName } = JSON.parse(readFileSync(join(publicDir, pageDataFile(route)), "utf8"));
  return String(componentChunkName).replace(/^component---/, "");
}

/**
 * The chunk groups a page loads only on demand (the dialogs, the content editor), by name.
 * @param {ChunkGroups} groups
 */
export const onDemandGroups = (groups) =>
  Object.keys(groups).filter((name) => name !== "app" && !name.startsWith("component---"));

/**
 * { files, jsKb, htmlKb, pageDataKb } for `route` ('/', '/trips/') in the build at `publicDir`.
 * @param {string} publicDir
 * @param {string} route
 * @param {ChunkGroups} [groups]
 */
export function routeWeight(publicDir, route, groups = chunkGroups(publicDir)) {
  const pageData = pageDataFile(route);
  const { componentChunkName } = JSON.parse(readFileSync(join(publicDir, pageData), "utf8"));
  const scripts = [...new Set([...scriptsOf(groups, "app"), ...scriptsOf(groups, componentChunkName)])];
  return {
    files: scripts.length,
    jsKb: scripts.reduce((sum, file) => sum + gzipKb(publicDir, file), 0),
    htmlKb: gzipKb(publicDir, join(route.slice(1), "index.html")),
    pageDataKb: gzipKb(publicDir, pageData),
  };
}
