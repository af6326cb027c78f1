import { ROUTES } from "../../../content/routes.mjs";
import { ButtonLink } from "../ui/button-link";
import * as styles from "./see-all-trips.module.scss";

/** Under a capped list: where the rest of the trips are, said only when there are more. */
export function SeeAllTrips({ shown, total, label }: { shown: number; total: number; label: string }) {
  if (total <= shown) return null;
  return (
    <p className={styles.more}>
      <ButtonLink to={ROUTES.trips} variant="outline">
        {label} ({total})
      </ButtonLink>
    </p>
  );
}
