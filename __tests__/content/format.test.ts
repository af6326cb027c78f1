import {
  formatDateRange,
  formatDuration,
  formatLongDate,
  formatMonthYear,
  formatPostedAgo,
  formatRupees,
  formatCount,
  formatSpotsLeft,
  formatTravellersJoined,
} from "../../content/format";
import { formatIndiaTime } from "../../content/india-time";
import { MESSAGES } from "../../content/messages";

// The formatters write CLDR's en-IN output by hand (see content/format.ts); these
// hold them to what Intl itself gives, and to not touching Intl at all.
type FormatModule = {
  formatRupees: typeof formatRupees;
  formatDateRange: typeof formatDateRange;
  formatMonthYear: typeof formatMonthYear;
  formatPostedAgo: typeof formatPostedAgo;
};

describe("formatting without Intl", () => {
  const intlRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  const intlDate = new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const intlMonth = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

  it("writes rupees as Intl's en-IN currency format does, from 0 to crores, rounding and negatives included", () => {
    const amounts = [0, 7, 99, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 12345678, 123456789, 1999.5, 2.5, -500];
    for (let power = 0; power <= 10; power++) amounts.push(10 ** power, 10 ** power - 1, 3 * 10 ** power + 47);
    for (const amount of amounts) expect(formatRupees(amount)).toBe(intlRupees.format(amount));
  });

  it("writes every month's dates as Intl's en-IN date format does", () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2027-${String(month).padStart(2, "0")}-09`;
      expect(formatLongDate(iso)).toBe(intlDate.format(new Date(`${iso}T00:00:00Z`)));
      expect(formatMonthYear(iso)).toBe(intlMonth.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("never constructs an Intl formatter, whose first use costs a phone's main thread 100 ms or more", () => {
    const intl = globalThis.Intl;
    const refuse = () => {
      throw new Error("Intl was used");
    };
    globalThis.Intl = new Proxy(intl, { get: refuse });
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded without Intl
        const fresh = require("../../content/format") as FormatModule;
        expect(fresh.formatRupees(250000)).toBe("₹2,50,000");
        expect(fresh.formatDateRange("2026-12-30", "2027-01-02")).toBe("30 Dec 2026 – 2 Jan 2027");
        expect(fresh.formatMonthYear("2026-09-14")).toBe("Sept 2026");
        expect(fresh.formatPostedAgo("2026-11-07", new Date("2026-11-21T00:00:00Z"))).toBe("2 weeks ago");
      });
    } finally {
      globalThis.Intl = intl;
    }
  });
});

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
    expect(formatSpotsLeft(spots, MESSAGES.en.seats)).toBe(expected);
  });

  it.each([
    [8, "8 सीटें बाकी"],
    [1, "1 सीट बाकी"],
    [0, "सीटें भर गईं"],
  ])("%d seats reads '%s' in Hindi", (spots, expected) => {
    expect(formatSpotsLeft(spots, MESSAGES.hi.seats)).toBe(expected);
  });

  it("says nothing of seats left it does not know, never the capacity", () => {
    expect(formatSpotsLeft(null, MESSAGES.en.seats)).toBe("");
    expect(formatSpotsLeft(null, MESSAGES.hi.seats)).toBe("");
  });

  it("pluralises travellers joined, by each language's rule", () => {
    expect(formatTravellersJoined(24, MESSAGES.en.seats)).toBe("24 travellers joined");
    expect(formatTravellersJoined(1, MESSAGES.en.seats)).toBe("1 traveller joined");
    expect(formatTravellersJoined(0, MESSAGES.en.seats)).toBe("0 travellers joined");
    expect(formatTravellersJoined(24, MESSAGES.hi.seats, "hi")).toBe("24 यात्री शामिल हुए");
    expect(formatTravellersJoined(1, MESSAGES.hi.seats, "hi")).toBe("1 यात्री शामिल हुआ");
    expect(formatTravellersJoined(0, MESSAGES.hi.seats, "hi")).toBe("0 यात्री शामिल हुआ");
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

describe("formatCount", () => {
  it("puts the singular noun after one and the plural after any other count", () => {
    expect(formatCount(1, "trip", "trips")).toBe("1 trip");
    expect(formatCount(0, "trip", "trips")).toBe("0 trips");
    expect(formatCount(2, "departure", "departures")).toBe("2 departures");
  });
});

describe("formatIndiaTime", () => {
  it("writes an instant as the clock in India reads it", () => {
    expect(formatIndiaTime("2026-11-26T10:00:00.000Z")).toBe("26 Nov 2026, 3:30 pm IST");
    expect(formatIndiaTime("2026-11-26T18:45:00.000Z")).toBe("27 Nov 2026, 12:15 am IST");
    expect(formatIndiaTime("2026-11-26T06:30:00.000Z")).toBe("26 Nov 2026, 12:00 pm IST");
  });

  it("writes it in Hindi with the date as Intl's hi-IN does, the part of the day before the hour and बजे after it", () => {
    const intl = new Intl.DateTimeFormat("hi-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    for (const instant of ["2026-11-26T10:00:00.000Z", "2026-11-26T18:45:00.000Z", "2027-01-11T18:29:59.000Z"]) {
      expect(formatIndiaTime(instant, "hi").split(",")[0]).toBe(intl.format(new Date(instant)));
    }
    expect(formatIndiaTime("2026-11-26T10:00:00.000Z", "hi")).toBe("26 नव॰ 2026, दोपहर 3:30 बजे IST");
    // The part of the day before the hour, as the contact page writes its hours.
    expect(formatIndiaTime("2026-11-26T06:00:00.000Z", "hi")).toBe("26 नव॰ 2026, सुबह 11:30 बजे IST");
    expect(formatIndiaTime("2026-11-26T12:30:00.000Z", "hi")).toBe("26 नव॰ 2026, शाम 6:00 बजे IST");
    expect(formatIndiaTime("2026-11-26T18:45:00.000Z", "hi")).toBe("27 नव॰ 2026, रात 12:15 बजे IST");
  });
});
