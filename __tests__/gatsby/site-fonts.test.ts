/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  SITE_FONTS,
  declaredRange,
  parseUnicodeRange,
  siteCodePoints,
  styleContentText,
  styleWeights,
  unicodeRange,
  weightAxisOf,
  withoutRange,
  writeSiteFonts,
} from "../../gatsby/site-fonts";
import subsetFont from "subset-font";
import { jsonStrings } from "../../gatsby/json-strings.mjs";

/** A throwaway project holding the given files. */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "site-fonts-"));
  for (const dir of ["data", "src", "content"]) mkdirSync(path.join(root, dir));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index);

const PACKAGES = path.resolve(__dirname, "../../node_modules/@fontsource-variable");
const DEVANAGARI_RANGES = JSON.parse(
  readFileSync(path.join(PACKAGES, "noto-sans-devanagari/unicode.json"), "utf8"),
) as Record<string, string>;
const FULL_DEVANAGARI = path.join(
  PACKAGES,
  "noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);

/** A trip page's text in Hindi, ending with a line of conjuncts. */
const HINDI_SAMPLE = JSON.parse(readFileSync(path.resolve(__dirname, "../fixtures/hindi-sample.json"), "utf8")) as {
  conjuncts: string;
};
const isDevanagari = (point: number) => point >= 0x900 && point <= 0x97f;
const devanagariOf = (text: string) =>
  [...new Set([...text].map((character) => character.codePointAt(0)!))].filter(isDevanagari).sort((a, b) => a - b);

const inSpans = (point: number, spans: [number, number][]) => spans.some(([from, to]) => point >= from && point <= to);

interface Shaped {
  glyphs: number;
  positions: [number, number, number][];
}

/**
 * Each word shaped by HarfBuzz in each font file (woff2) at `weight`: how many glyphs, and each one's
 * advance and offsets; and the characters each file maps. In a Node ES module, as HarfBuzz's module
 * loads its WebAssembly with a top-level await, which Jest's CommonJS cannot.
 */
function shapeIn(files: string[], words: string[], weight: number): { shaped: Shaped[][]; characters: number[][] } {
  const script = `
    import { readFileSync } from "node:fs";
    import fontverter from "fontverter";
    import * as harfbuzz from "harfbuzzjs";
    const shaped = [];
    const characters = [];
    for (const file of ${JSON.stringify(files)}) {
      const face = new harfbuzz.Face(new harfbuzz.Blob(await fontverter.convert(readFileSync(file), "truetype")));
      const font = new harfbuzz.Font(face);
      font.setVariations([harfbuzz.Variation.fromString("wght=${weight}")]);
      shaped.push(${JSON.stringify(words)}.map((word) => {
        const buffer = new harfbuzz.Buffer();
        buffer.addText(word);
        buffer.guessSegmentProperties();
        harfbuzz.shape(font, buffer);
        const positions = buffer.getGlyphPositions().map((p) => [p.xAdvance, p.xOffset, p.yOffset]);
        return { glyphs: positions.length, positions };
      }));
      characters.push([...face.collectUnicodes()]);
    }
    console.log(JSON.stringify({ shaped, characters }));`;
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      cwd: path.resolve(__dirname, "../.."),
    }),
  );
}

