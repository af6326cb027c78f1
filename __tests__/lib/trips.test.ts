import {
  categoryName,
  difficultyName,
  formatGroupSize,
  paginationWindow,
  tripListPageCount,
  TRIPS_PER_PAGE,
} from "../../src/lib/trips";
import { tripListPath, tripPath } from "../../content/routes.mjs";
import { MESSAGES } from "../../content/messages";
import { DIFFICULTY_LEVELS, TRIP_CATEGORIES } from "../../content/trips";

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
  it("names difficulty, category and group size in English", () => {
    expect(difficultyName("challenging", MESSAGES.en.trips)).toBe("Challenging");
    expect(categoryName("Mountain", MESSAGES.en.trips)).toBe("Mountain");
    expect(formatGroupSize({ min: 6, max: 14 }, MESSAGES.en.tripPage)).toBe("6–14 travellers");
    expect(formatGroupSize({ min: 12, max: 12 }, MESSAGES.en.tripPage)).toBe("12 travellers");
  });

  it("names them in Hindi on a Hindi page", () => {
    expect(difficultyName("moderate", MESSAGES.hi.trips)).toBe("मध्यम");
    expect(categoryName("Desert", MESSAGES.hi.trips)).toBe("रेगिस्तान");
    expect(formatGroupSize({ min: 6, max: 14 }, MESSAGES.hi.tripPage)).toBe("6–14 यात्री");
  });

  it("has words for every category and level in every language", () => {
    for (const words of [MESSAGES.en.trips, MESSAGES.hi.trips]) {
      expect(TRIP_CATEGORIES.map((category) => categoryName(category, words))).toHaveLength(TRIP_CATEGORIES.length);
      expect(DIFFICULTY_LEVELS.map((level) => difficultyName(level, words))).toHaveLength(DIFFICULTY_LEVELS.length);
    }
  });

  it("stops on a category or level the messages do not name, rather than show nothing", () => {
    expect(() => categoryName("Beach", MESSAGES.en.trips)).toThrow('No words for the category "Beach"');
    expect(() => difficultyName("extreme", MESSAGES.hi.trips)).toThrow('No words for the difficulty level "extreme"');
  });
});
