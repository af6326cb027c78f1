import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import * as styles from "./trip-highlights.module.scss";
import { TripSection } from "./trip-section";

/** The few moments that make the trip worth taking. */
export function TripHighlights({ highlights }: { highlights: readonly string[] }) {
  const messages = useMessages("tripPage");
  return (
    <TripSection headingId="highlights-heading" title={messages.highlights}>
      <ul className={styles.highlights}>
        {highlights.map((highlight) => (
          <li key={highlight}>
            <Icon name="star" size={18} />
            {highlight}
          </li>
        ))}
      </ul>
    </TripSection>
  );
}
