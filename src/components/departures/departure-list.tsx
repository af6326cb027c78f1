import { Link } from "gatsby";
import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../lib/format";
import { type ListedDeparture, isSoldOut } from "../../../content/departures";
import { tripPath } from "../../../content/routes.mjs";
import { useBookingDialog } from "../booking/use-booking-dialog";
import { buttonClass } from "../ui/button";
import * as styles from "./departure-list.module.scss";

/**
 * Departures one under another, soonest first: when, which trip and where,
 * the price and the seats left, and a button that books that departure (or
 * asks for a waitlist place when it is full) in the booking dialog.
 */
export function DepartureList({ departures, label }: { departures: readonly ListedDeparture[]; label: string }) {
  const booking = useBookingDialog();
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {departures.map((departure) => {
          const { trip } = departure;
          const dates = formatDateRange(departure.startDate, departure.endDate);
          const soldOut = isSoldOut(departure);
          return (
            <li key={`${trip.slug}-${departure.startDate}`} className={styles.departure}>
              <p className={styles.when}>
                <time dateTime={departure.startDate}>{dates}</time>
                <span className={styles.duration}>{formatDuration(departure.startDate, departure.endDate)}</span>
              </p>
              <h3 className={styles.title}>
                <Link to={tripPath(trip.slug)}>{trip.title}</Link>
              </h3>
              <p className={styles.place}>{trip.location}</p>
              <p className={styles.price}>
                {formatRupees(trip.price)} <span className={styles.perPerson}>per person + GST</span>
              </p>
              <p className={`${styles.seats} ${soldOut ? styles.soldOut : ""}`}>
                {formatSpotsLeft(departure.seatsLeft)}
              </p>
              <button
                type="button"
                className={`${buttonClass(soldOut ? "outline" : "primary")} ${styles.action}`}
                {...booking.triggerFor({ slug: trip.slug, title: trip.title, price: trip.price, departure })}
              >
                {soldOut ? "Join waitlist" : "Book Now"}
                <span className={styles.visuallyHidden}>
                  {" "}
                  for {trip.title}, {dates}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {booking.dialog}
    </>
  );
}
