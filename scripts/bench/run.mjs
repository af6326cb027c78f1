// npm run bench: how fast the site is, against the fastest a Gatsby site can be.
//   1. builds the site from cold, then rebuilds it after one data file changes;
//   2. builds bench/floor, a bare one-page Gatsby site on the same Gatsby and React, and
//      bench/peer, a small blog on @lekoarts/gatsby-theme-minimal-blog (installed into
//      bench/peer/node_modules on the first run), a Gatsby site its users call fast;
//   3. builds a copy of the site whose largest images are a real photograph (photograph-site.mjs);
//   4. serves the four builds with gzip, as a CDN would, and runs Lighthouse (mobile)
//      RUNS times on every route of the site, on the floor, on the peer's pages and on the
//      photograph copy's home and trip page, keeping the median;
//   5. writes bench/results.json, bench/results.md and docs/performance.md's table, and
//      prints each target (report.mjs) met or missed.
// Needs Chromium (see scripts/chromium.mjs). Takes about 20 minutes on 2 cores.
// Options: --runs N (default 3); --skip-builds measures the current public/ only.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { builtRoutes } from "../../hosting/build-output.mjs";
import { routeWeight } from "../route-weight.mjs";
import { startStaticServer } from "../../hosting/static-server.mjs";
import { coldBuild, installOnce, rebuildsAfterDataChange, ROOT } from "./builds.mjs";
import { auditPage, launchChromium } from "./lighthouse.mjs";
import { buildPhotographSite, PHOTOGRAPH_ROUTES } from "./photograph-site.mjs";
import { checkTargets, writeReports } from "./report.mjs";
/** @import { BuildTimes, PageResult } from "./report.mjs" */

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "3" }, "skip-builds": { type: "boolean", default: false } },
});
const runs = Number(options.runs);
const FLOOR = path.join(ROOT, "bench", "floor");
const SITE_PORT = 9510;
const FLOOR_PORT = 9511;
const PEER = path.join(ROOT, "bench", "peer");
const PEER_PORT = 9512;
const PHOTOGRAPH_PORT = 9513;
/** The peer's pages measured: its home (the latest posts), one post and its about page. */
const PEER_ROUTES = ["/", "/how-a-group-trip-is-planned/", "/about/"];

const versionOf = (/** @type {string} */ pkg) =>
  JSON.parse(readFileSync(path.join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version;
const log = (/** @type {string} */ message) => console.log(`[bench] ${message}`);

/** @type {BuildTimes | null} */
let builds = null;
if (!options["skip-builds"]) {
  log("cold build of the site…");
  const coldSeconds = await coldBuild(ROOT);
  log(`  ${coldSeconds} s`);
  log("rebuilds after one data file changes…");
  const rebuild = await rebuildsAfterDataChange();
  log(`  ${rebuild.seconds.join(" s, ")} s`);
  log("cold build of the Gatsby floor…");
  const floorColdSeconds = await coldBuild(FLOOR);
  log(`  ${floorColdSeconds} s`);
  log("the peer's dependencies, and its cold build…");
  await installOnce(PEER);
  const peerColdSeconds = await coldBuild(PEER);
  log(`  ${peerColdSeconds} s`);
  builds = { coldSeconds, rebuild, floorColdSeconds, peerColdSeconds };
}
log("the site with a photograph as its largest images, from cold…");
const photographSite = options["skip-builds"] ? null : await buildPhotographSite();
if (photographSite) log(`  ${photographSite.seconds} s`);

const siteServer = await startStaticServer({ dir: path.join(ROOT, "public"), port: SITE_PORT });
const floorServer = await startStaticServer({ dir: path.join(FLOOR, "public"), port: FLOOR_PORT });
const peerServer = await startStaticServer({ dir: path.join(PEER, "public"), port: PEER_PORT });
const photographServer = photographSite
  ? await startStaticServer({ dir: path.join(photographSite.dir, "public"), port: PHOTOGRAPH_PORT })
  : null;
const chromium = await launchChromium();
/** @type {PageResult[]} */
const pages = [];
/** @type {PageResult | undefined} */
let floor;
/** @type {PageResult[]} */
const peer = [];
/** @type {PageResult[]} */
const photographs = [];
try {
  for (const route of builtRoutes(path.join(ROOT, "public"))) {
    log(`Lighthouse ×${runs} ${route}`);
    pages.push({
      route,
      firstLoadJsKb: routeWeight(path.join(ROOT, "public"), route).jsKb,
      ...(await auditPage(`http://localhost:${SITE_PORT}${route}`, { port: chromium.port, runs })),
    });
  }
  log(`Lighthouse ×${runs} the floor`);
  floor = {
    route: "floor",
    firstLoadJsKb: routeWeight(path.join(FLOOR, "public"), "/").jsKb,
    ...(await auditPage(`http://localhost:${FLOOR_PORT}/`, { port: chromium.port, runs })),
  };
  for (const route of PEER_ROUTES) {
    log(`Lighthouse ×${runs} the peer's ${route}`);
    peer.push({
      route,
      firstLoadJsKb: routeWeight(path.join(PEER, "public"), route).jsKb,
      ...(await auditPage(`http://localhost:${PEER_PORT}${route}`, { port: chromium.port, runs })),
    });
  }
  for (const route of photographSite ? PHOTOGRAPH_ROUTES : []) {
    log(`Lighthouse ×${runs} ${route} with a photograph`);
    photographs.push({
      route: `${route} (photograph)`,
      firstLoadJsKb: routeWeight(path.join(/** @type {{ dir: string }} */ (photographSite).dir, "public"), route).jsKb,
      ...(await auditPage(`http://localhost:${PHOTOGRAPH_PORT}${route}`, { port: chromium.port, runs })),
    });
  }
} finally {
  chromium.kill();
  siteServer.close();
  floorServer.close();
  peerServer.close();
  photographServer?.close();
  photographSite?.remove();
}

const browser = pages[0].userAgent.match(/Chrome\/[\d.]+/)?.[0].replace("Chrome/", "Chromium ") ?? "Chromium";
const environment = {
  date: new Date().toISOString().slice(0, 10),
  runs,
  lighthouse: pages[0].lighthouseVersion,
  browser,
  gatsby: versionOf("gatsby"),
  react: versionOf("react"),
  node: process.versions.node,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
};

if (!floor) throw new Error("The floor was not measured");
const results = { environment, builds, pages, floor, peer, photographs };

if (builds) {
  await writeReports({ ...results, builds }, ROOT);
  log("wrote bench/results.json, bench/results.md and docs/performance.md's table");
} else {
  log("--skip-builds: reports not written (they need the build times)");
}

console.log("");
for (const line of checkTargets(results))
  console.log(`${line.met ? "met   " : "MISSED"}  ${line.target}: ${line.result}`);
