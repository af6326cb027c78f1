// Runs the Worker (worker/) on Cloudflare's own engine for a test file:
// `wrangler dev` with a state folder of its own (D1 and R2 as files), the
// migrations applied, and static assets holding only a catalogue the test
// writes (dates around today), so the tests need no site build. It runs the
// Worker as it runs locally (worker/local.ts): D1 held to production's
// limits, and crons run on request at any time. The test
// reads what was stored through a reader of its own on the same state
// (stored-state.ts), and the agency's emails from the files wrangler writes for them.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { Agent, setGlobalDispatcher } from "undici";
import { INTAKE_CATALOGUE_PATH, LOCAL_CRON_PATH } from "../../content/routes.mjs";
import { startLocalAccess, type LocalAccess } from "../../scripts/local-access.mjs";
import { startLocalRazorpay } from "../../scripts/local-razorpay.mjs";
import { RAZORPAY_WEBHOOK_PATH } from "../../content/routes.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import {
  clientBookingTerms,
  clientReviewTerms,
  SPITI_IN_HINDI,
  testAgency,
  testTaxIdentity,
  testTranslations,
  testTravellerQuestions,
  testTripKit,
  testTripTextInHindi,
} from "./catalogue-fixtures";
import { openStoredState, type StoredState } from "./stored-state";

const ROOT = path.resolve(__dirname, "../..");
const WRANGLER = path.join(ROOT, "node_modules", ".bin", "wrangler");

// Every request a test sends the engine goes on a connection of its own. The engine (workerd) closes
// a connection left idle 5 seconds; fetch keeps one idle for 4 before it closes it itself and would
// otherwise send the next request on it. On a busy machine that timer runs late, the next request
// (a POST, which fetch does not send again) meets the engine's close: "fetch failed: other side
// closed", seen between the rounds of the 50-visitor race. Without kept-alive connections no request
// meets a connection the engine is closing.
setGlobalDispatcher(new Agent({ pipelining: 0 }));

/**
 * The desk's owners by setting (STAFF_OWNERS) in every engine unless a test names its own: the staff the
 * desk's tests sign in as, who may do everything. Tests of roles give theirs on the desk.
 */
export const TEST_STAFF_OWNERS = ["priya@safarnama.example", "arjun@safarnama.example", "rahul@safarnama.example"];

/** The engine's key for travellers' sealed data: a test reading raw rows knows it is not there in plain text. */
export const TEST_PERSONAL_DATA_KEYS = `test-1:${Buffer.alloc(32, 7).toString("base64")}`;

/** What a cron run reports: how many D1 queries it made (held to D1's limit per invocation). */
export interface CronRun {
  queries: number;
}

export interface EngineOptions {
  catalogue: IntakeCatalogue;
  /** Submissions a client may make a minute; wrangler.jsonc's own limit unless a test lowers it. */
  rateLimit?: number;
  /** ALLOWED_ORIGINS: origins of static hosts whose pages may post here. */
  allowedOrigins?: string;
  /** More of the Worker's variables (and secrets, which reach it the same way). */
  vars?: Record<string, string>;
  /** More files of the built site, by path ('/trips/finder.json'), beside the catalogue and a plain home page. */
  assets?: Record<string, string>;
  /** Deposits paid online, through a local Razorpay stand-in (scripts/local-razorpay.mjs) the Worker is pointed at. */
  razorpay?: boolean;
}

/** The local Razorpay stand-in an engine with `razorpay` talks to. */
export type LocalRazorpay = Awaited<ReturnType<typeof startLocalRazorpay>>;

export interface Engine extends Omit<StoredState, "dispose"> {
  url: string;
  /** The stand-in for Cloudflare Access the Worker trusts: it signs staff tokens (scripts/local-access.mjs). */
  access: LocalAccess;
  /** The Razorpay stand-in, when the engine was started with `razorpay`. */
  razorpay: LocalRazorpay | null;
  /** The raw messages sent to the agency so far. */
  emails(): string[];
  /** The plain text of every email sent to a traveller (send_email's structured send()), as wrangler writes it. */
  travellerEmails(): string[];
  /**
   * Every email sent to a traveller whole: its sender, subject and plain text, as wrangler logs and
   * writes them, once wrangler's log names every text it wrote.
   */
  travellerEmailsSent(): Promise<SentTravellerEmail[]>;
  /** Runs the scheduled handler for `cron`, as the trigger does (by default the one every minute), at `time` (now); only its `job`, when named. */
  runCron(cron?: string, time?: Date, job?: string): Promise<CronRun>;
  /** Kills the engine (all of it: wrangler and workerd) with `signal`, and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same state. */
  restart(): Promise<void>;
  /** Kills it and deletes its state. */
  stop(): Promise<void>;
}

