import { ROUTES } from "../../../content/routes.mjs";
import { fillMessage } from "../../../content/fill-message";
import { useMessages } from "../../hooks/use-messages";
import { categoryName } from "../../lib/trips";
import { Icon } from "../ui/icon";
import { LocalLink } from "../ui/local-link";
import { Picture, type SharpImage } from "../ui/picture";
import * as styles from "./trip-header.module.scss";

interface TripHeaderProps {
  title: string;
  summary: string;
  location: string;
  /** As data/ names it ('Mountain'); shown in the page's words. */
  category: string;
  completed: boolean;
  image: SharpImage | null;
  imageAlt: string;
}

/** The trip's art across the page, with its title and one-paragraph summary. */
export function TripHeader({ title, summary, location, category, completed, image, imageAlt }: TripHeaderProps) {
  const messages = useMessages("tripPage");
  const categoryWords = categoryName(category, useMessages("trips"));
  return (
    <header className={styles.header}>
      {image ? <Picture image={image.gatsbyImageData} alt={imageAlt} className={styles.art} priority /> : null}
      <div className={styles.headerText}>
        <LocalLink to={ROUTES.trips} className={styles.allTrips}>
          <Icon name="arrowLeft" size={18} />
          {messages.allTrips}
        </LocalLink>
        <p className={styles.eyebrow}>
          {completed ? fillMessage(messages.completedEyebrow, { category: categoryWords }) : categoryWords}
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
