import { graphql } from "gatsby";
import { formatMonthYear, formatTravelersJoined } from "../../lib/format";
import { Icon } from "../ui/icon";
import { TripCard, tripCardBasics } from "./trip-card";
import * as styles from "./trip-card.module.scss";

export type RecentTrip = Queries.RecentTripCardFragment;

/** A completed trip: a 'Completed' badge, when it ran, its rating and group size. */
export function RecentTripCard({ trip }: { trip: RecentTrip }) {
  return (
    <TripCard
      {...tripCardBasics(trip, "recent")}
      badge={
        <span className={`${styles.badge} ${styles.badgeDone}`}>
          <Icon name="check" size={14} />
          Completed
        </span>
      }
      facts={[
        { icon: "calendar", content: <time dateTime={trip.date}>{formatMonthYear(trip.date)}</time> },
        { icon: "users", content: formatTravelersJoined(trip.participants) },
      ]}
    />
  );
}

export const recentTripCardFragment = graphql`
  fragment RecentTripCard on RecentTripsJson {
    jsonId
    title
    location
    category
    date
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
