import type * as React from "react";
import { Link, navigate } from "gatsby";
import { ROUTES } from "../../lib/routes";
import { Icon } from "./icon";
import * as styles from "./back-button.module.scss";

/**
 * Goes one step back in history, or home when the page was opened directly.
 * Gatsby's router stamps every in-site navigation's history entry with a key,
 * so an entry without one means the visitor arrived here from outside (a new
 * tab, a bookmark, another site) and "back" would leave the site. It is a real
 * link to home, so it also works before JavaScript loads.
 */
export function BackButton() {
  const goBack = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (cameFromThisSite()) {
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

function cameFromThisSite(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && "key" in state;
}

/** A link up to a fixed parent page (e.g. all openings), styled like the Back button. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <Icon name="arrowLeft" size={18} />
      {children}
    </Link>
  );
}
