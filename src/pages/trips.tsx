import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { RecentTripsSection } from "../components/trips/recent-trips-section";
import { upcomingTripsStructuredData } from "../components/trips/trip-structured-data";
import { UpcomingTripsSection } from "../components/trips/upcoming-trips-section";
import { PageBanner } from "../components/ui/page-banner";

export default function TripsPage({ data }: PageProps<Queries.TripsPageQuery>) {
  return (
    <>
      <PageBanner
        eyebrow="Trips"
        title="Explore Our Trips"
        intro="Fixed-departure group trips across India, from a weekend on the Ganga to a week in the high Himalaya."
      />
      <UpcomingTripsSection trips={data.upcoming.nodes} />
      <RecentTripsSection trips={data.recent.nodes} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.TripsPageQuery>) {
  return (
    <Seo
      title="Explore Our Trips"
      description="Upcoming group departures across India with dates, prices and seats left, and the trips our travellers just came back from."
      pathname={location.pathname}
      structuredData={(siteUrl) => upcomingTripsStructuredData(data.upcoming.nodes, { siteUrl, pagePath: location.pathname })}
    />
  );
}

export const query = graphql`
  query TripsPage {
    upcoming: allUpcomingTripsJson(sort: { startDate: ASC }) {
      nodes {
        ...UpcomingTripCard
      }
    }
    recent: allRecentTripsJson(sort: { date: DESC }) {
      nodes {
        ...RecentTripCard
      }
    }
  }
`;
