import * as React from "react";
import * as styles from "./staff-desk.module.scss";

/** Why a desk form's change was not made; `stale` when the request changed since the desk showed it (409). */
export interface DeskFailure {
  message: string;
  stale: boolean;
}

/**
 * A desk form's refusal, in an alert that takes focus as it appears (so a
 * screen reader and the keyboard are where the problem is), with a way to
 * show the latest copy when the request changed meanwhile (`onStale`, for
 * forms that change a copy of something).
 */
export function FailureAlert({ failure, onStale }: { failure: DeskFailure | null; onStale?: () => void }) {
  const alert = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div className={styles.error} role="alert" tabIndex={-1} ref={alert}>
      <p>{failure.message}</p>
      {failure.stale && onStale ? (
        <button type="button" className={styles.button} onClick={onStale}>
          Show the latest
        </button>
      ) : null}
    </div>
  );
}
