import { finderIndex, readFinderIndex, searchableText } from "../../content/finder-index";
import { finderDepartures, finderTrips, sampleFinderIndex } from "../support/finder-data";

describe("the finder's index", () => {
  it("writes each trip once and each departure as a row with its length in days and its price, in the order given", () => {
    expect(sampleFinderIndex.trips.map((trip) => trip.slug)).toEqual([
      finderTrips.rishikesh.slug,
      finderTrips.spiti.slug,
      finderTrips.kerala.slug,
    ]);
    expect(sampleFinderIndex.departures).toEqual([
      [0, "2026-12-18", "2026-12-20", 8, 3, 5999],
      [0, "2027-01-08", "2027-01-10", 0, 3, 5999],
      [1, "2027-01-16", "2027-01-23", 12, 8, 18999],
      [2, "2027-02-06", "2027-02-11", 15, 6, 16999],
      [0, "2027-02-12", "2027-02-14", 14, 3, 5999],
      [1, "2027-02-13", "2027-02-20", 3, 8, 21999],
    ]);
  });

  it("keeps only what the finder shows and filters of a trip, its text ready to search", () => {
    const index = finderIndex([
      { ...finderDepartures[0], trip: { ...finderTrips.rishikesh, liveReviews: { count: 3, average: 4.7 } } as never },
    ]);
    expect(Object.keys(index.trips[0]).sort()).toEqual(
      ["category", "difficulty", "location", "slug", "title", "words"].sort(),
    );
    expect(index.trips[0].words).toBe(
      " rishikesh rafting riverside camp rishikesh uttarakhand a long weekend on the ganga grade iii rapids and a night in riverside tents ",
    );
  });

  it("is an empty index when nothing is upcoming", () => {
    expect(finderIndex([])).toEqual({ trips: [], departures: [] });
  });

  it("reads back every departure with its trip and its length in days, from JSON", () => {
    const departures = readFinderIndex(JSON.parse(JSON.stringify(sampleFinderIndex)));
    expect(departures).toHaveLength(finderDepartures.length);
    expect(departures[2]).toMatchObject({
      startDate: "2027-01-16",
      endDate: "2027-01-23",
      price: 18999,
      seatsLeft: 12,
      days: 8,
      trip: { slug: finderTrips.spiti.slug, title: finderTrips.spiti.title },
    });
    // Each departure its own price: Spiti's February one is dearer.
    expect(departures[5]).toMatchObject({ startDate: "2027-02-13", price: 21999 });
    expect(departures[0].days).toBe(3);
    // Departures of one trip share its object.
    expect(departures[0].trip).toBe(departures[1].trip);
  });

  it("reads an index as built, whose seats left are not known (null) until the Worker writes them in", () => {
    const built = finderIndex(finderDepartures.map((departure) => ({ ...departure, seatsLeft: null })));
    expect(built.departures[2][3]).toBeNull();
    expect(readFinderIndex(JSON.parse(JSON.stringify(built)))[2]).toMatchObject({
      startDate: "2027-01-16",
      seatsLeft: null,
    });
  });

  it.each([
    ["not an object", "<!DOCTYPE html>"],
    ["no departures", { trips: [] }],
    ["a departure of no trip", { trips: [], departures: [[0, "2027-01-01", "2027-01-02", 3, 2, 5999]] }],
    ["a departure cut short", { trips: sampleFinderIndex.trips, departures: [[0, "2027-01-01"]] }],
    [
      "seats written as text",
      { trips: sampleFinderIndex.trips, departures: [[0, "2027-01-01", "2027-01-02", "3", 2, 5999]] },
    ],
    [
      "a departure without its length (an index written before lengths were)",
      { trips: sampleFinderIndex.trips, departures: [[0, "2027-01-01", "2027-01-02", 3]] },
    ],
    [
      "a departure without its price (an index written before departures had their own)",
      { trips: sampleFinderIndex.trips, departures: [[0, "2027-01-01", "2027-01-02", 3, 2]] },
    ],
    [
      "a price written as text",
      { trips: sampleFinderIndex.trips, departures: [[0, "2027-01-01", "2027-01-02", 3, 2, "5999"]] },
    ],
    [
      "a trip without its words to search",
      { trips: [finderTrips.spiti], departures: [[0, "2027-01-01", "2027-01-02", 3, 2, 5999]] },
    ],
  ])("refuses a file with %s", (_, json) => {
    expect(() => readFinderIndex(json)).toThrow("/trips/finder.json is not a trip finder index");
    expect(() => readFinderIndex(json, "/hi/trips/finder.json")).toThrow("/hi/trips/finder.json is not");
  });

  it("makes text searchable: lower case, words apart, a space at each end", () => {
    expect(searchableText("Kaza, Himachal Pradesh")).toBe(" kaza himachal pradesh ");
    expect(searchableText("Rafting & Riverside — Leh-Ladakh's")).toBe(" rafting riverside leh ladakh s ");
    expect(searchableText("Gangtok (2,000 m)")).toBe(" gangtok 2 000 m ");
    expect(searchableText("Café Mysuru")).toBe(" café mysuru ");
  });

  it("keeps a Devanagari word whole: its vowel signs and virama are part of it, a danda is not", () => {
    expect(searchableText("लद्दाख रोड ट्रिप: लेह से पैंगोंग")).toBe(" लद्दाख रोड ट्रिप लेह से पैंगोंग ");
    expect(searchableText("एक रात।")).toBe(" एक रात ");
  });

  it("reads a letter with or without its nukta, precomposed or not, as one", () => {
    const composed = "का\u095Bा"; // ज़ as one code point
    const decomposed = "का\u091C\u093Cा"; // ज + nukta
    expect(searchableText(composed)).toBe(" काजा ");
    expect(searchableText(decomposed)).toBe(" काजा ");
    expect(searchableText("काजा")).toBe(" काजा ");
    expect(searchableText("सफ़ारी")).toBe(searchableText("सफारी"));
  });

  it("reads chandrabindu as anusvara, and drops the invisible joiners", () => {
    expect(searchableText("ऊँट")).toBe(searchableText("ऊंट"));
    expect(searchableText("क्\u200Dष")).toBe(" क्ष ");
    expect(searchableText("क्\u200Cष")).toBe(" क्ष ");
  });
});
