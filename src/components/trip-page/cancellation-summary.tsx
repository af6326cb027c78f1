import { Link } from "gatsby";
import { CANCELLATION_ANCHOR, ROUTES } from "../../lib/routes";
import * as styles from "./cancellation-summary.module.scss";
import { TripSection } from "./trip-section";

/** The terms as a page query or data/policies.json holds them; null when there are none. */
interface Terms {
  sections: readonly { anchor?: string | null; points: readonly string[] }[];
}

/** The refund rules of the terms' cancellation section; the content check makes sure the terms have them. */
export const cancellationRulesOf = (terms: Terms | null | undefined): readonly string[] =>
  terms?.sections.find((section) => section.anchor === CANCELLATION_ANCHOR)?.points ?? [];

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
