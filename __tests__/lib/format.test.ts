import {
  formatDateRange,
  formatDuration,
  formatLongDate,
  formatMonthYear,
  formatPostedAgo,
  formatRupees,
  formatSpotsLeft,
  formatTravelersJoined,
} from "../../src/lib/format";

describe("formatRupees", () => {
  it.each([
    [5999, "₹5,999"],
    [18999, "₹18,999"],
    [250000, "₹2,50,000"],
    [0, "₹0"],
  ])("formats %d as %s with Indian digit grouping", (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

describe("trip length", () => {
  it("counts both the first and last day", () => {
    expect(formatDuration("2027-01-16", "2027-01-23")).toBe("8D / 7N");
  });

  it("handles a one-day trip and a month boundary", () => {
    expect(formatDuration("2026-12-18", "2026-12-18")).toBe("1D / 0N");
    expect(formatDuration("2027-01-30", "2027-02-03")).toBe("5D / 4N");
  });

  it("rejects a value that is not a date", () => {
    expect(() => formatDuration("soon", "2027-01-01")).toThrow("Not an ISO date: 'soon'");
  });
});

describe("date labels", () => {
  it("shows a range within one year with the year once", () => {
    expect(formatDateRange("2026-12-18", "2026-12-20")).toBe("18 Dec – 20 Dec 2026");
  });

  it("shows both years for a range across New Year", () => {
    expect(formatDateRange("2026-12-30", "2027-01-02")).toBe("30 Dec 2026 – 2 Jan 2027");
  });

  it("shows month and year for completed trips", () => {
    expect(formatMonthYear("2026-03-14")).toBe("Mar 2026");
  });

  it("never shifts a date by the machine's time zone", () => {
    expect(formatLongDate("2026-10-01")).toBe("1 Oct 2026");
    expect(formatMonthYear("2026-01-01")).toBe("Jan 2026");
  });
});

describe("counts", () => {
  it.each([
    [8, "8 spots left"],
    [1, "1 spot left"],
    [0, "Sold out"],
  ])("%d seats reads '%s'", (spots, expected) => {
    expect(formatSpotsLeft(spots)).toBe(expected);
  });

  it("pluralises travelers joined", () => {
    expect(formatTravelersJoined(24)).toBe("24 travelers joined");
    expect(formatTravelersJoined(1)).toBe("1 traveler joined");
  });
});

describe("formatPostedAgo", () => {
  const now = new Date("2026-11-21T15:30:00Z");

  it.each([
    ["2026-11-21", "today"],
    ["2026-11-20", "yesterday"],
    ["2026-11-19", "2 days ago"],
    ["2026-11-14", "last week"],
    ["2026-11-07", "2 weeks ago"],
    ["2026-10-20", "last month"],
    ["2026-08-01", "3 months ago"],
    ["2025-06-01", "last year"],
    ["2026-11-25", "today"],
  ])("%s is '%s' on 21 Nov 2026", (postedOn, expected) => {
    expect(formatPostedAgo(postedOn, now)).toBe(expected);
  });
});
