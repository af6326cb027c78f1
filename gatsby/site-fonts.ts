// Cuts the site's web fonts down to what its pages use, at the start of
// every build (onPreBootstrap), before webpack bundles the styles:
// - the characters: every character of data/ (the editors' text, so a new one
//   is picked up by the next build), of src/ (the interface's own words) and of
//   content/ (its code and the interface's translated strings in
//   content/messages/), plus printable ASCII for what visitors type;
// - the weights: the body family's variable axis clipped to the span from
//   the lightest to the heaviest `font-weight` the styles declare (and the
//   browser's own 400 and 700); the display family, which the styles draw at
//   one weight ($font-display-weight in _tokens.scss), cut to that one
//   instance (12 KB of Latin where its span of weights took 23); the
//   Devanagari family, which both stacks name for Hindi text, to the body's
//   span widened to the display weight.
// The files land in src/styles/fonts/site-subsets/ (not committed) with a Sass
// partial naming them and the full @fontsource files with their ranges (from
// the package's unicode.json); _fonts.scss declares each subset after the full
// files, so the browser takes the subset for the characters it holds and
// fetches a full file only for a character it lacks (a visitor's name typed
// into a form, say).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import subsetFont from "subset-font";
import { jsonStrings } from "./json-strings.mjs";

/** A family as the styles name it, and the @fontsource package holding its files. */
export interface FontFamily {
  /** The CSS family name the styles use. */
  family: string;
  /** The package's name after @fontsource-variable/, which is also the start of its file names. */
  slug: string;
  /** The @fontsource files the site declares for it, by the name of their character range (the keys of the package's unicode.json). */
  scripts: readonly string[];
  /** The Sass token (in _tokens.scss) holding the one weight the styles draw this family at; without it, the styles' span. */
  weightToken?: string;
  /** Tokens of weights the family is drawn at besides the styles' span, which its subset's axis is widened to. */
  alsoAtTokens?: readonly string[];
  /** Characters the shaper asks the family's fonts for whether or not the text holds them: its subsets keep their glyphs, without claiming them in their unicode-range. */
  shapingCharacters?: string;
  /**
   * Cut to the glyphs the site's own text in this file's characters is shaped through
   * (gatsby/shaped-subset.mjs), not to every glyph its characters could form: for Devanagari,
   * the conjuncts the site's Hindi forms rather than every conjunct of its letters.
   */
  shapedSubset?: boolean;
  /** With shapedSubset: runs to shape besides the site's text, from the characters the subset holds. */
  alsoShapes?: (characters: string[]) => string[];
}

/** The files every page draws its Latin text from: the Latin families' whole range. */
const LATIN_SCRIPTS = ["latin", "latin-ext"] as const;

export const SITE_FONTS: FontFamily[] = [
  { family: "DM Sans Variable", slug: "dm-sans", scripts: LATIN_SCRIPTS },
  { family: "Fraunces Variable", slug: "fraunces", scripts: LATIN_SCRIPTS, weightToken: "font-display-weight" },
  // The Hindi pages' letters, in both stacks after the Latin family: drawn at
  // the body's weights and, in headings, at the display weight.
  {
    family: "Noto Sans Devanagari Variable",
    slug: "noto-sans-devanagari",
    scripts: ["devanagari"],
    alsoAtTokens: ["font-display-weight"],
    // The zero-width non-joiner and joiner, which steer a conjunct's form, and
    // the dotted circle HarfBuzz draws under a vowel sign with no consonant.
    shapingCharacters: "\u200C\u200D\u25CC",
    // 29 KB where every conjunct of the site's letters took 49 (docs/performance.md).
    shapedSubset: true,
    alsoShapes: consonantForms,
  },
];

const VIRAMA = "\u094D";
const RA = "\u0930";
const YA = "\u092F";
const ZERO_WIDTH_JOINER = "\u200D";

/**
 * Each Devanagari consonant among `characters` in the forms any word may ask of it, whether or
 * not the site's own text does: before a virama and another consonant (its half form, explicitly
 * asked for with a joiner), with ra after it (प्र) and before it (the reph of र्क), and with ya
 * after it (क्य). So a name a visitor types draws its common conjuncts as the full file does; a
 * conjunct with a glyph of its own (द्ध, ष्ठ) that the site's text never forms shows its
 * consonants' half forms or virama instead.
 */
export function consonantForms(characters: string[]): string[] {
  const consonants = characters.filter((character) => /[\u0915-\u0939\u0958-\u095F]/u.test(character));
  return consonants.flatMap((consonant) => [
    consonant + VIRAMA + ZERO_WIDTH_JOINER,
    consonant + VIRAMA + RA,
    RA + VIRAMA + consonant,
    consonant + VIRAMA + YA,
  ]);
}

/** The file holding the styles' tokens, from the project's root. */
const TOKENS_FILE = "src/styles/_tokens.scss";

type Span = [number, number];

