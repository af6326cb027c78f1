// Timed Gatsby builds for the benchmark: the site from cold, the site after one
// data file changes, the bare floor site and the peer (a small site on a Gatsby theme).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DATA_CHANGE_FILE, withOneSeatAdded } from "./data-change.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const GATSBY = path.join(ROOT, "node_modules", ".bin", "gatsby");

/**
 * Runs `gatsby build` in `cwd` and resolves with its wall-clock seconds; rejects with the output's tail.
 * @param {string} cwd
 * @returns {Promise<number>}
 */
export function timedBuild(cwd) {
  // The project's own Gatsby where it has one (the peer), else the site's (the floor shares its node_modules).
  const own = path.join(cwd, "node_modules", ".bin", "gatsby");
  const gatsby = existsSync(own) ? own : GATSBY;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(gatsby, ["build"], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve(Number(seconds.toFixed(1)));
      else
        reject(new Error(`gatsby build in ${cwd} failed (exit ${code}):\n${output.split("\n").slice(-40).join("\n")}`));
    });
  });
}

/**
 * Installs a benchmark site's own dependencies (bench/peer) from its lock file, once.
 * @param {string} cwd
 * @returns {Promise<void>}
 */
export function installOnce(cwd) {
  if (existsSync(path.join(cwd, "node_modules"))) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["ci", "--no-audit", "--no-fund"], { cwd, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`npm ci in ${cwd} failed (exit ${code})`))));
  });
}

/**
 * A build from nothing: Gatsby's cache and output removed first.
 * @param {string} cwd
 */
export async function coldBuild(cwd) {
  await rm(path.join(cwd, ".cache"), { recursive: true, force: true });
  await rm(path.join(cwd, "public"), { recursive: true, force: true });
  return timedBuild(cwd);
}

/**
 * What an editor waits for after changing one JSON file: a departure's seats
 * go down by one (data-change.mjs), the site is rebuilt, then the file is put back and the
 * site rebuilt again (a second one-file change, which also leaves public/
 * matching the committed data). The original is restored even on Ctrl-C.
 */
export async function rebuildsAfterDataChange() {
  const file = path.join(ROOT, "data", DATA_CHANGE_FILE);
  const original = await readFile(file, "utf8");
  const restore = () => writeFile(file, original);
  const onInterrupt = () => restore().finally(() => process.exit(130));
  process.once("SIGINT", onInterrupt);
  try {
    await writeFile(file, withOneSeatAdded(original));
    const changed = await timedBuild(ROOT);
    await restore();
    const reverted = await timedBuild(ROOT);
    return { file: path.relative(ROOT, file), seconds: [changed, reverted] };
  } finally {
    await restore();
    process.off("SIGINT", onInterrupt);
  }
}

export { ROOT };
