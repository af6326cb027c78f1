import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { formatMonthYear, formatTravelersJoined } from "../../lib/format";
import { Icon } from "../ui/icon";
import { Rating } from "../ui/rating";
import * as styles from "./trip-card.module.scss";

export type RecentTrip = Queries.RecentTripCardFragment;

/** A completed trip: art with a 'Completed' badge, when it ran, its rating and group size. */
export function RecentTripCard({ trip }: { trip: RecentTrip }) {
  const image = getImage(trip.image.childImageSharp);
  const titleId = `recent-${trip.jsonId}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {image ? <GatsbyImage image={image} alt={trip.imageAlt} className={styles.image} /> : null}
        <span className={styles.category}>{trip.category}</span>
        <span className={`${styles.badge} ${styles.badgeDone}`}>
          <Icon name="check" size={14} />
          Completed
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.topline}>
          <span className={styles.location}>
            <Icon name="mapPin" size={16} />
            {trip.location}
          </span>
          <Rating value={trip.rating} />
        </div>
        <h3 id={titleId} className={styles.title}>
          {trip.title}
        </h3>
        <ul className={styles.facts}>
          <li>
            <Icon name="calendar" size={16} />
            <time dateTime={trip.date}>{formatMonthYear(trip.date)}</time>
          </li>
          <li>
            <Icon name="users" size={16} />
            {formatTravelersJoined(trip.participants)}
          </li>
        </ul>
      </div>
    </article>
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
        gatsbyImageData(
          width: 720
          aspectRatio: 1.5
          placeholder: BLURRED
          formats: [AUTO, WEBP, AVIF]
          sizes: "(min-width: 64rem) 23rem, (min-width: 36rem) 50vw, 100vw"
        )
      }
    }
  }
`;
