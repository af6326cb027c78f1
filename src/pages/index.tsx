import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { Locale } from "../../content/locales.mjs";
import { Hero } from "../components/home/hero";
import { FeatureGrid } from "../components/home/feature-grid";
import { Seo } from "../components/seo";
import { headMessages } from "../hooks/use-messages";
import { PriceFontPreload } from "../components/ui/font-preload";
import { ImagePreload } from "../components/ui/image-preload";
import { HomeReviews } from "../components/reviews/home-reviews";
import { RecentTripsSection } from "../components/trips/recent-trips-section";
import { SeeAllTrips } from "../components/trips/see-all-trips";
import { UpcomingTripsSection } from "../components/trips/upcoming-trips-section";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <>
      <Hero highlights={data.about.stats} art={data.heroArt?.childImageSharp ?? null} />
      <UpcomingTripsSection
        trips={data.upcoming.nodes}
        footer={<SeeAllTrips list={data.upcoming} trips="upcoming" />}
      />
      <FeatureGrid features={data.features.features} />
      <RecentTripsSection
        departures={data.recent.nodes}
        footer={<SeeAllTrips list={data.recent} trips="completed" />}
      />
      <HomeReviews reviews={data.homeReviews} />
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.HomePageQuery, { lang: Locale }>) {
  const art = data.heroArt?.childImageSharp?.gatsbyImageData;
  return (
    <>
      {art ? <ImagePreload image={art} /> : null}
      <PriceFontPreload lang={pageContext.lang} />
      <Seo
        messages={headMessages(data, "seo")}
        pathname={location.pathname}
        structuredData={[data.company.structuredData, ...data.upcoming.nodes.map((trip) => trip.structuredData)]}
      />
    </>
  );
}

export const query = graphql`
  query HomePage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      ...TripCardMessages
      seo
      common
      home
      reviews
      ...BookingDialogMessages
    }
    heroArt: file(relativePath: { eq: "images/hero/himalayan-sunrise.jpg" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
    company(lang: $lang) {
      structuredData
    }
    about(lang: $lang) {
      stats {
        value
        label
      }
    }
    # Both lists are capped so the home page stays the same size however many trips there are.
    upcoming: allTripsJson(
      filter: { lang: { eq: $lang }, nextDeparture: { ne: null } }
      sort: [{ nextDeparture: ASC }, { slug: ASC }]
      limit: 6
    ) {
      totalCount
      nodes {
        ...UpcomingTripCard
        structuredData
      }
    }
    features(lang: $lang) {
      features {
        ...FeatureCard
      }
    }
    recent: completedDepartures(limit: 6, lang: $lang) {
      totalCount
      nodes {
        ...RecentTripCard
      }
    }
    homeReviews(lang: $lang) {
      reviewKey
      count
      listHtml
    }
  }
`;
