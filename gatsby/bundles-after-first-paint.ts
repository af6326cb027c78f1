// Starts every page's bundles after its first paint. Gatsby ends each page
// with its bundles as async scripts (webpack's runtime, React, the app: 74 KB),
// which the browser fetches as soon as it parses them, beside the hero image
// and the fonts the first paint draws with. Every page reads complete without
// them (they hydrate what the HTML already shows), so after the build one
// inline script takes their place and adds them, in the same order, once the
// first contentful paint is on the screen. On a slow mobile connection the hero
// image and the fonts then have the bandwidth to themselves (Lighthouse's mobile
// run: a trip page's LCP 2.0 s → 1.4 s, docs/performance.md). A page opened in a
// background tab draws no frame until it is shown, so there the bundles start at once.
// The content editor's page, which its script draws whole, keeps Gatsby's tags.
//
// The added scripts run in the order added (not async), each in a task of its own.
// As async scripts, each ran as it arrived, and React, the largest, arrived last:
// its task both prepared React's 140 KB and started the site (the app's modules,
// its first requests), one long task on a slow phone. In order, the site starts in
// the app's task, after React has been prepared in one before it.
//
// Gatsby writes the bundles' tags once, into its scripts slice, and stitches
// that into every page; the tags are read from there, so a page that holds them
// any other way stops the build. The loader's text is the same on every page of
// a build, so the Content-Security-Policy allows it with one hash.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { builtPages, PUBLIC_DIR } from "../hosting/build-output.mjs";

/** Where Gatsby writes the scripts every page ends with, from the site's output folder. */
export const SCRIPTS_SLICE = path.join("_gatsby", "slices", "_gatsby-scripts-1.html");

const BUNDLE_TAG = /<script src="([^"]+)" async><\/script>/g;

/** The run of bundle tags in Gatsby's scripts slice, exactly as written, and the bundles they load in order. */
export function bundleTagsOf(slice: string): { tags: string; sources: string[] } {
  const found = [...slice.matchAll(BUNDLE_TAG)];
  const tags = found.map(([tag]) => tag).join("");
  if (found.length === 0 || !slice.includes(tags)) {
    throw new Error(
      `gatsby/bundles-after-first-paint.ts: Gatsby's scripts slice (${SCRIPTS_SLICE}) no longer ends with its bundles as a run of async scripts: ${slice.slice(-400)}`,
    );
  }
  return { tags, sources: found.map(([, source]) => source) };
}

/**
 * How long after the loader runs it adds the bundles even with no contentful paint reported: a page
 * whose every word its script writes would otherwise never start, and a phone whose first paint
 * takes longer starts them as it did before the loader, beside the rest.
 */
export const BUNDLES_AT_THE_LATEST_MS = 3000;

/**
 * The inline script that adds `sources`, in order and once, when the first contentful paint is on the
 * screen (the browser's own paint timing says when; where it has none, in the task after the first
 * frame) or BUNDLES_AT_THE_LATEST_MS have passed, whichever is first, and at once in a hidden tab.
 */
export function bundlesAfterFirstPaintScript(sources: string[]): string {
  return (
    `(function(s){var d;function a(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}` +
    `var P=window.PerformanceObserver;` +
    `if(document.visibilityState==="hidden")return a();` +
    `setTimeout(a,${BUNDLES_AT_THE_LATEST_MS});` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();a()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(a)})})(${JSON.stringify(sources)})`
  );
}

/** The loader's element: its id marks it, so a page the build left as it was (an incremental build) gets this build's. */
const LOADER_ID = "bundles-after-first-paint";
const loaderElement = (sources: string[]) =>
  `<script id="${LOADER_ID}">${bundlesAfterFirstPaintScript(sources)}</script>`;
const ANY_LOADER = new RegExp(`<script id="${LOADER_ID}">[^<]*</script>`);

/**
 * `html` with its bundles started after its first paint (`afterFirstPaint`) or as Gatsby wrote them:
 * Gatsby's tags, or a loader a previous build wrote into a page this one left as it was, replaced by
 * this build's; null when nothing changes (the Worker's shells hold no script of Gatsby's).
 */
export function withBundlesAfterFirstPaint(
  html: string,
  { tags, sources }: { tags: string; sources: string[] },
  afterFirstPaint = true,
) {
  const wanted = afterFirstPaint ? loaderElement(sources) : tags;
  const found = html.includes(tags) ? tags : ANY_LOADER.exec(html)?.[0];
  if (found === undefined) {
    const stray = sources.find((source) => html.includes(`<script src="${source}"`));
    if (stray)
      throw new Error(
        `loads ${stray} apart from Gatsby's scripts slice, which the build cannot move after the first paint`,
      );
    return null;
  }
  return found === wanted ? null : html.replace(found, () => wanted);
}

/** Rewrites every page of the built site in `publicDir`; returns the pages rewritten. */
export async function startBundlesAfterFirstPaint(publicDir = PUBLIC_DIR): Promise<string[]> {
  const bundles = bundleTagsOf(await readFile(path.join(publicDir, SCRIPTS_SLICE), "utf8"));
  const rewritten: string[] = [];
  for (const { file: page, editor } of builtPages(publicDir)) {
    const file = path.join(publicDir, page);
    let html: string | null;
    try {
      // The editor's page is Decap, which its script draws: nothing to paint before it, so it keeps Gatsby's tags.
      html = withBundlesAfterFirstPaint(await readFile(file, "utf8"), bundles, !editor);
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
    if (html === null) continue;
    await writeFile(file, html);
    rewritten.push(page);
  }
  return rewritten;
}
