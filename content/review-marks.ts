// What a page holds of the published reviews, apart from the markup itself
// (review-markup.ts): the attributes that mark where the Worker writes them,
// and the shape of a set in the page's data. The components import only this
// module, so no page's scripts carry the markup's writers, which run in the
// build, the Worker and the content editor's preview (webpack keeps a module's
// export in every chunk if any chunk uses it).

/** The attributes that mark the parts of a page the Worker writes reviews into. */
export const REVIEW_MARKS = {
  /** A rating badge: its inner HTML (reviewBadgeHtml). */
  badge: "data-review-badge",
  /** A trip's reviews, or the home page's: its inner HTML (tripReviewsHtml, homeReviewsHtml). */
  list: "data-review-list",
  /** Beside `badge`: the badge says nothing, rather than "No reviews yet", when there are none (a card). */
  quiet: "data-review-quiet",
  /** A section shown only when it has reviews to show: `hidden` when none. */
  section: "data-review-section",
} as const;

/**
 * A set of reviews as a page's data carries it: its key, count and average,
 * and its markup in the page's language, each written by review-markup.ts's
 * reviewsMarkup for the build (none) and the Worker (D1's) alike. The page's query asks for the
 * fields it shows, and the Worker fills those.
 */
export interface LiveReviewsMarkup {
  reviewKey: string;
  /** A trip's published reviews; the home page's chosen reviews that are published. */
  count: number;
  average: number | null;
  /** The rating badge: '★ 4.7 (23 reviews)', or 'No reviews yet'. */
  badgeHtml: string;
  /** A card's rating badge: the same, or nothing while there are none. */
  cardBadgeHtml: string;
  /** A trip's summary, reviews and Product JSON-LD; the home page's chosen reviews. */
  listHtml: string;
}
