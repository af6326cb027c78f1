// The content as the build sees it: the files of data/ on disk, as the
// content check (content/check-content.ts) reads them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ContentSource } from "../content/check-content";

/** The files in `dataDir`, as a ContentSource. */
export function contentFromDisk(dataDir: string): ContentSource {
  return {
    read: (file) => {
      const filePath = path.join(dataDir, file);
      return existsSync(filePath) ? readFileSync(filePath, "utf8") : undefined;
    },
    list: (folder) => {
      const dir = path.join(dataDir, folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    },
    imageExists: (relativePath) => existsSync(path.join(dataDir, relativePath)),
  };
}
