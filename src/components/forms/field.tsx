import * as React from "react";
import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import * as styles from "./field.module.scss";

/** What a form control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: string;
  /** Marked '(optional)' (forms.optional) in the label; every other field is required. */
  optional?: boolean;
  /** A short instruction shown under the control, e.g. the allowed file types. */
  hint?: string;
  /** The message shown under the control while its value is invalid. */
  error?: string;
  className?: string;
  /** Renders the control with the props that connect it to the label and messages. */
  children: (control: ControlProps) => React.ReactNode;
}

/**
 * One labelled form field. The error sits right under its control, above any
 * hint, and is read out with it (aria-describedby, error first); the control
 * is marked aria-invalid while the error shows. Hints go below the control so
 * that fields side by side keep their controls level.
 */
export function Field({ label, optional = false, hint, error, className, children }: FieldProps) {
  const id = React.useId();
  const messages = useMessages("forms");
  const hintId = `${id}hint`;
  const errorId = `${id}error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={[styles.field, error ? styles.invalid : null, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> {messages.optional}</span> : null}
      </label>
      {children({
        id,
        required: !optional,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={18} className={styles.errorIcon} />
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
