import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildDate } from "./build-date";
import { contentFromDisk } from "./content-from-disk";
import { checkContent, type ContentReport } from "../content/check-content";
import { writeSiteFonts } from "./site-fonts";

/** Set to "true" in a deploy pipeline so that a departure that has run without its travellers recorded stops the build. */
const STRICT_DATES_VARIABLE = "STRICT_CONTENT_DATES";

/** Whether the environment asks for strict dates. */
export const strictDatesFrom = (env: NodeJS.ProcessEnv) => env[STRICT_DATES_VARIABLE] === "true";

/** The part of Gatsby's reporter the content check uses. */
interface ContentReporter {
  warn(message: string): void;
  panic(message: string): void;
}

/** Prints the warnings, and stops the build with every error listed when there are any. */
export function reportContent(report: ContentReport, reporter: ContentReporter) {
  for (const warning of report.warnings) reporter.warn(warning);
  if (report.errors.length === 0) return;
  const [count, them] = report.errors.length === 1 ? ["1 problem", "it"] : [`${report.errors.length} problems`, "them"];
  reporter.panic(
    `The content in data/ has ${count}. Fix ${them} and build again (docs/editing-content.md explains each field):\n${report.errors
      .map((error) => `  • ${error}`)
      .join("\n")}`,
  );
}

/**
 * Checks data/ before Gatsby sources it, so a broken file stops the build
 * with every problem listed instead of producing a broken page; then cuts the
 * web fonts to the checked text, before webpack bundles the styles.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  let today: string;
  try {
    today = buildDate(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  reporter.info(`Content checked as of ${today}`);
  const report = checkContent(contentFromDisk(path.resolve("data")), {
    today,
    strictDates: strictDatesFrom(process.env),
  });
  reportContent(report, reporter);

  const fonts = await writeSiteFonts(path.resolve("."));
  reporter.info(
    `Fonts cut to the site's text: ${fonts.map((font) => `${font.fileName} ${(font.bytes / 1024).toFixed(1)} KB (${font.characters} characters)`).join(", ")}`,
  );
};
