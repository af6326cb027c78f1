import type * as React from "react";
import * as styles from "./trip-section.module.scss";

interface TripSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: string;
  children: React.ReactNode;
}

/** One titled part of a trip page's main column (highlights, itinerary, what the price covers …). */
export function TripSection({ headingId, title, children }: TripSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
