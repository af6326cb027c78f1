// What the benchmarks share: their command line, percentiles of their timings,
// and the local engine (`wrangler dev` through scripts/start.mjs, with D1 and
// R2 kept as files): its config beside a copy of the site, starting it, waiting
// until it serves, and reading its D1.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { INTAKE_CATALOGUE_PATH } from "../../content/routes.mjs";

/** The project's root folder. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

const WRANGLER = path.join(ROOT, "node_modules", ".bin", "wrangler");
const ENGINE_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false" };

const args = process.argv.slice(2);

/**
 * The value after `name` on the command line (`--concurrency 20` → "20"), or undefined.
 * @param {string} name
 * @returns {string | undefined}
 */
export function option(name) {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

/**
 * The first bare number on the command line (the N of `npm run bench:seats -- 200`), or `fallback`.
 * @param {number} fallback
 */
export function countArgument(fallback) {
  return Number(args.find((arg) => /^\d+$/.test(arg)) ?? fallback);
}

/**
 * The `p`th percentile (nearest rank) of `sorted`, which is in ascending order.
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Timings in milliseconds at the percentiles `points`, for a report: "12.3 ms / 45.6 ms / 78.9 ms".
 * @param {number[]} values
 * @param {number[]} points
 */
export function latencySpread(values, points) {
  const sorted = [...values].sort((a, b) => a - b);
  return points.map((point) => `${percentile(sorted, point).toFixed(1)} ms`).join(" / ");
}

/**
 * A two-column Markdown table of a benchmark's results, without a header row's names.
 * @param {string[][]} rows
 */
export function markdownTable(rows) {
  return ["| | |", "| --- | --- |", ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join("\n");
}

/**
 * The day `days` from today in India, as YYYY-MM-DD.
 * @param {number} days
 */
export function inDays(days) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * A request for 1 seat from visitor `n`, with the fields the booking form sends.
 * @param {number} n
 * @param {{ trip: string; departure: string; request: "booking" | "waitlist"; fullName: string; email: string }} request
 */
export function oneSeatRequest(n, { trip, departure, request, fullName, email }) {
  return {
    trip,
    departure,
    request,
    fullName,
    email,
    countryCode: "+91",
    phone: String(9000000000 + n),
    seats: "1",
    travellers: "",
    message: "",
  };
}

/**
 * Copies the build (public/) to `site` with `trips` added to the catalogue the Worker counts seats by.
 * @param {string} site
 * @param {Record<string, { title: string; price: number; departures: { startDate: string; endDate: string; seats: number }[] }>} trips
 */
export function copySiteAddingTrips(site, trips) {
  cpSync(path.join(ROOT, "public"), site, { recursive: true });
  const catalogueFile = path.join(site, INTAKE_CATALOGUE_PATH.slice(1));
  const catalogue = JSON.parse(readFileSync(catalogueFile, "utf8"));
  Object.assign(catalogue.trips, trips);
  writeFileSync(catalogueFile, JSON.stringify(catalogue));
}

/**
 * Writes wrangler.jsonc as `file`, serving `site`, with absolute paths, the rate limit `rateLimit`
 * (above the benchmark's own traffic) and `vars` added to its variables.
 * @param {string} file
 * @param {{ site: string; rateLimit: number; vars?: Record<string, string> }} settings
 */
export function writeWranglerConfig(file, { site, rateLimit, vars = {} }) {
  const { config } = ts.parseConfigFileTextToJson(
    "wrangler.jsonc",
    readFileSync(path.join(ROOT, "wrangler.jsonc"), "utf8"),
  );
  config.main = path.join(ROOT, config.main);
  config.assets.directory = site;
  config.d1_databases[0].migrations_dir = path.join(ROOT, config.d1_databases[0].migrations_dir);
  config.ratelimits[0].simple.limit = rateLimit;
  Object.assign(config.vars, vars);
  writeFileSync(file, JSON.stringify(config, null, 2));
}

/**
 * Starts the local engine (scripts/start.mjs, no build, a fresh state) on `port` with `startArgs`,
 * in a process group of its own; `stop()` ends all of it. BENCH_DEBUG=1 shows its output.
 * @param {number} port
 * @param {string[]} startArgs
 */
export function startLocalEngine(port, startArgs) {
  const server = spawn(
    "node",
    [
      "scripts/start.mjs",
      "--no-build",
      "--fresh",
      ...startArgs,
      "--port",
      String(port),
      "--inspector-port",
      String(port + 29),
    ],
    { cwd: ROOT, stdio: process.env.BENCH_DEBUG ? "inherit" : "ignore", detached: true, env: ENGINE_ENV },
  );
  return {
    stop() {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    },
  };
}

/**
 * Answers once `origin` serves its home page; throws after a minute.
 * @param {string} origin
 */
export async function waitUntilServing(origin) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("wrangler dev did not start");
}

/**
 * The rows `sql` answers from the local D1 kept in `stateDir` under the config `configFile`
 * (`wrangler d1 execute --local`, which reads the state's SQLite file).
 * @param {{ configFile: string; stateDir: string }} engine
 * @param {string} sql
 * @returns {Record<string, number>[]}
 */
export function queryLocalD1({ configFile, stateDir }, sql) {
  const result = spawnSync(
    WRANGLER,
    ["d1", "execute", "DB", "--local", "--config", configFile, "--persist-to", stateDir, "--json", "--command", sql],
    { encoding: "utf8", env: ENGINE_ENV },
  );
  return JSON.parse(result.stdout)[0].results;
}

/**
 * `values` as a list of SQL string literals, for `IN (…)`: ['held', 'offered'] → "'held', 'offered'".
 * @param {readonly string[]} values
 */
export function sqlList(values) {
  return values.map((value) => `'${value}'`).join(", ");
}
