import * as React from "react";
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { fillMessage } from "../../../content/fill-message";
import { formatRupees } from "../../../content/format";
import { PLACES_OF_SUPPLY } from "../../../content/indian-states";
import { stateNameIn } from "../../../content/indian-state-names";
import {
  defaultStateFor,
  needsAddress,
  OUTSIDE_INDIA,
  RECIPIENT_ADDRESS_FROM_RUPEES,
  type BookingRequest,
} from "../../../requests/booking-rules";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { Field } from "../forms/field";
import * as styles from "./booking-form.module.scss";

interface BillingFieldsProps {
  register: UseFormRegister<BookingRequest>;
  control: Control<BookingRequest>;
  setValue: UseFormSetValue<BookingRequest>;
  errors: FieldErrors<BookingRequest>;
  /** One seat's taxable value (its departure's price before GST), in rupees, when the trip is known. */
  seatValue: number | undefined;
}

/**
 * Who the booking's GST documents bill: the State the booker lives in (the place of supply), their
 * address when the bill reaches the value that asks for it, and, for a business trip, the business's
 * name and GSTIN behind a disclosure that a personal booking never opens.
 */
export function BillingFields({ register, control, setValue, errors, seatValue }: BillingFieldsProps) {
  const messages = useMessages("booking");
  const lang = usePageLanguage();
  const [countryCode, seats, gstin, address, company] = useWatch({
    control,
    name: ["countryCode", "seats", "gstin", "address", "company"],
  });
  // Until the visitor picks a State, it follows the phone's country code, in plain sight: none chosen
  // for India's (no phone number tells the State), Outside India for any other.
  const stateChosen = React.useRef(false);
  React.useEffect(() => {
    if (!stateChosen.current) setValue("state", defaultStateFor(countryCode));
  }, [countryCode, setValue]);
  const states = React.useMemo(() => {
    const collator = new Intl.Collator(lang);
    return [...PLACES_OF_SUPPLY].sort((a, b) => collator.compare(stateNameIn(a, lang), stateNameIn(b, lang)));
  }, [lang]);

  const forBusiness = gstin.trim() !== "";
  const addressNeeded = needsAddress({ seats, gstin }, seatValue);
  const [businessOpen, setBusinessOpen] = React.useState(false);
  const businessId = React.useId();
  // Open whenever it holds something or something in it needs fixing, so no value or error is out of sight.
  const showBusiness = businessOpen || forBusiness || company.trim() !== "" || Boolean(errors.gstin || errors.company);

  return (
    <>
      <Field label={messages.billState} hint={messages.billStateHint} error={errors.state?.message}>
        {(props) => (
          <select
            {...props}
            {...register("state", { onChange: () => (stateChosen.current = true) })}
            autoComplete="address-level1"
          >
            <option value="">{messages.billStateChoose}</option>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {stateNameIn(state, lang)}
              </option>
            ))}
            <option value={OUTSIDE_INDIA}>{messages.outsideIndia}</option>
          </select>
        )}
      </Field>
      {addressNeeded || address.trim() !== "" ? (
        <Field
          label={messages.billAddress}
          optional={!addressNeeded}
          hint={
            forBusiness
              ? messages.billAddressBusinessHint
              : fillMessage(messages.billAddressHint, { amount: formatRupees(RECIPIENT_ADDRESS_FROM_RUPEES) })
          }
          error={errors.address?.message}
        >
          {(props) => <textarea {...props} {...register("address")} rows={2} autoComplete="street-address" />}
        </Field>
      ) : null}
      <div className={styles.business}>
        <button
          type="button"
          className={styles.businessToggle}
          aria-expanded={showBusiness}
          aria-controls={businessId}
          onClick={() => setBusinessOpen(!showBusiness)}
        >
          {messages.business}
        </button>
        <div id={businessId} hidden={!showBusiness}>
          {/* Rendered only while open: no hidden field is sent unseen, or skipped into by the keyboard. */}
          {showBusiness ? (
            <>
              <p className={styles.businessHint}>{messages.businessHint}</p>
              <Field label={messages.company} optional={!forBusiness} error={errors.company?.message}>
                {(props) => <input {...props} {...register("company")} type="text" autoComplete="organization" />}
              </Field>
              <Field label={messages.gstin} optional hint={messages.gstinHint} error={errors.gstin?.message}>
                {(props) => (
                  <input
                    {...props}
                    {...register("gstin")}
                    type="text"
                    autoCapitalize="characters"
                    spellCheck={false}
                    autoComplete="off"
                  />
                )}
              </Field>
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
