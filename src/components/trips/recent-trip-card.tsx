import { graphql } from "gatsby";
import { formatMonthYear, formatTravelersJoined } from "../../lib/format";
import { Icon } from "../ui/icon";
import { TripCard, tripCardBasics } from "./trip-card";

export type RecentTrip = Queries.RecentTripCardFragment;

/** A completed trip: a 'Completed' badge, when it last ran, its rating and how many travelled. */
export function RecentTripCard({ trip }: { trip: RecentTrip }) {
  return (
    <TripCard
      {...tripCardBasics(trip, "recent")}
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
          content: <time dateTime={trip.fields.lastDeparture}>{formatMonthYear(trip.fields.lastDeparture)}</time>,
        },
        { icon: "users", content: formatTravelersJoined(trip.participants) },
      ]}
    />
  );
}

export const recentTripCardFragment = graphql`
  fragment RecentTripCard on RecentTripsJson {
    jsonId
    slug
    title
    location
    category
    fields {
      lastDeparture
    }
    rating
    participants
    imageAlt
    image {
      childImageSharp {
        ...TripCardImage
      }
    }
  }
`;
