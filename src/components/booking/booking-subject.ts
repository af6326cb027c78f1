// What the booking dialog is opened for. It is the contract between the pages
// that open the dialog and the dialog's own file, which loads only on first
// use, so it lives apart from both.
import type { MarkedDeparture } from "../../../content/departures";

/** A trip and one of its departures. */
export interface BookingSubject {
  /** The trip's slug, which the request names. */
  slug: string;
  title: string;
  /** What one seat costs, in rupees before GST: the departure's price (departurePrice), or the trip's for no departure. */
  price: number;
  /** The departure to book; null asks for a seat on the next departure that is not scheduled yet. */
  departure: MarkedDeparture | null;
}
