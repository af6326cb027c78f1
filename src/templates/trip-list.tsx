import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { Seo } from "../components/seo";
import { headMessages } from "../hooks/use-messages";
import { PriceFontPreload } from "../components/ui/font-preload";
import { ImagePreload } from "../components/ui/image-preload";
import { TripFinder } from "../components/finder/trip-finder";
import { RecentTripsSection } from "../components/trips/recent-trips-section";
import { TripListPagination } from "../components/trips/trip-list-pagination";
import { UpcomingTripsSection } from "../components/trips/upcoming-trips-section";
import { LocalLink } from "../components/ui/local-link";
import { PageBanner } from "../components/ui/page-banner";
import { departuresPath, localePath, ROUTES } from "../../content/routes.mjs";
import type { Messages } from "../../content/messages";
import type { Locale } from "../../content/locales.mjs";
import { fillMessage, messageParts } from "../../content/fill-message";
import { messagesOf, useMessages } from "../hooks/use-messages";
import * as styles from "./trip-list.module.scss";

/** Set by gatsby/pages.ts for each page of the list. */
interface TripListContext {
  skip: number;
  limit: number;
  recentLimit: number;
  page: number;
  pageCount: number;
  lang: Locale;
}

const pageTitle = (words: Messages["trips"], { page, pageCount }: TripListContext) =>
  page > 1 ? fillMessage(words.listPageTitle, { title: words.listTitle, page, pageCount }) : words.listTitle;

/**
 * /trips/ and, once there are more upcoming trips than fit one page,
 * /trips/page/2/ and on. Completed trips are shown on the first page only.
 */
export default function TripListPage({ data, pageContext }: PageProps<Queries.TripListPageQuery, TripListContext>) {
  const messages = useMessages("trips");
  const { nav } = useMessages("layout");
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
              {messageParts(messages.byMonth, {
                link: (
                  <LocalLink key="link" to={departuresPath()}>
                    {messages.byMonthLink}
                  </LocalLink>
                ),
              })}
            </p>
          </>
        }
      />
    ),
    [data.upcoming.nodes, pageContext.page, pageContext.pageCount, messages],
  );
  const recent = React.useMemo(
    () => (firstPage ? <RecentTripsSection departures={data.recent.nodes} /> : null),
    [firstPage, data.recent.nodes],
  );
  return (
    <>
      <PageBanner eyebrow={nav.trips} title={pageTitle(messages, pageContext)} intro={messages.listIntro} />
      <TripFinder months={months} gstPercent={data.bookingTerms.gstPercent}>
        {upcoming}
      </TripFinder>
      {recent}
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.TripListPageQuery, TripListContext>) {
  const messages = messagesOf(data).trips!;
  const { page, pageCount } = pageContext;
  const title = pageTitle(messages, pageContext);
  // The first card's art is the list's largest image (UpcomingTripsSection's leadImagePriority).
  const leadArt = data.upcoming.nodes[0]?.image?.childImageSharp?.gatsbyImageData;
  return (
    <>
      {leadArt ? <ImagePreload image={leadArt} /> : null}
      <PriceFontPreload lang={pageContext.lang} />
      <Seo
        messages={headMessages(data, "seo")}
        title={title}
        description={
          page > 1 ? fillMessage(messages.listLaterDescription, { page, pageCount }) : messages.listDescription
        }
        pathname={location.pathname}
        breadcrumbs={
          page > 1
            ? [
                { name: messages.listTitle, path: localePath(pageContext.lang, ROUTES.trips) },
                { name: fillMessage(messages.listPageCrumb, { page }), path: location.pathname },
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
      ...TripCardMessages
      ...TripFinderMessages
      seo
      common
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
