import * as React from "react";

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates its markup,
 * true from the render after: the one place where a component may show what
 * only the browser knows (its clock, its URL) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
