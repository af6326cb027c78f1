import { graphql } from "gatsby";
import { messageParts } from "../../../content/fill-message";
import { collectedSinceMonth, REVIEW_MARKS, tripReviewsHtml, type LiveReviews } from "../../../content/review-markup";
import { policyPath, REVIEW_POLICY } from "../../../content/routes.mjs";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { LocalLink } from "../ui/local-link";
import { TripSection } from "../trip-page/trip-section";
import * as styles from "./review-list.module.scss";

interface TripReviewsProps {
  /** The trip's title in the page's language: what its Product JSON-LD is named. */
  title: string;
  /** Its live reviews: none as built, D1's once the Worker served the page. */
  reviews: LiveReviews;
  /** The day reviews have been collected since (data/reviews.json › collectedSince). */
  collectedSince: string;
}

/**
 * A trip page's reviews: the summary and the newest reviews, or "No reviews
 * yet", then how reviews are collected, with the review policy. The reviews
 * are content/review-markup.ts's markup, which the Worker writes into the
 * marked element from D1 (with the Product JSON-LD search engines read), and
 * which React renders from the page's data, the same string.
 */
export function TripReviews({ title, reviews, collectedSince }: TripReviewsProps) {
  const words = useMessages("reviews");
  const lang = usePageLanguage();
  return (
    <TripSection headingId="reviews-heading" title={words.title}>
      <div
        className={styles.reviews}
        {...{ [REVIEW_MARKS.list]: reviews.reviewKey }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: tripReviewsHtml({ name: title }, reviews, words, lang) }}
      />
      <p className={styles.collected}>
        {messageParts(words.collected, {
          month: collectedSinceMonth(collectedSince, lang),
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

/** What a page shows of each review: every field of content/review-markup.ts's ShownReview. */
export const shownReviewFragment = graphql`
  fragment ShownReview on ShownReview {
    id
    tripSlug
    rating
    title
    body
    leadNote
    authorName
    lang
    writtenAt
    publishedAt
    departureStart
    reply
    repliedAt
    tripTitle
  }
`;
