import { CATEGORY_FILTERS, filterByCategory } from "../../src/lib/categories";

const trips = [
  { id: 1, category: "Desert" },
  { id: 2, category: "Adventure" },
  { id: 3, category: "Adventure" },
];

describe("filterByCategory", () => {
  it("offers All first, then the five categories", () => {
    expect(CATEGORY_FILTERS).toEqual(["All", "Adventure", "Cultural", "Desert", "Pilgrimage", "Mountain"]);
  });

  it("keeps every trip, in order, for All", () => {
    expect(filterByCategory(trips, "All", (trip) => trip.category).map((trip) => trip.id)).toEqual([1, 2, 3]);
  });

  it("keeps only the trips of the chosen category", () => {
    expect(filterByCategory(trips, "Adventure", (trip) => trip.category).map((trip) => trip.id)).toEqual([2, 3]);
  });

  it("reads each item's category with the given accessor, e.g. a completed departure's trip", () => {
    const departures = trips.map((trip) => ({ startDate: `2026-0${trip.id}-01`, trip }));
    expect(filterByCategory(departures, "Desert", (departure) => departure.trip.category)).toEqual([departures[0]]);
  });

  it("returns nothing for a category without trips", () => {
    expect(filterByCategory(trips, "Pilgrimage", (trip) => trip.category)).toEqual([]);
  });
});
