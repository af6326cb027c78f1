import { renameProblem, ruleProblems, schemaOfEntry } from "../../src/admin/entry-rules";
import { readFileSync } from "node:fs";
import path from "node:path";
import { companySchema, jobSchema, travellerQuestionsSchema, tripSchema } from "../../content/file-schemas";
import { trips, jobs } from "../../e2e/support/site";

const spiti = trips.find((trip) => trip.slug === "spiti-winter-expedition")!;

describe("the build's cross-field rules in the editor's form", () => {
  it("finds the schema of a folder collection's entry and of each single file", () => {
    expect(schemaOfEntry("trips", "spiti-winter-expedition")).toBe(tripSchema);
    expect(schemaOfEntry("jobs", "anything")).toBe(jobSchema);
    expect(schemaOfEntry("site", "company")).toBe(companySchema);
    expect(schemaOfEntry("site", "no-such-file")).toBeUndefined();
  });

  it("passes an entry the build accepts", () => {
    for (const field of Object.keys(spiti)) expect(ruleProblems(tripSchema, spiti, field)).toEqual([]);
  });

  it("reports a departure ending before it starts under the departures list, naming the departure", () => {
    const departures = spiti.departures.map((departure, index) =>
      index === 1 ? { ...departure, endDate: "2020-01-01" } : departure,
    );
    expect(ruleProblems(tripSchema, { ...spiti, departures }, "departures")).toEqual([
      "departures[2].endDate must be on or after startDate",
    ]);
    expect(ruleProblems(tripSchema, { ...spiti, departures }, "price")).toEqual([]);
  });

  it("reports a departure whose length differs from the itinerary's", () => {
    const [first, ...rest] = spiti.departures;
    const departures = [{ ...first, endDate: first.startDate }, ...rest];
    expect(ruleProblems(tripSchema, { ...spiti, departures }, "departures")).toEqual([
      expect.stringMatching(
        /^departures\[1\]\.endDate makes the departure 1 days long, but the itinerary has \d+ days/,
      ),
    ]);
  });

  it("reports blank text, and leaves an empty value to the form's own 'is required'", () => {
    expect(ruleProblems(tripSchema, { ...spiti, title: "   " }, "title")).toEqual([
      'title must not be empty (found "   ")',
    ]);
    expect(ruleProblems(tripSchema, { ...spiti, title: "" }, "title")).toEqual([]);
  });

  it("reports a group whose largest size is below its smallest, and a job that closes before it is posted", () => {
    expect(ruleProblems(tripSchema, { ...spiti, groupSize: { min: 10, max: 4 } }, "groupSize")).toEqual([
      "groupSize.max must be at least groupSize.min",
    ]);
    const job = { ...jobs[0], validThrough: "2000-01-01" };
    expect(ruleProblems(jobSchema, job, "validThrough")).toEqual(["validThrough must be on or after postedOn"]);
  });

  it("reports, in the traveller questions, two questions of a level with one id and a notice that leaves an item out", () => {
    expect(schemaOfEntry("site", "traveller-questions")).toBe(travellerQuestionsSchema);
    const shipped = JSON.parse(readFileSync(path.resolve(__dirname, "../../data/traveller-questions.json"), "utf8"))
      .en as typeof travellerQuestionsSchema._zod.input;
    const [first, ...rest] = shipped.levels.challenging.questions;
    const levels = {
      ...shipped.levels,
      challenging: { ...shipped.levels.challenging, questions: [first, ...rest, { ...rest[0], id: first.id }] },
    };
    expect(ruleProblems(travellerQuestionsSchema, { ...shipped, levels }, "levels")).toEqual([
      `levels.challenging.questions[${shipped.levels.challenging.questions.length + 1}].id "${first.id}" is already used by entry 1; it must be unique`,
    ]);
    const notice = { ...shipped.notice, items: shipped.notice.items.filter((item) => item.id !== "guardian") };
    expect(ruleProblems(travellerQuestionsSchema, { ...shipped, notice }, "notice")).toEqual([
      expect.stringMatching(/^notice\.items must have an item for "guardian": the booking page asks for it/),
    ]);
    expect(ruleProblems(travellerQuestionsSchema, { ...shipped, notice }, "levels")).toEqual([]);
  });

  it("keeps a saved entry's file name and slug (or id) the same, as the build requires, and lets a new entry choose", () => {
    const saved = { name: "spiti-winter-expedition", isNew: false };
    expect(renameProblem("trips", saved, "slug", "spiti-summer")).toBe(
      'slug must stay "spiti-winter-expedition", the name of its file data/trips/spiti-winter-expedition.json; ' +
        "to rename it, make a new entry with the new slug and delete this one",
    );
    expect(renameProblem("trips", saved, "slug", "spiti-winter-expedition")).toBeUndefined();
    expect(renameProblem("trips", saved, "title", "Spiti in Summer")).toBeUndefined();
    expect(renameProblem("trips", { name: "", isNew: true }, "slug", "spiti-summer")).toBeUndefined();
    expect(renameProblem("jobs", { name: "travel-consultant", isNew: false }, "slug", "advisor")).toMatch(
      /^slug must stay/,
    );
    expect(renameProblem("site", { name: "company", isNew: false }, "slug", "x")).toBeUndefined();
  });
});
