// The published reviews every page shows: each trip's rating, count and
// newest reviews, as the trip pages, the cards and the home page read them.
// Like the seat snapshot, it is kept in the Cache API for a short while and
// dropped whenever this Worker publishes, withdraws or answers a review, so
// a page is at most REVIEW_SNAPSHOT_SECONDS behind a change made elsewhere
// and current after one made here.

/** How long a snapshot is reused. */
export const REVIEW_SNAPSHOT_SECONDS = 30;

/** Where the snapshot is kept in the Cache API: a key of its own, never a page's address. */
export const REVIEW_SNAPSHOT_KEY = "https://published-reviews.invalid/snapshot-v1";

/** Drops the snapshot after a review was published, withdrawn or answered, so the next page reads D1. */
export async function forgetReviewSnapshot() {
  await caches.default.delete(REVIEW_SNAPSHOT_KEY);
}
