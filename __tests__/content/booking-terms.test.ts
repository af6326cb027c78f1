import {
  creditPercentOn,
  departureDates,
  departureMoney,
  percentOfRupees,
  refundPercentOn,
  switchFeeOn,
  type BookingTerms,
} from "../../content/booking-terms";
import { addDays, parseIsoDate, DAY_MS } from "../../content/dates";
import { clientBookingTerms } from "../support/catalogue-fixtures";

// The agency's terms: 5% GST; 30% deposit; balance 5 days before; a seat handed
// on up to 10 days before; 90% back (or 100% kept as credit) more than 30 days
// before, 50% (or 75%) from 15 to 30 days, then nothing; switching free from 31
// days before, ₹1,500 a seat from 10 to 30, then not at all.
const TERMS: BookingTerms = clientBookingTerms;

/** Calendar days from `day` to the departure on `start`. */
const daysBefore = (day: string, start: string) =>
  Math.round((parseIsoDate(start).getTime() - parseIsoDate(day).getTime()) / DAY_MS);

describe("addDays", () => {
  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2027-03-01", -1, "2027-02-28"],
    ["2026-10-25", 7, "2026-11-01"],
    ["2027-01-16", 0, "2027-01-16"],
  ])("%s %+d days is %s", (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });
});

describe("the money of a departure", () => {
  it("adds 5% GST and splits the total into a 30% deposit and the balance", () => {
    expect(departureMoney(18999, TERMS)).toEqual({
      price: 18999,
      gst: 950, // 949.95
      total: 19949,
      deposit: 5985, // 5984.70
      balance: 13964,
    });
    expect(departureMoney(5999, TERMS)).toEqual({ price: 5999, gst: 300, total: 6299, deposit: 1890, balance: 4409 });
  });

  it("rounds GST and the deposit to whole rupees, halves up", () => {
    expect(departureMoney(1010, TERMS).gst).toBe(51); // 50.50
    expect(departureMoney(1030, TERMS).gst).toBe(52); // 51.50
    expect(departureMoney(957, TERMS)).toMatchObject({ gst: 48, total: 1005, deposit: 302, balance: 703 }); // 301.50
    expect(percentOfRupees(1001, 30)).toBe(300); // 300.30
    expect(percentOfRupees(1003, 30)).toBe(301); // 300.90
  });

  it("always has a deposit and balance that add up to the total, in whole rupees", () => {
    for (let price = 1; price <= 250000; price += 997) {
      const money = departureMoney(price, TERMS);
      expect(money.deposit + money.balance).toBe(money.total);
      expect(money.price + money.gst).toBe(money.total);
      for (const amount of [money.gst, money.total, money.deposit, money.balance]) {
        expect(Number.isInteger(amount)).toBe(true);
      }
    }
  });

  it("follows the terms' rates, wherever they are set", () => {
    const terms = { ...TERMS, gstPercent: 18, depositPercent: 25 };
    expect(departureMoney(10000, terms)).toEqual({
      price: 10000,
      gst: 1800,
      total: 11800,
      deposit: 2950,
      balance: 8850,
    });
  });
});

