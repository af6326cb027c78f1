// Turns the benchmark's measurements into bench/results.json, bench/results.md
// and docs/performance.md's copy of the table, and checks them against the targets below.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
/** @import { PageSummary } from "./lighthouse.mjs" */

/**
 * @typedef {PageSummary & { route: string; firstLoadJsKb: number }} PageResult
 *   firstLoadJsKb: the JavaScript Gatsby loads for the page before any interaction (app bundle and
 *   page chunk, gzip level 9, on-demand chunks apart), from the build: the figure the budgets hold
 * @typedef {{ coldSeconds: number; rebuild: { file: string; seconds: number[] }; floorColdSeconds: number;
 *   peerColdSeconds: number }} BuildTimes
 * @typedef {{ date: string; runs: number; lighthouse: string; browser: string; gatsby: string; react: string;
 *   node: string; machine: string }} Environment
 * @typedef {{ environment: Environment; builds: BuildTimes | null; pages: PageResult[]; floor: PageResult;
 *   peer: PageResult[]; photographs?: PageResult[] }} Results
 *   peer: a few pages of a small site on a widely used Gatsby theme (bench/peer), measured beside the floor
 *   photographs: the home and a trip page of a copy of the site whose largest images are a real photograph
 *   (photograph-site.mjs), held to the image pages' LCP target
 * @typedef {{ target: string; result: string; met: boolean }} TargetCheck
 */

/**
 * The targets the committed numbers are held to (a benchmark, not a timed test).
 * Timings and JavaScript are held to the bare Gatsby floor measured in the same run.
 */
export const TARGETS = {
  categoryScore: 100,
  cls: 0,
  /** For a page whose largest element is text: its LCP against the floor's (a paragraph in a system font). */
  lcpToFloor: 1.2,
  /** For a page whose largest element is an image, which no text page waits for: milliseconds over the floor's LCP. */
  imageLcpOverFloorMs: 400,
  tbtToFloor: 2,
  firstLoadJsToFloor: 1.2,
};

const CATEGORY_LABELS = { performance: "Perf", accessibility: "A11y", "best-practices": "Best pr.", seo: "SEO" };

/**
 * One line per target: what it asks, what was measured, and whether it holds.
 * @param {Pick<Results, "pages" | "floor" | "photographs">} results
 * @returns {TargetCheck[]}
 */
export function checkTargets({ pages, floor, photographs = [] }) {
  const worst = (/** @type {(page: PageResult) => number} */ pick) =>
    pages.reduce((max, page) => (pick(page) > pick(max) ? page : max));
  const lowestScore = (/** @type {PageResult} */ page) => Math.min(...Object.values(page.scores));
  const lowest = pages.reduce((min, page) => (lowestScore(page) < lowestScore(min) ? page : min));
  const mostTbt = worst((page) => page.tbtMs);
  const mostCls = worst((page) => page.cls);
  const heaviest = worst((page) => page.firstLoadJsKb);
  const over = (/** @type {(page: PageResult) => boolean} */ misses) => {
    const routes = pages.filter(misses).map((page) => page.route);
    return routes.length === 0 ? "" : `; over on ${routes.length} of ${pages.length} routes`;
  };
  const lcpLimit = floor.lcpMs * TARGETS.lcpToFloor;
  const imageLcpLimit = floor.lcpMs + TARGETS.imageLcpOverFloorMs;
  const tbtLimit = floor.tbtMs * TARGETS.tbtToFloor;
  const jsLimit = floor.firstLoadJsKb * TARGETS.firstLoadJsToFloor;
  return [
    {
      target: `${TARGETS.categoryScore} in all four categories on every route`,
      result: `lowest ${lowestScore(lowest)} (${lowest.route})`,
      met: lowestScore(lowest) >= TARGETS.categoryScore,
    },
    {
      target: `first-load JS ≤ ${TARGETS.firstLoadJsToFloor} × the floor's (${jsLimit.toFixed(1)} KB)`,
      result:
        `worst ${heaviest.firstLoadJsKb.toFixed(1)} KB = ${(heaviest.firstLoadJsKb / floor.firstLoadJsKb).toFixed(2)} × ` +
        `(${heaviest.route})${over((page) => page.firstLoadJsKb > jsLimit)}`,
      met: heaviest.firstLoadJsKb <= jsLimit,
    },
    lcpTarget(
      pages.filter((page) => !isImageLcp(page)),
      `LCP of pages whose largest element is text ≤ ${TARGETS.lcpToFloor} × the floor's (${(lcpLimit / 1000).toFixed(2)} s)`,
      lcpLimit,
    ),
    lcpTarget(
      [...pages.filter(isImageLcp), ...photographs],
      `LCP of pages whose largest element is an image ≤ the floor's + ${TARGETS.imageLcpOverFloorMs / 1000} s ` +
        `(${(imageLcpLimit / 1000).toFixed(2)} s)`,
      imageLcpLimit,
    ),
    {
      target: `TBT ≤ ${TARGETS.tbtToFloor} × the floor's (${Math.round(tbtLimit)} ms)`,
      result: `worst ${mostTbt.tbtMs} ms (${mostTbt.route})${over((page) => page.tbtMs > tbtLimit)}`,
      met: mostTbt.tbtMs <= tbtLimit,
    },
    {
      target: `CLS ${TARGETS.cls}`,
      result: `worst ${mostCls.cls} (${mostCls.route})${over((page) => page.cls > TARGETS.cls)}`,
      met: mostCls.cls <= TARGETS.cls,
    },
  ];
}

