import { graphql } from "gatsby";
import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../lib/format";
import { FEW_SEATS_LEFT, isSoldOut, nextBookableBatch } from "../../lib/trips";
import type { DialogTriggerProps } from "../dialog/lazy-dialog";
import { buttonClass } from "../ui/button";
import { TripCard, tripCardBasics } from "./trip-card";
import * as styles from "./upcoming-trip-card.module.scss";

export type UpcomingTrip = Queries.UpcomingTripCardFragment;

interface UpcomingTripCardProps {
  trip: UpcomingTrip;
  /** Makes Book Now open the booking dialog for the batch the card shows. */
  bookingTrigger: DialogTriggerProps;
  /** Whether the card's art is the page's largest image, fetched at once. */
  imagePriority?: boolean;
}

/** The batch a card offers and books; upcoming lists hold only trips with a batch still to leave. */
export function cardBatch(trip: UpcomingTrip) {
  const batch = nextBookableBatch(trip.upcomingBatches);
  if (!batch) throw new Error(`Trip "${trip.slug}" has no batch still to leave, so it cannot be listed as upcoming`);
  return batch;
}

/** A bookable trip: its next open batch's dates and seats, duration, price per person. */
export function UpcomingTripCard({ trip, bookingTrigger, imagePriority = false }: UpcomingTripCardProps) {
  const batch = cardBatch(trip);
  const soldOut = isSoldOut(batch);
  const otherDates = trip.upcomingBatches.length - 1;
  return (
    <TripCard
      {...tripCardBasics(trip, `upcoming-${trip.slug}`)}
      imagePriority={imagePriority}
      reviews={trip.reviews}
      badge={formatSpotsLeft(batch.seatsLeft)}
      badgeTone={batch.seatsLeft <= FEW_SEATS_LEFT ? "urgent" : undefined}
      facts={[
        {
          icon: "calendar",
          content: (
            <>
              <time dateTime={batch.startDate}>{formatDateRange(batch.startDate, batch.endDate)}</time>
              {otherDates > 0 ? (
                <span className={styles.moreDates}>
                  {" "}
                  +{otherDates} more {otherDates === 1 ? "date" : "dates"}
                </span>
              ) : null}
            </>
          ),
        },
        { icon: "clock", content: formatDuration(batch.startDate, batch.endDate) },
      ]}
      footer={
        <>
          <p className={styles.price}>
            <span className={styles.priceValue}>{formatRupees(trip.price)}</span>
            <span className={styles.priceUnit}> per person</span>
          </p>
          <button type="button" className={buttonClass(soldOut ? "outline" : "primary")} {...bookingTrigger}>
            {soldOut ? "Join waitlist" : "Book Now"}
            <span className={styles.visuallyHidden}> for {trip.title}</span>
          </button>
        </>
      }
    />
  );
}

export const upcomingTripCardFragment = graphql`
  fragment UpcomingTripCard on TripsJson {
    slug
    title
    summary
    location
    category
    price
    rating
    reviews
    upcomingBatches {
      startDate
      endDate
      seatsLeft
    }
    imageAlt
    image {
      childImageSharp {
        ...TripCardImage
      }
    }
  }
`;
