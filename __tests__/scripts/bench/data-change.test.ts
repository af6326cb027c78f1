// The benchmark times a rebuild after one edit to data/. If the content moves
// on and the edit no longer fits it, the benchmark's build fails; this test
// fails first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkContent } from "../../../content/check-content";
import { contentFromDisk } from "../../../gatsby/content-from-disk";
import { DATA_CHANGE_FILE, withOneSeatAdded } from "../../../scripts/bench/data-change.mjs";

const DATA_DIR = path.resolve(__dirname, "../../../data");
const original = readFileSync(path.join(DATA_DIR, DATA_CHANGE_FILE), "utf8");

/** Every departure's capacity in the file (the English entry's: a translation has no departures), in file order. */
const seatCounts = (text: string): number[] =>
  (JSON.parse(text) as { en: { departures: { seats: number }[] } }).en.departures.map((departure) => departure.seats);

describe("the benchmark's data change", () => {
  const changed = withOneSeatAdded(original);

  it("adds exactly one seat to one departure", () => {
    const before = seatCounts(original);
    const after = seatCounts(changed);
    const differences = before.flatMap((seats, index) => (after[index] === seats ? [] : [after[index] - seats]));
    expect(differences).toEqual([1]);
  });

  it("leaves content the build accepts", () => {
    const disk = contentFromDisk(DATA_DIR);
    const source = { ...disk, read: (file: string) => (file === DATA_CHANGE_FILE ? changed : disk.read(file)) };
    expect(checkContent(source, { today: "2026-11-21", strictDates: true })).toEqual({ errors: [], warnings: [] });
  });

  it("writes the file as it is committed, so reverting it is a one-line diff", () => {
    expect(withOneSeatAdded(original).split("\n").length).toBe(original.split("\n").length);
  });
});