describe("the site's font subsets", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("take every character of data/ (escapes decoded), of the interface's code and printable ASCII, and no control characters", () => {
    root = projectWith({
      "data/trips/spiti.json": '{ "title": "Caf\\u00e9 à la carte", "price": "\\u20b9 18,999" }',
      "src/components/card.tsx": "export const Arrow = () => <span>Next →</span>;\n\t",
      "content/terms.ts": 'export const DASH = "—";',
      "src/notes.md": "ignored: ✓",
    });
    const points = siteCodePoints(root);
    expect(points).toEqual([...ASCII, 0xe0, 0xe9, 0x2014, 0x20b9, 0x2192]);
  });

  it("take the text the styles draw themselves, CSS escapes decoded, and nothing else of a stylesheet", () => {
    root = projectWith({
      "src/components/rows.module.scss":
        '.row { justify-content: center; }\n.row::before { content: "\\a0"; }\n.next::after { content: "\\2192 \\"more\\""; }\n// ✓',
    });
    expect(siteCodePoints(root)).toEqual([...ASCII, 0xa0, 0x2192]);
    expect(styleContentText('.a::before { content: "\\a0"; } .b { content: attr(title); }')).toEqual(["\u00a0"]);
  });

  it("take the interface's translated strings in content/messages/, their keys left out", () => {
    root = projectWith({ "content/messages/hi.json": JSON.stringify({ "nav.trips": "यात्राएँ" }) });
    expect(siteCodePoints(root)).toEqual([...ASCII, ...devanagariOf("यात्राएँ")]);
  });

  it("span the weights the styles declare, and at least normal and bold", () => {
    root = projectWith({
      "src/styles/a.scss": ".a { font-weight: 650; }\n.b {\n  font-weight: 800;\n}",
      "src/components/b.module.scss": ".c { font-weight: 600 }",
    });
    expect(styleWeights(root)).toEqual({ min: 400, max: 800 });
    writeFileSync(path.join(root, "src/styles/a.scss"), ".a { font-weight: 300; }");
    expect(styleWeights(root)).toEqual({ min: 300, max: 700 });
  });

  it("keep the body family's span of weights, and only the one weight the styles' token gives the display family", () => {
    root = projectWith({
      "src/styles/_tokens.scss": "$font-body: sans-serif;\n$font-display-weight: 650;\n",
      "src/a.scss": ".a { font-weight: 600; }",
    });
    const [body, display] = SITE_FONTS;
    expect(weightAxisOf(body, root)).toEqual({ min: 400, max: 700 });
    expect(weightAxisOf(display, root)).toBe(650);
    writeFileSync(path.join(root, "src/styles/_tokens.scss"), "$font-display-weight: $bold;\n");
    expect(() => weightAxisOf(display, root)).toThrow(
      "src/styles/_tokens.scss declares no numeric $font-display-weight",
    );
  });

  it("widen the Devanagari family's span of weights to the display weight, as headings draw Hindi in it", () => {
    root = projectWith({ "src/styles/_tokens.scss": "$font-display-weight: 650;\n" });
    const devanagari = SITE_FONTS.find(({ family }) => family === "Noto Sans Devanagari Variable")!;
    expect(weightAxisOf(devanagari, root)).toEqual({ min: 400, max: 700 });
    writeFileSync(path.join(root, "src/styles/_tokens.scss"), "$font-display-weight: 800;\n");
    expect(weightAxisOf(devanagari, root)).toEqual({ min: 400, max: 800 });
  });

  it("name their characters as CSS unicode-range spans", () => {
    expect(unicodeRange([...ASCII, 0xa9, 0xaa, 0x20b9])).toBe("U+20-7E, U+A9-AA, U+20B9");
  });

  it("are written per family and @fontsource file that holds any of the characters, with the Sass that declares them", async () => {
    root = projectWith({
      "data/company.json": JSON.stringify({ price: "₹1,000" }),
      "src/a.scss": ".a { font-weight: 600; }",
      "src/styles/_tokens.scss": "$font-display-weight: 650;\n",
    });
    const outDir = path.join(root, "subsets");
    const written = await writeSiteFonts(root, outDir);

    expect(written.map(({ fileName, characters }) => [fileName, characters])).toEqual([
      ["dm-sans-latin-site.woff2", ASCII.length],
      ["dm-sans-latin-ext-site.woff2", 1],
      ["fraunces-latin-site.woff2", ASCII.length],
      ["fraunces-latin-ext-site.woff2", 1],
      ["noto-sans-devanagari-devanagari-site.woff2", 0],
    ]);
    for (const { fileName, bytes } of written) {
      const font = readFileSync(path.join(outDir, fileName));
      expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(font.length).toBe(bytes);
    }
    // Far smaller than the files they were cut from (about 37 KB each for Latin).
    expect(statSync(path.join(outDir, "dm-sans-latin-site.woff2")).size).toBeLessThan(20_000);
    // The display family at its one weight: about half of what its span of weights took (22.5 KB).
    expect(statSync(path.join(outDir, "fraunces-latin-site.woff2")).size).toBeLessThan(14_000);
    const faces = readFileSync(path.join(outDir, "_faces.scss"), "utf8");
    expect(faces).toContain('("DM Sans Variable", "dm-sans-latin-ext-site.woff2", (U+20B9))');
    // The full files too, each with @fontsource's own range, for the characters the subsets lack.
    expect(faces).toContain(
      '("Fraunces Variable", "fraunces/files/fraunces-latin-wght-normal.woff2", (U+0-FF, U+131, U+152-153,',
    );
    expect(faces.indexOf("$full-faces")).toBeLessThan(faces.indexOf("$subset-faces"));
  });

  it("cut the Devanagari subset to the Hindi text's characters at the styles' weights, its conjuncts and marks shaped as in the full file", async () => {
    root = projectWith({
      "data/trips/spiti.json": JSON.stringify(HINDI_SAMPLE),
      "src/a.scss": ".a { font-weight: 600; }",
      "src/styles/_tokens.scss": "$font-display-weight: 650;\n",
    });
    const outDir = path.join(root, "subsets");
    const written = await writeSiteFonts(root, outDir);
    const hindi = devanagariOf(jsonStrings(HINDI_SAMPLE).join(""));
    const devanagari = written.find(({ fileName }) => fileName === "noto-sans-devanagari-devanagari-site.woff2")!;
    expect(devanagari.characters).toBe(hindi.length);
    // The full file holds the whole block at every weight from 100 to 900 (about 90 KB).
    expect(devanagari.bytes).toBeLessThan(statSync(FULL_DEVANAGARI).size * 0.75);
    const faces = readFileSync(path.join(outDir, "_faces.scss"), "utf8");
    expect(faces).toContain(
      `("Noto Sans Devanagari Variable", "noto-sans-devanagari-devanagari-site.woff2", (${unicodeRange(hindi)}))`,
    );

    // Word by word: the spaces between them are the Latin family's.
    const words = HINDI_SAMPLE.conjuncts.split(" ");
    const subset = path.join(outDir, devanagari.fileName);
    for (const weight of [400, 650, 700]) {
      const {
        shaped: [inSubset, inFull],
        characters: [subsetCharacters],
      } = shapeIn([subset, FULL_DEVANAGARI], words, weight);
      expect(subsetCharacters).toEqual(expect.arrayContaining(hindi));
      // The same glyphs, advances and mark offsets as the full file (GSUB and GPOS kept), to the
      // unit of 1,000 an em that the weight axis, cut to a narrower span, is rounded to between its ends...
      expect(inSubset.map(({ glyphs }) => glyphs)).toEqual(inFull.map(({ glyphs }) => glyphs));
      inSubset.forEach(({ positions }, word) =>
        positions.forEach((position, glyph) =>
          position.forEach((value, axis) =>
            expect(Math.abs(value - inFull[word].positions[glyph][axis])).toBeLessThanOrEqual(1),
          ),
        ),
      );
      // ...and fewer glyphs than letters in each word: its conjuncts (क्ष, त्र, श्र, द्ध, द्व) formed.
      inSubset.forEach(({ glyphs }, index) => expect(glyphs).toBeLessThan([...words[index]].length));
    }
  });

  it("keep the Devanagari glyphs the site's text is shaped through and its consonants' common forms, not every conjunct its letters could form", async () => {
    // Their letters, and the conjunct द्ध, formed by a glyph of its own.
    const text = "धर्म पद्धति दूध यात्रा";
    root = projectWith({
      "data/trips/spiti.json": JSON.stringify({ title: text }),
      "src/styles/_tokens.scss": "$font-display-weight: 650;\n",
    });
    const outDir = path.join(root, "subsets");
    const written = await writeSiteFonts(root, outDir);
    const subset = path.join(outDir, "noto-sans-devanagari-devanagari-site.woff2");
    // In the site's text (द्ध); forms of its consonants a visitor's name may ask for though the text
    // does not (प्र, र्द, द्य, the half form of म in म्प); and the conjunct द्म (पद्म, a lotus, and a name), which has a
    // glyph of its own that nothing in the text forms.
    const words = ["पद्धति", "प्रति", "दर्द", "मद्य", "पम्प", "पद्म"];
    for (const weight of [400, 700]) {
      const {
        shaped: [inSubset, inFull],
      } = shapeIn([subset, FULL_DEVANAGARI], words, weight);
      expect(inSubset.slice(0, -1)).toEqual(inFull.slice(0, -1));
      // The full file draws द्म as one glyph; the subset, without it, as द's half form or its virama, and म.
      expect(inSubset.at(-1)!.glyphs).toBeGreaterThan(inFull.at(-1)!.glyphs);
    }
    // What every conjunct of those letters would take, as HarfBuzz's layout closure keeps them.
    const closed = await subsetFont(readFileSync(FULL_DEVANAGARI), String.fromCodePoint(...devanagariOf(text)), {
      targetFormat: "woff2",
      variationAxes: { wght: { min: 400, max: 700 } },
    });
    const devanagari = written.find(({ fileName }) => fileName === "noto-sans-devanagari-devanagari-site.woff2")!;
    expect(devanagari.bytes).toBeLessThan(closed.length);
  });

  it("write the Devanagari subset before the site holds any Hindi, undeclared, for the Hindi pages' preload to name", async () => {
    root = projectWith({ "src/styles/_tokens.scss": "$font-display-weight: 650;\n" });
    const outDir = path.join(root, "subsets");
    const written = await writeSiteFonts(root, outDir);
    expect(written.find(({ fileName }) => fileName.startsWith("noto-sans-devanagari"))).toMatchObject({
      characters: 0,
    });
    const faces = readFileSync(path.join(outDir, "_faces.scss"), "utf8");
    expect(faces).not.toContain('"noto-sans-devanagari-devanagari-site.woff2"');
    expect(faces).toContain('("Noto Sans Devanagari Variable", "noto-sans-devanagari/files/');
  });
});

