import { FINDER_HISTORY_STATE, isFinderStep } from "../../../src/lib/finder/history";

const finderEntry = (pathname: string) => ({ pathname, state: { ...FINDER_HISTORY_STATE, key: "1" } });
const pageEntry = (pathname: string) => ({ pathname, state: { key: "0" } });

describe("a step of the trip finder in the browser's history", () => {
  it("is a move to or from an entry the finder wrote, on the same page", () => {
    expect(isFinderStep(pageEntry("/trips/"), finderEntry("/trips/"))).toBe(true);
    expect(isFinderStep(finderEntry("/trips/"), finderEntry("/trips/"))).toBe(true);
    // Back from the first query to the page as it was opened.
    expect(isFinderStep(finderEntry("/trips/"), pageEntry("/trips/"))).toBe(true);
  });

  it("is not a move to another page, or between entries the finder did not write", () => {
    expect(isFinderStep(finderEntry("/trips/"), pageEntry("/trips/spiti-winter-expedition/"))).toBe(false);
    expect(isFinderStep(pageEntry("/trips/spiti-winter-expedition/"), finderEntry("/trips/"))).toBe(false);
    expect(isFinderStep(pageEntry("/trips/"), pageEntry("/trips/"))).toBe(false);
    expect(isFinderStep(pageEntry("/trips/"), { pathname: "/trips/", state: null })).toBe(false);
    expect(isFinderStep(undefined, finderEntry("/trips/"))).toBe(false);
  });
});
