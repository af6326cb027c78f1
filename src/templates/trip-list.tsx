import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { Seo } from "../components/seo";
import { PriceFontPreload } from "../components/ui/font-preload";
import { ImagePreload } from "../components/ui/image-preload";
import { TripFinder } from "../components/finder/trip-finder";
import { RecentTripsSection } from "../components/trips/recent-trips-section";
import { TripListPagination } from "../components/trips/trip-list-pagination";
import { UpcomingTripsSection } from "../components/trips/upcoming-trips-section";
import { PageBanner } from "../components/ui/page-banner";
import { departuresPath, ROUTES } from "../../content/routes.mjs";
import * as styles from "./trip-list.module.scss";

/** Set by gatsby/pages.ts for each page of the list. */
interface TripListContext {
  skip: number;
  limit: number;
  recentLimit: number;
  page: number;
  pageCount: number;
}

const TITLE = "Explore Our Trips";

const pageTitle = ({ page, pageCount }: TripListContext) =>
  page > 1 ? `${TITLE}, page ${page} of ${pageCount}` : TITLE;

/**
 * /trips/ and, once there are more upcoming trips than fit one page,
 * /trips/page/2/ and on. Completed trips are shown on the first page only.
 */
export default function TripListPage({ data, pageContext }: PageProps<Queries.TripListPageQuery, TripListContext>) {
  const firstPage = pageContext.page === 1;
  const months = React.useMemo(() => data.departures.months.map(({ month }) => month), [data.departures.months]);
  // Back and Forward between the finder's queries re-render the page with
  // each address; the lists of trips do not change with it, so React keeps them.
  const upcoming = React.useMemo(
    () => (
      <UpcomingTripsSection
        trips={data.upcoming.nodes}
        leadImagePriority
        footer={
          <>
            <TripListPagination page={pageContext.page} pageCount={pageContext.pageCount} />
            <p className={styles.byMonth}>
              Travelling in a particular month? <Link to={departuresPath()}>See every departure by month</Link>
            </p>
          </>
        }
      />
    ),
    [data.upcoming.nodes, pageContext.page, pageContext.pageCount],
  );
  const recent = React.useMemo(
    () => (firstPage ? <RecentTripsSection departures={data.recent.nodes} /> : null),
    [firstPage, data.recent.nodes],
  );
  return (
    <>
      <PageBanner
        eyebrow="Trips"
        title={pageTitle(pageContext)}
        intro="Fixed-departure group trips across India, from a weekend on the Ganga to a week in the high Himalaya."
      />
      <TripFinder months={months} gstPercent={data.bookingTerms.gstPercent}>
        {upcoming}
      </TripFinder>
      {recent}
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.TripListPageQuery, TripListContext>) {
  const title = pageTitle(pageContext);
  // The first card's art is the list's largest image (UpcomingTripsSection's leadImagePriority).
  const leadArt = data.upcoming.nodes[0]?.image?.childImageSharp?.gatsbyImageData;
  return (
    <>
      {leadArt ? <ImagePreload image={leadArt} /> : null}
      <PriceFontPreload />
      <Seo
        title={title}
        description={
          pageContext.page > 1
            ? `More upcoming group departures across India, page ${pageContext.page} of ${pageContext.pageCount}: dates, prices and seats left.`
            : "Upcoming group departures across India with dates, prices and seats left, and the trips our travellers just came back from."
        }
        pathname={location.pathname}
        breadcrumbs={
          pageContext.page > 1
            ? [
                { name: TITLE, path: ROUTES.trips },
                { name: `Page ${pageContext.page}`, path: location.pathname },
              ]
            : undefined
        }
        structuredData={data.upcoming.nodes.map((trip) => trip.structuredData)}
      />
    </>
  );
}

export const query = graphql`
  query TripListPage($skip: Int!, $limit: Int!, $recentLimit: Int!, $lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      ...BookingDialogMessages
    }
    upcoming: allTripsJson(
      filter: { lang: { eq: $lang }, nextDeparture: { ne: null } }
      sort: [{ nextDeparture: ASC }, { slug: ASC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...UpcomingTripCard
        structuredData
      }
    }
    recent: completedDepartures(limit: $recentLimit, lang: $lang) {
      nodes {
        ...RecentTripCard
      }
    }
    departures: upcomingDepartures(lang: $lang) {
      months {
        month
      }
    }
    bookingTerms(lang: $lang) {
      gstPercent
    }
  }
`;
