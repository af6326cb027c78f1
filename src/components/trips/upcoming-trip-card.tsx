import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../lib/format";
import { contactLink } from "../../lib/routes";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { Rating } from "../ui/rating";
import * as styles from "./trip-card.module.scss";

export type UpcomingTrip = Queries.UpcomingTripCardFragment;

/** A bookable departure: art, category, dates, duration, price, rating and seats left. */
export function UpcomingTripCard({ trip }: { trip: UpcomingTrip }) {
  const image = getImage(trip.image.childImageSharp);
  const titleId = `trip-${trip.jsonId}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {image ? <GatsbyImage image={image} alt={trip.imageAlt} className={styles.image} /> : null}
        <span className={styles.category}>{trip.category}</span>
        <span className={`${styles.badge} ${trip.spots <= 5 ? styles.badgeUrgent : ""}`}>{formatSpotsLeft(trip.spots)}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.topline}>
          <span className={styles.location}>
            <Icon name="mapPin" size={16} />
            {trip.location}
          </span>
          <Rating value={trip.rating} reviews={trip.reviews} />
        </div>
        <h3 id={titleId} className={styles.title}>
          {trip.title}
        </h3>
        <ul className={styles.facts}>
          <li>
            <Icon name="calendar" size={16} />
            <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate)}</time>
          </li>
          <li>
            <Icon name="clock" size={16} />
            {formatDuration(trip.startDate, trip.endDate)}
          </li>
        </ul>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.priceValue}>{formatRupees(trip.price)}</span>
            <span className={styles.priceUnit}> per person</span>
          </p>
          <Link to={contactLink("booking")} className={buttonClass("primary")}>
            Book Now<span className={styles.visuallyHidden}> for {trip.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

export const upcomingTripCardFragment = graphql`
  fragment UpcomingTripCard on UpcomingTripsJson {
    jsonId
    title
    location
    category
    startDate
    endDate
    price
    rating
    reviews
    spots
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
