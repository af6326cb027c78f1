import * as React from "react";
import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import { focusableElements } from "./focusable";
import { lockPageScroll } from "./page-scroll-lock";
import * as styles from "./modal-dialog.module.scss";

interface ModalDialogProps {
  /** The heading, which also names the dialog for screen readers. */
  title: string;
  /** A line under the title that describes the dialog, e.g. a trip's dates and price. */
  description?: React.ReactNode;
  onClose: () => void;
  children: React.ReactNode;
}

/**
 * A modal dialog on the native <dialog> element, open while mounted.
 * showModal() makes the rest of the page inert and puts the dialog on top;
 * this adds what the WAI-ARIA pattern asks for beyond that: the first field
 * (marked data-autofocus) takes focus, Tab wraps around inside, the page does
 * not scroll behind it, and Escape, the close button and the platform's
 * back gesture all go through onClose.
 */
export function ModalDialog({ title, description, onClose, children }: ModalDialogProps) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const messages = useMessages("dialog");

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialog.showModal();
    (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusableElements(dialog)[0])?.focus();
    return lockPageScroll();
  }, []);

  const onCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    // The owner decides: closing unmounts the dialog and returns focus.
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      // Browsers may close a dialog themselves (e.g. repeated Escape); keep the owner in step.
      onClose={onClose}
      onKeyDown={keepTabInside}
    >
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={messages.close}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = focusableElements(event.currentTarget);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
