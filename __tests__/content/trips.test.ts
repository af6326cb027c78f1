import { relatedTrips } from "../../content/trips";

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

  it("orders dates without the browser's collation, which costs a phone about 40 ms to load", () => {
    const localeCompare = jest.spyOn(String.prototype, "localeCompare");
    try {
      relatedTrips({ id: "x", category: "Mountain" }, trips, 3);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });

  it("stops at the limit", () => {
    expect(relatedTrips({ id: "x", category: "Mountain" }, trips, 2).map((trip) => trip.id)).toEqual(["c", "a"]);
  });
});
