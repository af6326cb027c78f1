import { ROUTES } from "../../../content/routes.mjs";
import { useMessages } from "../../hooks/use-messages";
import { ButtonLink } from "../ui/button-link";
import * as styles from "./see-all-trips.module.scss";

/** A capped query's answer: the trips it shows and how many there are in all. */
interface CappedList {
  nodes: readonly unknown[];
  totalCount: number;
}

/** Which trips a capped list holds: those still to leave, or those that have run. */
export type CappedTrips = "upcoming" | "completed";

/** Under a capped list: where the rest of the trips are, said only when there are more. */
export function SeeAllTrips({ list, trips }: { list: CappedList; trips: CappedTrips }) {
  const messages = useMessages("trips");
  if (list.totalCount <= list.nodes.length) return null;
  return (
    <p className={styles.more}>
      <ButtonLink to={ROUTES.trips} variant="outline">
        {trips === "upcoming" ? messages.seeAllUpcoming : messages.seeMoreCompleted} ({list.totalCount})
      </ButtonLink>
    </p>
  );
}
