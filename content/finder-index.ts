// The data the trip finder filters: every upcoming departure with what its
// trip is filtered on. The build writes it once per language, to
// /trips/finder.json and /hi/trips/finder.json (the trips' own words in each),
// and the browser fetches the page's language's the first time a visitor uses
// the finder, so that the trip list's own page weighs the same with 10 trips
// or 1,000.
import { tripDays } from "./dates";
import type { ListedDeparture } from "./departures";
import { FINDER_INDEX_PATH } from "./routes.mjs";

/** A trip as the site's data gives it to the index. */
export interface FinderSourceTrip {
  slug: string;
  title: string;
  location: string;
  summary: string;
  category: string;
  difficulty: string;
}

/**
 * A trip as the finder shows and filters it. Its title, location and summary
 * are also written as `words`, ready to search (see searchableText), so a
 * phone does not work them out for every trip on first use; the summary
 * itself is never shown, so it is not written.
 */
export interface FinderTrip extends Omit<FinderSourceTrip, "summary"> {
  words: string;
}

/**
 * One departure: its trip's position in `trips`, its first and last day, its
 * seats left (null as built: the Worker writes the live figure in), its
 * length in days (worked out here, so a phone does not read 4,000 dates on
 * first use) and its price per person before GST (departurePrice: the
 * budget filters and sorts on it). A row rather than an object, so the file
 * does not repeat six key names 2,000 times.
 */
export type FinderIndexDeparture = [
  trip: number,
  startDate: string,
  endDate: string,
  seatsLeft: number | null,
  days: number,
  price: number,
];

/** The file: trips once each, departures soonest first. */
export interface FinderIndex {
  trips: FinderTrip[];
  departures: FinderIndexDeparture[];
}

/** A departure ready to filter and list: its length in days and its trip. */
export interface FinderDeparture extends ListedDeparture {
  days: number;
  trip: FinderTrip;
}

/**
 * The index of `departures` (every upcoming one, in the order the site lists
 * them: soonest first), each trip written once.
 */
export function finderIndex(
  departures: readonly (Omit<ListedDeparture, "trip"> & { trip: FinderSourceTrip })[],
): FinderIndex {
  const positions = new Map<string, number>();
  const trips: FinderTrip[] = [];
  const rows = departures.map(({ startDate, endDate, seatsLeft, price, trip }): FinderIndexDeparture => {
    let position = positions.get(trip.slug);
    if (position === undefined) {
      position = trips.push(finderTrip(trip)) - 1;
      positions.set(trip.slug, position);
    }
    return [position, startDate, endDate, seatsLeft, tripDays(startDate, endDate), price];
  });
  return { trips, departures: rows };
}

const finderTrip = ({ slug, title, location, summary, category, difficulty }: FinderSourceTrip): FinderTrip => ({
  slug,
  title,
  location,
  category,
  difficulty,
  words: searchableText(`${title} ${location} ${summary}`),
});

/**
 * What searching takes as one letter whichever way it is typed: a
 * Devanagari letter with its nukta (फ़, ज़, precomposed or not) as the letter
 * without (फ, ज), as most people type them; chandrabindu as anusvara (ऊँट as
 * ऊंट), which everyday spelling mixes; and the invisible joiners (ZWJ, ZWNJ),
 * which only change how a conjunct is drawn, as nothing.
 */
const SEARCH_FOLDS: readonly [RegExp, string][] = [
  [/[\u093C\u200C\u200D]/g, ""],
  [/\u0901/g, "\u0902"],
];

/**
 * A trip's text as the finder searches it: in Unicode's composed form (NFC,
 * which also takes Devanagari's precomposed nukta letters apart), lower
 * case, folded (SEARCH_FOLDS), every run of characters that are neither
 * letters (with their combining marks: a Devanagari vowel sign or virama is
 * part of its word) nor digits one space, with a space at each end so that
 * ' word' finds a word's start.
 */
export function searchableText(text: string): string {
  const folded = SEARCH_FOLDS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text.normalize("NFC").toLowerCase(),
  );
  return ` ${folded.replace(/[^\p{L}\p{M}\p{N}]+/gu, " ").trim()} `;
}

/**
 * The departures of a fetched index (from `path`: the English one's, or a
 * language's twin), ready to filter. Refuses a file that is not an index (a
 * stale or cut-off download) rather than listing nonsense.
 */
export function readFinderIndex(json: unknown, path: string = FINDER_INDEX_PATH): FinderDeparture[] {
  if (!isFinderIndex(json)) throw new Error(`${path} is not a trip finder index`);
  const { trips } = json;
  return json.departures.map(([position, startDate, endDate, seatsLeft, days, price]) => ({
    startDate,
    endDate,
    price,
    seatsLeft,
    days,
    trip: trips[position],
  }));
}

function isFinderIndex(json: unknown): json is FinderIndex {
  if (typeof json !== "object" || json === null) return false;
  const { trips, departures } = json as Partial<FinderIndex>;
  return (
    Array.isArray(trips) &&
    Array.isArray(departures) &&
    departures.every(
      (departure) =>
        Array.isArray(departure) &&
        departure.length === 6 &&
        typeof trips[departure[0]]?.words === "string" &&
        typeof departure[1] === "string" &&
        typeof departure[2] === "string" &&
        (typeof departure[3] === "number" || departure[3] === null) &&
        typeof departure[4] === "number" &&
        typeof departure[5] === "number",
    )
  );
}
