// A cron job, daily: the reminders of travellers' details still missing. On
// each of REMINDER_DAYS_BEFORE_DEPARTURE (21 and 10) days before departure,
// every booking leaving that day that holds or has bought its seats and whose
// travellers still owe something (bookings/traveller-readiness.ts) gets that
// day's reminder queued, once (the outbox takes one email of a template per
// request); the outbox sends it, naming what each seat lacks. A booking with
// nothing missing, cancelled or lapsed gets none.
import { addDays } from "../../content/dates";
import { todayInIndia } from "../../content/india-time";
import { REMINDER_DAYS_BEFORE_DEPARTURE } from "../../content/traveller-data";
import { D1_LIMITS } from "../db/d1-limits";
import { bookingsLeavingOn, queueTravellerReminders, seatsToldOf } from "../db/travellers";
import { intakeCatalogue } from "../catalogue/catalogue";
import { proofRequired, seatReadiness, travellersOweSomething } from "../bookings/traveller-readiness";
import { travellerReminder } from "./traveller-emails";

/** Bookings read at a time: as many as one statement queues (their ids, the template and the time). */
const PAGE_SIZE = D1_LIMITS.boundParameters - 2;
/**
 * Pages read per reminder day: 490 bookings, far more than the departures
 * leaving on one day seat (a booking takes at least one seat); should a day
 * ever have more, the run says so in the log.
 */
const PAGES_PER_DAY = 5;

/** Per page, the bookings, their seats told, and the queueing. */
export const REMINDERS_MAX_QUERIES = REMINDER_DAYS_BEFORE_DEPARTURE.length * PAGES_PER_DAY * 3;

export async function queueTravellerReminderEmails(env: Pick<Env, "DB" | "ASSETS">, now: Date) {
  const catalogue = await intakeCatalogue(env.ASSETS);
  const today = todayInIndia(now);
  const at = now.toISOString();
  const queued: Record<string, number> = {};
  for (const days of REMINDER_DAYS_BEFORE_DEPARTURE) {
    const template = travellerReminder(days);
    const startDate = addDays(today, days);
    queued[template] = 0;
    let afterId = "";
    for (let page = 0; page < PAGES_PER_DAY; page += 1) {
      const bookings = await bookingsLeavingOn(env.DB, startDate, template, afterId, PAGE_SIZE);
      if (bookings.length === 0) break;
      const told = await seatsToldOf(
        env.DB,
        bookings.map((booking) => booking.id),
      );
      const owing = bookings.filter((booking) =>
        travellersOweSomething(
          seatReadiness(
            booking.seats,
            proofRequired(catalogue, booking.trip_slug),
            told.filter((seat) => seat.request_id === booking.id),
          ),
        ),
      );
      queued[template] += await queueTravellerReminders(
        env.DB,
        owing.map((booking) => booking.id),
        template,
        at,
      );
      if (bookings.length < PAGE_SIZE) break;
      afterId = bookings.at(-1)!.id;
      if (page === PAGES_PER_DAY - 1) {
        console.warn(JSON.stringify({ event: "traveller-reminders-page-limit", template, startDate, afterId }));
      }
    }
  }
  return queued;
}
