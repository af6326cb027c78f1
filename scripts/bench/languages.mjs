// The Hindi edition against the English site, in one run on the build in
// public/: Lighthouse (mobile, the median of --runs runs) on the home page, the
// trip list and a trip page beside their Hindi twins; and the web fonts each
// of those pages fetches once read to its end, with the Devanagari subset
// against the full file it is cut from.
//
// The pages are served over HTTP/2 with TLS, as the CDN serves them to every
// current browser. Lighthouse's simulation of a slow phone gives each
// HTTP/1.1 request a connection of its own, which starts slow and speeds up
// as it goes, so there a page's single largest file sets its paint; over
// HTTP/2 its files share one connection, as on the CDN. --http1 measures the
// way the benchmark did before, for comparison (docs/performance.md).
//
// Writes bench/languages.md and the languages section of bench/results.md
// (which `npm run bench` keeps when it rewrites that file).
// Usage: npm run build, then npm run bench:languages [-- --runs N] [-- --http1] (about 4 minutes on 2 cores).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { builtRoutes } from "../../hosting/build-output.mjs";
import { startStaticServer } from "../../hosting/static-server.mjs";
import { localePath, ROUTES } from "../../content/routes.mjs";
import { CHROMIUM_ARGS, requireChromium } from "../chromium.mjs";
import { readPageToEnd } from "../read-page-to-end.mjs";
import { auditPage, launchChromium } from "./lighthouse.mjs";
import { chromiumFlagsAccepting, localhostCertificate } from "./localhost-tls.mjs";
import { LANGUAGES_END, LANGUAGES_START, languagesSectionOf } from "./report.mjs";
import { ROOT } from "./support.mjs";

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "3" }, http1: { type: "boolean", default: false } },
});
const runs = Number(options.runs);
const PORT = 9360;
const tls = options.http1 ? undefined : localhostCertificate();
const origin = `${tls ? "https" : "http"}://localhost:${PORT}`;
/** The switch each Chromium of the run takes to accept the run's own certificate. */
const acceptCertificate = tls ? chromiumFlagsAccepting(tls.cert) : [];
const PUBLIC = path.join(ROOT, "public");
const DEVANAGARI_PACKAGE = path.join(ROOT, "node_modules", "@fontsource-variable", "noto-sans-devanagari");
const FULL_DEVANAGARI_FILE = "noto-sans-devanagari-devanagari-wght-normal.woff2";
const SUBSETS_DIR = path.join(ROOT, "src", "styles", "fonts", "site-subsets");

const routes = builtRoutes(PUBLIC);
const trip = routes.find(
  (route) => route.startsWith(ROUTES.trips) && route !== ROUTES.trips && !route.includes("/page/"),
);
if (!trip || !routes.includes(localePath("hi", ROUTES.home))) {
  throw new Error("public/ has no trip page or no Hindi pages: run npm run build first");
}
const ENGLISH_PAGES = [ROUTES.home, ROUTES.trips, trip];

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
  await readPageToEnd(page);
  await page.waitForLoadState("networkidle");
  await page.close();
  return Promise.all(fonts);
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const log = (/** @type {string} */ message) => console.log(`[bench] ${message}`);

