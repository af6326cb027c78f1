// Edits the content of this checkout in the browser: starts decap-server,
// which lets Decap CMS read and write data/ here with no account and no
// network, and `gatsby develop`, which serves the editor at /admin/ and
// rebuilds pages as files change. Ctrl+C stops both.
// Usage: npm run cms   (then open http://localhost:8000/admin/)
import { spawn } from "node:child_process";
import path from "node:path";
import { LOCAL_BACKEND_PORT } from "../hosting/editor.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (/** @type {string} */ name) => path.join(ROOT, "node_modules", ".bin", name);

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/**
 * Runs a command with its output shown, and stops everything when it stops.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exitCode = code ?? 1;
  });
  children.push(child);
}

run(bin("decap-server"), [], { GIT_REPO_DIRECTORY: ROOT, PORT: String(LOCAL_BACKEND_PORT) });
run(bin("gatsby"), ["develop"], { GATSBY_TELEMETRY_DISABLED: "1" });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
