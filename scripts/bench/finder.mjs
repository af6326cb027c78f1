// The trip finder at the scale of a large catalogue: a temporary copy of the
// site with N synthetic upcoming trips (default 1,000; see synthetic-site.mjs)
// is built, served, and used in Chromium as a phone would (4× CPU slowdown):
// first use (which downloads the index and the finder's code), each kind of
// choice, typing, sorting, showing more, Back, clearing, and opening a
// finder address directly. For each step it reports the longest main-thread
// task (the limit is 50 ms), the number of tasks over 50 ms, and the
// longest interaction the browser measured (Event Timing: input to the next
// paint). It also reports what the finder downloads: its index and its code.
//
//   npm run bench:finder [-- N]         writes bench/finder.md and bench/finder.json
//   npm run bench:finder -- N --site D  reuses a copy already built in D (kept with --keep)
//
// The median of RUNS visits is reported; timings vary on a shared machine,
// which is why they are measured here and never asserted in tests.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startStaticServer } from "../../hosting/static-server.mjs";
import { CHROMIUM_ARGS, requireChromium } from "../chromium.mjs";
import { chunkGroups, gzipKb, routeWeight, scriptsOf } from "../route-weight.mjs";
import { coldBuild } from "./builds.mjs";
import { FINDER_INDEX_PATH } from "../../content/routes.mjs";
import { copyOfSite, writeSyntheticTrips } from "./synthetic-site.mjs";
import { countArgument, option, ROOT } from "./support.mjs";
/** @import { Page } from "@playwright/test" */

const TRIPS = countArgument(1000);
const KEEP = process.argv.includes("--keep");
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const PORT = 9460;
/** Quiet time after each step, for the work it scheduled to finish and be reported. */
const SETTLE_MS = 1500;
const LONG_TASK_MS = 50;

/**
 * @typedef {{ longestTaskMs: number; longTasks: number; longestInteractionMs: number }} StepTiming
 * @typedef {{ name: string; prepare?: (page: Page) => Promise<void>; run: (page: Page) => Promise<void> }} Step
 */

// Plain CSS selectors: Playwright resolves role selectors in the page itself,
// and under 4× slowdown that work alone made 100 ms tasks of its own.
const STATUS = '[aria-labelledby="finder-heading"] [role="status"]';
const control = (/** @type {Page} */ page, /** @type {string} */ name) =>
  page.locator(`[role="search"] [name="${name}"]`);
const status = (/** @type {Page} */ page) => page.locator(STATUS);
/** Waits for the finder's status to say something other than `before`. */
async function statusChangedFrom(/** @type {Page} */ page, /** @type {string} */ before) {
  await page.waitForFunction(
    ({ previous, selector }) => {
      const text = document.querySelector(selector)?.textContent;
      return Boolean(text) && text !== previous && !text?.startsWith("Finding");
    },
    { previous: before, selector: STATUS },
    { timeout: 60_000 },
  );
}
/** Runs `act` and waits until the finder's status has changed. */
async function changingStatus(/** @type {Page} */ page, /** @type {() => Promise<unknown>} */ act) {
  const before = (await status(page).textContent()) ?? "";
  await act();
  await statusChangedFrom(page, before);
}

/** Focuses a control before a step is timed (Playwright's own work in the page is not the site's). */
const focusing = (/** @type {string} */ name) => async (/** @type {Page} */ page) => {
  await control(page, name).focus();
};

/**
 * Puts `selector` on screen before a step is timed; the step then taps its middle.
 * Rows scrolled near the screen are laid out only then (content-visibility) and
 * take their real height, which can move the target: it is scrolled to again
 * until it stays where it is.
 */
async function tapTarget(/** @type {Page} */ page, /** @type {string} */ selector) {
  const target = page.locator(selector);
  let box = null;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const before = await target.boundingBox();
    await page.waitForTimeout(300);
    box = await target.boundingBox();
    if (before && box && before.x === box.x && before.y === box.y) break;
  }
  if (!box) throw new Error(`${selector} is not on the page`);
  const { x, y, width, height } = box;
  return () => page.mouse.click(x + width / 2, y + height / 2);
}

/**
 * The steps of one visit, in order; each starts where the one before left the
 * page. The input itself is a real key press or tap sent through the browser
 * (DevTools' Input domain), never a script run in the page: Playwright's own
 * element queries, in the page under 4× slowdown, made long tasks of their own.
 * A closed drop-down steps to its next option with the arrow keys, as a
 * keyboard user changes it.
 */
