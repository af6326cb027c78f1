// Runs Lighthouse (its mobile defaults: a Moto G Power viewport, 4× CPU slowdown and
// simulated slow 4G) in Debian's Chromium and reduces each page to the numbers the
// benchmark reports. Each page is audited several times and the median run kept,
// the way Lighthouse's own docs recommend for variance.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, requireChromium } from "../chromium.mjs";
/** @import { Result } from "lighthouse" */

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Starts one headless Chromium for all the audits; call `kill()` when done.
 * @param {string[]} [extraFlags] switches besides the usual ones (accepting the benchmark's own certificate)
 */
export function launchChromium(extraFlags = []) {
  return chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...extraFlags],
  });
}

const kilobytes = (/** @type {number} */ bytes) => bytes / 1024;

/**
 * @typedef {{ resourceType: string; transferSize: number; requestCount: number }} ResourceSummaryItem
 * @typedef {ReturnType<typeof summarise>} PageSummary what the benchmark keeps of one page's audit
 */

/**
 * The benchmark's numbers from one Lighthouse result.
 * @param {Result} lhr
 */
export function summarise(lhr) {
  /** @type {Record<string, number>} */
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
  const resources = /** @type {ResourceSummaryItem[]} */ (
    /** @type {{ items: unknown[] }} */ (lhr.audits["resource-summary"].details).items
  );
  const transferOf = (/** @type {string} */ type) =>
    resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // A failed audit is a finding, not a number to round away: keep its titles.
  const failedAudits = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map(
        (ref) => `${id}: ${lhr.audits[ref.id].title} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`,
      ),
  );
  return {
    scores,
    lcpMs: Math.round(numericValueOf(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(numericValueOf(lhr, "total-blocking-time")),
    cls: Number(numericValueOf(lhr, "cumulative-layout-shift").toFixed(3)),
    fcpMs: Math.round(numericValueOf(lhr, "first-contentful-paint")),
    jsKb: Number(kilobytes(transferOf("script")).toFixed(1)),
    totalKb: Number(kilobytes(transferOf("total")).toFixed(1)),
    requests: resources.find((item) => item.resourceType === "total")?.requestCount ?? 0,
    lcpElement: lcpElementOf(lhr),
    failedAudits,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

/**
 * A metric audit's value; Lighthouse leaves it out only when the run failed.
 * @param {Result} lhr
 * @param {string} auditId
 */
function numericValueOf(lhr, auditId) {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse measured no ${auditId} for ${lhr.finalDisplayedUrl}`);
  return value;
}

/**
 * The HTML of the element Lighthouse found to be the Largest Contentful Paint, when it says.
 * @param {Result} lhr
 * @returns {string | null}
 */
function lcpElementOf(lhr) {
  const details = /** @type {{ items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined} */ (
    lhr.audits["largest-contentful-paint-element"]?.details
  );
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

/** How often one run may fail before the page's audit does: Chromium now and then loses a trace (NO_NAVSTART). */
const ATTEMPTS_PER_RUN = 3;

/**
 * Audits `url` `runs` times in the given Chromium and summarises the median run.
 * A run that fails is run again, up to ATTEMPTS_PER_RUN times, so one lost trace
 * does not throw away a quarter of an hour of benchmark.
 * @param {string} url
 * @param {{ port: number; runs: number }} options
 */
export async function auditPage(url, { port, runs }) {
  /** @type {Result[]} */
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditOnce(url, port));
  return summarise(computeMedianRun(results));
}

/**
 * One Lighthouse run, tried again when Lighthouse reports a runtime error.
 * @param {string} url
 * @param {number} port
 * @returns {Promise<Result>}
 */
async function auditOnce(url, port) {
  let failure = "";
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    failure = result.lhr.runtimeError.message;
    console.warn(`[bench] Lighthouse failed on ${url} (attempt ${attempt} of ${ATTEMPTS_PER_RUN}): ${failure}`);
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS_PER_RUN} times on ${url}: ${failure}`);
}
