// Display formatting for values that data/ stores in machine-friendly form
// (numbers, ISO dates). All dates are treated as calendar dates in UTC so that
// the build machine's time zone can never shift a trip by a day.
import { DAY_MS, parseIsoDate, tripDays } from "./dates";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** 18999 → '₹18,999'; 250000 → '₹2,50,000' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** The days/nights label travellers know from Indian tour operators: 5 → '5D / 4N'. */
export function formatDayCount(days: number): string {
  return `${days}D / ${days - 1}N`;
}

/** A departure's length as '5D / 4N'. */
export function formatDuration(startIso: string, endIso: string): string {
  return formatDayCount(tripDays(startIso, endIso));
}

const dayMonth = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthYear = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

/** '2026-12-18'..'2026-12-20' → '18 Dec – 20 Dec 2026'; across years both show the year. */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = parseIsoDate(startIso);
  const end = parseIsoDate(endIso);
  const startLabel =
    start.getUTCFullYear() === end.getUTCFullYear() ? dayMonth.format(start) : dayMonthYear.format(start);
  return `${startLabel} – ${dayMonthYear.format(end)}`;
}

/** '2026-10-09' → 'Oct 2026'. */
export function formatMonthYear(iso: string): string {
  return monthYear.format(parseIsoDate(iso));
}

/** '2026-10-01' → '1 Oct 2026'. */
export function formatLongDate(iso: string): string {
  return dayMonthYear.format(parseIsoDate(iso));
}

/** Seats left on a departure: '8 spots left', '1 spot left', 'Sold out'. */
export function formatSpotsLeft(spots: number): string {
  if (spots <= 0) return "Sold out";
  return `${spots} ${spots === 1 ? "spot" : "spots"} left`;
}

/** Participants on a completed trip: '24 travelers joined'. */
export function formatTravelersJoined(count: number): string {
  return `${count} ${count === 1 ? "traveler" : "travelers"} joined`;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/**
 * How long ago something happened, relative to `now`: 'today', 'yesterday',
 * '5 days ago', '2 weeks ago', '3 months ago'. Future dates read as 'today'.
 */
export function formatPostedAgo(iso: string, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.max(0, Math.floor((today - parseIsoDate(iso).getTime()) / DAY_MS));
  if (days < 7) return relative.format(-days, "day");
  if (days < 30) return relative.format(-Math.floor(days / 7), "week");
  if (days < 365) return relative.format(-Math.floor(days / 30), "month");
  return relative.format(-Math.floor(days / 365), "year");
}
