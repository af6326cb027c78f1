import * as React from "react";
import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../../content/format";
import { isSoldOut, type SeatWords } from "../../../content/departures";
import { useMessages } from "../../hooks/use-messages";
import { seatsLeftNow } from "../../lib/seat-figures";
import { FormDialog } from "../dialog/form-dialog";
import type { DialogProps } from "../dialog/lazy-dialog";
import { BookingForm } from "./booking-form";
import type { BookingSubject } from "./booking-subject";

/** A full departure, or none scheduled, turns the booking into a waitlist request. */
const isWaitlist = (subject: BookingSubject) => subject.departure === null || isSoldOut(subject.departure);

function describeDeparture({ price, departure }: BookingSubject, seatWords: SeatWords): string {
  const perPerson = `${formatRupees(price)} per person`;
  if (departure === null) return `Next departure to be announced · ${perPerson}`;
  return [
    formatDateRange(departure.startDate, departure.endDate),
    formatDuration(departure.startDate, departure.endDate),
    perPerson,
    // Nothing when the seats left are not known.
    formatSpotsLeft(departure.seatsLeft, seatWords),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The booking dialog for one trip and departure; loaded on first use through useBookingDialog. */
export default function BookingDialog({ subject: opened, onClose }: DialogProps<BookingSubject>) {
  const seatWords = useMessages("seats");
  // The seats left as the page shows them when the dialog opens (on a static host's page, the figures it fetched).
  const [subject] = React.useState(() =>
    opened.departure
      ? { ...opened, departure: { ...opened.departure, seatsLeft: seatsLeftNow(opened.departure) } }
      : opened,
  );
  // A booking whose seats went to someone else can become a waitlist request from the form.
  const [waitlist, setWaitlist] = React.useState(() => isWaitlist(subject));
  // Those seats left, until the server says fewer (a 409): then what it says.
  const [seatsLeft, setSeatsLeft] = React.useState(subject.departure?.seatsLeft ?? null);
  const current = subject.departure ? { ...subject, departure: { ...subject.departure, seatsLeft } } : subject;
  return (
    <FormDialog
      title={waitlist ? `Join the waitlist for ${subject.title}` : `Book ${subject.title}`}
      description={describeDeparture(current, seatWords)}
      successMessage={waitlist ? "Waitlist request submitted successfully!" : "Booking submitted successfully!"}
      onClose={onClose}
    >
      {(onSubmitted) => (
        <BookingForm
          subject={current}
          waitlist={isWaitlist(subject)}
          onSubmitted={onSubmitted}
          onSeatsLeft={setSeatsLeft}
          onWaitlist={() => setWaitlist(true)}
        />
      )}
    </FormDialog>
  );
}
