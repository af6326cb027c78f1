// Cuts a font to the glyphs a text is shaped through, for gatsby/site-fonts.ts.
// HarfBuzz's subsetter, given characters, keeps every glyph its substitution
// rules can reach from them (the layout closure): for Devanagari, every
// conjunct the characters could form, most of which the site's Hindi never
// forms. Here the text itself is shaped, at each weight, and the subset keeps
// the glyphs the shaper met on the way (each rule's intermediate glyphs
// included) and the substitution and positioning rules among them, and no
// others. A separate script, as HarfBuzz's JavaScript module loads its
// WebAssembly with a top-level await, which the build's CommonJS cannot import.
//
// Usage: node gatsby/shaped-subset.mjs < { source, out, runs, codePoints, weights: { min, max } } (JSON)
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { convert } from "fontverter";
import * as harfbuzz from "harfbuzzjs";

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
/** Runs shaped per call: joined by spaces, which no Devanagari rule crosses. */
const RUNS_PER_BUFFER = 400;
/** How far apart the weights the text is shaped at are: a variable font may swap glyphs by weight. */
const WEIGHT_STEP = 50;

const tagOf = (/** @type {string} */ tag) =>
  [...tag].reduce((value, character) => (value << 8) + character.charCodeAt(0), 0);

/**
 * Every glyph shaping `runs` passes through at the weights from `min` to `max`: the final ones and
 * each substitution's intermediate glyphs (a half form a conjunct is then made of).
 * @param {Uint8Array} truetype
 * @param {string[]} runs
 * @param {{ min: number; max: number }} weights
 */
export function shapedGlyphs(truetype, runs, { min, max }) {
  const face = new harfbuzz.Face(new harfbuzz.Blob(truetype));
  /** @type {Set<number>} */
  const glyphs = new Set();
  const buffer = new harfbuzz.Buffer();
  const collect = () => buffer.getGlyphInfos().forEach(({ codepoint }) => glyphs.add(codepoint));
  // Called before each lookup, while the buffer holds glyphs: what the previous lookup made of them.
  buffer.setMessageFunc((shaping) => {
    if (shaping.getContentType() === harfbuzz.BufferContentType.GLYPHS)
      shaping.getGlyphInfos().forEach(({ codepoint }) => glyphs.add(codepoint));
    return true;
  });
  for (let weight = min; weight <= max; weight = weight === max ? max + 1 : Math.min(weight + WEIGHT_STEP, max)) {
    const font = new harfbuzz.Font(face);
    font.setVariations([new harfbuzz.Variation("wght", weight)]);
    for (let start = 0; start < runs.length; start += RUNS_PER_BUFFER) {
      buffer.clearContents();
      buffer.addText(runs.slice(start, start + RUNS_PER_BUFFER).join(" "));
      buffer.guessSegmentProperties();
      harfbuzz.shape(font, buffer, []);
      collect();
    }
  }
  return glyphs;
}

/**
 * The font cut to `codePoints` and `glyphs`, every layout feature kept but no layout closure, its
 * weight axis to `weights`; as TrueType.
 * @param {Uint8Array} truetype
 * @param {number[]} codePoints
 * @param {Set<number>} glyphs
 * @param {{ min: number; max: number }} weights
 */
export async function subsetToGlyphs(truetype, codePoints, glyphs, weights) {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
  const hb = /** @type {Record<string, Function> & { memory: WebAssembly.Memory }} */ (
    /** @type {unknown} */ ((await WebAssembly.instantiate(wasm)).instance.exports)
  );
  hb._initialize();
  // The wasm memory can grow while subsetting, which detaches earlier views of it.
  const heap = () => new Uint8Array(hb.memory.buffer);
  const fontPointer = hb.malloc(truetype.byteLength);
  heap().set(truetype, fontPointer);
  const blob = hb.hb_blob_create(fontPointer, truetype.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hb.hb_set_clear(features);
  hb.hb_set_invert(features);
  hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
  const unicodes = hb.hb_subset_input_unicode_set(input);
  codePoints.forEach((point) => hb.hb_set_add(unicodes, point));
  const glyphSet = hb.hb_subset_input_glyph_set(input);
  glyphs.forEach((glyph) => hb.hb_set_add(glyphSet, glyph));
  if (!hb.hb_subset_input_set_axis_range(input, face, tagOf("wght"), weights.min, weights.max, NaN))
    throw new Error(`HarfBuzz could not cut the weight axis to ${weights.min}–${weights.max}`);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (subset === 0) throw new Error("HarfBuzz could not subset the font");
  const result = hb.hb_face_reference_blob(subset);
  const start = hb.hb_blob_get_data(result, 0);
  const bytes = heap().slice(start, start + hb.hb_blob_get_length(result));
  hb.hb_blob_destroy(result);
  hb.hb_face_destroy(subset);
  hb.hb_face_destroy(face);
  hb.free(fontPointer);
  return bytes;
}

/** Reads the job from standard input, writes the subset as woff2. */
async function main() {
  const { source, out, runs, codePoints, weights } = JSON.parse(readFileSync(0, "utf8"));
  const truetype = new Uint8Array(await convert(readFileSync(source), "truetype"));
  const glyphs = shapedGlyphs(truetype, runs, weights);
  const subset = await subsetToGlyphs(truetype, codePoints, glyphs, weights);
  writeFileSync(out, await convert(Buffer.from(subset), "woff2"));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
