// A content file in every language: the Hindi laid over the English field by
// field, lists item by item, and what cannot be used reported rather than shown.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { jobSchema, tripSchema, type FieldMeta, type Job, type Trip } from "../../content/file-schemas";
import { contentFileOf, entryIn, localise, type ContentFile } from "../../content/localise";

/** A file of data/ as written: the English entry, and its Hindi translation. */
function readData<T>(file: string): { en: T; hi: Record<string, unknown> } {
  return JSON.parse(readFileSync(path.resolve(__dirname, "../../data", file), "utf8"));
}

/** Words people read, as the content schemas mark them. */
const text = z.string().meta({ translatable: true } satisfies FieldMeta);

/** A small entry with each kind of field the content has. */
const schema = z.strictObject({
  slug: z.string(),
  title: text,
  price: z.number(),
  image: text.meta({ translatable: false } satisfies FieldMeta),
  highlights: z.array(text),
  itinerary: z.array(z.strictObject({ day: z.number(), title: text, description: text })),
  difficulty: z.strictObject({ level: z.enum(["easy", "hard"]), fitness: text }),
});

const english = {
  slug: "spiti",
  title: "Spiti in winter",
  price: 18999,
  image: "images/trips/spiti.jpg",
  highlights: ["Key monastery", "A night in Komic", "Snow leopards"],
  itinerary: [
    { day: 1, title: "Shimla to Sarahan", description: "Along the Sutlej." },
    { day: 2, title: "Sarahan to Kalpa", description: "Into Kinnaur." },
  ],
  difficulty: { level: "hard", fitness: "Walk 5 km with ease." },
};

const hindi = {
  title: "सर्दियों में स्पीति",
  highlights: ["की मठ", "कोमिक में एक रात", "हिम तेंदुए"],
  itinerary: [
    { title: "शिमला से सराहन", description: "सतलुज के किनारे।" },
    { title: "सराहन से कल्पा", description: "किन्नौर में।" },
  ],
  difficulty: { fitness: "आराम से 5 किमी चल पाएँ।" },
};

