// How a content rule's failure reads, in the same words wherever it is shown:
// the build's content check (check-content.ts) and the editor's form in the
// browser (src/admin/).
import type { z } from "zod";

/** Where in an entry a problem is: field names and list positions counting from 0. */
export type Path = readonly PropertyKey[];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Fields that data/ once used under another name, with the name they have now:
 * a file written before the rename is told what to write instead.
 */
const RENAMED_FIELDS: Readonly<Record<string, string>> = {
  batches: "departures",
  travelers: "travellers",
};

/**
 * Fields that data/ once had and that mean something else now: a file that
 * still has one is told what to write instead.
 */
const REPLACED_FIELDS: Readonly<Record<string, string>> = {
  seatsLeft:
    '"seatsLeft" is replaced by "seats": write how many seats the departure has in all; seats booked are counted by the booking system',
  rating:
    '"rating" is no longer typed: a trip\'s rating comes from the reviews its travellers write, shown live on its page (docs/editing-content.md, "Reviews"); remove the field',
  reviews:
    '"reviews" is no longer typed: a trip\'s reviews are counted from the reviews its travellers write, shown live on its page (docs/editing-content.md, "Reviews"); remove the field',
};

/** What went wrong and what is allowed, from one zod issue. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    const renamed = issue.keys.filter((key) => Object.hasOwn(RENAMED_FIELDS, key));
    const replaced = issue.keys.filter((key) => Object.hasOwn(REPLACED_FIELDS, key));
    const unknown = issue.keys.filter(
      (key) => !Object.hasOwn(RENAMED_FIELDS, key) && !Object.hasOwn(REPLACED_FIELDS, key),
    );
    return [
      ...renamed.map((key) => `"${key}" is now called "${RENAMED_FIELDS[key]}"; rename the field`),
      ...replaced.map((key) => REPLACED_FIELDS[key]),
      ...(unknown.length > 0
        ? [
            `unknown field ${unknown.map((key) => `"${key}"`).join(", ")}; check its spelling against docs/editing-content.md, or remove it`,
          ]
        : []),
    ].join("; ");
  }
  const input = (issue as { input?: unknown }).input;
  if (input === undefined) return `is missing; it ${issue.message}`;
  return isRecord(input) || Array.isArray(input) ? issue.message : `${issue.message} (found ${JSON.stringify(input)})`;
}

/** ['departures', 1, 'seats'] → 'departures[2].seats': list positions count from 1, as editors do. */
export function formatPath(fieldPath: Path): string {
  return fieldPath.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key + 1}]` : text ? `${text}.${String(key)}` : String(key)),
    "",
  );
}
