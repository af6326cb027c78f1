import { fillMessage } from "../../../content/fill-message";
import { useMessages } from "../../hooks/use-messages";
import * as styles from "./trip-itinerary.module.scss";
import { TripSection } from "./trip-section";

interface ItineraryDay {
  day: number;
  title: string;
  description: string;
}

/** The day-by-day plan, as an ordered list so each day is announced in sequence. */
export function TripItinerary({ days }: { days: readonly ItineraryDay[] }) {
  const messages = useMessages("tripPage");
  return (
    <TripSection headingId="itinerary-heading" title={messages.itinerary}>
      <ol className={styles.itinerary}>
        {days.map((day) => (
          <li key={day.day}>
            <span className={styles.dayNumber} aria-hidden="true">
              {day.day}
            </span>
            <div>
              <h3 className={styles.dayTitle}>
                <span
                  className={styles.visuallyHidden}
                >{`${fillMessage(messages.itineraryDay, { day: day.day })} `}</span>
                {day.title}
              </h3>
              <p>{day.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </TripSection>
  );
}
