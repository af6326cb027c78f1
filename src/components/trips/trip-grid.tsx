import type { ReactNode } from "react";
import * as styles from "./trip-grid.module.scss";

interface TripGridProps<Trip> {
  trips: readonly Trip[];
  /** Tells the cards apart: a trip's slug, or a slug and a date when one trip can appear twice. */
  keyOf: (trip: Trip) => string;
  card: (trip: Trip) => ReactNode;
  /** What shows in place of the grid when there is no trip. */
  emptyMessage: ReactNode;
  /** The empty message is already read out by a live region, so screen readers skip this copy. */
  emptyMessageAnnounced?: boolean;
}

/** Trip cards in columns that multiply with the screen's width, or a message when there are none. */
export function TripGrid<Trip>({
  trips,
  keyOf,
  card,
  emptyMessage,
  emptyMessageAnnounced = false,
}: TripGridProps<Trip>) {
  if (trips.length === 0) {
    return (
      <p className={styles.empty} aria-hidden={emptyMessageAnnounced || undefined}>
        {emptyMessage}
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {trips.map((trip) => (
        <li key={keyOf(trip)}>{card(trip)}</li>
      ))}
    </ul>
  );
}
