// How pages mark each departure's seats so the Worker can put in the live
// figure (worker/live-seats.ts): the built HTML carries the seats as the build
// knew them, on elements named by the departure's seat key; the Worker
// rewrites their text and state from D1 before the page leaves, so it is right
// on first paint, with or without JavaScript, and the page's data says the same.
import { FEW_SEATS_LEFT } from "./departures";
import { formatSpotsLeft } from "./format";

/** How full a departure is, as pages style it (a [data-seat-state] selector). */
export type SeatState = "open" | "few" | "none";

export function seatStateOf(seatsLeft: number): SeatState {
  if (seatsLeft <= 0) return "none";
  return seatsLeft <= FEW_SEATS_LEFT ? "few" : "open";
}

/** What a departure's button offers: seats, or the waitlist once they are gone. */
export const seatActionLabel = (seatsLeft: number) => (seatsLeft <= 0 ? "Join waitlist" : "Book Now");

/**
 * The parts of a page that show a departure's seats: `figure` ('8 spots
 * left') and `action` (a button's visible label; the button's own look
 * follows its label's data-seat-state, through CSS's :has()).
 */
export type SeatPart = "figure" | "action";

/**
 * The attributes that mark one part, spread onto the element that shows it
 * (the Worker finds them by data-seat-key). The page's HTML and its data are
 * each served with the seats as they stand: should a seat move between the
 * two requests, React keeps the figure the HTML came with rather than
 * rendering the whole page again, hence suppressHydrationWarning.
 */
export const seatMarks = (seatKey: string, seatsLeft: number, part: SeatPart) => ({
  "data-seat-key": seatKey,
  "data-seat-part": part,
  "data-seat-state": seatStateOf(seatsLeft),
  suppressHydrationWarning: true,
});

/** The text a part shows for `seatsLeft`. */
export const seatPartText = (part: SeatPart, seatsLeft: number): string =>
  part === "figure" ? formatSpotsLeft(seatsLeft) : seatActionLabel(seatsLeft);
