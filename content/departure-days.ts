// Which of a trip's departures are upcoming and which have run, on a "today"
// the caller gives: the build decides it once per build (gatsby/graphql-schema.ts),
// the editor's preview on the editor's day. Apart from departures.ts because
// pages get these lists from their queries and never load this code.
import { departuresByDate, type Departure, type DepartureSpan } from "./departures";

/** Departures that have not left by `today` (YYYY-MM-DD), soonest first: what visitors can book or wait-list. */
export function upcomingDepartures<T extends DepartureSpan>(departures: readonly T[], today: string): T[] {
  return departuresByDate(departures).filter((departure) => departure.startDate >= today);
}

/**
 * Departures that have run by `today` and whose travellers an editor
 * recorded, soonest first: each is a completed trip under Recent Adventures.
 */
export function completedDepartures<T extends DepartureSpan & Pick<Departure, "travellers">>(
  departures: readonly T[],
  today: string,
): (T & { travellers: number })[] {
  return departuresByDate(departures).filter(
    (departure): departure is T & { travellers: number } =>
      departure.endDate < today && typeof departure.travellers === "number",
  );
}
