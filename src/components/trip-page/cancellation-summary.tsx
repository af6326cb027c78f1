import { Link } from "gatsby";
import { ROUTES } from "../../lib/routes";
import * as styles from "./trip-page.module.scss";

/** The anchor of the cancellation rules in data/policies.json's terms, which trip pages summarise and link to. */
export const CANCELLATION_ANCHOR = "cancellation";

/** The refund rules from the terms, where a traveller deciding on dates reads them. */
export function CancellationSummary({ rules }: { rules: readonly string[] }) {
  return (
    <section className={styles.block} aria-labelledby="cancellation-heading">
      <h2 id="cancellation-heading" className={styles.blockTitle}>
        If you need to cancel
      </h2>
      <ul className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        <Link to={`${ROUTES.terms}#${CANCELLATION_ANCHOR}`}>Read the full terms and conditions</Link>, including changes
        to a booking and what happens if we cancel.
      </p>
    </section>
  );
}
