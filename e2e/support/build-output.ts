// The production build on disk: which HTML pages it holds and the URL of each.
import { readdirSync } from "node:fs";
import path from "node:path";

export const PUBLIC_DIR = path.join(__dirname, "../../public");

// Gatsby's own folders: page-data, HTML fragments it stitches into pages
// (_gatsby/slices) and Partytown's worker files. None is a page a visitor opens.
const INTERNAL = /^(page-data|_gatsby|~partytown)\//;

/** Every HTML page of the build, relative to public/. */
export function builtHtmlFiles(): string[] {
  const entries = readdirSync(PUBLIC_DIR, { recursive: true, encoding: "utf8" });
  return entries
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((entry) => entry.endsWith(".html") && !INTERNAL.test(entry))
    .sort();
}

/** The URL path a built HTML file is served at: about-us/index.html → /about-us/. */
export function urlPathOf(htmlFile: string): string {
  return `/${htmlFile.replace(/(^|\/)index\.html$/, "$1")}`;
}
