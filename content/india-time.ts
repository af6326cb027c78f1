// Time as it is in India, where the trips run and the agency works: today's
// date there, and a moment as people there read it (when a booking's seats
// are held until). Apart from dates.ts and format.ts, whose calendar dates
// every page loads, because only the build, the Worker, the editor's preview
// and the booking dialog need these.
import { formatLongDate } from "./format";
import { DEFAULT_LOCALE, type Locale } from "./locales.mjs";

/** The part of the day a Hindi clock names before the hour, by CLDR's hi day periods: रात until 4, सुबह until noon, दोपहर until 4 pm, शाम until 8 pm. */
function hindiDayPeriod(hours: number): string {
  if (hours < 4) return "रात";
  if (hours < 12) return "सुबह";
  if (hours < 16) return "दोपहर";
  return hours < 20 ? "शाम" : "रात";
}

/**
 * An instant as the clock in India reads it, where the agency works and calls
 * from: '26 Nov 2026, 3:04 pm IST'; in Hindi '26 नव॰ 2026, दोपहर 3:04 बजे IST',
 * the part of the day before the hour and बजे after it, as the contact page
 * writes its hours ('सुबह 9 बजे से शाम 6 बजे (IST) तक').
 */
export function formatIndiaTime(iso: string, lang: Locale = DEFAULT_LOCALE): string {
  const india = new Date(Date.parse(iso) + 330 * 60_000);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, "0");
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const clock =
    lang === "hi" ? `${hindiDayPeriod(hours)} ${hour}:${minutes} बजे` : `${hour}:${minutes} ${hours < 12 ? "am" : "pm"}`;
  return `${formatLongDate(india.toISOString().slice(0, 10), lang)}, ${clock} IST`;
}

/** Today's calendar date in India, where the trips run, as YYYY-MM-DD. */
export function todayInIndia(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

/** The first instant of an Indian day (YYYY-MM-DD, 00:00 IST), as an ISO instant: where its days and months turn. */
export const startOfIndianDay = (day: string): string => new Date(`${day}T00:00:00+05:30`).toISOString();

/** The end of an Indian day (YYYY-MM-DD), as an instant: when a payment link due that day stops taking payment. */
export const endOfIndianDay = (day: string): string => new Date(`${day}T23:59:59+05:30`).toISOString();
