// Runs the whole product locally on Cloudflare's own engine: builds the site
// (unless --no-build), applies the database migrations to local D1, then
// `wrangler dev` serves the pages and the intake API together, with D1 and R2
// kept as files under --persist-to. What runs here is what runs in production,
// with its D1 held to production's limits (worker/local.ts).
// Beside it, a stand-in for Cloudflare Access (scripts/local-access.mjs) on
// --staff-port signs whoever opens the staff desk through it in as --staff-email,
// and a stand-in for Razorpay (scripts/local-razorpay.mjs) on --razorpay-port
// takes the deposits.
// Usage: node scripts/start.mjs [--port 9000] [--persist-to .wrangler/state] [--fresh] [--no-build]
//        [--staff-port 9001] [--staff-email you@safarnama.local] [--staff-owners a@x.in,b@x.in]
//        [--razorpay-port 9002] [--no-payments]
// (npm start; the browser tests start it with --no-build on a fresh state folder)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import ts from "typescript";
import { LOCAL_CRON_PATH } from "../content/routes.mjs";
import { RAZORPAY_WEBHOOK_PATH } from "../content/routes.mjs";
import { startLocalAccess } from "./local-access.mjs";
import { startLocalRazorpay } from "./local-razorpay.mjs";

/** The Worker as it runs locally: the deployed one, its D1 refusing what production's refuses. */
const LOCAL_ENTRY = path.join("worker", "local.ts");

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "9000" },
    "persist-to": { type: "string", default: path.join(".wrangler", "state") },
    "inspector-port": { type: "string", default: "9229" },
    config: { type: "string", default: "wrangler.jsonc" },
    "no-build": { type: "boolean", default: false },
    // Start from an empty database and bucket (the browser tests do).
    fresh: { type: "boolean", default: false },
    // Submissions a client may make a minute, instead of wrangler.jsonc's 30: the intake
    // benchmark sends thousands from one address. Never lowered here; the test of the
    // limit itself lowers it (__tests__/worker/limits.engine.test.ts).
    "rate-limit": { type: "string" },
    "staff-port": { type: "string" },
    "staff-email": { type: "string", default: process.env.STAFF_EMAIL ?? "staff@safarnama.local" },
    // The desk's first owners (STAFF_OWNERS), comma-separated; by default whoever --staff-email signs in.
    // Name someone else to try the desk as a member with other roles, which an owner gives on the desk.
    "staff-owners": { type: "string" },
    // Deposits are paid online through a local Razorpay stand-in (scripts/local-razorpay.mjs) on
    // --razorpay-port; --no-payments runs the site as it runs with no Razorpay keys (staff collect deposits).
    "razorpay-port": { type: "string" },
    "no-payments": { type: "boolean", default: false },
  },
});

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", GATSBY_TELEMETRY_DISABLED: "1" };
const wrangler = path.join("node_modules", ".bin", "wrangler");

/**
 * Runs a step to completion, stopping here if it fails.
 * @param {string} command
 * @param {string[]} args
 */
function step(command, args) {
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}

if (options.fresh) rmSync(options["persist-to"], { recursive: true, force: true });
if (!options["no-build"]) step(path.join("node_modules", ".bin", "gatsby"), ["build"]);

/**
 * wrangler.jsonc with another rate limit, written beside the state, its paths made absolute.
 * @param {string} file
 * @param {number} limit
 */
function withRateLimit(file, limit) {
  const root = path.resolve(path.dirname(file));
  const { config } = ts.parseConfigFileTextToJson(file, readFileSync(file, "utf8"));
  config.main = path.join(root, config.main);
  config.assets.directory = path.join(root, config.assets.directory);
  config.d1_databases[0].migrations_dir = path.join(root, config.d1_databases[0].migrations_dir);
  config.ratelimits[0].simple.limit = limit;
  mkdirSync(options["persist-to"], { recursive: true });
  const derived = path.resolve(options["persist-to"], "wrangler.json");
  writeFileSync(derived, JSON.stringify(config, null, 2));
  return derived;
}

