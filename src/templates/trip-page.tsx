import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { headMessages } from "../hooks/use-messages";
import { PriceFontPreload } from "../components/ui/font-preload";
import { ImagePreload } from "../components/ui/image-preload";
import { TripPageBody } from "../components/trip-page/trip-page-body";
import { UpcomingTripsSection } from "../components/trips/upcoming-trips-section";
import { localePath, ROUTES } from "../../content/routes.mjs";
import type { Locale } from "../../content/locales.mjs";
import { messagesOf, useMessages } from "../hooks/use-messages";
import * as styles from "./trip-page.module.scss";

type TripPageData = Queries.TripPageQuery;

/** The page's trip, or a build failure: gatsby/pages.ts passes every trip page its trip's id. */
function tripOf(data: TripPageData) {
  if (!data.trip) throw new Error("Trip page rendered without its trip from data/trips/");
  return data.trip;
}

/** Set by gatsby/pages.ts for each trip page. */
interface TripPageContext {
  slug: string;
  lang: Locale;
}

/** One page per trip at /trips/<slug>/ (see gatsby/pages.ts), bookable or completed, in each language. */
export default function TripPage({ data }: PageProps<TripPageData, TripPageContext>) {
  const messages = useMessages("tripPage");
  const trip = tripOf(data);
  const completed = trip.upcomingDepartures.length === 0;
  return (
    <>
      <TripPageBody
        trip={trip}
        image={trip.image.childImageSharp}
        whatsapp={data.company.whatsapp}
        terms={data.bookingTerms}
        today={data.today}
        reviewsCollectedSince={data.reviewTerms.collectedSinceMonth}
      />
      <div className={styles.related}>
        {trip.relatedTrips.length > 0 ? (
          <UpcomingTripsSection
            trips={trip.relatedTrips}
            heading={{
              id: "related-trips",
              eyebrow: messages.relatedEyebrow,
              title: messages.relatedTitle,
              intro: completed ? messages.relatedIntroCompleted : messages.relatedIntro,
            }}
          />
        ) : null}
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<TripPageData, TripPageContext>) {
  const trip = data.trip;
  if (!trip) return null;
  const { layout } = messagesOf(data);
  const art = trip.image?.childImageSharp?.gatsbyImageData;
  return (
    <>
      {art ? <ImagePreload image={art} /> : null}
      <PriceFontPreload lang={pageContext.lang} />
      <Seo
        messages={headMessages(data, "seo")}
        title={trip.title}
        description={trip.summary}
        pathname={location.pathname}
        breadcrumbs={[
          { name: layout!.nav.trips, path: localePath(pageContext.lang, ROUTES.trips) },
          { name: trip.title, path: location.pathname },
        ]}
        structuredData={[trip.structuredData]}
      />
    </>
  );
}

export const query = graphql`
  query TripPage($slug: String!, $lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      ...TripPageMessages
      ...TripCardMessages
      seo
      common
      ...BookingDialogMessages
    }
    trip: tripsJson(slug: { eq: $slug }, lang: { eq: $lang }) {
      slug
      title
      summary
      location
      category
      price
      fromPrice
      pricesVary
      liveReviews {
        reviewKey
        badgeHtml
        cardBadgeHtml
        listHtml
      }
      difficulty {
        level
        fitness
      }
      groupSize {
        min
        max
      }
      upcomingDepartures {
        startDate
        endDate
        price
        seatsLeft
        seatKey
      }
      completedDepartures {
        startDate
        endDate
        seatsLeft
        seatKey
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
      structuredData(withItinerary: true)
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
    company(lang: $lang) {
      whatsapp
    }
    reviewTerms: reviews(lang: $lang) {
      collectedSinceMonth
    }
    bookingTerms(lang: $lang) {
      gstPercent
      depositPercent
      balanceDueDaysBefore
      changesDaysBefore
      creditsOffered
      creditValidMonths
      callOffChoiceDays
      refunds {
        minDaysBefore
        refundPercent
        creditPercent
      }
      switchFees {
        minDaysBefore
        feeRupees
      }
    }
    today
  }
`;
