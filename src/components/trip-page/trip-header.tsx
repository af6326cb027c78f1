import { Link } from "gatsby";
import { ROUTES } from "../../../content/routes.mjs";
import { Icon } from "../ui/icon";
import { Picture, type SharpImage } from "../ui/picture";
import * as styles from "./trip-header.module.scss";

interface TripHeaderProps {
  title: string;
  summary: string;
  location: string;
  category: string;
  completed: boolean;
  image: SharpImage | null;
  imageAlt: string;
}

/** The trip's art across the page, with its title and one-paragraph summary. */
export function TripHeader({ title, summary, location, category, completed, image, imageAlt }: TripHeaderProps) {
  return (
    <header className={styles.header}>
      {image ? <Picture image={image.gatsbyImageData} alt={imageAlt} className={styles.art} priority /> : null}
      <div className={styles.headerText}>
        <Link to={ROUTES.trips} className={styles.allTrips}>
          <Icon name="arrowLeft" size={18} />
          All trips
        </Link>
        <p className={styles.eyebrow}>
          {category}
          {completed ? " · Completed trip" : ""}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.location}>
          <Icon name="mapPin" size={18} />
          {location}
        </p>
        <p className={styles.summary}>{summary}</p>
      </div>
    </header>
  );
}
