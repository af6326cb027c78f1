// What the web fonts cost a page: the bytes of font files an English page and
// a Hindi page fetch, and the Devanagari subset against the full file it is
// cut from. Builds a copy of the site (in a temporary folder) with one more
// page, /hindi-sample/: the Hindi text of bench/hindi-sample.json (a trip
// page's) in the site's frame, marked Hindi as the Hindi edition's pages are
// (pageContext.lang "hi", <html lang="hi">), its text in the copy's
// content/messages/ where the build's font cut reads it. The copy's built
// /hi/ pages, where there are any, are measured too. Each page is opened in
// Chromium and read to its end; every font file it fetched is counted.
//
// Writes bench/fonts.md and the fonts section of bench/results.md.
// Usage: npm run bench:fonts (a cold build of the copy, about 3 minutes on 2 cores).
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { builtRoutes } from "../../hosting/build-output.mjs";
import { startStaticServer } from "../../hosting/static-server.mjs";
import { ROUTES, tripPath } from "../../content/routes.mjs";
import { CHROMIUM_ARGS, requireChromium } from "../chromium.mjs";
import { coldBuild } from "./builds.mjs";
import { FONTS_END, FONTS_START, fontsSectionOf } from "./report.mjs";
import { copyOfSite } from "./synthetic-site.mjs";
import { ROOT } from "./support.mjs";

const PORT = 9360;
const SAMPLE_ROUTE = "/hindi-sample/";
const SAMPLE = JSON.parse(readFileSync(path.join(ROOT, "bench", "hindi-sample.json"), "utf8"));
/** The trip page whose text the sample translates, for the English page to compare with. */
const ENGLISH_TRIP = tripPath("spiti-winter-expedition");
const DEVANAGARI_PACKAGE = path.join(ROOT, "node_modules", "@fontsource-variable", "noto-sans-devanagari");
const FULL_DEVANAGARI_FILE = "noto-sans-devanagari-devanagari-wght-normal.woff2";

/** The sample page: the trip's text in Hindi, in the elements a trip page draws it with. */
const SAMPLE_PAGE = `import type { HeadFC } from "gatsby";
import sample from "../../content/messages/hindi-sample.json";

export default function HindiSample() {
  return (
    <article>
      <h1>{sample.title}</h1>
      <p>{sample.summary}</p>
      <p>{sample.location} · {sample.price}</p>
      <p>{sample.fitness}</p>
      <h2>मुख्य आकर्षण</h2>
      <ul>{sample.highlights.map((item) => <li key={item}>{item}</li>)}</ul>
      <h2>यात्रा कार्यक्रम</h2>
      {sample.itinerary.map((day) => (
        <section key={day.title}>
          <h3>{day.title}</h3>
          <p>{day.description}</p>
        </section>
      ))}
      <h2>शामिल है</h2>
      <ul>{sample.inclusions.map((item) => <li key={item}>{item}</li>)}</ul>
      <p>{sample.booking}</p>
      <p>{sample.conjuncts}</p>
    </article>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="hi" />
    <title>{sample.title}</title>
  </>
);
`;

/** Gives the sample page the language the Hindi edition's pages carry in their pageContext. */
const SAMPLE_LANGUAGE = `
export const onCreatePage: import("gatsby").GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== "${SAMPLE_ROUTE}" || page.context.lang === "hi") return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, lang: "hi" } });
};
`;

/**
 * The font files a page fetches once read to its end, each with its bytes on the wire.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 */
