import {
  formatDifficulty,
  formatGroupSize,
  paginationWindow,
  tripListPageCount,
  TRIPS_PER_PAGE,
} from "../../src/lib/trips";
import { tripListPath, tripPath } from "../../content/routes.mjs";

describe("trip list pages", () => {
  it("has one page at /trips/ and numbered pages after it", () => {
    expect(tripListPath(1)).toBe("/trips/");
    expect(tripListPath(2)).toBe("/trips/page/2/");
    expect(tripPath("hampi-heritage-trail")).toBe("/trips/hampi-heritage-trail/");
  });

  it.each([
    [0, 1],
    [1, 1],
    [TRIPS_PER_PAGE, 1],
    [TRIPS_PER_PAGE + 1, 2],
    [1000, Math.ceil(1000 / TRIPS_PER_PAGE)],
  ])("needs enough pages for %i upcoming trips", (count, pages) => {
    expect(tripListPageCount(count)).toBe(pages);
  });

  it.each<[number, number, (number | "gap")[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 84, [1, 2, "gap", 84]],
    [40, 84, [1, "gap", 39, 40, 41, "gap", 84]],
    [84, 84, [1, "gap", 83, 84]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])("on page %i of %i links to %j, a bounded number however many pages there are", (page, count, expected) => {
    expect(paginationWindow(page, count)).toEqual(expected);
  });
});

describe("trip labels", () => {
  it("formats difficulty and group size", () => {
    expect(formatDifficulty("challenging")).toBe("Challenging");
    expect(formatGroupSize({ min: 6, max: 14 })).toBe("6–14 travellers");
    expect(formatGroupSize({ min: 12, max: 12 })).toBe("12 travellers");
  });
});
