import * as React from "react";
import { useMessages } from "../../hooks/use-messages";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
import { ModalDialog } from "./modal-dialog";
import * as styles from "./form-dialog.module.scss";

/** How long a confirmation stays up before its dialog closes itself: 2 seconds, as the client asked. */
export const AUTO_CLOSE_DELAY_MS = 2000;

/** How a form tells its dialog it was submitted: with a sentence on what happens next. */
export type OnSubmitted = (nextSteps: string) => void;

interface FormDialogProps {
  title: string;
  description?: React.ReactNode;
  /** The confirmation announced after a valid submit, e.g. 'Booking submitted successfully!'. */
  successMessage: string;
  onClose: () => void;
  /** Renders the form, which calls `onSubmitted` with a sentence on what happens next. */
  children: (onSubmitted: OnSubmitted) => React.ReactNode;
}

/**
 * A modal dialog around a form: the form until a valid submit, then the
 * confirmation, and the dialog closes itself after AUTO_CLOSE_DELAY_MS. The
 * timer belongs to this dialog and dies with it, so closing and reopening
 * within the delay can never be cut short by an earlier submit.
 */
export function FormDialog({ title, description, successMessage, onClose, children }: FormDialogProps) {
  const [nextSteps, setNextSteps] = React.useState<string | null>(null);
  const doneButton = React.useRef<HTMLButtonElement>(null);
  const messages = useMessages("dialog");
  const submitted = nextSteps !== null;

  React.useEffect(() => {
    if (!submitted) return undefined;
    // The form (and the focused submit button) is gone; keep focus inside the dialog.
    doneButton.current?.focus();
    const timer = window.setTimeout(onClose, AUTO_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [submitted, onClose]);

  return (
    <ModalDialog title={title} description={description} onClose={onClose}>
      {/* Present from the start, so screen readers announce the confirmation when it appears. */}
      <div role="status">
        {submitted ? (
          <>
            <p className={styles.success}>
              <Icon name="check" size={22} className={styles.successIcon} />
              {successMessage}
            </p>
            <p className={styles.nextSteps}>{nextSteps}</p>
          </>
        ) : null}
      </div>
      {submitted ? (
        <button ref={doneButton} type="button" className={buttonClass("secondary")} onClick={onClose}>
          {messages.done}
        </button>
      ) : (
        children(setNextSteps)
      )}
    </ModalDialog>
  );
}
