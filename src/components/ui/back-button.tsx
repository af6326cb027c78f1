import * as React from "react";
import { navigate } from "gatsby";
import { ROUTES } from "../../lib/routes";
import { Icon } from "./icon";
import * as styles from "./back-button.module.scss";

/**
 * Goes one step back in history, or home when the page was opened directly
 * (a new tab has a history length of 1). It is a real link to home, so it also
 * works before JavaScript loads.
 */
export function BackButton() {
  const goBack = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (window.history.length > 1) {
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
