import * as React from "react";

export interface DialogSession<Subject> {
  /** New for every opening, so each opening gets a fresh dialog and form. */
  id: number;
  subject: Subject;
}

/**
 * Which dialog is open and for what (a trip, a job), and the button that
 * opened it. Closing unmounts the dialog, which also cancels anything it had
 * scheduled, and then puts focus back on that button.
 */
export function useDialogLauncher<Subject>() {
  const [session, setSession] = React.useState<DialogSession<Subject> | null>(null);
  const opener = React.useRef<HTMLElement | null>(null);
  const openings = React.useRef(0);

  const open = React.useCallback((subject: Subject, trigger: HTMLElement) => {
    opener.current = trigger;
    openings.current += 1;
    setSession({ id: openings.current, subject });
  }, []);

  const close = React.useCallback(() => setSession(null), []);

  // After the commit that removed the dialog: only then is the page behind it
  // no longer inert, so the opener can take focus again.
  React.useEffect(() => {
    if (session === null && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [session]);

  return { session, open, close };
}
