import {
  formatDifficulty,
  formatGroupSize,
  paginationWindow,
  tripListPageCount,
  TRIPS_PER_PAGE,
} from "../../src/lib/trips";
import { nextBookableDeparture, completedDepartures, upcomingDepartures } from "../../content/departures";
import { relatedTrips } from "../../content/trips";
import { tripListPath, tripPath } from "../../content/routes.mjs";

const departure = (startDate: string, seatsLeft: number) => ({ startDate, endDate: startDate, seatsLeft });

describe("nextBookableDeparture", () => {
  it("is the soonest departure with a seat, whatever the order in data/", () => {
    expect(
      nextBookableDeparture([departure("2027-03-01", 4), departure("2027-01-01", 0), departure("2027-02-01", 2)]),
    ).toEqual(departure("2027-02-01", 2));
  });

  it("is the soonest departure when every one is full, so its dialog takes a waitlist request", () => {
    expect(nextBookableDeparture([departure("2027-02-01", 0), departure("2027-01-01", 0)])).toEqual(
      departure("2027-01-01", 0),
    );
  });

  it("is undefined without departures", () => {
    expect(nextBookableDeparture([])).toBeUndefined();
  });

  it("orders dates without the browser's collation, which costs a phone about 40 ms to load", () => {
    const localeCompare = jest.spyOn(String.prototype, "localeCompare");
    try {
      nextBookableDeparture([departure("2027-03-01", 4), departure("2027-01-01", 0)]);
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

describe("upcomingDepartures and completedDepartures", () => {
  const departures = [
    { startDate: "2026-12-18", endDate: "2026-12-20", seatsLeft: 0, travellers: 14 },
    { startDate: "2026-11-20", endDate: "2026-11-22", seatsLeft: 2 },
    { startDate: "2027-01-08", endDate: "2027-01-10", seatsLeft: 5 },
  ];

  it("keeps the departures leaving today or later, soonest first", () => {
    expect(upcomingDepartures(departures, "2026-12-18").map((departure) => departure.startDate)).toEqual([
      "2026-12-18",
      "2027-01-08",
    ]);
  });

  it("counts a departure as completed only once it has ended and its travellers are recorded", () => {
    expect(completedDepartures(departures, "2026-12-20")).toEqual([]);
    expect(completedDepartures(departures, "2026-12-21")).toEqual([departures[0]]);
  });

  it("leaves out a departure that is under way: neither bookable nor completed", () => {
    expect(upcomingDepartures(departures, "2026-12-19").map((departure) => departure.startDate)).toEqual([
      "2027-01-08",
    ]);
    expect(completedDepartures(departures, "2026-12-19")).toEqual([]);
  });
});
