import { REVIEW_MARKS, type LiveReviewsMarkup } from "../../../content/review-marks";
import { useMessages } from "../../hooks/use-messages";
import { Section } from "../ui/section";
import * as styles from "./review-list.module.scss";

/**
 * "From our travellers": the published reviews editors chose for the home
 * page (data/reviews.json › homePage), each with its trip; hidden while none
 * of them is published. As built there are none; the Worker writes them into
 * the page and its data and shows the section before the page leaves
 * (content/review-markup.ts).
 */
export function HomeReviews({ reviews }: { reviews: Pick<LiveReviewsMarkup, "reviewKey" | "count" | "listHtml"> }) {
  const words = useMessages("reviews");
  return (
    <div {...{ [REVIEW_MARKS.section]: reviews.reviewKey }} hidden={reviews.count === 0} suppressHydrationWarning>
      <Section id="reviews" eyebrow={words.homeEyebrow} title={words.homeTitle} intro={words.homeIntro}>
        <div
          className={`${styles.reviews} ${styles.grid}`}
          {...{ [REVIEW_MARKS.list]: reviews.reviewKey }}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: reviews.listHtml }}
        />
      </Section>
    </div>
  );
}
