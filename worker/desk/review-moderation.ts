// Moderating travellers' reviews on the desk, by the published review policy:
// every review is published, good or bad, unless it breaks the policy (abuse,
// someone else's personal data, not about the trip), when it is held back
// with that reason and its author is emailed to write it again. A published
// review gets the agency's public answer beneath it; its own words, stars and
// name are its author's, and nothing here changes them. Each step is taken on
// the version staff read (409 when it moved on) and logged with who took it.
// The SQL is db/review-moderation.ts's.
import {
  REVIEW_STATUSES,
  type ReviewDecision,
  type ReviewDetail,
  type ReviewList,
  type ReviewReply,
  type ReviewStanding,
  type ReviewSummary,
} from "../../requests/reviews";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import * as moderation from "../db/review-moderation";
import type { ModeratedReviewRow } from "../db/review-moderation";
import { Refusal } from "../platform/refusals";
import { forgetReviewSnapshot } from "../reviews/published-reviews";

/** Reviews per page of the list: each is shown whole. */
export const REVIEW_PAGE_SIZE = 25;

/** What each status is called in a refusal: 'This review is published'. */
const STATUS_WORDS: Record<ReviewStanding, string> = {
  waiting: "waiting",
  published: "published",
  held: "held back",
  withdrawn: "withdrawn by its author",
};

const summaryOf = (row: ModeratedReviewRow, catalogue: IntakeCatalogue): ReviewSummary => ({
  id: row.id,
  trip: { slug: row.trip_slug, title: catalogue.trips[row.trip_slug]?.title ?? row.trip_slug },
  departureStart: row.departure_start,
  lang: row.lang,
  rating: row.rating,
  title: row.title,
  body: row.body,
  leadNote: row.lead_note,
  authorName: row.author_name,
  writtenAt: row.written_at,
  rewrittenAt: row.rewritten_at,
  status: row.status,
  heldReason: row.held_reason,
  heldNote: row.held_note,
  decidedAt: row.decided_at,
  decidedBy: row.decided_by,
  publishedAt: row.published_at,
  withdrawnAt: row.withdrawn_at,
  reply: row.reply,
  repliedAt: row.replied_at,
  repliedBy: row.replied_by,
  version: row.version,
});

/** A cursor into the list: the last review of a page, by when it was written, then id. */
const cursorOf = (row: Pick<ModeratedReviewRow, "written_at" | "id">) => `${row.written_at}~${row.id}`;

/** A page of the reviews in `status`, and how many each status holds. */
export async function listReviews(
  db: D1Database,
  catalogue: IntakeCatalogue,
  query: { status: ReviewStanding; before: { writtenAt: string; id: string } | null },
): Promise<ReviewList> {
  const { rows, counts } = await moderation.reviewsInStatus(db, query.status, query.before, REVIEW_PAGE_SIZE + 1);
  const shown = rows.slice(0, REVIEW_PAGE_SIZE);
  const counted = new Map(counts.map(({ status, count }) => [status, count]));
  return {
    status: query.status,
    reviews: shown.map((row) => summaryOf(row, catalogue)),
    counts: Object.fromEntries(REVIEW_STATUSES.map((status) => [status, counted.get(status) ?? 0])) as Record<
      ReviewStanding,
      number
    >,
    next: rows.length > REVIEW_PAGE_SIZE ? cursorOf(shown[shown.length - 1]) : null,
  };
}

const noSuchReview = () => new Refusal(404, "There is no such review: its author may have withdrawn it long ago.");

/** One review with its log, oldest first, and the booking it came from. */
export async function reviewDetail(db: D1Database, catalogue: IntakeCatalogue, id: string): Promise<ReviewDetail> {
  const found = await moderation.reviewWithLog(db, id);
  if (!found) throw noSuchReview();
  return {
    ...summaryOf(found.review, catalogue),
    booking: found.booking?.request_id ? { id: found.booking.request_id, reference: found.booking.reference } : null,
    log: found.events,
  };
}

/**
 * Why a step on review `id` was not taken, read again after its guarded
 * write wrote nothing (or before it, from the copy read): no such review, a
 * copy staff read before someone else's step (409, read again), or a review
 * whose status does not take this step (409).
 */
async function refusalOf(db: D1Database, id: string, version: number, wanted: ReviewStanding, step: string) {
  const found = await moderation.reviewWithLog(db, id);
  if (!found) return noSuchReview();
  if (found.review.version !== version) {
    return new Refusal(
      409,
      `Someone changed this review since you opened it: it is now ${STATUS_WORDS[found.review.status]}. Read it again, then decide again.`,
    );
  }
  return new Refusal(
    409,
    `Only a ${STATUS_WORDS[wanted]} review is ${step}; this one is ${STATUS_WORDS[found.review.status]}.`,
  );
}

/** Publishes or holds back waiting review `id` as `staffEmail`; answers the review as it then is. */
export async function decideReview(
  db: D1Database,
  catalogue: IntakeCatalogue,
  id: string,
  decision: ReviewDecision,
  staffEmail: string,
  now: Date,
): Promise<ReviewDetail> {
  const written = await moderation.decideWaitingReview(db, {
    id,
    version: decision.version,
    at: now.toISOString(),
    staffEmail,
    decision:
      decision.decision === "publish"
        ? { to: "published" }
        : { to: "held", reason: decision.reason, note: decision.note ?? null },
  });
  if (!written) throw await refusalOf(db, id, decision.version, "waiting", "published or held back");
  console.log(JSON.stringify({ event: "review-decided", id, decision: decision.decision }));
  // A published review shows on its trip's pages at once; a held one never showed.
  if (decision.decision === "publish") await forgetReviewSnapshot();
  return reviewDetail(db, catalogue, id);
}

/** Sets or replaces the agency's public answer under published review `id`, as `staffEmail`. */
export async function replyToReview(
  db: D1Database,
  catalogue: IntakeCatalogue,
  id: string,
  reply: ReviewReply,
  staffEmail: string,
  now: Date,
): Promise<ReviewDetail> {
  const written = await moderation.answerPublishedReview(db, {
    id,
    version: reply.version,
    at: now.toISOString(),
    staffEmail,
    reply: reply.reply,
  });
  if (!written) throw await refusalOf(db, id, reply.version, "published", "answered publicly");
  console.log(JSON.stringify({ event: "review-answered", id }));
  await forgetReviewSnapshot();
  return reviewDetail(db, catalogue, id);
}
