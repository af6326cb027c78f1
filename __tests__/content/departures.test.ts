import { departureMonths, monthOf } from "../../content/departures";
import { departuresPath } from "../../content/routes.mjs";
import { formatMonthName } from "../../src/lib/format";

describe("departures by month", () => {
  it("files a departure under the month it leaves in", () => {
    expect(monthOf("2027-01-16")).toBe("2027-01");
    expect(monthOf("2026-12-31")).toBe("2026-12");
  });

  it("has a page for the months and one per month", () => {
    expect(departuresPath()).toBe("/departures/");
    expect(departuresPath("2027-01")).toBe("/departures/2027-01/");
  });

  it("names a month in full", () => {
    expect(formatMonthName("2027-01")).toBe("January 2027");
    expect(formatMonthName("2026-09")).toBe("September 2026");
    expect(() => formatMonthName("2027-13")).toThrow("Not a month written YYYY-MM: '2027-13'");
  });

  it("counts the departures of each month, months in order across a new year", () => {
    expect(departureMonths(["2027-01-16", "2026-12-18", "2027-01-02", "2027-03-01"])).toEqual([
      { month: "2026-12", count: 1 },
      { month: "2027-01", count: 2 },
      { month: "2027-03", count: 1 },
    ]);
    expect(departureMonths([])).toEqual([]);
  });
});
