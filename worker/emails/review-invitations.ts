// A cron job, daily: who is asked for a review, and the one reminder
// (docs/reviews.md, "How reviews are collected"). Every booking that went on
// a departure that ended from the review policy's collectedSince to
// askDaysAfterEnd days ago (India's calendar), and was not called off, gets a
// line per traveller who told their details, by their name, and one for the
// booker when any seat was never told; then one 'review-asked' email to the
// booker listing each line's own link. A booking is asked once: a rerun finds
// it asked. reminderDaysAfterAsk days later, a booking whose lines still have
// no review and time left gets the one 'review-reminder', listing those
// alone. Nothing in either offers anything for a review.
import { addDays } from "../../content/dates";
import { todayInIndia } from "../../content/india-time";
import { D1_LIMITS } from "../db/d1-limits";
import {
  askForReviews,
  bookingsToAsk,
  bookingsToRemind,
  queueReviewReminders,
  type BookingToAsk,
  type NewInvitation,
} from "../db/review-invitations";
import { seatsToldOf, type ToldSeat } from "../db/travellers";
import { intakeCatalogue } from "../catalogue/catalogue";
import { newToken } from "../bookings/references";
import { toHex } from "../platform/crypto";

const DAY_MS = 24 * 60 * 60_000;

/** Bookings asked a page: their travellers are read in one statement (D1's bound parameters). */
const ASK_PAGE_SIZE = D1_LIMITS.boundParameters;
/** Pages a run: 400 bookings, far more than the departures ending on one day seat; the rest wait for tomorrow. */
const ASK_PAGES_PER_RUN = 4;
/** Bookings reminded a page, and pages a run. */
const REMIND_PAGE_SIZE = 200;
const REMIND_PAGES_PER_RUN = 2;

/** Per page asked: the bookings, their travellers, the batch of lines and emails (2); per page reminded: the bookings and the batch (2). */
export const REVIEW_INVITATIONS_MAX_QUERIES = ASK_PAGES_PER_RUN * 4 + REMIND_PAGES_PER_RUN * 3;

/** 8 random bytes as 16 hex digits: a line's id, in its link beside its token. */
const newInvitationId = () => toHex(crypto.getRandomValues(new Uint8Array(8)));

/** The lines of `booking`: one per seat whose traveller told their name, and the booker's (seat 0) for the seats never told. */
export function invitationsOf(booking: BookingToAsk, told: readonly ToldSeat[]): NewInvitation[] {
  const named = told.filter(
    (seat) => seat.request_id === booking.id && seat.seat <= booking.seats && seat.full_name.trim() !== "",
  );
  const line = (seat: number, fullName: string): NewInvitation => ({
    id: newInvitationId(),
    token: newToken(),
    request_id: booking.id,
    seat,
    full_name: fullName.trim(),
  });
  return [
    ...(named.length < booking.seats ? [line(0, booking.full_name ?? "")] : []),
    ...named.map((seat) => line(seat.seat, seat.full_name)),
  ];
}

export async function askForTripReviews(env: Pick<Env, "DB" | "ASSETS">, now: Date) {
  const { reviews } = await intakeCatalogue(env.ASSETS);
  const at = now.toISOString();
  const endedBy = addDays(todayInIndia(now), -reviews.askDaysAfterEnd);
  const writeBy = new Date(now.getTime() + reviews.writeWithinDays * DAY_MS).toISOString();
  let asked = 0;
  let invited = 0;
  for (let page = 0; page < ASK_PAGES_PER_RUN; page += 1) {
    // Each page asks its bookings, so the next finds the ones after them.
    const bookings = await bookingsToAsk(env.DB, reviews.collectedSince, endedBy, ASK_PAGE_SIZE);
    if (bookings.length === 0) break;
    const told = await seatsToldOf(
      env.DB,
      bookings.map((booking) => booking.id),
    );
    invited += await askForReviews(
      env.DB,
      bookings.flatMap((booking) => invitationsOf(booking, told)),
      at,
      writeBy,
    );
    asked += bookings.length;
    if (bookings.length < ASK_PAGE_SIZE) break;
  }

  const askedBy = new Date(now.getTime() - reviews.reminderDaysAfterAsk * DAY_MS).toISOString();
  let reminded = 0;
  for (let page = 0; page < REMIND_PAGES_PER_RUN; page += 1) {
    const ids = await bookingsToRemind(env.DB, askedBy, at, REMIND_PAGE_SIZE);
    if (ids.length === 0) break;
    reminded += await queueReviewReminders(env.DB, ids, at);
    if (ids.length < REMIND_PAGE_SIZE) break;
  }
  return { asked, invited, reminded };
}
