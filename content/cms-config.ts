// The Decap CMS configuration, written from the content schemas (schemas.ts)
// as the GraphQL types are: every collection, field, option and bound the
// build's content check knows, so the editor in the browser offers exactly what
// the build accepts. Works on the schemas' JSON Schema form, which zod writes.
import { z } from "zod";
import { SITE_JSON_FORMAT } from "./json-format";
import { COLLECTIONS, SINGLETONS, type FieldMeta } from "./file-schemas";
import { holdsTranslatable } from "./localise";
import { DEFAULT_LOCALE, LOCALES } from "./locales.mjs";

interface JsonSchema extends FieldMeta {
  type?: string;
  description?: string;
  format?: string;
  pattern?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

/** One field of a Decap collection, as its configuration spells it. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  options?: string[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  step?: number;
  pattern?: [string, string];
  format?: string;
  date_format?: string;
  time_format?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  allow_add?: boolean;
  field?: CmsField;
  fields?: CmsField[];
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  /** Whether the editor offers the field in every language; a field without it is the English entry's (content/localise.ts). */
  i18n?: boolean;
}

/** 'thingsToCarry' → 'Things to carry', 'booking-terms' → 'Booking terms'. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/-/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Where the image widget stores uploads, and the path it writes: relative to
 * data/, as the JSON expects. Decap finds a stored picture by its file name in
 * the field's folder, so each kind of entry has its own folder.
 */
const imageFolders = (folder = "") => ({
  media_folder: `/data/images${folder ? `/${folder}` : ""}`,
  public_folder: `images${folder ? `/${folder}` : ""}`,
});

/** The Decap field for one value of the schema. */
export function cmsField(name: string, schema: JsonSchema, required: boolean): CmsField {
  const base = {
    name,
    label: labelOf(name),
    ...(required ? {} : { required: false }),
    ...(schema.description ? { hint: schema.description } : {}),
    ...(holdsTranslatable(schema) ? { i18n: true } : {}),
  };
  if (schema.graphql?.startsWith("File")) {
    return { ...base, widget: "image", choose_url: false, ...imageFolders(schema.imageFolder) };
  }
  if (schema.format === "date") {
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  }
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (schema.type === "boolean") return { ...base, widget: "boolean" };
  if (schema.type === "integer" || schema.type === "number") {
    const int = schema.type === "integer";
    const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
    // zod writes the largest safe integer as the maximum of every int; it is no bound an editor needs.
    const max = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined;
    return {
      ...base,
      widget: "number",
      value_type: int ? "int" : "float",
      step: int ? 1 : 0.1,
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    };
  }
  if (schema.type === "array" && schema.items) {
    const allowEmpty = (schema.minItems ?? 0) === 0;
    const list = {
      ...base,
      widget: "list",
      label_singular: labelOf(singular(name)),
      ...(allowEmpty ? {} : { min: schema.minItems }),
    };
    if (schema.items.type === "object") {
      const summary = schema.items.listSummary ? { summary: schema.items.listSummary } : {};
      const unfolded = schema.items.listUnfolded ? { collapsed: false } : {};
      return { ...list, ...summary, ...unfolded, fields: objectFields(schema.items) };
    }
    return { ...list, field: cmsField(singular(name), schema.items, true) };
  }
  if (schema.type === "object") return { ...base, widget: "object", fields: objectFields(schema) };
  if (schema.type === "string" && schema.multiline) return { ...base, widget: "text" };
  if (schema.type === "string") {
    const pattern = schema.pattern && schema.patternMessage ? { pattern: [schema.pattern, schema.patternMessage] } : {};
    return { ...base, widget: "string", ...(pattern as { pattern?: [string, string] }) };
  }
  throw new Error(`${name}: no Decap widget for JSON Schema ${JSON.stringify(schema)}`);
}

/** 'highlights' → 'highlight', 'departures' → 'departure', for the label of one item of a list. */
const singular = (name: string) =>
  name
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x)es$/, "$1")
    .replace(/s$/, "");

function objectFields(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    cmsField(name, property, required.has(name)),
  );
}

/** A schema's fields as Decap edits them. */
export function cmsFields(schema: z.ZodType): CmsField[] {
  return objectFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "throw" }) as JsonSchema);
}

/** How the editor names each collection, and the field that names an entry in its lists. */
const LABELS: Record<keyof typeof COLLECTIONS, [plural: string, singular: string, shownBy: string]> = {
  trips: ["Trips", "Trip", "title"],
  jobs: ["Jobs", "Job", "title"],
};

/**
 * A collection's picture folders are its image field's. Decap shows each
 * entry's picture in the collection's list without asking the field, so the
 * collection must know where the pictures are too.
 */
function collectionImageFolders(fields: CmsField[]) {
  const image = fields.find((field) => field.widget === "image");
  return image ? { media_folder: image.media_folder, public_folder: image.public_folder } : {};
}

/**
 * How the editor keeps translations: each file holds every language, the
 * English under "en" and each translation beside it (content/localise.ts).
 * Decap's `single_file` is the only layout it allows for single files, and
 * the folders use it too, so that every file of data/ reads alike.
 */
export const CMS_I18N = { structure: "single_file", locales: [...LOCALES], default_locale: DEFAULT_LOCALE } as const;

/** Every collection of data/: a folder collection per kind of entry, one files collection for the single files. */
export function cmsCollections() {
  const folders = Object.entries(COLLECTIONS).map(([folder, { schema, key }]) => {
    const [label, labelSingular, shownBy] = LABELS[folder as keyof typeof COLLECTIONS];
    const fields = cmsFields(schema);
    return {
      name: folder,
      label,
      label_singular: labelSingular,
      folder: `data/${folder}`,
      extension: "json",
      format: SITE_JSON_FORMAT,
      i18n: true,
      create: true,
      identifier_field: shownBy,
      // The file is named after the entry's slug (or id), as the content check requires.
      slug: `{{fields.${key}}}`,
      ...collectionImageFolders(fields),
      fields,
    };
  });
  const files = {
    name: "site",
    label: "Site text",
    format: SITE_JSON_FORMAT,
    i18n: true,
    files: Object.entries(SINGLETONS).map(([file, schema]) => ({
      name: file.replace(/\.json$/, ""),
      label: labelOf(file.replace(/\.json$/, "")),
      file: `data/${file}`,
      i18n: true,
      fields: cmsFields(schema),
    })),
  };
  return [...folders, files];
}
