import type * as React from "react";
import * as styles from "./staff-desk.module.scss";

/** Terms and their values, as the desk lists a request's details and a booking's money; `children` adds more pairs. */
export function DetailList({ rows, children }: { rows: [string, React.ReactNode][]; children?: React.ReactNode }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
