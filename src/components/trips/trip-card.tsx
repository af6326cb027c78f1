import type { ReactNode } from "react";
import { graphql } from "gatsby";
import { Picture, type SharpImage } from "../ui/picture";
import { LocalLink } from "../ui/local-link";
import { tripPath } from "../../../content/routes.mjs";
import { useMessages } from "../../hooks/use-messages";
import { categoryName } from "../../lib/trips";
import { Icon, type IconName } from "../ui/icon";
import { ReviewBadge } from "../reviews/review-badge";
import type { LiveReviewsMarkup } from "../../../content/review-marks";
import type { seatMarks } from "../../../content/departures";
import * as styles from "./trip-card.module.scss";

interface TripCardProps {
  /** Unique within the page; names the card by its title for screen readers. */
  id: string;
  title: string;
  /** The trip's own page, which the title links to. */
  href: string;
  location: string;
  /** The trip's category as data/ names it ('Mountain'); the card shows it in the page's words. */
  category: string;
  image: SharpImage | null;
  imageAlt: string;
  /** Whether the art is the page's largest image, fetched at once; otherwise it loads as it nears the screen. */
  imagePriority?: boolean;
  /** The trip's live reviews (its `liveReviews`): the rating its card shows, once it has any. */
  reviews: Pick<LiveReviewsMarkup, "reviewKey" | "badgeHtml" | "cardBadgeHtml">;
  /** The corner badge over the art, e.g. seats left or 'Completed'. */
  badge: ReactNode;
  /** Colours the badge as a completed trip's; an upcoming trip's follows its seats (badgeAttributes). */
  badgeDone?: boolean;
  /** Attributes of the badge: the seat marks that let the Worker put in the live seats (content/departures.ts). */
  badgeAttributes?: ReturnType<typeof seatMarks>;
  facts: { icon: IconName; content: ReactNode }[];
  /** Price and actions, pinned to the bottom of the card. */
  footer?: ReactNode;
}

interface TripBasics {
  slug: string;
  title: string;
  location: string;
  category: string;
  image: { childImageSharp: SharpImage | null };
  imageAlt: string;
  liveReviews: Pick<LiveReviewsMarkup, "reviewKey" | "badgeHtml" | "cardBadgeHtml">;
}

/** The props every trip fragment supplies in the same shape; `id` must be unique within the page. */
export function tripCardBasics(trip: TripBasics, id: string) {
  return {
    id,
    title: trip.title,
    href: tripPath(trip.slug),
    location: trip.location,
    category: trip.category,
    image: trip.image.childImageSharp,
    imageAlt: trip.imageAlt,
    reviews: trip.liveReviews,
  };
}

/** The card both trip lists share: art with category and badge, place, rating from its reviews, title and key facts. */
export function TripCard({
  id,
  title,
  href,
  location,
  category,
  image,
  imageAlt,
  imagePriority = false,
  reviews,
  badge,
  badgeDone = false,
  badgeAttributes,
  facts,
  footer,
}: TripCardProps) {
  const titleId = `${id}-title`;
  const messages = useMessages("trips");
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {image ? (
          <Picture image={image.gatsbyImageData} alt={imageAlt} className={styles.image} priority={imagePriority} />
        ) : null}
        <span className={styles.category}>{categoryName(category, messages)}</span>
        <span className={badgeDone ? `${styles.badge} ${styles.badgeDone}` : styles.badge} {...badgeAttributes}>
          {badge}
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.topline}>
          <span className={styles.location}>
            <Icon name="mapPin" size={16} />
            {location}
          </span>
          <ReviewBadge reviews={reviews} quiet />
        </div>
        <h3 id={titleId} className={styles.title}>
          <LocalLink to={href} className={styles.titleLink}>
            {title}
          </LocalLink>
        </h3>
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact.icon}>
              <Icon name={fact.icon} size={16} />
              {fact.content}
            </li>
          ))}
        </ul>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
}

/**
 * The words of every trip card, upcoming or completed, and of the sections
 * that list them: `messages(lang: $lang) { ...TripCardMessages }` on each
 * page that shows one.
 */
export const tripCardMessagesFragment = graphql`
  fragment TripCardMessages on SiteMessages {
    trips
    seats
  }
`;

/** What a card shows of its trip's reviews: its rating and their count, live (content/review-markup.ts). */
export const tripCardReviewsFragment = graphql`
  fragment TripCardReviews on LiveReviews {
    reviewKey
    badgeHtml
    cardBadgeHtml
  }
`;

/**
 * The art every trip card shows: 3:2, sized for the one-to-three column grid.
 * On a phone the card is the screen less the page's 1rem sides, and the
 * candidates (180 to 1440 px) include 1080: a browser takes the first one
 * at least as wide as the card at its pixel ratio, so a 412 px phone at
 * 1.75× (665 pixels) gets the 720 and a 390 px phone at 3× (1074) the 1080,
 * where with `100vw` and no 1080 the first got the 1440, four times the pixels.
 */
export const tripCardImageFragment = graphql`
  fragment TripCardImage on ImageSharp {
    gatsbyImageData(
      width: 720
      aspectRatio: 1.5
      placeholder: BLURRED
      formats: [AUTO, WEBP, AVIF]
      outputPixelDensities: [0.25, 0.5, 1, 1.5, 2]
      sizes: "(min-width: 64rem) 23rem, (min-width: 36rem) 50vw, calc(100vw - 2rem)"
    )
  }
`;
