// Calendar arithmetic on the ISO dates data/ stores ('2026-12-18'). Every date
// is read as midnight UTC, so the machine's time zone can never shift a trip by
// a day; the build's content check and the pages share these.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `hours` after `instant`, as ISO 8601: when a hold or an offer made then runs out. */
export const hoursAfter = (instant: Date, hours: number): string =>
  new Date(instant.getTime() + hours * 60 * 60 * 1000).toISOString();

/**
 * Orders two ISO dates ('2026-12-18') for sort(): earlier first. ISO dates sort
 * as plain strings; localeCompare would load the browser's collation data,
 * which cost a phone about 40 ms of main-thread work at hydration.
 */
export function compareIsoDates(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** '2026-12-18' (or a full ISO timestamp) as a Date; a RangeError for anything else. */
export function parseIsoDate(iso: string): Date {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: '${iso}'`);
  return date;
}

/** Whole calendar days from `start` to `end`, counting both ends: a trip's length in days. */
export function tripDays(startIso: string, endIso: string): number {
  return Math.round((parseIsoDate(endIso).getTime() - parseIsoDate(startIso).getTime()) / DAY_MS) + 1;
}

/** The ISO date `days` calendar days after `iso` (before it, when negative): '2027-03-01' − 1 → '2027-02-28'. */
export function addDays(iso: string, days: number): string {
  return new Date(parseIsoDate(iso).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many whole years old someone born on `birthIso` is on `onIso` (both YYYY-MM-DD): a birthday counts on the day. */
export function ageOn(birthIso: string, onIso: string): number {
  const [birthYear, birthMonthDay] = [Number(birthIso.slice(0, 4)), birthIso.slice(5)];
  const [year, monthDay] = [Number(onIso.slice(0, 4)), onIso.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}
