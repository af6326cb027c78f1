// Starts every page's bundles after its first paint. Gatsby ends each page
// with its bundles as async scripts (webpack's runtime, React, the app: 75 KB),
// which the browser fetches as soon as it parses them, beside the hero image
// and the fonts the first paint draws with. Every page reads complete without
// them (they hydrate what the HTML already shows), so after the build one
// inline script takes their place and adds them, in the same order, once the
// first contentful paint is on the screen; a script added so runs as soon as it
// arrives, as an async one does. On a slow mobile connection the hero image and the
// fonts then have the bandwidth to themselves (Lighthouse's mobile run: a trip
// page's LCP 2.0 s → 1.4 s, docs/performance.md). A page opened in a background
// tab draws no frame until it is shown, so there the bundles start at once.
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
 * The inline script that adds `sources`, in order, once the first contentful paint is on the screen
 * (the browser's own paint timing says when; where it has none, in the task after the first frame),
 * and at once in a hidden tab.
 */
export function bundlesAfterFirstPaintScript(sources: string[]): string {
  return (
    `(function(s){function a(){s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `var P=window.PerformanceObserver;` +
    `if(document.visibilityState==="hidden")a();` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();a()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(a)})})(${JSON.stringify(sources)})`
  );
}

/** How every build's loader begins, whatever bundles it adds. */
const LOADER_START = `<script>${bundlesAfterFirstPaintScript([]).slice(0, 40)}`;

/**
 * `html` with the bundle `tags` Gatsby stitched into it replaced by the loader; null when it needs
 * no change (it holds this build's loader already, or no script of Gatsby's: the Worker's shells).
 */
export function withBundlesAfterFirstPaint(html: string, { tags, sources }: { tags: string; sources: string[] }) {
  const loader = `<script>${bundlesAfterFirstPaintScript(sources)}</script>`;
  if (html.includes(tags)) return html.replace(tags, () => loader);
  if (html.includes(loader)) return null;
  if (html.includes(LOADER_START)) throw new Error("holds another build's bundles");
  const stray = sources.find((source) => html.includes(`<script src="${source}"`));
  if (stray)
    throw new Error(
      `loads ${stray} apart from Gatsby's scripts slice, which the build cannot move after the first paint`,
    );
  return null;
}

/** Rewrites every page of the built site in `publicDir`; returns the pages rewritten. */
export async function startBundlesAfterFirstPaint(publicDir = PUBLIC_DIR): Promise<string[]> {
  const bundles = bundleTagsOf(await readFile(path.join(publicDir, SCRIPTS_SLICE), "utf8"));
  const rewritten: string[] = [];
  for (const { file: page } of builtPages(publicDir)) {
    const file = path.join(publicDir, page);
    let html: string | null;
    try {
      html = withBundlesAfterFirstPaint(await readFile(file, "utf8"), bundles);
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
    if (html === null) continue;
    await writeFile(file, html);
    rewritten.push(page);
  }
  return rewritten;
}
