import { REVIEW_MARKS, type LiveReviewsMarkup } from "../../../content/review-marks";
import * as styles from "./review-badge.module.scss";

interface ReviewBadgeProps {
  /** The trip's live reviews (its `liveReviews`): none as built, D1's once the Worker served the page. */
  reviews: Pick<LiveReviewsMarkup, "reviewKey" | "badgeHtml" | "cardBadgeHtml">;
  /** Says nothing when the trip has no reviews (a card), instead of "No reviews yet" (the trip's facts). */
  quiet?: boolean;
}

/**
 * A trip's rating from its travellers' reviews ('★ 4.7 (23 reviews)'), or
 * "No reviews yet": content/review-markup.ts's markup, which the Worker writes
 * into the marked element from D1 before the page leaves, and into the page's
 * data, so React places the same string.
 */
export function ReviewBadge({ reviews, quiet = false }: ReviewBadgeProps) {
  return (
    <span
      className={styles.badge}
      {...{ [REVIEW_MARKS.badge]: reviews.reviewKey }}
      {...(quiet ? { [REVIEW_MARKS.quiet]: "" } : {})}
      // The HTML and the page's data are read from the snapshot moments apart: should a review be
      // published in between, React keeps the served HTML rather than warn.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: quiet ? reviews.cardBadgeHtml : reviews.badgeHtml }}
    />
  );
}
