// How the site shows trips: their difficulty and group size in words, and the
// trip list's pages.

/** 'moderate' → 'Moderate', for labels. */
export function formatDifficulty(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** '8–16 travellers'. */
export function formatGroupSize({ min, max }: { min: number; max: number }): string {
  return min === max ? `${max} travellers` : `${min}–${max} travellers`;
}

/** Upcoming trips per page of the trip list; later trips go on /trips/page/2/ and on. */
export const TRIPS_PER_PAGE = 12;

/** Completed trips the trip list shows: the most recent, so the page never grows without bound. */
export const RECENT_TRIP_LIMIT = 12;

/** How many pages the trip list needs for `count` upcoming trips; at least one, even when there are none. */
export function tripListPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / TRIPS_PER_PAGE));
}

/**
 * The page numbers a pagination bar shows: the first, the last, and the
 * current page with its neighbours, with a gap where numbers are skipped. A
 * fixed number of links, however many pages there are.
 */
export function paginationWindow(page: number, pageCount: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) =>
    index > 0 && number - shown[index - 1] > 1 ? ["gap" as const, number] : [number],
  );
}
