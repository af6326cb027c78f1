// Checks every content file in data/ before Gatsby reads it, and reports each
// problem as one line an editor can act on: the file, the field (list positions
// counting from 1), and what the field may hold. Pure: it reads only the
// ContentSource it is given (data/ on disk in a build, gatsby/content-from-disk.ts;
// strings in tests), so it runs wherever the content model does.
import type { z } from "zod";
import { describeIssue, formatPath, type Path } from "./editor-messages";
import { COLLECTIONS, SINGLETONS, type Trip } from "./file-schemas";
import { contentFileOf, localise, TRANSLATIONS } from "./localise";
import { LANGUAGE_NAMES_IN_ENGLISH, type Locale } from "./locales.mjs";

/** Where the content comes from: data/ on disk in a build, strings in tests. */
export interface ContentSource {
  /** A file's text by its path in data/ ('company.json', 'trips/spiti.json'), or undefined when there is none. */
  read(file: string): string | undefined;
  /** The names of the files in a folder of data/ ('trips'), or in data/ itself for ''. */
  list(folder: string): string[];
  /** Whether an image path, as written in the JSON (relative to data/), names a file. */
  imageExists(relativePath: string): boolean;
}

export interface ContentCheckOptions {
  /** The build's today as YYYY-MM-DD (gatsby/build-date.ts); injected so tests never depend on the clock. */
  today: string;
  /** Make a departure that has run without its travellers recorded an error instead of a warning. */
  strictDates: boolean;
}

export interface ContentReport {
  errors: string[];
  warnings: string[];
}

/** One entry's file, with what it holds. */
interface Entry<T> {
  file: string;
  /** Whether it passed its schema; checks that need well-formed fields skip the rest. */
  valid: boolean;
  value: T;
}

/** The folder testimonials were kept in, before reviews replaced them. */
const TESTIMONIALS_FOLDER = "testimonials";

export function checkContent(source: ContentSource, options: ContentCheckOptions): ContentReport {
  const report: ContentReport = { errors: [], warnings: [] };
  checkNoStrayFiles(source, report);
  for (const [file, schema] of Object.entries(SINGLETONS)) checkFile(source, file, schema, report);
  const trips = checkCollection(source, "trips", report) as Entry<Trip>[];
  checkCollection(source, "jobs", report);
  checkNoTestimonials(source, report);

  const valid = <T>(entries: Entry<T>[]) => entries.filter((entry) => entry.valid);
  for (const entry of valid(trips)) checkImage(entry, source, report);
  for (const trip of valid(trips)) checkDepartureDates(trip, options, report);
  return report;
}

/** A JSON file in data/ that the site does not read is a mistake: most likely content left in an old layout. */
function checkNoStrayFiles(source: ContentSource, report: ContentReport) {
  for (const file of source.list("")) {
    if (!file.endsWith(".json") || file in SINGLETONS) continue;
    report.errors.push(
      `${dataPath(file)}: the site does not read this file; trips and jobs are one file each in ` +
        `${Object.keys(COLLECTIONS)
          .map((folder) => `data/${folder}/`)
          .join(", ")} (docs/editing-content.md)`,
    );
  }
}

/** Parses one file and checks it against its schema; what it holds, when it holds an object. */
function checkFile(
  source: ContentSource,
  file: string,
  schema: z.ZodType,
  report: ContentReport,
): Omit<Entry<Record<string, unknown>>, "file"> | undefined {
  const text = source.read(file);
  if (text === undefined) {
    report.errors.push(`${dataPath(file)}: the file is missing; restore it from git`);
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    report.errors.push(
      `${dataPath(file)}: is not valid JSON (${(error as Error).message}); look for a missing comma, quote or bracket`,
    );
    return undefined;
  }
  const content = contentFileOf(parsed);
  if ("problem" in content) {
    report.errors.push(`${dataPath(file)}: ${content.problem}`);
    return undefined;
  }
  const english = content.english as Record<string, unknown>;
  const result = schema.safeParse(english, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) report.errors.push(`${where(file, issue.path)}: ${describeIssue(issue)}`);
    return { valid: false, value: english };
  }
  for (const locale of TRANSLATIONS)
    checkTranslation(file, schema, english, content.translations[locale], locale, report);
  return { valid: true, value: english };
}

