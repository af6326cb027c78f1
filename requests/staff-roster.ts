// What a trip lead's roster holds, and the pickup's check-ins (worker/desk/lead-roster.ts): everything
// the lead needs of each traveller of a departure's confirmed bookings, where there is no signal.
import { STAFF_API_PATH } from "../content/routes.mjs";
import type { TravellerDetails } from "./staff";

const departurePath = (trip: string, startDate: string) =>
  `${STAFF_API_PATH}departures/${encodeURIComponent(trip)}/${startDate}`;

export const rosterApi = {
  /** POST: the roster, its ID numbers and health answers opened; written to the access log. */
  roster: (trip: string, startDate: string) => `${departurePath(trip, startDate)}/roster`,
  /** GET: the roster's version alone, opening nothing: whether a copy taken offline is still current. */
  version: (trip: string, startDate: string) => `${departurePath(trip, startDate)}/roster/version`,
  /** POST RosterOpenings: the openings of a copy kept on a phone, for the access log. */
  openings: (trip: string, startDate: string) => `${departurePath(trip, startDate)}/roster/openings`,
  /** POST CheckInChanges: ticks made at the pickup; answers every check-in of the departure. */
  checkIns: (trip: string, startDate: string) => `${departurePath(trip, startDate)}/check-ins`,
};

/** A traveller as the roster shows them: the manifest's details, the health answers that were "yes", and their ID. */
export interface RosterTraveller extends TravellerDetails {
  /** The questions answered "yes", with what the traveller added. */
  health: { question: string; details: string }[];
  idType: string;
  idNumber: string;
}

/** A confirmed booking on the roster: who booked, and the travellers of the seats that have told their details. */
export interface RosterBooking {
  requestId: string;
  reference: string | null;
  booker: string;
  bookerPhone: string | null;
  seats: number;
  travellers: RosterTraveller[];
  /** Seats handed to someone else since the booking was made: when, the latest per seat (the roster says so beside the seat). */
  handedOn: { seat: number; at: string }[];
}

/** Whether a seat's traveller has arrived at the pickup, as the last change to it says. */
export interface CheckIn {
  requestId: string;
  seat: number;
  arrived: boolean;
  /** When the tick was made, on the phone that made it. */
  at: string;
  by: string;
}

export interface Roster {
  trip: { slug: string; title: string };
  startDate: string;
  endDate: string;
  /** Changes whenever a booking or a traveller of the roster does (RosterVersion). */
  version: string;
  /** When the Worker read it. */
  readAt: string;
  bookings: RosterBooking[];
  checkIns: CheckIn[];
}

export interface RosterVersion {
  version: string;
}

/** One change at the pickup: a seat ticked (arrived) or unticked, and when, on the phone. */
export interface CheckInChange {
  requestId: string;
  seat: number;
  arrived: boolean;
  at: string;
}

export interface CheckInChanges {
  changes: CheckInChange[];
}

/** The answer to check-in changes: every check-in of the departure, and the headcount. */
export interface CheckInList {
  checkIns: CheckIn[];
  /** Seats whose traveller has arrived, of the confirmed seats. */
  arrived: number;
  seats: number;
}

/** When a copy kept on a phone was opened there, told once the phone is back online. */
export interface RosterOpenings {
  openings: { at: string }[];
}

/** The most check-in changes or openings one call may carry: each is a D1 statement of one batch. */
export const MAX_ROSTER_CHANGES = 80;
