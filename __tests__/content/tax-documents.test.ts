// The figures of the GST documents: the financial year, the numbers, the place of supply and the tax.
import {
  financialYear,
  financialYearOf,
  financialYearOfLabel,
  financialYearOfMonth,
  monthBounds,
  monthInIndia,
  monthsOf,
  placeOfSupply,
  SERIAL_MAX_LENGTH,
  serialNumber,
  taxInAmount,
} from "../../content/tax-documents";

describe("the financial year", () => {
  it("turns at 00:00 IST on 1 April, which is 18:30 UTC on 31 March", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59.999Z")).label).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00.000Z")).label).toBe("2027-28");
  });

  it("holds from April to the next March, whatever the machine's time zone", () => {
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"))).toEqual({
      startYear: 2026,
      label: "2026-27",
      code: "2627",
    });
    expect(financialYearOf(new Date("2026-12-31T23:59:00+05:30")).label).toBe("2026-27");
    expect(financialYearOf(new Date("2027-01-01T00:00:00+05:30")).label).toBe("2026-27");
  });

  it("writes the century's turn with two digits each", () => {
    expect(financialYear(2099)).toEqual({ startYear: 2099, label: "2099-00", code: "9900" });
  });
});

describe("the accountant's months", () => {
  it("runs a month from 00:00 IST on its first day to 00:00 IST on the next month's", () => {
    expect(monthBounds("2026-05")).toEqual({ from: "2026-04-30T18:30:00.000Z", to: "2026-05-31T18:30:00.000Z" });
    expect(monthBounds("2026-12")).toEqual({ from: "2026-11-30T18:30:00.000Z", to: "2026-12-31T18:30:00.000Z" });
  });

  it("puts an instant in India's month, whatever the machine's time zone", () => {
    expect(monthInIndia("2026-04-30T18:29:59.999Z")).toBe("2026-04");
    expect(monthInIndia("2026-04-30T18:30:00.000Z")).toBe("2026-05");
  });

  it("gives a financial year's months from April to March, and each month's year", () => {
    expect(monthsOf(financialYear(2026))).toEqual([
      "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09",
      "2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03",
    ]); // prettier-ignore
    expect(financialYearOfMonth("2027-03").label).toBe("2026-27");
    expect(financialYearOfMonth("2027-04").label).toBe("2027-28");
  });

  it("reads a year as accounts write it, and nothing else", () => {
    expect(financialYearOfLabel("2026-27")).toEqual(financialYear(2026));
    expect(financialYearOfLabel("2099-00")).toEqual(financialYear(2099));
    for (const label of ["2026-28", "2026", "2026-2027", "26-27", "abcd-ef"]) {
      expect(financialYearOfLabel(label)).toBeUndefined();
    }
  });
});

describe("a document's number", () => {
  it("is the series, the year and the count", () => {
    expect(serialNumber("RV", financialYear(2026), 42)).toBe("RV/2627/00042");
  });

  it("stays within 16 characters with the longest prefix and count the series allow", () => {
    const longest = serialNumber("INVC", financialYear(2026), 999_999);
    expect(longest).toBe("INVC/2627/999999");
    expect(longest.length).toBeLessThanOrEqual(SERIAL_MAX_LENGTH);
    expect(longest).toMatch(/^[A-Za-z0-9/-]+$/);
  });
});

describe("the place of supply", () => {
  it("is a registered recipient's State, from their GSTIN, before the State they gave", () => {
    expect(placeOfSupply("06", { gstin: "27AAPFU0939F1ZV", stateCode: "07" })).toBe("27");
  });

  it("is an unregistered recipient's State on record", () => {
    expect(placeOfSupply("06", { gstin: null, stateCode: "27" })).toBe("27");
  });

  it("is the supplier's State when the recipient gave none", () => {
    expect(placeOfSupply("06", {})).toBe("06");
  });
});

describe("the tax in an amount paid", () => {
  // A 30% deposit on ₹38,999 + 5% GST (₹40,949): ₹12,285.00.
  const DEPOSIT = 1_228_500;

  it("within the State (a Haryana booker of a Haryana agency) is CGST and SGST at 2.5% each, equal to the paisa", () => {
    // 12,28,500 × 2.5 / 105 = 29,250 paise exactly.
    expect(taxInAmount(DEPOSIT, 5, true)).toEqual({
      amount: DEPOSIT,
      taxable: 1_170_000,
      cgst: 29_250,
      sgst: 29_250,
      igst: 0,
    });
  });

  it("to another State (a Maharashtra booker) is IGST at 5%", () => {
    expect(taxInAmount(DEPOSIT, 5, false)).toEqual({
      amount: DEPOSIT,
      taxable: 1_170_000,
      cgst: 0,
      sgst: 0,
      igst: 58_500,
    });
  });

  it("rounds each tax to the nearest paisa and leaves the rest as the taxable value", () => {
    // ₹1,000.01: 100,001 × 2.5 / 105 = 2,380.98 paise → 2,381 each; 100,001 × 5 / 105 = 4,761.95 → 4,762.
    expect(taxInAmount(100_001, 5, true)).toEqual({
      amount: 100_001,
      taxable: 95_239,
      cgst: 2_381,
      sgst: 2_381,
      igst: 0,
    });
    expect(taxInAmount(100_001, 5, false)).toEqual({ amount: 100_001, taxable: 95_239, cgst: 0, sgst: 0, igst: 4_762 });
    // 18%: ₹999.99 → 99,999 × 18 / 118 = 15,254.08 → 15,254; 9% each: 7,627.04 → 7,627.
    expect(taxInAmount(99_999, 18, false).igst).toBe(15_254);
    expect(taxInAmount(99_999, 18, true)).toMatchObject({ cgst: 7_627, sgst: 7_627, taxable: 84_745 });
  });

  it("always adds up to the amount, and never strays half a paisa from the exact tax", () => {
    for (let amount = 1; amount < 200_000; amount += 997) {
      for (const rate of [5, 12, 18]) {
        for (const within of [true, false]) {
          const tax = taxInAmount(amount, rate, within);
          expect(tax.taxable + tax.cgst + tax.sgst + tax.igst).toBe(amount);
          const exact = (amount * rate) / (100 + rate);
          expect(Math.abs(tax.cgst + tax.sgst + tax.igst - exact)).toBeLessThanOrEqual(1);
          if (within) expect(Math.abs(tax.cgst - exact / 2)).toBeLessThanOrEqual(0.5);
          else expect(Math.abs(tax.igst - exact)).toBeLessThanOrEqual(0.5);
        }
      }
    }
  });
});