describe("the Devanagari font's declared range", () => {
  const range = declaredRange(DEVANAGARI_RANGES, "devanagari");

  it("covers the Devanagari block and the rest of the package's Devanagari range", () => {
    for (let point = 0x900; point <= 0x97f; point++) expect(inSpans(point, range)).toBe(true);
    for (const point of [0x1cd0, 0x1cf9, 0xa8e0, 0xa8ff, 0x11b00]) expect(inSpans(point, range)).toBe(true);
  });

  it("claims no rupee sign, no joiner, nor anything else the Latin files claim, so English pages never fetch it", () => {
    for (const point of [0x20b9, 0x20a8, 0x200c, 0x200d]) expect(inSpans(point, range)).toBe(false);
    const latin = [...parseUnicodeRange(DEVANAGARI_RANGES.latin), ...parseUnicodeRange(DEVANAGARI_RANGES["latin-ext"])];
    for (const [from, to] of range)
      for (let point = from; point <= to; point++) expect(inSpans(point, latin)).toBe(false);
  });

  it("keeps the Latin files' own ranges whole", () => {
    expect(declaredRange(DEVANAGARI_RANGES, "latin")).toEqual(parseUnicodeRange(DEVANAGARI_RANGES.latin));
  });

  it("is cut from spans by splitting each around what is taken", () => {
    expect(
      withoutRange(
        [
          [0x10, 0x30],
          [0x40, 0x41],
        ],
        [
          [0x20, 0x22],
          [0x0, 0x10],
          [0x41, 0x50],
        ],
      ),
    ).toEqual([
      [0x11, 0x1f],
      [0x23, 0x30],
      [0x40, 0x40],
    ]);
  });
});
