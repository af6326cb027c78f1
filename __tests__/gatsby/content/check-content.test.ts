// Every way an editor can break data/ must stop the build with a message that
// names the file, the entry and the field, and says what is allowed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentFromDisk, checkContent, type ContentSource } from "../../../gatsby/content/check-content";

const DATA_DIR = path.resolve(__dirname, "../../../data");
const TODAY = "2026-11-21";
const readJson = (file: string) => JSON.parse(readFileSync(path.join(DATA_DIR, file), "utf8"));

type Json = Record<string, unknown>;
interface Files {
  "upcoming-trips.json": Json[];
  "recent-trips.json": Json[];
  "jobs.json": Json[];
  "testimonials.json": Json[];
  "company.json": Json;
}

/** The real content, deep-copied so each test can break one thing. */
function realFiles(): Files {
  return {
    "upcoming-trips.json": readJson("upcoming-trips.json"),
    "recent-trips.json": readJson("recent-trips.json"),
    "jobs.json": readJson("jobs.json"),
    "testimonials.json": readJson("testimonials.json"),
    "company.json": readJson("company.json"),
  };
}

function sourceOf(files: Files, overrides: Record<string, string | undefined> = {}): ContentSource {
  const disk = contentFromDisk(DATA_DIR);
  return {
    read: (file) => (file in overrides ? overrides[file] : JSON.stringify(files[file as keyof Files])),
    imageExists: disk.imageExists,
  };
}

function errorsAfter(change: (files: Files) => void, today = TODAY): string[] {
  const files = realFiles();
  change(files);
  return checkContent(sourceOf(files), { today, strictDates: false }).errors;
}

const upcoming = (files: Files, index = 1) =>
  files["upcoming-trips.json"][index] as Json & { batches: Json[]; itinerary: Json[] };

describe("checkContent on the real data/", () => {
  it("finds no problems, so the shipped content always builds", () => {
    expect(checkContent(contentFromDisk(DATA_DIR), { today: TODAY, strictDates: true })).toEqual({
      errors: [],
      warnings: [],
    });
  });
});

