// The daily roll-up of the owner's numbers (db/numbers.ts): each run adds the days of India's calendar
// not yet counted, up to the last settled day (SETTLED_AFTER_DAYS) and at most NUMBERS_DAYS_PER_RUN of them (a run that finds itself
// behind catches up over the next runs), in one batch with the cursor's move, so a retried run never
// counts a day twice. It runs before retention's deletions in the daily cron, so a request's last day
// is counted while the request is still there to say its trip, month and source.
import { addDays } from "../../content/dates";
import { startOfIndianDay, todayInIndia } from "../../content/india-time";
import { cronCursor } from "../db/cron-cursors";
import { SETTLED_AFTER_DAYS } from "./settled-days";
import { firstNumbersEvent, NUMBERS_JOB, ROLL_UP_STATEMENTS, rollUp, startNumbersCursor } from "../db/numbers";

/** The days one run adds at most: the figures are keyed by month, so a month's days cost one batch like one day's. */
export const NUMBERS_DAYS_PER_RUN = 31;

/** The cursor read, the first event's day and the cursor started (first run only), then the batch. */
export const NUMBERS_MAX_QUERIES = 3 + ROLL_UP_STATEMENTS;

/** Where the live tail starts: the first instant after the last day rolled up (everything, before any run). */
export const liveFrom = (cursor: string | null) => (cursor === null ? "" : startOfIndianDay(addDays(cursor, 1)));

export async function rollUpNumbers(env: Env, now: Date) {
  const db = env.DB;
  const settled = addDays(todayInIndia(now), -SETTLED_AFTER_DAYS);
  let after = await cronCursor(db, NUMBERS_JOB);
  if (after === null) {
    const first = await firstNumbersEvent(db);
    after = addDays(first ? todayInIndia(new Date(first)) : settled, -1);
    await startNumbersCursor(db, after);
    after = (await cronCursor(db, NUMBERS_JOB)) ?? after;
  }
  if (after >= settled) return { days: 0, through: after };
  const last = [addDays(after, NUMBERS_DAYS_PER_RUN), settled].sort()[0];
  const moved = await rollUp(db, startOfIndianDay(addDays(after, 1)), startOfIndianDay(addDays(last, 1)), after, last);
  return moved ? { days: Math.round((Date.parse(last) - Date.parse(after)) / 86_400_000), through: last } : { days: 0 };
}
