import * as React from "react";
import type { FieldErrors, UseFormRegister, UseFormSetError } from "react-hook-form";
import { fillMessage } from "../../../content/fill-message";
import { formatLongDate, formatPaise } from "../../../content/format";
import { API_PATHS } from "../../../content/routes.mjs";
import type { BookingRequest } from "../../../requests/booking-rules";
import { LANGUAGE_FIELD, type RefusedAnswer } from "../../../requests/intake";
import type { CreditAnswer } from "../../../requests/trip-credit-codes";
import { apiUrl } from "../../lib/api-url";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { Field } from "../forms/field";
import { buttonClass } from "../ui/button";
import * as styles from "./booking-form.module.scss";

interface CreditCodeFieldProps {
  register: UseFormRegister<BookingRequest>;
  errors: FieldErrors<BookingRequest>;
  setError: UseFormSetError<BookingRequest>;
  /** The code as typed now. */
  code: string;
  /** What the chosen seats cost with GST, and their deposit, in paise: what the credit is held against. */
  total: number;
  deposit: number;
}

/**
 * A trip credit's code, and what it covers: the traveller checks it before
 * booking, and reads what it pays of this booking (the whole deposit, and
 * some of the balance, or part of the deposit with the rest paid online). The
 * Worker says what the code holds; the booking itself spends it.
 */
export function CreditCodeField({ register, errors, setError, code, total, deposit }: CreditCodeFieldProps) {
  const messages = useMessages("booking");
  const forms = useMessages("forms");
  const lang = usePageLanguage();
  const [checked, setChecked] = React.useState<CreditAnswer | null>(null);
  const [checking, setChecking] = React.useState(false);

  const check = async () => {
    setChecking(true);
    setChecked(null);
    try {
      const response = await fetch(apiUrl(API_PATHS.credits), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ [LANGUAGE_FIELD]: lang, creditCode: code }),
      });
      const answer = (await response.json()) as CreditAnswer & RefusedAnswer;
      if (response.ok) setChecked(answer);
      else setError("creditCode", { message: answer.errors?.creditCode ?? answer.message }, { shouldFocus: true });
    } catch {
      setError("creditCode", { message: forms.offline }, { shouldFocus: true });
    } finally {
      setChecking(false);
    }
  };

  const pays = checked ? Math.min(checked.left, total) : 0;
  const covers = checked
    ? pays >= deposit
      ? fillMessage(messages.creditCovers, {
          left: formatPaise(checked.left),
          date: formatLongDate(checked.validUntil, lang),
          deposit: formatPaise(deposit),
          more: pays > deposit ? fillMessage(messages.creditCoversMore, { amount: formatPaise(pays - deposit) }) : "",
        })
      : fillMessage(messages.creditCoversPart, {
          left: formatPaise(checked.left),
          date: formatLongDate(checked.validUntil, lang),
          deposit: formatPaise(deposit),
        })
    : null;
  return (
    <div className={styles.credit}>
      <Field label={messages.creditCode} optional hint={messages.creditCodeHint} error={errors.creditCode?.message}>
        {(control) => (
          <input
            {...control}
            {...register("creditCode", { onChange: () => setChecked(null) })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </Field>
      <button
        type="button"
        className={buttonClass("secondary")}
        onClick={() => void check()}
        disabled={checking || code.trim() === ""}
      >
        {checking ? messages.checkingCredit : messages.checkCredit}
      </button>
      <p aria-live="polite" className={styles.cost}>
        {covers}
      </p>
    </div>
  );
}
