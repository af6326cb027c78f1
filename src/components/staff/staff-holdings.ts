// What a person holds on the staff page, in words and as the form keeps it.
import { formatLongDate } from "../../../content/format";
import type { AssignedDeparture } from "../../../requests/staff-roles";

/** Names one departure among others (and in an element's id: no spaces), as the desk's address does. */
export const departureKey = (departure: AssignedDeparture) => `${departure.trip}/${departure.startDate}`;

/** 'Spiti Valley Winter Expedition, 24 Dec 2026'; the trip's slug when the catalogue no longer names it. */
export const departureWords = (departure: AssignedDeparture, title: string | null) =>
  `${title ?? departure.trip}, ${formatLongDate(departure.startDate)}`;
