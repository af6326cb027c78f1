import { REVIEW_MARKS, reviewBadgeHtml, type LiveReviews } from "../../../content/review-markup";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import * as styles from "./review-badge.module.scss";

interface ReviewBadgeProps {
  /** The trip's live reviews (its `liveReviews`): none as built, D1's once the Worker served the page. */
  reviews: Pick<LiveReviews, "reviewKey" | "count" | "average">;
  /** Says nothing when the trip has no reviews (a card), instead of "No reviews yet" (the trip's facts). */
  quiet?: boolean;
}

/**
 * A trip's rating from its travellers' reviews ('★ 4.7 (23 reviews)'), or
 * "No reviews yet". Its markup is content/review-markup.ts's, which the
 * Worker writes into the marked element from D1 before the page leaves; the
 * page's data carries the same reviews, so React renders the same string.
 */
export function ReviewBadge({ reviews, quiet = false }: ReviewBadgeProps) {
  const words = useMessages("reviews");
  const lang = usePageLanguage();
  const html = reviewBadgeHtml(reviews, words, lang, { quiet });
  return (
    <span
      className={styles.badge}
      {...{ [REVIEW_MARKS.badge]: reviews.reviewKey }}
      {...(quiet ? { [REVIEW_MARKS.quiet]: "" } : {})}
      // The HTML and the page's data are read from the snapshot moments apart: should a review be
      // published in between, React keeps the served HTML rather than warn.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