/**
 * A translation of a valid entry: each field it leaves out is a warning (the
 * page shows the English there), each it gets wrong an error, and the
 * translated entry must keep the schema's rules ({placeholders} among them).
 */
function checkTranslation(
  file: string,
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
  locale: Locale,
  report: ContentReport,
) {
  const localised = localise(schema, english, translation);
  for (const path of localised.untranslated) {
    report.warnings.push(
      `${where(file, [locale, ...path])}: has no ${LANGUAGE_NAMES_IN_ENGLISH[locale]} translation; its pages show the English`,
    );
  }
  for (const issue of localised.issues) report.errors.push(`${where(file, [locale, ...issue.path])}: ${issue.message}`);
  const result = schema.safeParse(localised.value, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) {
      report.errors.push(`${where(file, [locale, ...issue.path])}: ${describeIssue(issue)}`);
    }
  }
}

/** Every .json file of a collection's folder, each checked; every entry that holds an object, valid or not. */
function checkCollection(
  source: ContentSource,
  folder: keyof typeof COLLECTIONS,
  report: ContentReport,
): Entry<Record<string, unknown>>[] {
  const { schema, key } = COLLECTIONS[folder];
  const entries: Entry<Record<string, unknown>>[] = [];
  for (const name of source.list(folder).sort()) {
    const file = `${folder}/${name}`;
    if (!name.endsWith(".json")) {
      report.errors.push(`${dataPath(file)}: only .json files belong in data/${folder}/; images go in data/images/`);
      continue;
    }
    const checked = checkFile(source, file, schema, report);
    if (checked === undefined) continue;
    const identity = checked.value[key];
    if (typeof identity === "string" && `${identity}.json` !== name) {
      report.errors.push(
        `${where(file, [key])}: is "${identity}", but the file is named ${name}; name the file ${identity}.json ` +
          `(each entry's file is named after its ${key})`,
      );
      continue;
    }
    entries.push({ file, ...checked });
  }
  return entries;
}

function checkImage(entry: Entry<{ image: string }>, source: ContentSource, report: ContentReport) {
  if (!source.imageExists(entry.value.image)) {
    report.errors.push(
      `${where(entry.file, ["image"])}: no file at data/${entry.value.image}; the path is relative to data/, e.g. images/trips/spiti-winter.jpg`,
    );
  }
}

/**
 * Testimonials typed by editors were replaced by reviews from the travellers
 * who went (docs/editing-content.md, "Reviews"): a file left in their old
 * folder would otherwise be silently ignored.
 */
function checkNoTestimonials(source: ContentSource, report: ContentReport) {
  for (const file of source.list(TESTIMONIALS_FOLDER).filter((name) => name.endsWith(".json"))) {
    report.errors.push(
      `${dataPath(`${TESTIMONIALS_FOLDER}/${file}`)}: testimonials are no longer typed; the home page shows reviews written by travellers who went, chosen by their id in data/reviews.json › homePage (docs/editing-content.md, "Reviews"). Delete the file`,
    );
  }
}

/**
 * A departure that has run without its travellers recorded is waiting for an
 * editor (a warning, an error in strict mode): the site can neither book it
 * nor list it under Recent Adventures. Travellers may be recorded ahead, e.g.
 * for a full departure; the departure becomes a completed trip once it has run.
 */
function checkDepartureDates({ file, value: trip }: Entry<Trip>, options: ContentCheckOptions, report: ContentReport) {
  const { today, strictDates } = options;
  trip.departures.forEach((departure, index) => {
    if (departure.endDate < today && departure.travellers === undefined) {
      const message = `${where(file, ["departures", index])}: the departure of ${departure.startDate} to ${departure.endDate} has run (today is ${today}); record how many travelled in "travellers", or remove the departure`;
      (strictDates ? report.errors : report.warnings).push(message);
    }
  });
}

/** 'data/trips/spiti.json › departures[2].seatsLeft', or the file alone. */
function where(file: string, fieldPath: Path = []): string {
  return fieldPath.length > 0 ? `${dataPath(file)} › ${formatPath(fieldPath)}` : dataPath(file);
}

const dataPath = (file: string) => `data/${file}`;