const server = await startStaticServer({ dir: PUBLIC, port: PORT, tls });
const lighthouseChromium = await launchChromium(acceptCertificate);
/** @type {{ route: string; language: string; audit: Awaited<ReturnType<typeof auditPage>>; fonts: { file: string; bytes: number }[] }[]} */
const measured = [];
try {
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [...CHROMIUM_ARGS, ...acceptCertificate],
  });
  try {
    for (const englishPath of ENGLISH_PAGES) {
      for (const [language, route] of [
        ["English", englishPath],
        ["Hindi", localePath("hi", englishPath)],
      ]) {
        const url = `${origin}${route}`;
        const audit = await auditPage(url, { port: lighthouseChromium.port, runs });
        const fonts = await fontFilesOf(browser, url);
        measured.push({ route, language, audit, fonts });
        log(
          `${route}: ${Object.values(audit.scores).join("/")}, LCP ${audit.lcpMs} ms, CLS ${audit.cls}, fonts ${kb(fonts.reduce((sum, file) => sum + file.bytes, 0))} KB`,
        );
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await lighthouseChromium.kill();
  server.close();
}

const subsetBytes = readFileSync(path.join(SUBSETS_DIR, "noto-sans-devanagari-devanagari-site.woff2")).length;
const fullBytes = readFileSync(path.join(DEVANAGARI_PACKAGE, "files", FULL_DEVANAGARI_FILE)).length;
const version = JSON.parse(readFileSync(path.join(DEVANAGARI_PACKAGE, "package.json"), "utf8")).version;
const lighthouseVersion = measured[0].audit.lighthouseVersion;
const sumOf = (/** @type {{ bytes: number }[]} */ files) => files.reduce((sum, file) => sum + file.bytes, 0);

const summary = [
  `Lighthouse ${lighthouseVersion} (mobile: Moto G Power, 4× CPU slowdown, simulated slow 4G), the median of ${runs} runs ` +
    `of each page, served from \`public/\` ${tls ? "over HTTP/2 with TLS, as the CDN serves it," : "over HTTP/1.1 (--http1)"} with gzip; ` +
    "fonts counted in Chromium at 412 px, each page read to its end.",
  "",
  "| Page | Language | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | JS KB | Font KB | Devanagari KB | Total KB |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...measured.map(({ route, language, audit, fonts }) => {
    const { performance, accessibility, seo } = audit.scores;
    const devanagari = fonts.filter((file) => file.file.startsWith("noto-sans-devanagari-"));
    return `| \`${route}\` | ${language} | ${performance} | ${accessibility} | ${audit.scores["best-practices"]} | ${seo} | ${audit.lcpMs} ms | ${audit.tbtMs} ms | ${audit.cls} | ${audit.jsKb} | ${kb(sumOf(fonts))} | ${kb(sumOf(devanagari))} | ${audit.totalKb} |`;
  }),
  "",
  `The Devanagari font (\`@fontsource-variable/noto-sans-devanagari\` ${version}): the subset the build cuts for the ` +
    `site's Hindi is **${kb(subsetBytes)} KB** (weights 400–700); the full Devanagari file it is cut from, which a ` +
    `page fetches only for a Devanagari character the subset lacks (a name a visitor types), is ${kb(fullBytes)} KB.`,
  "",
  "Font files per page:",
  "",
  ...measured.map(
    ({ route, fonts }) =>
      `- \`${route}\`: ${fonts
        .map((file) => `${file.file} (${kb(file.bytes)} KB)`)
        .sort()
        .join(", ")}`,
  ),
  ...(measured.some(({ audit }) => audit.failedAudits.length > 0)
    ? [
        "",
        "Failed audits:",
        "",
        ...measured.flatMap(({ route, audit }) => audit.failedAudits.map((title) => `- \`${route}\`: ${title}`)),
      ]
    : []),
];
const date = new Date().toISOString().slice(0, 10);
writeFileSync(
  path.join(ROOT, "bench", "languages.md"),
  [
    "# The Hindi edition beside the English",
    "",
    `Written by \`npm run bench:languages\` on ${date}.`,
    "",
    ...summary,
    "",
  ].join("\n"),
);

const resultsPath = path.join(ROOT, "bench", "results.md");
const results = readFileSync(resultsPath, "utf8");
const section = `${LANGUAGES_START}\n## Languages\n\nFrom \`npm run bench:languages\` on ${date} ([languages.md](languages.md)).\n\n${summary.join("\n")}\n${LANGUAGES_END}`;
const previous = languagesSectionOf(results);
writeFileSync(resultsPath, previous ? results.replace(previous, section) : `${results.trimEnd()}\n\n${section}\n`);
log("wrote bench/languages.md and the languages section of bench/results.md");
