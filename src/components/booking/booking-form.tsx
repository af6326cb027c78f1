import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { fillMessage, messageParts } from "../../../content/fill-message";
import { formatDateRange, formatLongDate, formatPaise, formatRupees, takesSingular } from "../../../content/format";
import { formatIndiaTime } from "../../../content/india-time";
import type { Locale } from "../../../content/locales.mjs";
import type { Messages } from "../../../content/messages";
import { COUNTRY_CODES, PHONE_DIGITS } from "../../../requests/form-rules";
import { EMPTY_BOOKING, validateBooking, type BookingRequest } from "../../../requests/booking-rules";
import { departureDates, departureMoney } from "../../../content/booking-terms";
import { MAX_SEATS_PER_BOOKING } from "../../../content/booking-limits";
import { API_PATHS } from "../../../content/routes.mjs";
import { HONEYPOT_FIELD, type BookingRequestKind, type StoredAnswer } from "../../../requests/intake";
import { visitFieldsOf } from "../../../requests/visit-fields";
import { keptVisitSource } from "../../visit/kept-visit-source";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
// The terms are figures only: the file's English entry holds them for every language.
import bookingTermsFile from "../../../data/booking-terms.json";
import type { OnSubmitted } from "../dialog/form-dialog";
import type { BookingSubject } from "./booking-subject";
import { Field } from "../forms/field";
import { FormFrame, honeypotValue } from "../forms/form-frame";
import { BillingFields } from "./billing-fields";
import { CreditCodeField } from "./credit-code-field";
import { NameAndEmailFields } from "../forms/name-and-email-fields";
import { formRulesResolver } from "../forms/form-rules-resolver";
import { useRequestSender } from "../forms/use-request-sender";
import { useServerFieldErrors } from "../forms/server-field-errors";
import { useRuleWords } from "../forms/use-rule-words";
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

type BookingMessages = Messages["booking"];

/** The departure in words for the confirmation: 'Spiti Valley Winter Expedition (16 Jan – 23 Jan 2027)'. */
function departureName({ title, departure }: BookingSubject, messages: BookingMessages, lang: Locale): string {
  return departure
    ? fillMessage(messages.departure, {
        trip: title,
        dates: formatDateRange(departure.startDate, departure.endDate, lang),
      })
    : fillMessage(messages.nextDepartureOf, { trip: title });
}

/** One of a message's two forms, by whether `count` takes the singular in `lang`, with the count (and `values`) in it. */
const counted = (count: number, one: string, other: string, lang: Locale, values: Record<string, string> = {}) =>
  fillMessage(takesSingular(count, lang) ? one : other, { count, ...values });

/** What the chosen seats cost: the total with GST, the deposit now and the balance by its day. */
function SeatsCost({ subject, seats }: { subject: BookingSubject; seats: number }) {
  const messages = useMessages("booking");
  const lang = usePageLanguage();
  const money = departureMoney(subject.price, bookingTerms);
  const due = subject.departure ? departureDates(subject.departure.startDate, bookingTerms).balanceDueBy : null;
  const parts = messageParts<React.ReactNode>(due ? messages.costBy : messages.cost, {
    seats: counted(seats, messages.costSeatsOne, messages.costSeatsOther, lang),
    total: <strong key="total">{formatRupees(money.total * seats)}</strong>,
    gstPercent: String(bookingTerms.gstPercent),
    deposit: formatRupees(money.deposit * seats),
    balance: formatRupees(money.balance * seats),
    ...(due ? { dueDate: formatLongDate(due, lang) } : {}),
  });
  return (
    <p className={styles.cost} aria-live="polite">
      {parts}
    </p>
  );
}

