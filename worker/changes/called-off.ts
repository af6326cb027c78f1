// A departure the agency calls off: owners or operations do it on the desk,
// with a reason, confirmed twice. At once, in one fixed batch (db/called-off.ts):
// its row (choose_by = now + the terms' callOffChoiceDays), an email to every
// booking of it in the booking's language, and the unpaid bookings released
// with no money. Each confirmed booking then chooses on its booking page a
// full refund, a full credit or another departure of the trip with no fee and
// no dearer difference, each a change through the engine (askedBy "call-off");
// the daily cron refunds in full, by the same engine, those that have not
// chosen by choose_by, a few each run, under a key of their own
// (`calloff:<request id>`) so a second run changes nothing.
import { todayInIndia } from "../../content/india-time";
import type { CallOffChoice, CalledOff } from "../../requests/staff";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { intakeCatalogue } from "../catalogue/catalogue";
import { forgetSeatSnapshot } from "../bookings/seat-snapshot";
import {
  bookingsOfCallOff,
  callOff,
  calledOffDeparture,
  unchosenPastChoice,
  type CalledOffBookingRow,
} from "../db/called-off";
import { MONEY_STATEMENTS, SETTLE_REFUND_STATEMENTS } from "../db/payments";
import type { CalledOffRow } from "../db/rows";
import { ISSUE_STATEMENTS } from "../db/tax-documents";
import { cancelSeats } from "./change-engine";

/** The actor of the full refund the cron makes once a booking's choice days are over. */
export const CHOICE_LAPSED = "system: the call-off's choice days ran out";

/** Bookings the daily cron refunds in one run at most; the rest wait for the next day. */
const REFUNDS_PER_RUN = 8;

/** The payments of one booking a refund is split over, at most: a deposit, a balance and a payment or two more. */
const PAYMENTS_PER_BOOKING = 4;

/**
 * The most D1 queries one run makes: the list, then for each booking its
 * money, the change's batch (its row, email and last two statements, and
 * each payment's refund with its document), the change read back, and each
 * refund's settling.
 */
export const CALL_OFF_MAX_QUERIES =
  1 +
  REFUNDS_PER_RUN *
    (MONEY_STATEMENTS +
      4 +
      PAYMENTS_PER_BOOKING * (1 + ISSUE_STATEMENTS) +
      2 +
      PAYMENTS_PER_BOOKING * SETTLE_REFUND_STATEMENTS);

/** The change key of a booking's automatic full refund: one, however often the cron runs. */
export const lapsedChoiceKey = (requestId: string) => `calloff:${requestId}`;

/** The last instant a booking of a departure called off at `now` may choose. */
export function chooseByOf(now: Date, catalogue: IntakeCatalogue): string {
  return new Date(now.getTime() + catalogue.terms.callOffChoiceDays * 24 * 60 * 60_000).toISOString();
}

/**
 * Calls off the departure of `slug` leaving on `startDate`, as `staffEmail`
 * for `reason`; answers its call-off (the earlier one, if it was called off already).
 */
export async function callOffDeparture(
  env: Env,
  catalogue: IntakeCatalogue,
  departure: { slug: string; startDate: string },
  reason: string,
  staffEmail: string,
  now: Date,
): Promise<CalledOffRow> {
  const row: CalledOffRow = {
    trip_slug: departure.slug,
    departure_start: departure.startDate,
    reason,
    called_off_by: staffEmail,
    called_off_at: now.toISOString(),
    choose_by: chooseByOf(now, catalogue),
  };
  if (await callOff(env.DB, row)) {
    await forgetSeatSnapshot();
    return row;
  }
  return (await calledOffDeparture(env.DB, departure.slug, departure.startDate))!;
}

/** A cron job: the bookings whose choice days are over, refunded in full through the engine, a few a run. */
export async function refundUnchosen(env: Env, now: Date) {
  const rows = await unchosenPastChoice(env.DB, now, REFUNDS_PER_RUN);
  if (rows.length === 0) return { refunded: 0 };
  const catalogue = await intakeCatalogue(env.ASSETS);
  let refunded = 0;
  for (const row of rows) {
    const outcome = await cancelSeats(
      env,
      catalogue,
      row,
      { key: lapsedChoiceKey(row.id), version: row.version, askedBy: "call-off", actor: CHOICE_LAPSED },
      { seats: Array.from({ length: row.seats }, (_, index) => index + 1), keep: "refund" },
      now,
    );
    if (outcome.made) refunded += 1;
    else console.error(JSON.stringify({ event: "call-off-refund-refused", id: row.id, why: outcome.why }));
  }
  return { refunded, today: todayInIndia(now) };
}

/** What a booking of the call-off chose, as the desk shows it. */
function choiceOf(row: CalledOffBookingRow): CallOffChoice {
  if (row.change_kind === "switch") return "switch";
  if (row.change_kind === "credit") return "credit";
  if (row.change_kind === "cancel") return row.change_actor === CHOICE_LAPSED ? "refunded-automatically" : "refund";
  return row.status === "declined" ? "released" : "not-chosen";
}

/** The departure's call-off and who of its bookings chose what, or null when it runs. */
export async function callOffOf(db: D1Database, slug: string, startDate: string): Promise<CalledOff | null> {
  const called = await calledOffDeparture(db, slug, startDate);
  if (!called) return null;
  const bookings = await bookingsOfCallOff(db, called);
  return {
    reason: called.reason,
    by: called.called_off_by,
    at: called.called_off_at,
    chooseBy: called.choose_by,
    bookings: bookings.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      seats: row.seats,
      choice: choiceOf(row),
      switchedTo: row.change_kind === "switch" ? row.to_departure : null,
    })),
  };
}
