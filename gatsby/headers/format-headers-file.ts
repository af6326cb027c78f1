/** One block of a _headers file: a URL pattern and the headers responses matching it get. */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

// Cloudflare Pages' documented limits for _headers (Netlify's are looser):
// https://developers.cloudflare.com/pages/configuration/headers/
export const MAX_RULES = 100;
export const MAX_LINE_LENGTH = 2000;

/**
 * The _headers file Netlify and Cloudflare Pages read from the publish
 * directory: a path line, then its headers indented by two spaces.
 */
export function formatHeadersFile(rules: HeaderRule[], comment: string[] = []): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return [...comment.map((line) => `# ${line}`), ...(comment.length ? [""] : []), blocks.join("\n\n"), ""].join("\n");
}

/** Every way the file breaks a CDN's limits, one readable line each; empty when it is fine. */
export function headersFileProblems(rules: HeaderRule[], text: string): string[] {
  const problems: string[] = [];
  if (rules.length > MAX_RULES) {
    problems.push(`_headers has ${rules.length} rules; Cloudflare Pages applies at most ${MAX_RULES}.`);
  }
  let rulePath = "";
  text.split("\n").forEach((line, index) => {
    if (line.startsWith("/")) rulePath = line;
    if (line.length > MAX_LINE_LENGTH) {
      const what = line.startsWith(" ") ? `${line.trim().split(":")[0]} for ${rulePath}` : "a path";
      problems.push(
        `_headers line ${index + 1} (${what}) is ${line.length} characters; ` +
          `Cloudflare Pages ignores lines over ${MAX_LINE_LENGTH}.`,
      );
    }
  });
  return problems;
}
