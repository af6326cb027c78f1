// Departures: the dated runs of a trip (data/trips/<slug>.json › departures).
// Which one a card offers, how their seats show on a page (and are marked for
// the Worker's live figures), and how they group by month. Which departures
// are upcoming or completed on a day is departure-days.ts's, which pages never load.
import { compareIsoDates } from "./dates";

/** One departure of a trip, as data/ holds it. */
export interface Departure {
  startDate: string;
  endDate: string;
  /** How many seats it has in all; seats booked are counted in D1, never in data/. */
  seats: number;
  /** How many travelled, recorded by an editor once the departure has run. */
  travellers?: number | null;
}

/** The dates any departure has: what lists sort and filter departures by. */
export type DepartureSpan = Pick<Departure, "startDate" | "endDate">;

/**
 * A departure as pages show it: with the seats still open. The build knows
 * only the capacity; the Worker puts the live figure into every page it
 * serves (worker/live-seats.ts), finding each departure by its seatKey.
 */
export interface SeatedDeparture extends DepartureSpan {
  seatsLeft: number;
}

/** A departure in a page: with its seat key, by which the Worker finds its seats to put in the live figure. */
export interface MarkedDeparture extends SeatedDeparture {
  seatKey: string;
}

/** 'spiti-winter-expedition/2027-01-16': how a departure is named in pages, the Worker and D1. */
export const seatKeyOf = (slug: string, startDate: string) => `${slug}/${startDate}`;

/** Departures soonest first, without changing the editor's order in data/. */
export function departuresByDate<T extends DepartureSpan>(departures: readonly T[]): T[] {
  return [...departures].sort((a, b) => compareIsoDates(a.startDate, b.startDate));
}

/**
 * The departure a card offers: the soonest one with a seat, or, when every
 * departure is full, the soonest one (whose dialog then takes a waitlist request).
 */
export function nextBookableDeparture<T extends SeatedDeparture>(departures: readonly T[]): T | undefined {
  const sorted = departuresByDate(departures);
  return sorted.find((departure) => departure.seatsLeft > 0) ?? sorted[0];
}

export const isSoldOut = (departure: Pick<SeatedDeparture, "seatsLeft">) => departure.seatsLeft <= 0;

/**
 * At or below this many seats a departure is nearly full: its card's badge
 * turns urgent, to prompt visitors who are deciding, and search results are
 * told it has limited availability.
 */
export const FEW_SEATS_LEFT = 5;

/** How full a departure is, as pages style it (a [data-seat-state] selector): open, few (≤ FEW_SEATS_LEFT), none. */
export type SeatState = "open" | "few" | "none";

export const seatStateOf = (seatsLeft: number): SeatState =>
  seatsLeft <= 0 ? "none" : seatsLeft <= FEW_SEATS_LEFT ? "few" : "open";

/** What a departure's button offers: seats, or the waitlist once they are gone. */
export const seatActionLabel = (seatsLeft: number) => (seatsLeft <= 0 ? "Join waitlist" : "Book Now");

/**
 * The parts of a page that show a departure's seats: its `figure` ('8 spots
 * left') and its button's `action` label (the button's own look follows its
 * label's data-seat-state, through CSS's :has()).
 */
export type SeatPart = "figure" | "action";

/**
 * The attributes that mark one part with the departure's seat key, spread
 * onto the element that shows it: data-seat-figure or data-seat-action, and
 * data-seat-state. The Worker finds them and writes the live seats into them
 * before the page leaves (worker/live-seats.ts), so the page is right on
 * first paint, with or without JavaScript. The page's HTML and its data are
 * each served with the seats as they stand: should a seat move between the
 * two requests, React keeps what the HTML came with, hence suppressHydrationWarning.
 */
export const seatMarks = (seatKey: string, seatsLeft: number, part: SeatPart) => ({
  [`data-seat-${part}`]: seatKey,
  "data-seat-state": seatStateOf(seatsLeft),
  suppressHydrationWarning: true,
});

/** '2027-01-16' → '2027-01': the month a departure belongs to. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

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
