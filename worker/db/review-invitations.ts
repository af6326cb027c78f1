// The statements of who is asked for a review (migrations/0016_reviews.sql):
// the bookings of departures over long enough that went and were not asked
// yet, their invitations made with the email that carries their links, the
// one reminder, the lines a review email lists, and the names erased once the
// time to write is up with no review. Lists of any length are bound as one
// JSON text (json_each), so a statement binds a handful of values however many
// invitations it writes.
import type { EmailTemplate, RequestRow, ReviewInvitationRow, ReviewRow } from "./rows";

/** A booking that went, as its invitations are made from it. */
export type BookingToAsk = Pick<RequestRow, "id" | "seats" | "full_name" | "lang">;

/**
 * Up to `limit` bookings, in id order, of departures that ended from
 * `endedFrom` to `endedBy` (YYYY-MM-DD) and went: confirmed with seats
 * (neither cancelled, lapsed, declined nor on the waitlist), their departure not
 * called off, and none of them asked yet. A booking once asked never comes back.
 */
export async function bookingsToAsk(db: D1Database, endedFrom: string, endedBy: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, seats, full_name, lang FROM requests
       WHERE kind IN ('booking', 'waitlist') AND status = 'confirmed' AND seats > 0
         AND departure_end >= ? AND departure_end <= ?
         AND NOT EXISTS (SELECT 1 FROM called_off_departures AS called
           WHERE called.trip_slug = requests.trip_slug AND called.departure_start = requests.departure_start)
         AND NOT EXISTS (SELECT 1 FROM review_invitations WHERE request_id = requests.id)
       ORDER BY id LIMIT ?`,
    )
    .bind(endedFrom, endedBy, limit)
    .all<BookingToAsk>();
  return results;
}

/** One invitation to make: its random id and token, whose seat (0: the booker's) and the name to ask. */
export type NewInvitation = Pick<ReviewInvitationRow, "id" | "token" | "request_id" | "seat" | "full_name">;

/**
 * Makes `invitations` at `at`, open until `writeBy`, each once (UNIQUE
 * request and seat: a line already made is left as it is), with their
 * booking's trip, departure and language, and queues each booking's one
 * 'review-asked' email: one transaction. Answers how many lines were made.
 */
export async function askForReviews(
  db: D1Database,
  invitations: readonly NewInvitation[],
  at: string,
  writeBy: string,
): Promise<number> {
  if (invitations.length === 0) return 0;
  const requests = [...new Set(invitations.map((invitation) => invitation.request_id))];
  const template: EmailTemplate = "review-asked";
  const [made] = await db.batch([
    db
      .prepare(
        `INSERT INTO review_invitations
           (id, token, request_id, seat, trip_slug, departure_start, departure_end, lang, full_name, asked_at, write_by)
         SELECT line.value ->> 'id', line.value ->> 'token', requests.id, line.value ->> 'seat',
           requests.trip_slug, requests.departure_start, requests.departure_end, requests.lang,
           line.value ->> 'full_name', ?, ?
         FROM json_each(?) AS line JOIN requests ON requests.id = line.value ->> 'request_id'
         WHERE true
         ON CONFLICT DO NOTHING`,
      )
      .bind(at, writeBy, JSON.stringify(invitations)),
    db
      .prepare(
        `INSERT INTO outbox (request_id, template, next_attempt_at)
         SELECT value, ?, ? FROM json_each(?) WHERE true ON CONFLICT DO NOTHING`,
      )
      .bind(template, at, JSON.stringify(requests)),
  ]);
  return made.meta.changes;
}

/** The condition that invitation `review_invitations` has no review. */
const NO_REVIEW = "NOT EXISTS (SELECT 1 FROM reviews WHERE reviews.invitation_id = review_invitations.id)";

/**
 * Up to `limit` bookings with a line asked by `askedBy` and never reminded,
 * with no review, whose time to write has not passed at `now`: the ones
 * the one reminder is for.
 */
export async function bookingsToRemind(db: D1Database, askedBy: string, now: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT request_id FROM review_invitations
       WHERE asked_at <= ? AND reminded_at IS NULL AND write_by > ? AND ${NO_REVIEW} AND request_id IS NOT NULL
       ORDER BY request_id LIMIT ?`,
    )
    .bind(askedBy, now, limit)
    .all<{ request_id: string }>();
  return results.map((row) => row.request_id);
}

/**
 * Marks the lines of bookings `ids` that the reminder lists (no review, time
 * left, never reminded) reminded at `at`, and queues each booking's one
 * 'review-reminder': one transaction; the outbox takes no second.
 */
export async function queueReviewReminders(db: D1Database, ids: readonly string[], at: string): Promise<number> {
  if (ids.length === 0) return 0;
  const list = JSON.stringify(ids);
  const template: EmailTemplate = "review-reminder";
  const [, queued] = await db.batch([
    db
      .prepare(
        `UPDATE review_invitations SET reminded_at = ?
         WHERE request_id IN (SELECT value FROM json_each(?)) AND reminded_at IS NULL AND write_by > ? AND ${NO_REVIEW}`,
      )
      .bind(at, list, at),
    db
      .prepare(
        `INSERT INTO outbox (request_id, template, next_attempt_at)
         SELECT value, ?, ? FROM json_each(?) WHERE true ON CONFLICT DO NOTHING`,
      )
      .bind(template, at, list),
  ]);
  return queued.meta.changes;
}

/** A line of a review email: whom it asks, their link, and whether they wrote. */
export type InvitationLine = Pick<
  ReviewInvitationRow,
  "id" | "token" | "seat" | "full_name" | "write_by" | "reminded_at" | "departure_start" | "departure_end"
> & { reviewed: number };

/** The statement reading a booking's lines, by seat (the booker's, seat 0, first), each with whether it has a review. */
export const invitationsOfBooking = (db: D1Database, requestId: string) =>
  db
    .prepare(
      `SELECT id, token, seat, full_name, write_by, reminded_at, departure_start, departure_end,
         NOT ${NO_REVIEW} AS reviewed
       FROM review_invitations WHERE request_id = ? ORDER BY seat`,
    )
    .bind(requestId);

/** What a 'review-held' email tells: the review held back and its line. */
export type HeldReviewFacts = Pick<ReviewRow, "id" | "status" | "held_reason" | "held_note" | "trip_slug"> &
  Pick<ReviewInvitationRow, "token" | "request_id"> & { invitation_id: string };

/** The statement reading the review `reviewId` of booking `requestId` with its line's link. */
export const heldReview = (db: D1Database, requestId: string, reviewId: string) =>
  db
    .prepare(
      `SELECT reviews.id, reviews.status, reviews.held_reason, reviews.held_note, reviews.trip_slug,
         review_invitations.id AS invitation_id, review_invitations.token, review_invitations.request_id
       FROM reviews JOIN review_invitations ON review_invitations.id = reviews.invitation_id
       WHERE reviews.id = ? AND review_invitations.request_id = ?`,
    )
    .bind(reviewId, requestId);

/**
 * Erases the names of up to `limit` lines whose time to write passed before
 * `now` with no review: nothing is left to offer a name for. Answers how many.
 */
export async function eraseUnusedInvitationNames(db: D1Database, now: string, limit: number): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE review_invitations SET full_name = ''
       WHERE id IN (SELECT id FROM review_invitations WHERE write_by <= ? AND full_name != '' AND ${NO_REVIEW} LIMIT ?)`,
    )
    .bind(now, limit)
    .run();
  return result.meta.changes;
}
