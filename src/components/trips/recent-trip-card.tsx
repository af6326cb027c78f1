import { graphql } from "gatsby";
import { formatMonthYear, formatTravellersJoined } from "../../../content/format";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { Icon } from "../ui/icon";
import { TripCard, tripCardBasics } from "./trip-card";

/** A departure that has run, with its trip (gatsby/graphql-schema.ts lists them as completedDepartures). */
export type CompletedDeparture = Queries.RecentTripCardFragment;

/** One trip can have run twice: its slug and the departure's start tell the cards apart. */
export const recentTripKey = (departure: CompletedDeparture) => `${departure.trip.slug}-${departure.startDate}`;

/** A completed trip: a 'Completed' badge, the month it ran, its rating and how many travelled. */
export function RecentTripCard({ departure }: { departure: CompletedDeparture }) {
  const messages = useMessages("trips");
  const seatWords = useMessages("seats");
  const lang = usePageLanguage();
  return (
    <TripCard
      {...tripCardBasics(departure.trip, `recent-${recentTripKey(departure)}`)}
      badge={
        <>
          <Icon name="check" size={14} />
          {messages.completed}
        </>
      }
      badgeDone
      facts={[
        {
          icon: "calendar",
          content: <time dateTime={departure.startDate}>{formatMonthYear(departure.startDate, lang)}</time>,
        },
        { icon: "users", content: formatTravellersJoined(departure.travellers, seatWords, lang) },
      ]}
    />
  );
}

export const recentTripCardFragment = graphql`
  fragment RecentTripCard on CompletedDeparture {
    startDate
    travellers
    trip {
      slug
      title
      location
      category
      liveReviews {
        ...TripCardReviews
      }
      imageAlt
      image {
        childImageSharp {
          ...TripCardImage
        }
      }
    }
  }
`;
