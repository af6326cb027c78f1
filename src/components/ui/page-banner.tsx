import type * as React from "react";
import * as styles from "./page-banner.module.scss";

interface PageBannerProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Placed above the title, e.g. a Back button. */
  before?: React.ReactNode;
}

/** The heading band at the top of inner pages; holds the page's only h1. */
export function PageBanner({ eyebrow, title, intro, before }: PageBannerProps) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        {before}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
    </div>
  );
}
