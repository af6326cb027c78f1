// The owner's numbers at scale, on the local engine (wrangler dev, workerd, local D1):
//
// - seeds 100,000 booking and waitlist requests (default) over 300 departures of the site's own trips
//   spread over three years (two behind, one ahead), in every status, with their history lines,
//   payments (deposits and balances), refunds (sent and owed by hand), changes of plans (switches,
//   seats cancelled, credits) and waitlist offers, written straight into the local D1 state by SQL that
//   generates the rows in SQLite (one `wrangler d1 execute --file`: seconds, not hours);
// - runs the daily roll-up (the cron's 'numbers' job) until it has caught up to the last settled day;
// - calls each numbers address N times (default 20) as an owner and prints p50, p95 and the rows D1
//   read per call (meta.rows_read of every query, summed by the local Worker: LOCAL_ROWS_READ_HEADER).
//
//   npm run bench:numbers [-- N] [--calls 20] [--keep DIR]   writes bench/numbers.md
//
// --keep DIR keeps the seeded state there (and a copy of the site it ran with), so the desk can be
// started on it: node scripts/start.mjs --no-build --persist-to DIR. The seeded departures are the
// site's trips' (data/trips), the upcoming ones among them the site's own dates, so the desk names
// them and shows their fill. Needs a build (npm run build).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { Agent, setGlobalDispatcher } from "undici";
import {
  INTAKE_CATALOGUE_PATH,
  LOCAL_CRON_PATH,
  LOCAL_ROWS_READ_HEADER,
  LOCAL_STATE_PATH,
  STAFF_API_PATH,
} from "../../content/routes.mjs";
import {
  countArgument,
  inDays,
  option,
  ROOT,
  startLocalEngine,
  waitUntilServing,
  writeWranglerConfig,
} from "./support.mjs";

// A connection of its own for every call: workerd closes one left idle (here, through the seeding) and
// fetch would send the next call on it ("other side closed").
setGlobalDispatcher(new Agent({ pipelining: 0 }));

const REQUESTS = countArgument(100_000);
const CALLS = Number(option("--calls") ?? 20);
const KEEP = option("--keep");
const DEPARTURES = 300;
const PORT = 9590;
const RETENTION_CRON = "30 21 * * *";
const ORIGIN = `http://127.0.0.1:${PORT}`;
// The local Access stand-in (scripts/start.mjs), one port up, signs every call in as the desk's owner.
const STAFF_ORIGIN = `http://127.0.0.1:${PORT + 1}`;

const work = mkdtempSync(path.join(tmpdir(), "safarnama-bench-numbers-"));
const site = path.join(work, "site");
const state = KEEP ? path.resolve(KEEP) : path.join(work, "state");
if (KEEP) rmSync(state, { recursive: true, force: true });

// The site, its trips given the benchmark's past and future departures beside their own.
cpSync(path.join(ROOT, "public"), site, { recursive: true });
const catalogueFile = path.join(site, INTAKE_CATALOGUE_PATH.slice(1));
const catalogue = JSON.parse(readFileSync(catalogueFile, "utf8"));
const slugs = Object.keys(catalogue.trips).sort();
const today = inDays(0);
/** @type {{ slug: string, startDate: string, endDate: string, seats: number }[]} */
const departures = Object.entries(catalogue.trips).flatMap(([slug, trip]) =>
  trip.departures
    .filter((/** @type {{ startDate: string }} */ departure) => departure.startDate > today)
    .map((/** @type {{ startDate: string, endDate: string, seats: number }} */ departure) => ({ slug, ...departure })),
);
for (let index = 0; departures.length < DEPARTURES; index += 1) {
  const slug = slugs[index % slugs.length];
  // Two years behind to one ahead, a departure every 3.65 days; never on a date the trip has already.
  const startDate = inDays(-730 + Math.floor((index * 1095) / DEPARTURES));
  const trip = catalogue.trips[slug];
  if (trip.departures.some((/** @type {{ startDate: string }} */ departure) => departure.startDate === startDate))
    continue;
  const departure = {
    startDate,
    endDate: inDays(-725 + Math.floor((index * 1095) / DEPARTURES)),
    seats: 16 + ((index * 7) % 25),
    price: trip.price,
  };
  trip.departures.push(departure);
  departures.push({ slug, ...departure });
}
writeFileSync(catalogueFile, JSON.stringify(catalogue));

