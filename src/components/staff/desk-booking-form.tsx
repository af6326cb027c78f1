import * as React from "react";
import { navigate } from "gatsby";
import { COUNTRY_CODES, type FormErrors } from "../../../requests/form-rules";
import { defaultStateFor, EMPTY_BOOKING, validateBooking, type BookingRequest } from "../../../requests/booking-rules";
import { MAX_SEATS_PER_BOOKING } from "../../../content/booking-limits";
import { OUTSIDE_INDIA, PLACES_OF_SUPPLY } from "../../../content/indian-states";
import { staffApi, type DeskBooking, type RequestDetail } from "../../../requests/staff";
import { useRuleWords } from "../forms/use-rule-words";
import { deskPathOf } from "./desk-location";
import { postStaffJson } from "./staff-client";
import * as styles from "./staff-desk.module.scss";

interface DeskBookingFormProps {
  trip: string;
  startDate: string;
  /** The seats free now: the form offers no more. */
  free: number;
}

/**
 * A booking taken by phone or WhatsApp, entered for one departure: the site's
 * form's fields and rules, and whether the deposit is already in. The Worker
 * holds the seats with the same atomic write as the site's, so a phone sale
 * can never take a seat a visitor booked a moment before.
 */
export function DeskBookingForm({ trip, startDate, free }: DeskBookingFormProps) {
  const [values, setValues] = React.useState(EMPTY_BOOKING);
  const [confirmed, setConfirmed] = React.useState(false);
  const [errors, setErrors] = React.useState<FormErrors<BookingRequest>>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const id = React.useId();
  const most = Math.max(Math.min(MAX_SEATS_PER_BOOKING, free), 1);
  // The site's rules, in the desk's English (the staff page's query asks for them).
  const words = useRuleWords();

  // The State follows the phone's country code until staff choose one, as on the site's form.
  const [stateChosen, setStateChosen] = React.useState(false);
  const set =
    (name: keyof BookingRequest) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      if (name === "state") setStateChosen(true);
      setValues((current) => ({
        ...current,
        [name]: value,
        ...(name === "countryCode" && !stateChosen ? { state: defaultStateFor(value) } : {}),
      }));
    };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The trip's price is the Worker's to know here: it asks for the address of a bill that needs one.
    const found = validateBooking(words, values, { seatsLeft: free });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    const body: DeskBooking = { trip, departure: startDate, ...values, confirmed };
    const answer = await postStaffJson<RequestDetail>(staffApi.bookings, body);
    setSaving(false);
    if (answer.outcome === "ok") void navigate(deskPathOf({ view: "request", id: answer.data.id }));
    else if (answer.outcome === "signed-out") setFailure("Your sign-in has run out: reload the page.");
    else {
      setFailure(answer.message);
      if (answer.outcome === "refused" && answer.errors) setErrors(answer.errors as FormErrors<BookingRequest>);
    }
  };

  const field = (name: keyof BookingRequest, label: string, control: React.ReactElement<Record<string, unknown>>) => {
    const error = errors[name];
    return (
      <div className={styles.note}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {React.cloneElement(control, {
          id: `${id}-${name}`,
          name,
          value: values[name],
          onChange: set(name),
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-${name}-error` : undefined,
        })}
        {error ? (
          <span id={`${id}-${name}-error`} className={styles.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className={styles.statusForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Enter a booking taken by phone or WhatsApp</h3>
      {field("fullName", "Full name", <input type="text" autoComplete="off" />)}
      {field("email", "Email (the traveller's emails go here)", <input type="email" autoComplete="off" />)}
      {field(
        "countryCode",
        "Country code",
        <select>
          {COUNTRY_CODES.map(({ code, country }) => (
            <option key={code} value={code}>
              {code} {words.messages.countries[country]}
            </option>
          ))}
        </select>,
      )}
      {field("phone", "Phone number", <input type="tel" inputMode="numeric" autoComplete="off" />)}
      {field(
        "seats",
        "Seats",
        <select>
          {Array.from({ length: most }, (_, index) => String(index + 1)).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>,
      )}
      {field("travellers", "Names of the others (optional, one per line)", <textarea rows={2} />)}
      {field(
        "state",
        "State the booker lives in (for the GST documents)",
        <select>
          <option value="">Choose the State</option>
          {PLACES_OF_SUPPLY.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
          <option value={OUTSIDE_INDIA}>Outside India</option>
        </select>,
      )}
      {field(
        "address",
        "Address (needed from ₹50,000 before tax, or with a GSTIN)",
        <textarea rows={2} autoComplete="off" />,
      )}
      {field("company", "Business name (optional: a business trip)", <input type="text" autoComplete="off" />)}
      {field("gstin", "Business's GSTIN (optional)", <input type="text" autoComplete="off" />)}
      {field("message", "Note for the booking (optional)", <textarea rows={2} />)}
      <div className={styles.choice}>
        <input
          type="checkbox"
          id={`${id}-confirmed`}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        <label htmlFor={`${id}-confirmed`}>
          <strong>Deposit received</strong>{" "}
          <span className={styles.meaning}>
            The seats are sold at once; otherwise they are held like a booking from the site.
          </span>
        </label>
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={saving} aria-disabled={saving}>
        {saving ? "Saving…" : confirmed ? "Enter the sale" : "Hold the seats"}
      </button>
    </form>
  );
}