/**
 * Whether Lighthouse found the page's largest contentful paint to be an image.
 * @param {PageResult} page
 */
const isImageLcp = (page) => /^<img\b/.test(page.lcpElement ?? "");

/**
 * One LCP target over the pages it applies to.
 * @param {PageResult[]} pages
 * @param {string} target
 * @param {number} limitMs
 * @returns {TargetCheck}
 */
function lcpTarget(pages, target, limitMs) {
  if (pages.length === 0) return { target, result: "no such page", met: true };
  const slowest = pages.reduce((max, page) => (page.lcpMs > max.lcpMs ? page : max));
  const over = pages.filter((page) => page.lcpMs > limitMs).length;
  return {
    target,
    result:
      `worst ${(slowest.lcpMs / 1000).toFixed(2)} s (${slowest.route})` +
      (over === 0 ? "" : `; over on ${over} of ${pages.length} routes`),
    met: over === 0,
  };
}

const seconds = (/** @type {number} */ value) => `${value.toFixed(1)} s`;

/**
 * @param {PageResult} page
 * @param {string} [label]
 */
function pageRow(page, label = page.route) {
  const scores = Object.keys(CATEGORY_LABELS).map((id) => page.scores[id]);
  return (
    `| ${label} | ${scores.join(" | ")} | ${(page.lcpMs / 1000).toFixed(2)} s | ${page.tbtMs} ms | ${page.cls} | ` +
    `${page.firstLoadJsKb.toFixed(1)} | ${page.totalKb} |`
  );
}

/**
 * The results table and target check as Markdown (also copied into docs/performance.md).
 * @param {Results & { builds: BuildTimes }} results
 */
export function markdownTable(results) {
  const header = `| Route | ${Object.values(CATEGORY_LABELS).join(" | ")} | LCP | TBT | CLS | First-load JS KB | Transferred KB |`;
  const rule = `|${" --- |".repeat(10)}`;
  const rows = [
    ...results.pages.map((page) => pageRow(page, `\`${page.route}\``)),
    ...(results.photographs ?? []).map((page) =>
      pageRow(page, `*With a photograph* \`${page.route.replace(" (photograph)", "")}\``),
    ),
  ];
  const targets = checkTargets(results).map(
    (line) => `| ${line.target} | ${line.result} | ${line.met ? "met" : "**missed**"} |`,
  );
  return [
    header,
    rule,
    ...rows,
    pageRow(results.floor, "*Gatsby floor* (bare one-page site)"),
    ...results.peer.map((page) => pageRow(page, `*Peer: minimal-blog theme* \`${page.route}\``)),
    "",
    `Builds: cold ${seconds(results.builds.coldSeconds)}; after one change to \`${results.builds.rebuild.file}\` ` +
      `${seconds(results.builds.rebuild.seconds[0])} (and ${seconds(results.builds.rebuild.seconds[1])} reverting it); ` +
      `the floor from cold ${seconds(results.builds.floorColdSeconds)}; ` +
      `the peer from cold ${seconds(results.builds.peerColdSeconds)}.`,
    "",
    "| Target | Result | |",
    "| --- | --- | --- |",
    ...targets,
  ].join("\n");
}

