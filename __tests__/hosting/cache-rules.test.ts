import { cachePolicyOf, cacheRules, IMMUTABLE, REVALIDATE } from "../../hosting/cache-rules.mjs";
import { formatHeadersFile, headersFor, parseHeadersFile } from "../../hosting/headers-file.mjs";

// A build's public/ in miniature, shaped like the real one.
const BUILD = [
  "index.html",
  "404.html",
  "404/index.html",
  "app-b386df4d187483b7d399.js",
  "app-b386df4d187483b7d399.js.map",
  "app.9abf5a18587771286515.css",
  "component---src-templates-trip-page-tsx-f4adef18e763ca45b0bf.js",
  "framework-32dcbc5458fd6733e484.js.LICENSE.txt",
  "favicon.svg",
  "robots.txt",
  "page-data/app-data.json",
  "page-data/index/page-data.json",
  "page-data/sq/d/1234567890.json",
  "page-data/trips/spiti-winter-expedition/page-data.json",
  "static/8140aab175cbe8f0a8990412f3051e27/369c1/himalayan-sunrise.avif",
  "static/dm-sans-latin-wght-normal-5fa3b1a0d5e9c0b4.woff2",
  "trips/index.html",
  "trips/spiti-winter-expedition/index.html",
  "trips/spiti-winter-expedition/2027-01-16.ics",
  "trips/finder.json",
  "trips/page/2/index.html",
  "hi/index.html",
  "hi/trips/index.html",
  "hi/trips/spiti-winter-expedition/index.html",
  "hi/trips/finder.json",
  "icons/icon-192x192.png",
  "~partytown/partytown.js",
  "mixed/index.html",
  "mixed/notes.txt",
];

describe("cachePolicyOf", () => {
  it.each([
    ["index.html", REVALIDATE],
    ["trips/spiti-winter-expedition/index.html", REVALIDATE],
    ["page-data/app-data.json", REVALIDATE],
    ["trips/spiti-winter-expedition/2027-01-16.ics", REVALIDATE],
    ["trips/finder.json", REVALIDATE],
    ["hi/trips/finder.json", REVALIDATE],
    ["page-data/trips/spiti-winter-expedition/page-data.json", REVALIDATE],
    ["app-b386df4d187483b7d399.js", IMMUTABLE],
    ["app.9abf5a18587771286515.css", IMMUTABLE],
    ["static/8140aab175cbe8f0a8990412f3051e27/369c1/himalayan-sunrise.avif", IMMUTABLE],
  ])("%s → %s", (file, policy) => {
    expect(cachePolicyOf(file)).toBe(policy);
  });

  it.each(["~partytown/partytown.js", "favicon.svg", "icons/icon-192x192.png", "app-b386df4d187483b7d399.js.map"])(
    "leaves %s, which has no content hash, to the CDN's default",
    (file) => {
      expect(cachePolicyOf(file)).toBeNull();
    },
  );
});

describe("cacheRules", () => {
  const rules = cacheRules(BUILD);
  const served = parseHeadersFile(formatHeadersFile(rules));
  const cacheControlOf = (url: string) => headersFor(served, url).get("Cache-Control") ?? null;

  it("gives each top-level folder of like files one rule, and each root file its own", () => {
    expect(rules.map((rule) => rule.path)).toEqual([
      "/404.html",
      "/app-b386df4d187483b7d399.js",
      "/app.9abf5a18587771286515.css",
      "/component---src-templates-trip-page-tsx-f4adef18e763ca45b0bf.js",
      "/",
      "/index.html",
      "/404/*",
      "/hi/*",
      "/mixed/",
      "/mixed/index.html",
      "/page-data/*",
      "/static/*",
      "/trips/*",
    ]);
  });

  it("serves every file with the policy it needs, and never two Cache-Control values", () => {
    for (const file of BUILD) {
      const url = `/${file.replace(/(^|\/)index\.html$/, "$1")}`;
      expect([file, cacheControlOf(url)]).toEqual([file, cachePolicyOf(file)]);
    }
  });

  it("keeps the rule count flat as trips are added", () => {
    const moreTrips = Array.from({ length: 1000 }, (_, index) => [
      `trips/trip-${index}/index.html`,
      `page-data/trips/trip-${index}/page-data.json`,
      `trips/trip-${index}/2030-01-01.ics`,
      `trips/trip-${index}/2030-02-01.ics`,
      `hi/trips/trip-${index}/index.html`,
      `page-data/hi/trips/trip-${index}/page-data.json`,
    ]).flat();
    expect(cacheRules([...BUILD, ...moreTrips])).toHaveLength(rules.length);
  });
});
