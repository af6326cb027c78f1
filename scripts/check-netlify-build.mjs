// Builds the site the way Netlify's build does (NETLIFY=true) and fails unless
// it writes what the plain build wrote: no adapter of Gatsby's own installed
// (hosting/static-host-adapter.ts), and the same public/_headers rule for rule
// and header for header. Only the hashes of inline code may differ: Gatsby's
// chunk map (an inline script) can change between two builds of the same code,
// and the file is written from each build's own pages.
// Run by `npm test` after `npm run build`, so the browser tests then check the
// NETLIFY=true build itself; on its own: npm run test:netlify.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_DIR } from "../hosting/build-output.mjs";
import { HEADERS_FILE } from "../hosting/headers-file.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const HEADERS = path.join(ROOT, PUBLIC_DIR, HEADERS_FILE);
const INSTALLED_ADAPTERS = path.join(ROOT, ".cache", "adapters");

/** @param {string} message */
function fail(message) {
  console.error(`Netlify build check: ${message}`);
  process.exit(1);
}

/**
 * The file's lines with every CSP hash source replaced by one placeholder.
 * @param {string} text
 */
const withoutHashes = (text) =>
  text.split("\n").map((line) => line.replace(/'sha256-[A-Za-z0-9+/]{43}='/g, "'sha256-…'"));

if (!existsSync(HEADERS)) fail(`${path.relative(ROOT, HEADERS)} is missing. Build the site first: npm run build`);
const plainLines = withoutHashes(readFileSync(HEADERS, "utf8"));

console.log("Netlify build check: gatsby build with NETLIFY=true …");
const build = spawnSync(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
  cwd: ROOT,
  env: { ...process.env, NETLIFY: "true", GATSBY_TELEMETRY_DISABLED: "1" },
  encoding: "utf8",
});
if (build.status !== 0)
  fail(`the build failed (exit ${build.status}):\n${`${build.stdout}${build.stderr}`.slice(-4000)}`);

if (existsSync(INSTALLED_ADAPTERS)) {
  fail(
    `Gatsby installed a host adapter into ${path.relative(ROOT, INSTALLED_ADAPTERS)}; gatsby-config.ts must name one`,
  );
}
const netlifyLines = withoutHashes(readFileSync(HEADERS, "utf8"));
const differing = netlifyLines.findIndex((line, index) => line !== plainLines[index]);
if (differing !== -1 || netlifyLines.length !== plainLines.length) {
  const line = differing === -1 ? Math.min(netlifyLines.length, plainLines.length) : differing;
  fail(
    `${path.relative(ROOT, HEADERS)} differs from the plain build's at line ${line + 1} (hashes aside):\n` +
      `  plain:   ${plainLines[line] ?? "(end of file)"}\n` +
      `  Netlify: ${netlifyLines[line] ?? "(end of file)"}`,
  );
}
console.log(
  `Netlify build check: ${path.relative(ROOT, HEADERS)} has the plain build's ${plainLines.length} lines, hashes aside`,
);
