import { formatDayCount, formatRupees } from "../../../content/format";
import { formatDifficulty, formatGroupSize } from "../../lib/trips";
import { Rating } from "../ui/rating";
import * as styles from "./trip-facts.module.scss";

interface TripFactsProps {
  days: number;
  price: number;
  /** GST on the price, from the booking terms. */
  gstPercent: number;
  difficulty: { level: string; fitness: string };
  groupSize: { min: number; max: number };
  rating: number;
  reviews: number;
}

/** The facts bar under a trip's title: what a traveller weighs before reading on. */
export function TripFacts({ days, price, gstPercent, difficulty, groupSize, rating, reviews }: TripFactsProps) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Duration</dt>
        <dd>{formatDayCount(days)}</dd>
      </div>
      <div>
        <dt>Price per person</dt>
        <dd>
          {formatRupees(price)} <span className={styles.factNote}>+ {gstPercent}% GST</span>
        </dd>
      </div>
      <div>
        <dt>Difficulty</dt>
        <dd>
          {formatDifficulty(difficulty.level)}
          <span className={styles.factNote}>{difficulty.fitness}</span>
        </dd>
      </div>
      <div>
        <dt>Group size</dt>
        <dd>{formatGroupSize(groupSize)}</dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>
          <Rating value={rating} />
          <span className={styles.factNote}>from {reviews} reviews</span>
        </dd>
      </div>
    </dl>
  );
}