describe("the dates of a departure", () => {
  it("gives every deadline of a departure on 16 Jan 2027", () => {
    expect(departureDates("2027-01-16", TERMS)).toEqual({
      balanceDueBy: "2027-01-11",
      changesBy: "2027-01-06",
      refundDeadlines: [
        { lastDay: "2026-12-16", refundPercent: 90, creditPercent: 100 },
        { lastDay: "2027-01-01", refundPercent: 50, creditPercent: 75 },
      ],
      switchDeadlines: [
        { lastDay: "2026-12-16", feeRupees: 0 },
        { lastDay: "2027-01-06", feeRupees: 1500 },
      ],
      noRefundFrom: "2027-01-02",
    });
  });

  it("puts each deadline on the boundary the terms name: more than 30, 15 to 30, under 15, 10 and 5 days", () => {
    const start = "2027-05-20";
    const dates = departureDates(start, TERMS);
    const [ninety, fifty] = dates.refundDeadlines;
    expect(daysBefore(ninety.lastDay, start)).toBe(31); // more than 30 days: 90%
    expect(daysBefore(addDays(ninety.lastDay, 1), start)).toBe(30); // the next day is 30 days before: 50%
    expect(daysBefore(fifty.lastDay, start)).toBe(15); // 15 days before: still 50%
    expect(daysBefore(dates.noRefundFrom, start)).toBe(14); // under 15 days: nothing
    expect(daysBefore(dates.changesBy, start)).toBe(10);
    expect(daysBefore(dates.balanceDueBy, start)).toBe(5);
  });

  it("crosses month and year boundaries", () => {
    expect(departureDates("2027-01-03", TERMS)).toEqual({
      balanceDueBy: "2026-12-29",
      changesBy: "2026-12-24",
      refundDeadlines: [
        { lastDay: "2026-12-03", refundPercent: 90, creditPercent: 100 },
        { lastDay: "2026-12-19", refundPercent: 50, creditPercent: 75 },
      ],
      switchDeadlines: [
        { lastDay: "2026-12-03", feeRupees: 0 },
        { lastDay: "2026-12-24", feeRupees: 1500 },
      ],
      noRefundFrom: "2026-12-20",
    });
    expect(departureDates("2027-03-01", TERMS).balanceDueBy).toBe("2027-02-24");
  });

  it("counts a leap day as a day", () => {
    expect(departureDates("2028-03-31", TERMS).refundDeadlines[0].lastDay).toBe("2028-02-29");
    expect(departureDates("2028-03-05", TERMS).balanceDueBy).toBe("2028-02-29");
    expect(departureDates("2027-03-05", TERMS).balanceDueBy).toBe("2027-02-28");
    expect(departureDates("2028-03-10", TERMS).changesBy).toBe("2028-02-29");
  });

  it("follows the terms' day counts, wherever they are set", () => {
    const terms = {
      ...TERMS,
      balanceDueDaysBefore: 7,
      refunds: [{ minDaysBefore: 45, refundPercent: 75, creditPercent: 80 }],
      switchFees: [{ minDaysBefore: 20, feeRupees: 500 }],
    };
    expect(departureDates("2027-01-16", terms)).toMatchObject({
      balanceDueBy: "2027-01-09",
      refundDeadlines: [{ lastDay: "2026-12-02", refundPercent: 75, creditPercent: 80 }],
      switchDeadlines: [{ lastDay: "2026-12-27", feeRupees: 500 }],
      noRefundFrom: "2026-12-03",
    });
  });
});

describe("the refund on a day", () => {
  // Departing 16 Jan 2027: 90% up to 16 Dec (31 days before), 50% up to 1 Jan (15 days before), then nothing.
  it.each([
    ["2026-11-25", 90],
    ["2026-12-16", 90],
    ["2026-12-17", 50],
    ["2026-12-27", 50], // 20 days before
    ["2027-01-01", 50],
    ["2027-01-02", 0],
    ["2027-01-16", 0],
  ])("cancelling on %s returns %d%%", (day, percent) => {
    expect(refundPercentOn("2027-01-16", day, TERMS)).toBe(percent);
    expect(daysBefore(day, "2027-01-16")).toBeGreaterThanOrEqual(0);
  });
});

describe("the trip credit on a day", () => {
  // Departing 16 Jan 2027: 100% kept up to 16 Dec, 75% up to 1 Jan, then no credit.
  it.each([
    ["2026-12-16", 100],
    ["2026-12-17", 75],
    ["2027-01-01", 75],
    ["2027-01-02", null],
  ])("cancelling on %s keeps %p%% as credit", (day, percent) => {
    expect(creditPercentOn("2027-01-16", day, TERMS)).toBe(percent);
  });

  it("offers none when the terms offer no credits", () => {
    expect(creditPercentOn("2027-01-16", "2026-11-01", { ...TERMS, creditsOffered: false })).toBeNull();
    expect(
      departureDates("2027-01-16", { ...TERMS, creditsOffered: false }).refundDeadlines[0].creditPercent,
    ).toBeNull();
  });
});

describe("the switch fee on a day", () => {
  // Departing 16 Jan 2027: free up to 16 Dec (31 days before), ₹1,500 a seat up to 6 Jan (10 days before), then no switch.
  it.each([
    ["2026-12-16", 0],
    ["2026-12-17", 1500],
    ["2027-01-06", 1500],
    ["2027-01-07", null],
    ["2027-01-16", null],
  ])("switching on %s costs %p rupees a seat", (day, fee) => {
    expect(switchFeeOn("2027-01-16", day, TERMS)).toBe(fee);
  });
});
