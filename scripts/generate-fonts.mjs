// Generates the fallback faces the site's font stacks (src/styles/_tokens.scss)
// name after each web font: a local font scaled to the web font's metrics
// (capsize), so text set in the fallback takes the same space and nothing moves
// when the web font arrives (no layout shift). One face for desktops (Arial or
// Times New Roman, or their metric clones on Linux) and one for Android phones
// (Roboto, Noto Serif), each with its own scaling: a face whose local fonts are
// all missing is skipped, and the stack moves to the next. Each weight the
// styles draw a family at has its own face, a bold local font for the heavy
// ones scaled to the web font at that weight: a regular face made bold by the
// browser is wider or narrower than the web font's bold, lines break elsewhere
// and, on a phone that gets the web font after its first paint, the page
// moves. The display family is drawn at one weight ($font-display-weight in
// _tokens.scss), so its fallback is one face, for every weight. Each scaling
// is by the width of the site's own text (every string in data/) in the web
// font and in the local font (site-text-width.mjs), measured where the local
// font is installed (Debian: fonts-liberation, whose fonts have Arial's and
// Times New Roman's widths; fonts-roboto-unhinted; fonts-noto-core), else by
// capsize's average width. Run it after
// upgrading a font package or changing a fallback: `npm run fonts`. The output
// is committed. (The web fonts themselves are cut to the site's text at each
// build: gatsby/site-fonts.ts.)
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import { emsPerCharacter, installedFont, siteText, webFontEmsPerCharacter } from "./site-text-width.mjs";

/** Capsize's metrics of the web fonts and the local fonts scaled to them (see the file's own note on where they come from). */
const {
  arial,
  arialBold,
  dmSans,
  dmSansSemiBold,
  dmSansBold,
  fraunces600,
  fraunces700,
  notoSerifBold,
  roboto,
  robotoBold,
  timesNewRomanBold,
} = /** @type {Record<string, Metrics>} */ (
  JSON.parse(readFileSync(new URL("./fallback-font-metrics.json", import.meta.url), "utf8"))
);

const OUT_FILE = new URL("../src/styles/fonts/_fallbacks.scss", import.meta.url);
const TOKENS_FILE = new URL("../src/styles/_tokens.scss", import.meta.url);

/** The one weight the styles draw the display family at. */
const displayWeight = Number(/^\$font-display-weight:\s*(\d+);/m.exec(readFileSync(TOKENS_FILE, "utf8"))?.[1]);
if (!displayWeight) throw new Error("src/styles/_tokens.scss declares no numeric $font-display-weight");

/** Fraunces at the display weight: its capsize metrics are per named weight, so widths between two are interpolated. */
const frauncesDisplay = {
  ...fraunces600,
  fullName: `Fraunces ${displayWeight}`,
  xWidthAvg: fraunces600.xWidthAvg + ((fraunces700.xWidthAvg - fraunces600.xWidthAvg) * (displayWeight - 600)) / 100,
};

/** Where each local font may be installed: Debian (Liberation has Arial's and Times New Roman's widths), Debian with Microsoft's fonts, macOS, Windows. */
const LIBERATION = "/usr/share/fonts/truetype/liberation";
/** @type {Record<string, string[]>} */
const LOCAL_FILES = {
  Arial: [
    `${LIBERATION}/LiberationSans-Regular.ttf`,
    "/usr/share/fonts/truetype/msttcorefonts/Arial.ttf",
    "/System/Library/Fonts/Supplemental/Arial.ttf",
    "C:/Windows/Fonts/arial.ttf",
  ],
  "Arial Bold": [
    `${LIBERATION}/LiberationSans-Bold.ttf`,
    "/usr/share/fonts/truetype/msttcorefonts/Arial_Bold.ttf",
    "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
    "C:/Windows/Fonts/arialbd.ttf",
  ],
  "Times New Roman Bold": [
    `${LIBERATION}/LiberationSerif-Bold.ttf`,
    "/usr/share/fonts/truetype/msttcorefonts/Times_New_Roman_Bold.ttf",
    "/System/Library/Fonts/Supplemental/Times New Roman Bold.ttf",
    "C:/Windows/Fonts/timesbd.ttf",
  ],
  "Roboto Regular": ["/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"],
  "Roboto Bold": ["/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf"],
  "Noto Serif Bold": ["/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"],
};

/** Each web font's Latin file, as @fontsource-variable ships it (the subsets the build cuts come from these). */
const require = createRequire(import.meta.url);
const webFontFile = (/** @type {string} */ slug) =>
  readFileSync(
    path.join(
      path.dirname(require.resolve(`@fontsource-variable/${slug}/package.json`)),
      "files",
      `${slug}-latin-wght-normal.woff2`,
    ),
  );
/** @type {Record<string, Buffer>} */
const WEB_FONTS = { "DM Sans": webFontFile("dm-sans"), Fraunces: webFontFile("fraunces") };
const TEXT = siteText(new URL("../data", import.meta.url).pathname);

