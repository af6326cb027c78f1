import * as React from "react";
import { useHydrated } from "../hooks/use-hydrated";
import { ROUTES } from "../../content/routes.mjs";
import { messageParts } from "../../content/fill-message";
import { useMessages } from "../hooks/use-messages";
import { ButtonLink } from "./ui/button-link";
import * as styles from "./not-found.module.scss";

/** The 404 view. Logs the unknown path so broken links show up in monitoring and the console. */
export function NotFound({ pathname }: { pathname: string }) {
  // The static 404.html is rendered once for every unknown path, so the path is
  // only known in the browser: show it after hydration to keep the markup identical.
  const missingPath = useHydrated() ? pathname : null;
  const messages = useMessages("notFound");
  React.useEffect(() => {
    console.error(`404: no page exists at '${pathname}'`);
  }, [pathname]);
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span className={styles.hidden}>404 — </span>
        {messages.heading}
      </h1>
      <p className={styles.text}>
        {missingPath
          ? messageParts(messages.missingPath, { path: <code key="path">{missingPath}</code> })
          : messages.missingPage}{" "}
        {messages.hint}
      </p>
      <ButtonLink to={ROUTES.home}>{messages.backHome}</ButtonLink>
    </div>
  );
}
