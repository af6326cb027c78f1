/**
 * Stops the page behind a modal dialog from scrolling, so a swipe inside a
 * short dialog on a phone does not move the page underneath. Returns the
 * function that restores the page as it was.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = "hidden";
  return () => {
    root.style.overflow = previous;
  };
}
