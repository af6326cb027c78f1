import { useForm } from "react-hook-form";
import { formatDateRange } from "../../lib/format";
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  validateBooking,
  type BookingRequest,
} from "../../../requests/form-rules";
import { API_PATHS } from "../../../content/routes.mjs";
import { HONEYPOT_FIELD } from "../../../requests/intake";
import type { OnSubmitted } from "../dialog/form-dialog";
import type { BookingSubject } from "./booking-subject";
import { Field } from "../forms/field";
import { FormFrame, honeypotValue } from "../forms/form-frame";
import { formRulesResolver } from "../forms/form-rules-resolver";
import { useRequestSender } from "../forms/use-request-sender";
import { useServerFieldErrors } from "../forms/server-field-errors";
import * as styles from "./booking-form.module.scss";

const EMPTY_BOOKING: BookingRequest = {
  fullName: "",
  email: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: "",
  message: "",
};

const resolver = formRulesResolver(validateBooking);

interface BookingFormProps {
  subject: BookingSubject;
  /** The departure is full or not yet scheduled: the same details put the traveller on the waitlist. */
  waitlist: boolean;
  /** Called once the agency has stored the request. */
  onSubmitted: OnSubmitted;
}

/** The departure in words for the confirmation: 'Spiti Valley Winter Expedition (16 Jan – 23 Jan 2027)'. */
function departureName({ title, departure }: BookingSubject): string {
  return departure
    ? `${title} (${formatDateRange(departure.startDate, departure.endDate)})`
    : `the next departure of ${title}`;
}

/** A seat request (or a waitlist request) for one departure: who is travelling and how to reach them. */
export function BookingForm({ subject, waitlist, onSubmitted }: BookingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BookingRequest>({ defaultValues: EMPTY_BOOKING, resolver });
  const { sending, failure, send } = useRequestSender(API_PATHS.bookings, useServerFieldErrors(setError));

  const submit = handleSubmit(async (values, event) => {
    const request = {
      trip: subject.slug,
      departure: subject.departure?.startDate ?? "",
      ...values,
      [HONEYPOT_FIELD]: honeypotValue(event),
    };
    if (!(await send(request, JSON.stringify(request)))) return;
    const { fullName, countryCode, phone } = values;
    onSubmitted(
      waitlist
        ? `Thank you, ${fullName.trim()}. You are on the waitlist for ${departureName(subject)}. We will call you on ${countryCode} ${phone} as soon as a seat opens; nothing is payable until then.`
        : `Thank you, ${fullName.trim()}. We will call you on ${countryCode} ${phone} within 24 hours to confirm your seat on ${departureName(subject)} and how to pay the deposit.`,
    );
  });

  return (
    <FormFrame
      onSubmit={submit}
      submitLabel={waitlist ? "Join waitlist" : "Submit booking"}
      sending={sending}
      failure={failure}
    >
      <Field label="Full name" error={errors.fullName?.message}>
        {(control) => <input {...control} {...register("fullName")} type="text" autoComplete="name" data-autofocus />}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <input {...control} {...register("email")} type="email" autoComplete="email" />}
      </Field>
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
        label="Message"
        optional
        hint="Anything we should know: friends you are travelling with, food needs, questions."
        error={errors.message?.message}
      >
        {(control) => <textarea {...control} {...register("message")} rows={3} />}
      </Field>
    </FormFrame>
  );
}
