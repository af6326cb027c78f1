import * as styles from "./trip-itinerary.module.scss";
import { TripSection } from "./trip-section";

interface ItineraryDay {
  day: number;
  title: string;
  description: string;
}

/** The day-by-day plan, as an ordered list so each day is announced in sequence. */
export function TripItinerary({ days }: { days: readonly ItineraryDay[] }) {
  return (
    <TripSection headingId="itinerary-heading" title="Day-by-day itinerary">
      <ol className={styles.itinerary}>
        {days.map((day) => (
          <li key={day.day}>
            <span className={styles.dayNumber} aria-hidden="true">
              {day.day}
            </span>
            <div>
              <h3 className={styles.dayTitle}>
                <span className={styles.visuallyHidden}>Day {day.day}: </span>
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
