// Live seats under load, on the local engine (wrangler dev, workerd, local D1):
//
// - the race: 1,000 visitors (default) at a given concurrency (default 50)
//   book 1 seat each on 20 departures of 10 seats (200 seats), 50 visitors to
//   a departure. Then it counts what D1 holds: oversold seats must be 0 and
//   every seat must be taken; a hold's latency is measured per booking;
// - the pages: a trip page served through the Worker, which puts the live
//   seats into it, timed with the seat snapshot cached, and right after a seat
//   changes (the snapshot dropped, so read from D1 again).
//
//   npm run bench:seats [-- N] [--concurrency C]   writes bench/seats.md
//
// Needs a build (npm run build): the pages are the real site's, served beside a
// catalogue that adds the benchmark's 20 departures. Timings vary with the
// machine, which is why they are measured here and never asserted in tests.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { API_PATHS } from "../../content/routes.mjs";
import { SEAT_TAKING_STATUSES } from "../../requests/seat-statuses.mjs";
import {
  copySiteAddingTrips,
  countArgument,
  inDays,
  latencySpread,
  markdownTable,
  oneSeatRequest,
  option,
  queryLocalD1,
  ROOT,
  sqlList,
  startLocalEngine,
  waitUntilServing,
  writeWranglerConfig,
} from "./support.mjs";

const VISITORS = countArgument(1000);
const CONCURRENCY = Number(option("--concurrency") ?? 50);
const DEPARTURES = 20;
const SEATS_EACH = 10;
const PAGE_SAMPLES = 200;
const PORT = 9480;
const TRIP = "bench-seats-trip";
/** A trip of its own for the page timings, with a seat for each sample's booking. */
const PAGE_SAMPLES_TRIP = "bench-seats-pages";
const ORIGIN = `http://127.0.0.1:${PORT}`;
const url = (/** @type {string} */ pathname) => `${ORIGIN}${pathname}`;

const work = mkdtempSync(path.join(tmpdir(), "safarnama-bench-seats-"));
const site = path.join(work, "site");
const state = path.join(work, "state");

// The real site, with the benchmark's trip of 20 departures added to the catalogue the Worker counts seats by.
const startDates = Array.from({ length: DEPARTURES }, (_, index) => inDays(40 + index * 7));
const PAGE_SAMPLES_DEPARTURE = inDays(300);
copySiteAddingTrips(site, {
  [TRIP]: {
    title: "Benchmark Trip",
    price: 10000,
    departures: startDates.map((startDate) => ({ startDate, endDate: startDate, seats: SEATS_EACH })),
  },
  [PAGE_SAMPLES_TRIP]: {
    title: "Benchmark Pages",
    price: 10000,
    departures: [{ startDate: PAGE_SAMPLES_DEPARTURE, endDate: PAGE_SAMPLES_DEPARTURE, seats: PAGE_SAMPLES }],
  },
});

// wrangler.jsonc with the copied site, absolute paths, and a rate limit above the benchmark's own traffic.
const configFile = path.join(work, "wrangler.json");
writeWranglerConfig(configFile, { site, rateLimit: (VISITORS + PAGE_SAMPLES) * 2 });

const booking = (/** @type {number} */ n, /** @type {string} */ startDate, trip = TRIP) =>
  JSON.stringify(
    oneSeatRequest(n, {
      trip,
      departure: startDate,
      request: "booking",
      fullName: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
    }),
  );

