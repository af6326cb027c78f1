import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inFieldOrder, schemaOfForm, siteJsonFormat } from "../../content/json-format";
import { cmsFields } from "../../content/cms-config";
import { COLLECTIONS, SINGLETONS, jobSchema, tripSchema } from "../../content/file-schemas";

const DATA_DIR = path.join(__dirname, "../../data");

/** Every content file of data/, by its path there, with the schema of its entries. */
const CONTENT_FILES = [
  ...Object.entries(SINGLETONS).map(([file, schema]) => [file, schema] as const),
  ...Object.entries(COLLECTIONS).flatMap(([folder, { schema }]) =>
    readdirSync(path.join(DATA_DIR, folder)).map((name) => [`${folder}/${name}`, schema] as const),
  ),
];

const formOf = (schema: Parameters<typeof cmsFields>[0]) => cmsFields(schema).map((field) => field.name);
const read = (file: string) => readFileSync(path.join(DATA_DIR, file), "utf8");

/** `value` with each object's keys in reverse order, as an editor's internal maps may hold them. */
const shuffled = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).reverse());

describe("the JSON the content editor writes", () => {
  it("puts the fields in the form's order, any others after them", () => {
    expect(
      Object.keys(inFieldOrder({ price: 1, extra: true, title: "T", slug: "s" }, ["slug", "title", "price"])),
    ).toEqual(["slug", "title", "price", "extra"]);
  });

  it.each(CONTENT_FILES)(
    "writes data/%s back exactly as it is, whatever order the editor holds its fields in",
    (file, schema) => {
      const text = read(file);
      const { en, hi } = JSON.parse(text) as Record<string, Record<string, unknown> | undefined>;
      const held = { ...(hi ? { hi: shuffled(hi) } : {}), en: shuffled(en!) };
      expect(siteJsonFormat.toFile(held, formOf(schema))).toBe(text);
      expect(siteJsonFormat.fromFile(text)).toEqual(JSON.parse(text));
    },
  );

  it("writes under Hindi only the fields that are translated, whatever the editor's form holds for the others", () => {
    const file = "jobs/travel-consultant.json";
    const text = read(file);
    const { en, hi } = JSON.parse(text) as Record<string, Record<string, unknown>>;
    const saved = siteJsonFormat.toFile(
      { en, hi: { ...hi, slug: en.slug, type: en.type, postedOn: en.postedOn, validThrough: [] } },
      formOf(jobSchema),
    );
    expect(saved).toBe(text);
  });

  it("leaves out of a translation's list items their fields that are not translated, such as an itinerary day's number", () => {
    const file = "trips/spiti-winter-expedition.json";
    const text = read(file);
    const { en, hi } = JSON.parse(text) as Record<string, Record<string, unknown>>;
    const itinerary = (hi.itinerary as object[]).map((day, index) => ({ day: index + 1, ...day }));
    const departures = [{ startDate: "2027-01-16", endDate: "2027-01-23", seats: 14 }];
    const difficulty = { level: "challenging", ...(hi.difficulty as object) };
    expect(
      siteJsonFormat.toFile({ en, hi: { ...hi, itinerary, departures, difficulty, price: 18999 } }, formOf(tripSchema)),
    ).toBe(text);
  });

  it("writes no translation for a file with nothing to translate, whatever the editor's form holds", () => {
    const text = read("booking-terms.json");
    const { en } = JSON.parse(text) as { en: Record<string, unknown> };
    const hi = { gstPercent: en.gstPercent, refunds: [] };
    expect(siteJsonFormat.toFile({ en, hi }, formOf(SINGLETONS["booking-terms.json"]))).toBe(text);
  });

  it("knows each kind of entry by its form's fields", () => {
    for (const [, schema] of CONTENT_FILES) expect(schemaOfForm(formOf(schema))).toBe(schema);
  });

  it("refuses to write an entry whose fields no kind of entry has, rather than guess which fields are translated", () => {
    expect(() => siteJsonFormat.toFile({ en: { title: "T" } }, ["title"])).toThrow(
      "No content schema has the fields [title], in that order",
    );
  });
});
