import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { formatCount, formatDateRange, formatLongDate, formatRupees } from "../../../content/format";
import { formatIndiaTime } from "../../../content/india-time";
import { COUNTRY_CODES, EMPTY_BOOKING, validateBooking, type BookingRequest } from "../../../requests/form-rules";
import { departureDates, departureMoney } from "../../../content/booking-terms";
import { MAX_SEATS_PER_BOOKING } from "../../../content/booking-limits";
import { API_PATHS } from "../../../content/routes.mjs";
import { HONEYPOT_FIELD, type BookingRequestKind, type StoredAnswer } from "../../../requests/intake";
// The terms are figures only: the file's English entry holds them for every language.
import bookingTermsFile from "../../../data/booking-terms.json";
import type { OnSubmitted } from "../dialog/form-dialog";
import type { BookingSubject } from "./booking-subject";
import { Field } from "../forms/field";
import { FormFrame, honeypotValue } from "../forms/form-frame";
import { NameAndEmailFields } from "../forms/name-and-email-fields";
import { formRulesResolver } from "../forms/form-rules-resolver";
import { useRequestSender } from "../forms/use-request-sender";
import { useServerFieldErrors } from "../forms/server-field-errors";
import { buttonClass } from "../ui/button";
import * as styles from "./booking-form.module.scss";

const bookingTerms = bookingTermsFile.en;

interface BookingFormProps {
  subject: BookingSubject;
  /** The departure is full or not yet scheduled: the same details put the traveller on the waitlist. */
  waitlist: boolean;
  /** Called once the agency has stored the request. */
  onSubmitted: OnSubmitted;
  /** Called with the seats the server says are left when a booking's seats went to others first. */
  onSeatsLeft?: (seatsLeft: number) => void;
  /** Called when the form turns a booking into a waitlist request, for the dialog's title. */
  onWaitlist?: () => void;
}

/** The departure in words for the confirmation: 'Spiti Valley Winter Expedition (16 Jan – 23 Jan 2027)'. */
function departureName({ title, departure }: BookingSubject): string {
  return departure
    ? `${title} (${formatDateRange(departure.startDate, departure.endDate)})`
    : `the next departure of ${title}`;
}

/** What the chosen seats cost: the total with GST, the deposit now and the balance by its day. */
function SeatsCost({ subject, seats }: { subject: BookingSubject; seats: number }) {
  const money = departureMoney(subject.price, bookingTerms);
  const due = subject.departure ? departureDates(subject.departure.startDate, bookingTerms).balanceDueBy : null;
  return (
    <p className={styles.cost} aria-live="polite">
      {formatCount(seats, "seat", "seats")}: <strong>{formatRupees(money.total * seats)}</strong> with{" "}
      {bookingTerms.gstPercent}% GST · deposit {formatRupees(money.deposit * seats)} · balance{" "}
      {formatRupees(money.balance * seats)}
      {due ? ` by ${formatLongDate(due)}` : ""}
    </p>
  );
}

