// docs/editing-content.md is what editors read to write data/; its field tables
// must list exactly the fields the content check allows, no more and no fewer.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  bookingTermsSchema,
  jobSchema,
  reviewTermsSchema,
  taxSchema,
  travellerQuestionsSchema,
  tripSchema,
} from "../../content/file-schemas";

const guide = readFileSync(path.resolve(__dirname, "../../docs/editing-content.md"), "utf8");

/** The field names in the first column of the first table after `marker`. */
function fieldsInTableAfter(marker: string): string[] {
  const start = guide.indexOf(marker);
  if (start === -1) throw new Error(`docs/editing-content.md has no "${marker}"`);
  // The table runs from its header row to the first line that is not a row; its rows start after the separator.
  const lines = guide.slice(start).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, index) => index > first && !line.startsWith("|"));
  return lines
    .slice(first + 2, end)
    .flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([a-zA-Z]+)`/g)].map((match) => match[1]))
    .sort();
}

const keysOf = (shape: object) => Object.keys(shape).sort();

const noticeShape = travellerQuestionsSchema.shape.notice.shape;
const levelShapes = travellerQuestionsSchema.shape.levels.shape;

describe("docs/editing-content.md's field tables", () => {
  it.each([
    ["a trip", "## Add a trip", keysOf(tripSchema.shape)],
    ["a departure", "Each departure:", keysOf(tripSchema.shape.departures.element.shape)],
    ["a job", "## Add a job", keysOf(jobSchema.shape)],
    ["the reviews' terms", "## Reviews", keysOf(reviewTermsSchema.shape)],
    ["the booking terms", "## Booking terms", keysOf(bookingTermsSchema.shape)],
    ["the tax identity", "## Tax identity", keysOf(taxSchema.shape)],
    ["the document series", "Each of `series`:", keysOf(taxSchema.shape.series.shape)],
    ["the traveller questions", "## Traveller questions", keysOf(travellerQuestionsSchema.shape)],
    ["the privacy notice", "The notice:", keysOf(noticeShape)],
    ["a notice item", "Each of `items`:", keysOf(noticeShape.items.element.shape)],
    ["the challenging level, which has every field a level may", "Each level:", keysOf(levelShapes.challenging.shape)],
  ])("list exactly the fields of %s that the content check allows", (_what, marker, fields) => {
    expect(fieldsInTableAfter(marker)).toEqual(fields);
  });
});
