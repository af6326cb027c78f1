// The published reviews every page shows: each trip's rating, count and
// newest reviews, as the trip pages, the cards and the home page read them.
// Like the seat snapshot, it is kept in the Cache API for a short while and
// dropped whenever this Worker publishes, withdraws or answers a review, so
// a page is at most REVIEW_SNAPSHOT_SECONDS behind a change made elsewhere
// and current after one made here.
import { NEWEST_REVIEWS, roundedAverage, type ShownReview } from "../../content/review-markup";
import { intakeCatalogue } from "../catalogue/catalogue";
import { publishedReviews, type PublishedReviewRow } from "../db/published-reviews";

/** How long a snapshot is reused. */
export const REVIEW_SNAPSHOT_SECONDS = 30;

/** Where the snapshot is kept in the Cache API: a key of its own, never a page's address. */
export const REVIEW_SNAPSHOT_KEY = "https://published-reviews.invalid/snapshot-v1";

/** One trip's published reviews: how many, their average to one decimal, and the newest, newest first. */
export interface TripReviews {
  count: number;
  average: number;
  reviews: ShownReview[];
}

/** What the pages show of the published reviews. */
export interface ReviewSnapshot {
  /** By trip slug; a trip with no published review has no entry. */
  trips: Record<string, TripReviews>;
  /** The home page's chosen reviews that are published, in data/reviews.json's order, their trip titles not yet given. */
  home: ShownReview[];
}

/** A row of D1 as a page shows it. */
export const shownReview = (row: PublishedReviewRow): ShownReview => ({
  id: row.id,
  tripSlug: row.trip_slug,
  rating: row.rating,
  title: row.title,
  body: row.body,
  leadNote: row.lead_note,
  authorName: row.author_name,
  lang: row.lang,
  writtenAt: row.written_at,
  publishedAt: row.published_at,
  departureStart: row.departure_start,
  reply: row.reply,
  repliedAt: row.replied_at,
  tripTitle: null,
});

async function freshSnapshot(env: Env): Promise<ReviewSnapshot> {
  const { reviews: terms } = await intakeCatalogue(env.ASSETS);
  const { counts, newest, chosen } = await publishedReviews(env.DB, NEWEST_REVIEWS, terms.homePage);
  const trips: Record<string, TripReviews> = {};
  for (const count of counts) {
    trips[count.trip_slug] = { count: count.count, average: roundedAverage(count.average), reviews: [] };
  }
  // The rows come newest first within each trip.
  for (const row of newest) trips[row.trip_slug]?.reviews.push(shownReview(row));
  const byId = new Map(chosen.map((row) => [row.id, shownReview(row)]));
  const home = terms.homePage.flatMap((id) => byId.get(id) ?? []);
  return { trips, home };
}

/** The snapshot, from the cache when one is under REVIEW_SNAPSHOT_SECONDS old, else from D1 (and cached). */
export async function reviewSnapshot(
  env: Env,
  context: { waitUntil(promise: Promise<unknown>): void },
): Promise<{ snapshot: ReviewSnapshot; cached: boolean }> {
  const cache = caches.default;
  const cached = await cache.match(REVIEW_SNAPSHOT_KEY);
  if (cached) return { snapshot: await cached.json<ReviewSnapshot>(), cached: true };
  const snapshot = await freshSnapshot(env);
  const response = new Response(JSON.stringify(snapshot), {
    headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${REVIEW_SNAPSHOT_SECONDS}` },
  });
  context.waitUntil(cache.put(REVIEW_SNAPSHOT_KEY, response));
  return { snapshot, cached: false };
}

/** Drops the snapshot after a review was published, withdrawn or answered, so the next page reads D1. */
export async function forgetReviewSnapshot() {
  await caches.default.delete(REVIEW_SNAPSHOT_KEY);
}
