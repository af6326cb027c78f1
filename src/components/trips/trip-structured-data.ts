import { getSrc } from "gatsby-plugin-image";
import { touristTrip, type JsonLd } from "../../lib/structured-data";

/** A TouristTrip with its Offer for each upcoming trip a page lists (home and /trips/). */
export function upcomingTripsStructuredData(
  trips: readonly Queries.UpcomingTripCardFragment[],
  { siteUrl, pagePath }: { siteUrl: string; pagePath: string },
): JsonLd[] {
  return trips.map((trip) =>
    touristTrip(
      { ...trip, imagePath: trip.image?.childImageSharp ? getSrc(trip.image.childImageSharp.gatsbyImageData) : undefined },
      { siteUrl, pagePath },
    ),
  );
}
