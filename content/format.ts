// Display formatting for values that data/ stores in machine-friendly form
// (numbers, ISO dates). All dates are treated as calendar dates in UTC so that
// the build machine's time zone can never shift a trip by a day. The site, and the
// Worker's emails and pages to travellers, write with these (and india-time.ts).
//
// The output is what the Unicode CLDR writes for each language (what
// Intl.NumberFormat and Intl.DateTimeFormat give for "en-IN" and "hi-IN",
// INTL_LOCALES), written out by hand: a page's first use of Intl loads ICU's
// locale data, which took a phone (Chromium at 4× CPU slowdown) 100–150 ms of
// main-thread work during hydration. Hindi keeps international digits and the
// Indian grouping (₹2,50,000), as CLDR's default for hi-IN does. The tests hold
// these functions to Intl's own output in both languages.
import { DAY_MS, parseIsoDate, tripDays } from "./dates";
import { seatActionLabel, type SeatPart, type SeatPartWords, type SeatWords } from "./departures";
import { fillMessage } from "./fill-message";
import { DEFAULT_LOCALE, type Locale } from "./locales.mjs";
import { takesSingular } from "./plurals";

/** 18999 → '₹18,999'; 250000 → '₹2,50,000' (Indian digit grouping); rounded to whole rupees, halves away from zero. */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}₹${groupIndianDigits(Math.round(Math.abs(amount)))}`;
}

/** An amount in paise, as Razorpay counts, written as rupees: '₹11,700', or '₹11,700.50' with paise. */
export function formatPaise(paise: number): string {
  const rupees = formatRupees(Math.trunc(paise / 100));
  return paise % 100 === 0 ? rupees : `${rupees}.${String(paise % 100).padStart(2, "0")}`;
}

/** 1234567 → '12,34,567': the last three digits, then pairs. */
export function groupIndianDigits(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const thousands = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${thousands},${digits.slice(-3)}`;
}

/** The days/nights label travellers know from Indian tour operators: 5 → '5D / 4N', in Hindi '5 दिन / 4 रात'. */
export function formatDayCount(days: number, lang: Locale = DEFAULT_LOCALE): string {
  return lang === "hi" ? `${days} दिन / ${days - 1} रात` : `${days}D / ${days - 1}N`;
}

/** A departure's length as '5D / 4N' ('5 दिन / 4 रात'). */
export function formatDuration(startIso: string, endIso: string, lang: Locale = DEFAULT_LOCALE): string {
  return formatDayCount(tripDays(startIso, endIso), lang);
}

/** CLDR's month names, long and short: en-IN's September is 'Sept'; hi-IN's short names end in ॰ ('जन॰'). */
const MONTHS: Record<Locale, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  },
  hi: {
    long: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    short: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"],
  },
};

