// The seats left that a static host's page fetched from the Worker
// (src/lib/live-seats.ts writes them into the page), kept for what reads them
// later: the booking dialog. A module of its own, so the dialog carries this
// and not the code that fetches and writes them.
import type { MarkedDeparture } from "../../content/departures";

/** Seats left by seat key, as GET /api/seats answers them. */
export type SeatFigures = ReadonlyMap<string, number>;

/** The figures last fetched: null until an answer came (always, on the Worker's own pages). */
let fetched: SeatFigures | null = null;

export const seatFigures = (): SeatFigures | null => fetched;

export function keepSeatFigures(figures: SeatFigures): void {
  fetched = figures;
}

/**
 * A departure's seats left as the page knows them now: its own figure (live
 * in the Worker's pages and their data), else the one fetched, else null.
 * What the booking dialog offers.
 */
export const seatsLeftNow = (departure: Pick<MarkedDeparture, "seatKey" | "seatsLeft">): number | null =>
  departure.seatsLeft ?? fetched?.get(departure.seatKey) ?? null;
