import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BUNDLES_AT_THE_LATEST_MS,
  bundlesAfterFirstPaintScript,
  bundleTagsOf,
  SCRIPTS_SLICE,
  startBundlesAfterFirstPaint,
  withBundlesAfterFirstPaint,
} from "../../gatsby/bundles-after-first-paint";

const BUNDLES = ["/webpack-runtime-f05ff767.js", "/framework-32dcbc54.js", "/app-f153effd.js"];
const BUNDLE_TAGS = BUNDLES.map((source) => `<script src="${source}" async></script>`).join("");

// What Gatsby's webpack stats extractor writes into the scripts slice, and stitches into every page.
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{}";
          </script>
        <script>window.___webpackCompilationHash="4206c34d";</script>${BUNDLE_TAGS}`;

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Trips</title></head><body><main><h1>Trips</h1></main>` +
  `<script id="gatsby-script-loader" data-page-path="/trips/">window.pagePath=document.currentScript.dataset.pagePath;</script>${body}</body></html>`;

const loaderTag = `<script id="bundles-after-first-paint">${bundlesAfterFirstPaintScript(BUNDLES)}</script>`;

const addedBundles = () =>
  [...document.body.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

/** A browser's paint timing, reduced to what the loader uses: `paint(name)` reports a paint entry to every observer still observing. */
function fakePaintTiming() {
  const observing = new Map<PerformanceObserver, PerformanceObserverCallback>();
  class FakePerformanceObserver {
    static supportedEntryTypes = ["navigation", "paint"];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observing.set(this as unknown as PerformanceObserver, this.callback);
    }
    disconnect() {
      observing.delete(this as unknown as PerformanceObserver);
    }
  }
  Object.defineProperty(window, "PerformanceObserver", { value: FakePerformanceObserver, configurable: true });
  return {
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name, entryType: "paint" }] : []) };
      for (const [observer, callback] of [...observing])
        callback(list as unknown as PerformanceObserverEntryList, observer);
    },
  };
}

const runLoader = () => new Function(bundlesAfterFirstPaintScript(BUNDLES))();

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  document.body.replaceChildren();
});