/** A CSS unicode-range ('U+0000-00FF,U+0131') as code point spans. */
export function parseUnicodeRange(range: string): Span[] {
  return range.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const inRange = (point: number, range: Span[]) => range.some(([from, to]) => point >= from && point <= to);

/** Where the subsets are written, from the project's root; _fonts.scss and the font preloads read them from here. */
export const SUBSETS_DIR = "src/styles/fonts/site-subsets";

/** The files whose characters the pages can show. */
function textFiles(root: string): string[] {
  const under = (dir: string, extensions: RegExp) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => extensions.test(file))
      .map((file) => path.join(root, dir, file));
  return [...under("data", /\.json$/), ...under("src", /\.(tsx?|scss)$/), ...under("content", /\.(ts|mjs|json)$/)];
}

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join("");

/**
 * The text the styles draw themselves: each quoted `content` value of a
 * stylesheet, its CSS escapes decoded (the departure rows' `content: "\a0"`,
 * a no-break space that keeps a line's height, which the subset must hold or
 * the page fetches the family's full Latin file for it).
 */
export function styleContentText(stylesheet: string): string[] {
  return [...stylesheet.matchAll(/(?<![-\w])content:\s*"((?:[^"\\]|\\.)*)"/g)].map(([, value]) =>
    value.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, escaped: string | undefined) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : escaped!,
    ),
  );
}

/** The site's text: each string of data/ and content/'s JSON, each source file of its code, each text a stylesheet draws, and printable ASCII. */
export function siteTexts(root: string): string[] {
  const texts = [PRINTABLE_ASCII];
  for (const file of textFiles(root)) {
    const text = readFileSync(file, "utf8");
    if (file.endsWith(".json")) texts.push(...jsonStrings(JSON.parse(text)));
    else if (file.endsWith(".scss")) texts.push(...styleContentText(text));
    else texts.push(text);
  }
  return texts;
}

/** Every character the site's text uses, as sorted code points (control characters left out). */
export function siteCodePoints(root: string): number[] {
  return codePointsOf(siteTexts(root));
}

function codePointsOf(texts: string[]): number[] {
  const points = new Set<number>();
  for (const text of texts) for (const character of text) points.add(character.codePointAt(0)!);
  return [...points].filter((point) => point >= 0x20 && point !== 0x7f).sort((a, b) => a - b);
}

/** The distinct runs of `texts` made only of characters in `range`: the words a font for that range shapes. */
export function runsIn(texts: string[], range: Span[]): string[] {
  const runs = new Set<string>();
  for (const text of texts) {
    let run = "";
    for (const character of text + "\n") {
      if (inRange(character.codePointAt(0)!, range)) run += character;
      else if (run) {
        runs.add(run);
        run = "";
      }
    }
  }
  return [...runs].sort();
}

/** gatsby/shaped-subset.mjs, from the project's root (the build's and the tests' working directory). */
const SHAPED_SUBSET_SCRIPT = path.resolve("gatsby/shaped-subset.mjs");

/** The file at `source` cut to the glyphs `runs` are shaped through at `weights` and to `codePoints`, as woff2. */
function shapedSubsetOf(source: string, runs: string[], codePoints: number[], weights: { min: number; max: number }) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), "shaped-subset-")), "subset.woff2");
  try {
    execFileSync(process.execPath, [SHAPED_SUBSET_SCRIPT], {
      input: JSON.stringify({ source, out, runs, codePoints, weights }),
      stdio: ["pipe", "inherit", "inherit"],
    });
    return readFileSync(out);
  } finally {
    rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

/** The lightest and heaviest weights the styles ask for: every numeric `font-weight`, and normal and bold. */
export function styleWeights(root: string): { min: number; max: number } {
  const weights = [400, 700];
  const stylesDir = path.join(root, "src");
  for (const file of readdirSync(stylesDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".scss")) continue;
    const text = readFileSync(path.join(stylesDir, file), "utf8");
    for (const match of text.matchAll(/font-weight:\s*(\d+)\s*[;}]/g)) weights.push(Number(match[1]));
  }
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

/** The weight a token of _tokens.scss names (`$font-display-weight: 650;`); throws when it is missing. */
export function tokenWeight(root: string, token: string): number {
  const tokens = readFileSync(path.join(root, TOKENS_FILE), "utf8");
  const match = new RegExp(`^\\$${token}:\\s*(\\d+);`, "m").exec(tokens);
  if (!match)
    throw new Error(`${TOKENS_FILE} declares no numeric $${token}, which gatsby/site-fonts.ts cuts a font to.`);
  return Number(match[1]);
}

/** The weight axis a family's subset keeps: its one weight, or the styles' span widened to its other tokens' weights. */
export function weightAxisOf(font: FontFamily, root: string): number | { min: number; max: number } {
  if (font.weightToken) return tokenWeight(root, font.weightToken);
  const { min, max } = styleWeights(root);
  const also = (font.alsoAtTokens ?? []).map((token) => tokenWeight(root, token));
  return { min: Math.min(min, ...also), max: Math.max(max, ...also) };
}

