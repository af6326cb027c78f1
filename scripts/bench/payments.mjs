// Deposits paid online under load, on the local engine (wrangler dev, workerd,
// local D1) and the local Razorpay stand-in:
//
// - 500 visitors (default), 50 at a time, each book 1 seat on one of 50
//   departures of 10 seats and pay its deposit on the stand-in;
// - each payment's webhook is delivered signed, and timed; 10% are delivered
//   twice more (a redelivery under the same event id, and the dashboard's
//   resend under a new one), shuffled among the others; 10% are late: their
//   holds end first, and the minute cron (which asks Razorpay about a link
//   before lapsing its hold) runs before they arrive.
//
// Then it counts what D1 holds: every booking confirmed exactly once (one
// payment, one confirmation, one receipt), oversold 0, lost payments 0.
//
//   npm run bench:payments [-- N] [--concurrency C]   writes bench/payments.md
//
// Needs a build (npm run build). Timings vary with the machine, which is why
// they are measured here and never asserted in tests.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { API_PATHS, LOCAL_CRON_PATH, RAZORPAY_WEBHOOK_PATH } from "../../content/routes.mjs";
import { razorpaySignature, startLocalRazorpay } from "../local-razorpay.mjs";
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

const VISITORS = countArgument(500);
const CONCURRENCY = Number(option("--concurrency") ?? 50);
const SEATS_EACH = 10;
const DEPARTURES = Math.ceil(VISITORS / SEATS_EACH);
const PORT = 9490;
const TRIP = "bench-payments-trip";
const ORIGIN = `http://127.0.0.1:${PORT}`;
const url = (/** @type {string} */ pathname) => `${ORIGIN}${pathname}`;

const work = mkdtempSync(path.join(tmpdir(), "safarnama-bench-payments-"));
const site = path.join(work, "site");
const state = path.join(work, "state");

// The real site, with the benchmark's trip added to the catalogue the Worker counts seats by.
const startDates = Array.from({ length: DEPARTURES }, (_, index) => inDays(60 + index));
copySiteAddingTrips(site, {
  [TRIP]: {
    title: "Benchmark Payments Trip",
    price: 10000,
    departures: startDates.map((startDate) => ({ startDate, endDate: startDate, seats: SEATS_EACH })),
  },
});

const razorpay = await startLocalRazorpay({ webhookUrl: url(RAZORPAY_WEBHOOK_PATH) });

// wrangler.jsonc with the copied site, absolute paths, a rate limit above the benchmark's traffic, and the stand-in's keys.
const configFile = path.join(work, "wrangler.json");
writeWranglerConfig(configFile, {
  site,
  rateLimit: VISITORS * 4,
  vars: {
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_BASE_URL: razorpay.origin,
  },
});

/** Books 1 seat for visitor `n`; answers the booking's id, reference and where to pay. */
async function book(/** @type {number} */ n) {
  const response = await fetch(url(API_PATHS.bookings), {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `bench-payments-${n}` },
    body: JSON.stringify(
      oneSeatRequest(n, {
        trip: TRIP,
        departure: startDates[n % DEPARTURES],
        request: "booking",
        fullName: `Payer ${n}`,
        email: `payer${n}@example.com`,
      }),
    ),
  });
  if (response.status !== 201) throw new Error(`Booking ${n} answered ${response.status}`);
  return /** @type {{ id: string, reference: string, payUrl: string }} */ (await response.json());
}

