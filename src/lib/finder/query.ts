// What a visitor asks the trip finder on /trips/, and how it is written in the
// page's address (?month=2027-01&budget=under-10000&q=spiti), so that a
// filtered list can be shared and Back and Forward step through the filters.
import { TRIP_CATEGORIES, type TripCategory, DIFFICULTY_LEVELS, type DifficultyLevel } from "../../../content/trips";

/** A range of whole numbers, both ends included; the finder's messages name each by its id. */
interface Band<Id extends string> {
  id: Id;
  min: number;
  max: number;
}

/** Budgets, on a departure's price per person before GST (the price every list of departures shows). */
export const PRICE_BANDS = [
  { id: "under-10000", min: 0, max: 9_999 },
  { id: "10000-19999", min: 10_000, max: 19_999 },
  { id: "20000-29999", min: 20_000, max: 29_999 },
  { id: "30000-plus", min: 30_000, max: Number.POSITIVE_INFINITY },
] as const satisfies readonly Band<string>[];

/** Lengths, in days from the first to the last day of a departure. */
export const LENGTH_BANDS = [
  { id: "1-3", min: 1, max: 3 },
  { id: "4-6", min: 4, max: 6 },
  { id: "7-plus", min: 7, max: Number.POSITIVE_INFINITY },
] as const satisfies readonly Band<string>[];

/** The orders the finder lists its answer in: soonest first, or lowest price first. */
export const SORT_ORDERS = [{ id: "date" }, { id: "price" }] as const;

export type PriceBandId = (typeof PRICE_BANDS)[number]["id"];
export type LengthBandId = (typeof LENGTH_BANDS)[number]["id"];
export type SortOrder = (typeof SORT_ORDERS)[number]["id"];

/** Everything the finder filters and sorts by; null (or '') means "any". */
export interface FinderQuery {
  /** YYYY-MM: departures leaving in that month. */
  month: string | null;
  budget: PriceBandId | null;
  length: LengthBandId | null;
  difficulty: DifficultyLevel | null;
  category: TripCategory | null;
  /** Words to find in a trip's title, location or summary. */
  text: string;
  sort: SortOrder;
}

export const ANY_DEPARTURE: FinderQuery = {
  month: null,
  budget: null,
  length: null,
  difficulty: null,
  category: null,
  text: "",
  sort: "date",
};

/** The address's parameter for each part of the query, in the order they are written. */
export const FINDER_PARAMETERS = {
  month: "month",
  budget: "budget",
  length: "days",
  difficulty: "difficulty",
  category: "category",
  text: "q",
  sort: "sort",
} as const satisfies Record<keyof FinderQuery, string>;

/** The longest search the finder keeps: more is not a search but a paste. */
export const MAX_TEXT_LENGTH = 100;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  choices.find((choice) => choice.toLowerCase() === value?.toLowerCase()) ?? null;

/**
 * The query a page address's search part asks (location.search: '?month=…').
 * Anything the finder does not offer, an unknown month, band or category
 * from an old or mistyped link, reads as "any" rather than as a list that
 * can never match.
 */
export function parseFinderQuery(search: string, months: readonly string[]): FinderQuery {
  const params = new URLSearchParams(search);
  const read = (part: keyof FinderQuery) => params.get(FINDER_PARAMETERS[part]);
  return {
    month: oneOf(months, read("month")),
    budget: oneOf(
      PRICE_BANDS.map((band) => band.id),
      read("budget"),
    ),
    length: oneOf(
      LENGTH_BANDS.map((band) => band.id),
      read("length"),
    ),
    difficulty: oneOf(DIFFICULTY_LEVELS, read("difficulty")),
    category: oneOf(TRIP_CATEGORIES, read("category")),
    text: (read("text") ?? "").trim().slice(0, MAX_TEXT_LENGTH),
    sort:
      oneOf(
        SORT_ORDERS.map((order) => order.id),
        read("sort"),
      ) ?? ANY_DEPARTURE.sort,
  };
}

/**
 * The search part of the address for `query`: '?month=2027-01&q=spiti',
 * with only what differs from "any departure, soonest first" ('' when
 * nothing does), categories in lower case.
 */
export function finderSearch(query: FinderQuery): string {
  const params = new URLSearchParams();
  for (const part of Object.keys(FINDER_PARAMETERS) as (keyof FinderQuery)[]) {
    const value = part === "text" ? query.text.trim() : query[part];
    if (value && value !== ANY_DEPARTURE[part])
      params.set(FINDER_PARAMETERS[part], part === "category" ? value.toLowerCase() : value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Whether the query asks for anything but every departure, soonest first. */
export const isFinding = (query: FinderQuery): boolean => finderSearch(query) !== "";

/** The band `value` falls in, for a filter's test. */
export function inBand<Id extends string>(bands: readonly Band<Id>[], id: Id, value: number): boolean {
  const band = bands.find((candidate) => candidate.id === id);
  return band !== undefined && value >= band.min && value <= band.max;
}