function steps() {
  /** @type {Map<Page, () => Promise<void>>} */
  const taps = new Map();
  const prepareTap = (/** @type {string} */ selector) => async (/** @type {Page} */ page) => {
    taps.set(page, await tapTarget(page, selector));
  };
  const tap = async (/** @type {Page} */ page) => /** @type {() => Promise<void>} */ (taps.get(page))();
  /** @type {Step[]} */
  const list = [
    {
      name: "First use: tap the search box (downloads the index and the finder's code)",
      prepare: prepareTap('[role="search"] [name="q"]'),
      run: async (page) => {
        const downloaded = page.waitForResponse((response) => response.url().endsWith(FINDER_INDEX_PATH));
        await tap(page);
        await downloaded;
      },
    },
    {
      name: "Choose the first month (about 60 departures)",
      prepare: focusing("month"),
      run: (page) => changingStatus(page, () => page.keyboard.press("ArrowDown")),
    },
    {
      name: "Choose a budget (under ₹10,000)",
      prepare: focusing("budget"),
      run: (page) => changingStatus(page, () => page.keyboard.press("ArrowDown")),
    },
    {
      name: "Back to any month (every departure in budget)",
      prepare: focusing("month"),
      run: (page) => changingStatus(page, () => page.keyboard.press("ArrowUp")),
    },
    {
      name: "Type 'rafting' and pause",
      prepare: focusing("q"),
      run: (page) => changingStatus(page, () => page.keyboard.type("rafting", { delay: 120 })),
    },
    {
      name: "Sort by price",
      prepare: focusing("sort"),
      run: (page) => changingStatus(page, () => page.keyboard.press("ArrowDown")),
    },
    {
      name: "Show more (the next step of departures)",
      prepare: prepareTap("#matching-departures-heading + div > p > button"),
      run: async (page) => {
        const before = await page.locator('[aria-label="Matching departures"] > li').count();
        await tap(page);
        await page.waitForFunction(
          (count) => document.querySelectorAll('[aria-label="Matching departures"] > li').length > count,
          before,
        );
      },
    },
    {
      name: "Back (to the previous query)",
      run: (page) => changingStatus(page, () => page.goBack()),
    },
    {
      name: "Clear all filters (the list of trips again)",
      prepare: prepareTap('[role="search"] button[type="button"]'),
      run: async (page) => {
        await tap(page);
        await page.locator("#upcoming-trips").waitFor();
      },
    },
    {
      name: "Open a finder address directly (page load, download and answer)",
      run: async (page) => {
        await page.goto("/trips/?budget=under-10000&sort=price");
        await page.locator('[aria-label="Matching departures"]').waitFor({ timeout: 60_000 });
      },
    },
  ];
  return list;
}

