// GraphQL type definitions written from the content schemas (schemas.ts), so
// that what the build checks and what pages can query are one statement of the
// content: a field added to a schema is queryable, a field removed is gone
// from GraphQL too. Works on the schemas' JSON Schema form, which zod writes.
import { z } from "zod";
import type { FieldMeta } from "./file-schemas";

interface JsonSchema extends FieldMeta {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
}

const SCALARS: Record<string, string> = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" };

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A GraphQL description: the text as a string literal, which JSON's escaping suits. */
const describe = (schema: JsonSchema, indent: string) =>
  schema.description ? `${indent}${JSON.stringify(schema.description)}\n` : "";

interface Definition {
  /** The field's type, `!` included, and any directives: 'Date! @dateformat'. */
  fieldType: string;
  /** Object types the field needs, already written. */
  types: string[];
}

/**
 * The GraphQL type of one value: a scalar, an object type named after its path
 * (TripsJson › departures → TripsJsonDepartures), or a list of either.
 */
function definitionOf(schema: JsonSchema, typeName: string, required: boolean, where: string): Definition {
  const bang = required ? "!" : "";
  if (schema.graphql) {
    const [type, ...directives] = schema.graphql.split(" ");
    return { fieldType: [`${type}${bang}`, ...directives].join(" "), types: [] };
  }
  if (schema.type === "array") {
    if (!schema.items) throw new Error(`${where}: a list needs the type of its items`);
    const item = definitionOf(schema.items, typeName, true, `${where}[]`);
    if (item.fieldType.includes(" ")) throw new Error(`${where}: a list's items cannot carry directives`);
    return { fieldType: `[${item.fieldType}]${bang}`, types: item.types };
  }
  if (schema.type === "object") {
    return { fieldType: `${typeName}${bang}`, types: objectTypes(schema, typeName, "", where) };
  }
  const scalar = schema.type ? SCALARS[schema.type] : undefined;
  if (!scalar) throw new Error(`${where}: no GraphQL type for JSON Schema ${JSON.stringify(schema)}`);
  return { fieldType: `${scalar}${bang}`, types: [] };
}

/** An object type and every type its fields need; `header` goes between the name and the fields. */
function objectTypes(schema: JsonSchema, typeName: string, header: string, where: string, extraFields = ""): string[] {
  const required = new Set(schema.required ?? []);
  const nested: string[] = [];
  const fields = Object.entries(schema.properties ?? {}).map(([field, property]) => {
    const definition = definitionOf(property, `${typeName}${pascal(field)}`, required.has(field), `${where}.${field}`);
    nested.push(...definition.types);
    return `${describe(property, "  ")}  ${field}: ${definition.fieldType}`;
  });
  const body = [...fields, ...(extraFields.trim() ? [extraFields.replace(/^\n+|\s+$/g, "")] : [])].join("\n");
  return [`${describe(schema, "")}type ${typeName}${header} {\n${body}\n}`, ...nested];
}

export interface NodeType {
  /** The node type gatsby/content-nodes.ts creates for the file(s): 'TripsJson'. */
  name: string;
  schema: z.ZodType;
  /** Fields computed by resolvers rather than read from the file, in SDL. */
  computedFields?: string;
}

/**
 * The SDL for one collection's node type and the object types inside it.
 * Inference is off (@dontInfer), so a field missing from the schema is missing
 * from GraphQL instead of silently guessed. An entry's own `id` is its node's
 * `jsonId` (Gatsby owns `id`; gatsby/content-nodes.ts). Each entry is a node per
 * language, which its `lang` names; pages filter on it.
 */
export function nodeTypeDefs({ name, schema, computedFields = "" }: NodeType): string {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "throw" }) as JsonSchema;
  if (json.type !== "object" || !json.properties) throw new Error(`${name}: a node's schema must be an object`);
  const { id, ...properties } = json.properties;
  const renamed: JsonSchema = {
    ...json,
    properties: id ? { jsonId: id, ...properties } : properties,
    required: (json.required ?? []).map((field) => (field === "id" ? "jsonId" : field)),
  };
  const langField = `  "The language of this copy of the entry: 'en', or a translation laid over the English ('hi')."\n  lang: String!`;
  const extraFields = [langField, computedFields.replace(/^\n+/, "")].filter((fields) => fields.trim()).join("\n");
  return objectTypes(renamed, name, " implements Node @dontInfer", name, extraFields).join("\n\n");
}

/** The fields of one value to ask for in a query: nothing for a scalar, `{ … }` for an object or a list of objects. */
function selectionOf(schema: JsonSchema, where: string): string {
  if (schema.graphql?.startsWith("File")) {
    throw new Error(`${where}: a linked node (${schema.graphql}) needs a selection of its own`);
  }
  if (schema.type === "array") return schema.items ? selectionOf(schema.items, `${where}[]`) : "";
  if (schema.type !== "object") return "";
  const fields = Object.entries(schema.properties ?? {}).map(
    ([field, property]) => `${field}${selectionOf(property, `${where}.${field}`)}`,
  );
  return ` { ${fields.join(" ")} }`;
}

/**
 * Every field of a content file, as a GraphQL selection ('{ notice { title … } … }'),
 * for a query that takes a whole file: a field added to the schema is asked for too.
 */
export function wholeFileSelection(schema: z.ZodType): string {
  return selectionOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "throw" }) as JsonSchema, "file").trim();
}
