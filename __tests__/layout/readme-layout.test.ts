// The README's layout is the newcomer's map: it names every file and folder at
// the top of the repository and every folder of src/, no more and no fewer.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** The entries the README's layout block names: top-level ones flush left, src/'s folders indented under src/. */
function layoutInReadme(): { top: string[]; src: string[] } {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const block = readme.split("## Layout")[1]?.split("```")[1];
  if (block === undefined) throw new Error("README.md has no ## Layout section with a code block");
  const lines = block.split("\n").filter((line) => line.trim() !== "");
  const nameOf = (line: string) => line.trim().split(/\s+/)[0];
  return {
    top: lines.filter((line) => !line.startsWith(" ")).map(nameOf),
    src: lines.filter((line) => /^ {2}\S/.test(line)).map(nameOf),
  };
}

/** Every file git tracks or would track (untracked files not ignored count, so a new file is listed before it is committed). */
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);

/** The first path segment of each file, with a slash when it is a folder. */
function entriesUnder(prefix: string): string[] {
  const names = files
    .filter((file) => file.startsWith(prefix))
    .map((file) => {
      const [first, ...rest] = file.slice(prefix.length).split("/");
      return rest.length > 0 ? `${first}/` : first;
    });
  return [...new Set(names)].sort();
}

describe("the README's layout", () => {
  it("names every file and folder at the top of the repository", () => {
    expect([...layoutInReadme().top].sort()).toEqual(entriesUnder(""));
  });

  it("names every folder of src/", () => {
    const folders = entriesUnder("src/").filter((name) => name.endsWith("/"));
    expect([...layoutInReadme().src].sort()).toEqual(folders);
  });
});
