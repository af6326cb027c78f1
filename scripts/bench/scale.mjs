// How the site scales with the number of trips: for each N, a temporary copy
// of the site gets N synthetic upcoming trips, a file each in data/trips/, and is
// built from cold; the script reports the build time, the size of public/
// and what the home page and the trip list weigh.
//
// Usage: npm run bench:scale [-- N ...]   (default: 10 100 1000)
// Writes bench/scale.md and bench/scale.json.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { gzipKb, routeWeight } from "../route-weight.mjs";
import { FINDER_INDEX_PATH } from "../../content/routes.mjs";
import { coldBuild } from "./builds.mjs";
import { copyOfSite, writeSyntheticTrips } from "./synthetic-site.mjs";
/** @import { routeWeight as RouteWeight } from "../route-weight.mjs" */

/**
 * @typedef {ReturnType<typeof RouteWeight> & { totalKb: number }} PageWeight
 * @typedef {{ trips: number; buildSeconds: number; pages: number; publicMb: number; home: PageWeight;
 *   tripList: PageWeight; tripPage: PageWeight; finderIndexKb?: number }} ScaleRow
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const counts = process.argv.slice(2).map(Number);
const SIZES = counts.length > 0 ? counts : [10, 100, 1000];

/**
 * @param {string} dir
 * @returns {number}
 */
function directoryBytes(dir) {
  return readdirSync(dir).reduce((sum, name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    return sum + (stat.isDirectory() ? directoryBytes(full) : stat.size);
  }, 0);
}

/** @type {(dir: string, pattern: RegExp) => number} */
const countFiles = (dir, pattern) =>
  readdirSync(dir, { recursive: true }).filter((name) => pattern.test(String(name))).length;

const resultsFile = path.join(ROOT, "bench/scale.json");
// Rows for other N from an earlier run are kept, so one size can be measured again on its own.
/** @type {ScaleRow[]} */
const earlier = existsSync(resultsFile)
  ? JSON.parse(readFileSync(resultsFile, "utf8")).filter((/** @type {ScaleRow} */ row) => !SIZES.includes(row.trips))
  : [];
/** @type {ScaleRow[]} */
const measured = [];
for (const count of SIZES) {
  const siteDir = copyOfSite();
  try {
    const [firstTrip] = writeSyntheticTrips(siteDir, count);
    process.stdout.write(`N = ${count}: building in ${siteDir} … `);
    const buildSeconds = await coldBuild(siteDir);
    const publicDir = path.join(siteDir, "public");
    const weigh = (/** @type {string} */ route) => {
      const weight = routeWeight(publicDir, route);
      return { ...weight, totalKb: weight.jsKb + weight.htmlKb + weight.pageDataKb };
    };
    const row = {
      trips: count,
      buildSeconds,
      pages: countFiles(publicDir, /(^|\/)index\.html$/),
      publicMb: directoryBytes(publicDir) / 1024 / 1024,
      home: weigh("/"),
      tripList: weigh("/trips/"),
      tripPage: weigh(`/trips/${firstTrip.slug}/`),
      finderIndexKb: gzipKb(publicDir, FINDER_INDEX_PATH.slice(1)),
    };
    measured.push(row);
    console.log(`${buildSeconds} s, ${row.pages} pages, public/ ${row.publicMb.toFixed(1)} MB`);
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
}

const rows = [...earlier, ...measured].sort((a, b) => a.trips - b.trips);
const kb = (/** @type {number} */ value) => value.toFixed(1);
const table = [
  "| Upcoming trips | Cold build | Pages | public/ | Home: HTML + page-data + JS (KB gz) | /trips/: HTML + page-data + JS (KB gz) | A trip page (KB gz) | Trip finder's index, on first use (KB gz) |",
  "|---:|---:|---:|---:|---|---|---:|---:|",
  ...rows.map((row) =>
    [
      row.trips,
      `${row.buildSeconds} s`,
      row.pages,
      `${row.publicMb.toFixed(1)} MB`,
      `${kb(row.home.htmlKb)} + ${kb(row.home.pageDataKb)} + ${kb(row.home.jsKb)} = **${kb(row.home.totalKb)}**`,
      `${kb(row.tripList.htmlKb)} + ${kb(row.tripList.pageDataKb)} + ${kb(row.tripList.jsKb)} = **${kb(row.tripList.totalKb)}**`,
      kb(row.tripPage.totalKb),
      row.finderIndexKb === undefined ? "not measured" : kb(row.finderIndexKb),
    ]
      .join(" | ")
      .replace(/^/, "| ")
      .replace(/$/, " |"),
  ),
].join("\n");

const report = `# Scale: the site with N upcoming trips

Made by \`npm run bench:scale\` (${process.platform}, Node ${process.version}, ${cpus().length} CPUs), last run ${new Date().toISOString().slice(0, 10)}.
Each row is a cold \`gatsby build\` of a temporary copy of the site whose \`data/trips/\` holds N
synthetic upcoming trips, one file each, in place of the real upcoming ones (the six completed trips
stay as they are). Each synthetic trip copies the
content and the artwork of one real trip, so the N trips share the nine artworks and the build time
measures pages, queries and HTML rather than image encoding. Each distinct photo adds its own
encoding: about 20 AVIF, WebP and JPEG variants (card and page sizes), several seconds per photo on
this machine, done once and then kept in Gatsby's cache between builds.

Weights are gzipped at level 9, as a CDN serves them: the page's HTML, its page-data.json, and the
JavaScript Gatsby loads for it before any interaction. Images are not counted: the trip cards'
art is lazy-loaded and a list page shows a bounded number of cards.

${table}

The home page shows at most six upcoming and six completed trips with a link to the rest; the trip
list shows ${12} upcoming trips per page (\`/trips/page/2/\` and on) and the twelve most recent
completed trips, and its page links show a fixed window (first, last, current and its neighbours).
So neither page grows with N; the number of pages and the size of public/ do.

The trip finder on /trips/ filters every upcoming departure, so its index (\`${FINDER_INDEX_PATH}\`)
grows with N: the list page downloads it the first time a visitor uses the finder, never before.
The synthetic trips repeat nine summaries, which gzip compresses better than N different ones; a
real catalogue's index would be larger (\`npm run bench:finder\` reports it uncompressed too).
`;

writeFileSync(path.join(ROOT, "bench/scale.md"), report);
writeFileSync(resultsFile, `${JSON.stringify(rows, null, 2)}\n`);
console.log(`\n${table}\n\nwrote bench/scale.md and bench/scale.json`);
