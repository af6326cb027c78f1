// jsdom knows <dialog> only as an element with an `open` attribute: it has no
// showModal(), close() or Escape handling. This adds the part of the HTML
// standard the site relies on, so components are tested against how browsers
// behave. What jsdom cannot model (the inert page, the top layer) is covered by
// the browser tests.

const modals: HTMLDialogElement[] = [];

/** The dialogs opened with showModal() and still open, last one on top. */
export function openModals(): HTMLDialogElement[] {
  return modals.filter((dialog) => dialog.isConnected && dialog.open);
}

function forget(dialog: HTMLDialogElement) {
  const index = modals.indexOf(dialog);
  if (index !== -1) modals.splice(index, 1);
}

/** Adds showModal(), close() and Escape to jsdom's <dialog>; jest.setup.ts calls it where there is a DOM. */
export function installHtmlDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException("The dialog is already open.", "InvalidStateError");
    if (!this.isConnected) throw new DOMException("The dialog is not in a document.", "InvalidStateError");
    this.open = true;
    modals.push(this);
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    forget(this);
    this.dispatchEvent(new Event("close"));
  };

  // Escape is a close request for the topmost modal: 'cancel' first, which a page
  // may prevent, then close.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const top = openModals().at(-1);
    if (top && top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}