describe("the bundles' loader", () => {
  it("adds the bundles, in their order, once the browser reports the first contentful paint, and only then", () => {
    const paintTiming = fakePaintTiming();
    runLoader();
    paintTiming.paint("first-paint");
    expect(addedBundles()).toEqual([]);
    paintTiming.paint("first-contentful-paint");
    expect(addedBundles()).toEqual(BUNDLES);
    paintTiming.paint("first-contentful-paint");
    expect(addedBundles()).toEqual(BUNDLES);
  });

  it("has the browser run them in the order added, each in a task of its own, whichever arrives first", () => {
    const paintTiming = fakePaintTiming();
    runLoader();
    paintTiming.paint("first-contentful-paint");
    const scripts = [...document.body.querySelectorAll("script[src]")] as HTMLScriptElement[];
    expect(scripts.map((script) => script.async)).toEqual(BUNDLES.map(() => false));
  });

  it("adds them once, BUNDLES_AT_THE_LATEST_MS after it ran, on a page that paints nothing until its script draws it", () => {
    jest.useFakeTimers();
    const paintTiming = fakePaintTiming();
    runLoader();
    jest.advanceTimersByTime(BUNDLES_AT_THE_LATEST_MS - 1);
    expect(addedBundles()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(addedBundles()).toEqual(BUNDLES);
    paintTiming.paint("first-contentful-paint");
    expect(addedBundles()).toEqual(BUNDLES);
  });

  it("adds them only once when the first contentful paint came first and the time then runs out", () => {
    jest.useFakeTimers();
    const paintTiming = fakePaintTiming();
    runLoader();
    paintTiming.paint("first-contentful-paint");
    jest.runAllTimers();
    expect(addedBundles()).toEqual(BUNDLES);
  });

  it("where the browser has no paint timing, adds them in the task after the first frame is drawn", () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    runLoader();
    jest.advanceTimersByTime(100);
    expect(addedBundles()).toEqual([]);
    frames.splice(0).forEach((callback) => callback(performance.now()));
    expect(addedBundles()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(addedBundles()).toEqual(BUNDLES);
  });

  it("adds them at once on a page opened in a background tab, which paints nothing until it is shown", () => {
    fakePaintTiming();
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runLoader();
    expect(addedBundles()).toEqual(BUNDLES);
  });
});

describe("withBundlesAfterFirstPaint", () => {
  const bundles = bundleTagsOf(SLICE);

  it("reads the bundles from Gatsby's scripts slice, in order", () => {
    expect(bundles).toEqual({ tags: BUNDLE_TAGS, sources: BUNDLES });
  });

  it("puts the loader where the bundles were, leaving the page's other scripts where they are", () => {
    const html = withBundlesAfterFirstPaint(page(SLICE), bundles)!;
    expect(html).toBe(page(SLICE.replace(BUNDLE_TAGS, loaderTag)));
    expect(html).not.toContain("async></script>");
  });

  it("writes the same loader into every page of a build, so one hash of the Content-Security-Policy allows it", () => {
    const other = page(SLICE).replace('data-page-path="/trips/"', 'data-page-path="/hi/"');
    const loaderOf = (html: string) => /<script id="bundles-after-first-paint">.*?<\/script>/.exec(html)![0];
    expect(loaderOf(withBundlesAfterFirstPaint(other, bundles)!)).toBe(
      loaderOf(withBundlesAfterFirstPaint(page(SLICE), bundles)!),
    );
  });

  it("leaves a page that has this build's loader, or none of Gatsby's scripts, as it is", () => {
    expect(withBundlesAfterFirstPaint(page(SLICE.replace(BUNDLE_TAGS, loaderTag)), bundles)).toBeNull();
    expect(withBundlesAfterFirstPaint("<html><body><main></main></body></html>", bundles)).toBeNull();
  });

  it("gives a page an earlier build left as it was this build's loader, or Gatsby's tags back where asked", () => {
    const earlier = page(
      `<script id="bundles-after-first-paint">${bundlesAfterFirstPaintScript(["/app-0ld.js"])}</script>`,
    );
    expect(withBundlesAfterFirstPaint(earlier, bundles)).toBe(page(loaderTag));
    expect(withBundlesAfterFirstPaint(earlier, bundles, false)).toBe(page(BUNDLE_TAGS));
    expect(withBundlesAfterFirstPaint(page(SLICE), bundles, false)).toBeNull();
  });

  it("refuses a bundle loaded any other way", () => {
    expect(() => withBundlesAfterFirstPaint(page(`<script src="${BUNDLES[2]}" defer></script>`), bundles)).toThrow(
      `loads ${BUNDLES[2]} apart from Gatsby's scripts slice`,
    );
  });

  it("stops the build when Gatsby's slice no longer ends with its bundles", () => {
    expect(() => bundleTagsOf(SLICE.replace(/ async/g, " defer"))).toThrow(SCRIPTS_SLICE);
  });
});

describe("startBundlesAfterFirstPaint", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(os.tmpdir(), "bundles-after-first-paint-"));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      writeFileSync(path.join(publicDir, file), text);
    };
    write(SCRIPTS_SLICE, SLICE);
    write("index.html", page(SLICE));
    write("hi/trips/index.html", page(SLICE));
    write("booking/shell/index.html", "<html><body><main></main></body></html>");
    write("admin/index.html", page(SLICE));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("rewrites every page of the build that ends with Gatsby's scripts but the editor's, and only those", async () => {
    expect(await startBundlesAfterFirstPaint(publicDir)).toEqual(["hi/trips/index.html", "index.html"]);
    expect(readFileSync(path.join(publicDir, "admin/index.html"), "utf8")).toBe(page(SLICE));
    expect(readFileSync(path.join(publicDir, "hi/trips/index.html"), "utf8")).toContain(loaderTag);
    expect(readFileSync(path.join(publicDir, SCRIPTS_SLICE), "utf8")).toBe(SLICE);
    expect(await startBundlesAfterFirstPaint(publicDir)).toEqual([]);
  });

  it("names the page that loads a bundle some other way", async () => {
    writeFileSync(path.join(publicDir, "index.html"), page(`<script src="${BUNDLES[1]}"></script>`));
    await expect(startBundlesAfterFirstPaint(publicDir)).rejects.toThrow(`index.html: loads ${BUNDLES[1]}`);
  });
});