async function fontFilesOf(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  /** @type {Promise<{ file: string; bytes: number }>[]} */
  const fonts = [];
  page.on("response", (response) => {
    if (!response.url().endsWith(".woff2")) return;
    const file = path.basename(new URL(response.url()).pathname).replace(/-[0-9a-f]{32}(?=\.woff2$)/, "");
    fonts.push(response.body().then((body) => ({ file, bytes: body.length })));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // Text laid out only near the screen (content-visibility) asks for its fonts once scrolled to.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  await page.close();
  return Promise.all(fonts);
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

const dir = copyOfSite();
try {
  mkdirSync(path.join(dir, "content", "messages"), { recursive: true });
  writeFileSync(path.join(dir, "content", "messages", "hindi-sample.json"), JSON.stringify(SAMPLE, null, 2));
  writeFileSync(path.join(dir, "src", "pages", "hindi-sample.tsx"), SAMPLE_PAGE);
  appendFileSync(path.join(dir, "gatsby-node.ts"), SAMPLE_LANGUAGE);
  console.log(`[bench] building a copy of the site with ${SAMPLE_ROUTE} in ${dir} …`);
  await coldBuild(dir);

  const publicDir = path.join(dir, "public");
  const built = builtRoutes(publicDir);
  const hindiRoutes = built.filter((route) => route.startsWith("/hi/"));
  const hindiTrip = hindiRoutes.find(
    (route) => route.startsWith(`/hi${ROUTES.trips}`) && route !== `/hi${ROUTES.trips}`,
  );
  const pages = [
    { route: ROUTES.home, language: "English" },
    { route: ENGLISH_TRIP, language: "English" },
    { route: ROUTES.about, language: "English" },
    { route: SAMPLE_ROUTE, language: "Hindi (sample text)" },
    ...(hindiRoutes.includes("/hi/") ? [{ route: "/hi/", language: "Hindi" }] : []),
    ...(hindiTrip ? [{ route: hindiTrip, language: "Hindi" }] : []),
  ];

  const server = await startStaticServer({ dir: publicDir, port: PORT });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  const measured = [];
  try {
    for (const page of pages) {
      const files = await fontFilesOf(browser, `http://localhost:${PORT}${page.route}`);
      const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
      measured.push({ ...page, files, bytes });
      console.log(`[bench] ${page.route}: ${files.length} font files, ${kb(bytes)} KB`);
    }
  } finally {
    await browser.close();
    server.close();
  }

  const subsetsDir = path.join(dir, "src", "styles", "fonts", "site-subsets");
  const subsetBytes = readFileSync(path.join(subsetsDir, "noto-sans-devanagari-devanagari-site.woff2")).length;
  const fullBytes = readFileSync(path.join(DEVANAGARI_PACKAGE, "files", FULL_DEVANAGARI_FILE)).length;
  const faces = readFileSync(path.join(subsetsDir, "_faces.scss"), "utf8");
  const subsetRange = /"noto-sans-devanagari-devanagari-site\.woff2", \(([^)]*)\)/.exec(faces)?.[1] ?? "none";
  const version = JSON.parse(readFileSync(path.join(DEVANAGARI_PACKAGE, "package.json"), "utf8")).version;

  const summary = [
    `Devanagari font (\`@fontsource-variable/noto-sans-devanagari\` ${version}): the subset the build cut for the ` +
      `site's text and the Hindi sample is **${kb(subsetBytes)} KB** ` +
      `(${subsetRange.split(",").length} spans of characters, weights 400–700); the full Devanagari file it is cut ` +
      `from, which a page fetches only for a Devanagari character the subset lacks, is ${kb(fullBytes)} KB ` +
      "(weights 100–900).",
    "",
    "| Page | Language | Font files | Font KB | Devanagari KB |",
    "| --- | --- | --- | --- | --- |",
    ...measured.map((page) => {
      const devanagari = page.files.filter((file) => file.file.startsWith("noto-sans-devanagari-"));
      const devanagariBytes = devanagari.reduce((sum, file) => sum + file.bytes, 0);
      const files = page.files.map((file) => file.file).sort();
      return `| \`${page.route}\` | ${page.language} | ${files.join(", ")} | ${kb(page.bytes)} | ${kb(devanagariBytes)} |`;
    }),
  ];
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(
    path.join(ROOT, "bench", "fonts.md"),
    [
      "# Font bytes per page",
      "",
      `Written by \`npm run bench:fonts\` on ${date}: a copy of the site built with one more page, ` +
        `\`${SAMPLE_ROUTE}\`, holding the Hindi text of \`bench/hindi-sample.json\` (a trip page's) and marked as ` +
        'a Hindi page (`pageContext.lang` "hi"). Each page opened in Chromium at 412 px and scrolled to its end; ' +
        "every font file it fetched, in bytes on the wire (woff2 is not compressed again).",
      "",
      ...summary,
      "",
    ].join("\n"),
  );

  const resultsPath = path.join(ROOT, "bench", "results.md");
  const results = readFileSync(resultsPath, "utf8");
  const section = `${FONTS_START}\n## Fonts\n\nFrom \`npm run bench:fonts\` on ${date} ([fonts.md](fonts.md)).\n\n${summary.join("\n")}\n${FONTS_END}`;
  const previous = fontsSectionOf(results);
  writeFileSync(resultsPath, previous ? results.replace(previous, section) : `${results.trimEnd()}\n\n${section}\n`);
  console.log("[bench] wrote bench/fonts.md and the fonts section of bench/results.md");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
