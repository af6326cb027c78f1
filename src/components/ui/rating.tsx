import { fillMessage } from "../../../content/fill-message";
import { takesSingular } from "../../../content/format";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { Icon } from "./icon";
import * as styles from "./rating.module.scss";

interface RatingProps {
  value: number;
  reviews?: number;
}

/** A star rating with one accessible sentence, e.g. 'Rated 4.8 out of 5 from 214 reviews'. */
export function Rating({ value, reviews }: RatingProps) {
  const messages = useMessages("common");
  const lang = usePageLanguage();
  const label =
    reviews === undefined
      ? fillMessage(messages.ratingLabel, { value })
      : fillMessage(takesSingular(reviews, lang) ? messages.ratingWithReviewsOne : messages.ratingWithReviewsOther, {
          value,
          reviews,
        });
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <Icon name="star" size={16} className={styles.star} />
      <span aria-hidden="true">
        <strong>{value.toFixed(1)}</strong>
        {reviews === undefined ? null : <span className={styles.reviews}> ({reviews})</span>}
      </span>
    </span>
  );
}

/** A row of filled stars, for testimonials where every rating is out of five. */
export function StarRow({ value }: { value: number }) {
  const messages = useMessages("common");
  return (
    <span className={styles.starRow} role="img" aria-label={fillMessage(messages.starsLabel, { value })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={18} className={i < value ? styles.star : styles.emptyStar} />
      ))}
    </span>
  );
}
