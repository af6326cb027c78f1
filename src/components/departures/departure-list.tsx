import { graphql } from "gatsby";
import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../../content/format";
import { fillMessage } from "../../../content/fill-message";
import { seatKeyOf, type ListedDeparture, seatActionLabel, seatMarks } from "../../../content/departures";
import { tripPath } from "../../../content/routes.mjs";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { useBookingDialog } from "../booking/use-booking-dialog";
import { buttonClass } from "../ui/button";
import { LocalLink } from "../ui/local-link";
import * as styles from "./departure-list.module.scss";

/** Rows a page lays out with itself: more than a phone's or a desktop's first screen holds, and the space below it the browser lays out ahead. */
export const ROWS_LAID_OUT_WITH_PAGE = 15;

interface DepartureListProps {
  departures: readonly ListedDeparture[];
  label: string;
  /**
   * How many rows are laid out with the page; the rest only as they come near
   * the screen. A page's own list lays out what its first screen shows
   * (ROWS_LAID_OUT_WITH_PAGE), or laying them out later would move what is
   * below them; an answer to the visitor's input (the finder's) can lay out
   * every row late, as a move right after an input is no layout shift.
   */
  laidOutWithPage?: number;
}

/**
 * Departures one under another, soonest first: when, which trip and where,
 * its price and the seats left, and a button that books that departure (or
 * asks for a waitlist place when it is full) in the booking dialog.
 */
export function DepartureList({ departures, label, laidOutWithPage = 0 }: DepartureListProps) {
  const messages = useMessages("departures");
  const seatWords = useMessages("seats");
  const lang = usePageLanguage();
  const booking = useBookingDialog();
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {departures.map((departure, index) => {
          const { trip } = departure;
          const dates = formatDateRange(departure.startDate, departure.endDate, lang);
          const seatKey = seatKeyOf(trip.slug, departure.startDate);
          return (
            <li
              key={`${trip.slug}-${departure.startDate}`}
              className={index < laidOutWithPage ? styles.departure : `${styles.departure} ${styles.laidOutLater}`}
            >
              <p className={styles.when}>
                <time dateTime={departure.startDate}>{dates}</time>
                <span className={styles.duration}>{formatDuration(departure.startDate, departure.endDate, lang)}</span>
              </p>
              <h3 className={styles.title}>
                <LocalLink to={tripPath(trip.slug)}>{trip.title}</LocalLink>
              </h3>
              <p className={styles.place}>{trip.location}</p>
              <p className={styles.price}>
                {formatRupees(departure.price)} <span className={styles.perPerson}>{messages.perPersonGst}</span>
              </p>
              <p className={styles.seats} {...seatMarks(seatKey, departure.seatsLeft, "figure", seatWords)}>
                {formatSpotsLeft(departure.seatsLeft, seatWords)}
              </p>
              <button
                type="button"
                className={buttonClass("seat", styles.action)}
                {...booking.triggerFor({
                  slug: trip.slug,
                  title: trip.title,
                  price: departure.price,
                  departure: { ...departure, seatKey },
                })}
              >
                <span {...seatMarks(seatKey, departure.seatsLeft, "action", seatWords)}>
                  {seatActionLabel(departure.seatsLeft, seatWords)}
                </span>
                <span className={styles.visuallyHidden}>
                  {fillMessage(messages.forDeparture, { title: trip.title, dates })}
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

/** The words of a list of departures: `messages(lang: $lang) { ...DepartureListMessages }` on each page that shows one. */
export const departureListMessagesFragment = graphql`
  fragment DepartureListMessages on SiteMessages {
    departures
    seats
  }
`;
