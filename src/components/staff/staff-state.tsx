import type * as React from "react";
import type { StaffData } from "./use-staff-data";
import * as styles from "./staff-desk.module.scss";

/** Shown instead of any data when the staff API does not know who is asking. */
export function SignedOut() {
  return (
    <div className={styles.notice} role="alert">
      <h2>Staff only</h2>
      <p>
        Sign in through Cloudflare Access with your agency email, then reload this page. If you are signed in and still
        see this, ask whoever runs the site to add your email to the desk&apos;s Access policy.
      </p>
    </div>
  );
}

/** Shown instead of any data to someone Access signed in whom no owner has put on the staff list. */
export function NotOnStaffList({ message }: { message: string }) {
  return (
    <div className={styles.notice} role="alert">
      <h2>Not on the staff list</h2>
      <p>{message}</p>
    </div>
  );
}

interface StaffStateProps<T> {
  state: StaffData<T>;
  /** What is loading, for the status message: 'requests'. */
  what: string;
  onRetry: () => void;
  children: (data: T) => React.ReactNode;
}

/** The data at `state`, or what stands in for it: loading, signed out, not on the staff list, or the server's refusal with Try again. */
export function StaffState<T>({ state, what, onRetry, children }: StaffStateProps<T>) {
  if (state.outcome === "loading") {
    return (
      <p className={styles.loading} role="status">
        Loading {what}…
      </p>
    );
  }
  if (state.outcome === "signed-out") return <SignedOut />;
  if (state.outcome === "not-staff") return <NotOnStaffList message={state.message} />;
  if (state.outcome === "refused") {
    return (
      <div className={styles.notice} role="alert">
        <p>{state.message}</p>
        <button type="button" className={styles.button} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
