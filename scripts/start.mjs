// Runs the whole product locally on Cloudflare's own engine: builds the site
// (unless --no-build), applies the database migrations to local D1, then
// `wrangler dev` serves the pages and the intake API together, with D1 and R2
// kept as files under --persist-to. What runs here is what runs in production.
// Usage: node scripts/start.mjs [--port 9000] [--persist-to .wrangler/state] [--fresh] [--no-build]
// (npm start; the browser tests start it with --no-build on a fresh state folder)
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "9000" },
    "persist-to": { type: "string", default: path.join(".wrangler", "state") },
    "inspector-port": { type: "string", default: "9229" },
    config: { type: "string", default: "wrangler.jsonc" },
    "no-build": { type: "boolean", default: false },
    // Start from an empty database and bucket (the browser tests do).
    fresh: { type: "boolean", default: false },
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
const stateArgs = ["--config", options.config, "--persist-to", options["persist-to"]];
step(wrangler, ["d1", "migrations", "apply", "DB", "--local", ...stateArgs]);

console.log(
  `Local D1 and R2 state: ${options["persist-to"]}/ (delete it to start empty). ` +
    `Emails to the agency are written to files; wrangler prints each one's path.`,
);
const server = spawn(
  wrangler,
  [
    "dev",
    ...stateArgs,
    "--port",
    options.port,
    "--inspector-port",
    options["inspector-port"],
    "--test-scheduled",
    "--show-interactive-dev-session=false",
  ],
  { stdio: "inherit", env },
);

// Locally the cron trigger never fires by itself: call the scheduled handler
// every minute, as Cloudflare does, so the agency's emails go out here too.
const scheduled = `http://localhost:${options.port}/__scheduled?cron=${encodeURIComponent("* * * * *")}`;
const cron = setInterval(() => fetch(scheduled).catch(() => {}), 60_000);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    clearInterval(cron);
    server.kill(signal);
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
