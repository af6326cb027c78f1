import { useMessages } from "../../hooks/use-messages";
import { Picture, type SharpImage } from "../ui/picture";
import * as styles from "./about-story.module.scss";

interface AboutStoryProps {
  heading: string;
  story: readonly string[];
  stats: readonly { value: string; label: string }[];
  /** data/images/about/campfire-circle.jpg, from the page query. */
  art: SharpImage | null;
}

/** The company's story beside the campfire art, and the numbers that back it up. */
export function AboutStory({ heading, story, stats, art }: AboutStoryProps) {
  const messages = useMessages("about");
  return (
    <section className={styles.story} aria-labelledby="our-story">
      <div className={styles.storyInner}>
        <div className={styles.storyText}>
          <p className={styles.eyebrow}>{messages.storyEyebrow}</p>
          <h2 id="our-story" className={styles.heading}>
            {heading}
          </h2>
          {/* Static text that never reorders, so the position is a stable key. */}
          {story.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {art ? <Picture image={art.gatsbyImageData} alt={messages.storyArtAlt} className={styles.storyArt} /> : null}
      </div>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
