import { Link } from "gatsby";
import { staffApi, type DepartureSeats } from "../../../requests/staff";
import { formatCount, formatDateRange } from "../../../content/format";
import { deskPathOf } from "./desk-location";
import { StaffState } from "./staff-state";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

/** '14 seats: 3 held, 8 sold, 3 free' — or 'overbooked by 2' when more are taken than the departure has. */
export function seatsText({ capacity, held, sold, free }: Pick<DepartureSeats, "capacity" | "held" | "sold" | "free">) {
  const left = free < 0 ? `overbooked by ${-free}` : `${free} free`;
  return `${formatCount(capacity, "seat", "seats")}: ${held} held, ${sold} sold, ${left}`;
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
                  <p className={departure.free <= 0 ? styles.full : undefined}>
                    {departure.overbooked ? <strong>Overbooked · </strong> : null}
                    {seatsText(departure)}
                  </p>
                  <p>
                    {formatCount(departure.confirmed, "traveller confirmed", "travellers confirmed")} ·{" "}
                    {formatCount(departure.waiting, "on the waitlist", "on the waitlist")}
                    {departure.arrived > 0 ? ` · ${departure.arrived} of ${departure.sold} checked in` : null}
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
