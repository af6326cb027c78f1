// The Worker's layout (docs/architecture.md, "The Worker"): at the top of
// worker/ only its entry points, its two tables and its types; below it one
// folder per floor the import rule knows (scripts/lint/import-layers.mjs);
// and every exported name said once across the Worker, so a name found in one
// file is the thing it names everywhere.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { WORKER_FLOORS } from "../../scripts/lint/import-layers.mjs";

const WORKER = path.resolve(__dirname, "../../worker");

/** The files that may sit at the top of worker/: the entry points, the route and cron tables, the types and settings. */
const TOP_FILES = [
  "cron.ts",
  "index.ts",
  "local.ts",
  "route-table.ts",
  "secrets.d.ts",
  "tsconfig.json",
  "worker-configuration.d.ts",
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === "test" ? [] : sourceFiles(file);
    return name.endsWith(".ts") && !name.endsWith(".d.ts") ? [file] : [];
  });
}

/** The names a module exports by declaration (functions, classes, variables). */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return source.statements.flatMap((statement) => {
    if (!exported(statement)) return [];
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      return statement.name ? [statement.name.text] : [];
    }
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
      );
    }
    return [];
  });
}

describe("the Worker's layout", () => {
  it("keeps only the entry points, the two tables and the types at the top of worker/", () => {
    const files = readdirSync(WORKER).filter((name) => statSync(path.join(WORKER, name)).isFile());
    expect(files.sort()).toEqual(TOP_FILES);
  });

  it("has a folder for each floor the import rule knows, and no other (but its tests)", () => {
    const folders = readdirSync(WORKER).filter((name) => statSync(path.join(WORKER, name)).isDirectory());
    expect(folders.filter((name) => name !== "test").sort()).toEqual(Object.keys(WORKER_FLOORS).sort());
  });

  it("exports each name from one module only", () => {
    const owners = new Map<string, string[]>();
    for (const file of sourceFiles(WORKER)) {
      for (const name of exportedNames(file)) {
        owners.set(name, [...(owners.get(name) ?? []), path.relative(WORKER, file)]);
      }
    }
    const twice = [...owners]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(", ")}`);
    expect(twice).toEqual([]);
    // The walk found the Worker's modules, not an empty folder.
    expect(owners.size).toBeGreaterThan(100);
  });

  it("names the columns of every select, never `*` (db/rows.ts lists each table's)", () => {
    const star = /\bSELECT\s+(?:DISTINCT\s+)?\*|\b[a-z_]+\.\*/i;
    const selectingStar = sourceFiles(WORKER)
      .filter((file) => star.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(WORKER, file));
    expect(selectingStar).toEqual([]);
  });

  it("mirrors the folders in its tests", () => {
    const testFolders = (root: string) =>
      readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory() && name !== "support");
    const floors = Object.keys(WORKER_FLOORS);
    for (const folder of [
      ...testFolders(path.join(WORKER, "test")),
      ...testFolders(path.resolve(__dirname, "../worker")),
    ]) {
      expect(floors).toContain(folder);
    }
  });
});
