import { graphql } from "gatsby";
import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../lib/format";
import type { DialogTriggerProps } from "../dialog/lazy-dialog";
import { buttonClass } from "../ui/button-link";
import { TripCard, tripCardBasics } from "./trip-card";
import * as styles from "./trip-card.module.scss";

export type UpcomingTrip = Queries.UpcomingTripCardFragment;

/** At or below this many seats the badge turns urgent, to prompt visitors who are deciding. */
export const FEW_SPOTS_LEFT = 5;

interface UpcomingTripCardProps {
  trip: UpcomingTrip;
  /** Makes Book Now open the booking dialog for this trip. */
  bookingTrigger: DialogTriggerProps;
}

/** A bookable departure: dates, duration, price per person and seats left. */
export function UpcomingTripCard({ trip, bookingTrigger }: UpcomingTripCardProps) {
  return (
    <TripCard
      {...tripCardBasics(trip, "upcoming")}
      reviews={trip.reviews}
      badge={
        <span className={`${styles.badge} ${trip.spots <= FEW_SPOTS_LEFT ? styles.badgeUrgent : ""}`}>{formatSpotsLeft(trip.spots)}</span>
      }
      facts={[
        {
          icon: "calendar",
          content: <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate)}</time>,
        },
        { icon: "clock", content: formatDuration(trip.startDate, trip.endDate) },
      ]}
      footer={
        <>
          <p className={styles.price}>
            <span className={styles.priceValue}>{formatRupees(trip.price)}</span>
            <span className={styles.priceUnit}> per person</span>
          </p>
          <button type="button" className={buttonClass("primary")} {...bookingTrigger}>
            Book Now<span className={styles.visuallyHidden}> for {trip.title}</span>
          </button>
        </>
      }
    />
  );
}

export const upcomingTripCardFragment = graphql`
  fragment UpcomingTripCard on UpcomingTripsJson {
    jsonId
    title
    location
    category
    startDate
    endDate
    price
    rating
    reviews
    spots
    imageAlt
    image {
      childImageSharp {
        ...TripCardImage
      }
    }
  }
`;
