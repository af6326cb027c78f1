// The statements of the desk's review moderation (migrations/0016_reviews.sql):
// the reviews in one status a page at a time with how many each status holds,
// one review with its log and its booking, a decision on a waiting review and
// the agency's answer under a published one. Each step is one batch whose
// UPDATE names the status and version it was taken on; its log line (and a
// hold's email to the author) is written only when that UPDATE wrote.
import type { ReviewHoldReason, ReviewStanding } from "../../requests/reviews";
import type { RequestRow, ReviewEventRow, ReviewRow } from "./rows";

/** What the desk shows of a review: every column but the invitation's id. */
type ModeratedColumn = Exclude<keyof ReviewRow, "invitation_id">;
export type ModeratedReviewRow = Pick<ReviewRow, ModeratedColumn>;

const MODERATED_COLUMNS: readonly ModeratedColumn[] = [
  "id",
  "trip_slug",
  "departure_start",
  "lang",
  "rating",
  "title",
  "body",
  "lead_note",
  "author_name",
  "written_at",
  "rewritten_at",
  "status",
  "held_reason",
  "held_note",
  "decided_at",
  "decided_by",
  "published_at",
  "reply",
  "replied_at",
  "replied_by",
  "withdrawn_at",
  "version",
];

const moderatedColumns = (table: string) => MODERATED_COLUMNS.map((column) => `${table}.${column}`).join(", ");

/**
 * Up to `limit` reviews in `status`, after the cursor `before` ("written_at~id"): waiting ones oldest
 * written first, as a queue is worked; the others newest first. And how many reviews each status holds.
 */
export async function reviewsInStatus(
  db: D1Database,
  status: ReviewStanding,
  before: { writtenAt: string; id: string } | null,
  limit: number,
) {
  const oldestFirst = status === "waiting";
  const after = oldestFirst ? ">" : "<";
  const cursor = before ? `AND (written_at ${after} ? OR (written_at = ? AND id ${after} ?))` : "";
  const order = oldestFirst ? "ASC" : "DESC";
  const [rows, counts] = await db.batch<ModeratedReviewRow | { status: ReviewStanding; count: number }>([
    db
      .prepare(
        `SELECT ${moderatedColumns("reviews")} FROM reviews WHERE status = ? ${cursor}
         ORDER BY written_at ${order}, id ${order} LIMIT ?`,
      )
      .bind(status, ...(before ? [before.writtenAt, before.writtenAt, before.id] : []), limit),
    db.prepare("SELECT status, count(*) AS count FROM reviews GROUP BY status"),
  ]);
  return {
    rows: rows.results as ModeratedReviewRow[],
    counts: counts.results as { status: ReviewStanding; count: number }[],
  };
}

/** The booking a review came from, while it is kept: the invitation's request and its reference. */
export type ReviewBookingRow = { request_id: string | null; reference: RequestRow["reference"] };

/** One review, its log (oldest first) and its booking, in one batch; null when there is no such review. */
export async function reviewWithLog(db: D1Database, id: string) {
  const [reviews, events, bookings] = await db.batch<
    ModeratedReviewRow | Pick<ReviewEventRow, "at" | "actor" | "action" | "detail"> | ReviewBookingRow
  >([
    db.prepare(`SELECT ${moderatedColumns("reviews")} FROM reviews WHERE id = ?`).bind(id),
    db.prepare("SELECT at, actor, action, detail FROM review_events WHERE review_id = ? ORDER BY id").bind(id),
    db
      .prepare(
        `SELECT requests.id AS request_id, requests.reference
         FROM reviews
         JOIN review_invitations ON review_invitations.id = reviews.invitation_id
         JOIN requests ON requests.id = review_invitations.request_id
         WHERE reviews.id = ?`,
      )
      .bind(id),
  ]);
  const review = reviews.results[0] as ModeratedReviewRow | undefined;
  if (!review) return null;
  return {
    review,
    events: events.results as Pick<ReviewEventRow, "at" | "actor" | "action" | "detail">[],
    booking: (bookings.results[0] as ReviewBookingRow | undefined) ?? null,
  };
}

