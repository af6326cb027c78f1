// Checks every editable file in data/ before Gatsby reads it, and reports each
// problem as one line an editor can act on: the file, the entry (by id, and
// its position counting from 1), the field, and what the field may hold.
// Pure apart from the ContentSource it is given, so tests feed it strings.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { companySchema, completedTripSchema, jobSchema, testimonialSchema, upcomingTripSchema } from "./schemas";

/** Where the content comes from: data/ on disk in a build, strings in tests. */
export interface ContentSource {
  /** A file's text by its name in data/, or undefined when there is no such file. */
  read(file: string): string | undefined;
  /** Whether an image path, as written in the JSON (relative to data/), names a file. */
  imageExists(relativePath: string): boolean;
}

export interface ContentCheckOptions {
  /** Today as YYYY-MM-DD; injected so that tests never depend on the clock. */
  today: string;
  /** Make an upcoming batch whose date has passed an error instead of a warning. */
  strictDates: boolean;
}

export interface ContentReport {
  errors: string[];
  warnings: string[];
}

const CONTENT_FILES = {
  upcomingTrips: "upcoming-trips.json",
  recentTrips: "recent-trips.json",
  jobs: "jobs.json",
  testimonials: "testimonials.json",
  company: "company.json",
} as const;

type Path = readonly PropertyKey[];

interface Entry {
  file: string;
  /** Whether the entry passed its schema; cross-entry checks that need well-formed fields skip the rest. */
  valid: boolean;
  /** 0-based position in the file's list. */
  index: number;
  value: Record<string, unknown>;
}

export function checkContent(source: ContentSource, options: ContentCheckOptions): ContentReport {
  const report: ContentReport = { errors: [], warnings: [] };

  const upcoming = checkList(source, CONTENT_FILES.upcomingTrips, upcomingTripSchema, report);
  const recent = checkList(source, CONTENT_FILES.recentTrips, completedTripSchema, report);
  const jobs = checkList(source, CONTENT_FILES.jobs, jobSchema, report);
  const testimonials = checkList(source, CONTENT_FILES.testimonials, testimonialSchema, report);
  checkCompany(source, report);

  const trips = [...upcoming, ...recent];
  checkUnique(upcoming, "id", "in this file", report);
  checkUnique(recent, "id", "in this file", report);
  checkUnique(
    trips,
    "slug",
    "across upcoming-trips.json and recent-trips.json, since each is a page under /trips/",
    report,
  );
  checkUnique(jobs, "id", "in this file", report);
  checkUnique(jobs, "slug", "in this file, since each is a page under /careers/", report);
  checkUnique(testimonials, "id", "in this file", report);

  for (const entry of [...trips, ...testimonials]) if (entry.valid) checkImage(entry, source, report);
  checkTestimonialTrips(testimonials, trips, report);
  checkDepartedBatches(
    upcoming.filter((trip) => trip.valid),
    options,
    report,
  );
  return report;
}

/** Parses one file that holds a list, checks each entry against the schema, and returns every entry. */
function checkList(source: ContentSource, file: string, schema: z.ZodType, report: ContentReport): Entry[] {
  const parsed = parseJson(source, file, report);
  if (parsed === undefined) return [];
  if (!Array.isArray(parsed)) {
    report.errors.push(`${dataPath(file)}: must be a list of entries in [ ]`);
    return [];
  }
  return parsed.map((value: unknown, index): Entry => {
    if (!isRecord(value)) {
      const entry = { file, index, valid: false, value: {} };
      report.errors.push(`${where(entry)}: must be an object in { }`);
      return entry;
    }
    const result = schema.safeParse(value, { reportInput: true });
    if (!result.success) {
      for (const issue of result.error.issues)
        report.errors.push(`${where({ file, index, valid: false, value }, issue.path)}: ${describeIssue(issue)}`);
    }
    return { file, index, valid: result.success, value };
  });
}

function checkCompany(source: ContentSource, report: ContentReport) {
  const parsed = parseJson(source, CONTENT_FILES.company, report);
  if (parsed === undefined) return;
  const result = companySchema.safeParse(parsed, { reportInput: true });
  if (result.success) return;
  for (const issue of result.error.issues) {
    report.errors.push(`${dataPath(CONTENT_FILES.company)} › ${formatPath(issue.path)}: ${describeIssue(issue)}`);
  }
}

