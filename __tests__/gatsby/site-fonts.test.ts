/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  SITE_FONTS,
  siteCodePoints,
  styleWeights,
  unicodeRange,
  weightAxisOf,
  writeSiteFonts,
} from "../../gatsby/site-fonts";

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
      '("Fraunces Variable", "fraunces/files/fraunces-latin-wght-normal.woff2", (U+0000-00FF,U+0131,',
    );
    expect(faces.indexOf("$full-faces")).toBeLessThan(faces.indexOf("$subset-faces"));
  });
});
