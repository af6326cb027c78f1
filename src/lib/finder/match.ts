// The finder's answer: the departures a query asks for, in the order it asks.
import { monthOf } from "../../../content/departures";
import { searchableText, type FinderDeparture } from "../../../content/finder-index";
import { inBand, LENGTH_BANDS, PRICE_BANDS, type FinderQuery } from "./query";

/** The words of a search, each to be found at the start of a word: 'Leh-Ladakh' → ['leh', 'ladakh']. */
export function searchTerms(text: string): string[] {
  return searchableText(text).split(" ").filter(Boolean);
}

/**
 * The departures that match every filter of `query`; with words to search,
 * those whose trip's title, location or summary has a word starting with each
 * ('spi' finds Spiti, 'winter spiti' too). `departures` come soonest first,
 * as the index lists them; sorting by each departure's price keeps that order among equal prices.
 */
export function matchDepartures(departures: readonly FinderDeparture[], query: FinderQuery): FinderDeparture[] {
  const terms = searchTerms(query.text).map((term) => ` ${term}`);
  const { month, budget, length, difficulty, category } = query;
  const matches = departures.filter(
    ({ startDate, days, price, trip }) =>
      (month === null || monthOf(startDate) === month) &&
      (budget === null || inBand(PRICE_BANDS, budget, price)) &&
      (length === null || inBand(LENGTH_BANDS, length, days)) &&
      (difficulty === null || trip.difficulty === difficulty) &&
      (category === null || trip.category === category) &&
      terms.every((term) => trip.words.includes(term)),
  );
  return query.sort === "price" ? matches.sort((a, b) => a.price - b.price) : matches;
}

/** How many different trips `departures` belong to. */
export const tripCount = (departures: readonly FinderDeparture[]): number =>
  new Set(departures.map((departure) => departure.trip.slug)).size;
