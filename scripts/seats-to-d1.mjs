#!/usr/bin/env node
// Moves the seats editors typed (each departure's `seatsLeft` in data/trips/)
// into D1, once, when seats become live (docs/deploying.md, "Moving seats into D1"):
//
// - each departure's `seatsLeft` becomes `seats`, its capacity: the trip's
//   groupSize.max, or seatsLeft itself when more were open than that;
// - the seats already sold (capacity − seatsLeft) of every departure that has
//   not ended become one confirmed booking per departure (source 'import',
//   "Seats sold before live seats"), written as a D1 migration that
//   `wrangler d1 migrations apply` runs locally and on Cloudflare alike.
//
//   node scripts/seats-to-d1.mjs [--data data] [--migrations migrations] [--today YYYY-MM-DD]
//
// A file without `seatsLeft` is left alone, so running it twice changes nothing more.
import { randomUUID } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

/**
 * @typedef {{ startDate: string; endDate: string; seatsLeft?: number; seats?: number; travellers?: number }} OldDeparture
 * @typedef {{ slug: string; title: string; groupSize: { max: number }; departures: OldDeparture[] }} OldTrip
 * @typedef {{ startDate: string; endDate: string; seatsLeft: number; file: string; slug: string; title: string; seats: number; taken: number }} SoldSeats
 */

/**
 * The departure's fields with `seatsLeft` replaced, in place, by `seats`.
 * @param {OldDeparture} departure
 * @param {number} seats
 */
function withCapacity(departure, seats) {
  return Object.fromEntries(
    Object.entries(departure).map(([key, value]) => (key === "seatsLeft" ? ["seats", seats] : [key, value])),
  );
}

/** @param {string | null} value */
const sqlText = (value) => (value === null ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);

/**
 * What moving `trips` ({ file, trip } each) means: the rewritten trips, and
 * the sold seats of each departure that has not ended by `today`.
 * @param {{ file: string; trip: OldTrip }[]} trips
 * @param {string} today
 */
export function seatsMove(trips, today) {
  /** @type {SoldSeats[]} */
  const sold = [];
  const rewritten = trips.map(({ file, trip }) => {
    if (!trip.departures.some((departure) => "seatsLeft" in departure)) return { file, trip, changed: false };
    const departures = trip.departures.map((departure) => {
      if (!("seatsLeft" in departure)) return departure;
      const seatsLeft = departure.seatsLeft ?? 0;
      const seats = Math.max(trip.groupSize.max, seatsLeft, 1);
      const taken = seats - seatsLeft;
      if (taken > 0 && departure.endDate >= today) {
        sold.push({ file, slug: trip.slug, title: trip.title, ...departure, seatsLeft, seats, taken });
      }
      return withCapacity(departure, seats);
    });
    return { file, trip: { ...trip, departures }, changed: true };
  });
  return { rewritten, sold };
}

/**
 * The SQL that records `sold` as one confirmed booking per departure, from `agencyEmail`, on `now`.
 * @param {SoldSeats[]} sold
 * @param {string} agencyEmail
 * @param {Date} now
 */
export function soldSeatsSql(sold, agencyEmail, now) {
  const columns =
    "id, kind, status, received_at, body_hash, full_name, email, phone, trip_slug, trip_title, departure_start, departure_end, message, seats, source";
  const rows = sold.map((departure) =>
    [
      randomUUID(),
      "booking",
      "confirmed",
      now.toISOString(),
      "import",
      "Seats sold before live seats",
      agencyEmail,
      "-",
      departure.slug,
      departure.title,
      departure.startDate,
      departure.endDate,
      `${departure.taken} of ${departure.seats} seats were sold when ${departure.file} said seatsLeft ${departure.seatsLeft} (moved ${now.toISOString().slice(0, 10)}).`,
      departure.taken,
      "import",
    ]
      .map((value) => (typeof value === "number" ? String(value) : sqlText(value)))
      .join(", "),
  );
  return [
    "-- The seats sold before seats were live, one confirmed booking per departure",
    "-- (written by scripts/seats-to-d1.mjs from data/trips/*.json's seatsLeft).",
    ...rows.map((values) => `INSERT INTO requests (${columns}) VALUES (${values});`),
    "",
  ].join("\n");
}

async function main() {
  const { values } = parseArgs({
    options: {
      data: { type: "string", default: "data" },
      migrations: { type: "string", default: "migrations" },
      today: { type: "string", default: new Date().toISOString().slice(0, 10) },
    },
  });
  const tripsDir = path.join(values.data, "trips");
  const files = (await readdir(tripsDir)).filter((name) => name.endsWith(".json")).sort();
  const trips = await Promise.all(
    files.map(async (name) => ({
      file: path.join(tripsDir, name),
      trip: JSON.parse(await readFile(path.join(tripsDir, name), "utf8")),
    })),
  );
  const { rewritten, sold } = seatsMove(trips, values.today);
  const changed = rewritten.filter((entry) => entry.changed);
  if (changed.length === 0) {
    console.log(`No departure in ${tripsDir} has seatsLeft: the seats were moved already.`);
    return;
  }
  for (const { file, trip } of changed) await writeFile(file, `${JSON.stringify(trip, null, 2)}\n`);

  const company = JSON.parse(await readFile(path.join(values.data, "company.json"), "utf8"));
  const numbers = (await readdir(values.migrations)).map((name) => Number.parseInt(name, 10)).filter(Number.isFinite);
  const migration = path.join(
    values.migrations,
    `${String(Math.max(0, ...numbers) + 1).padStart(4, "0")}_seats_sold_before_live_seats.sql`,
  );
  await writeFile(migration, soldSeatsSql(sold, company.email, new Date()));
  console.log(`Rewrote ${changed.length} trip files (seatsLeft → seats).`);
  console.log(
    `${migration}: ${sold.reduce((sum, departure) => sum + departure.taken, 0)} sold seats over ${sold.length} departures.`,
  );
  console.log("Apply it with the other migrations (docs/deploying.md), then deploy the site.");
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
