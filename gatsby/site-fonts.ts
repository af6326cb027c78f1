// Cuts the site's two web fonts down to what its pages use, at the start of
// every build (onPreBootstrap), before webpack bundles the styles:
// - the characters: every character of data/ (the editors' text, so a new one
//   is picked up by the next build) and of src/ (the interface's own words),
//   plus printable ASCII for what visitors type;
// - the weights: the body family's variable axis clipped to the span from
//   the lightest to the heaviest `font-weight` the styles declare (and the
//   browser's own 400 and 700); the display family, which the styles draw at
//   one weight ($font-display-weight in _tokens.scss), cut to that one
//   instance (12 KB of Latin where its span of weights took 23).
// The files land in src/styles/fonts/site-subsets/ (not committed) with a Sass
// partial naming them and the full @fontsource files with their ranges (from
// the package's unicode.json); _fonts.scss declares each subset after the full
// files, so the browser takes the subset for the characters it holds and
// fetches a full file only for a character it lacks (a visitor's name typed
// into a form, say).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { jsonStrings } from "./json-strings.mjs";

/** A family as the styles name it, and the @fontsource package holding its files. */
export interface FontFamily {
  /** The CSS family name the styles use. */
  family: string;
  /** The package's name after @fontsource-variable/, which is also the start of its file names. */
  slug: string;
  /** The Sass token (in _tokens.scss) holding the one weight the styles draw this family at; without it, the styles' span. */
  weightToken?: string;
}

export const SITE_FONTS: FontFamily[] = [
  { family: "DM Sans Variable", slug: "dm-sans" },
  { family: "Fraunces Variable", slug: "fraunces", weightToken: "font-display-weight" },
];

/** The file holding the styles' tokens, from the project's root. */
const TOKENS_FILE = "src/styles/_tokens.scss";

/** The @fontsource files the site declares (_fonts.scss), by the name of their character range. */
const SUBSETS = ["latin", "latin-ext"] as const;

type Span = [number, number];

/** A CSS unicode-range ('U+0000-00FF,U+0131') as code point spans. */
export function parseUnicodeRange(range: string): Span[] {
  return range.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Where the subsets are written, from the project's root; _fonts.scss and the font preloads read them from here. */
export const SUBSETS_DIR = "src/styles/fonts/site-subsets";

/** The files whose characters the pages can show. */
function textFiles(root: string): string[] {
  const under = (dir: string, extensions: RegExp) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => extensions.test(file))
      .map((file) => path.join(root, dir, file));
  return [...under("data", /\.json$/), ...under("src", /\.tsx?$/), ...under("content", /\.(ts|mjs)$/)];
}

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join("");

/** Every character the site's text uses, as sorted code points (control characters left out). */
export function siteCodePoints(root: string): number[] {
  const points = new Set<number>();
  const add = (text: string) => {
    for (const character of text) points.add(character.codePointAt(0)!);
  };
  add(PRINTABLE_ASCII);
  for (const file of textFiles(root)) {
    const text = readFileSync(file, "utf8");
    if (file.endsWith(".json")) jsonStrings(JSON.parse(text)).forEach(add);
    else add(text);
  }
  return [...points].filter((point) => point >= 0x20 && point !== 0x7f).sort((a, b) => a - b);
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

/** The weight axis a family's subset keeps: its one weight, or the styles' span. */
export function weightAxisOf(font: FontFamily, root: string): number | { min: number; max: number } {
  return font.weightToken ? tokenWeight(root, font.weightToken) : styleWeights(root);
}

const inRange = (point: number, range: Span[]) => range.some(([from, to]) => point >= from && point <= to);

/** Code points as CSS unicode-range spans: consecutive points joined (U+41-5A). */
export function unicodeRange(points: number[]): string {
  const spans: Span[] = [];
  for (const point of points) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

export interface WrittenSubset {
  family: string;
  fileName: string;
  bytes: number;
  characters: number;
}

/**
 * Writes one subset per family and @fontsource file that holds any of the
 * site's characters, and the Sass partial declaring them; returns what it wrote.
 */
export async function writeSiteFonts(root: string, outDir = path.join(root, SUBSETS_DIR)): Promise<WrittenSubset[]> {
  // Not a bare require.resolve: the build bundles this module, and the bundler rewrites that one.
  const resolve = createRequire(__filename).resolve;
  const points = siteCodePoints(root);
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
    for (const subset of SUBSETS) {
      const fullFile = `${slug}-${subset}-wght-normal.woff2`;
      fullFaces.push(`  ("${family}", "${slug}/files/${fullFile}", (${ranges[subset]}))`);
      const range = parseUnicodeRange(ranges[subset]);
      const covered = points.filter((point) => inRange(point, range));
      if (covered.length === 0) continue;
      const source = readFileSync(path.join(packageDir, "files", fullFile));
      const font = await subsetFont(source, String.fromCodePoint(...covered), {
        targetFormat: "woff2",
        variationAxes: { wght: weightAxis },
      });
      const fileName = `${slug}-${subset}-site.woff2`;
      writeFileSync(path.join(outDir, fileName), font);
      written.push({ family, fileName, bytes: font.length, characters: covered.length });
      subsetFaces.push(`  ("${family}", "${fileName}", (${unicodeRange(covered)}))`);
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
