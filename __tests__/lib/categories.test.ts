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
    expect(filterByCategory(trips, "All").map((trip) => trip.id)).toEqual([1, 2, 3]);
  });

  it("keeps only the trips of the chosen category", () => {
    expect(filterByCategory(trips, "Adventure").map((trip) => trip.id)).toEqual([2, 3]);
  });

  it("returns nothing for a category without trips", () => {
    expect(filterByCategory(trips, "Pilgrimage")).toEqual([]);
  });
});
