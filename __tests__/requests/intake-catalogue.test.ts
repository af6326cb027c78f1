import { bookingTarget, isRefusal, openJob, type IntakeCatalogue } from "../../requests/intake-catalogue";

const TODAY = "2027-01-10";

const catalogue: IntakeCatalogue = {
  builtAt: "2026-11-01T00:00:00.000Z",
  agency: { name: "Safarnama", email: "hello@safarnama.example", careersEmail: "careers@safarnama.example" },
  trips: {
    spiti: {
      title: "Spiti Valley Winter Expedition",
      departures: [
        { startDate: "2027-01-09", endDate: "2027-01-15", seatsLeft: 4 },
        { startDate: "2027-01-10", endDate: "2027-01-16", seatsLeft: 1 },
        { startDate: "2027-02-01", endDate: "2027-02-07", seatsLeft: 0 },
      ],
    },
  },
  jobs: { "tour-planner": { title: "Tour Planner", validThrough: TODAY } },
};

describe("bookingTarget", () => {
  it("books a departure with seats, including one that starts today", () => {
    expect(bookingTarget(catalogue, "spiti", "2027-01-10", TODAY)).toMatchObject({
      kind: "booking",
      slug: "spiti",
      departure: { startDate: "2027-01-10", endDate: "2027-01-16" },
    });
  });

  it("turns a full departure, or the next unscheduled one, into a waitlist request", () => {
    expect(bookingTarget(catalogue, "spiti", "2027-02-01", TODAY)).toMatchObject({ kind: "waitlist" });
    expect(bookingTarget(catalogue, "spiti", null, TODAY)).toMatchObject({ kind: "waitlist", departure: null });
  });

  it("refuses a departure that left yesterday, a date with no departure, and a trip that does not exist", () => {
    expect(bookingTarget(catalogue, "spiti", "2027-01-09", TODAY)).toEqual({
      refused: "The Spiti Valley Winter Expedition departure of 2027-01-09 has already left. Choose a later departure.",
    });
    expect(bookingTarget(catalogue, "spiti", "2027-03-01", TODAY)).toEqual({
      refused:
        "Spiti Valley Winter Expedition has no departure on 2027-03-01. Choose one of its departures on the trip's page.",
    });
    const unknown = bookingTarget(catalogue, "mars", "2027-03-01", TODAY);
    expect(isRefusal(unknown)).toBe(true);
  });

  it("never takes a property every object has for a trip", () => {
    for (const slug of ["__proto__", "constructor", "toString"]) {
      expect(isRefusal(bookingTarget(catalogue, slug, null, TODAY))).toBe(true);
    }
  });
});

describe("openJob", () => {
  it("takes applications up to and including the closing day", () => {
    expect(openJob(catalogue, "tour-planner", TODAY)).toMatchObject({ slug: "tour-planner" });
    expect(openJob(catalogue, "tour-planner", "2027-01-11")).toEqual({
      refused: "Applications for Tour Planner closed on 2027-01-10. See our open jobs on the careers page.",
    });
  });

  it("refuses a job that does not exist", () => {
    expect(isRefusal(openJob(catalogue, "astronaut", TODAY))).toBe(true);
    expect(isRefusal(openJob(catalogue, "__proto__", TODAY))).toBe(true);
  });
});
