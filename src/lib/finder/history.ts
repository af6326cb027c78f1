// The trip finder writes each query into the page's address as a history
// entry of its own (see query.ts). Moving between those entries changes what
// the list shows, not the page, so the page must stay where the visitor is
// rather than jump to the top as it does for a new page.

/** The history state of the entries the finder writes. */
export const FINDER_HISTORY_STATE = { tripFinder: true } as const;

interface HistoryLocation {
  pathname: string;
  state?: unknown;
}

const isFinderEntry = (location: HistoryLocation) =>
  typeof location.state === "object" && location.state !== null && "tripFinder" in location.state;

/**
 * Whether moving from `from` to `to` is the finder changing its query: the
 * same page, and either entry written by the finder (Back from the first
 * query lands on the page's own entry, which the finder did not write).
 */
export function isFinderStep(from: HistoryLocation | undefined, to: HistoryLocation): boolean {
  return from !== undefined && from.pathname === to.pathname && (isFinderEntry(from) || isFinderEntry(to));
}
