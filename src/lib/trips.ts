// How the site shows trips: their category, difficulty and group size in the
// page's words, and the trip list's pages.
import type { Messages } from "../../content/messages";
import { fillMessage } from "../../content/fill-message";

/** One of a set of names by its key (a category, a level), or the build stops: data/ holds only known keys. */
function nameOf(names: Readonly<Record<string, string>>, key: string, what: string): string {
  const name = names[key];
  if (name === undefined) throw new Error(`No words for the ${what} "${key}" in the trips messages`);
  return name;
}

/** A trip's category in the page's words: 'Mountain' ('पहाड़' on a Hindi page). */
export const categoryName = (category: string, words: Pick<Messages["trips"], "categories">): string =>
  nameOf(words.categories, category, "category");

/** How demanding a trip is, in the page's words: 'moderate' → 'Moderate' ('मध्यम'). */
export const difficultyName = (level: string, words: Pick<Messages["trips"], "levels">): string =>
  nameOf(words.levels, level, "difficulty level");

/** '8–16 travellers' ('8–16 यात्री'), or '12 travellers' when the group is one size. */
export function formatGroupSize(
  { min, max }: { min: number; max: number },
  words: Pick<Messages["tripPage"], "groupSizeRange" | "groupSizeExact">,
): string {
  return fillMessage(min === max ? words.groupSizeExact : words.groupSizeRange, { min, max });
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
