// One content file in every language. Each file of data/ holds its entry in
// English under "en" and its translations under the other languages' codes
// ("hi"), the layout the content editor's i18n writes (its `single_file`
// structure). A translation holds only the fields that are text people read
// (the schemas mark them translatable); dates, prices, slugs and pictures are
// the English entry's in every language, and a translation that holds one is
// refused. A field left untranslated falls back to the English, and is
// reported so that the build can warn about it.
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.mjs";
import { isRecord, type Path } from "./editor-messages";

/** The JSON Schema form of a content schema: what the walk needs of it. */
export interface TranslatableSchema {
  type?: string;
  properties?: Record<string, TranslatableSchema>;
  items?: TranslatableSchema;
  translatable?: boolean;
}

/** A problem in a translation, at a path inside the translation. */
export interface TranslationIssue {
  path: Path;
  message: string;
}

export interface Localised {
  /** The entry as the language's pages show it: translated fields, the English for the rest. */
  value: unknown;
  /** Where the translation is missing, outermost first: a missing list is one path, not one per item. */
  untranslated: Path[];
  /**
   * Translations that cannot be used: text where a list belongs, a list longer
   * than the English, a field the entry does not have or does not translate.
   */
  issues: TranslationIssue[];
}

const jsonSchemas = new WeakMap<z.ZodType, TranslatableSchema>();

/** The schema's JSON Schema form, written once per schema. */
function jsonSchemaOf(schema: z.ZodType): TranslatableSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "throw" }) as TranslatableSchema;
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** Whether any text under this part of an entry is translated (the content editor offers it in every language). */
export function holdsTranslatable(schema: TranslatableSchema): boolean {
  if (schema.translatable === true) return true;
  if (schema.items) return holdsTranslatable(schema.items);
  return Object.values(schema.properties ?? {}).some(holdsTranslatable);
}

/** What a translation is told of a field that every language takes from the English. */
const NOT_TRANSLATED = `is not translated; keep it under "${DEFAULT_LOCALE}" only`;

/** Left empty: the editor saves an untouched field of a translation as "" or leaves it out. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Each field of `translation` that the entry does not have, or does not translate, as an issue. */
function reportStrayFields(
  properties: Record<string, TranslatableSchema>,
  translation: Record<string, unknown>,
  path: Path,
  result: Localised,
) {
  for (const field of Object.keys(translation)) {
    if (!Object.hasOwn(properties, field)) {
      result.issues.push({ path: [...path, field], message: "is not a field of this entry; check its spelling" });
    } else if (!holdsTranslatable(properties[field])) {
      // Shown in English whatever it says, and a line each later save would carry into review.
      result.issues.push({ path: [...path, field], message: NOT_TRANSLATED });
    }
  }
}

/**
 * The English entry with `translation` laid over it. The translation mirrors
 * the entry: the same field names, and lists item by item in the English order.
 */
function overlay(
  schema: TranslatableSchema,
  english: unknown,
  translation: unknown,
  path: Path,
  result: Localised,
): unknown {
  if (!holdsTranslatable(schema)) return english;
  if (isBlank(translation)) {
    result.untranslated.push(path);
    return english;
  }
  if (schema.type === "string") {
    if (typeof translation === "string") return translation;
    result.issues.push({ path, message: "must be text in quotes, as the English is" });
    return english;
  }
  if (schema.type === "array" && schema.items && Array.isArray(english)) {
    if (!Array.isArray(translation)) {
      result.issues.push({ path, message: "must be a list in [ ], as the English is" });
      return english;
    }
    if (translation.length > english.length) {
      result.issues.push({
        path,
        message: `has ${translation.length} items where the English has ${english.length}; a translation keeps the English list's items, in the same order`,
      });
      return english;
    }
    const items = schema.items;
    return english.map((item, index) => overlay(items, item, translation[index], [...path, index], result));
  }
  if (schema.properties && isRecord(english)) {
    if (!isRecord(translation)) {
      result.issues.push({ path, message: "must be an object in { }, as the English is" });
      return english;
    }
    const properties = schema.properties;
    reportStrayFields(properties, translation, path, result);
    return Object.fromEntries(
      Object.entries(english).map(([field, value]) => {
        const fieldSchema = properties[field];
        return [field, fieldSchema ? overlay(fieldSchema, value, translation[field], [...path, field], result) : value];
      }),
    );
  }
  return english;
}

