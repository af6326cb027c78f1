import { messageParts } from "../../../content/fill-message";
import { REVIEW_MARKS, type LiveReviewsMarkup } from "../../../content/review-marks";
import { policyPath, REVIEW_POLICY } from "../../../content/routes.mjs";
import { useMessages } from "../../hooks/use-messages";
import { LocalLink } from "../ui/local-link";
import { TripSection } from "../trip-page/trip-section";
import * as styles from "./review-list.module.scss";

interface TripReviewsProps {
  /** Its live reviews: none as built, D1's once the Worker served the page. */
  reviews: Pick<LiveReviewsMarkup, "reviewKey" | "listHtml">;
  /** The month reviews have been collected since, in the page's language (data/reviews.json › collectedSince, as GraphQL writes it). */
  collectedSinceMonth: string;
}

/**
 * A trip page's reviews: the summary and the newest reviews, or "No reviews
 * yet", then how reviews are collected, with the review policy. The reviews
 * are content/review-markup.ts's markup, which the Worker writes into the
 * marked element from D1 (with the Product JSON-LD search engines read) and
 * into the page's data, so React places the same string.
 */
export function TripReviews({ reviews, collectedSinceMonth }: TripReviewsProps) {
  const words = useMessages("reviews");
  return (
    <TripSection headingId="reviews-heading" title={words.title}>
      <div
        className={styles.reviews}
        {...{ [REVIEW_MARKS.list]: reviews.reviewKey }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: reviews.listHtml }}
      />
      <p className={styles.collected}>
        {messageParts(words.collected, {
          month: collectedSinceMonth,
          policy: (
            <LocalLink key="policy" to={policyPath(REVIEW_POLICY)}>
              {words.policyLink}
            </LocalLink>
          ),
        })}
      </p>
    </TripSection>
  );
}
