// Profiles pages as a phone loads them (4× CPU slowdown, Lighthouse's mobile
// viewport) and prints where the main thread's time goes until the page is
// idle: the long tasks the browser reports (over 50 ms, what Total Blocking
// Time counts), and JavaScript time per script file and per function. Each
// profile is written to bench/traces/ (not committed) as a .cpuprofile, which
// Chromium DevTools' Performance panel opens.
//
//   npm run bench:trace                    / and /trips/ from the current build
//   npm run bench:trace -- / /contact-us/  any routes
//
// Serves public/ itself, like the benchmark, and profiles the bare Gatsby floor
// too when `npm run bench` has built it (bench/floor/public/), as the baseline.
// This is a sampling profile rather than a full DevTools trace: under CPU
// slowdown a full trace's own overhead doubled the long tasks it reported. The
// median of RUNS loads is printed; timings still vary on a shared machine, so
// compare runs made one after the other.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startStaticServer } from "../../hosting/static-server.mjs";
import { CHROMIUM_ARGS, requireChromium } from "../chromium.mjs";
import { blockingMs, summariseProfile } from "./trace-summary.mjs";
/** @import { CpuProfile, LongTask } from "./trace-summary.mjs" */

const CPU_SLOWDOWN = 4;
const RUNS = 3;
/** How long after the load event the profile keeps recording, for the work hydration schedules. */
const SETTLE_MS = 3000;
const TRACES_DIR = "bench/traces";
const FLOOR_DIR = "bench/floor/public";

/** Loads one page with the profiler running: its long tasks and its CPU profile. */
async function profilePage(/** @type {import("@playwright/test").Browser} */ browser, /** @type {string} */ url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks = /** @type {LongTask[]} */ ([]);
    Object.assign(window, { longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ atMs: Math.round(entry.startTime), durationMs: Math.round(entry.duration) });
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = await cdp.send("Profiler.stop");
  const longTasks = /** @type {LongTask[]} */ (await page.evaluate(() => Reflect.get(window, "longTasks")));
  await context.close();
  return { longTasks, profile: /** @type {CpuProfile} */ (/** @type {unknown} */ (profile)) };
}

/** Serves a built directory on a free port; resolves to its address and a close function. */
async function serve(/** @type {string} */ dir) {
  const server = await startStaticServer({ dir, port: 0 });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { url: `http://localhost:${address.port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Prints one page's median run. */
function report(
  /** @type {string} */ label,
  /** @type {string} */ file,
  /** @type {{ longTasks: LongTask[]; profile: CpuProfile }[]} */ runs,
) {
  const median = [...runs].sort((a, b) => blockingMs(a.longTasks) - blockingMs(b.longTasks))[
    Math.floor(runs.length / 2)
  ];
  const { byScript, byFunction } = summariseProfile(median.profile);
  const list = (/** @type {[string, number][]} */ rows) => rows.map(([key, ms]) => `${key} ${ms}`).join(", ");
  console.log(`${label}  (${CPU_SLOWDOWN}× CPU slowdown, median of ${runs.length}; profile: ${file})`);
  console.log(`  blocking per run: ${runs.map((run) => `${blockingMs(run.longTasks)} ms`).join(", ")}`);
  console.log(
    `  long tasks: ${median.longTasks.map((task) => `${task.durationMs} ms at ${task.atMs} ms`).join(", ") || "none"}`,
  );
  console.log(`  JavaScript self time by script (ms): ${list(byScript)}`);
  console.log(`  by function (ms): ${list(byFunction)}`);
  return median;
}

async function main() {
  const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  /** @type {{ label: string; dir: string; route: string }[]} */
  const targets = (routes.length > 0 ? routes : ["/", "/trips/"]).map((route) => ({
    label: route,
    dir: "public",
    route,
  }));
  if (existsSync(FLOOR_DIR)) targets.push({ label: "Gatsby floor /", dir: FLOOR_DIR, route: "/" });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  await mkdir(TRACES_DIR, { recursive: true });
  try {
    for (const target of targets) {
      const server = await serve(target.dir);
      try {
        const runs = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await profilePage(browser, new URL(target.route, server.url).href));
        const name = target.label.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
        const file = path.join(TRACES_DIR, `${name}.cpuprofile`);
        const median = report(target.label, file, runs);
        await writeFile(file, JSON.stringify(median.profile));
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