const dayMonth = (date: Date, lang: Locale) => `${date.getUTCDate()} ${MONTHS[lang].short[date.getUTCMonth()]}`;
const dayMonthYear = (date: Date, lang: Locale) => `${dayMonth(date, lang)} ${date.getUTCFullYear()}`;
const monthYear = (date: Date, lang: Locale) => `${MONTHS[lang].short[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** '2026-12-18'..'2026-12-20' → '18 Dec – 20 Dec 2026' ('18 दिस॰ – 20 दिस॰ 2026'); across years both show the year. */
export function formatDateRange(startIso: string, endIso: string, lang: Locale = DEFAULT_LOCALE): string {
  const start = parseIsoDate(startIso);
  const end = parseIsoDate(endIso);
  const startLabel =
    start.getUTCFullYear() === end.getUTCFullYear() ? dayMonth(start, lang) : dayMonthYear(start, lang);
  return `${startLabel} – ${dayMonthYear(end, lang)}`;
}

/** '2026-10-09' → 'Oct 2026' ('अक्टू॰ 2026'). */
export function formatMonthYear(iso: string, lang: Locale = DEFAULT_LOCALE): string {
  return monthYear(parseIsoDate(iso), lang);
}

/** '2027-01' (a month written YYYY-MM) → 'January 2027' ('जनवरी 2027'). */
export function formatMonthName(month: string, lang: Locale = DEFAULT_LOCALE): string {
  const [year, monthNumber] = month.split("-").map(Number);
  const name = MONTHS[lang].long[monthNumber - 1];
  if (!/^\d{4}-\d{2}$/.test(month) || !name) throw new RangeError(`Not a month written YYYY-MM: '${month}'`);
  return `${name} ${year}`;
}

/** '2026-10-01' → '1 Oct 2026' ('1 अक्टू॰ 2026'). */
export function formatLongDate(iso: string, lang: Locale = DEFAULT_LOCALE): string {
  return dayMonthYear(parseIsoDate(iso), lang);
}

// In a module of its own (plurals.ts), which the form rules load without the rest of this one.
export { takesSingular };

/** A count and its noun: (1, 'trip', 'trips') → '1 trip'; (3, …) → '3 trips'. */
export function formatCount(count: number, one: string, many: string, lang: Locale = DEFAULT_LOCALE): string {
  return `${count} ${takesSingular(count, lang) ? one : many}`;
}

/** A number of days: '30 days', '1 day'; in Hindi '30 दिन', '1 दिन' (one word for both). */
export function formatDays(count: number, lang: Locale = DEFAULT_LOCALE): string {
  return lang === "hi" ? `${count} दिन` : formatCount(count, "day", "days", lang);
}

/**
 * Seats left on a departure: '8 spots left', '1 spot left', 'Sold out' (in
 * Hindi '8 सीटें बाकी', '1 सीट बाकी', 'सीटें भर गईं'); the Worker writes the
 * same words into pages. Nothing when the figure is not known (null: a page
 * as built, before live seats reach it), so a page never states a
 * departure's capacity as its seats left. A count of seats left takes the
 * singular at 1 alone in every language the site speaks (Hindi's other
 * singular, 0, is sold out), so the words alone decide, without the language.
 */
export function formatSpotsLeft(
  spots: number | null,
  words: Pick<SeatWords, "spotsLeftOne" | "spotsLeftOther" | "soldOut">,
): string {
  if (spots === null) return "";
  if (spots <= 0) return words.soldOut;
  return fillMessage(spots === 1 ? words.spotsLeftOne : words.spotsLeftOther, { count: spots });
}

/**
 * What each part of a page that shows a departure's seats says for
 * `seatsLeft` (its figure, or its button's label), in `words`' language: the
 * words the components render, and the Worker (worker/seats/live-pages.ts)
 * and a static host's pages (src/lib/live-seats.ts) write into them.
 */
export const seatPartText = (part: SeatPart, seatsLeft: number | null, words: SeatPartWords): string =>
  part === "figure" ? formatSpotsLeft(seatsLeft, words) : seatActionLabel(seatsLeft, words);

/** Participants on a completed trip: '24 travellers joined' ('24 यात्री शामिल हुए'). */
export function formatTravellersJoined(
  count: number,
  words: Pick<SeatWords, "travellersJoinedOne" | "travellersJoinedOther">,
  lang: Locale = DEFAULT_LOCALE,
): string {
  return fillMessage(takesSingular(count, lang) ? words.travellersJoinedOne : words.travellersJoinedOther, { count });
}

type TimeUnit = "day" | "week" | "month" | "year";

/** Hindi's words for the units, as CLDR's hi relative time writes them. */
const HINDI_UNITS: Record<TimeUnit, { unit: string; last: string; current: string }> = {
  day: { unit: "दिन", last: "कल", current: "आज" },
  week: { unit: "सप्ताह", last: "पिछला सप्ताह", current: "इस सप्ताह" },
  month: { unit: "माह", last: "पिछला माह", current: "इस माह" },
  year: { unit: "वर्ष", last: "पिछला वर्ष", current: "इस वर्ष" },
};

/** Relative time as CLDR words it with numeric: "auto" ('yesterday', 'last week', '3 months ago'; 'कल', '3 माह पहले'). */
function timeAgo(count: number, unit: TimeUnit, lang: Locale): string {
  if (lang === "hi") {
    const words = HINDI_UNITS[unit];
    if (count === 0) return words.current;
    if (count === 1) return words.last;
    return `${count} ${words.unit} पहले`;
  }
  if (count === 0) return unit === "day" ? "today" : `this ${unit}`;
  if (count === 1) return unit === "day" ? "yesterday" : `last ${unit}`;
  return `${count} ${unit}s ago`;
}

/**
 * How long ago something happened, relative to `now`: 'today', 'yesterday',
 * '5 days ago', '2 weeks ago', '3 months ago'. Future dates read as 'today'.
 */
export function formatPostedAgo(iso: string, now: Date, lang: Locale = DEFAULT_LOCALE): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.max(0, Math.floor((today - parseIsoDate(iso).getTime()) / DAY_MS));
  if (days < 7) return timeAgo(days, "day", lang);
  if (days < 30) return timeAgo(Math.floor(days / 7), "week", lang);
  if (days < 365) return timeAgo(Math.floor(days / 30), "month", lang);
  return timeAgo(Math.floor(days / 365), "year", lang);
}
