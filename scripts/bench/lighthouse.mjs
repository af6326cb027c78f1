// Runs Lighthouse (its mobile defaults: a Moto G Power viewport, 4× CPU slowdown and
// simulated slow 4G) in Debian's Chromium and reduces each page to the numbers the
// benchmark reports. Each page is audited several times and the median run kept,
// the way Lighthouse's own docs recommend for variance.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, requireChromium } from "../chromium.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Starts one headless Chromium for all the audits; call `kill()` when done. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
}

const kilobytes = (bytes) => bytes / 1024;

/** The benchmark's numbers from one Lighthouse result. */
export function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
  const resources = lhr.audits["resource-summary"].details.items;
  const transferOf = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // A failed audit is a finding, not a number to round away: keep its titles.
  const failedAudits = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map(
        (ref) => `${id}: ${lhr.audits[ref.id].title} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`,
      ),
  );
  return {
    scores,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    jsKb: Number(kilobytes(transferOf("script")).toFixed(1)),
    totalKb: Number(kilobytes(transferOf("total")).toFixed(1)),
    requests: resources.find((item) => item.resourceType === "total")?.requestCount ?? 0,
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failedAudits,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

/** Audits `url` `runs` times in the given Chromium and summarises the median run. */
export async function auditPage(url, { port, runs }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    results.push(result.lhr);
  }
  return summarise(computeMedianRun(results));
}
