/**
 * @jest-environment node
 */
// No module of the project's own code imports itself round a circle, not even
// through a type-only import: a circle makes what loads first depend on who
// imports whom, and says that two modules are really one. The folders are walked
// as they are today, so a file added or moved anywhere in them is checked too.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROOT, SOURCE_EXTENSIONS, sourceFilesIn } from "../support/source-files";

const FOLDERS = ["content", "requests", "hosting", "gatsby", "src", "worker", "scripts"];

/**
 * Every module `text` names: imports, type-only imports, re-exports, import()
 * and require() in code, and JSDoc's `@import … from` and `import("…")` in comments.
 */
function specifiersOf(text: string): string[] {
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token !== ts.SyntaxKind.MultiLineCommentTrivia && token !== ts.SyntaxKind.SingleLineCommentTrivia) continue;
    const comment = scanner.getTokenText();
    for (const match of comment.matchAll(
      /@import\s[^@]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g,
    )) {
      specifiers.push(match[1] ?? match[2]);
    }
  }
  return specifiers;
}

/**
 * The file (relative to the root) that the relative `specifier` in `importer` names, among `files`:
 * the path itself, then with each extension, then its index; undefined for a package or anything else.
 */
function resolveSpecifier(importer: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  const target = path.join(path.dirname(importer), specifier);
  const candidates = [
    target,
    ...SOURCE_EXTENSIONS.map((extension) => `${target}${extension}`),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * Every circle in `graph` (each module to the modules it imports), each as the chain of modules
 * round it, the first one again at its end: the shortest circle through each module that is on one.
 */
function circlesIn(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles = new Map<string, string[]>();
  for (const start of [...graph.keys()].sort()) {
    // Breadth first from `start`, so the first way back to it is a shortest circle.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    let closing: string | undefined;
    while (queue.length > 0 && closing === undefined) {
      const module = queue.shift()!;
      for (const next of graph.get(module) ?? []) {
        if (next === start) {
          closing = module;
          break;
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, module);
          queue.push(next);
        }
      }
    }
    if (closing === undefined) continue;
    const chain = [closing];
    while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0])!);
    // One entry per circle, however many of its modules found it: keyed by the circle started at its least module.
    const least = chain.indexOf([...chain].sort()[0]);
    const key = [...chain.slice(least), ...chain.slice(0, least)];
    circles.set(key.join("\n"), [...key, key[0]]);
  }
  return [...circles.values()];
}

/** The project's modules, each to the project's modules it imports. */
function projectGraph(): Map<string, string[]> {
  const files = new Set(FOLDERS.flatMap(sourceFilesIn));
  return new Map(
    [...files].map((file) => {
      const specifiers = specifiersOf(readFileSync(path.join(ROOT, file), "utf8"));
      const targets = specifiers.flatMap((specifier) => resolveSpecifier(file, specifier, files) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

describe("import circles", () => {
  it("reads every kind of import, type-only and JSDoc's included", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'export { c } from "./c.mjs";',
      'export type { D } from "../d";',
      'const e = await import("./e");',
      '/** @import { F } from "./f" */',
      '/** @type {import("./g").G} */',
      'import { z } from "zod";',
    ].join("\n");
    expect(specifiersOf(text).sort()).toEqual(["../d", "./a", "./b", "./c.mjs", "./e", "./f", "./g", "zod"]);
  });

  it("resolves a relative import as the bundlers do, and no package", () => {
    const files = new Set(["content/dates.ts", "content/routes.mjs", "src/components/ui/index.tsx"]);
    expect(resolveSpecifier("content/x.ts", "./dates", files)).toBe("content/dates.ts");
    expect(resolveSpecifier("content/x.ts", "./routes.mjs", files)).toBe("content/routes.mjs");
    expect(resolveSpecifier("src/pages/x.tsx", "../components/ui", files)).toBe("src/components/ui/index.tsx");
    expect(resolveSpecifier("content/x.ts", "zod", files)).toBeUndefined();
  });

  it("finds a circle, however long, and none where there is none", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c", "d"]],
      ["c", ["a"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(circlesIn(graph)).toEqual([
      ["a", "b", "c", "a"],
      ["e", "e"],
    ]);
    expect(
      circlesIn(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it(`has none among the project's own modules (${FOLDERS.join("/, ")}/)`, () => {
    const graph = projectGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(circlesIn(graph).map((circle) => circle.join(" → "))).toEqual([]);
  });
});