/** An entry's top-level fields, in the schema's order, which is the content editor's form's. */
export function fieldsOf(schema: z.ZodType): string[] {
  return Object.keys(jsonSchemaOf(schema).properties ?? {});
}

function withoutUntranslated(schema: TranslatableSchema, value: unknown): unknown {
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.map((item) => withoutUntranslated(items, item));
  }
  if (!isRecord(value) || !schema.properties) return value;
  const properties = schema.properties;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([field]) => !Object.hasOwn(properties, field) || holdsTranslatable(properties[field]))
      .map(([field, fieldValue]) => [
        field,
        Object.hasOwn(properties, field) ? withoutUntranslated(properties[field], fieldValue) : fieldValue,
      ]),
  );
}

/**
 * A translation without the fields that are not translated, at any depth (an
 * itinerary day's number among them). The content editor keeps every field in
 * each language's form, and a widget may set one it hides there.
 * A field the schema does not know is kept, for the content check to report.
 */
export function translatedFieldsOf(schema: z.ZodType, translation: unknown): unknown {
  return withoutUntranslated(jsonSchemaOf(schema), translation);
}

/** The entry `english` in another language, from that language's part of the file (`translation`). */
export function localise(schema: z.ZodType, english: unknown, translation: unknown): Localised {
  const result: Localised = { value: english, untranslated: [], issues: [] };
  const json = jsonSchemaOf(schema);
  // An entry with nothing to translate (the booking terms) needs no translation, and may hold none.
  if (!holdsTranslatable(json)) {
    if (isRecord(translation)) reportStrayFields(json.properties ?? {}, translation, [], result);
    return result;
  }
  result.value = overlay(json, english, translation, [], result);
  return result;
}

/** The languages a file may hold besides the English. */
export const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<
  Locale,
  typeof DEFAULT_LOCALE
>[];

/** What a content file holds: its English entry, and each translation as written (possibly none). */
export interface ContentFile {
  english: unknown;
  translations: Partial<Record<Locale, unknown>>;
}

/**
 * A parsed content file split into its languages, or why it cannot be: the
 * file must be one object whose keys are language codes, with the English.
 */
export function contentFileOf(parsed: unknown): ContentFile | { problem: string } {
  if (!isRecord(parsed)) {
    return { problem: `must hold one object in { }, found ${Array.isArray(parsed) ? "a list" : "a value"}` };
  }
  const others = Object.keys(parsed).filter((key) => !(LOCALES as readonly string[]).includes(key));
  if (others.length > 0 || !isRecord(parsed[DEFAULT_LOCALE])) {
    const found = others.length > 0 ? `; found ${others.map((key) => `"${key}"`).join(", ")} at the top` : "";
    return {
      problem:
        `must hold the English entry under "${DEFAULT_LOCALE}" and its translations under ` +
        `${TRANSLATIONS.map((locale) => `"${locale}"`).join(", ")}, as {"${DEFAULT_LOCALE}": { … }, ` +
        `${TRANSLATIONS.map((locale) => `"${locale}": { … }`).join(", ")}}${found}`,
    };
  }
  return {
    english: parsed[DEFAULT_LOCALE],
    translations: Object.fromEntries(TRANSLATIONS.map((locale) => [locale, parsed[locale]])),
  };
}

/** The entry of a well-formed content file in one language (the content check has vouched for the file). */
export function entryIn(schema: z.ZodType, file: ContentFile, locale: Locale): unknown {
  if (locale === DEFAULT_LOCALE) return file.english;
  return localise(schema, file.english, file.translations[locale]).value;
}
