// A copy of the site with N synthetic upcoming trips, for the benchmarks that
// measure the site at the scale of a large catalogue (scale.mjs, finder.mjs).
import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
/** @import { Trip } from "../../content/file-schemas" */

const ROOT = path.resolve(import.meta.dirname, "../..");
// Far enough ahead that no synthetic departure counts as departed while the table is current.
const FIRST_DEPARTURE = Date.UTC(2030, 0, 1);
const DAY_MS = 86_400_000;

const isoDay = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/** The site's tracked files in a fresh temporary directory, sharing this checkout's node_modules. */
export function copyOfSite() {
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
 * first round, title, and departures spread a day apart so every list has a
 * stable order. The completed trips stay as they are. The trips share the
 * nine artworks: with a file per trip, gatsby-plugin-sharp encodes about 20
 * AVIF/WebP/JPEG variants for each, and 1000 trips would take hours on two
 * cores, measuring the image encoder rather than the site.
 * @param {string} siteDir
 * @param {number} count
 */
export function writeSyntheticTrips(siteDir, count) {
  const tripsDir = path.join(siteDir, "data", "trips");
  const files = readdirSync(tripsDir).sort();
  // Each file holds the trip in English under "en" and its translations beside it (content/localise.ts).
  /** @type {{ en: Trip, hi?: unknown }[]} */
  const templateFiles = files.map((file) => JSON.parse(readFileSync(path.join(tripsDir, file), "utf8")));
  const templates = templateFiles.map((file) => file.en);
  templates.forEach((trip, index) => {
    const hasRun = trip.departures.every((departure) => departure.travellers !== undefined);
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
      // The first round keeps the real titles, as data/ has them.
      title:
        index < templates.length
          ? template.title
          : `${template.title} (set ${Math.floor(index / templates.length) + 1})`,
      departures: [0, 28].map((offset, departureIndex) => ({
        startDate: isoDay(start + offset * DAY_MS),
        endDate: isoDay(start + (offset + days - 1) * DAY_MS),
        seatsLeft: (number + departureIndex) % 7 === 0 ? 0 : 4 + ((number + departureIndex) % 12),
      })),
    };
  });
  trips.forEach((trip, index) => {
    const file = { en: trip, hi: templateFiles[index % templates.length].hi };
    writeFileSync(path.join(tripsDir, `${trip.slug}.json`), `${JSON.stringify(file, null, 2)}\n`);
  });
  return trips;
}
