// How old the copy of the trip kit saved on the phone is, as its offline note
// says it: the Worker writes the time it rendered the page, and a copy opened
// days later with no network tells the traveller so.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? "" : "s"} ago`;

/** How long before `now` the instant `savedAt` (ISO 8601) was: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function ageInWords(savedAt: string, now: Date): string {
  const age = now.getTime() - Date.parse(savedAt);
  if (!Number.isFinite(age) || age < MINUTE) return "just now";
  if (age < HOUR) return count(Math.floor(age / MINUTE), "minute");
  if (age < DAY) return count(Math.floor(age / HOUR), "hour");
  return count(Math.floor(age / DAY), "day");
}