const configFile = path.join(work, "wrangler.json");
writeWranglerConfig(configFile, { site, rateLimit: 100_000 });

const now = new Date().toISOString();
const quote = (/** @type {string} */ text) => `'${text.replaceAll("'", "''")}'`;

/** The seeding SQL: the departures as a table, then every row generated from them and from one another. */
function seedSql() {
  const departureRows = departures
    .map(
      (departure, index) =>
        `(${index}, ${quote(departure.slug)}, ${quote(catalogue.trips[departure.slug].title)}, ${quote(departure.startDate)}, ${quote(departure.endDate)}, ${departure.seats})`,
    )
    .join(",\n");
  const at = (/** @type {string} */ base, /** @type {string} */ shift) =>
    `min(${quote(now)}, strftime('%Y-%m-%dT%H:%M:%fZ', ${base}, ${shift}))`;
  return `
DROP TABLE IF EXISTS bench_departures;
CREATE TABLE bench_departures (idx INTEGER PRIMARY KEY, slug TEXT, title TEXT, start TEXT, end_date TEXT, seats INTEGER);
INSERT INTO bench_departures VALUES
${departureRows};

-- Requests: request i is on departure i % ${DEPARTURES}, sent 0–199 days before it (none after now);
-- its kind, seats and status by where its departure stands and its place k among the departure's requests.
INSERT INTO requests (id, kind, status, received_at, body_hash, full_name, email, phone, trip_slug, trip_title,
  departure_start, departure_end, seats, source, reference, visit_source, visit_medium, visit_campaign)
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.ceil(REQUESTS * 1.6)}),
generated AS (
  SELECT n.i, d.*, n.i / ${DEPARTURES} AS k,
    strftime('%Y-%m-%dT%H:%M:%fZ', d.start, '-' || ((n.i * 37) % 200) || ' days', '-330 minutes',
      '+' || ((n.i * 7919) % 86400) || ' seconds') AS received
  FROM n JOIN bench_departures AS d ON d.idx = n.i % ${DEPARTURES}
)
SELECT 'bench-' || i,
  CASE WHEN k % 10 = 9 THEN 'waitlist' ELSE 'booking' END,
  CASE
    WHEN start <= ${quote(today)} THEN
      CASE WHEN k % 10 = 9 THEN (CASE k % 4 WHEN 1 THEN 'confirmed' WHEN 3 THEN 'declined' ELSE 'lapsed' END)
        ELSE (CASE WHEN k % 20 < 12 THEN 'confirmed' WHEN k % 20 < 14 THEN 'cancelled'
          WHEN k % 20 < 17 THEN 'lapsed' ELSE 'declined' END) END
    WHEN k % 10 = 9 THEN (CASE WHEN k < 40 AND k % 3 = 0 THEN 'waiting' WHEN k < 20 AND k % 3 = 1 THEN 'offered' ELSE 'lapsed' END)
    -- An upcoming departure sold to a share of its capacity that varies from 0 to 5/8 of its seats in
    -- requests (a third of them for two), so the fill shows every band, with two requests held after.
    WHEN k < seats * ((idx * 13) % 11) / 16 THEN 'confirmed'
    WHEN k < seats * ((idx * 13) % 11) / 16 + 2 THEN 'held'
    ELSE (CASE k % 3 WHEN 0 THEN 'cancelled' WHEN 1 THEN 'lapsed' ELSE 'declined' END)
  END,
  received, 'bench', 'Bench Traveller ' || i, 'bench' || i || '@example.com', '+9198' || printf('%08d', i),
  slug, title, start, end_date, 1 + (k % 3 = 0),
  CASE WHEN i % 7 = 5 THEN 'desk' ELSE 'site' END,
  'SB-' || printf('%08d', i),
  CASE i % 7 WHEN 0 THEN 'instagram' WHEN 1 THEN 'google' WHEN 2 THEN 'facebook' WHEN 3 THEN 'newsletter' WHEN 4 THEN 'direct' END,
  CASE i % 7 WHEN 0 THEN 'social' WHEN 1 THEN 'cpc' WHEN 2 THEN 'social' WHEN 3 THEN 'email' END,
  CASE i % 7 WHEN 0 THEN 'winter-treks' WHEN 1 THEN 'brand' WHEN 2 THEN 'monsoon-sale' WHEN 3 THEN 'april-letter' END
FROM generated WHERE received <= ${quote(now)}
LIMIT ${REQUESTS};

DROP TABLE bench_departures;

-- History: confirmations, cancellations, lapses, the waitlist's offers.
INSERT INTO request_events (request_id, at, staff_email, from_status, to_status)
SELECT id, ${at("received_at", "'+2 hours'")}, 'bench', CASE kind WHEN 'waitlist' THEN 'offered' ELSE 'held' END, 'confirmed'
FROM requests WHERE body_hash = 'bench' AND status IN ('confirmed', 'cancelled');
INSERT INTO request_events (request_id, at, staff_email, from_status, to_status)
SELECT id, ${at("received_at", "'+3 days'")}, 'bench', 'confirmed', 'cancelled'
FROM requests WHERE body_hash = 'bench' AND status = 'cancelled';
INSERT INTO request_events (request_id, at, staff_email, from_status, to_status)
SELECT id, ${at("received_at", "'+2 days'")}, 'bench', 'held', status
FROM requests WHERE body_hash = 'bench' AND kind = 'booking' AND status IN ('lapsed', 'declined');
INSERT INTO request_events (request_id, at, staff_email, from_status, to_status)
SELECT id, ${at("received_at", "'+1 hours'")}, 'bench', 'waiting', 'offered'
FROM requests WHERE body_hash = 'bench' AND kind = 'waitlist' AND status <> 'waiting';
INSERT INTO request_events (request_id, at, staff_email, from_status, to_status)
SELECT id, ${at("received_at", "'+90 minutes'")}, 'bench', 'offered', CASE status WHEN 'lapsed' THEN 'lapsed' ELSE 'held' END
FROM requests WHERE body_hash = 'bench' AND kind = 'waitlist' AND status IN ('lapsed', 'confirmed', 'declined');

-- Deposits at confirmation; balances 12 days before the departure, for those confirmed then.
INSERT INTO payments (id, request_id, purpose, amount, currency, method, paid_at, recorded_by)
SELECT 'pay_' || id || '_d', id, 'deposit', 1228500 * seats, 'INR', 'upi', ${at("received_at", "'+2 hours'")},
  CASE WHEN source = 'desk' THEN 'accounts@safarnama.example' END
FROM requests WHERE body_hash = 'bench' AND status IN ('confirmed', 'cancelled');
INSERT INTO payments (id, request_id, purpose, amount, currency, method, paid_at)
SELECT 'pay_' || id || '_b', id, 'balance', 2866400 * seats, 'INR', 'card',
  max(${at("received_at", "'+3 hours'")}, ${at("departure_start", "'-12 days'")})
FROM requests WHERE body_hash = 'bench' AND status = 'confirmed' AND departure_start <= date(${quote(today)}, '+12 days');

-- Refunds of the cancelled: half by the terms, in full when the agency cancelled (one in five); one in eleven by hand.
INSERT INTO refunds (receipt, request_id, payment_id, amount, status, percent, reason, at)
SELECT 'pay_' || id || '_d:' || CASE WHEN rowid % 5 = 0 THEN 'agency' ELSE 'traveller' END, id,
  'pay_' || id || '_d', 614250 * seats, CASE WHEN rowid % 11 = 0 THEN 'by-hand' ELSE 'sent' END, 50, 'traveller',
  ${at("received_at", "'+3 days', '+1 seconds'")}
FROM requests WHERE body_hash = 'bench' AND status = 'cancelled';
UPDATE refunds SET reason = 'agency', percent = 100, amount = amount * 2 WHERE receipt LIKE 'pay_bench-%:agency';

-- Changes of plans: a switch, a seat cancelled for a refund, a credit, one booking in forty each.
INSERT INTO booking_changes (id, request_id, kind, asked_by, actor, at, version, seats_before, seats, percent, released, refund, credit)
SELECT 'chg_' || id, id,
  CASE rowid % 40 WHEN 0 THEN 'switch' WHEN 1 THEN 'cancel' ELSE 'credit' END,
  CASE rowid % 40 WHEN 2 THEN 'staff' ELSE 'traveller' END,
  'bench', ${at("received_at", "'+5 days'")}, 1, seats, '[1]',
  CASE WHEN rowid % 40 = 0 THEN NULL ELSE 90 END,
  CASE rowid % 40 WHEN 0 THEN 0 WHEN 1 THEN 1105650 ELSE 1105650 END,
  CASE rowid % 40 WHEN 1 THEN 1105650 ELSE 0 END,
  CASE rowid % 40 WHEN 2 THEN 1105650 ELSE 0 END
FROM requests WHERE body_hash = 'bench' AND status = 'confirmed' AND rowid % 40 IN (0, 1, 2);
`;
}

