// How the content editor writes a JSON file: as the files in data/ are
// written (two-space indents, a final newline), with each entry's fields in
// the order its form lists them. Decap's own JSON format writes the fields in
// whatever order its internal maps hold them, which reshuffles a whole file
// when one price changes; this keeps a saved change to the lines it changed.

import { isRecord } from "./editor-messages";
import { LOCALES } from "./locales.mjs";

/** The entry's top-level fields in `fieldOrder` first, then any others, as they come. */
export function inFieldOrder(data: Record<string, unknown>, fieldOrder: readonly string[]): Record<string, unknown> {
  const known = fieldOrder.filter((name) => Object.hasOwn(data, name));
  const others = Object.keys(data).filter((name) => !fieldOrder.includes(name));
  return Object.fromEntries([...known, ...others].map((name) => [name, data[name]]));
}

/** The name collections give as their `format` (cms-config.ts), and the format start-cms.ts registers. */
export const SITE_JSON_FORMAT = "site-json";

/**
 * A file as the editor saves it: every language's entry (content/localise.ts),
 * English first, each in the form's field order.
 */
export function fileInFieldOrder(
  data: Record<string, unknown>,
  fieldOrder: readonly string[],
): Record<string, unknown> {
  const languages = LOCALES.filter((locale) => isRecord(data[locale]));
  return Object.fromEntries(
    languages.map((locale) => [locale, inFieldOrder(data[locale] as Record<string, unknown>, fieldOrder)]),
  );
}

/** The format Decap reads and writes entries with: `toFile` gets the form's field names in order. */
export const siteJsonFormat = {
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile: (data: Record<string, unknown>, fieldOrder: readonly string[] = []): string =>
    `${JSON.stringify(fileInFieldOrder(data, fieldOrder), null, 2)}\n`,
};
