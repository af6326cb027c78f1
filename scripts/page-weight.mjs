// Prints what each built page costs a visitor before any interaction: the
// JavaScript Gatsby loads for it and its HTML, gzipped as a CDN would serve
// them. Chunks loaded only on demand (the dialogs) are listed separately.
//
// Usage: npm run build && node scripts/page-weight.mjs [public-dir]
import { builtRoutes } from "../hosting/build-output.mjs";
import { chunkGroups, gzipKb, onDemandGroups, routeWeight, scriptsOf } from "./route-weight.mjs";

const publicDir = process.argv[2] ?? "public";
const groups = chunkGroups(publicDir);
const rows = builtRoutes(publicDir).map((route) => ({ route, ...routeWeight(publicDir, route, groups) }));

const pad = (/** @type {string | number} */ value, /** @type {number} */ width) => String(value).padStart(width);
console.log(`${"route".padEnd(40)}${pad("JS files", 9)}${pad("JS KB gz", 10)}${pad("HTML KB gz", 12)}`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(40)}${pad(row.files, 9)}${pad(row.jsKb.toFixed(1), 10)}${pad(row.htmlKb.toFixed(1), 12)}`,
  );
}

const onDemand = onDemandGroups(groups);
if (onDemand.length > 0) {
  console.log("\nloaded on demand");
  for (const name of onDemand.sort()) {
    const kb = scriptsOf(groups, name).reduce((sum, file) => sum + gzipKb(publicDir, file), 0);
    console.log(`${name.padEnd(31)}${pad(kb.toFixed(1), 10)}`);
  }
}
