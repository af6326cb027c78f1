import { ROUTES } from "../../../content/routes.mjs";
import { ButtonLink } from "../ui/button-link";
import * as styles from "./see-all-trips.module.scss";

/** A capped query's answer: the trips it shows and how many there are in all. */
interface CappedList {
  nodes: readonly unknown[];
  totalCount: number;
}

/** Under a capped list: where the rest of the trips are, said only when there are more. */
export function SeeAllTrips({ list, label }: { list: CappedList; label: string }) {
  if (list.totalCount <= list.nodes.length) return null;
  return (
    <p className={styles.more}>
      <ButtonLink to={ROUTES.trips} variant="outline">
        {label} ({list.totalCount})
      </ButtonLink>
    </p>
  );
}
