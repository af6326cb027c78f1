import type * as React from "react";
import { buttonClass } from "../ui/button";
import * as styles from "./form-frame.module.scss";

interface FormFrameProps {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** Before the note on optional fields, e.g. the form's heading. */
  header?: React.ReactNode;
  /** After the submit button, e.g. the confirmation's live region. */
  footer?: React.ReactNode;
  className?: string;
  "aria-labelledby"?: string;
  children: React.ReactNode;
}

/**
 * What every form on the site shares: the browser's own validation bubbles
 * are turned off (noValidate) so the site's messages show next to each field
 * instead, a note saying which fields are required, and the submit button.
 */
export function FormFrame({
  onSubmit,
  submitLabel,
  header,
  footer,
  className,
  children,
  ...labelling
}: FormFrameProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={className} {...labelling}>
      {header}
      <p className={styles.note}>All fields are required unless marked optional.</p>
      {children}
      <button type="submit" className={buttonClass("primary", styles.submit)}>
        {submitLabel}
      </button>
      {footer}
    </form>
  );
}
