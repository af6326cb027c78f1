import type * as React from "react";
import * as styles from "./section.module.scss";

interface SectionProps {
  /** The section's anchor (e.g. /about-us/#press); also ties the heading to the region. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "plain" | "sand" | "teal";
  children: React.ReactNode;
}

/** A page section with a labelled heading; the heading names the region for screen readers. */
export function Section({ id, eyebrow, title, intro, tone = "plain", children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
