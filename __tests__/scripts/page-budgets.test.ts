import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { overBudget } from "../../scripts/page-budgets.mjs";

/** A build in miniature: two trip pages and the home page, the stats Gatsby writes, and a dialog's chunk. */
async function build(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "safarnama-budgets-"));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

/** Text gzip cannot shrink below about `kb` kilobytes: random bytes, as base64. */
const incompressible = (kb: number) => randomBytes(Math.round(kb * 1024)).toString("base64");

const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: "app-1.js" }] },
    "component---src-pages-index-tsx": { assets: [{ name: "index-1.js" }] },
    "component---src-templates-trip-page-tsx": { assets: [{ name: "trip-1.js" }] },
    "booking-dialog": { assets: [{ name: "booking-1.js" }] },
  },
};

const SITE = {
  "webpack.stats.json": JSON.stringify(stats),
  "app-1.js": incompressible(2),
  "index-1.js": incompressible(1),
  "trip-1.js": incompressible(1),
  "booking-1.js": incompressible(1),
  "index.html": "<!doctype html><title>Home</title>",
  "trips/a/index.html": "<!doctype html><title>A</title>",
  "trips/b/index.html": `<!doctype html><title>B</title>${incompressible(2)}`,
  "page-data/index/page-data.json": JSON.stringify({ componentChunkName: "component---src-pages-index-tsx" }),
  "page-data/trips/a/page-data.json": JSON.stringify({ componentChunkName: "component---src-templates-trip-page-tsx" }),
  "page-data/trips/b/page-data.json": JSON.stringify({ componentChunkName: "component---src-templates-trip-page-tsx" }),
};

describe("overBudget", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  const check = async (budgets: Parameters<typeof overBudget>[1]) => {
    const dir = await build(SITE);
    dirs.push(dir);
    return overBudget(dir, budgets);
  };

  it("passes a build within its budgets", async () => {
    expect(
      await check({
        pages: {
          "src-pages-index-tsx": { firstLoadJsKb: 4, htmlKb: 1 },
          "src-templates-trip-page-tsx": { firstLoadJsKb: 4, htmlKb: 3 },
        },
        onDemand: { "booking-dialog": 2 },
      }),
    ).toEqual([]);
  });

  it("names the page, the figure and the budget it goes over; every page of a kind answers to its kind's budget", async () => {
    const problems = await check({
      pages: {
        "src-pages-index-tsx": { firstLoadJsKb: 2.5, htmlKb: 1 },
        "src-templates-trip-page-tsx": { firstLoadJsKb: 4, htmlKb: 1 },
      },
      onDemand: { "booking-dialog": 0.5 },
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^\/ \(src-pages-index-tsx\): first-load JavaScript 3\.\d KB is over its budget of 2\.5 KB$/,
      ),
      expect.stringMatching(
        /^\/trips\/b\/ \(src-templates-trip-page-tsx\): HTML 2\.\d KB is over its budget of 1\.0 KB$/,
      ),
      expect.stringMatching(/^the on-demand chunk booking-dialog: 1\.\d KB is over its budget of 0\.5 KB$/),
    ]);
  });

  it("asks for a budget for a kind of page or an on-demand chunk that has none", async () => {
    expect(await check({ pages: { "src-pages-index-tsx": { firstLoadJsKb: 9, htmlKb: 9 } }, onDemand: {} })).toEqual([
      "/trips/a/ (src-templates-trip-page-tsx) has no budget: add one for its kind of page to bench/budgets.json",
      "/trips/b/ (src-templates-trip-page-tsx) has no budget: add one for its kind of page to bench/budgets.json",
      "the on-demand chunk booking-dialog has no budget: add one to bench/budgets.json",
    ]);
  });
});
