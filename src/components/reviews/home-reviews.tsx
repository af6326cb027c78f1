import { homeReviewsHtml, REVIEW_MARKS, type LiveReviews } from "../../../content/review-markup";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { Section } from "../ui/section";
import * as styles from "./review-list.module.scss";

/**
 * "From our travellers": the published reviews editors chose for the home
 * page (data/reviews.json › homePage), each with its trip; hidden while none
 * of them is published. As built there are none; the Worker writes them and
 * shows the section from D1 before the page leaves (content/review-markup.ts).
 */
export function HomeReviews({ reviews }: { reviews: Pick<LiveReviews, "reviewKey" | "reviews"> }) {
  const words = useMessages("reviews");
  const lang = usePageLanguage();
  return (
    <div
      {...{ [REVIEW_MARKS.section]: reviews.reviewKey }}
      hidden={reviews.reviews.length === 0}
      suppressHydrationWarning
    >
      <Section id="reviews" eyebrow={words.homeEyebrow} title={words.homeTitle} intro={words.homeIntro}>
        <div
          className={`${styles.reviews} ${styles.grid}`}
          {...{ [REVIEW_MARKS.list]: reviews.reviewKey }}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: homeReviewsHtml(reviews, words, lang) }}
        />
      </Section>
    </div>
  );
}