/** A moderator's decision on a waiting review, as the batch writes it. */
export interface ReviewDecisionWrite {
  id: string;
  /** The version the moderator read: the step is taken only on it. */
  version: number;
  at: string;
  staffEmail: string;
  decision: { to: "published" } | { to: "held"; reason: ReviewHoldReason; note: string | null };
}

/**
 * The outbox's subject of the email telling an author their review was held
 * back: the review's id and the version the hold gave it ('RV-7K3Q9X:3').
 * The outbox names an email by its request, template and subject, once; a
 * review rewritten and held back again has a newer version, so its second
 * email is a row of its own, and the first stays as sent in the booking's
 * emails. The sender finds the review by the id before the colon, and may
 * drop an email whose review has moved past that version (rewritten or
 * withdrawn before it went).
 */
export const heldEmailSubject = (reviewId: string, heldVersion: number) => `${reviewId}:${heldVersion}`;

/**
 * Publishes or holds back review `id`, only while it is waiting at
 * `version`, in one batch: the review, its log line with who and (for a hold)
 * the reason, and for a hold the email to its author about the booking of its
 * invitation. True when it was written; false when the review was not waiting
 * at that version, and nothing was.
 */
export async function decideWaitingReview(db: D1Database, write: ReviewDecisionWrite): Promise<boolean> {
  const { id, version, at, staffEmail, decision } = write;
  const held = decision.to === "held";
  const statements = [
    db
      .prepare(
        `UPDATE reviews SET status = ?, held_reason = ?, held_note = ?, decided_at = ?, decided_by = ?,
           published_at = CASE WHEN ? = 'published' THEN ? ELSE published_at END, version = version + 1
         WHERE id = ? AND status = 'waiting' AND version = ?`,
      )
      .bind(
        decision.to,
        held ? decision.reason : null,
        held ? decision.note : null,
        at,
        staffEmail,
        decision.to,
        at,
        id,
        version,
      ),
    db
      .prepare(
        "INSERT INTO review_events (review_id, at, actor, action, detail) SELECT ?, ?, ?, ?, ? WHERE changes() = 1",
      )
      .bind(id, at, staffEmail, decision.to, held ? decision.reason : null),
  ];
  if (held) {
    // After the log line, which was written only when the review was: changes() = 1 again only then.
    statements.push(
      db
        .prepare(
          `INSERT INTO outbox (request_id, template, subject, next_attempt_at)
           SELECT review_invitations.request_id, 'review-held', ?, ?
           FROM reviews JOIN review_invitations ON review_invitations.id = reviews.invitation_id
           WHERE reviews.id = ? AND changes() = 1
           ON CONFLICT DO NOTHING`,
        )
        .bind(heldEmailSubject(id, version + 1), at, id),
    );
  }
  const [updated] = await db.batch(statements);
  return updated.meta.changes === 1;
}

/** The agency's public answer under a review, as the batch writes it. */
export interface ReviewReplyWrite {
  id: string;
  version: number;
  at: string;
  staffEmail: string;
  reply: string;
}

/**
 * Sets or replaces the agency's answer under review `id`, only while it is
 * published at `version`, with its log line (the answer as given); true when
 * it was written.
 */
export async function answerPublishedReview(db: D1Database, write: ReviewReplyWrite): Promise<boolean> {
  const { id, version, at, staffEmail, reply } = write;
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE reviews SET reply = ?, replied_at = ?, replied_by = ?, version = version + 1
         WHERE id = ? AND status = 'published' AND version = ?`,
      )
      .bind(reply, at, staffEmail, id, version),
    db
      .prepare(
        "INSERT INTO review_events (review_id, at, actor, action, detail) SELECT ?, ?, ?, 'answered', ? WHERE changes() = 1",
      )
      .bind(id, at, staffEmail, reply),
  ]);
  return updated.meta.changes === 1;
}
