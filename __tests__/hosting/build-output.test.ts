import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtFiles, builtPages, builtRoutes, urlPathOf } from "../../hosting/build-output.mjs";

/** What Gatsby writes, the files that are not pages included, and the Worker's shells (English, Hindi) the build adds. */
const BUILD = [
  "index.html",
  "about-us/index.html",
  "admin/index.html",
  "staff/index.html",
  "booking/shell/index.html",
  "booking/shell/hi/index.html",
  "trips/spiti/index.html",
  "trips/page/2/index.html",
  "404.html",
  "404/index.html",
  "_gatsby/slices/_gatsby-scripts-1.html",
  "page-data/404.html/page-data.json",
  "page-data/trips/spiti/page-data.json",
  "~partytown/debug/partytown-sandbox-sw.html",
  "static/abc/hero.avif",
  "app-b386df4d187483b7d399.js",
  "_headers",
];

describe("the build on disk", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "safarnama-build-"));
    for (const file of BUILD) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), "");
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("lists every file, folders aside, relative with forward slashes", () => {
    expect(builtFiles(dir)).toEqual([...BUILD].sort());
  });

  it("counts as pages the HTML a visitor opens, not Gatsby's fragments, data or workers", () => {
    expect(builtPages(dir)).toEqual([
      { file: "404.html", url: "/404.html", notFound: true, editor: false, staff: false, shell: false },
      { file: "404/index.html", url: "/404/", notFound: true, editor: false, staff: false, shell: false },
      { file: "about-us/index.html", url: "/about-us/", notFound: false, editor: false, staff: false, shell: false },
      { file: "admin/index.html", url: "/admin/", notFound: false, editor: true, staff: false, shell: false },
      {
        file: "booking/shell/hi/index.html",
        url: "/booking/shell/hi/",
        notFound: false,
        editor: false,
        staff: false,
        shell: true,
      },
      {
        file: "booking/shell/index.html",
        url: "/booking/shell/",
        notFound: false,
        editor: false,
        staff: false,
        shell: true,
      },
      { file: "index.html", url: "/", notFound: false, editor: false, staff: false, shell: false },
      { file: "staff/index.html", url: "/staff/", notFound: false, editor: false, staff: true, shell: false },
      {
        file: "trips/page/2/index.html",
        url: "/trips/page/2/",
        notFound: false,
        editor: false,
        staff: false,
        shell: false,
      },
      {
        file: "trips/spiti/index.html",
        url: "/trips/spiti/",
        notFound: false,
        editor: false,
        staff: false,
        shell: false,
      },
    ]);
  });

  it("gives the routes a visitor reaches by link, the 404 page, the content editor, the staff desk and the Worker's shells aside", () => {
    expect(builtRoutes(dir)).toEqual(["/", "/about-us/", "/trips/page/2/", "/trips/spiti/"]);
  });

  it("serves a page's index.html at its folder's URL and any other file at its own", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("trips/spiti/index.html")).toBe("/trips/spiti/");
    expect(urlPathOf("404.html")).toBe("/404.html");
  });
});