describe("localise", () => {
  it("lays each translated text over the English, and keeps the English of every other field", () => {
    expect(localise(schema, english, hindi)).toEqual({
      value: {
        slug: "spiti",
        title: "सर्दियों में स्पीति",
        price: 18999,
        image: "images/trips/spiti.jpg",
        highlights: ["की मठ", "कोमिक में एक रात", "हिम तेंदुए"],
        itinerary: [
          { day: 1, title: "शिमला से सराहन", description: "सतलुज के किनारे।" },
          { day: 2, title: "सराहन से कल्पा", description: "किन्नौर में।" },
        ],
        difficulty: { level: "hard", fitness: "आराम से 5 किमी चल पाएँ।" },
      },
      untranslated: [],
      issues: [],
    });
  });

  it("leaves the English entry as it was", () => {
    const before = JSON.parse(JSON.stringify(english));
    localise(schema, english, hindi);
    expect(english).toEqual(before);
  });

  it("translates a list item by item, in the English order", () => {
    const { value } = localise(schema, english, { ...hindi, highlights: ["की मठ", null, "हिम तेंदुए"] });
    expect((value as typeof english).highlights).toEqual(["की मठ", "A night in Komic", "हिम तेंदुए"]);
  });

  it("shows the English of each item a shorter list leaves out, and reports each", () => {
    const { value, untranslated, issues } = localise(schema, english, {
      ...hindi,
      highlights: ["की मठ"],
      itinerary: [{ title: "शिमला से सराहन" }],
    });
    const entry = value as typeof english;
    expect(entry.highlights).toEqual(["की मठ", "A night in Komic", "Snow leopards"]);
    expect(entry.itinerary).toEqual([
      { day: 1, title: "शिमला से सराहन", description: "Along the Sutlej." },
      { day: 2, title: "Sarahan to Kalpa", description: "Into Kinnaur." },
    ]);
    expect(untranslated).toEqual([
      ["highlights", 1],
      ["highlights", 2],
      ["itinerary", 0, "description"],
      ["itinerary", 1],
    ]);
    expect(issues).toEqual([]);
  });

  it("reports a missing field or list once, not once per item, and a blank text as missing", () => {
    const translation: Partial<typeof hindi> = { ...hindi, title: "" };
    delete translation.highlights;
    const { value, untranslated, issues } = localise(schema, english, translation);
    expect(value).toMatchObject({ title: english.title, highlights: english.highlights });
    expect(value).toMatchObject({ itinerary: [{ title: "शिमला से सराहन" }, { title: "सराहन से कल्पा" }] });
    expect(untranslated).toEqual([["title"], ["highlights"]]);
    expect(issues).toEqual([]);
  });

  it("reports an entry with no translation at all as one untranslated path, and shows the English", () => {
    expect(localise(schema, english, undefined)).toEqual({ value: english, untranslated: [[]], issues: [] });
  });

  it("shows the English of a field that is the same in every language, and refuses its translation: slugs, prices, pictures, levels, days", () => {
    const result = localise(schema, english, {
      ...hindi,
      slug: "spiti-hindi",
      price: 1,
      image: "images/trips/other.jpg",
      itinerary: [{ ...hindi.itinerary[0], day: 1 }, hindi.itinerary[1]],
      difficulty: { level: "easy", fitness: "आराम से 5 किमी चल पाएँ।" },
    });
    expect(result.value).toEqual(localise(schema, english, hindi).value);
    const message = 'is not translated; keep it under "en" only';
    expect(result.issues).toEqual([
      { path: ["slug"], message },
      { path: ["price"], message },
      { path: ["image"], message },
      { path: ["itinerary", 0, "day"], message },
      { path: ["difficulty", "level"], message },
    ]);
  });

  it("refuses any translation of an entry with nothing to translate", () => {
    const numbers = z.strictObject({ gstPercent: z.number() });
    expect(localise(numbers, { gstPercent: 5 }, { gstPercent: 5 })).toEqual({
      value: { gstPercent: 5 },
      untranslated: [],
      issues: [{ path: ["gstPercent"], message: 'is not translated; keep it under "en" only' }],
    });
    expect(localise(numbers, { gstPercent: 5 }, undefined)).toEqual({
      value: { gstPercent: 5 },
      untranslated: [],
      issues: [],
    });
  });

  it("reports a field the entry does not have, and still uses the rest", () => {
    const result = localise(schema, english, {
      ...hindi,
      titel: "स्पीति",
      difficulty: { ...hindi.difficulty, fitnes: "x" },
    });
    expect(result.issues).toEqual([
      { path: ["titel"], message: "is not a field of this entry; check its spelling" },
      { path: ["difficulty", "fitnes"], message: "is not a field of this entry; check its spelling" },
    ]);
    expect(result.value).toEqual(localise(schema, english, hindi).value);
  });

  it.each<[string, Partial<Record<keyof typeof hindi, unknown>>, string, string]>([
    [
      "a list longer than the English",
      { highlights: ["एक", "दो", "तीन", "चार"] },
      "highlights",
      "has 4 items where the English has 3; a translation keeps the English list's items, in the same order",
    ],
    [
      "text where the English has a list",
      { highlights: "की मठ" },
      "highlights",
      "must be a list in [ ], as the English is",
    ],
    [
      "a list where the English has an object",
      { difficulty: ["कठिन"] },
      "difficulty",
      "must be an object in { }, as the English is",
    ],
    ["a number where the English has text", { title: 42 }, "title", "must be text in quotes, as the English is"],
  ])("refuses %s, and shows the English there", (_case, change, field, message) => {
    const result = localise(schema, english, { ...hindi, ...change });
    expect(result.issues).toEqual([{ path: [field], message }]);
    expect((result.value as Record<string, unknown>)[field]).toEqual(english[field as keyof typeof english]);
  });

  it("keeps, in a real trip, everything but its words the English trip's", () => {
    const file = readData<Trip>("trips/spiti-winter-expedition.json");
    const trip = localise(tripSchema, file.en, {
      ...file.hi,
      slug: "spiti",
      price: 1,
      image: "images/trips/other.jpg",
    }).value as Trip;
    const { slug, price, image, category, departures, groupSize } = file.en;
    expect(trip).toMatchObject({ slug, price, image, category, departures, groupSize });
    expect(trip.difficulty.level).toBe(file.en.difficulty.level);
    expect(trip.title).toBe(file.hi.title);
    expect(trip.title).not.toBe(file.en.title);
  });

  it("keeps a job's employment type the English one, which the site names in every language", () => {
    const file = readData<Job>("jobs/travel-consultant.json");
    const { value, untranslated, issues } = localise(jobSchema, file.en, { ...file.hi, type: "पूर्णकालिक" });
    expect(value).toMatchObject({ title: file.hi.title, type: file.en.type });
    expect(untranslated).toEqual([]);
    expect(issues).toEqual([{ path: ["type"], message: 'is not translated; keep it under "en" only' }]);
  });
});

describe("contentFileOf", () => {
  it("splits a file into its English entry and its translations", () => {
    expect(contentFileOf({ en: english, hi: hindi })).toEqual({ english, translations: { hi: hindi } });
  });

  it("takes a file with the English alone, its translation still to write", () => {
    expect(contentFileOf({ en: english })).toEqual({ english, translations: { hi: undefined } });
  });

  const SHAPE = 'must hold the English entry under "en" and its translations under "hi", as {"en": { … }, "hi": { … }}';
  it.each<[string, unknown, string]>([
    ["a list", [english], "must hold one object in { }, found a list"],
    ["a value", "Spiti", "must hold one object in { }, found a value"],
    [
      "the entry bare, as before translations",
      { slug: "spiti", title: "Spiti" },
      `${SHAPE}; found "slug", "title" at the top`,
    ],
    ["a translation without the English", { hi: hindi }, SHAPE],
    ["the English as a list", { en: [english] }, SHAPE],
    ["a language the site does not have", { en: english, fr: {} }, `${SHAPE}; found "fr" at the top`],
  ])("refuses %s, saying what a file must hold", (_case, parsed, problem) => {
    expect(contentFileOf(parsed)).toEqual({ problem });
  });
});

describe("entryIn", () => {
  const file = contentFileOf({ en: english, hi: { ...hindi, highlights: ["की मठ"] } }) as ContentFile;

  it("gives the English entry as written for English", () => {
    expect(entryIn(schema, file, "en")).toBe(english);
  });

  it("gives the Hindi entry for Hindi, with the English wherever the Hindi is missing", () => {
    expect(entryIn(schema, file, "hi")).toEqual({
      ...(localise(schema, english, hindi).value as typeof english),
      highlights: ["की मठ", "A night in Komic", "Snow leopards"],
    });
    expect(entryIn(schema, file, "hi")).toMatchObject({ title: "सर्दियों में स्पीति", price: 18999 });
  });
});
