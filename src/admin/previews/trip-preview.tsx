import { tripSchema, type Trip } from "../../../content/file-schemas";
import { todayInIndia } from "../../../content/india-time";
import companyFile from "../../../data/company.json";
import bookingTermsFile from "../../../data/booking-terms.json";
import reviewTermsFile from "../../../data/reviews.json";
import { TripPageBody } from "../../components/trip-page/trip-page-body";
import { RecentTripCard } from "../../components/trips/recent-trip-card";
import { UpcomingTripsSection } from "../../components/trips/upcoming-trips-section";
import { departurePrice, fromPrice, seatKeyOf, type Departure } from "../../../content/departures";
import { completedDepartures, upcomingDepartures } from "../../../content/departure-days";
import { MESSAGES } from "../../../content/messages";
import { collectedSinceMonth, noTripReviewsMarkup } from "../../../content/review-markup";
import { EntryProblems } from "./entry-problems";
import { PreviewPage } from "./preview-page";
import { checkEntry, entryData, imageUrl, previewImage, type PreviewProps } from "./preview-props";
import * as styles from "./previews.module.scss";

// The preview shows the English entry; each file holds it under "en".
const company = companyFile.en;
const bookingTerms = bookingTermsFile.en;
const reviewTerms = reviewTermsFile.en;

/** The shapes of the trip page's header art and of the cards' art (their GraphQL queries say the same). */
const HEADER_ASPECT_RATIO = 2.4;
const CARD_ASPECT_RATIO = 1.5;

const seated = <D extends Departure>(trip: Trip, departure: D) => ({
  ...departure,
  price: departurePrice(trip, departure),
  seatsLeft: null,
  seatKey: seatKeyOf(trip.slug, departure.startDate),
});

/** The trip as the site's queries return it, with its departures sorted as of today. */
function tripAsQueried(trip: Trip, art: string, today: string) {
  const from = fromPrice(trip, upcomingDepartures(trip.departures, today));
  return {
    ...trip,
    fromPrice: from.price,
    pricesVary: from.varies,
    // Seats left as the built site shows them before live figures reach it: not known.
    upcomingDepartures: upcomingDepartures(trip.departures, today).map((departure) => seated(trip, departure)),
    completedDepartures: completedDepartures(trip.departures, today).map((departure) => seated(trip, departure)),
    image: { childImageSharp: previewImage(art, CARD_ASPECT_RATIO) },
    // Reviews as the built site shows them before the Worker writes D1's in: none.
    liveReviews: noTripReviewsMarkup(trip.slug, MESSAGES.en.reviews),
  };
}

/**
 * A trip entry as the site shows it: its card in the trip lists (or under
 * Recent Adventures once its last departure has run), then its page.
 */
export function TripPreview(props: PreviewProps) {
  const checked = checkEntry(tripSchema, entryData(props));
  if (!checked.ok) return <EntryProblems problems={checked.problems} />;
  const art = imageUrl(props, "image", checked.value.image);
  const today = todayInIndia(new Date());
  const trip = tripAsQueried(checked.value, art, today);
  const lastRun = trip.completedDepartures.at(-1);
  return (
    <PreviewPage>
      <p className={styles.label}>Its card</p>
      {trip.upcomingDepartures.length > 0 ? (
        <UpcomingTripsSection
          trips={[trip]}
          heading={{ id: "preview-card", eyebrow: "Upcoming", title: "In the trip lists", intro: "" }}
        />
      ) : lastRun ? (
        <div className={styles.card}>
          <RecentTripCard departure={{ trip, ...lastRun }} />
        </div>
      ) : (
        <p className={styles.card}>
          No card: the trip has no departure to book, and none that has run with its travellers recorded.
        </p>
      )}
      <p className={styles.label}>Its page</p>
      <TripPageBody
        trip={trip}
        image={previewImage(art, HEADER_ASPECT_RATIO)}
        whatsapp={company.whatsapp}
        terms={bookingTerms}
        today={today}
        reviewsCollectedSince={collectedSinceMonth(reviewTerms.collectedSince, "en")}
      />
    </PreviewPage>
  );
}
