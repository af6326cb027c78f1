import * as React from "react";
import { Link } from "gatsby";
import { formatLongDate } from "../../../../content/format";
import { deskPathOf, type DeskView } from "../desk-location";
import { formatInstant } from "../desk-format";
import { keptRosters } from "./kept-rosters";
import { RosterView } from "./roster-view";
import * as desk from "../staff-desk.module.scss";

/**
 * The desk when the server cannot be reached at all: the rosters kept on this phone, each opened with
 * its PIN, and a way to try the connection again. Nothing else of the desk works without it.
 */
export function OfflineRosters({ asked, onRetry }: { asked: DeskView; onRetry: () => void }) {
  const [copies] = React.useState(keptRosters);
  const askedCopy =
    asked.view === "roster"
      ? copies.find((copy) => copy.trip === asked.trip && copy.startDate === asked.startDate)
      : undefined;
  if (askedCopy) {
    return <RosterView trip={askedCopy.trip} startDate={askedCopy.startDate} email={askedCopy.email} />;
  }
  return (
    <div className={desk.notice} role="alert">
      <h2>No connection</h2>
      <p>
        The desk cannot reach the server: there is no connection, or your sign-in has run out.
        {copies.length > 0 ? " These rosters are kept on this phone and open with your PIN:" : null}
      </p>
      {copies.length > 0 ? (
        <ul>
          {copies.map((copy) => (
            <li key={copy.copyId}>
              <Link to={deskPathOf({ view: "roster", trip: copy.trip, startDate: copy.startDate })}>
                {copy.title}, {formatLongDate(copy.startDate)}
              </Link>{" "}
              (kept {formatInstant(copy.takenAt)})
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className={desk.button} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
