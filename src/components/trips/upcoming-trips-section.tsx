import { useBookingDialog } from "../booking/use-booking-dialog";
import { Section } from "../ui/section";
import { UpcomingTripCard, type UpcomingTrip } from "./upcoming-trip-card";
import * as styles from "./trip-grid.module.scss";

/** 'Upcoming Adventures': every bookable departure, soonest first. */
export function UpcomingTripsSection({ trips }: { trips: readonly UpcomingTrip[] }) {
  const booking = useBookingDialog();
  return (
    <Section
      id="upcoming-trips"
      eyebrow="Departing soon"
      title="Upcoming Adventures"
      intro="Small groups, fixed departures and one clear price. Pick a batch and we will take care of the rest."
    >
      {trips.length === 0 ? (
        <p className={styles.empty}>New departures are being planned. Check back soon, or ask us about a custom trip.</p>
      ) : (
        <ul className={styles.grid}>
          {trips.map((trip) => (
            <li key={trip.jsonId}>
              <UpcomingTripCard trip={trip} bookingTrigger={booking.triggerFor(trip)} />
            </li>
          ))}
        </ul>
      )}
      {booking.dialog}
    </Section>
  );
}