function parseJson(source: ContentSource, file: string, report: ContentReport): unknown {
  const text = source.read(file);
  if (text === undefined) {
    report.errors.push(`${dataPath(file)}: the file is missing; restore it from git`);
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    report.errors.push(
      `${dataPath(file)}: is not valid JSON (${(error as Error).message}); look for a missing comma, quote or bracket`,
    );
    return undefined;
  }
}

function checkUnique(entries: readonly Entry[], field: "id" | "slug", scope: string, report: ContentReport) {
  const firstWith = new Map<unknown, Entry>();
  for (const entry of entries) {
    const value = entry.value[field];
    if (typeof value !== "string") continue;
    const first = firstWith.get(value);
    if (first) {
      report.errors.push(
        `${where(entry, [field])}: "${String(value)}" is already used by ${describeEntry(first)}; it must be unique ${scope}`,
      );
    } else {
      firstWith.set(value, entry);
    }
  }
}

function checkImage(entry: Entry, source: ContentSource, report: ContentReport) {
  const image = String(entry.value.image);
  if (!source.imageExists(image)) {
    report.errors.push(
      `${where(entry, ["image"])}: no file at data/${image}; the path is relative to data/, e.g. images/trips/spiti-winter.jpg`,
    );
  }
}

function checkTestimonialTrips(testimonials: readonly Entry[], trips: readonly Entry[], report: ContentReport) {
  const titles = new Set(trips.map((trip) => trip.value.title));
  for (const testimonial of testimonials) {
    if (!titles.has(testimonial.value.trip)) {
      report.errors.push(
        `${where(testimonial, ["trip"])}: "${String(testimonial.value.trip)}" is not the title of any trip; it must match a title in upcoming-trips.json or recent-trips.json exactly`,
      );
    }
  }
}

/** A batch that has already left cannot be booked: a warning for editors, an error in strict mode. */
function checkDepartedBatches(
  upcoming: readonly Entry[],
  { today, strictDates }: ContentCheckOptions,
  report: ContentReport,
) {
  for (const trip of upcoming) {
    (trip.value.batches as { startDate: string }[]).forEach((batch, index) => {
      if (batch.startDate >= today) return;
      const message = `${where(trip, ["batches", index, "startDate"])}: ${batch.startDate} has passed (today is ${today}); remove this batch, or move the trip to recent-trips.json once it has run`;
      (strictDates ? report.errors : report.warnings).push(message);
    });
  }
}

/** What went wrong and what is allowed, from one zod issue. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    const names = issue.keys.map((key) => `"${key}"`).join(", ");
    return `unknown field ${names}; check its spelling against docs/editing-content.md, or remove it`;
  }
  const input = (issue as { input?: unknown }).input;
  if (input === undefined) return `is missing; it ${issue.message}`;
  return isRecord(input) || Array.isArray(input) ? issue.message : `${issue.message} (found ${JSON.stringify(input)})`;
}

function where(entry: Entry, fieldPath: Path = []): string {
  const location = `${dataPath(entry.file)} › ${describeEntry(entry)}`;
  return fieldPath.length > 0 ? `${location} › ${formatPath(fieldPath)}` : location;
}

/** 'entry 2 "spiti-winter-expedition"', or 'entry 2' when it has no usable id. */
function describeEntry(entry: Entry): string {
  const id = entry.value.id;
  return typeof id === "string" && id.trim() !== "" ? `entry ${entry.index + 1} "${id}"` : `entry ${entry.index + 1}`;
}

/** ['batches', 1, 'seatsLeft'] → 'batches[2].seatsLeft': list positions count from 1, as editors do. */
function formatPath(fieldPath: Path): string {
  return fieldPath.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key + 1}]` : text ? `${text}.${String(key)}` : String(key)),
    "",
  );
}

const dataPath = (file: string) => `data/${file}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The content as the build sees it: the files in `dataDir`. */
export function contentFromDisk(dataDir: string): ContentSource {
  return {
    read: (file) => {
      const filePath = path.join(dataDir, file);
      return existsSync(filePath) ? readFileSync(filePath, "utf8") : undefined;
    },
    imageExists: (relativePath) => existsSync(path.join(dataDir, relativePath)),
  };
}
