import { Link } from "gatsby";
import { CANCELLATION_ANCHOR, ROUTES } from "../../lib/routes";
import * as styles from "./cancellation-summary.module.scss";
import { TripSection } from "./trip-section";

/** The refund rules from the terms, where a traveller deciding on dates reads them. */
export function CancellationSummary({ rules }: { rules: readonly string[] }) {
  return (
    <TripSection headingId="cancellation-heading" title="If you need to cancel">
      <ul className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        <Link to={`${ROUTES.terms}#${CANCELLATION_ANCHOR}`}>Read the full terms and conditions</Link>, including changes
        to a booking and what happens if we cancel.
      </p>
    </TripSection>
  );
}