/** Books for visitor `n`; answers the status and how long the Worker took. */
async function book(/** @type {number} */ n, /** @type {string} */ startDate, trip = TRIP) {
  const started = performance.now();
  const response = await fetch(url(API_PATHS.bookings), {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `bench-seats-${n}` },
    body: booking(n, startDate, trip),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Fetches `pathname` whole; answers how long it took. */
async function timePage(/** @type {string} */ pathname) {
  const started = performance.now();
  const response = await fetch(url(pathname));
  const text = await response.text();
  if (!response.ok || !text.includes("data-seat-figure")) throw new Error(`${pathname} answered ${response.status}`);
  return performance.now() - started;
}

/** @param {string} sql */
const query = (sql) => queryLocalD1({ configFile, stateDir: state }, sql);

const engine = startLocalEngine(PORT, ["--config", configFile, "--persist-to", state]);
try {
  await waitUntilServing(ORIGIN);

  // The race.
  /** @type {{ status: number, ms: number }[]} */
  const answers = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < VISITORS) {
        const n = next++;
        answers.push(await book(n, startDates[n % DEPARTURES]));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // The pages: a trip page with its live seats, cached, then each right after a seat changed.
  const page = "/trips/spiti-winter-expedition/";
  await timePage(page);
  const cached = [];
  for (let sample = 0; sample < PAGE_SAMPLES; sample += 1) cached.push(await timePage(page));
  const fresh = [];
  for (let sample = 0; sample < PAGE_SAMPLES; sample += 1) {
    // A hold on the page samples' own departure drops the snapshot, so the page that follows reads D1.
    const { status } = await book(VISITORS + sample, PAGE_SAMPLES_DEPARTURE, PAGE_SAMPLES_TRIP);
    if (status !== 201) throw new Error(`A page sample's booking answered ${status}`);
    fresh.push(await timePage(page));
  }

  // D1 is read last: wrangler's own local D1 command beside the running server can cut its connections.
  const perDeparture = query(
    `SELECT departure_start, sum(seats) AS taken FROM requests WHERE trip_slug = '${TRIP}'
     AND status IN (${sqlList(SEAT_TAKING_STATUSES)}) GROUP BY departure_start`,
  );
  const taken = perDeparture.reduce((sum, row) => sum + row.taken, 0);
  const oversold = perDeparture.reduce((sum, row) => sum + Math.max(0, row.taken - SEATS_EACH), 0);
  const [{ stored }] = query(`SELECT count(*) AS stored FROM requests WHERE trip_slug = '${TRIP}'`);
  const held = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);

  const rows = [
    ["visitors (1 seat each)", String(VISITORS)],
    ["concurrency", String(CONCURRENCY)],
    ["departures × seats", `${DEPARTURES} × ${SEATS_EACH} = ${DEPARTURES * SEATS_EACH}`],
    [
      "held (201) / sold out (409) / other",
      `${held.length} / ${refused.length} / ${answers.length - held.length - refused.length}`,
    ],
    ["seats taken in D1 (must be 200)", String(taken)],
    ["requests stored (must equal the 201s)", String(stored)],
    ["**oversold (must be 0)**", `**${oversold}**`],
    [
      "hold (201) latency p50 / p95 / p99",
      latencySpread(
        held.map((answer) => answer.ms),
        [50, 95, 99],
      ),
    ],
    [
      "sold out (409) latency p50 / p95 / p99",
      latencySpread(
        refused.map((answer) => answer.ms),
        [50, 95, 99],
      ),
    ],
    ["throughput", `${(VISITORS / seconds).toFixed(0)} bookings/s`],
    [`trip page with live seats, snapshot cached: p50 / p95 (${PAGE_SAMPLES})`, latencySpread(cached, [50, 95])],
    [`trip page right after a seat changed (D1 read): p50 / p95 (${PAGE_SAMPLES})`, latencySpread(fresh, [50, 95])],
  ];
  const table = markdownTable(rows);
  console.log(table);
  writeFileSync(
    path.join(ROOT, "bench", "seats.md"),
    `# Live seats under load\n\n` +
      `\`npm run bench:seats\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, local workerd ` +
      `(wrangler dev) with local D1: ${VISITORS} visitors, ${CONCURRENCY} at a time, each booking 1 seat on one of ` +
      `${DEPARTURES} departures of ${SEATS_EACH} seats. Latency is per booking, measured by the client. The trip ` +
      `page is the built site's, served through the Worker, which rewrites its seat figures from a snapshot of ` +
      `every departure's seats (one D1 query, cached 30 seconds, dropped whenever the Worker takes or frees ` +
      `seats).\n\n${table}\n\n` +
      `Locally D1 is one SQLite file behind one Durable Object, so writes are serialised, as D1's are; the ` +
      `figures show the Worker's own cost and the holds' correctness under concurrency, not Cloudflare's network.\n`,
  );
  if (oversold !== 0 || taken !== DEPARTURES * SEATS_EACH || stored !== held.length) {
    console.error(
      `Oversold ${oversold}, taken ${taken} of ${DEPARTURES * SEATS_EACH}, stored ${stored} for ${held.length} holds`,
    );
    process.exitCode = 1;
  }
} finally {
  engine.stop();
  rmSync(work, { recursive: true, force: true });
}
