// Two minute-cron jobs that keep seats moving without anyone watching:
//
// - holds: every held or offered request whose time is up lapses, its seats
//   freed and its traveller told (at most HOLD_BATCH a run; the rest next minute);
// - waitlist: freed seats are offered to the waiting requests of their
//   departure, in the order they came, each to the first whose seats fit, for
//   offerHours; never from the day the departure's waitlist closes.
//
// Both change a request with the same statements as the desk (db/seats.ts):
// an offer is written only while its seats are free, so it can never take a
// seat a visitor booked a moment before.
import { addDays, hoursAfter } from "../../content/dates";
import { todayInIndia } from "../../content/india-time";
import { seatKeyOf } from "../../content/departures";
import { catalogueDeparture } from "../../requests/intake-catalogue";
import { intakeCatalogue } from "../catalogue/catalogue";
import { MONEY_STATEMENTS, moneyOf, PAYMENT_STATEMENTS, type IncomingPayment } from "../db/payments";
import {
  ACTORS,
  expiredHolds,
  makeSeatMoves,
  seatCounts,
  waitingRequests,
  type ExpiredHold,
  type SeatMove,
} from "../db/seats";
import { settleFromRazorpay } from "../bookings/payment-links";
import { receiptVoucherFor } from "../books/tax-documents";
import { razorpayConfig } from "../bookings/razorpay";
import { forgetSeatSnapshot, seatsLeftByKey } from "../bookings/seat-snapshot";

/** How many holds one run lapses at most: 3 statements each, in one batch. */
const HOLD_BATCH = 25;

/** How many waiting requests one run looks at, and how many it offers seats to at most. */
const WAITING_LOOKED_AT = 200;
const OFFER_BATCH = 25;

/**
 * The read of the expired holds, of their money (db/payments.ts's moneyOf), a payment's batch for each one Razorpay says was paid, and one
 * batch of 3 statements a lapse; D1 counts each statement of a batch.
 */
export const HOLDS_MAX_QUERIES = 1 + MONEY_STATEMENTS + (PAYMENT_STATEMENTS + 3) * HOLD_BATCH;
/** The seat counts, the waiting requests, and one batch of 3 statements an offer. */
export const WAITLIST_MAX_QUERIES = 2 + 3 * OFFER_BATCH;

/**
 * Before a hold paid online lapses, Razorpay is asked whether its link was
 * paid after all (a webhook that never came): a paid one is confirmed instead.
 * Answers how many were.
 */
async function settleLinksOf(env: Env, expired: readonly ExpiredHold[], now: Date): Promise<number> {
  const config = razorpayConfig(env);
  const held = expired.filter((hold) => hold.status === "held");
  if (!config || held.length === 0) return 0;
  const { links } = await moneyOf(
    env.DB,
    held.map((hold) => hold.id),
  );
  const unpaid = links.filter((link) => link.purpose === "deposit" && link.status !== "paid");
  if (unpaid.length === 0) return 0;
  const catalogue = await intakeCatalogue(env.ASSETS);
  let paid = 0;
  for (const link of unpaid) {
    const hold = held.find((each) => each.id === link.request_id)!;
    try {
      const receiptFor = (payment: IncomingPayment) => receiptVoucherFor(hold, catalogue, payment, now);
      if (await settleFromRazorpay(env.DB, config, link, hold, catalogue, receiptFor, now)) paid += 1;
    } catch (error) {
      // Razorpay unreachable: the hold lapses as usual; a payment the webhook brings later finds it lapsed.
      console.error(JSON.stringify({ event: "payment-check-failed", id: hold.id, error: String(error) }));
    }
  }
  return paid;
}

export async function lapseExpiredHolds(env: Env, now: Date) {
  const at = now.toISOString();
  const expired = await expiredHolds(env.DB, at, HOLD_BATCH);
  const paid = await settleLinksOf(env, expired, now);
  const moves: SeatMove[] = expired.map((hold) => ({
    id: hold.id,
    from: hold.status,
    to: "lapsed",
    at,
    actor: ACTORS.system,
    note: hold.status === "offered" ? "The offer's time ran out." : "The hold's time ran out.",
    holdUntil: null,
    email: "lapsed",
    onlyUnpaid: true,
  }));
  const moved = await makeSeatMoves(env.DB, moves);
  const lapsed = moved.filter(Boolean).length;
  if (lapsed > 0 || paid > 0) await forgetSeatSnapshot();
  return { lapsed, paid };
}

export async function offerFreedSeats(env: Env, now: Date) {
  const catalogue = await intakeCatalogue(env.ASSETS);
  const today = todayInIndia(now);
  // Departures whose waitlist is still open start after today + the closing days.
  const from = addDays(today, catalogue.terms.waitlistClosesDaysBefore);
  const [counts, waiting] = await Promise.all([
    seatCounts(env.DB, from),
    waitingRequests(env.DB, from, WAITING_LOOKED_AT),
  ]);
  const free = seatsLeftByKey(catalogue, counts);
  const at = now.toISOString();
  const holdUntil = hoursAfter(now, catalogue.terms.offerHours);
  const moves: SeatMove[] = [];
  for (const request of waiting) {
    if (moves.length === OFFER_BATCH) break;
    const key = seatKeyOf(request.trip_slug, request.departure_start);
    const seats = free.get(key) ?? 0;
    const capacity = catalogueDeparture(catalogue, request.trip_slug, request.departure_start)?.seats;
    if (capacity === undefined || request.seats > seats) continue;
    free.set(key, seats - request.seats);
    moves.push({
      id: request.id,
      from: "waiting",
      to: "offered",
      at,
      actor: ACTORS.system,
      note: "Seats freed up: offered by the waitlist.",
      holdUntil,
      email: "offered",
      seatsFree: { slug: request.trip_slug, startDate: request.departure_start, capacity },
    });
  }
  const moved = await makeSeatMoves(env.DB, moves);
  const offered = moved.filter(Boolean).length;
  if (offered > 0) await forgetSeatSnapshot();
  return { offered };
}