/** Delivers one webhook, signed; answers its status and how long the Worker took. */
async function deliver(/** @type {{ id: string, body: string }} */ delivery) {
  const started = performance.now();
  const response = await fetch(url(RAZORPAY_WEBHOOK_PATH), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": razorpaySignature(razorpay.webhookSecret, delivery.body),
      "X-Razorpay-Event-Id": delivery.id,
    },
    body: delivery.body,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Runs `work` on each of `items`, CONCURRENCY at a time. */
async function inParallel(/** @type {any[]} */ items, /** @type {(item: any) => Promise<void>} */ work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** @param {string} sql */
const query = (sql) => queryLocalD1({ configFile, stateDir: state }, sql);
/** A fixed shuffle, so runs compare. */
const shuffled = (/** @type {any[]} */ items) => {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return [...items].sort(() => random() - 0.5);
};

const engine = startLocalEngine(PORT, ["--no-payments", "--config", configFile, "--persist-to", state]);
try {
  await waitUntilServing(ORIGIN);
  /** @type {{ id: string, reference: string, payUrl: string }[]} */
  const bookings = [];
  await inParallel(
    Array.from({ length: VISITORS }, (_, n) => n),
    async (n) => {
      bookings.push(await book(n));
    },
  );
  // Every visitor pays; the webhooks are sent below, as the benchmark says.
  const paid = bookings.map((booking) => {
    const link = razorpay.links().find((each) => each.short_url === booking.payUrl);
    if (!link) throw new Error(`No link for ${booking.reference}`);
    return { booking, ...razorpay.pay(link.id) };
  });
  const tenth = Math.floor(VISITORS / 10);
  const late = paid.slice(0, tenth);
  const duplicated = paid.slice(tenth, 2 * tenth);
  const onTime = shuffled([
    ...paid.slice(tenth),
    ...duplicated.map((each) => ({ ...each, delivery: { ...each.delivery } })),
    ...duplicated.map((each) => ({ ...each, delivery: { ...each.delivery, id: `${each.delivery.id}_resent` } })),
  ]);
  /** @type {{ status: number, ms: number }[]} */
  const answers = [];
  const started = performance.now();
  await inParallel(onTime, async (each) => {
    answers.push(await deliver(each.delivery));
  });
  const seconds = (performance.now() - started) / 1000;
  // The late tenth: their holds end (the cron runs as if 31 minutes had passed), then their webhooks arrive.
  const later = new Date(Date.now() + 31 * 60_000).toISOString();
  for (let run = 0; run < Math.ceil(tenth / 25) + 1; run += 1) {
    const response = await fetch(url(`${LOCAL_CRON_PATH}?cron=${encodeURIComponent("* * * * *")}&time=${later}`));
    if (!response.ok) throw new Error(`The cron answered ${response.status}`);
  }
  /** @type {{ status: number, ms: number }[]} */
  const lateAnswers = [];
  await inParallel(late, async (each) => {
    lateAnswers.push(await deliver(each.delivery));
  });

  const [{ confirmed }] = query(
    `SELECT count(*) AS confirmed FROM requests WHERE trip_slug = '${TRIP}' AND status = 'confirmed'`,
  );
  const perBooking = query(
    `SELECT requests.id,
       (SELECT count(*) FROM payments WHERE request_id = requests.id) AS payments,
       (SELECT count(*) FROM request_events WHERE request_id = requests.id AND to_status = 'confirmed') AS confirmations,
       (SELECT count(*) FROM outbox WHERE request_id = requests.id AND template = 'deposit-paid') AS receipts
     FROM requests WHERE trip_slug = '${TRIP}'`,
  );
  const once = perBooking.filter((row) => row.payments === 1 && row.confirmations === 1 && row.receipts === 1).length;
  const perDeparture = query(
    `SELECT departure_start, sum(seats) AS taken FROM requests WHERE trip_slug = '${TRIP}'
     AND status IN (${sqlList(SEAT_TAKING_STATUSES)}) GROUP BY departure_start`,
  );
  const oversold = perDeparture.reduce((sum, row) => sum + Math.max(0, row.taken - SEATS_EACH), 0);
  const stored = new Set(query(`SELECT id FROM payments`).map((row) => String(row.id)));
  const lost = paid.filter((each) => !stored.has(each.payment.id)).length;
  const failed = [...answers, ...lateAnswers].filter((answer) => answer.status !== 200).length;

  const rows = [
    ["bookings paid (1 seat each)", String(VISITORS)],
    ["concurrency", String(CONCURRENCY)],
    ["webhooks delivered", `${answers.length + lateAnswers.length} (${tenth} duplicated twice, ${tenth} late)`],
    ["webhooks answered other than 200", String(failed)],
    ["**confirmed (must be every booking)**", `**${confirmed} of ${VISITORS}**`],
    ["**confirmed exactly once: 1 payment, 1 confirmation, 1 receipt**", `**${once} of ${VISITORS}**`],
    ["**oversold (must be 0)**", `**${oversold}**`],
    ["**lost payments (must be 0)**", `**${lost}**`],
    [
      "webhook latency p50 / p95 / p99",
      latencySpread(
        answers.map((answer) => answer.ms),
        [50, 95, 99],
      ),
    ],
    ["webhook throughput", `${(answers.length / seconds).toFixed(0)} deliveries/s`],
  ];
  const table = markdownTable(rows);
  console.log(table);
  writeFileSync(
    path.join(ROOT, "bench", "payments.md"),
    `# Deposits paid online under load\n\n` +
      `\`npm run bench:payments\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, local workerd ` +
      `(wrangler dev) with local D1 and the local Razorpay stand-in: ${VISITORS} visitors book 1 seat each ` +
      `(${CONCURRENCY} at a time, on ${DEPARTURES} departures of ${SEATS_EACH} seats) and pay the deposit; each ` +
      `payment's webhook is delivered signed, ${CONCURRENCY} at a time, shuffled. A tenth are delivered twice more ` +
      `(a redelivery under the same event id, and a resend under a new one); a tenth arrive late: their holds ` +
      `end first and the minute cron runs, which asks Razorpay about each link before lapsing its hold, so those ` +
      `are confirmed by the cron and their webhooks then change nothing. Latency is per delivery, measured by the ` +
      `client.\n\n${table}\n\n` +
      `Locally D1 is one SQLite file behind one Durable Object, so writes are serialised, as D1's are; the ` +
      `figures show the Worker's own cost and the payments' correctness under concurrency, not Cloudflare's network.\n`,
  );
  if (confirmed !== VISITORS || once !== VISITORS || oversold !== 0 || lost !== 0 || failed !== 0) {
    console.error(`Confirmed ${confirmed}, once ${once}, oversold ${oversold}, lost ${lost}, failed ${failed}`);
    process.exitCode = 1;
  }
} finally {
  engine.stop();
  await razorpay.close();
  rmSync(work, { recursive: true, force: true });
}
