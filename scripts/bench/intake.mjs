// The intake under load, on the local engine (wrangler dev, workerd, local D1
// and R2): N submissions (default 2,000) at a given concurrency (default 20),
// a mix of waitlist requests, contact messages and applications with a resume, every
// tenth one sent twice under its idempotency key as a phone on a flaky network
// would. Then it counts what D1 holds: requests stored must equal N and
// duplicates must be 0. Latency is measured per attempt, client side.
//
//   npm run bench:intake [-- N] [--concurrency C]   writes bench/intake.md
//
// Needs a build (npm run build). Timings vary with the machine, which is why
// they are measured here and never asserted in tests.
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { API_PATHS, INTAKE_CATALOGUE_PATH } from "../../content/routes.mjs";
import {
  countArgument,
  inDays,
  latencySpread,
  markdownTable,
  oneSeatRequest,
  option,
  queryLocalD1,
  ROOT,
  startLocalEngine,
  waitUntilServing,
} from "./support.mjs";

const TOTAL = countArgument(2000);
const CONCURRENCY = Number(option("--concurrency") ?? 20);
const PORT = 9470;
const STATE = path.join(".wrangler", "bench-intake");
const RESUME = readFileSync(path.join(ROOT, "e2e", "upload-files", "Asha-Verma-CV.pdf"));
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** @type {{ trips: Record<string, { departures: { startDate: string; seats: number }[] }>; jobs: Record<string, { validThrough: string }> }} */
const catalogue = JSON.parse(readFileSync(path.join(ROOT, "public", INTAKE_CATALOGUE_PATH.slice(1)), "utf8"));
const today = inDays(0);
const bookable = Object.entries(catalogue.trips).flatMap(([slug, trip]) =>
  trip.departures.filter((departure) => departure.startDate >= today).map(({ startDate }) => ({ slug, startDate })),
);
const openJobs = Object.entries(catalogue.jobs)
  .filter(([, job]) => job.validThrough >= today)
  .map(([slug]) => slug);
if (bookable.length === 0 || openJobs.length === 0) throw new Error("The build has no bookable departure or open job");

/**
 * The n-th submission: what is sent, where, and under which key.
 * @param {number} n
 */
function submission(n) {
  const key = randomUUID();
  if (n % 10 === 9) {
    const form = new FormData();
    form.set("job", openJobs[n % openJobs.length]);
    form.set("fullName", `Applicant ${n}`);
    form.set("email", `applicant${n}@example.com`);
    form.set("coverLetter", "");
    form.set("resume", new Blob([RESUME], { type: "application/pdf" }), "cv.pdf");
    return { path: API_PATHS.applications, key, body: () => form, headers: {} };
  }
  const json = (/** @type {object} */ fields) => ({
    key,
    body: () => JSON.stringify(fields),
    headers: { "Content-Type": "application/json" },
  });
  if (n % 2 === 1) {
    return {
      path: API_PATHS.messages,
      ...json({
        firstName: `Visitor ${n}`,
        lastName: "",
        email: `v${n}@example.com`,
        subject: "general",
        message: "Hello",
      }),
    };
  }
  // Waitlist requests: a booking of seats that are gone is refused (409), and this benchmark counts
  // what is stored; the race for seats is bench:seats's.
  const { slug, startDate } = bookable[n % bookable.length];
  return {
    path: API_PATHS.bookings,
    ...json(
      oneSeatRequest(n, {
        trip: slug,
        departure: startDate,
        request: "waitlist",
        fullName: `Traveller ${n}`,
        email: `t${n}@example.com`,
      }),
    ),
  };
}

/** @type {number[]} */
const latencies = [];
const statuses = new Map();

/** @param {ReturnType<typeof submission>} request */
async function send(request) {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${request.path}`, {
    method: "POST",
    headers: { ...request.headers, "Idempotency-Key": request.key },
    body: request.body(),
  });
  await response.arrayBuffer();
  latencies.push(performance.now() - started);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
}

// The rate limit is raised for the benchmark alone: every submission comes from this one address.
const engine = startLocalEngine(PORT, ["--persist-to", STATE, "--rate-limit", String(TOTAL * 2)]);
/** @param {string} sql */
const query = (sql) => queryLocalD1({ configFile: path.join(STATE, "wrangler.json"), stateDir: STATE }, sql);
try {
  await waitUntilServing(ORIGIN);
  const queue = Array.from({ length: TOTAL }, (_, n) => submission(n));
  let retries = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < queue.length) {
        const n = next++;
        await send(queue[n]);
        // Every tenth submission is sent again, as if its answer had been lost.
        if (n % 10 === 0) {
          retries += 1;
          await send(queue[n]);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // The seats sold before seats were live (a migration's rows) are not the benchmark's.
  const [{ stored }] = query("SELECT COUNT(*) AS stored FROM requests WHERE source = 'site'");
  const [{ duplicates }] = query(
    "SELECT COUNT(*) AS duplicates FROM (SELECT idempotency_key FROM requests WHERE source = 'site' GROUP BY idempotency_key HAVING COUNT(*) > 1)",
  );
  const [{ queued }] = query("SELECT COUNT(*) AS queued FROM outbox WHERE template = 'agency'");
  const rows = [
    ["submissions (N)", String(TOTAL)],
    ["concurrency", String(CONCURRENCY)],
    ["attempts (N + retries of every tenth)", String(TOTAL + retries)],
    ["answers by status", [...statuses].map(([status, count]) => `${status}: ${count}`).join(", ")],
    ["requests stored (must equal N)", String(stored)],
    ["duplicates (must be 0)", String(duplicates)],
    ["emails to the agency queued", String(queued)],
    ["latency p50 / p95 / p99", latencySpread(latencies, [50, 95, 99])],
    ["throughput", `${((TOTAL + retries) / seconds).toFixed(0)} attempts/s`],
  ];
  const table = markdownTable(rows);
  console.log(table);
  writeFileSync(
    path.join(ROOT, "bench", "intake.md"),
    `# Intake under load\n\n` +
      `\`npm run bench:intake\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, local workerd ` +
      `(wrangler dev) with local D1 and R2: waitlist requests, contact messages and, every tenth, an application with ` +
      `a ${RESUME.length.toLocaleString("en")}-byte PDF resume. Every tenth submission is sent twice under its ` +
      `idempotency key. Latency is per attempt, measured by the client.\n\n${table}\n\n` +
      `Locally D1 is one SQLite file behind one Durable Object, so writes are serialised; the figures show ` +
      `the Worker's own cost and the intake's correctness under concurrency, not Cloudflare's network.\n`,
  );
  if (stored !== TOTAL || duplicates !== 0) {
    console.error(`Stored ${stored} of ${TOTAL}, ${duplicates} duplicates`);
    process.exitCode = 1;
  }
} finally {
  engine.stop();
}
