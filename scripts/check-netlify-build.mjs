// Builds the site the way Netlify's build does (NETLIFY=true) and fails unless
// the build wrote what the site's own code writes and nothing else: no adapter
// of Gatsby's own installed (hosting/static-host-adapter.ts), and public/_headers
// exactly as hosting/site-headers.mjs makes it from this build's pages, so that
// no adapter appended rules of its own. A plain build writes the same file from
// the same pages, so this is the build `npm test` makes: the type check and the
// browser tests that follow run on it. On its own: npm run test:netlify.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_DIR } from "../hosting/build-output.mjs";
import { HEADERS_FILE } from "../hosting/headers-file.mjs";
import { siteHeaders } from "../hosting/site-headers.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const HEADERS = path.join(ROOT, PUBLIC_DIR, HEADERS_FILE);
const INSTALLED_ADAPTERS = path.join(ROOT, ".cache", "adapters");

/** @param {string} message */
function fail(message) {
  console.error(`Netlify build check: ${message}`);
  process.exit(1);
}

console.log("Netlify build check: gatsby build with NETLIFY=true …");
const build = spawnSync(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
  cwd: ROOT,
  env: { ...process.env, NETLIFY: "true", GATSBY_TELEMETRY_DISABLED: "1" },
  // The build's own report (the content check's messages among it) as `npm run build` shows it.
  stdio: "inherit",
});
if (build.status !== 0) fail(`the build failed (exit ${build.status}); its report is above`);

if (existsSync(INSTALLED_ADAPTERS)) {
  fail(
    `Gatsby installed a host adapter into ${path.relative(ROOT, INSTALLED_ADAPTERS)}; gatsby-config.ts must name one`,
  );
}
if (!existsSync(HEADERS)) fail(`the build wrote no ${path.relative(ROOT, HEADERS)}`);
const builtLines = readFileSync(HEADERS, "utf8").split("\n");
const siteLines = siteHeaders(path.join(ROOT, PUBLIC_DIR)).text.split("\n");
const differing = builtLines.findIndex((line, index) => line !== siteLines[index]);
if (differing !== -1 || builtLines.length !== siteLines.length) {
  const line = differing === -1 ? Math.min(builtLines.length, siteLines.length) : differing;
  fail(
    `${path.relative(ROOT, HEADERS)} differs at line ${line + 1} from what hosting/site-headers.mjs writes for these pages:\n` +
      `  the site's:  ${siteLines[line] ?? "(end of file)"}\n` +
      `  the build's: ${builtLines[line] ?? "(end of file)"}`,
  );
}
console.log(
  `Netlify build check: ${path.relative(ROOT, HEADERS)} is the site's own, ${siteLines.length} lines, and no adapter was installed`,
);
