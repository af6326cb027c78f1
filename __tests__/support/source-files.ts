import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The repository's root, which the paths below are relative to. */
export const ROOT = path.resolve(__dirname, "../..");

/** The endings of the project's own source files. */
export const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];

/** Every source file under `folder` (relative to the root), however deep, by its path from the root. */
export function sourceFilesIn(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => !name.split(path.sep).includes("node_modules"))
    .filter((name) => SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension)))
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(path.join(ROOT, file)).isFile());
}
