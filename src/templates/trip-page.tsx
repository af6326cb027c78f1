import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { CancellationSummary } from "../components/trip-page/cancellation-summary";
import { TripBatches } from "../components/trip-page/trip-batches";
import { TripInclusions, TripLogistics } from "../components/trip-page/trip-checklists";
import { TripFacts } from "../components/trip-page/trip-facts";
import { TripHeader } from "../components/trip-page/trip-header";
import { TripHighlights } from "../components/trip-page/trip-highlights";
import { TripItinerary } from "../components/trip-page/trip-itinerary";
import { tripStructuredData } from "../lib/trip-structured-data";
import { UpcomingTripsSection } from "../components/trips/upcoming-trips-section";
import { CANCELLATION_ANCHOR, ROUTES } from "../lib/routes";
import * as styles from "./trip-page.module.scss";

type TripPageData = Queries.TripPageQuery;

/** The page's trip, or a build failure: gatsby/pages.ts passes every trip page its trip's id. */
function tripOf(data: TripPageData) {
  if (!data.trip) throw new Error("Trip page rendered without its trip from data/trips/");
  return data.trip;
}

/** The refund rules this page summarises; the content check makes sure the terms have them. */
const cancellationRules = (data: TripPageData): readonly string[] =>
  data.terms?.sections.find((section) => section.anchor === CANCELLATION_ANCHOR)?.points ?? [];

/** One page per trip at /trips/<slug>/ (see gatsby/pages.ts), bookable or completed. */
export default function TripPage({ data }: PageProps<TripPageData>) {
  const trip = tripOf(data);
  const completed = trip.upcomingBatches.length === 0;
  return (
    <>
      <TripHeader
        title={trip.title}
        summary={trip.summary}
        location={trip.location}
        category={trip.category}
        completed={completed}
        image={trip.image.childImageSharp}
        imageAlt={trip.imageAlt}
      />
      <div className={styles.factsBand}>
        <TripFacts
          days={trip.itinerary.length}
          price={trip.price}
          difficulty={trip.difficulty}
          groupSize={trip.groupSize}
          rating={trip.rating}
          reviews={trip.reviews}
        />
      </div>
      <div className={styles.layout}>
        {/* First in reading order, so phones see dates and Book Now right after the facts. */}
        <aside className={styles.aside} aria-label="Book this trip">
          <TripBatches trip={trip} whatsapp={data.company.whatsapp} />
        </aside>
        <div className={styles.main}>
          <TripHighlights highlights={trip.highlights} />
          <TripItinerary days={trip.itinerary} />
          <TripInclusions inclusions={trip.inclusions} exclusions={trip.exclusions} />
          <TripLogistics pickup={trip.pickup} drop={trip.drop} thingsToCarry={trip.thingsToCarry} />
          <CancellationSummary rules={cancellationRules(data)} />
        </div>
      </div>
      {trip.relatedTrips.length > 0 ? (
        <UpcomingTripsSection
          trips={trip.relatedTrips}
          heading={{
            id: "related-trips",
            eyebrow: "Keep exploring",
            title: "More trips you may like",
            intro: `Upcoming departures${completed ? "" : " besides this one"}, with trips like this one first.`,
          }}
        />
      ) : null}
    </>
  );
}

export function Head({ data, location }: HeadProps<TripPageData>) {
  const trip = data.trip;
  if (!trip) return null;
  return (
    <Seo
      title={trip.title}
      description={trip.summary}
      pathname={location.pathname}
      breadcrumbs={[
        { name: "Trips", path: ROUTES.trips },
        { name: trip.title, path: location.pathname },
      ]}
      structuredData={(siteUrl) => [tripStructuredData(trip, { siteUrl })]}
    />
  );
}

export const query = graphql`
  query TripPage($id: String!) {
    trip: tripsJson(id: { eq: $id }) {
      slug
      title
      summary
      location
      category
      price
      rating
      reviews
      difficulty {
        level
        fitness
      }
      groupSize {
        min
        max
      }
      upcomingBatches {
        startDate
        endDate
        seatsLeft
      }
      completedBatches {
        startDate
        endDate
        seatsLeft
      }
      highlights
      itinerary {
        day
        title
        description
      }
      inclusions
      exclusions
      pickup
      drop
      thingsToCarry
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 2.4
            placeholder: BLURRED
            formats: [AUTO, WEBP, AVIF]
            breakpoints: [480, 768, 1080, 1440]
          )
        }
      }
      relatedTrips {
        ...UpcomingTripCard
      }
    }
    company {
      whatsapp
    }
    terms: policy(id: "terms-conditions") {
      sections {
        anchor
        points
      }
    }
  }
`;
