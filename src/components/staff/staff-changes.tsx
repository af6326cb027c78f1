import type { StaffChangeLine } from "../../../requests/staff-roles";
import { formatInstant } from "./desk-format";
import { departureWords } from "./staff-holdings";
import * as styles from "./staff-desk.module.scss";

interface StaffChangesProps {
  changes: StaffChangeLine[];
  /** A trip's title by its slug, where the desk knows it. */
  titleOf: (trip: string) => string | null;
}

/** What one change left the person holding: their roles and the departures they lead, or nothing. */
function holdingsText(change: StaffChangeLine, titleOf: StaffChangesProps["titleOf"]): string {
  if (change.roles.length === 0) return `took ${change.email} off the staff`;
  const leading = change.departures.map((departure) => departureWords(departure, titleOf(departure.trip)));
  return `gave ${change.email} ${change.roles.join(", ")}${leading.length > 0 ? `, leading ${leading.join("; ")}` : ""}`;
}

/** The newest changes owners made to the staff, each with what the person held after it. */
export function StaffChanges({ changes, titleOf }: StaffChangesProps) {
  return (
    <section aria-labelledby="staff-changes-heading">
      <h2 id="staff-changes-heading">Changes</h2>
      {changes.length === 0 ? (
        <p className={styles.empty}>No owner has changed the staff on the desk yet.</p>
      ) : (
        <ol className={styles.history} aria-labelledby="staff-changes-heading">
          {changes.map((change, index) => (
            // Two changes may share a time and a person: the place in the list tells them apart.
            <li key={`${change.at} ${change.email} ${index}`}>
              <time dateTime={change.at}>{formatInstant(change.at)}</time>: {change.changedBy}{" "}
              {holdingsText(change, titleOf)}.
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
