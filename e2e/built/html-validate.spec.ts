// Every built HTML page checked by html-validate against the HTML standard
// (its "standard" and "document" presets: validity, not code style).
import { readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate, type Message } from "html-validate";
import { expect, test } from "../support/fixtures";
import { builtPages, PUBLIC_DIR } from "../../hosting/build-output.mjs";

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    // Subresource integrity guards files from another host; the site loads none
    // (the crawl test enforces that), and Gatsby writes its own same-origin
    // <script> tags without integrity attributes.
    "require-sri": ["error", { target: "crossorigin" }],
  },
});

const describe = (file: string, message: Message) =>
  `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? "document"})`;

test("every built page is valid HTML", async () => {
  const files = builtPages().map((page) => page.file);
  expect(files.length).toBeGreaterThan(0);
  const errors: string[] = [];
  for (const file of files) {
    const data = readFileSync(path.join(PUBLIC_DIR, file), "utf8");
    const report = await validator.validateSource({
      data,
      filename: file,
      line: 1,
      column: 1,
      offset: 0,
    });
    for (const result of report.results) errors.push(...result.messages.map((message) => describe(file, message)));
  }
  expect(errors).toEqual([]);
});
