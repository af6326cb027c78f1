import { tripSchema, type Trip } from "../../../gatsby/content/schemas";
import { todayInIndia } from "../../../gatsby/build-date";
import { TripBatches } from "../../components/trip-page/trip-batches";
import { TripInclusions, TripLogistics } from "../../components/trip-page/trip-checklists";
import { TripFacts } from "../../components/trip-page/trip-facts";
import { TripHeader } from "../../components/trip-page/trip-header";
import { TripHighlights } from "../../components/trip-page/trip-highlights";
import { TripItinerary } from "../../components/trip-page/trip-itinerary";
import { RecentTripCard } from "../../components/trips/recent-trip-card";
import { UpcomingTripsSection } from "../../components/trips/upcoming-trips-section";
import { completedBatches, upcomingBatches } from "../../lib/trips";
import * as page from "../../templates/trip-page.module.scss";
import company from "../../../data/company.json";
import { EntryProblems } from "./entry-problems";
import { checkEntry, entryData, imageUrl, previewImage, type PreviewProps } from "./preview-props";
import * as styles from "./previews.module.scss";

/** The shapes of the trip page's header art and of the cards' art (their GraphQL queries say the same). */
const HEADER_ASPECT_RATIO = 2.4;
const CARD_ASPECT_RATIO = 1.5;

/** The trip as the site's queries return it, with its departures sorted as of today. */
function tripAsQueried(trip: Trip, art: string, today: string) {
  return {
    ...trip,
    upcomingBatches: upcomingBatches(trip.batches, today),
    completedBatches: completedBatches(trip.batches, today),
    image: { childImageSharp: previewImage(art, CARD_ASPECT_RATIO) },
  };
}

/**
 * A trip entry as the site shows it: its card in the trip lists (or under
 * Recent Adventures once its last departure has run), then its page's sections.
 */
export function TripPreview(props: PreviewProps) {
  const checked = checkEntry(tripSchema, entryData(props));
  if (!checked.ok) return <EntryProblems problems={checked.problems} />;
  const art = imageUrl(props, "image", checked.value.image);
  const trip = tripAsQueried(checked.value, art, todayInIndia(new Date()));
  const completed = trip.upcomingBatches.length === 0;
  const lastRun = trip.completedBatches.at(-1);
  return (
    <>
      <p className={styles.label}>Its card</p>
      {completed ? (
        lastRun ? (
          <div className={styles.card}>
            <RecentTripCard departure={{ trip, ...lastRun }} />
          </div>
        ) : (
          <p className={styles.card}>
            No card: the trip has no departure to book, and none that has run with its travellers recorded.
          </p>
        )
      ) : (
        <UpcomingTripsSection
          trips={[trip]}
          heading={{ id: "preview-card", eyebrow: "Upcoming", title: "In the trip lists", intro: "" }}
        />
      )}
      <p className={styles.label}>Its page</p>
      <TripHeader
        title={trip.title}
        summary={trip.summary}
        location={trip.location}
        category={trip.category}
        completed={completed}
        image={previewImage(art, HEADER_ASPECT_RATIO)}
        imageAlt={trip.imageAlt}
      />
      <div className={page.factsBand}>
        <TripFacts
          days={trip.itinerary.length}
          price={trip.price}
          difficulty={trip.difficulty}
          groupSize={trip.groupSize}
          rating={trip.rating}
          reviews={trip.reviews}
        />
      </div>
      <div className={page.layout}>
        <aside className={page.aside} aria-label="Book this trip">
          <TripBatches trip={trip} whatsapp={company.whatsapp} />
        </aside>
        <div className={page.main}>
          <TripHighlights highlights={trip.highlights} />
          <TripItinerary days={trip.itinerary} />
          <TripInclusions inclusions={trip.inclusions} exclusions={trip.exclusions} />
          <TripLogistics pickup={trip.pickup} drop={trip.drop} thingsToCarry={trip.thingsToCarry} />
        </div>
      </div>
    </>
  );
}
