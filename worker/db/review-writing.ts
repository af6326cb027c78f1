// The statements of a review's author, through their own link
// (worker/traveller/review-page.ts): reading their line and its review,
// writing it once, writing it again while it is held back, and withdrawing
// it. Each write is one batch with its line in review_events, conditional on
// the state it expects, so a second click or a stale tab changes nothing.
import type { ReviewEventRow, ReviewInvitationRow, ReviewRow } from "./rows";

/** A line as its review page reads it. */
export type InvitationOfPage = Pick<
  ReviewInvitationRow,
  "id" | "token" | "request_id" | "trip_slug" | "departure_start" | "departure_end" | "lang" | "full_name" | "write_by"
>;

/** A review as its author's page shows it. */
export type ReviewOfPage = Pick<
  ReviewRow,
  | "id"
  | "lang"
  | "rating"
  | "title"
  | "body"
  | "lead_note"
  | "author_name"
  | "written_at"
  | "rewritten_at"
  | "status"
  | "held_reason"
  | "held_note"
  | "published_at"
  | "withdrawn_at"
  | "version"
>;

/** The line `id` and its review, if it has one; null when there is no such line. */
export async function invitationWithReview(
  db: D1Database,
  id: string,
): Promise<{ invitation: InvitationOfPage; review: ReviewOfPage | null } | null> {
  const [invitations, reviews] = await db.batch<InvitationOfPage | ReviewOfPage>([
    db
      .prepare(
        `SELECT id, token, request_id, trip_slug, departure_start, departure_end, lang, full_name, write_by
         FROM review_invitations WHERE id = ?`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, lang, rating, title, body, lead_note, author_name, written_at, rewritten_at, status,
           held_reason, held_note, published_at, withdrawn_at, version
         FROM reviews WHERE invitation_id = ?`,
      )
      .bind(id),
  ]);
  const invitation = invitations.results[0] as InvitationOfPage | undefined;
  if (!invitation) return null;
  return { invitation, review: (reviews.results[0] as ReviewOfPage | undefined) ?? null };
}

/** What the author wrote, as it is stored. */
export type AuthoredReview = Pick<ReviewRow, "lang" | "rating" | "title" | "body" | "lead_note" | "author_name">;

const event = (db: D1Database, reviewId: string, at: string, action: ReviewEventRow["action"]) =>
  db
    .prepare("INSERT INTO review_events (review_id, at, actor, action) SELECT ?, ?, 'author', ? WHERE changes() = 1")
    .bind(reviewId, at, action);

/**
 * Writes the review `id` of line `invitationId` at `at`, waiting for
 * moderation, with its 'written' event: only while the line takes a review
 * (its write_by not passed) and has none (UNIQUE invitation_id), so a second
 * one replaces nothing. Answers whether it was written.
 */
export async function writeReview(
  db: D1Database,
  id: string,
  invitationId: string,
  review: AuthoredReview,
  at: string,
): Promise<boolean> {
  const [written] = await db.batch([
    db
      .prepare(
        `INSERT INTO reviews
           (id, invitation_id, trip_slug, departure_start, lang, rating, title, body, lead_note, author_name, written_at, status)
         SELECT ?, id, trip_slug, departure_start, ?, ?, ?, ?, ?, ?, ?, 'waiting'
         FROM review_invitations WHERE id = ? AND write_by > ?
         ON CONFLICT DO NOTHING`,
      )
      .bind(id, ...authoredValues(review), at, invitationId, at),
    event(db, id, at, "written"),
  ]);
  return written.meta.changes === 1;
}

/** What its author wrote, in the columns' order both statements name them: lang, rating, title, body, lead_note, author_name. */
const authoredValues = (review: AuthoredReview) =>
  [review.lang, review.rating, review.title, review.body, review.lead_note, review.author_name] as const;

/**
 * Writes the held review `id` again at `at`, as it stood at `version`: it
 * waits for moderation once more, its reason and note cleared, with its
 * 'rewritten' event. Answers whether it was (a review no longer held, or
 * changed meanwhile, is left as it is).
 */
export async function rewriteReview(
  db: D1Database,
  id: string,
  version: number,
  review: AuthoredReview,
  at: string,
): Promise<boolean> {
  const [rewritten] = await db.batch([
    db
      .prepare(
        `UPDATE reviews SET lang = ?, rating = ?, title = ?, body = ?, lead_note = ?, author_name = ?,
           rewritten_at = ?, status = 'waiting', held_reason = NULL, held_note = NULL, version = version + 1
         WHERE id = ? AND status = 'held' AND version = ?`,
      )
      .bind(...authoredValues(review), at, id, version),
    event(db, id, at, "rewritten"),
  ]);
  return rewritten.meta.changes === 1;
}

/**
 * Withdraws the review `id` of line `invitationId` at `at`, whatever it
 * stands at: its words and the name it shows erased, with its 'withdrawn'
 * event, and the line's name erased too, as nothing is left to offer it for.
 * Answers whether it was (a review already withdrawn is left as it is).
 */
export async function withdrawReview(db: D1Database, id: string, invitationId: string, at: string): Promise<boolean> {
  const [withdrawn] = await db.batch([
    db
      .prepare(
        `UPDATE reviews SET status = 'withdrawn', withdrawn_at = ?, title = '', body = '', lead_note = '',
           author_name = '', held_reason = NULL, held_note = NULL, version = version + 1
         WHERE id = ? AND invitation_id = ? AND status != 'withdrawn'`,
      )
      .bind(at, id, invitationId),
    event(db, id, at, "withdrawn"),
    db.prepare("UPDATE review_invitations SET full_name = '' WHERE id = ?").bind(invitationId),
  ]);
  return withdrawn.meta.changes === 1;
}
