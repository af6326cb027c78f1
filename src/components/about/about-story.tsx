import { StaticImage } from "gatsby-plugin-image";
import * as styles from "./about-story.module.scss";

interface AboutStoryProps {
  heading: string;
  story: readonly string[];
  stats: readonly { value: string; label: string }[];
}

/** The company's story beside the campfire art, and the numbers that back it up. */
export function AboutStory({ heading, story, stats }: AboutStoryProps) {
  return (
    <section className={styles.story} aria-labelledby="our-story">
      <div className={styles.storyInner}>
        <div className={styles.storyText}>
          <p className={styles.eyebrow}>Our story</p>
          <h2 id="our-story" className={styles.heading}>
            {heading}
          </h2>
          {/* Static text that never reorders, so the position is a stable key. */}
          {story.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <StaticImage
          src="../../../data/images/about/campfire-circle.jpg"
          alt="Illustration of four travellers sitting around a campfire under a starry sky, with tents and mountains behind them"
          className={styles.storyArt}
          width={640}
          aspectRatio={1.25}
          placeholder="blurred"
          formats={["auto", "webp", "avif"]}
        />
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
