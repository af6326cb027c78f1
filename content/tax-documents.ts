// The GST documents the agency issues, as figures and numbers: the kinds, the
// financial year a document falls in, its serial number, the place of supply
// and the tax in an amount paid. The Worker issues and stores them; the rules
// they follow are in docs/gst-documents.md.
import { startOfIndianDay, todayInIndia } from "./india-time";

/**
 * receiptVoucher: an advance received before the supply (CGST Rule 50); taxInvoice: the supply,
 * when the departure starts (Rule 46); refundVoucher: an advance returned before any invoice (Rule 51);
 * creditNote: a value taken off an invoice (section 34, Rule 53).
 */
export const DOCUMENT_KINDS = ["receiptVoucher", "taxInvoice", "refundVoucher", "creditNote"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A series' prefix (data/tax.json): up to 4 capital letters or digits, so that with the year and a count
 * of up to 6 digits a number stays within the 16 characters Rule 46(b) allows: 'RV/2627/00001'.
 */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

/** The most characters a document's number may have (CGST Rule 46(b)). */
export const SERIAL_MAX_LENGTH = 16;

/** India's financial year: 1 April to 31 March. */
export interface FinancialYear {
  /** The calendar year it starts in: 2026 for 2026-27. */
  startYear: number;
  /** As accounts write it: '2026-27'. */
  label: string;
  /** As a document's number carries it: '2627'. */
  code: string;
}

/** The financial year of a calendar year that starts in `startYear`. */
export function financialYear(startYear: number): FinancialYear {
  const next = String((startYear + 1) % 100).padStart(2, "0");
  return { startYear, label: `${startYear}-${next}`, code: `${String(startYear % 100).padStart(2, "0")}${next}` };
}

/** The financial year `instant` falls in, by India's date: the year turns at 00:00 IST on 1 April. */
export function financialYearOf(instant: Date): FinancialYear {
  const [year, month] = todayInIndia(instant).split("-").map(Number);
  return financialYear(month >= 4 ? year : year - 1);
}

/** The number of a series' `count`th document in a financial year: 'RV/2627/00042'. */
export function serialNumber(prefix: string, year: FinancialYear, count: number): string {
  return `${prefix}/${year.code}/${String(count).padStart(5, "0")}`;
}

/**
 * The State whose tax a supply bears (IGST Act section 12(2)), by GST State code: a registered
 * recipient's (the State in their GSTIN), else the State of the recipient's address on record, else
 * the supplier's own.
 */
export function placeOfSupply(
  supplierState: string,
  recipient: { gstin?: string | null; stateCode?: string | null },
): string {
  if (recipient.gstin) return recipient.gstin.slice(0, 2);
  return recipient.stateCode || supplierState;
}

/**
 * The tax in an amount that includes it, in paise. Inside the supplier's State it is CGST and SGST
 * (or UTGST) at half the rate each; to another State, IGST at the whole rate. Each tax is the amount
 * times its rate over (100 + the rate), rounded to the nearest paisa (half a paisa up); CGST and
 * SGST are always equal; the taxable value is what remains, so the parts always add up to the amount.
 */
export interface TaxInAmount {
  /** The whole amount, tax included. */
  amount: number;
  taxable: number;
  cgst: number;
  /** SGST, or UTGST in a Union Territory without a legislature. */
  sgst: number;
  igst: number;
}

export function taxInAmount(amount: number, ratePercent: number, withinState: boolean): TaxInAmount {
  const share = (rate: number) => Math.round((amount * rate) / (100 + ratePercent));
  if (withinState) {
    const half = share(ratePercent / 2);
    return { amount, taxable: amount - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = share(ratePercent);
  return { amount, taxable: amount - igst, cgst: 0, sgst: 0, igst };
}

/** The financial year a document's number carries ('2627' → 2026-27), or undefined for one no year has. */
export function financialYearOfCode(code: string): FinancialYear | undefined {
  const year = financialYear(2000 + Number(code.slice(0, 2)));
  return /^\d{4}$/.test(code) && year.code === code ? year : undefined;
}

/** The financial year as accounts write it ('2026-27'), or undefined for a label no year has. */
export function financialYearOfLabel(label: string): FinancialYear | undefined {
  const year = financialYear(Number(label.slice(0, 4)));
  return /^\d{4}-\d{2}$/.test(label) && year.label === label ? year : undefined;
}

/** The month (YYYY-MM) an instant falls in, by India's clock (IST, UTC+5:30, which keeps no summer time). */
export const monthInIndia = (instant: string): string =>
  new Date(Date.parse(instant) + 330 * 60_000).toISOString().slice(0, 7);

/** The month after `month` (YYYY-MM). */
function monthAfter(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/** The instants a month of India's calendar runs between, as ISO strings: from its first moment, to the next month's. */
export const monthBounds = (month: string): { from: string; to: string } => ({
  from: startOfIndianDay(`${month}-01`),
  to: startOfIndianDay(`${monthAfter(month)}-01`),
});

/** The twelve months of a financial year, April to March, as YYYY-MM. */
export const monthsOf = (year: FinancialYear): string[] =>
  Array.from({ length: 12 }, (_, index) => {
    const number = ((index + 3) % 12) + 1;
    return `${index < 9 ? year.startYear : year.startYear + 1}-${String(number).padStart(2, "0")}`;
  });

/** The financial year a month (YYYY-MM) belongs to. */
export function financialYearOfMonth(month: string): FinancialYear {
  const [year, number] = month.split("-").map(Number);
  return financialYear(number >= 4 ? year : year - 1);
}
