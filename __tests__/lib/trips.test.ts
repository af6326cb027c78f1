import {
  formatDifficulty,
  formatGroupSize,
  nextBookableBatch,
  completedBatches,
  upcomingBatches,
  paginationWindow,
  relatedTrips,
  tripListPageCount,
  tripListPath,
  tripPath,
  TRIPS_PER_PAGE,
} from "../../src/lib/trips";

const batch = (startDate: string, seatsLeft: number) => ({ startDate, endDate: startDate, seatsLeft });

describe("nextBookableBatch", () => {
  it("is the soonest batch with a seat, whatever the order in data/", () => {
    expect(nextBookableBatch([batch("2027-03-01", 4), batch("2027-01-01", 0), batch("2027-02-01", 2)])).toEqual(
      batch("2027-02-01", 2),
    );
  });

  it("is the soonest batch when every one is full, so its dialog takes a waitlist request", () => {
    expect(nextBookableBatch([batch("2027-02-01", 0), batch("2027-01-01", 0)])).toEqual(batch("2027-01-01", 0));
  });

  it("is undefined without batches", () => {
    expect(nextBookableBatch([])).toBeUndefined();
  });

  it("orders dates without the browser's collation, which costs a phone about 40 ms to load", () => {
    const localeCompare = jest.spyOn(String.prototype, "localeCompare");
    try {
      nextBookableBatch([batch("2027-03-01", 4), batch("2027-01-01", 0)]);
      relatedTrips(
        { id: "x", category: "Mountain" },
        [
          { id: "a", category: "Mountain", nextDeparture: "2027-03-01" },
          { id: "b", category: "Mountain", nextDeparture: "2027-01-01" },
        ],
        2,
      );
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});

describe("relatedTrips", () => {
  const trips = [
    { id: "a", category: "Mountain", nextDeparture: "2027-03-01" },
    { id: "b", category: "Adventure", nextDeparture: "2027-01-01" },
    { id: "c", category: "Mountain", nextDeparture: "2027-02-01" },
    { id: "d", category: "Cultural", nextDeparture: "2027-01-15" },
  ];

  it("puts the same category first, then the rest, each soonest first, never the trip itself", () => {
    expect(relatedTrips({ id: "a", category: "Mountain" }, trips, 3).map((trip) => trip.id)).toEqual(["c", "b", "d"]);
  });

  it("stops at the limit", () => {
    expect(relatedTrips({ id: "x", category: "Mountain" }, trips, 2).map((trip) => trip.id)).toEqual(["c", "a"]);
  });
});

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

describe("upcomingBatches and completedBatches", () => {
  const batches = [
    { startDate: "2026-12-18", endDate: "2026-12-20", seatsLeft: 0, travelers: 14 },
    { startDate: "2026-11-20", endDate: "2026-11-22", seatsLeft: 2 },
    { startDate: "2027-01-08", endDate: "2027-01-10", seatsLeft: 5 },
  ];

  it("keeps the batches leaving today or later, soonest first", () => {
    expect(upcomingBatches(batches, "2026-12-18").map((batch) => batch.startDate)).toEqual([
      "2026-12-18",
      "2027-01-08",
    ]);
  });

  it("counts a batch as completed only once it has ended and its travellers are recorded", () => {
    expect(completedBatches(batches, "2026-12-20")).toEqual([]);
    expect(completedBatches(batches, "2026-12-21")).toEqual([batches[0]]);
  });

  it("leaves out a batch that is under way: neither bookable nor completed", () => {
    expect(upcomingBatches(batches, "2026-12-19").map((batch) => batch.startDate)).toEqual(["2027-01-08"]);
    expect(completedBatches(batches, "2026-12-19")).toEqual([]);
  });
});
