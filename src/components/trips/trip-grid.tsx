import type { ReactNode } from "react";
import * as styles from "./trip-grid.module.scss";

interface TripGridProps<Trip extends { jsonId: string }> {
  trips: readonly Trip[];
  card: (trip: Trip) => ReactNode;
  /** What shows in place of the grid when there is no trip. */
  emptyMessage: ReactNode;
  /** The empty message is already read out by a live region, so screen readers skip this copy. */
  emptyMessageAnnounced?: boolean;
}

/** Trip cards in columns that multiply with the screen's width, or a message when there are none. */
export function TripGrid<Trip extends { jsonId: string }>({
  trips,
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
        <li key={trip.jsonId}>{card(trip)}</li>
      ))}
    </ul>
  );
}
