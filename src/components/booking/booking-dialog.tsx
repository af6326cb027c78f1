import * as React from "react";
import { fillMessage } from "../../../content/fill-message";
import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../../content/format";
import type { Locale } from "../../../content/locales.mjs";
import type { Messages } from "../../../content/messages";
import { isSoldOut, type SeatWords } from "../../../content/departures";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { seatsLeftNow } from "../../lib/seat-figures";
import { FormDialog } from "../dialog/form-dialog";
import type { DialogProps } from "../dialog/lazy-dialog";
import { BookingForm } from "./booking-form";
import type { BookingSubject } from "./booking-subject";

/** A full departure, or none scheduled, turns the booking into a waitlist request. */
const isWaitlist = (subject: BookingSubject) => subject.departure === null || isSoldOut(subject.departure);

function describeDeparture(
  { price, departure }: BookingSubject,
  messages: Messages["booking"],
  seatWords: SeatWords,
  lang: Locale,
): string {
  const perPerson = fillMessage(messages.perPerson, { price: formatRupees(price) });
  if (departure === null) return `${messages.nextDepartureTba} · ${perPerson}`;
  return [
    formatDateRange(departure.startDate, departure.endDate, lang),
    formatDuration(departure.startDate, departure.endDate, lang),
    perPerson,
    // Nothing when the seats left are not known.
    formatSpotsLeft(departure.seatsLeft, seatWords),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The booking dialog for one trip and departure; loaded on first use through useBookingDialog. */
export default function BookingDialog({ subject: opened, onClose }: DialogProps<BookingSubject>) {
  const messages = useMessages("booking");
  const seatWords = useMessages("seats");
  const lang = usePageLanguage();
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
      title={fillMessage(waitlist ? messages.waitlistTitle : messages.title, { trip: subject.title })}
      description={describeDeparture(current, messages, seatWords, lang)}
      successMessage={waitlist ? messages.waitlistSubmitted : messages.submitted}
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