/** @param {Results & { builds: BuildTimes }} results */
function markdownReport(results) {
  const { environment: env } = results;
  const misses = results.pages
    .filter((page) => page.failedAudits.length > 0)
    .map((page) => `- \`${page.route}\`: ${page.failedAudits.join("; ")}`);
  return [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` on ${env.date}. Lighthouse ${env.lighthouse} (mobile defaults: Moto G Power ` +
      `viewport, simulated slow 4G, 4× CPU slowdown), the median of ${env.runs} runs per page, in ${env.browser}; ` +
      `Gatsby ${env.gatsby}, React ${env.react}, Node ${env.node}, on ${env.machine}. The site, the floor and the ` +
      "peer (a small blog on `@lekoarts/gatsby-theme-minimal-blog`, bench/peer) are served from their build with " +
      "gzip by `hosting/static-server.mjs`. First-load JS is what Gatsby loads for " +
      "the page before any interaction (app bundle and page chunk, gzip level 9; dialogs and other on-demand " +
      "chunks apart), the figure `bench/budgets.json` holds; transferred is everything Lighthouse saw the page " +
      "load, compressed (Gatsby also prefetches the pages its visible links lead to).",
    "",
    markdownTable(results),
    "",
    "## Audits below full marks",
    "",
    ...(misses.length > 0 ? misses : ["None: every weighted audit passed on every route."]),
    "",
  ].join("\n");
}

/** The languages section of bench/results.md, between these markers: `npm run bench:languages` writes it, and each run here keeps it. */
export const LANGUAGES_START = "<!-- languages:start -->";
export const LANGUAGES_END = "<!-- languages:end -->";

/**
 * The languages section of a results file, markers included, or "" where it has none.
 * @param {string} markdown
 */
export function languagesSectionOf(markdown) {
  const start = markdown.indexOf(LANGUAGES_START);
  const end = markdown.indexOf(LANGUAGES_END);
  return start === -1 || end < start ? "" : markdown.slice(start, end + LANGUAGES_END.length);
}

const TABLE_START = "<!-- bench:start -->";
const TABLE_END = "<!-- bench:end -->";
/** The page on performance, whose table between the markers each run replaces. */
const PERFORMANCE_DOC = path.join("docs", "performance.md");

/**
 * Writes bench/results.{json,md} and replaces the table between docs/performance.md's bench markers.
 * @param {Results & { builds: BuildTimes }} results
 * @param {string} root the project's folder
 */
export async function writeReports(results, root) {
  await writeFile(path.join(root, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const resultsPath = path.join(root, "bench", "results.md");
  const languages = languagesSectionOf(await readFile(resultsPath, "utf8").catch(() => ""));
  await writeFile(resultsPath, languages ? `${markdownReport(results)}\n${languages}\n` : markdownReport(results));

  const docPath = path.join(root, PERFORMANCE_DOC);
  const doc = await readFile(docPath, "utf8");
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start)
    throw new Error(`${PERFORMANCE_DOC} needs ${TABLE_START} … ${TABLE_END} around the bench table`);
  const table = `${TABLE_START}\n${markdownTable(results)}\n${TABLE_END}`;
  await writeFile(docPath, doc.slice(0, start) + table + doc.slice(end + TABLE_END.length));
}
