import { readFinderIndex } from "../../../content/finder-index";
import { matchDepartures, searchTerms, tripCount } from "../../../src/lib/finder/match";
import { ANY_DEPARTURE, type FinderQuery } from "../../../src/lib/finder/query";
import { hindiFinderIndex, sampleFinderIndex } from "../../support/finder-data";

const departures = readFinderIndex(sampleFinderIndex);

/** Each match as 'slug start', for readable expectations. */
const find = (changes: Partial<FinderQuery>) =>
  matchDepartures(departures, { ...ANY_DEPARTURE, ...changes }).map(
    (departure) => `${departure.trip.slug.split("-")[0]} ${departure.startDate}`,
  );

describe("matching departures", () => {
  it("lists every departure, soonest first, when nothing is asked", () => {
    expect(find({})).toEqual([
      "rishikesh 2026-12-18",
      "rishikesh 2027-01-08",
      "spiti 2027-01-16",
      "kerala 2027-02-06",
      "rishikesh 2027-02-12",
      "spiti 2027-02-13",
    ]);
  });

  it("finds a month's departures by the day they leave", () => {
    expect(find({ month: "2027-01" })).toEqual(["rishikesh 2027-01-08", "spiti 2027-01-16"]);
    expect(find({ month: "2026-12" })).toEqual(["rishikesh 2026-12-18"]);
    expect(find({ month: "2027-03" })).toEqual([]);
  });

  it("filters by budget, on each departure's own price before GST", () => {
    expect(find({ budget: "under-10000" })).toEqual([
      "rishikesh 2026-12-18",
      "rishikesh 2027-01-08",
      "rishikesh 2027-02-12",
    ]);
    expect(find({ budget: "10000-19999", month: "2027-02" })).toEqual(["kerala 2027-02-06"]);
    // Spiti's February departure costs ₹21,999, its January one ₹18,999.
    expect(find({ budget: "10000-19999", category: "Mountain" })).toEqual(["spiti 2027-01-16"]);
    expect(find({ budget: "20000-29999" })).toEqual(["spiti 2027-02-13"]);
    expect(find({ budget: "30000-plus" })).toEqual([]);
  });

  it("filters by length, difficulty and category", () => {
    expect(find({ length: "1-3" })).toHaveLength(3);
    expect(find({ length: "4-6" })).toEqual(["kerala 2027-02-06"]);
    expect(find({ length: "7-plus" })).toEqual(["spiti 2027-01-16", "spiti 2027-02-13"]);
    expect(find({ difficulty: "easy" })).toEqual(["kerala 2027-02-06"]);
    expect(find({ category: "Mountain", difficulty: "challenging" })).toEqual(["spiti 2027-01-16", "spiti 2027-02-13"]);
    expect(find({ category: "Desert" })).toEqual([]);
  });

  it("keeps sold-out departures, which offer the waitlist", () => {
    expect(find({ month: "2027-01", budget: "under-10000" })).toEqual(["rishikesh 2027-01-08"]);
  });

  it("finds words by their start in the title, location or summary, whatever their case", () => {
    expect(find({ text: "SPIT" })).toEqual(["spiti 2027-01-16", "spiti 2027-02-13"]);
    expect(find({ text: "kaza" })).toHaveLength(2);
    expect(find({ text: "houseboat" })).toEqual(["kerala 2027-02-06"]);
    expect(find({ text: "spi" })).toEqual(["spiti 2027-01-16", "kerala 2027-02-06", "spiti 2027-02-13"]);
    expect(find({ text: "iti" })).toEqual([]);
  });

  it("needs every word searched, in any order", () => {
    expect(find({ text: "winter spiti" })).toHaveLength(2);
    expect(find({ text: "spiti rafting" })).toEqual([]);
    expect(find({ text: "  Rishikesh,   camp! " })).toHaveLength(3);
  });

  it("sorts by price, cheapest first, soonest first among equal prices", () => {
    expect(find({ sort: "price" })).toEqual([
      "rishikesh 2026-12-18",
      "rishikesh 2027-01-08",
      "rishikesh 2027-02-12",
      "kerala 2027-02-06",
      "spiti 2027-01-16",
      "spiti 2027-02-13",
    ]);
  });

  it("counts the trips of the departures found", () => {
    expect(tripCount(matchDepartures(departures, ANY_DEPARTURE))).toBe(3);
    expect(tripCount(matchDepartures(departures, { ...ANY_DEPARTURE, text: "spiti" }))).toBe(1);
    expect(tripCount([])).toBe(0);
  });

  it("splits a search into words", () => {
    expect(searchTerms(" Leh-Ladakh,  winter ")).toEqual(["leh", "ladakh", "winter"]);
    expect(searchTerms("  ")).toEqual([]);
  });
});

describe("matching departures by Hindi words, in the Hindi index", () => {
  const hindi = readFinderIndex(hindiFinderIndex);
  const findHindi = (text: string) =>
    matchDepartures(hindi, { ...ANY_DEPARTURE, text }).map((departure) => departure.trip.slug.split("-")[0]);

  it("finds a trip by a word of its title, place or summary, or the start of one", () => {
    expect(findHindi("लद्दाख")).toEqual(["ladakh"]);
    expect(findHindi("लद्")).toEqual(["ladakh"]);
    expect(findHindi("राजस्थान")).toEqual(["jaisalmer"]);
    expect(findHindi("ऊँट")).toEqual(["jaisalmer"]);
    expect(findHindi("राफ्टिंग")).toEqual(["rishikesh"]);
    expect(findHindi("नदी किनारे")).toEqual(["rishikesh"]);
    expect(findHindi("टील")).toEqual(["jaisalmer", "ladakh"]);
    expect(findHindi("टीले")).toEqual(["ladakh"]);
  });

  it("finds it however the word is typed: with or without nukta, chandrabindu or anusvara", () => {
    expect(findHindi("ऊंट")).toEqual(["jaisalmer"]);
    expect(findHindi("सफारी")).toEqual(["jaisalmer"]);
    expect(findHindi("राफ़्टिंग")).toEqual(["rishikesh"]);
  });

  it("does not take pieces of a word for words: a vowel sign or virama does not split it", () => {
    expect(findHindi("दाख")).toEqual([]);
    expect(findHindi("द्दाख")).toEqual([]);
  });
});
