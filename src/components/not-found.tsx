import * as React from "react";
import { useHydrated } from "../hooks/use-hydrated";
import { ROUTES } from "../../content/routes.mjs";
import { ButtonLink } from "./ui/button-link";
import * as styles from "./not-found.module.scss";

/** The 404 view. Logs the unknown path so broken links show up in monitoring and the console. */
export function NotFound({ pathname }: { pathname: string }) {
  // The static 404.html is rendered once for every unknown path, so the path is
  // only known in the browser: show it after hydration to keep the markup identical.
  const missingPath = useHydrated() ? pathname : null;
  React.useEffect(() => {
    console.error(`404: no page exists at '${pathname}'`);
  }, [pathname]);
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span className={styles.hidden}>404 — </span>Oops! Page not found
      </h1>
      <p className={styles.text}>
        {missingPath ? (
          <>
            The page <code>{missingPath}</code> does not exist.
          </>
        ) : (
          "This page does not exist."
        )}{" "}
        It may have moved, or the link may be mistyped.
      </p>
      <ButtonLink to={ROUTES.home}>Back to home</ButtonLink>
    </div>
  );
}
