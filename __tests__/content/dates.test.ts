import { ageOn, compareIsoDates, parseIsoDate, tripDays } from "../../content/dates";

describe("compareIsoDates", () => {
  it("sorts ISO dates earliest first, across months and years", () => {
    expect(["2027-01-02", "2026-12-31", "2026-02-28", "2026-12-31"].sort(compareIsoDates)).toEqual([
      "2026-02-28",
      "2026-12-31",
      "2026-12-31",
      "2027-01-02",
    ]);
    expect(compareIsoDates("2026-12-31", "2026-12-31")).toBe(0);
  });
});

describe("parseIsoDate", () => {
  it("reads a calendar date as midnight UTC, whatever the machine's time zone", () => {
    expect(parseIsoDate("2026-12-18").toISOString()).toBe("2026-12-18T00:00:00.000Z");
  });

  it("refuses what is not a date", () => {
    expect(() => parseIsoDate("18/12/2026")).toThrow("Not an ISO date: '18/12/2026'");
  });
});

describe("tripDays", () => {
  it("counts both the first and the last day", () => {
    expect(tripDays("2027-01-16", "2027-01-23")).toBe(8);
    expect(tripDays("2026-12-18", "2026-12-18")).toBe(1);
  });

  it("crosses month and year ends and leap days", () => {
    expect(tripDays("2026-12-30", "2027-01-02")).toBe(4);
    expect(tripDays("2028-02-28", "2028-03-01")).toBe(3);
  });
});

describe("ageOn", () => {
  it("counts whole years, a birthday counting on the day", () => {
    expect(ageOn("2009-01-16", "2027-01-15")).toBe(17);
    expect(ageOn("2009-01-16", "2027-01-16")).toBe(18);
    expect(ageOn("1980-12-31", "2027-01-01")).toBe(46);
  });

  it("takes someone born on 29 February to be a year older on 1 March of a common year", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });
});
