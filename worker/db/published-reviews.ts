// What the pages show of the published reviews, in aggregate queries run
// together in one batch: each trip's count and average, each trip's newest
// reviews (a bounded number a trip, through the partial index on published
// reviews), and the home page's chosen reviews by id. The snapshot of
// worker/reviews/published-reviews.ts keeps the answer for a few seconds.
import { chunksOf } from "./d1-limits";
import type { ReviewRow } from "./rows";

/** One trip's published reviews: how many, and their average stars (unrounded). */
export interface TripReviewCount {
  trip_slug: string;
  count: number;
  average: number;
}

/** A published review's columns that a page shows. */
export type PublishedReviewRow = Pick<
  ReviewRow,
  | "id"
  | "trip_slug"
  | "rating"
  | "title"
  | "body"
  | "lead_note"
  | "author_name"
  | "lang"
  | "written_at"
  | "departure_start"
  | "reply"
  | "replied_at"
> & { published_at: string };

const SHOWN_COLUMNS = `id, trip_slug, rating, title, body, lead_note, author_name, lang, written_at,
  departure_start, reply, replied_at, published_at`;

export interface PublishedReviews {
  counts: TripReviewCount[];
  /** Each trip's newest `newest` reviews, newest first within a trip. */
  newest: PublishedReviewRow[];
  /** Those of `ids` that are published, in no particular order. */
  chosen: PublishedReviewRow[];
}

/**
 * Every trip's count and average of published reviews, its `newest` newest
 * reviews, and the published ones among `ids`: one batch, three queries
 * (one more for each hundred ids beyond the first, which data/reviews.json's
 * limit of six never reaches).
 */
export async function publishedReviews(
  db: D1Database,
  newest: number,
  ids: readonly string[],
): Promise<PublishedReviews> {
  const chosen = chunksOf(ids).map((chunk) =>
    db
      .prepare(
        `SELECT ${SHOWN_COLUMNS} FROM reviews
         WHERE status = 'published' AND id IN (${chunk.map(() => "?").join(", ")})`,
      )
      .bind(...chunk),
  );
  const [counts, latest, ...chosenResults] = await db.batch<unknown>([
    db.prepare(
      `SELECT trip_slug, count(*) AS count, avg(rating) AS average FROM reviews
       WHERE status = 'published' GROUP BY trip_slug`,
    ),
    db
      .prepare(
        `SELECT ${SHOWN_COLUMNS} FROM (
           SELECT ${SHOWN_COLUMNS},
             row_number() OVER (PARTITION BY trip_slug ORDER BY published_at DESC, id DESC) AS place
           FROM reviews WHERE status = 'published'
         ) WHERE place <= ? ORDER BY trip_slug, place`,
      )
      .bind(newest),
    ...chosen,
  ]);
  return {
    counts: counts.results as TripReviewCount[],
    newest: latest.results as PublishedReviewRow[],
    chosen: chosenResults.flatMap((result) => result.results as PublishedReviewRow[]),
  };
}
