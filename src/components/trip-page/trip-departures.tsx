import { formatDateRange, formatRupees, formatSpotsLeft } from "../../../content/format";
import { fillMessage } from "../../../content/fill-message";
import type { Messages } from "../../../content/messages";
import {
  departurePrice,
  departuresByDate,
  type MarkedDeparture,
  type PricedDeparture,
  seatActionLabel,
  seatMarks,
} from "../../../content/departures";
import type { Locale } from "../../../content/locales.mjs";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
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
    /** What the next departure's waitlist is priced at: the trip's price. */
    price: number;
    /** Whether the upcoming departures' prices differ: each then shows its own. */
    pricesVary: boolean;
    upcomingDepartures: readonly PricedDeparture[];
    completedDepartures: readonly MarkedDeparture[];
  };
  /** The WhatsApp number from data/company.json. */
  whatsapp: string;
}

/** What the WhatsApp chat opens with, in the page's language, so the team knows the trip and departure without asking. */
export function whatsappMessage(
  title: string,
  departure: MarkedDeparture | null,
  words: Pick<Messages["tripPage"], "whatsappDeparture" | "whatsappNextDeparture">,
  lang: Locale,
): string {
  return departure
    ? fillMessage(words.whatsappDeparture, {
        title,
        dates: formatDateRange(departure.startDate, departure.endDate, lang),
      })
    : fillMessage(words.whatsappNextDeparture, { title });
}

function WhatsappLink({ number, message }: { number: string; message: string }) {
  const messages = useMessages("tripPage");
  return (
    <a className={styles.whatsapp} href={whatsappLink(number, message)} target="_blank" rel="noopener noreferrer">
      <Icon name="chat" size={18} />
      {messages.askOnWhatsapp}
      <span className={styles.visuallyHidden}>{messages.opensWhatsapp}</span>
    </a>
  );
}

/**
 * Every departure with its seats and its own Book Now, and its price when the
 * trip's departures do not all cost the same. A full departure says 'Sold
 * out' and its button asks for a waitlist place in the same dialog.
 */
export function TripDepartures({ trip, whatsapp }: TripDeparturesProps) {
  const messages = useMessages("tripPage");
  const tripWords = useMessages("trips");
  const seatWords = useMessages("seats");
  const lang = usePageLanguage();
  const booking = useBookingDialog();
  const completed = trip.upcomingDepartures.length === 0;
  // A departure that has run shows no price and books nothing.
  const departures: readonly (MarkedDeparture & { price?: number })[] = completed
    ? trip.completedDepartures
    : trip.upcomingDepartures;
  const subject = (departure: (MarkedDeparture & { price?: number }) | null): BookingSubject => ({
    slug: trip.slug,
    title: trip.title,
    price: departurePrice(trip, departure),
    departure,
  });
  return (
    <section className={styles.departures} aria-labelledby="departures-heading">
      <h2 id="departures-heading" className={styles.title}>
        {completed ? messages.pastDepartures : messages.datesAndSeats}
      </h2>
      {departures.length > 0 ? (
        <ul className={styles.departureList}>
          {departuresByDate(departures).map((departure) => {
            const dates = formatDateRange(departure.startDate, departure.endDate, lang);
            return (
              <li key={departure.startDate} className={styles.departure}>
                <p className={styles.departureDates}>
                  <Icon name="calendar" size={18} />
                  <time dateTime={departure.startDate}>{dates}</time>
                </p>
                {!completed && trip.pricesVary ? (
                  <p className={styles.departurePrice}>
                    <span className={styles.priceValue}>{formatRupees(departurePrice(trip, departure))}</span>{" "}
                    {tripWords.perPerson}
                  </p>
                ) : null}
                {completed ? (
                  <p className={styles.departureStatus}>{messages.departureCompleted}</p>
                ) : (
                  <>
                    <p
                      className={styles.departureStatus}
                      {...seatMarks(departure.seatKey, departure.seatsLeft, "figure", seatWords)}
                    >
                      {formatSpotsLeft(departure.seatsLeft, seatWords)}
                    </p>
                    <div className={styles.departureActions}>
                      <button type="button" className={buttonClass("seat")} {...booking.triggerFor(subject(departure))}>
                        <span {...seatMarks(departure.seatKey, departure.seatsLeft, "action", seatWords)}>
                          {seatActionLabel(departure.seatsLeft, seatWords)}
                        </span>
                        <span className={styles.visuallyHidden}>{fillMessage(messages.forDates, { dates })}</span>
                      </button>
                      <WhatsappLink
                        number={whatsapp}
                        message={whatsappMessage(trip.title, departure, messages, lang)}
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
          <p>{messages.seasonOver}</p>
          <div className={styles.departureActions}>
            <button type="button" className={buttonClass("primary")} {...booking.triggerFor(subject(null))}>
              {messages.joinTheWaitlist}
            </button>
            <WhatsappLink number={whatsapp} message={whatsappMessage(trip.title, null, messages, lang)} />
          </div>
        </div>
      ) : null}
      {booking.dialog}
    </section>
  );
}
