import { graphql } from "gatsby";
import type { PaymentTerms } from "../../../content/booking-terms";
import type { MarkedDeparture, PricedDeparture } from "../../../content/departures";
import { useMessages } from "../../hooks/use-messages";
import type { SharpImage } from "../ui/picture";
import { TripDepartures } from "./trip-departures";
import { TripInclusions, TripLogistics } from "./trip-checklists";
import { TripFacts } from "./trip-facts";
import { TripHeader } from "./trip-header";
import { TripHighlights } from "./trip-highlights";
import { TripItinerary } from "./trip-itinerary";
import { TripPayments } from "./trip-payments";
import { TripReviews } from "../reviews/trip-reviews";
import type { LiveReviewsMarkup } from "../../../content/review-marks";
import * as styles from "./trip-page-body.module.scss";

/** What a trip page shows of its trip: the page query's fields, and the content editor's preview's. */
export interface TripPageTrip {
  slug: string;
  title: string;
  summary: string;
  location: string;
  category: string;
  /** Rupees per person before GST: what a departure without its own price costs, and the next one's waitlist. */
  price: number;
  /** The lowest price of its upcoming departures, and whether their prices differ (the price then reads "from"). */
  fromPrice: number;
  pricesVary: boolean;
  /** Its published reviews: none as built, D1's once the Worker served the page. */
  liveReviews: Pick<LiveReviewsMarkup, "reviewKey" | "badgeHtml" | "cardBadgeHtml" | "listHtml">;
  difficulty: { level: string; fitness: string };
  groupSize: { min: number; max: number };
  upcomingDepartures: readonly PricedDeparture[];
  completedDepartures: readonly MarkedDeparture[];
  highlights: readonly string[];
  itinerary: readonly { day: number; title: string; description: string }[];
  inclusions: readonly string[];
  exclusions: readonly string[];
  pickup: string;
  drop: string;
  thingsToCarry: readonly string[];
  imageAlt: string;
}

interface TripPageBodyProps {
  trip: TripPageTrip;
  /** The header's art. */
  image: SharpImage | null;
  /** The WhatsApp number from data/company.json. */
  whatsapp: string;
  /** The agency's booking terms (data/booking-terms.json), for the money and dates of each departure. */
  terms: PaymentTerms;
  /** The build's today (YYYY-MM-DD). */
  today: string;
  /** The month reviews have been collected since, in the page's language ('December 2026'). */
  reviewsCollectedSince: string;
}

/** A trip page's own sections: header, facts, dates and seats beside what the trip is and needs. */
export function TripPageBody({ trip, image, whatsapp, terms, today, reviewsCollectedSince }: TripPageBodyProps) {
  const messages = useMessages("tripPage");
  const completed = trip.upcomingDepartures.length === 0;
  return (
    <>
      <TripHeader
        title={trip.title}
        summary={trip.summary}
        location={trip.location}
        category={trip.category}
        completed={completed}
        image={image}
        imageAlt={trip.imageAlt}
      />
      <div className={styles.factsBand}>
        <TripFacts
          days={trip.itinerary.length}
          price={trip.fromPrice}
          priceVaries={trip.pricesVary}
          gstPercent={terms.gstPercent}
          difficulty={trip.difficulty}
          groupSize={trip.groupSize}
          reviews={trip.liveReviews}
        />
      </div>
      <div className={styles.layout}>
        {/* First in reading order, so phones see dates and Book Now right after the facts. */}
        <aside className={styles.aside} aria-label={messages.bookThisTrip}>
          <TripDepartures trip={trip} whatsapp={whatsapp} />
        </aside>
        <div className={styles.main}>
          <TripHighlights highlights={trip.highlights} />
          <TripItinerary days={trip.itinerary} />
          <TripInclusions inclusions={trip.inclusions} exclusions={trip.exclusions} />
          <TripLogistics pickup={trip.pickup} drop={trip.drop} thingsToCarry={trip.thingsToCarry} />
          <TripPayments
            slug={trip.slug}
            price={trip.fromPrice}
            departures={trip.upcomingDepartures}
            terms={terms}
            today={today}
          />
          <TripReviews reviews={trip.liveReviews} collectedSinceMonth={reviewsCollectedSince} />
        </div>
      </div>
    </>
  );
}

/**
 * The words of a trip page's own sections, with the trips' (categories,
 * levels) and the seats': `messages(lang: $lang) { ...TripPageMessages }`.
 */
export const tripPageMessagesFragment = graphql`
  fragment TripPageMessages on SiteMessages {
    trips
    tripPage
    seats
    reviews
  }
`;
