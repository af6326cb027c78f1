// The build's content rules, applied in the editor's form. Decap's own field
// settings (written from the same schemas by content/cms-config.ts)
// refuse a missing value, a value outside its bounds or pattern, and anything
// not among a select's options. What they cannot express are the rules that
// compare fields, such as a departure ending before it starts, an itinerary
// longer than a departure, a group whose largest size is below its smallest,
// a repeated id or text of blanks only. The schemas hold those as refinements
// ("custom" issues), and this module runs them on the entry being edited.
import type { z } from "zod";
import { describeIssue, formatPath } from "../../content/editor-messages";
import { COLLECTIONS, SINGLETONS } from "../../content/file-schemas";

/**
 * The schema an entry follows: its folder collection's (trips, jobs), or,
 * in the files collection, its file's (the entry of data/company.json is
 * named "company").
 */
export function schemaOfEntry(collection: string, entryName: string): z.ZodType | undefined {
  if (Object.hasOwn(COLLECTIONS, collection)) return COLLECTIONS[collection as keyof typeof COLLECTIONS].schema;
  const file = `${entryName}.json`;
  return Object.hasOwn(SINGLETONS, file) ? SINGLETONS[file as keyof typeof SINGLETONS] : undefined;
}

/** An empty value: Decap's own "is required" already says so next to the field. */
const isEmpty = (issue: z.core.$ZodIssue) => {
  const input = (issue as { input?: unknown }).input;
  return input === undefined || input === "";
};

/**
 * What the build would refuse under one top-level field of `entry` that the
 * form's field settings do not catch, each as the content check words it:
 * 'departures[2].endDate must be on or after startDate'.
 */
export function ruleProblems(schema: z.ZodType, entry: unknown, field: string): string[] {
  const result = schema.safeParse(entry, { reportInput: true });
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.code === "custom" && issue.path[0] === field && !isEmpty(issue))
    .map((issue) => `${formatPath(issue.path)} ${describeIssue(issue)}`);
}

/**
 * A saved entry of a folder collection keeps its file, so the field its file
 * is named after (a trip's or a job's slug) cannot change: the build
 * would refuse a file whose name and slug differ. Decap names a new entry's
 * file after the field, so a new entry may set it freely.
 */
export function renameProblem(
  collection: string,
  entry: { name: string; isNew: boolean },
  field: string,
  value: unknown,
): string | undefined {
  if (entry.isNew || !Object.hasOwn(COLLECTIONS, collection)) return undefined;
  const { key } = COLLECTIONS[collection as keyof typeof COLLECTIONS];
  if (field !== key || value === entry.name) return undefined;
  return (
    `${key} must stay "${entry.name}", the name of its file data/${collection}/${entry.name}.json; ` +
    `to rename it, make a new entry with the new ${key} and delete this one`
  );
}
