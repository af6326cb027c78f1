// How the Numbers section words its periods and changes: financial years, their months, shares.
import { financialYearOf } from "../../../../content/tax-documents";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-11' → 'Nov 2026'. */
export function shortMonth(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return `${MONTHS[number - 1]} ${year}`;
}

/** '2026-11' → 'Nov': a month within a year the heading already names. */
export const monthOnly = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1];

/** This financial year by India's date, as accounts write it: '2026-27'. */
export const currentYear = (now: Date) => financialYearOf(now).label;

/** The year before '2026-27': '2025-26'. */
export function yearBefore(year: string): string {
  const start = Number(year.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The years the desk offers: this one and the four before it, newest first. */
export function yearsOffered(now: Date): string[] {
  const years = [currentYear(now)];
  while (years.length < 5) years.push(yearBefore(years.at(-1)!));
  return years;
}

/** How `now` compares with `before` in words: '12% more than', '3% less than', 'about the same as'; null when `before` is 0. */
export function changeWords(now: number, before: number): string | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) * 100) / before);
  if (percent === 0) return "about the same as";
  return percent > 0 ? `${percent}% more than` : `${-percent}% less than`;
}

/** A count as the desk writes numbers, grouped the Indian way: 24,040; 1,20,500. */
export const countWords = (count: number) => count.toLocaleString("en-IN");

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** An axis tick in rupees for an amount in paise, short: ₹0, ₹800, ₹45k, ₹4.1L, ₹1.2Cr. */
export function shortRupees(paise: number): string {
  const rupees = paise / 100;
  const short = (value: number, unit: string) => `₹${Number(value.toFixed(1))}${unit}`;
  if (rupees >= 1_00_00_000) return short(rupees / 1_00_00_000, "Cr");
  if (rupees >= 1_00_000) return short(rupees / 1_00_000, "L");
  if (rupees >= 1000) return short(rupees / 1000, "k");
  return `₹${Math.round(rupees)}`;
}

/** How many of a year's months (April first) have begun by `today` (YYYY-MM-DD): 12 for a year gone by. */
export function monthsBegun(months: readonly { month: string }[], today: string): number {
  return months.filter((each) => each.month <= today.slice(0, 7)).length;
}
