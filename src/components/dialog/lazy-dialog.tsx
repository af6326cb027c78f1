import * as React from "react";
import { useDialogLauncher } from "./use-dialog-launcher";

/** What every dialog opened through lazyDialog receives. */
export interface DialogProps<Subject> {
  subject: Subject;
  onClose: () => void;
}

/** Spread onto the button that opens a dialog for one subject. */
export interface DialogTriggerProps {
  "aria-haspopup": "dialog";
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onPointerEnter: () => void;
}

/**
 * Makes a hook for a dialog whose code loads on first use, keeping it (and
 * its form library) out of the JavaScript every visitor downloads. The code
 * starts loading as soon as a visitor points at or tabs to a trigger, so it is
 * usually there by the time they click.
 */
export function lazyDialog<Subject>(load: () => Promise<{ default: React.ComponentType<DialogProps<Subject>> }>) {
  const Dialog = React.lazy(load);
  const preload = () => {
    // A failed preload is retried when the dialog renders, which reports it.
    load().catch(() => undefined);
  };

  return function useLazyDialog() {
    const { session, open, close } = useDialogLauncher<Subject>();

    const triggerFor = (subject: Subject): DialogTriggerProps => ({
      "aria-haspopup": "dialog",
      onClick: (event) => open(subject, event.currentTarget),
      onFocus: preload,
      onPointerEnter: preload,
    });

    const dialog = session ? (
      <React.Suspense fallback={null}>
        <Dialog key={session.id} subject={session.subject} onClose={close} />
      </React.Suspense>
    ) : null;

    return { dialog, triggerFor };
  };
}
