import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../lib/format";
import { isSoldOut } from "../../lib/trips";
import { FormDialog } from "../dialog/form-dialog";
import type { DialogProps } from "../dialog/lazy-dialog";
import { BookingForm } from "./booking-form";
import type { BookingSubject } from "./booking-subject";

/** A full batch, or none scheduled, turns the booking into a waitlist request. */
const isWaitlist = (subject: BookingSubject) => subject.batch === null || isSoldOut(subject.batch);

function describeDeparture({ price, batch }: BookingSubject): string {
  const perPerson = `${formatRupees(price)} per person`;
  if (batch === null) return `Next batch to be announced · ${perPerson}`;
  return [
    formatDateRange(batch.startDate, batch.endDate),
    formatDuration(batch.startDate, batch.endDate),
    perPerson,
    formatSpotsLeft(batch.seatsLeft),
  ].join(" · ");
}

/** The booking dialog for one trip and batch; loaded on first use through useBookingDialog. */
export default function BookingDialog({ subject, onClose }: DialogProps<BookingSubject>) {
  const waitlist = isWaitlist(subject);
  return (
    <FormDialog
      title={waitlist ? `Join the waitlist for ${subject.title}` : `Book ${subject.title}`}
      description={describeDeparture(subject)}
      successMessage={waitlist ? "Waitlist request submitted successfully!" : "Booking submitted successfully!"}
      onClose={onClose}
    >
      {(onSubmitted) => <BookingForm subject={subject} waitlist={waitlist} onSubmitted={onSubmitted} />}
    </FormDialog>
  );
}