describe("checkContent on malformed data", () => {
  it.each<[string, (files: Files) => void, string]>([
    [
      "a missing required field",
      (files) => delete upcoming(files).title,
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › title: is missing; it must be text in quotes',
    ],
    [
      "an empty summary",
      (files) => (upcoming(files).summary = "  "),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › summary: must not be empty (found "  ")',
    ],
    [
      "a price written as text",
      (files) => (upcoming(files).price = "18999"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › price: must be a whole number without quotes, e.g. 12 (found "18999")',
    ],
    [
      "a price of zero",
      (files) => (upcoming(files).price = 0),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › price: must be more than 0 (rupees per person, before GST) (found 0)',
    ],
    [
      "a category that is not offered",
      (files) => (upcoming(files).category = "Beach"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › category: must be one of Adventure, Cultural, Desert, Pilgrimage, Mountain (found "Beach")',
    ],
    [
      "negative seats on a batch",
      (files) => (upcoming(files).batches[1].seatsLeft = -2),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › batches[2].seatsLeft: must be 0 (sold out) or more (found -2)',
    ],
    [
      "an impossible date",
      (files) => (upcoming(files).batches[0].startDate = "2027-02-30"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › batches[1].startDate: must be a real calendar date written YYYY-MM-DD, e.g. 2027-01-16 (found "2027-02-30")',
    ],
    [
      "a date in another format",
      (files) => (files["jobs.json"][0].postedOn = "19/11/2026"),
      'data/jobs.json › entry 1 "travel-consultant" › postedOn: must be a real calendar date written YYYY-MM-DD, e.g. 2027-01-16 (found "19/11/2026")',
    ],
    [
      "a batch that ends before it starts",
      (files) => (upcoming(files).batches[0].endDate = "2027-01-10"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › batches[1].endDate: must be on or after startDate',
    ],
    [
      "a batch whose length does not match the itinerary",
      (files) => (upcoming(files).batches[0].endDate = "2027-01-22"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › batches[1].endDate: makes the batch 7 days long, but the itinerary has 8 days; they must match',
    ],
    [
      "itinerary days out of order",
      (files) => (upcoming(files).itinerary[2].day = 4),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › itinerary[3].day: must be 3: days are numbered 1, 2, 3… in order',
    ],
    [
      "a difficulty level that does not exist",
      (files) => ((upcoming(files).difficulty as Json).level = "extreme"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › difficulty.level: must be one of easy, moderate, challenging (found "extreme")',
    ],
    [
      "a group size whose maximum is below its minimum",
      (files) => (upcoming(files).groupSize = { min: 12, max: 6 }),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › groupSize.max: must be at least groupSize.min',
    ],
    [
      "a misspelled field name",
      (files) => (upcoming(files).sumary = "Typo"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition": unknown field "sumary"; check its spelling against docs/editing-content.md, or remove it',
    ],
    [
      "a duplicate id in one file",
      (files) => (upcoming(files, 2).id = "spiti-winter-expedition"),
      'data/upcoming-trips.json › entry 3 "spiti-winter-expedition" › id: "spiti-winter-expedition" is already used by entry 2 "spiti-winter-expedition"; it must be unique in this file',
    ],
    [
      "a slug shared by an upcoming and a completed trip",
      (files) => (files["recent-trips.json"][0].slug = "rishikesh-rafting-camp"),
      'data/recent-trips.json › entry 1 "jaisalmer-thar-desert-camp" › slug: "rishikesh-rafting-camp" is already used by entry 1 "rishikesh-rafting-camp"; it must be unique across upcoming-trips.json and recent-trips.json, since each is a page under /trips/',
    ],
    [
      "a slug with capitals and spaces",
      (files) => (upcoming(files).slug = "Spiti Winter"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › slug: must be lowercase letters and digits joined by single hyphens, e.g. spiti-winter-expedition (found "Spiti Winter")',
    ],
    [
      "a slug the trip list's pagination uses",
      (files) => (upcoming(files).slug = "page"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › slug: must not be "page", which the trip list\'s pages use (found "page")',
    ],
    [
      "an image file that does not exist",
      (files) => (upcoming(files).image = "images/trips/spiti-summer.jpg"),
      'data/upcoming-trips.json › entry 2 "spiti-winter-expedition" › image: no file at data/images/trips/spiti-summer.jpg; the path is relative to data/, e.g. images/trips/spiti-winter.jpg',
    ],
    [
      "an employment type that is not offered",
      (files) => (files["jobs.json"][1].type = "Freelance"),
      'data/jobs.json › entry 2 "marketing-coordinator" › type: must be one of Full-time, Part-time, Contract, Internship (found "Freelance")',
    ],
    [
      "a job that closes before it was posted",
      (files) => (files["jobs.json"][0].validThrough = "2026-11-01"),
      'data/jobs.json › entry 1 "travel-consultant" › validThrough: must be on or after postedOn',
    ],
    [
      "a completed trip without its participant count",
      (files) => delete files["recent-trips.json"][2].participants,
      'data/recent-trips.json › entry 3 "hampi-heritage-trail" › participants: is missing; it must be a whole number without quotes, e.g. 12',
    ],
    [
      "a testimonial about a trip that does not exist",
      (files) => (files["testimonials.json"][0].trip = "Spiti Summer"),
      'data/testimonials.json › entry 1 "ananya-sharma" › trip: "Spiti Summer" is not the title of any trip; it must match a title in upcoming-trips.json or recent-trips.json exactly',
    ],
    [
      "a testimonial rating above 5",
      (files) => (files["testimonials.json"][1].rating = 6),
      'data/testimonials.json › entry 2 "rohan-mehta" › rating: must be from 1 to 5 (found 6)',
    ],
    [
      "an entry without an id is named by its position",
      (files) => delete upcoming(files, 0).id,
      "data/upcoming-trips.json › entry 1 › id: is missing; it must be text in quotes",
    ],
    [
      "a WhatsApp number without its country code",
      (files) => (files["company.json"].whatsapp = "98765 43210"),
      'data/company.json › whatsapp: must be a phone number with its country code, e.g. +91 98765 43210 (found "98765 43210")',
    ],
  ])("reports %s", (_case, change, message) => {
    expect(errorsAfter(change)).toContain(message);
  });

  it("reports a file that is not valid JSON, naming the file", () => {
    const { errors } = checkContent(sourceOf(realFiles(), { "jobs.json": '[{"id": "x",}]' }), {
      today: TODAY,
      strictDates: false,
    });
    expect(errors).toEqual([
      expect.stringMatching(/^data\/jobs\.json: is not valid JSON \(.+\); look for a missing comma, quote or bracket$/),
    ]);
  });

  it("reports a file that is missing", () => {
    const { errors } = checkContent(sourceOf(realFiles(), { "recent-trips.json": undefined }), {
      today: TODAY,
      strictDates: false,
    });
    expect(errors).toContain("data/recent-trips.json: the file is missing; restore it from git");
  });

  it("reports a file that holds one object instead of a list", () => {
    const { errors } = checkContent(sourceOf(realFiles(), { "jobs.json": '{"id": "x"}' }), {
      today: TODAY,
      strictDates: false,
    });
    expect(errors).toEqual(["data/jobs.json: must be a list of entries in [ ]"]);
  });

  it("reports every problem at once, so an editor fixes them in one go", () => {
    const errors = errorsAfter((files) => {
      upcoming(files).price = -1;
      files["jobs.json"][0].type = "Gig";
    });
    expect(errors).toHaveLength(2);
  });
});

describe("upcoming batches whose date has passed", () => {
  const files = realFiles();
  const laterDay = "2026-12-19"; // the day after Rishikesh's first batch left

  it("are a warning that names them, and the build goes on", () => {
    const report = checkContent(sourceOf(files), { today: laterDay, strictDates: false });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      'data/upcoming-trips.json › entry 1 "rishikesh-rafting-camp" › batches[1].startDate: 2026-12-18 has passed (today is 2026-12-19); remove this batch, or move the trip to recent-trips.json once it has run',
    ]);
  });

  it("are an error in strict mode", () => {
    const report = checkContent(sourceOf(files), { today: laterDay, strictDates: true });
    expect(report.warnings).toEqual([]);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toContain("batches[1].startDate: 2026-12-18 has passed");
  });

  it("do not include a batch leaving today", () => {
    expect(checkContent(sourceOf(files), { today: "2026-12-18", strictDates: true })).toEqual({
      errors: [],
      warnings: [],
    });
  });
});
