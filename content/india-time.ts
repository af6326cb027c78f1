// Time as it is in India, where the trips run and the agency works: today's
// date there, and a moment as people there read it (when a booking's seats
// are held until). Apart from dates.ts and format.ts, whose calendar dates
// every page loads, because only the build, the Worker, the editor's preview
// and the booking dialog need these.
import { formatLongDate } from "./format";
import { DEFAULT_LOCALE, type Locale } from "./locales.mjs";

/**
 * An instant as the clock in India reads it, where the agency works and calls
 * from: '26 Nov 2026, 3:04 pm IST' ('26 नव॰ 2026, 3:04 pm IST': CLDR's Hindi
 * keeps am and pm).
 */
export function formatIndiaTime(iso: string, lang: Locale = DEFAULT_LOCALE): string {
  const india = new Date(Date.parse(iso) + 330 * 60_000);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
  return `${formatLongDate(india.toISOString().slice(0, 10), lang)}, ${clock} IST`;
}

/** Today's calendar date in India, where the trips run, as YYYY-MM-DD. */
export function todayInIndia(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}
