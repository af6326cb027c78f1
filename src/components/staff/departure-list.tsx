import { Link } from "gatsby";
import { staffApi, type DepartureSeats } from "../../../requests/staff";
import { formatCount, formatDateRange } from "../../lib/format";
import { deskPathOf } from "./desk-location";
import { StaffState } from "./staff-state";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

/** 'Seats left: 4 of the 6 on the site when it was built' — or how many it is over. */
export function seatsLeftText({ seatsLeft, seatsAtBuild }: Pick<DepartureSeats, "seatsLeft" | "seatsAtBuild">) {
  const now = seatsLeft < 0 ? `overbooked by ${-seatsLeft}` : formatCount(seatsLeft, "seat left", "seats left");
  return `${now} (${seatsAtBuild} when the site was built)`;
}

/** Every departure that has not ended, soonest first, with its seats and a way to its manifest. */
export function DepartureListView() {
  const [state, reload] = useStaffData<DepartureSeats[]>(staffApi.departures);
  return (
    <>
      <ViewHeading>Departures</ViewHeading>
      <StaffState state={state} what="departures" onRetry={reload}>
        {(departures) =>
          departures.length === 0 ? (
            <p className={styles.empty}>No departures are scheduled.</p>
          ) : (
            <ul className={styles.departures}>
              {departures.map((departure) => (
                <li key={`${departure.trip.slug} ${departure.startDate}`} className={styles.departure}>
                  <h2>
                    <Link
                      to={deskPathOf({ view: "manifest", trip: departure.trip.slug, startDate: departure.startDate })}
                    >
                      {departure.trip.title}, {formatDateRange(departure.startDate, departure.endDate)}
                    </Link>
                  </h2>
                  <p className={departure.seatsLeft <= 0 ? styles.full : undefined}>{seatsLeftText(departure)}</p>
                  <p>
                    {formatCount(departure.confirmed, "traveller confirmed", "travellers confirmed")} ·{" "}
                    {formatCount(departure.waiting, "on the waitlist", "on the waitlist")}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </StaffState>
    </>
  );
}
