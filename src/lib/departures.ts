// Departures by month: every upcoming batch of every trip, listed under the
// month it leaves in, a page per month at /departures/<yyyy-mm>/ so that no
// page grows with the catalogue.
import { compareIsoDates } from "./dates";

/** '2027-01-16' → '2027-01': the month a departure belongs to. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** '/departures/' for the list of months, '/departures/2027-01/' for one month's departures. */
export function departuresPath(month?: string): string {
  return month ? `/departures/${month}/` : "/departures/";
}

/** One departure as the lists of departures show it: its dates and seats, and its trip. */
export interface ListedDeparture {
  startDate: string;
  endDate: string;
  seatsLeft: number;
  trip: { slug: string; title: string; location: string; price: number };
}

/** One month that has departures, with how many. */
export interface DepartureMonth {
  month: string;
  count: number;
}

/** The months of `startDates`, in order, each with its number of departures. */
export function departureMonths(startDates: Iterable<string>): DepartureMonth[] {
  const counts = new Map<string, number>();
  for (const date of startDates) counts.set(monthOf(date), (counts.get(monthOf(date)) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => compareIsoDates(a, b)).map(([month, count]) => ({ month, count }));
}
