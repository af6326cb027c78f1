import {
  formatHeadersFile,
  headersFileProblems,
  MAX_LINE_LENGTH,
  MAX_RULES,
} from "../../../gatsby/headers/format-headers-file";
import { parseHeadersFile } from "../../../scripts/parse-headers-file.mjs";

describe("formatHeadersFile and headersFileProblems", () => {
  it("writes rules the parser reads back unchanged", () => {
    const rules = [
      { path: "/*", headers: [["X-Frame-Options", "DENY"]] as [string, string][] },
      { path: "/static/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] as [string, string][] },
    ];
    const text = formatHeadersFile(rules, ["Generated"]);
    expect(text.startsWith("# Generated\n\n/*\n  X-Frame-Options: DENY\n")).toBe(true);
    expect(parseHeadersFile(text).map(({ path, headers }) => ({ path, headers }))).toEqual(rules);
    expect(headersFileProblems(rules, text)).toEqual([]);
  });

  it("reports a line over Cloudflare's 2,000 characters and more than 100 rules", () => {
    const long = [
      {
        path: "/*",
        headers: [["Content-Security-Policy", `script-src ${"x".repeat(MAX_LINE_LENGTH)}`]] as [string, string][],
      },
    ];
    expect(headersFileProblems(long, formatHeadersFile(long))).toEqual([
      "_headers line 2 (Content-Security-Policy for /*) is 2038 characters; Cloudflare Pages ignores lines over 2000.",
    ]);
    const many = Array.from({ length: MAX_RULES + 1 }, (_, index) => ({
      path: `/${index}`,
      headers: [["X", "y"]] as [string, string][],
    }));
    expect(headersFileProblems(many, formatHeadersFile(many))).toEqual([
      "_headers has 101 rules; Cloudflare Pages applies at most 100.",
    ]);
  });
});
