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
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { seatsMove, soldSeatsSql } from "./seats-move.mjs";

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

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