/** An email the Worker sent a traveller, as the engine's send_email stand-in logged it. */
export interface SentTravellerEmail {
  /** '"Safarnama" <bookings@…>'. */
  from: string;
  to: string;
  subject: string;
  text: string;
}

// The ports engines listen on: below the kernel's ephemeral range (32768 and up), which it hands to
// every connection and every listen on port 0, and a block of its own for each Jest worker. A port the
// kernel chose was free when asked and could be taken, before wrangler bound it, by the other worker's
// engine, its state reader or any connection: "Address already in use", and the file's tests failed.
const PORTS_PER_WORKER = 2_000;
let nextPort = 20_000 + (Number(process.env.JEST_WORKER_ID ?? "1") - 1) * PORTS_PER_WORKER;

/** Whether nothing listens on `port` right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The next port of this Jest worker's block that nothing listens on. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = nextPort;
    nextPort += 1;
    if (await isFree(port)) return port;
  }
}

const readProjectConfig = () =>
  ts.parseConfigFileTextToJson("wrangler.jsonc", readFileSync(path.join(ROOT, "wrangler.jsonc"), "utf8")).config;

/** The Worker's configuration, with its paths made absolute and the test's assets and limits. */
function writeConfig(dir: string, assets: string, options: EngineOptions, access: LocalAccess): string {
  const config = readProjectConfig();
  config.main = path.join(ROOT, "worker", "local.ts");
  config.assets.directory = assets;
  config.d1_databases[0].migrations_dir = path.join(ROOT, config.d1_databases[0].migrations_dir);
  if (options.rateLimit !== undefined) config.ratelimits[0].simple.limit = options.rateLimit;
  config.vars.ALLOWED_ORIGINS = options.allowedOrigins ?? "";
  config.vars.ACCESS_TEAM_DOMAIN = access.teamDomain;
  config.vars.ACCESS_AUD = access.audience;
  config.vars.PERSONAL_DATA_KEYS = TEST_PERSONAL_DATA_KEYS;
  config.vars.STAFF_OWNERS = TEST_STAFF_OWNERS.join(",");
  Object.assign(config.vars, options.vars);
  const file = path.join(dir, "wrangler.json");
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * Only the storage bindings, for the reader of the stored state: loaded in
 * Jest, wrangler fails on each optional file of a full configuration that is
 * absent (_redirects, .dev.vars).
 */
function writeStorageConfig(dir: string): string {
  const { name, compatibility_date, d1_databases, r2_buckets } = readProjectConfig();
  const file = path.join(dir, "storage.json");
  writeFileSync(file, JSON.stringify({ name, compatibility_date, d1_databases, r2_buckets }));
  writeFileSync(path.join(dir, ".dev.vars"), "");
  return file;
}

async function waitUntilServing(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`wrangler dev did not start within 60 s:\n${log()}`);
}

// The D1 state with every migration applied, made once for each set of migrations and copied into each
// engine's own state. Applying them runs wrangler and workerd once more, about 5 s of a busy machine's
// time: made in each test file (Jest gives each file its own modules), that was over two minutes of
// every run. It is kept under node_modules/.cache, named for what it is made from (wrangler.jsonc,
// whose database names the file, the migrations and wrangler's version), so every file and both Jest
// workers share one, and a new migration makes a new one. Two workers may make it at once: each in a
// folder of its own, renamed into place, and the one that finds it there already uses that.
let migratedStateFolder: string | null = null;
function migratedState(config: string, env: NodeJS.ProcessEnv): string {
  if (migratedStateFolder !== null) return migratedStateFolder;
  const migrations = path.join(ROOT, "migrations");
  const recipe = createHash("sha256")
    .update(readFileSync(path.join(ROOT, "wrangler.jsonc")))
    .update(readFileSync(path.join(ROOT, "node_modules", "wrangler", "package.json")));
  for (const file of readdirSync(migrations).sort())
    recipe.update(file).update(readFileSync(path.join(migrations, file)));
  const cache = path.join(ROOT, "node_modules", ".cache", "safarnama-engine");
  const folder = path.join(cache, `migrated-${recipe.digest("hex").slice(0, 16)}`);
  if (!existsSync(folder)) {
    mkdirSync(cache, { recursive: true });
    const making = mkdtempSync(`${folder}-making-`);
    const migrate = spawnSync(
      WRANGLER,
      ["d1", "migrations", "apply", "DB", "--local", "--config", config, "--persist-to", making],
      { env, encoding: "utf8" },
    );
    if (migrate.status !== 0) {
      rmSync(making, { recursive: true, force: true });
      throw new Error(`Migrations failed:\n${migrate.stdout}${migrate.stderr}`);
    }
    try {
      renameSync(making, folder);
    } catch (error) {
      rmSync(making, { recursive: true, force: true });
      if (!existsSync(folder)) throw error;
    }
  }
  migratedStateFolder = folder;
  return folder;
}