const config = options["rate-limit"] ? withRateLimit(options.config, Number(options["rate-limit"])) : options.config;
const stateArgs = ["--config", config, "--persist-to", options["persist-to"]];
step(wrangler, ["d1", "migrations", "apply", "DB", "--local", ...stateArgs]);

/**
 * The key travellers' ID numbers, health answers and proofs are sealed with locally: made once per
 * state folder and kept beside it, so what was sealed opens again after a restart (never a real key).
 */
function localPersonalDataKeys() {
  const file = path.resolve(options["persist-to"], "personal-data-keys");
  if (!existsSync(file)) {
    mkdirSync(options["persist-to"], { recursive: true });
    writeFileSync(file, `local:${randomBytes(32).toString("base64")}`);
  }
  return readFileSync(file, "utf8").trim();
}

/** The folder for wrangler's temporary files, inside the state folder. */
function localTmp() {
  const tmp = path.resolve(options["persist-to"], "tmp");
  mkdirSync(tmp, { recursive: true });
  return tmp;
}

const staffPort = Number(options["staff-port"] ?? Number(options.port) + 1);
const access = await startLocalAccess({
  port: staffPort,
  upstream: `http://localhost:${options.port}`,
  staffEmail: options["staff-email"],
});

const razorpay = options["no-payments"]
  ? null
  : await startLocalRazorpay({
      port: Number(options["razorpay-port"] ?? Number(options.port) + 2),
      webhookUrl: `http://localhost:${options.port}${RAZORPAY_WEBHOOK_PATH}`,
    });
const paymentVars = razorpay
  ? {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API_BASE_URL: razorpay.origin,
    }
  : {};

console.log(
  `Local D1 and R2 state: ${options["persist-to"]}/ (delete it to start empty). ` +
    `Emails are written to files under ${options["persist-to"]}/tmp/; wrangler prints each one's path.\n` +
    `Staff desk: open ${access.teamDomain}/staff/ — a local stand-in for Cloudflare Access signs you in ` +
    `as ${options["staff-email"]} (--staff-email to be someone else). At :${options.port} the desk is signed out.\n` +
    (razorpay
      ? `Deposits: paid on a local stand-in for Razorpay at ${razorpay.origin} (Pay, Fail, Pay late; no money moves).`
      : "Deposits: collected by staff (--no-payments), as with no Razorpay keys."),
);
const server = spawn(
  wrangler,
  [
    "dev",
    LOCAL_ENTRY,
    ...stateArgs,
    "--port",
    options.port,
    "--inspector-port",
    options["inspector-port"],
    "--show-interactive-dev-session=false",
    "--var",
    `ACCESS_TEAM_DOMAIN:${access.teamDomain}`,
    "--var",
    `ACCESS_AUD:${access.audience}`,
    "--var",
    `PERSONAL_DATA_KEYS:${localPersonalDataKeys()}`,
    "--var",
    `STAFF_OWNERS:${options["staff-owners"] ?? options["staff-email"]}`,
    // The links the Worker writes where no visitor's request says its origin (emails, the balance's and
    // a switch's payment links made by cron or for a change) lead back to this server, not the live site.
    "--var",
    `SITE_URL:http://localhost:${options.port}`,
    ...Object.entries(paymentVars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ],
  // wrangler's temporary files, the emails it writes among them, go in the state folder, where
  // the browser tests read the travellers' (e2e/support/intake-state.ts) and --fresh clears them.
  { stdio: "inherit", env: { ...env, TMPDIR: localTmp() } },
);

// Locally the cron trigger never fires by itself: call the scheduled handler
// every minute, as Cloudflare does, so the agency's emails go out here too.
const scheduled = `http://localhost:${options.port}${LOCAL_CRON_PATH}?cron=${encodeURIComponent("* * * * *")}`;
const cron = setInterval(() => fetch(scheduled).catch(() => {}), 60_000);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    clearInterval(cron);
    void access.close();
    void razorpay?.close();
    server.kill(signal);
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
