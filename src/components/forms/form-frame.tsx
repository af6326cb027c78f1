import * as React from "react";
import { HONEYPOT_FIELD } from "../../../requests/intake";
import { useMessages } from "../../hooks/use-messages";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
import * as styles from "./form-frame.module.scss";

interface FormFrameProps {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** Any change to any field (the contact form re-checks itself). */
  onInput?: React.FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The request is on its way: the button says so and further submits wait. */
  sending?: boolean;
  /** Why the last attempt to send failed; the button then offers to try again. */
  failure?: string | null;
  /** Where the form posts when the page's scripts are not running (the contact form), and how. */
  action?: string;
  method?: "post";
  /** Before the note on optional fields, e.g. the form's heading. */
  header?: React.ReactNode;
  /** After the submit button, e.g. the confirmation's live region. */
  footer?: React.ReactNode;
  /** Said in the alert instead of a failure, with what to do about it (the booking form's sold-out offer). */
  notice?: React.ReactNode;
  className?: string;
  "aria-labelledby"?: string;
  children: React.ReactNode;
}

/**
 * What every form on the site shares: the browser's own validation bubbles
 * are turned off (noValidate) so the site's messages show next to each field
 * instead, a note saying which fields are required, the submit button, why
 * sending failed (announced, above the button that now tries again), and a
 * field only software fills in (HONEYPOT_FIELD), which the server refuses.
 */
export const FormFrame = React.forwardRef<HTMLFormElement, FormFrameProps>(function FormFrame(
  {
    onSubmit,
    onInput,
    submitLabel,
    sending = false,
    failure = null,
    action,
    method,
    header,
    footer,
    notice,
    className,
    children,
    ...labelling
  },
  ref,
) {
  const messages = useMessages("forms");
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      action={action}
      method={method}
      className={className}
      {...labelling}
    >
      {header}
      <p className={styles.note}>{messages.requiredNote}</p>
      {children}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {messages.honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div role="alert">
        {notice}
        {failure ? (
          <p className={styles.failure}>
            <Icon name="alert" size={20} className={styles.failureIcon} />
            {failure}
          </p>
        ) : null}
      </div>
      <button type="submit" className={buttonClass("primary", styles.submit)} aria-disabled={sending || undefined}>
        {sending ? messages.sending : failure ? messages.tryAgain : submitLabel}
      </button>
      {footer}
    </form>
  );
});

/** What the hidden field (HONEYPOT_FIELD) of the submitted form holds: empty unless software filled it. */
export function honeypotValue(event: React.BaseSyntheticEvent | undefined): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return "";
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}
