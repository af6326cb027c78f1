import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentFromDisk, validateContent } from "./content/validate-content";

/** Set to "true" in a deploy pipeline so that a batch whose date has passed stops the build. */
export const STRICT_DATES_VARIABLE = "STRICT_CONTENT_DATES";

/** Today's calendar date in India, where the trips run, as YYYY-MM-DD. */
export function todayInIndia(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

/**
 * Checks data/ before Gatsby sources it, so a broken file stops the build
 * with every problem listed instead of producing a broken page.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const report = validateContent(contentFromDisk(path.resolve("data")), {
    today: todayInIndia(new Date()),
    strictDates: process.env[STRICT_DATES_VARIABLE] === "true",
  });
  for (const warning of report.warnings) reporter.warn(warning);
  if (report.errors.length > 0) {
    const count = report.errors.length === 1 ? "1 problem" : `${report.errors.length} problems`;
    reporter.panic(
      `The content in data/ has ${count}. Fix ${report.errors.length === 1 ? "it" : "them"} and build again (docs/editing-content.md explains each field):\n${report.errors
        .map((error) => `  • ${error}`)
        .join("\n")}`,
    );
  }
};