// Metric-compatible stand-ins where Arial and Times New Roman are not installed (Linux).
const ARIAL_CLONES = ["Liberation Sans", "Arimo"];
const ARIAL_BOLD_CLONES = ["Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"];
const TIMES_BOLD_CLONES = ["Liberation Serif Bold", "LiberationSerif-Bold", "Tinos Bold", "Tinos-Bold"];

/** Each face: the family the font stacks name, the weight(s) it serves, the web font's metrics there, the local font and its other names. */
/**
 * @typedef {import("@capsizecss/core").FontMetrics & { fullName?: string }} Metrics
 * @typedef {{ family: string; weight: string; web: [string, number]; metrics: Metrics; local: Metrics; alsoLocal: string[] }} Fallback
 */

/** @type {Fallback[]} */
const fallbacks = [
  {
    family: "DM Sans Fallback",
    weight: "400",
    web: ["DM Sans", 400],
    metrics: dmSans,
    local: arial,
    alsoLocal: ARIAL_CLONES,
  },
  {
    family: "DM Sans Fallback",
    weight: "600",
    web: ["DM Sans", 600],
    metrics: dmSansSemiBold,
    local: arialBold,
    alsoLocal: ARIAL_BOLD_CLONES,
  },
  {
    family: "DM Sans Fallback",
    weight: "700",
    web: ["DM Sans", 700],
    metrics: dmSansBold,
    local: arialBold,
    alsoLocal: ARIAL_BOLD_CLONES,
  },
  {
    family: "DM Sans Fallback Android",
    weight: "400",
    web: ["DM Sans", 400],
    metrics: dmSans,
    local: roboto,
    alsoLocal: ["Roboto"],
  },
  {
    family: "DM Sans Fallback Android",
    weight: "600",
    web: ["DM Sans", 600],
    metrics: dmSansSemiBold,
    local: robotoBold,
    alsoLocal: [],
  },
  {
    family: "DM Sans Fallback Android",
    weight: "700",
    web: ["DM Sans", 700],
    metrics: dmSansBold,
    local: robotoBold,
    alsoLocal: [],
  },
  {
    family: "Fraunces Fallback",
    weight: "100 900",
    web: ["Fraunces", displayWeight],
    metrics: frauncesDisplay,
    local: timesNewRomanBold,
    alsoLocal: TIMES_BOLD_CLONES,
  },
  {
    family: "Fraunces Fallback Android",
    weight: "100 900",
    web: ["Fraunces", displayWeight],
    metrics: frauncesDisplay,
    local: notoSerifBold,
    alsoLocal: [],
  },
];

/**
 * The web font's and the local font's metrics, their average widths those of the site's text when
 * the local font is installed here (capsize scales the fallback by their ratio), else capsize's own.
 */
/** @param {Fallback} fallback */
async function measured({ web: [webFamily, webWeight], metrics, local }) {
  const localFont = installedFont(LOCAL_FILES[local.fullName ?? ""] ?? []);
  if (!localFont) return { metrics, local, basis: `capsize's average width (${local.fullName} is not installed here)` };
  const webWidth = await webFontEmsPerCharacter(WEB_FONTS[webFamily], webWeight, TEXT);
  const localWidth = emsPerCharacter(localFont, TEXT);
  // capsize reads the width of the Latin subset where the metrics name one.
  /** @type {(fontMetrics: Metrics, ems: number) => Metrics} */
  const withWidth = (fontMetrics, ems) => {
    const xWidthAvg = ems * fontMetrics.unitsPerEm;
    return {
      ...fontMetrics,
      xWidthAvg,
      subsets: fontMetrics.subsets && { ...fontMetrics.subsets, latin: { xWidthAvg } },
    };
  };
  return {
    metrics: withWidth(metrics, webWidth),
    local: withWidth(local, localWidth),
    basis: `the site's text (${webWidth.toFixed(4)} against ${localWidth.toFixed(4)} em a character)`,
  };
}

const rules = [];
for (const fallback of fallbacks) {
  const { family, weight, alsoLocal } = fallback;
  const { metrics, local, basis } = await measured(fallback);
  const { fontFaces } = createFontStack([metrics, local], { fontFaceFormat: "styleString" });
  const extraLocals = alsoLocal.map((name) => `, local('${name}')`).join("");
  console.log(`${family} ${weight}: ${local.fullName} scaled to ${metrics.fullName} by ${basis}`);
  rules.push(
    fontFaces
      .replace(/font-family: "[^"]+";/, `font-family: "${family}";\n  font-weight: ${weight};`)
      .replace(/src: ([^;]+);/, `src: $1${extraLocals};`),
  );
}

writeFileSync(
  OUT_FILE,
  `// Generated by scripts/generate-fonts.mjs (npm run fonts); do not edit.\n${rules.join("\n")}\n`,
);