export async function startEngine(options: EngineOptions): Promise<Engine> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "safarnama-engine-"));
  const assets = path.join(dir, "assets");
  const state = path.join(dir, "state");
  // wrangler's temporary files, the agency's emails among them, go under TMPDIR.
  const tmp = path.join(dir, "tmp");
  for (const folder of [assets, state, tmp]) mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(assets, INTAKE_CATALOGUE_PATH), JSON.stringify(options.catalogue));
  writeFileSync(path.join(assets, "index.html"), "<!doctype html><title>Safarnama</title><p>Test site</p>");
  for (const [file, text] of Object.entries(options.assets ?? {})) {
    mkdirSync(path.dirname(path.join(assets, file)), { recursive: true });
    writeFileSync(path.join(assets, file), text);
  }
  const access = await startLocalAccess();
  const razorpay = options.razorpay ? await startLocalRazorpay() : null;
  if (razorpay) {
    options = {
      ...options,
      vars: {
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
        RAZORPAY_API_BASE_URL: razorpay.origin,
        ...options.vars,
      },
    };
  }
  const config = writeConfig(dir, assets, options, access);
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", TMPDIR: tmp };
  const stateArgs = ["--config", config, "--persist-to", state];

  cpSync(migratedState(config, env), state, { recursive: true });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  razorpay?.sendWebhooksTo(`${url}${RAZORPAY_WEBHOOK_PATH}`);
  let server: ChildProcess;
  let output = "";
  const start = async () => {
    output = "";
    server = spawn(
      WRANGLER,
      [
        "dev",
        ...stateArgs,
        "--ip",
        "127.0.0.1",
        "--port",
        String(port),
        "--inspector-port",
        String(await freePort()),
        "--show-interactive-dev-session=false",
      ],
      // Its own process group, so a kill reaches workerd as well as wrangler.
      { env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    await waitUntilServing(`${url}/`, server, () => output);
  };
  const kill = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid!, signal);
    await exited;
  };
  await start();

  /** The files wrangler wrote under `kind` (send_email's: 'email' for raw messages, 'email-text' for structured ones). */
  const writtenFiles = (kind: string) => {
    const found: string[] = [];
    for (const run of readdirSync(tmp).filter((name) => name.startsWith("miniflare-"))) {
      const folder = path.join(tmp, run, "files", kind);
      try {
        for (const file of readdirSync(folder)) found.push(readFileSync(path.join(folder, file), "utf8"));
      } catch {
        // nothing of this kind sent by this run yet
      }
    }
    return found;
  };

  let stored: StoredState;
  try {
    stored = await openStoredState(writeStorageConfig(dir), path.join(state, "v3"));
  } catch (error) {
    await kill();
    await access.close();
    await razorpay?.close();
    throw error;
  }
  // Each test starts from an empty database: the migration that moved the real site's sold seats
  // into D1 (0005) names the real trips, which no test's catalogue has.
  await stored.rows("DELETE FROM requests WHERE source = 'import'");

  return {
    url,
    access,
    razorpay,
    rows: stored.rows,
    objects: stored.objects,
    putObject: stored.putObject,
    objectBytes: stored.objectBytes,
    emails: () => writtenFiles("email"),
    travellerEmails: () => writtenFiles("email-text"),
    // Miniflare logs each structured send as its From, To and Subject lines and the file holding its text.
    // The file is written before the send returns, the log line reaches this process through a pipe
    // later: on a busy machine the cron that sent it can answer first, so wait for the log to catch up.
    async travellerEmailsSent() {
      const logged = () => [...output.matchAll(/^From: (.*)\nTo: (.*)\nSubject: (.*)\n+Text: (\S+)$/gm)];
      const deadline = Date.now() + 10_000;
      while (logged().length < writtenFiles("email-text").length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return logged().map(([, from, to, subject, file]) => ({ from, to, subject, text: readFileSync(file, "utf8") }));
    },
    async runCron(cron = "* * * * *", time = new Date(), job?: string) {
      const query = new URLSearchParams({ cron, time: time.toISOString(), ...(job ? { job } : {}) });
      const response = await fetch(`${url}${LOCAL_CRON_PATH}?${query}`);
      if (!response.ok) throw new Error(`The scheduled handler failed: ${response.status}\n${output}`);
      return response.json();
    },
    kill,
    restart: start,
    async stop() {
      await stored.dispose();
      await kill();
      await access.close();
      await razorpay?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// The instant a test file's dates count from, taken once as the file loads. Taken at each call, a file
// running across India's midnight wrote its catalogue on one day and its requests on the next: a
// booking for a departure the catalogue did not have, refused (422), and a closed job's date a day off.
const DATES_COUNT_FROM = Date.now();

/** An ISO date `days` from today in India, the Worker's "today", as it was when the test file began. */
export function daysFromToday(days: number): string {
  const date = new Date(DATES_COUNT_FROM + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(date);
}

/**
 * The catalogue's terms for a test file that books many times as one visitor
 * (validBooking's email and phone, from this machine's address), as it raises
 * the rate limit: the unpaid-seat limits let one visitor hold every seat of
 * any departure here. inventory-hoarding.engine.test.ts tests the limits.
 */
export function withoutUnpaidLimits(catalogue: IntakeCatalogue): IntakeCatalogue {
  return { ...catalogue, terms: { ...catalogue.terms, unpaidSeatsPerContact: 100, unpaidSeatsPerAddress: 100 } };
}

/** testCatalogue's trip: ₹38,999 + 5% GST = ₹40,949; the 30% deposit is ₹12,285 a seat, in paise. */
export const TEST_DEPOSIT_PAISE_PER_SEAT = 12_285 * 100;

/**
 * testCatalogue's dearer departure, 90 days away: ₹44,999 + 5% GST = ₹47,249 a seat; the 30% deposit is
 * ₹14,175 a seat, in paise.
 */
export const DEAR_DEPARTURE_PRICE = 44_999;
export const DEAR_DEPOSIT_PAISE_PER_SEAT = 14_175 * 100;

/** A catalogue with one of everything a request may name, and everything it may not, on the shipped terms; its words in Hindi too. */
export function testCatalogue(): IntakeCatalogue {
  return {
    builtAt: new Date().toISOString(),
    agency: testAgency,
    terms: clientBookingTerms,
    reviews: clientReviewTerms,
    tax: testTaxIdentity,
    trips: {
      "spiti-winter-expedition": {
        title: "Spiti Valley Winter Expedition",
        price: 38999,
        // Every departure is 8 days long, as the itinerary.
        ...testTripKit("challenging", 8),
        // Each departure carries its price, as the build writes it; the 90-day one is dearer than the trip's.
        departures: [
          { startDate: daysFromToday(-3), endDate: daysFromToday(4), seats: 6, price: 38999 },
          // Room for every booking a test file makes; the small ones below are for races and sell-outs.
          { startDate: daysFromToday(30), endDate: daysFromToday(37), seats: 40, price: 38999 },
          { startDate: daysFromToday(60), endDate: daysFromToday(67), seats: 3, price: 38999 },
          { startDate: daysFromToday(90), endDate: daysFromToday(97), seats: 5, price: DEAR_DEPARTURE_PRICE },
        ],
      },
    },
    jobs: {
      "tour-planner": { title: "Tour Planner", validThrough: daysFromToday(30) },
      "travel-consultant": { title: "Travel Consultant", validThrough: daysFromToday(-1) },
    },
    travellerQuestions: testTravellerQuestions,
    translations: testTranslations({ "spiti-winter-expedition": testTripTextInHindi(SPITI_IN_HINDI, 8) }),
  };
}
