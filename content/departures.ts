// Departures: the dated runs of a trip (data/trips/<slug>.json › departures).
// Which one a card offers, how their seats show on a page (and are marked for
// the Worker's live figures), and how they group by month. Which departures
// are upcoming or completed on a day is departure-days.ts's, which pages never load.
import { compareIsoDates } from "./dates";
import type { Messages } from "./messages";

/** One departure of a trip, as data/ holds it. */
export interface Departure {
  startDate: string;
  endDate: string;
  /** How many seats it has in all; seats booked are counted in D1, never in data/. */
  seats: number;
  /** Its own price per person before GST, in rupees, when it is not its trip's (a festive week's); see departurePrice. */
  price?: number | null;
  /** How many travelled, recorded by an editor once the departure has run. */
  travellers?: number | null;
}

/**
 * What one seat of a departure costs, in whole rupees before GST: the
 * departure's own price, else its trip's. Every figure of money a page, the
 * catalogue or the Worker works out for a departure starts here. A request
 * for no departure in particular (the next one's waitlist) is priced at the
 * trip's.
 */
export const departurePrice = (
  trip: { readonly price: number },
  departure: { readonly price?: number | null } | null | undefined,
): number => departure?.price ?? trip.price;

/** What a trip's cards and facts say it costs: the lowest price of `departures`, and whether their prices differ (it then reads "from"). */
export interface FromPrice {
  price: number;
  varies: boolean;
}

/**
 * The price a trip is offered from: the lowest of its upcoming departures'
 * prices (departurePrice), or the trip's own when none is upcoming.
 */
export function fromPrice(
  trip: { readonly price: number },
  upcoming: readonly { readonly price?: number | null }[],
): FromPrice {
  const prices = upcoming.map((departure) => departurePrice(trip, departure));
  if (prices.length === 0) return { price: trip.price, varies: false };
  const price = Math.min(...prices);
  return { price, varies: prices.some((other) => other !== price) };
}

/** The dates any departure has: what lists sort and filter departures by. */
export type DepartureSpan = Pick<Departure, "startDate" | "endDate">;

/**
 * A departure as pages show it: with the seats still open, or null where they
 * are not known. The build knows only the capacity, so every page it writes
 * says null; the Worker puts the live figure into every page it serves
 * (worker/seats/live-pages.ts), finding each departure by its seatKey, and a
 * page a static host serves fetches it (src/lib/live-seats.ts).
 */
export interface SeatedDeparture extends DepartureSpan {
  seatsLeft: number | null;
}

/** A departure in a page: with its seat key, by which the Worker finds its seats to put in the live figure. */
export interface MarkedDeparture extends SeatedDeparture {
  seatKey: string;
}

/** A departure in a page with what a seat of it costs (departurePrice): what its trip page lists and books. */
export interface PricedDeparture extends MarkedDeparture {
  price: number;
}

/** 'spiti-winter-expedition/2027-01-16': how a departure is named in pages, the Worker and D1. */
export const seatKeyOf = (slug: string, startDate: string) => `${slug}/${startDate}`;

/** Departures soonest first, without changing the editor's order in data/. */
export function departuresByDate<T extends DepartureSpan>(departures: readonly T[]): T[] {
  return [...departures].sort((a, b) => compareIsoDates(a.startDate, b.startDate));
}

/**
 * The departure a card offers: the soonest one that may have a seat (one
 * whose seats are not known counts), or, when every departure is full, the
 * soonest one (whose dialog then takes a waitlist request).
 */
export function nextBookableDeparture<T extends SeatedDeparture>(departures: readonly T[]): T | undefined {
  const sorted = departuresByDate(departures);
  return sorted.find((departure) => !isSoldOut(departure)) ?? sorted[0];
}

/** Whether a departure is known to have no seat left; one whose seats are not known is not. */
export const isSoldOut = (departure: Pick<SeatedDeparture, "seatsLeft">) =>
  departure.seatsLeft !== null && departure.seatsLeft <= 0;

/**
 * At or below this many seats a departure is nearly full: its card's badge
 * turns urgent, to prompt visitors who are deciding.
 */
