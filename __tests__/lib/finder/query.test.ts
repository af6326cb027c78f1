import {
  ANY_DEPARTURE,
  finderSearch,
  inBand,
  isFinding,
  LENGTH_BANDS,
  MAX_TEXT_LENGTH,
  parseFinderQuery,
  PRICE_BANDS,
  type FinderQuery,
} from "../../../src/lib/finder/query";

const MONTHS = ["2026-12", "2027-01"];

describe("the finder's query in the address", () => {
  it("reads every part of the query", () => {
    expect(
      parseFinderQuery(
        "?month=2027-01&budget=10000-19999&days=7-plus&difficulty=challenging&category=mountain&q=spiti+winter&sort=price",
        MONTHS,
      ),
    ).toEqual({
      month: "2027-01",
      budget: "10000-19999",
      length: "7-plus",
      difficulty: "challenging",
      category: "Mountain",
      text: "spiti winter",
      sort: "price",
    });
  });

  it("reads an address without a query as every departure, soonest first", () => {
    expect(parseFinderQuery("", MONTHS)).toEqual(ANY_DEPARTURE);
    expect(parseFinderQuery("?utm_source=whatsapp", MONTHS)).toEqual(ANY_DEPARTURE);
  });

  it("reads what the finder does not offer as 'any', not as a list that can never match", () => {
    expect(
      parseFinderQuery(
        "?month=2025-01&budget=cheap&days=99&difficulty=extreme&category=beach&sort=rating&q=%20%20",
        MONTHS,
      ),
    ).toEqual(ANY_DEPARTURE);
  });

  it("reads choices whatever their case, as a hand-typed link may write them", () => {
    const query = parseFinderQuery("?category=ADVENTURE&difficulty=Easy&sort=Price", MONTHS);
    expect([query.category, query.difficulty, query.sort]).toEqual(["Adventure", "easy", "price"]);
  });

  it("trims the words searched and keeps at most a search's worth of them", () => {
    expect(parseFinderQuery("?q=%20%20Spiti%20", MONTHS).text).toBe("Spiti");
    expect(parseFinderQuery(`?q=${"a".repeat(500)}`, MONTHS).text).toHaveLength(MAX_TEXT_LENGTH);
  });

  it("writes only what differs from every departure, soonest first", () => {
    expect(finderSearch(ANY_DEPARTURE)).toBe("");
    expect(finderSearch({ ...ANY_DEPARTURE, month: "2027-01", category: "Mountain", text: " Spiti  " })).toBe(
      "?month=2027-01&category=mountain&q=Spiti",
    );
    expect(finderSearch({ ...ANY_DEPARTURE, sort: "price" })).toBe("?sort=price");
  });

  it("reads back what it writes", () => {
    const query: FinderQuery = {
      month: "2026-12",
      budget: "under-10000",
      length: "1-3",
      difficulty: "moderate",
      category: "Adventure",
      text: "rafting & camp",
      sort: "price",
    };
    expect(parseFinderQuery(finderSearch(query), MONTHS)).toEqual(query);
  });

  it("knows when something is asked", () => {
    expect(isFinding(ANY_DEPARTURE)).toBe(false);
    expect(isFinding({ ...ANY_DEPARTURE, text: "   " })).toBe(false);
    expect(isFinding({ ...ANY_DEPARTURE, text: "goa" })).toBe(true);
    expect(isFinding({ ...ANY_DEPARTURE, sort: "price" })).toBe(true);
  });
});

describe("budget and length bands", () => {
  it("puts a price on the band's edges in exactly one band", () => {
    expect(inBand(PRICE_BANDS, "under-10000", 9_999)).toBe(true);
    expect(inBand(PRICE_BANDS, "under-10000", 10_000)).toBe(false);
    expect(inBand(PRICE_BANDS, "10000-19999", 10_000)).toBe(true);
    expect(inBand(PRICE_BANDS, "10000-19999", 19_999)).toBe(true);
    expect(inBand(PRICE_BANDS, "20000-29999", 20_000)).toBe(true);
    expect(inBand(PRICE_BANDS, "30000-plus", 30_000)).toBe(true);
    expect(inBand(PRICE_BANDS, "30000-plus", 2_50_000)).toBe(true);
    for (const price of [0, 5_999, 9_999, 10_000, 19_999, 20_000, 29_999, 30_000, 99_999]) {
      expect([price, PRICE_BANDS.filter((band) => inBand(PRICE_BANDS, band.id, price)).length]).toEqual([price, 1]);
    }
  });

  it("puts every length in exactly one band", () => {
    expect(inBand(LENGTH_BANDS, "1-3", 3)).toBe(true);
    expect(inBand(LENGTH_BANDS, "4-6", 4)).toBe(true);
    expect(inBand(LENGTH_BANDS, "4-6", 7)).toBe(false);
    expect(inBand(LENGTH_BANDS, "7-plus", 21)).toBe(true);
    for (let days = 1; days <= 30; days += 1) {
      expect([days, LENGTH_BANDS.filter((band) => inBand(LENGTH_BANDS, band.id, days)).length]).toEqual([days, 1]);
    }
  });
});