/** A seat request (or a waitlist request) for one departure: who is travelling and how to reach them. */
export function BookingForm({ subject, waitlist, onSubmitted, onSeatsLeft, onWaitlist }: BookingFormProps) {
  const [asked, setAsked] = React.useState<BookingRequestKind>(waitlist ? "waitlist" : "booking");
  // Undefined where no limit is known: the Worker checks the seats, and answers 409 when too few are left.
  const seatsLeft = asked === "booking" ? (subject.departure?.seatsLeft ?? undefined) : undefined;
  const resolver = React.useMemo(
    () => formRulesResolver((values: BookingRequest) => validateBooking(values, seatsLeft)),
    [seatsLeft],
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<BookingRequest>({ defaultValues: EMPTY_BOOKING, resolver });
  const { sending, failure, soldOut, send } = useRequestSender(API_PATHS.bookings, useServerFieldErrors(setError));
  /** What the dialog says while the browser goes to Razorpay's page to pay the deposit. */
  const [paying, setPaying] = React.useState<string | null>(null);
  const seats = Number(useWatch({ control, name: "seats" })) || 1;
  React.useEffect(() => {
    if (soldOut) onSeatsLeft?.(soldOut.seatsLeft);
  }, [soldOut, onSeatsLeft]);
  const mostSeats = Math.min(
    MAX_SEATS_PER_BOOKING,
    seatsLeft !== undefined && seatsLeft > 0 ? seatsLeft : MAX_SEATS_PER_BOOKING,
  );

  const sendAs = (kind: BookingRequestKind) =>
    handleSubmit(async (values, event) => {
      const request = {
        trip: subject.slug,
        departure: subject.departure?.startDate ?? "",
        request: kind,
        ...values,
        [HONEYPOT_FIELD]: honeypotValue(event),
      };
      const stored: StoredAnswer | null = await send(request, JSON.stringify(request));
      if (!stored) return;
      const { fullName, countryCode, phone } = values;
      const reference = stored.reference ? ` Your reference is ${stored.reference}.` : "";
      if (stored.payUrl) {
        // The deposit is paid on Razorpay's page, which brings the traveller back to their booking page.
        // The dialog stays open meanwhile: closing it steps the history back, which would cancel the page change.
        setPaying(
          `${seats === 1 ? "Your seat is" : `Your ${seats} seats are`} held${stored.holdUntil ? ` until ${formatIndiaTime(stored.holdUntil)}` : ""} while you pay the deposit.${reference} Taking you to Razorpay to pay it…`,
        );
        window.location.assign(stored.payUrl);
        return;
      }
      onSubmitted(
        kind === "waitlist"
          ? `Thank you, ${fullName.trim()}. You are on the waitlist for ${departureName(subject)}.${reference} We will email you the moment seats free up; nothing is payable until then.`
          : `Thank you, ${fullName.trim()}. ${seats === 1 ? "Your seat" : `Your ${seats} seats`} on ${departureName(subject)} ${seats === 1 ? "is" : "are"} held${stored.holdUntil ? ` until ${formatIndiaTime(stored.holdUntil)}` : ""}.${reference} We will call you on ${countryCode} ${phone} to take the deposit, and have emailed you the details.`,
      );
    });

  const joinWaitlist = () => {
    setAsked("waitlist");
    onWaitlist?.();
    void sendAs("waitlist")();
  };

  return (
    <FormFrame
      onSubmit={sendAs(asked)}
      submitLabel={asked === "waitlist" ? "Join waitlist" : "Submit booking"}
      sending={sending || paying !== null}
      failure={failure}
      notice={
        paying ? (
          <p role="status">{paying}</p>
        ) : soldOut ? (
          <div className={styles.soldOut}>
            <p>{soldOut.message}</p>
            {soldOut.waitlistOpen ? (
              <button type="button" className={buttonClass("secondary")} onClick={joinWaitlist}>
                Join the waitlist with these details
              </button>
            ) : null}
          </div>
        ) : null
      }
    >
      <NameAndEmailFields register={register} errors={errors} />
      <div className={styles.phone}>
        <Field label="Country code" error={errors.countryCode?.message}>
          {(control) => (
            <select {...control} {...register("countryCode")} autoComplete="tel-country-code">
              {COUNTRY_CODES.map(({ code, country }) => (
                <option key={code} value={code}>
                  {code} {country}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Phone number" hint="7 to 15 digits" error={errors.phone?.message}>
          {(control) => (
            <input {...control} {...register("phone")} type="tel" inputMode="numeric" autoComplete="tel-national" />
          )}
        </Field>
      </div>
      <Field
        label="Seats"
        hint={
          seatsLeft !== undefined && seatsLeft < MAX_SEATS_PER_BOOKING
            ? `Up to ${seatsLeft} (${seatsLeft === 1 ? "1 seat is" : `${seatsLeft} seats are`} left)`
            : `You and up to ${MAX_SEATS_PER_BOOKING - 1} others`
        }
        error={errors.seats?.message}
      >
        {(control) => (
          <select {...control} {...register("seats")}>
            {Array.from({ length: mostSeats }, (_, index) => String(index + 1)).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        )}
      </Field>
      {seats > 1 ? (
        <Field
          label="Names of the others travelling"
          optional
          hint="One name per line; you can also tell us later."
          error={errors.travellers?.message}
        >
          {(control) => <textarea {...control} {...register("travellers")} rows={Math.min(seats - 1, 4)} />}
        </Field>
      ) : null}
      {subject.departure ? <SeatsCost subject={subject} seats={seats} /> : null}
      <Field
        label="Message"
        optional
        hint="Anything we should know: food needs, questions."
        error={errors.message?.message}
      >
        {(control) => <textarea {...control} {...register("message")} rows={3} />}
      </Field>
    </FormFrame>
  );
}
