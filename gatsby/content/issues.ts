// How a content rule's failure reads, in the same words wherever it is shown:
// the build's content check (check-content.ts) and the editor's form in the
// browser (src/admin/). No Node imports, so both can use it.
import type { z } from "zod";

/** Where in an entry a problem is: field names and list positions counting from 0. */
export type Path = readonly PropertyKey[];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What went wrong and what is allowed, from one zod issue. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    const names = issue.keys.map((key) => `"${key}"`).join(", ");
    return `unknown field ${names}; check its spelling against docs/editing-content.md, or remove it`;
  }
  const input = (issue as { input?: unknown }).input;
  if (input === undefined) return `is missing; it ${issue.message}`;
  return isRecord(input) || Array.isArray(input) ? issue.message : `${issue.message} (found ${JSON.stringify(input)})`;
}

/** ['batches', 1, 'seatsLeft'] → 'batches[2].seatsLeft': list positions count from 1, as editors do. */
export function formatPath(fieldPath: Path): string {
  return fieldPath.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key + 1}]` : text ? `${text}.${String(key)}` : String(key)),
    "",
  );
}
