import type { IGatsbyImageData } from "gatsby-plugin-image";
import { touristTrip, type JsonLd, type TripFacts } from "./structured-data";

interface TripWithArt extends Omit<TripFacts, "imagePath"> {
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

/** The trip's art as a path on this site, for JSON-LD. */
function imagePathOf(trip: TripWithArt): string | undefined {
  return trip.image?.childImageSharp?.gatsbyImageData.images.fallback?.src;
}

/** One trip's TouristTrip, with the art the page shows. */
export function tripStructuredData(trip: TripWithArt, options: { siteUrl: string }): JsonLd {
  return touristTrip({ ...trip, imagePath: imagePathOf(trip) }, options);
}

/** A TouristTrip with an Offer per departure for each upcoming trip a page lists (home and the trip list). */
export function upcomingTripsStructuredData(trips: readonly TripWithArt[], siteUrl: string): JsonLd[] {
  return trips.map((trip) => tripStructuredData(trip, { siteUrl }));
}
