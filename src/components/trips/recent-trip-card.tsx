import { graphql } from "gatsby";
import { formatMonthYear, formatTravelersJoined } from "../../lib/format";
import { Icon } from "../ui/icon";
import { TripCard, tripCardBasics } from "./trip-card";

/** A batch that has run, with its trip (gatsby/schema.ts lists them as completedDepartures). */
export type CompletedDeparture = Queries.RecentTripCardFragment;

/** One trip can have run twice: its slug and the batch's start tell the cards apart. */
export const recentTripKey = (departure: CompletedDeparture) => `${departure.trip.slug}-${departure.startDate}`;

/** A completed trip: a 'Completed' badge, the month it ran, its rating and how many travelled. */
export function RecentTripCard({ departure }: { departure: CompletedDeparture }) {
  return (
    <TripCard
      {...tripCardBasics(departure.trip, `recent-${recentTripKey(departure)}`)}
      badge={
        <>
          <Icon name="check" size={14} />
          Completed
        </>
      }
      badgeTone="done"
      facts={[
        {
          icon: "calendar",
          content: <time dateTime={departure.startDate}>{formatMonthYear(departure.startDate)}</time>,
        },
        { icon: "users", content: formatTravelersJoined(departure.travelers) },
      ]}
    />
  );
}

export const recentTripCardFragment = graphql`
  fragment RecentTripCard on CompletedDeparture {
    startDate
    travelers
    trip {
      slug
      title
      location
      category
      rating
      imageAlt
      image {
        childImageSharp {
          ...TripCardImage
        }
      }
    }
  }
`;
