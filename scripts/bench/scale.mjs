// How the site scales with the number of trips: for each N, a temporary copy
// of the site gets N synthetic upcoming trips, a file each in data/trips/, and is
// built from cold; the script reports the build time, the size of public/
// and what the home page and the trip list weigh.
//
// Usage: npm run bench:scale [-- N ...]   (default: 10 100 1000)
// Writes bench/scale.md and bench/scale.json.
import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { routeWeight } from "../route-weight.mjs";
import { coldBuild } from "./builds.mjs";
/** @import { Trip } from "../../gatsby/content/schemas" */
/** @import { routeWeight as RouteWeight } from "../route-weight.mjs" */

/**
 * @typedef {ReturnType<typeof RouteWeight> & { totalKb: number }} PageWeight
 * @typedef {{ trips: number; buildSeconds: number; pages: number; publicMb: number; home: PageWeight;
 *   tripList: PageWeight; tripPage: PageWeight }} ScaleRow
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const counts = process.argv.slice(2).map(Number);
const SIZES = counts.length > 0 ? counts : [10, 100, 1000];
// Far enough ahead that no synthetic batch counts as departed while the table is current.
const FIRST_DEPARTURE = Date.UTC(2030, 0, 1);
const DAY_MS = 86_400_000;

const isoDay = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/** The site's tracked files in a fresh temporary directory, sharing this checkout's node_modules. */
function copyOfSite() {
  const dir = mkdtempSync(path.join(tmpdir(), "safarnama-scale-"));
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    if (file.startsWith("bench/floor/")) continue;
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * N upcoming trips in place of the real upcoming ones, made from every real
 * trip in turn: same content and art, a new slug (and file) and, after the
 * first round, title, and batches spread a day apart so every list has a
 * stable order. The completed trips stay as they are. The trips share the
 * nine artworks: with a file per trip, gatsby-plugin-sharp encodes about 20
 * AVIF/WebP/JPEG variants for each, and 1000 trips would take hours on two
 * cores, measuring the image encoder rather than the site.
 * @param {string} siteDir
 * @param {number} count
 */
function writeSyntheticTrips(siteDir, count) {
  const tripsDir = path.join(siteDir, "data", "trips");
  const files = readdirSync(tripsDir).sort();
  /** @type {Trip[]} */
  const templates = files.map((file) => JSON.parse(readFileSync(path.join(tripsDir, file), "utf8")));
  templates.forEach((trip, index) => {
    const hasRun = trip.batches.every((batch) => batch.travelers !== undefined);
    if (!hasRun) rmSync(path.join(tripsDir, files[index]));
  });
  const trips = Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length];
    const number = index + 1;
    const start = FIRST_DEPARTURE + index * DAY_MS;
    const days = template.itinerary.length;
    return {
      ...template,
      slug: `${template.slug}-${number}`,
      // The first round keeps the real titles, which data/testimonials/ names.
      title:
        index < templates.length
          ? template.title
          : `${template.title} (set ${Math.floor(index / templates.length) + 1})`,
      batches: [0, 28].map((offset, batchIndex) => ({
        startDate: isoDay(start + offset * DAY_MS),
        endDate: isoDay(start + (offset + days - 1) * DAY_MS),
        seatsLeft: (number + batchIndex) % 7 === 0 ? 0 : 4 + ((number + batchIndex) % 12),
      })),
    };
  });
  for (const trip of trips) {
    writeFileSync(path.join(tripsDir, `${trip.slug}.json`), `${JSON.stringify(trip, null, 2)}\n`);
  }
  return trips;
}

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
  "| Upcoming trips | Cold build | Pages | public/ | Home: HTML + page-data + JS (KB gz) | /trips/: HTML + page-data + JS (KB gz) | A trip page (KB gz) |",
  "|---:|---:|---:|---:|---|---|---:|",
  ...rows.map((row) =>
    [
      row.trips,
      `${row.buildSeconds} s`,
      row.pages,
      `${row.publicMb.toFixed(1)} MB`,
      `${kb(row.home.htmlKb)} + ${kb(row.home.pageDataKb)} + ${kb(row.home.jsKb)} = **${kb(row.home.totalKb)}**`,
      `${kb(row.tripList.htmlKb)} + ${kb(row.tripList.pageDataKb)} + ${kb(row.tripList.jsKb)} = **${kb(row.tripList.totalKb)}**`,
      kb(row.tripPage.totalKb),
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
`;

writeFileSync(path.join(ROOT, "bench/scale.md"), report);
writeFileSync(resultsFile, `${JSON.stringify(rows, null, 2)}\n`);
console.log(`\n${table}\n\nwrote bench/scale.md and bench/scale.json`);