/** A seat request (or a waitlist request) for one departure: who is travelling and how to reach them. */
export function BookingForm({ subject, waitlist, onSubmitted, onSeatsLeft, onWaitlist }: BookingFormProps) {
  const messages = useMessages("booking");
  const countries = useMessages("formRules").countries;
  const lang = usePageLanguage();
  const words = useRuleWords();
  const [asked, setAsked] = React.useState<BookingRequestKind>(waitlist ? "waitlist" : "booking");
  // Undefined where no limit is known: the Worker checks the seats, and answers 409 when too few are left.
  const seatsLeft = asked === "booking" ? (subject.departure?.seatsLeft ?? undefined) : undefined;
  const resolver = React.useMemo(
    () =>
      formRulesResolver((values: BookingRequest) =>
        validateBooking(words, values, { seatsLeft, seatValue: subject.price }),
      ),
    [words, seatsLeft, subject.price],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<BookingRequest>({ defaultValues: EMPTY_BOOKING, resolver });
  const { sending, failure, soldOut, send } = useRequestSender(API_PATHS.bookings, useServerFieldErrors(setError));
  /** What the dialog says while the browser goes to Razorpay's page to pay the deposit. */
  const [paying, setPaying] = React.useState<string | null>(null);
  const seats = Number(useWatch({ control, name: "seats" })) || 1;
  const creditCode = useWatch({ control, name: "creditCode" });
  const perSeat = departureMoney(subject.price, bookingTerms);
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
        // Where this tab's visit came from (src/visit/), as the note under the form says.
        ...visitFieldsOf(keptVisitSource(window)),
        [HONEYPOT_FIELD]: honeypotValue(event),
      };
      const stored: StoredAnswer | null = await send(request, JSON.stringify(request));
      if (!stored) return;
      const { fullName, countryCode, phone } = values;
      const time = stored.holdUntil ? formatIndiaTime(stored.holdUntil, lang) : null;
      const reference = stored.reference ? [fillMessage(messages.reference, { reference: stored.reference })] : [];
      if (stored.payUrl) {
        // The deposit is paid on Razorpay's page, which brings the traveller back to their booking page.
        // The dialog stays open meanwhile: closing it steps the history back, which would cancel the page change.
        const held = time
          ? counted(seats, messages.payingUntilOne, messages.payingUntilOther, lang, { time })
          : counted(seats, messages.payingOne, messages.payingOther, lang);
        setPaying([held, ...reference, messages.toRazorpay].join(" "));
        window.location.assign(stored.payUrl);
        return;
      }
      const thanks = fillMessage(messages.thanks, { name: fullName.trim() });
      const departure = departureName(subject, messages, lang);
      const paid = stored.creditPaid ? formatPaise(stored.creditPaid) : "";
      const sentences = stored.confirmed
        ? [
            thanks,
            counted(seats, messages.confirmedByCreditOne, messages.confirmedByCreditOther, lang, {
              departure,
              amount: paid,
            }),
            ...reference,
          ]
        : kind === "waitlist"
          ? [thanks, fillMessage(messages.waitlisted, { departure }), ...reference, messages.waitlistNext]
          : [
              thanks,
              time
                ? counted(seats, messages.heldUntilOne, messages.heldUntilOther, lang, { departure, time })
                : counted(seats, messages.heldOne, messages.heldOther, lang, { departure }),
              ...reference,
              fillMessage(messages.callForDeposit, { phone: `${countryCode} ${phone}` }),
            ];
      onSubmitted(sentences.join(" "));
    });

  const joinWaitlist = () => {
    setAsked("waitlist");
    onWaitlist?.();
    void sendAs("waitlist")();
  };

  return (
    <FormFrame
      onSubmit={sendAs(asked)}
      submitLabel={asked === "waitlist" ? messages.submitWaitlist : messages.submit}
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
                {messages.joinWaitlist}
              </button>
            ) : null}
          </div>
        ) : null
      }
    >
      <NameAndEmailFields register={register} errors={errors} />
      <div className={styles.phone}>
        <Field label={messages.countryCode} error={errors.countryCode?.message}>
          {(control) => (
            <select {...control} {...register("countryCode")} autoComplete="tel-country-code">
              {COUNTRY_CODES.map(({ code, country }) => (
                <option key={code} value={code}>
                  {code} {countries[country]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={messages.phone}
          hint={fillMessage(messages.phoneHint, PHONE_DIGITS)}
          error={errors.phone?.message}
        >
          {(control) => (
            <input {...control} {...register("phone")} type="tel" inputMode="numeric" autoComplete="tel-national" />
          )}
        </Field>
      </div>
      <Field
        label={messages.seats}
        hint={
          seatsLeft !== undefined && seatsLeft < MAX_SEATS_PER_BOOKING
            ? counted(seatsLeft, messages.seatsHintOne, messages.seatsHintOther, lang)
            : fillMessage(messages.seatsHintGroup, { others: MAX_SEATS_PER_BOOKING - 1 })
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
        <Field label={messages.travellers} optional hint={messages.travellersHint} error={errors.travellers?.message}>
          {(control) => <textarea {...control} {...register("travellers")} rows={Math.min(seats - 1, 4)} />}
        </Field>
      ) : null}
      {subject.departure ? <SeatsCost subject={subject} seats={seats} /> : null}
      <BillingFields
        register={register}
        control={control}
        setValue={setValue}
        errors={errors}
        seatValue={subject.price}
      />
      {subject.departure && asked === "booking" ? (
        <CreditCodeField
          register={register}
          errors={errors}
          setError={setError}
          code={creditCode}
          total={perSeat.total * seats * 100}
          deposit={perSeat.deposit * seats * 100}
        />
      ) : null}
      <Field label={messages.message} optional hint={messages.messageHint} error={errors.message?.message}>
        {(control) => <textarea {...control} {...register("message")} rows={3} />}
      </Field>
      <p className={styles.visitNote}>{messages.visitNote}</p>
    </FormFrame>
  );
}