/** One visit: every step in turn, each timed from the browser's own long-task and event entries. */
async function visit(
  /** @type {import("@playwright/test").Browser} */ browser,
  /** @type {string} */ baseURL,
  /** @type {Step[]} */ visitSteps,
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    /** @type {{ start: number; duration: number }[]} */
    const longTasks = [];
    /** @type {{ start: number; duration: number }[]} */
    const interactions = [];
    Object.assign(window, { benchLongTasks: longTasks, benchInteractions: interactions });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of /** @type {(PerformanceEventTiming & { interactionId?: number })[]} */ (list.getEntries())) {
        if (entry.interactionId) interactions.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16, buffered: true }));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto("/trips/", { waitUntil: "networkidle" });
  await control(page, "month").and(page.locator(":enabled")).waitFor();
  await page.waitForTimeout(SETTLE_MS);

  /** @type {StepTiming[]} */
  const timings = [];
  for (const step of visitSteps) {
    await step.prepare?.(page);
    await page.waitForTimeout(SETTLE_MS);
    // A page load starts a new timeline; within a page, entries after this mark belong to the step.
    const mark = await page.evaluate(() => performance.now());
    await step.run(page);
    await page.waitForTimeout(SETTLE_MS);
    const loaded = step.name.startsWith("Open");
    timings.push(
      await page.evaluate(
        ({ from, limit }) => {
          const { benchLongTasks, benchInteractions } = /** @type {any} */ (window);
          const tasks = /** @type {{ start: number; duration: number }[]} */ (benchLongTasks).filter(
            (task) => task.start >= from,
          );
          const events = /** @type {{ start: number; duration: number }[]} */ (benchInteractions).filter(
            (event) => event.start >= from,
          );
          return {
            longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
            longTasks: tasks.filter((task) => task.duration > limit).length,
            longestInteractionMs: Math.max(0, ...events.map((event) => event.duration)),
          };
        },
        { from: loaded ? 0 : mark, limit: LONG_TASK_MS },
      ),
    );
  }
  await context.close();
  return timings;
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const givenSite = option("--site");
const siteDir = givenSite ?? copyOfSite();
try {
  if (!givenSite) {
    writeSyntheticTrips(siteDir, TRIPS);
    process.stdout.write(`Building ${TRIPS} trips in ${siteDir} … `);
    console.log(`${await coldBuild(siteDir)} s`);
  }
  const publicDir = path.join(siteDir, "public");
  const indexFile = path.join(publicDir, FINDER_INDEX_PATH.slice(1));
  const index = JSON.parse(readFileSync(indexFile, "utf8"));
  const finderChunk = scriptsOf(chunkGroups(publicDir), "trip-finder").reduce(
    (sum, file) => sum + gzipKb(publicDir, file),
    0,
  );
  const sizes = {
    trips: index.trips.length,
    departures: index.departures.length,
    indexKb: readFileSync(indexFile).length / 1024,
    indexGzKb: gzipKb(publicDir, FINDER_INDEX_PATH.slice(1)),
    finderCodeGzKb: finderChunk,
    tripListFirstLoadJsKb: routeWeight(publicDir, "/trips/").jsKb,
  };
  const visitSteps = steps();

  const server = await startStaticServer({ dir: publicDir, port: PORT });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  /** @type {StepTiming[][]} */
  const runs = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`visit ${run}/${RUNS} … `);
      runs.push(await visit(browser, `http://localhost:${PORT}`, visitSteps));
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log("done");

  const rows = visitSteps.map((step, at) => ({
    step: step.name,
    longestTaskMs: Math.round(median(runs.map((run) => run[at].longestTaskMs))),
    longTasks: median(runs.map((run) => run[at].longTasks)),
    longestInteractionMs: Math.round(median(runs.map((run) => run[at].longestInteractionMs))),
  }));
  const interactions = rows.filter((row) => !row.step.startsWith("Open"));
  const worst = Math.max(...interactions.map((row) => row.longestTaskMs));
  const kb = (/** @type {number} */ value) => value.toFixed(1);
  const table = [
    "| Step | Longest task (ms) | Tasks over 50 ms | Longest interaction, input to paint (ms) |",
    "|---|---:|---:|---:|",
    ...rows.map(
      (row) =>
        `| ${row.step} | ${row.longestTaskMs || "none over 50"} | ${row.longTasks} | ${row.longestInteractionMs || "under 16"} |`,
    ),
  ].join("\n");
  const report = `# The trip finder at ${TRIPS.toLocaleString("en-IN")} trips

Made by \`npm run bench:finder\` (${process.platform}, Node ${process.version}, ${cpus().length} CPUs, Chromium at ${CPU_SLOWDOWN}× CPU slowdown, 390 px wide), last run ${new Date().toISOString().slice(0, 10)}.
A temporary copy of the site gets ${TRIPS} synthetic upcoming trips (two departures each, as in
\`npm run bench:scale\`), is built and served, and each of ${RUNS} visits to /trips/ goes through the
steps below; each figure is the median of the visits. A long task is one the browser reports as
over 50 ms; "longest interaction" is the browser's own Event Timing of the step's input, from the
input to the next paint (what INP measures).

## What the finder downloads

| | Size |
|---|---:|
| /trips/ first-load JavaScript (before any use) | ${kb(sizes.tripListFirstLoadJsKb)} KB gz |
| The finder's code, on first use (\`trip-finder\` chunk) | ${kb(sizes.finderCodeGzKb)} KB gz |
| The index, on first use (\`${FINDER_INDEX_PATH}\`: ${sizes.departures} departures of ${sizes.trips} trips) | ${kb(sizes.indexGzKb)} KB gz (${kb(sizes.indexKb)} KB) |

The synthetic trips repeat nine summaries, which compress better than ${TRIPS} different ones would:
the uncompressed size is the upper bound of what a real catalogue's index would gzip to.

## Main-thread work per step

${table}

**Longest task in any interaction: ${worst} ms** (limit: ${LONG_TASK_MS} ms${worst <= LONG_TASK_MS ? ", met" : ", **missed**"}).
The last row is a page load rather than an interaction: it includes hydrating the page.
`;
  writeFileSync(path.join(ROOT, "bench/finder.md"), report);
  writeFileSync(
    path.join(ROOT, "bench/finder.json"),
    `${JSON.stringify({ trips: TRIPS, cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, sizes, steps: rows }, null, 2)}\n`,
  );
  console.log(`\n${report}\nwrote bench/finder.md and bench/finder.json`);
} finally {
  if (!givenSite && !KEEP) rmSync(siteDir, { recursive: true, force: true });
  else console.log(`site kept in ${siteDir}`);
}
