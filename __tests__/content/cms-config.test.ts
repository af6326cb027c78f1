import { cmsCollections, cmsFields, labelOf, type CmsField } from "../../content/cms-config";
import { companySchema, travellerQuestionsSchema, tripSchema } from "../../content/file-schemas";
import { PERSONAL_DATA_ITEMS } from "../../content/traveller-data";
import { TRIP_CATEGORIES, DIFFICULTY_LEVELS } from "../../content/trips";

const field = (fields: CmsField[], name: string) => {
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe("the CMS configuration written from the content schemas", () => {
  const trip = cmsFields(tripSchema);

  it("offers a trip's every field, in the schema's order", () => {
    expect(trip.map((each) => each.name)).toEqual(Object.keys(tripSchema.shape));
  });

  it("makes choices selects with exactly the schema's options", () => {
    expect(field(trip, "category")).toMatchObject({ widget: "select", options: [...TRIP_CATEGORIES] });
    const difficulty = field(trip, "difficulty").fields ?? [];
    expect(field(difficulty, "level")).toMatchObject({ widget: "select", options: [...DIFFICULTY_LEVELS] });
  });

  it("gives numbers the schema's bounds", () => {
    expect(field(trip, "price")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(trip.map((each) => each.name)).not.toContain("rating");
  });

  it("edits departures as a list of dated departures, travellers optional", () => {
    const departures = field(trip, "departures");
    expect(departures).toMatchObject({
      widget: "list",
      min: 1,
      label_singular: "Departure",
      summary: "{{fields.startDate}} to {{fields.endDate}}: {{fields.seats}} seats",
      collapsed: false,
    });
    expect(field(trip, "itinerary")).not.toHaveProperty("collapsed");
    const fields = departures.fields ?? [];
    expect(field(fields, "startDate")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(field(fields, "seats")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field(fields, "travellers")).toMatchObject({ widget: "number", min: 1, required: false });
  });

  it("stores images under data/images/, in their kind of entry's folder, and writes the path relative to data/", () => {
    expect(field(trip, "image")).toMatchObject({
      widget: "image",
      media_folder: "/data/images/trips",
      public_folder: "images/trips",
    });
  });

  it("checks patterns with the content check's own words", () => {
    expect(field(trip, "slug").pattern?.[1]).toBe(
      "must be lowercase letters and digits joined by single hyphens, e.g. spiti-winter-expedition",
    );
    expect(field(cmsFields(companySchema), "whatsapp").pattern?.[1]).toBe(
      "must be a phone number with its country code, e.g. +91 98765 43210",
    );
  });

  it("has a folder collection per kind of entry, named by the field the check names files after, and the single files", () => {
    const collections = cmsCollections();
    expect(collections.map((collection) => collection.name)).toEqual(["trips", "jobs", "site"]);
    expect(collections[0]).toMatchObject({ folder: "data/trips", slug: "{{fields.slug}}", format: "site-json" });
    expect(collections[1]).toMatchObject({ folder: "data/jobs", slug: "{{fields.slug}}" });
    expect(collections[2]).toMatchObject({ format: "site-json" });
  });

  it("gives text of a sentence or more a text area, and short text a line", () => {
    expect(field(trip, "summary").widget).toBe("text");
    expect(field(trip, "title").widget).toBe("string");
    expect(field(field(trip, "itinerary").fields ?? [], "description").widget).toBe("text");
  });

  it("names entries in the editor's lists by their title", () => {
    expect(
      cmsCollections().map((collection) => "identifier_field" in collection && collection.identifier_field),
    ).toEqual(["title", "title", false]);
  });

  it("edits the traveller questions in the single files, a level per difficulty, the fitness proof only where asked", () => {
    const site = cmsCollections()[2];
    const file = "files" in site ? site.files.find((entry) => entry.name === "traveller-questions") : undefined;
    expect(file).toMatchObject({ label: "Traveller questions", file: "data/traveller-questions.json" });
    const questions = cmsFields(travellerQuestionsSchema);
    expect(field(questions, "notice").hint).toMatch(/Legal text: change it with care/);
    const items = field(field(questions, "notice").fields ?? [], "items");
    expect(field(items.fields ?? [], "id")).toMatchObject({ widget: "select", options: [...PERSONAL_DATA_ITEMS] });
    const levels = field(questions, "levels").fields ?? [];
    expect(levels.map((level) => level.name)).toEqual([...DIFFICULTY_LEVELS]);
    expect(levels.map((level) => level.fields?.map((each) => each.name))).toEqual([
      ["declaration", "questions"],
      ["declaration", "questions"],
      ["declaration", "questions", "proof"],
    ]);
    // Required, as the content check requires it; a level may have no questions.
    expect(field(levels[2].fields ?? [], "proof").required).toBeUndefined();
    expect(field(levels[0].fields ?? [], "questions")).not.toHaveProperty("min");
    expect(field(field(levels[1].fields ?? [], "questions").fields ?? [], "detailsLabel").hint).toBe(
      "What a traveller who answers yes is asked to describe.",
    );
  });

  it("labels fields in words", () => {
    expect(labelOf("thingsToCarry")).toBe("Things to carry");
    expect(labelOf("traveller-questions")).toBe("Traveller questions");
  });
});
