import * as React from "react";
import { FINDER_HISTORY_STATE } from "../../lib/finder/history";

// The finder's query is the search part of the page's address. It is written
// with the history API itself rather than through Gatsby's navigate: a
// navigation re-renders the whole page and its Head (which Gatsby removes
// from and writes back into the document), about 100 ms of a phone's main
// thread at 1,000 trips for what is only a change of the list's query.
// Back and Forward still go through Gatsby's router, which re-renders the
// page with the address it lands on.

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/**
 * The search part of the address ('?month=2027-01'), '' on the server and
 * while the page hydrates, and a function that writes a new one as a history
 * step of its own or in place of the current step.
 */
export function useAddressSearch(): [string, (search: string, options?: { replace?: boolean }) => void] {
  const search = React.useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const write = React.useCallback((next: string, options?: { replace?: boolean }) => {
    const url = `${window.location.pathname}${next}${window.location.hash}`;
    if (options?.replace) window.history.replaceState(FINDER_HISTORY_STATE, "", url);
    else window.history.pushState(FINDER_HISTORY_STATE, "", url);
    for (const listener of listeners) listener();
  }, []);
  return [search, write];
}
