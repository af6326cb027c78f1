import { ROUTES, contactLink } from "../../../content/routes.mjs";
import { useMessages } from "../../hooks/use-messages";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { Picture, type SharpImage } from "../ui/picture";
import * as styles from "./hero.module.scss";

interface HeroProps {
  /** The company's numbers from data/about.json, shown under the calls to action. */
  highlights: readonly { value: string; label: string }[];
  /** data/images/hero/himalayan-sunrise.jpg, from the page query. */
  art: SharpImage | null;
}

/** The home page's opening: headline, the two calls to action and the hero art (the LCP image, so eager). */
export function Hero({ highlights, art }: HeroProps) {
  const messages = useMessages("home");
  return (
    <div className={styles.hero}>
      {art ? <Picture image={art.gatsbyImageData} alt="" className={styles.art} priority /> : null}
      <div className={styles.scrim} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{messages.heroEyebrow}</p>
        <h1 className={styles.title}>{messages.heroTitle}</h1>
        <p className={styles.lead}>{messages.heroLead}</p>
        <div className={styles.actions}>
          <ButtonLink to={ROUTES.trips}>
            {messages.exploreTrips}
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to={contactLink("custom-trip")} variant="light">
            {messages.planCustomTrip}
          </ButtonLink>
        </div>
        <ul className={styles.proof}>
          {highlights.map((highlight) => (
            <li key={highlight.label}>
              <Icon name="check" size={18} />
              <span>
                <strong>{highlight.value}</strong> {highlight.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
