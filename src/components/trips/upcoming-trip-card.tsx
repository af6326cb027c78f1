import { graphql } from "gatsby";
import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft, takesSingular } from "../../../content/format";
import { fillMessage, messageParts } from "../../../content/fill-message";
import { nextBookableDeparture, seatActionLabel, seatMarks } from "../../../content/departures";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import type { DialogTriggerProps } from "../dialog/lazy-dialog";
import { buttonClass } from "../ui/button";
import { TripCard, tripCardBasics } from "./trip-card";
import * as styles from "./upcoming-trip-card.module.scss";

export type UpcomingTrip = Queries.UpcomingTripCardFragment;

interface UpcomingTripCardProps {
  trip: UpcomingTrip;
  /** The departure the card shows and books: cardDeparture's choice. */
  departure: UpcomingTrip["upcomingDepartures"][number];
  /** Makes Book Now open the booking dialog for the departure the card shows. */
  bookingTrigger: DialogTriggerProps;
  /** Whether the card's art is the page's largest image, fetched at once. */
  imagePriority?: boolean;
}

/**
 * The departure a card offers and books: the trip's next open one. The built
 * page knows no seats, so its card shows the trip's first departure, and the
 * Worker writes that departure's live seats into it; the browser must hydrate
 * the same departure (another would be a hydration mismatch, and React would
 * throw the page's markup away), so it chooses by live seats only once
 * `hydrated`, moving a card whose first departure has sold out to the next.
 * Upcoming lists hold only trips with a departure still to leave.
 */
export function cardDeparture(trip: UpcomingTrip, hydrated: boolean) {
  const departures = hydrated
    ? trip.upcomingDepartures
    : trip.upcomingDepartures.map((departure) => ({ ...departure, seatsLeft: null }));
  const chosen = nextBookableDeparture(departures);
  const departure = trip.upcomingDepartures.find((candidate) => candidate.startDate === chosen?.startDate);
  if (!departure)
    throw new Error(`Trip "${trip.slug}" has no departure still to leave, so it cannot be listed as upcoming`);
  return departure;
}

/**
 * A bookable trip: its next open departure's dates and seats, duration, and
 * the price per person its departures start from ("from" only when their
 * prices differ; the departure it books may cost more, and its dialog says so).
 */
export function UpcomingTripCard({ trip, departure, bookingTrigger, imagePriority = false }: UpcomingTripCardProps) {
  const messages = useMessages("trips");
  const seatWords = useMessages("seats");
  const lang = usePageLanguage();
  const otherDates = trip.upcomingDepartures.length - 1;
  return (
    <TripCard
      {...tripCardBasics(trip, `upcoming-${trip.slug}`)}
      imagePriority={imagePriority}
      badge={formatSpotsLeft(departure.seatsLeft, seatWords)}
      badgeAttributes={seatMarks(departure.seatKey, departure.seatsLeft, "figure", seatWords)}
      facts={[
        {
          icon: "calendar",
          content: (
            <>
              <time dateTime={departure.startDate}>
                {formatDateRange(departure.startDate, departure.endDate, lang)}
              </time>
              {otherDates > 0 ? (
                <span className={styles.moreDates}>
                  {" "}
                  {fillMessage(takesSingular(otherDates, lang) ? messages.moreDatesOne : messages.moreDatesOther, {
                    count: otherDates,
                  })}
                </span>
              ) : null}
            </>
          ),
        },
        { icon: "clock", content: formatDuration(departure.startDate, departure.endDate, lang) },
      ]}
      footer={
        <>
          <p className={styles.price}>
            {trip.pricesVary ? (
              messageParts(messages.fromPrice, {
                price: (
                  <span key="price" className={styles.priceValue}>
                    {formatRupees(trip.fromPrice)}
                  </span>
                ),
              })
            ) : (
              <span className={styles.priceValue}>{formatRupees(trip.fromPrice)}</span>
            )}
            <span className={styles.priceUnit}>{` ${messages.perPerson}`}</span>
          </p>
          <button type="button" className={buttonClass("seat")} {...bookingTrigger}>
            <span {...seatMarks(departure.seatKey, departure.seatsLeft, "action", seatWords)}>
              {seatActionLabel(departure.seatsLeft, seatWords)}
            </span>
            <span className={styles.visuallyHidden}>{fillMessage(messages.forTrip, { title: trip.title })}</span>
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
    fromPrice
    pricesVary
    liveReviews {
      ...TripCardReviews
    }
    upcomingDepartures {
      startDate
      endDate
      price
      seatsLeft
      seatKey
    }
    imageAlt
    image {
      childImageSharp {
        ...TripCardImage
      }
    }
  }
`;
