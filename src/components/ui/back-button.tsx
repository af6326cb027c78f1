import type * as React from "react";
import { Link, navigate } from "gatsby";
import { siteStepsOf } from "../../gatsby-hooks/site-steps";
import { ROUTES } from "../../../content/routes.mjs";
import { Icon } from "./icon";
import * as styles from "./back-button.module.scss";

/**
 * Goes one step back in history, or home when the page was opened directly (a
 * new tab, a bookmark, another site), where "back" would leave the site. Each
 * history entry records how many in-site steps led to it (site-steps.ts), so
 * this holds whatever form of the URL opened the page. It is a real link to
 * home, so it also works before JavaScript loads.
 */
export function BackButton() {
  const goBack = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (siteStepsOf(window.history.state) > 0) {
      window.history.back();
    } else {
      void navigate(ROUTES.home);
    }
  };
  return (
    <a href={ROUTES.home} className={styles.back} onClick={goBack}>
      <Icon name="arrowLeft" size={18} />
      Back
    </a>
  );
}

/** A link up to a fixed parent page (e.g. the Careers page), styled like the Back button. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <Icon name="arrowLeft" size={18} />
      {children}
    </Link>
  );
}
