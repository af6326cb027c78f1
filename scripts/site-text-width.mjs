// How wide the site's own text is in a font, in ems per character, for
// scripts/generate-fonts.mjs: a fallback scaled by the ratio of these widths
// takes as much room as the web font for the words the pages actually show, so
// lines break in the same places and nothing moves when the web font arrives.
// (capsize's own average width is over a generic English letter frequency: on
// this site's text it left the display fallback 1.7 % narrower than Fraunces,
// and the home page's heading on a phone a line shorter.)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as harfbuzz from "harfbuzzjs";
import subsetFont from "subset-font";
import { jsonStrings } from "../gatsby/json-strings.mjs";

/**
 * Every string of the content in `dataDir` (the trips, pages and jobs the editors write), one per line.
 * @param {string} dataDir
 */
export function siteText(dataDir) {
  return readdirSync(dataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => jsonStrings(JSON.parse(readFileSync(path.join(dataDir, file), "utf8"))))
    .join("\n");
}

/**
 * The advance of `text` set in the font, shaped by HarfBuzz (kerning included), in ems per character.
 * @param {Uint8Array} font a TrueType or OpenType file
 * @param {string} text
 */
export function emsPerCharacter(font, text) {
  const face = new harfbuzz.Face(new harfbuzz.Blob(font));
  const buffer = new harfbuzz.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  harfbuzz.shape(new harfbuzz.Font(face), buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  return advance / face.upem / [...text].length;
}

/**
 * The width of `text` in a variable web font (a woff2 file) drawn at `weight`.
 * @param {Uint8Array} woff2
 * @param {number} weight
 * @param {string} text
 */
export async function webFontEmsPerCharacter(woff2, weight, text) {
  const instance = await subsetFont(Buffer.from(woff2), text, {
    targetFormat: "truetype",
    variationAxes: { wght: weight },
  });
  return emsPerCharacter(instance, text);
}

/**
 * The first of the files that exists: a local font as this machine installs it, or null.
 * @param {string[]} files
 */
export function installedFont(files) {
  const file = files.find((candidate) => existsSync(candidate));
  return file ? readFileSync(file) : null;
}