/** The spans of `range` with every code point of `taken` cut out. */
export function withoutRange(range: Span[], taken: Span[]): Span[] {
  const kept: Span[] = [];
  for (const [from, to] of range) {
    let start = from;
    for (const [takenFrom, takenTo] of [...taken].sort((a, b) => a[0] - b[0])) {
      if (takenTo < start || takenFrom > to) continue;
      if (takenFrom > start) kept.push([start, takenFrom - 1]);
      start = Math.max(start, takenTo + 1);
    }
    if (start <= to) kept.push([start, to]);
  }
  return kept;
}

/**
 * The characters a family's file for `script` is declared for: the package's
 * own range, and for a script other than Latin that range less every
 * character of the Latin files. Google's Devanagari range claims ₹ (U+20B9),
 * the rupee sign U+20A8 and the joiners U+200C–200D, which are Latin's too.
 * Declared for them, the Devanagari file would be fetched by an English page
 * whenever its Latin family lacks one of them: Fraunces has no U+20A8, DM Sans
 * no joiners (which join emoji), and a browser looking for a glyph goes on
 * down the stack. Without them, only Devanagari text makes a page fetch it.
 */
export function declaredRange(ranges: Record<string, string>, script: string): Span[] {
  const own = parseUnicodeRange(ranges[script]);
  if ((LATIN_SCRIPTS as readonly string[]).includes(script)) return own;
  return withoutRange(
    own,
    LATIN_SCRIPTS.flatMap((latin) => parseUnicodeRange(ranges[latin])),
  );
}

/** Code point spans as a CSS unicode-range (U+41-5A, U+20B9). */
export function cssRange(spans: Span[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase();
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

/** Sorted code points as a CSS unicode-range: consecutive points joined (U+41-5A). */
export function unicodeRange(points: number[]): string {
  const spans: Span[] = [];
  for (const point of points) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  return cssRange(spans);
}

export interface WrittenSubset {
  family: string;
  fileName: string;
  bytes: number;
  characters: number;
}

/**
 * Writes one subset per family and @fontsource file, and the Sass partial
 * declaring the full files and each subset that holds any of the site's
 * characters; returns what it wrote. A subset holding none is written all the
 * same, undeclared, because the preloads import each file by name: the
 * Devanagari one before the site holds any Hindi text.
 */
export async function writeSiteFonts(root: string, outDir = path.join(root, SUBSETS_DIR)): Promise<WrittenSubset[]> {
  // Not a bare require.resolve: the build bundles this module, and the bundler rewrites that one.
  const resolve = createRequire(__filename).resolve;
  const texts = siteTexts(root);
  const points = codePointsOf(texts);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const written: WrittenSubset[] = [];
  const fullFaces: string[] = [];
  const subsetFaces: string[] = [];
  for (const font of SITE_FONTS) {
    const { family, slug } = font;
    const weightAxis = weightAxisOf(font, root);
    // The package's folder, from its package.json (the only kind of file its exports give to require).
    const packageDir = path.dirname(resolve(`@fontsource-variable/${slug}/package.json`));
    const ranges = JSON.parse(readFileSync(path.join(packageDir, "unicode.json"), "utf8")) as Record<string, string>;
    for (const script of font.scripts) {
      const fullFile = `${slug}-${script}-wght-normal.woff2`;
      const range = declaredRange(ranges, script);
      fullFaces.push(`  ("${family}", "${slug}/files/${fullFile}", (${cssRange(range)}))`);
      const covered = points.filter((point) => inRange(point, range));
      const sourceFile = path.join(packageDir, "files", fullFile);
      const characters = String.fromCodePoint(...covered) + (font.shapingCharacters ?? "");
      const subset = font.shapedSubset
        ? shapedSubsetOf(
            sourceFile,
            [...runsIn(texts, range), ...(font.alsoShapes?.([...characters]) ?? [])],
            [...characters].map((character) => character.codePointAt(0)!),
            typeof weightAxis === "number" ? { min: weightAxis, max: weightAxis } : weightAxis,
          )
        : await subsetFont(readFileSync(sourceFile), characters, {
            targetFormat: "woff2",
            variationAxes: { wght: weightAxis },
          });
      const fileName = `${slug}-${script}-site.woff2`;
      writeFileSync(path.join(outDir, fileName), subset);
      written.push({ family, fileName, bytes: subset.length, characters: covered.length });
      if (covered.length > 0) subsetFaces.push(`  ("${family}", "${fileName}", (${unicodeRange(covered)}))`);
    }
  }
  writeFileSync(
    path.join(outDir, "_faces.scss"),
    "// Written by gatsby/site-fonts.ts at the start of each build; not committed.\n" +
      "// Each face: family, file, the characters it holds. The full files are in @fontsource-variable/.\n" +
      `$full-faces: (\n${fullFaces.join(",\n")},\n);\n` +
      `$subset-faces: (\n${subsetFaces.join(",\n")},\n);\n`,
  );
  return written;
}
