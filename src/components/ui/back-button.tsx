import type * as React from "react";
import { navigate } from "gatsby";
import { siteStepsOf } from "../../gatsby-hooks/site-steps";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { localePath, ROUTES } from "../../../content/routes.mjs";
import { Icon } from "./icon";
import { LocalLink } from "./local-link";
import * as styles from "./back-button.module.scss";

/**
 * Goes one step back in history, or home when the page was opened directly (a
 * new tab, a bookmark, another site), where "back" would leave the site. Each
 * history entry records how many in-site steps led to it (site-steps.ts), so
 * this holds whatever form of the URL opened the page. It is a real link to
 * home (the home page of the page's language), so it also works before JavaScript loads.
 */
export function BackButton() {
  const home = localePath(usePageLanguage(), ROUTES.home);
  const messages = useMessages("common");
  const goBack = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (siteStepsOf(window.history.state) > 0) {
      window.history.back();
    } else {
      void navigate(home);
    }
  };
  return (
    <a href={home} className={styles.back} onClick={goBack}>
      <Icon name="arrowLeft" size={18} />
      {messages.back}
    </a>
  );
}

/** A link up to a fixed parent page (e.g. the Careers page, by its English route), styled like the Back button. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <LocalLink to={to} className={styles.back}>
      <Icon name="arrowLeft" size={18} />
      {children}
    </LocalLink>
  );
}
