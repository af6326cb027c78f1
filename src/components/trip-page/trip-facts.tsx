import { formatDayCount, formatRupees } from "../../../content/format";
import { fillMessage, messageParts } from "../../../content/fill-message";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { difficultyName, formatGroupSize } from "../../lib/trips";
import type { LiveReviewsMarkup } from "../../../content/review-marks";
import { ReviewBadge } from "../reviews/review-badge";
import * as styles from "./trip-facts.module.scss";

interface TripFactsProps {
  days: number;
  /** The lowest price of its upcoming departures (fromPrice), per person before GST. */
  price: number;
  /** Whether its upcoming departures' prices differ: the price then reads "from". */
  priceVaries: boolean;
  /** GST on the price, from the booking terms. */
  gstPercent: number;
  difficulty: { level: string; fitness: string };
  groupSize: { min: number; max: number };
  /** Its live reviews: the rating from its travellers, or "No reviews yet". */
  reviews: Pick<LiveReviewsMarkup, "reviewKey" | "badgeHtml" | "cardBadgeHtml">;
}

/** The facts bar under a trip's title: what a traveller weighs before reading on. */
export function TripFacts({ days, price, priceVaries, gstPercent, difficulty, groupSize, reviews }: TripFactsProps) {
  const messages = useMessages("tripPage");
  const tripWords = useMessages("trips");
  const lang = usePageLanguage();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{messages.duration}</dt>
        <dd>{formatDayCount(days, lang)}</dd>
      </div>
      <div>
        <dt>{messages.pricePerPerson}</dt>
        <dd>
          {priceVaries ? messageParts(tripWords.fromPrice, { price: formatRupees(price) }) : formatRupees(price)}{" "}
          <span className={styles.factNote}>{fillMessage(messages.plusGst, { percent: gstPercent })}</span>
        </dd>
      </div>
      <div>
        <dt>{messages.difficulty}</dt>
        <dd>
          {difficultyName(difficulty.level, tripWords)}
          <span className={styles.factNote}>{difficulty.fitness}</span>
        </dd>
      </div>
      <div>
        <dt>{messages.groupSize}</dt>
        <dd>{formatGroupSize(groupSize, messages)}</dd>
      </div>
      <div>
        <dt>{messages.rating}</dt>
        <dd className={styles.rating}>
          <ReviewBadge reviews={reviews} />
        </dd>
      </div>
    </dl>
  );
}
