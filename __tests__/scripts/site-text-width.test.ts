/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const MODULE = path.resolve(__dirname, "../../scripts/site-text-width.mjs");
const DM_SANS = path.resolve(
  __dirname,
  "../../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2",
);

/**
 * Runs `body` in a Node ES module that has imported the module as `width`, and returns what it prints
 * as JSON. (HarfBuzz's module loads its WebAssembly with a top-level await, which Jest's CommonJS cannot.)
 */
function run(body: string): unknown {
  const script = `import * as width from ${JSON.stringify(MODULE)};\nimport { readFileSync } from "node:fs";\n${body}`;
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
}

describe("the width of the site's text", () => {
  it("is measured over every string of the content, however deep in its files", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-text-"));
    try {
      mkdirSync(path.join(dataDir, "trips"));
      writeFileSync(
        path.join(dataDir, "trips", "spiti.json"),
        JSON.stringify({ title: "Spiti", days: [{ plan: "Kaza" }], seats: 12 }),
      );
      writeFileSync(path.join(dataDir, "company.json"), JSON.stringify({ name: "Safarnama" }));
      writeFileSync(path.join(dataDir, "notes.md"), "not content");
      const lines = run(`console.log(JSON.stringify(width.siteText(${JSON.stringify(dataDir)}).split("\\n").sort()));`);
      expect(lines).toEqual(["Kaza", "Safarnama", "Spiti"]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("is in ems a character, wider for wide letters and for a heavier weight of a variable font", () => {
    const [narrow, wide, bold] = run(`
      const font = readFileSync(${JSON.stringify(DM_SANS)});
      console.log(JSON.stringify([
        await width.webFontEmsPerCharacter(font, 400, "iiii"),
        await width.webFontEmsPerCharacter(font, 400, "mmmm"),
        await width.webFontEmsPerCharacter(font, 700, "mmmm"),
      ]));
    `) as number[];
    expect(narrow).toBeGreaterThan(0.1);
    expect(narrow).toBeLessThan(0.4);
    expect(wide).toBeGreaterThan(0.7);
    expect(wide).toBeLessThan(1);
    expect(bold).toBeGreaterThan(wide);
  });
});
