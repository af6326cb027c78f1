import { Icon } from "../ui/icon";
import * as styles from "./trip-page.module.scss";

/** The few moments that make the trip worth taking. */
export function TripHighlights({ highlights }: { highlights: readonly string[] }) {
  return (
    <section className={styles.block} aria-labelledby="highlights-heading">
      <h2 id="highlights-heading" className={styles.blockTitle}>
        Highlights
      </h2>
      <ul className={styles.highlights}>
        {highlights.map((highlight) => (
          <li key={highlight}>
            <Icon name="star" size={18} />
            {highlight}
          </li>
        ))}
      </ul>
    </section>
  );
}