export const FEW_SEATS_LEFT = 5;

/**
 * How full a departure is, as pages style it (a [data-seat-state] selector):
 * open, few (≤ FEW_SEATS_LEFT), none, or unknown (no live figure has reached
 * the page: its figure says nothing, its button books).
 */
export type SeatState = "open" | "few" | "none" | "unknown";

export const seatStateOf = (seatsLeft: number | null): SeatState =>
  seatsLeft === null ? "unknown" : seatsLeft <= 0 ? "none" : seatsLeft <= FEW_SEATS_LEFT ? "few" : "open";

/**
 * The words for a departure's seats, in the page's language: the `seats`
 * group of the messages (content/messages/<lang>.json), which components,
 * the Worker (worker/seats/live-pages.ts) and a static host's pages
 * (src/lib/live-seats.ts) all write seats with.
 */
export type SeatWords = Messages["seats"];

/** The seat words a departure's marked parts may say: what the live seats write into a page. */
export const SEAT_PART_WORDS = ["spotsLeftOne", "spotsLeftOther", "soldOut", "bookNow", "joinWaitlist"] as const;

export type SeatPartWords = Pick<SeatWords, (typeof SEAT_PART_WORDS)[number]>;

/** The seat part words of `words`, and nothing else: what a page carries for its live seats. */
export const seatPartWords = (words: SeatPartWords): SeatPartWords =>
  Object.fromEntries(SEAT_PART_WORDS.map((name) => [name, words[name]])) as SeatPartWords;

/** The seat part words a page carries, or null when `json` is not them (a page built without them, or a mangled one). */
export function readSeatPartWords(json: unknown): SeatPartWords | null {
  if (typeof json !== "object" || json === null) return null;
  const words = json as Record<string, unknown>;
  return SEAT_PART_WORDS.every((name) => typeof words[name] === "string")
    ? seatPartWords(words as SeatPartWords)
    : null;
}

/**
 * The attribute of <html> that holds a static host's page's seat part words
 * (JSON), in its own language: its live seats are written outside React, by
 * a script that carries no language's words of its own (src/lib/live-seats.ts).
 */
export const SEAT_WORDS_ATTRIBUTE = "data-seat-words";

/**
 * What a departure's button offers: seats, or the waitlist once they are
 * gone. Where the seats are not known it books: should the departure be
 * full, the booking dialog's answer offers the waitlist in one step.
 */
export const seatActionLabel = (seatsLeft: number | null, words: Pick<SeatWords, "bookNow" | "joinWaitlist">) =>
  seatsLeft !== null && seatsLeft <= 0 ? words.joinWaitlist : words.bookNow;

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
 * before the page leaves (worker/seats/live-pages.ts), so the page is right
 * on first paint, with or without JavaScript; a page a static host serves
 * fetches the figures and writes them the same way (src/lib/live-seats.ts).
 *
 * A label also carries data-seat-widest, the widest words it may say, which
 * its CSS lays out unseen so that the button keeps its width whatever the
 * label says, and nothing beside it moves when the live words arrive.
 *
 * The page's HTML and its data are each served with the seats as they stand:
 * should a seat move between the two requests, or a static host's page have
 * its figures written before React hydrates it, React takes its own words and
 * the live ones are written again (src/lib/live-seats.ts), hence
 * suppressHydrationWarning.
 */
export const seatMarks = (
  seatKey: string,
  seatsLeft: number | null,
  part: SeatPart,
  words: Pick<SeatWords, "bookNow" | "joinWaitlist">,
) => ({
  [`data-seat-${part}`]: seatKey,
  "data-seat-state": seatStateOf(seatsLeft),
  ...(part === "action" ? { "data-seat-widest": seatActionLabel(0, words) } : {}),
  suppressHydrationWarning: true,
});

/** '2027-01-16' → '2027-01': the month a departure belongs to. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** One departure as the lists of departures show it: its dates, price (departurePrice) and seats, and its trip. */
export interface ListedDeparture {
  startDate: string;
  endDate: string;
  price: number;
  seatsLeft: number | null;
  trip: { slug: string; title: string; location: string };
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
