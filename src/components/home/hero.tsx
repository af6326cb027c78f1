import { ROUTES, contactLink } from "../../../content/routes.mjs";
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
  return (
    <div className={styles.hero}>
      {art ? <Picture image={art.gatsbyImageData} alt="" className={styles.art} priority /> : null}
      <div className={styles.scrim} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>Group trips across India</p>
        <h1 className={styles.title}>Travel India together, with people who become friends.</h1>
        <p className={styles.lead}>
          Himalayan passes, desert camps, backwaters and pilgrim towns — in small groups with a trip lead who handles
          everything, for one clear price.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={ROUTES.trips}>
            Explore Trips
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to={contactLink("custom-trip")} variant="light">
            Plan Custom Trip
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
