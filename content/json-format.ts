// How the content editor writes a JSON file: as the files in data/ are
// written (two-space indents, a final newline), with each entry's fields in
// the order its form lists them. Decap's own JSON format writes the fields in
// whatever order its internal maps hold them, which reshuffles a whole file
// when one price changes; this keeps a saved change to the lines it changed.
// A translation keeps only the fields that are translated (content/localise.ts),
// whatever the editor's form holds for the others.

import type { z } from "zod";
import { isRecord } from "./editor-messages";
import { COLLECTIONS, SINGLETONS } from "./file-schemas";
import { fieldsOf, translatedFieldsOf } from "./localise";
import { DEFAULT_LOCALE, LOCALES } from "./locales.mjs";

/** The entry's top-level fields in `fieldOrder` first, then any others, as they come. */
export function inFieldOrder(data: Record<string, unknown>, fieldOrder: readonly string[]): Record<string, unknown> {
  const known = fieldOrder.filter((name) => Object.hasOwn(data, name));
  const others = Object.keys(data).filter((name) => !fieldOrder.includes(name));
  return Object.fromEntries([...known, ...others].map((name) => [name, data[name]]));
}

/** The name collections give as their `format` (cms-config.ts), and the format start-cms.ts registers. */
export const SITE_JSON_FORMAT = "site-json";

const SCHEMAS: z.ZodType[] = [...Object.values(COLLECTIONS).map(({ schema }) => schema), ...Object.values(SINGLETONS)];

/**
 * The schema of the entry whose form lists `fieldOrder`. Decap hands a format
 * the form's field names but not the collection, and no two kinds of entry
 * have the same fields.
 */
export function schemaOfForm(fieldOrder: readonly string[]): z.ZodType {
  const schema = SCHEMAS.find((candidate) => {
    const fields = fieldsOf(candidate);
    return fields.length === fieldOrder.length && fields.every((field, index) => field === fieldOrder[index]);
  });
  if (!schema) throw new Error(`No content schema has the fields [${fieldOrder.join(", ")}], in that order`);
  return schema;
}

/**
 * A file as the editor saves it: every language's entry, English first, each
 * in the form's field order, a translation with only its translated fields
 * (and none, when it has none).
 */
export function fileInFieldOrder(
  data: Record<string, unknown>,
  fieldOrder: readonly string[],
): Record<string, unknown> {
  const schema = schemaOfForm(fieldOrder);
  const file: Record<string, unknown> = {};
  for (const locale of LOCALES) {
    const entry = data[locale];
    if (!isRecord(entry)) continue;
    const fields = locale === DEFAULT_LOCALE ? entry : (translatedFieldsOf(schema, entry) as Record<string, unknown>);
    // A file with nothing to translate (booking-terms.json) has no translation to write.
    if (Object.keys(fields).length > 0) file[locale] = inFieldOrder(fields, fieldOrder);
  }
  return file;
}

/** The format Decap reads and writes entries with: `toFile` gets the form's field names in order. */
export const siteJsonFormat = {
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile: (data: Record<string, unknown>, fieldOrder: readonly string[] = []): string =>
    `${JSON.stringify(fileInFieldOrder(data, fieldOrder), null, 2)}\n`,
};
