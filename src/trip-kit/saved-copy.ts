// How old the copy of the trip kit saved on the phone is, as its offline note
// says it: the Worker writes the time it rendered the page, and a copy opened
// days later with no network tells the traveller so. The words are the page's
// own (the Worker writes them beside the note, in the booking's language), so
// the script is the same in every language.
import { fillMessage } from "../../content/fill-message";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The age's words, each '{count} … ago' but the first, as the kit page carries them (its #kit-age's data-* attributes). */
export interface AgeWords {
  justNow: string;
  minuteOne: string;
  minuteOther: string;
  hourOne: string;
  hourOther: string;
  dayOne: string;
  dayOther: string;
}

/**
 * The singular's words for 1 and the plural's for more: the rule of every
 * language the site speaks for counts from 1 up (an age is never 0 of a unit here).
 */
const count = (amount: number, one: string, other: string) =>
  fillMessage(amount === 1 ? one : other, { count: amount });

/** How long before `now` the instant `savedAt` (ISO 8601) was: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function ageInWords(savedAt: string, now: Date, words: AgeWords): string {
  const age = now.getTime() - Date.parse(savedAt);
  if (!Number.isFinite(age) || age < MINUTE) return words.justNow;
  if (age < HOUR) return count(Math.floor(age / MINUTE), words.minuteOne, words.minuteOther);
  if (age < DAY) return count(Math.floor(age / HOUR), words.hourOne, words.hourOther);
  return count(Math.floor(age / DAY), words.dayOne, words.dayOther);
}

/** The words an element carries in its data-* attributes (data-just-now, data-minute-one, …); null when any is missing. */
export function ageWordsOf(dataset: DOMStringMap): AgeWords | null {
  const { justNow, minuteOne, minuteOther, hourOne, hourOther, dayOne, dayOther } = dataset;
  if (!justNow || !minuteOne || !minuteOther || !hourOne || !hourOther || !dayOne || !dayOther) return null;
  return { justNow, minuteOne, minuteOther, hourOne, hourOther, dayOne, dayOther };
}
