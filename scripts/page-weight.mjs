// Prints what each built page costs a visitor before any interaction: the
// JavaScript Gatsby loads for it and its HTML, gzipped as a CDN would serve
// them. Chunks loaded only on demand (the dialogs) are listed separately.
//
// Usage: npm run build && node scripts/page-weight.mjs [public-dir]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { builtRoutes } from "./built-pages.mjs";

const publicDir = process.argv[2] ?? "public";
const stats = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8"));
const groups = stats.namedChunkGroups;

const gzipKb = (file) => gzipSync(readFileSync(join(publicDir, file)), { level: 9 }).length / 1024;
const scriptsOf = (group) => (groups[group]?.assets ?? []).map((asset) => asset.name ?? asset).filter((name) => name.endsWith(".js"));

function componentChunkOf(route) {
  const pageDataDir = route === "/" ? "index" : route.slice(1, -1);
  return JSON.parse(readFileSync(join(publicDir, "page-data", pageDataDir, "page-data.json"), "utf8")).componentChunkName;
}

const rows = builtRoutes(publicDir).map((route) => {
  const scripts = [...new Set([...scriptsOf("app"), ...scriptsOf(componentChunkOf(route))])];
  const htmlPath = join(route.slice(1), "index.html");
  return {
    route,
    files: scripts.length,
    jsKb: scripts.reduce((sum, file) => sum + gzipKb(file), 0),
    htmlKb: gzipKb(htmlPath),
  };
});

const pad = (value, width) => String(value).padStart(width);
console.log(`${"route".padEnd(22)}${pad("JS files", 9)}${pad("JS KB gz", 10)}${pad("HTML KB gz", 12)}`);
for (const row of rows) {
  console.log(`${row.route.padEnd(22)}${pad(row.files, 9)}${pad(row.jsKb.toFixed(1), 10)}${pad(row.htmlKb.toFixed(1), 12)}`);
}

const onDemand = Object.keys(groups).filter((name) => name !== "app" && !name.startsWith("component---"));
if (onDemand.length > 0) {
  console.log("\nloaded on demand");
  for (const name of onDemand.sort()) {
    const kb = scriptsOf(name).reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`${name.padEnd(31)}${pad(kb.toFixed(1), 10)}`);
  }
}
