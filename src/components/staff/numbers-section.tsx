// The Numbers section as the desk loads it: its charts come in their own chunk, fetched the first time
// someone opens Numbers, so the desk's first load for everyone else does not carry them.
import * as React from "react";
import type { DeskView } from "./desk-location";
import * as styles from "./staff-desk.module.scss";

const NumbersView = React.lazy(() => import(/* webpackChunkName: "desk-numbers" */ "./numbers/numbers-view"));

export function NumbersSection({ address }: { address: Extract<DeskView, { view: "numbers" }> }) {
  return (
    <React.Suspense
      fallback={
        <p className={styles.loading} role="status">
          Loading the numbers…
        </p>
      }
    >
      <NumbersView address={address} />
    </React.Suspense>
  );
}
