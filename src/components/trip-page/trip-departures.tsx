import { formatDateRange, formatSpotsLeft } from "../../../content/format";
import { departuresByDate, type MarkedDeparture, seatActionLabel, seatMarks } from "../../../content/departures";
import { whatsappLink } from "../../lib/whatsapp";
import type { BookingSubject } from "../booking/booking-subject";
import { useBookingDialog } from "../booking/use-booking-dialog";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
import * as styles from "./trip-departures.module.scss";

interface TripDeparturesProps {
  /**
   * A trip with departures still to leave lists those; one that has run its last
   * lists the departures that ran and takes waitlist requests for the next one.
   */
  trip: {
    slug: string;
    title: string;
    price: number;
    upcomingDepartures: readonly MarkedDeparture[];
    completedDepartures: readonly MarkedDeparture[];
  };
  /** The WhatsApp number from data/company.json. */
  whatsapp: string;
}

/** What the WhatsApp chat opens with, so the team knows the trip and departure without asking. */
export function whatsappMessage(title: string, departure: MarkedDeparture | null): string {
  return departure
    ? `Hi Safarnama, I have a question about ${title}, departure ${formatDateRange(departure.startDate, departure.endDate)}.`
    : `Hi Safarnama, I would like to know when ${title} runs next.`;
}

function WhatsappLink({ number, message, label }: { number: string; message: string; label: string }) {
  return (
    <a className={styles.whatsapp} href={whatsappLink(number, message)} target="_blank" rel="noopener noreferrer">
      <Icon name="chat" size={18} />
      {label}
      <span className={styles.visuallyHidden}> (opens WhatsApp in a new tab)</span>
    </a>
  );
}

/**
 * Every departure with its seats and its own Book Now. A full departure says 'Sold
 * out' and its button asks for a waitlist place in the same dialog.
 */
export function TripDepartures({ trip, whatsapp }: TripDeparturesProps) {
  const booking = useBookingDialog();
  const completed = trip.upcomingDepartures.length === 0;
  const departures = completed ? trip.completedDepartures : trip.upcomingDepartures;
  const subject = (departure: MarkedDeparture | null): BookingSubject => ({
    slug: trip.slug,
    title: trip.title,
    price: trip.price,
    departure,
  });
  return (
    <section className={styles.departures} aria-labelledby="departures-heading">
      <h2 id="departures-heading" className={styles.title}>
        {completed ? "Past departures" : "Dates and seats"}
      </h2>
      {departures.length > 0 ? (
        <ul className={styles.departureList}>
          {departuresByDate(departures).map((departure) => {
            const dates = formatDateRange(departure.startDate, departure.endDate);
            return (
              <li key={departure.startDate} className={styles.departure}>
                <p className={styles.departureDates}>
                  <Icon name="calendar" size={18} />
                  <time dateTime={departure.startDate}>{dates}</time>
                </p>
                {completed ? (
                  <p className={styles.departureStatus}>Completed</p>
                ) : (
                  <>
                    <p
                      className={styles.departureStatus}
                      {...seatMarks(departure.seatKey, departure.seatsLeft, "figure")}
                    >
                      {formatSpotsLeft(departure.seatsLeft)}
                    </p>
                    <div className={styles.departureActions}>
                      <button type="button" className={buttonClass("seat")} {...booking.triggerFor(subject(departure))}>
                        <span {...seatMarks(departure.seatKey, departure.seatsLeft, "action")}>
                          {seatActionLabel(departure.seatsLeft)}
                        </span>
                        <span className={styles.visuallyHidden}> for {dates}</span>
                      </button>
                      <WhatsappLink
                        number={whatsapp}
                        message={whatsappMessage(trip.title, departure)}
                        label="Ask on WhatsApp"
                      />
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {completed ? (
        <div className={styles.nextDeparture}>
          <p>
            This trip has run for the season. Join the waitlist and we will call you first when the next departure
            opens.
          </p>
          <div className={styles.departureActions}>
            <button type="button" className={buttonClass("primary")} {...booking.triggerFor(subject(null))}>
              Join the waitlist
            </button>
            <WhatsappLink number={whatsapp} message={whatsappMessage(trip.title, null)} label="Ask on WhatsApp" />
          </div>
        </div>
      ) : null}
      {booking.dialog}
    </section>
  );
}
