import { formatDateRange, formatSpotsLeft } from "../../lib/format";
import { batchesByDate, isSoldOut, type Batch } from "../../lib/trips";
import { whatsappLink } from "../../lib/whatsapp";
import type { BookingSubject } from "../booking/booking-subject";
import { useBookingDialog } from "../booking/use-booking-dialog";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
import * as styles from "./trip-batches.module.scss";

interface TripBatchesProps {
  /**
   * A trip with batches still to leave lists those; one that has run its last
   * lists the batches that ran and takes waitlist requests for the next one.
   */
  trip: { title: string; price: number; upcomingBatches: readonly Batch[]; completedBatches: readonly Batch[] };
  /** The WhatsApp number from data/company.json. */
  whatsapp: string;
}

/** What the WhatsApp chat opens with, so the team knows the trip and batch without asking. */
export function whatsappMessage(title: string, batch: Batch | null): string {
  return batch
    ? `Hi Safarnama, I have a question about ${title}, batch ${formatDateRange(batch.startDate, batch.endDate)}.`
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
 * Every batch with its seats and its own Book Now. A full batch says 'Sold
 * out' and its button asks for a waitlist place in the same dialog.
 */
export function TripBatches({ trip, whatsapp }: TripBatchesProps) {
  const booking = useBookingDialog();
  const completed = trip.upcomingBatches.length === 0;
  const batches = completed ? trip.completedBatches : trip.upcomingBatches;
  const subject = (batch: Batch | null): BookingSubject => ({ title: trip.title, price: trip.price, batch });
  return (
    <section className={styles.batches} aria-labelledby="batches-heading">
      <h2 id="batches-heading" className={styles.title}>
        {completed ? "Past departures" : "Dates and seats"}
      </h2>
      {batches.length > 0 ? (
        <ul className={styles.batchList}>
          {batchesByDate(batches).map((batch) => {
            const dates = formatDateRange(batch.startDate, batch.endDate);
            const soldOut = isSoldOut(batch);
            return (
              <li key={batch.startDate} className={styles.batch}>
                <p className={styles.batchDates}>
                  <Icon name="calendar" size={18} />
                  <time dateTime={batch.startDate}>{dates}</time>
                </p>
                {completed ? (
                  <p className={styles.batchStatus}>Completed</p>
                ) : (
                  <>
                    <p className={`${styles.batchStatus} ${soldOut ? styles.soldOut : ""}`}>
                      {formatSpotsLeft(batch.seatsLeft)}
                    </p>
                    <div className={styles.batchActions}>
                      <button
                        type="button"
                        className={buttonClass(soldOut ? "outline" : "primary")}
                        {...booking.triggerFor(subject(batch))}
                      >
                        {soldOut ? "Join waitlist" : "Book Now"}
                        <span className={styles.visuallyHidden}> for {dates}</span>
                      </button>
                      <WhatsappLink
                        number={whatsapp}
                        message={whatsappMessage(trip.title, batch)}
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
        <div className={styles.nextBatch}>
          <p>
            This trip has run for the season. Join the waitlist and we will call you first when the next batch opens.
          </p>
          <div className={styles.batchActions}>
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
