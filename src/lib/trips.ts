// Rules about trips and their batches that pages, cards and the build share.

import { compareIsoDates } from "./dates";

/** How demanding a trip is, from least to most; each trip says why in one line. */
export const DIFFICULTY_LEVELS = ["easy", "moderate", "challenging"] as const;

export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** 'moderate' → 'Moderate', for labels. */
export function formatDifficulty(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** One departure of a trip. */
export interface Batch {
  startDate: string;
  endDate: string;
  seatsLeft: number;
  /** How many travelled, recorded by an editor once the batch has run. */
  travelers?: number | null;
}

/** Batches soonest first, without changing the editor's order in data/. */
export function batchesByDate<T extends Batch>(batches: readonly T[]): T[] {
  return [...batches].sort((a, b) => compareIsoDates(a.startDate, b.startDate));
}

/** Batches that have not left by `today` (YYYY-MM-DD), soonest first: what visitors can book or wait-list. */
export function upcomingBatches<T extends Batch>(batches: readonly T[], today: string): T[] {
  return batchesByDate(batches).filter((batch) => batch.startDate >= today);
}

/**
 * Batches that have run by `today` and whose travellers an editor recorded,
 * soonest first: each is a completed trip under Recent Adventures.
 */
export function completedBatches<T extends Batch>(batches: readonly T[], today: string): (T & { travelers: number })[] {
  return batchesByDate(batches).filter(
    (batch): batch is T & { travelers: number } => batch.endDate < today && typeof batch.travelers === "number",
  );
}

/**
 * The departure a card offers: the soonest batch with a seat, or, when every
 * batch is full, the soonest one (whose dialog then takes a waitlist request).
 */
export function nextBookableBatch<T extends Batch>(batches: readonly T[]): T | undefined {
  const sorted = batchesByDate(batches);
  return sorted.find((batch) => batch.seatsLeft > 0) ?? sorted[0];
}

export const isSoldOut = (batch: Batch) => batch.seatsLeft <= 0;

/**
 * At or below this many seats a departure is nearly full: its card's badge
 * turns urgent, to prompt visitors who are deciding, and search results are
 * told it has limited availability.
 */
export const FEW_SEATS_LEFT = 5;

/** '/trips/spiti-winter-expedition/'. */
export function tripPath(slug: string): string {
  return `/trips/${slug}/`;
}

/** Where a departure's calendar file is: /trips/<slug>/<start date>.ics, written by the build (gatsby/departure-calendars.ts). */
export function departureCalendarPath(slug: string, startDate: string): string {
  return `${tripPath(slug)}${startDate}.ics`;
}

/** The folder under /trips/ that holds the trip list's later pages, so no trip's slug may take it. */
export const TRIP_LIST_PAGES_SEGMENT = "page";

/** '/trips/' for the first page of the trip list, '/trips/page/2/' after it. */
export function tripListPath(page: number): string {
  return page <= 1 ? "/trips/" : `/trips/${TRIP_LIST_PAGES_SEGMENT}/${page}/`;
}

/** '8–16 travellers'. */
export function formatGroupSize({ min, max }: { min: number; max: number }): string {
  return min === max ? `${max} travellers` : `${min}–${max} travellers`;
}

interface RelatedCandidate {
  id: string;
  category: string;
  nextDeparture: string;
}

/**
 * Trips to suggest beside one trip: others in its category first, then the
 * rest, each group soonest first.
 */
export function relatedTrips<T extends RelatedCandidate>(
  trip: { id: string; category: string },
  candidates: Iterable<T>,
  limit: number,
): T[] {
  const others = [...candidates].filter((candidate) => candidate.id !== trip.id);
  const rank = (candidate: T) => (candidate.category === trip.category ? 0 : 1);
  return others.sort((a, b) => rank(a) - rank(b) || compareIsoDates(a.nextDeparture, b.nextDeparture)).slice(0, limit);
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