/**
 * The rows of one SELECT, read through the running Worker's own binding (LOCAL_STATE_PATH), so no
 * second process holds a lock on its files while it writes.
 * @param {string} sql
 * @returns {Promise<Record<string, number | string>[]>}
 */
async function query(sql) {
  const response = await fetch(`${ORIGIN}${LOCAL_STATE_PATH}/sql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sql }),
  });
  if (!response.ok) throw new Error(`Reading the state failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Runs `args` of wrangler on the state, failing loudly. */
function wrangler(/** @type {string[]} */ args) {
  const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "wrangler"), args, {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

const engine = startLocalEngine(PORT, ["--no-payments", "--config", configFile, "--persist-to", state]);
try {
  await waitUntilServing(ORIGIN);
  const seedFile = path.join(work, "seed.sql");
  writeFileSync(seedFile, seedSql());
  const seedStarted = performance.now();
  wrangler(["d1", "execute", "DB", "--local", "--config", configFile, "--persist-to", state, "--file", seedFile]);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const counts = (
    await query(
      `SELECT (SELECT count(*) FROM requests WHERE body_hash = 'bench') AS requests,
       (SELECT count(*) FROM request_events) AS events, (SELECT count(*) FROM payments) AS payments,
       (SELECT count(*) FROM refunds) AS refunds, (SELECT count(*) FROM booking_changes) AS changes`,
    )
  )[0];
  console.log(`Seeded in ${seedSeconds.toFixed(1)} s:`, counts);

  // The daily roll-up until it has caught up to the last settled day (worker/numbers/settled-days.ts), each run
  // as the cron runs it. A caught-up run only reads its cursor: one query, not counted as a run.
  const rollUpStarted = performance.now();
  const runs = [];
  for (;;) {
    const started = performance.now();
    const response = await fetch(
      `${ORIGIN}${LOCAL_CRON_PATH}?${new URLSearchParams({ cron: RETENTION_CRON, time: new Date().toISOString(), job: "numbers" })}`,
    );
    if (!response.ok) throw new Error(`The roll-up failed: ${response.status} ${await response.text()}`);
    const { queries } = await response.json();
    if (queries === 1) break;
    runs.push({ ms: performance.now() - started, queries });
    if (runs.length > 100) throw new Error("The roll-up did not catch up in 100 runs.");
  }
  const rollUpSeconds = (performance.now() - rollUpStarted) / 1000;
  const rolledUp = (
    await query(
      `SELECT (SELECT count(*) FROM numbers_money) AS money, (SELECT count(*) FROM numbers_sources) AS sources,
       (SELECT count(*) FROM numbers_lead_times) AS leadTimes, (SELECT count(*) FROM numbers_changes) AS changes`,
    )
  )[0];
  console.log(`Rolled up in ${runs.length} runs (${rollUpSeconds.toFixed(1)} s):`, rolledUp);

  const year = (() => {
    const [y, m] = today.split("-").map(Number);
    const start = m >= 4 ? y : y - 1;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  })();
  const addresses = {
    money: `numbers/money?year=${year}`,
    changes: `numbers/changes?year=${year}`,
    sources: `numbers/sources?year=${year}`,
    "lead-time": `numbers/lead-time?year=${year}`,
    fill: "numbers/fill?weeks=6",
  };
  const rows = [["Address", "Calls", "p50 ms", "p95 ms", "D1 rows read a call", "Answer bytes"]];
  for (const [name, address] of Object.entries(addresses)) {
    const times = [];
    const rowsRead = new Set();
    let bytes = 0;
    for (let call = 0; call < CALLS; call += 1) {
      const started = performance.now();
      const response = await fetch(`${STAFF_ORIGIN}${STAFF_API_PATH}${address}`);
      const body = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${address} answered ${response.status}: ${body}`);
      rowsRead.add(Number(response.headers.get(LOCAL_ROWS_READ_HEADER)));
      bytes = body.length;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const at = (/** @type {number} */ p) =>
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    rows.push([
      `GET ${STAFF_API_PATH}${address}`,
      String(CALLS),
      at(50).toFixed(1),
      at(95).toFixed(1),
      [...rowsRead].join(", "),
      bytes.toLocaleString("en-US"),
    ]);
    if (name === "fill" || name === "lead-time")
      console.log(name, glance(await (await fetch(`${STAFF_ORIGIN}${STAFF_API_PATH}${address}`)).text()));
  }
  const table = [
    `| ${rows[0].join(" | ")} |`,
    `| ${rows[0].map(() => "---").join(" | ")} |`,
    ...rows.slice(1).map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

  const cpu = cpus()[0]?.model ?? "unknown CPU";
  const report = [
    "# Benchmark: the owner's numbers",
    "",
    `${counts.requests.toLocaleString("en-US")} requests over ${DEPARTURES} departures of the site's ${slugs.length} trips (two years behind, one ahead): ${counts.events.toLocaleString("en-US")} history lines, ${counts.payments.toLocaleString("en-US")} payments, ${counts.refunds.toLocaleString("en-US")} refunds, ${counts.changes.toLocaleString("en-US")} changes of plans; seeded in ${seedSeconds.toFixed(1)} s.`,
    "",
    `Roll-up: ${runs.length} daily runs to catch up (${rollUpSeconds.toFixed(1)} s; the most queries a run made: ${Math.max(...runs.map((run) => run.queries))}; the slowest run ${Math.max(...runs.map((run) => run.ms)).toFixed(0)} ms), leaving ${rolledUp.money} money, ${rolledUp.sources} source, ${rolledUp.leadTimes} lead-time and ${rolledUp.changes} change rows.`,
    "",
    `Each address called ${CALLS} times in turn as an owner, through the local Access stand-in; rows read is D1's meta.rows_read summed over the call's queries.`,
    "",
    table,
    "",
    `Machine: ${cpus().length} × ${cpu}, Node ${process.version}.`,
    "",
  ].join("\n");
  mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench", "numbers.md"), report);
  console.log(report);
  if (KEEP) console.log(`State kept in ${state}: node scripts/start.mjs --no-build --persist-to ${state}`);
} finally {
  engine.stop();
  rmSync(work, { recursive: true, force: true });
}

/** A short look at an answer: its first departures or trips, to see the names are the site's. */
function glance(/** @type {string} */ text) {
  const answer = JSON.parse(text);
  const lines = answer.departures ?? answer.trips ?? [];
  return lines
    .slice(0, 3)
    .map(
      (/** @type {any} */ line) => `${line.trip?.title} ${line.startDate ?? ""} ${line.percent ?? line.median ?? ""}`,
    );
}
