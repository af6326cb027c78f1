// The owner's numbers: what the desk's Numbers section and the Worker's staff API (worker/numbers/) say
// to each other. Every amount is in paise, every month is a month of India's calendar (YYYY-MM, turning at
// 00:00 IST), every year a financial year as accounts write it ('2026-27', 1 April to 31 March).
import { STAFF_API_PATH } from "../content/routes.mjs";

export const numbersApi = {
  /** Money by month for a financial year and the one before (MoneyNumbers). Owners and accounts. */
  money: (year: string) => `${STAFF_API_PATH}numbers/money?year=${year}`,
  /** Every upcoming departure's fill (FillNumbers); `weeks`: flag low ones starting within that many. Owners and operations. */
  fill: (weeks: number) => `${STAFF_API_PATH}numbers/fill?weeks=${weeks}`,
  /** Days between booking and departure for departures starting in a financial year (LeadTimeNumbers). Owners and operations. */
  leadTime: (year: string) => `${STAFF_API_PATH}numbers/lead-time?year=${year}`,
  /** Cancellations, refunds against credits, switches and waitlist offers by month (ChangeNumbers). Owners and accounts. */
  changes: (year: string) => `${STAFF_API_PATH}numbers/changes?year=${year}`,
  /** Confirmed bookings and the money they brought, by where the visit came from (SourceNumbers). Owners and accounts. */
  sources: (year: string) => `${STAFF_API_PATH}numbers/sources?year=${year}`,
};

/** The figures the Numbers section shows, each behind the desk action that allows it (requests/staff-roles.ts). */
export const NUMBERS_FIGURES = ["money", "fill", "lead-time", "changes", "sources"] as const;
export type NumbersFigure = (typeof NUMBERS_FIGURES)[number];

/** Every answer says when its figures were true: the roll-ups up to the day before, and today's rows live. */
interface Figures {
  /** The instant the figures hold at (ISO 8601, UTC). */
  asOf: string;
}

/** Money that moved in one month. */
export interface MoneyMonth {
  month: string;
  /** Payments received (Razorpay's and those staff recorded by hand). */
  received: number;
  /** Refunds made (sent through Razorpay, or owed and returned by hand). */
  refunded: number;
  /** Paid money a cancellation kept as a trip credit instead of refunding it. */
  credited: number;
}

/** GET numbersApi.money. Each list has the twelve months of its year, April first, months with nothing at 0. */
export interface MoneyNumbers extends Figures {
  year: string;
  lastYear: string;
  /** By the month the money moved: equals Razorpay's payments and refunds and the GST documents of that month. */
  moved: MoneyMonth[];
  /** The year before, by the month the money moved. */
  lastYearMoved: MoneyMonth[];
  /** All money moved so far for bookings made in each month of the year (the request's month). */
  booked: MoneyMonth[];
  /** All money moved so far for bookings whose departure starts in each month of the year. */
  travelled: MoneyMonth[];
}

/**
 * How full a departure is, by the share of its capacity taken (sold and held, as its manifest counts them):
 * under 40 % low, 40–79 % normal, 80–99 % nearly full, 100 % full.
 */
export const FILL_BANDS = [
  { band: "low", label: "Low", below: 40 },
  { band: "normal", label: "Normal", below: 80 },
  { band: "nearly-full", label: "Nearly full", below: 100 },
  { band: "full", label: "Full", below: Infinity },
] as const;
export type FillBand = (typeof FILL_BANDS)[number]["band"];

/** The band of a departure `taken` of whose `capacity` seats are sold or held. */
export function fillBandOf(taken: number, capacity: number): FillBand {
  const percent = capacity > 0 ? (taken * 100) / capacity : 100;
  return FILL_BANDS.find((band) => percent < band.below)!.band;
}

/** Low departures starting within this many weeks are flagged, unless the desk asks for another number. */
export const LOW_FILL_WEEKS = { default: 6, min: 1, max: 26 } as const;

/** One upcoming departure's fill: the same seats its manifest shows. */
export interface FillLine {
  trip: { slug: string; title: string };
  startDate: string;
  endDate: string;
  capacity: number;
  sold: number;
  held: number;
  free: number;
  /** Sold and held, as a whole percent of capacity (rounded down). */
  percent: number;
  band: FillBand;
  /** Low, and starting within the weeks asked: a departure to push or call off. */
  flagged: boolean;
  /** Called off already: shown, never flagged. */
  calledOff: boolean;
}

/** GET numbersApi.fill: every departure that has not started, soonest first. */
export interface FillNumbers extends Figures {
  today: string;
  weeks: number;
  departures: FillLine[];
}

/** The distribution's bars: days between the booking and its departure, from (inclusive) to (inclusive; null: no end). */
export const LEAD_TIME_BUCKETS = [
  { label: "Under a week", from: 0, to: 6 },
  { label: "1–2 weeks", from: 7, to: 13 },
  { label: "2–4 weeks", from: 14, to: 29 },
  { label: "1–2 months", from: 30, to: 59 },
  { label: "2–3 months", from: 60, to: 89 },
  { label: "3–6 months", from: 90, to: 179 },
  { label: "6 months or more", from: 180, to: null },
] as const;

/** When one trip's travellers booked (or every trip's, for `overall`). */
export interface LeadTimeLine {
  /** null for every trip together. */
  trip: { slug: string; title: string } | null;
  /** Confirmed bookings counted. */
  bookings: number;
  /** The median number of days, null with no booking. */
  median: number | null;
  /** Bookings in each of LEAD_TIME_BUCKETS, in order. */
  buckets: number[];
}

/** GET numbersApi.leadTime: confirmed bookings on departures starting in the year, the days from booking to departure. */
export interface LeadTimeNumbers extends Figures {
  year: string;
  overall: LeadTimeLine;
  /** Trips with at least one booking, most bookings first. */
  trips: LeadTimeLine[];
}

/** Who ended a confirmed booking: the traveller (online or by asking staff), the agency, or a departure called off. */
export const CANCELLED_BY = ["traveller", "agency", "called-off"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** The changes of plans of one month. */
export interface ChangeMonth {
  month: string;
  /** Cancellations (whole bookings or some of their seats), by who cancelled. */
  cancelled: Record<CancelledBy, number>;
  /** What those cancellations refunded, and what they kept as trip credit, in paise. */
  refunded: number;
  credited: number;
  /** Bookings moved to another departure. */
  switches: number;
  /** Waitlist offers of freed seats: made, taken (the traveller took the seats), lapsed (not taken in time). */
  offersMade: number;
  offersTaken: number;
  offersLapsed: number;
}

/** GET numbersApi.changes: the twelve months of the year, April first. */
export interface ChangeNumbers extends Figures {
  year: string;
  months: ChangeMonth[];
}

/** What the booking form records of where a visit came from (sessionStorage, for the tab's visit). */
export interface VisitSource {
  /** utm_source, else the referring site's host, else "direct". */
  source: string;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
}

/** The source a request shows in the numbers when it recorded none: entered at the desk, or sent before sources were kept. */
export const UNRECORDED_SOURCES = { desk: "desk", unknown: "not recorded" } as const;

/** Confirmed bookings of one source, medium and campaign, and the money they brought. */
export interface SourceLine {
  source: string;
  medium: string | null;
  campaign: string | null;
  /** Bookings confirmed in the year, and their seats. */
  bookings: number;
  seats: number;
  /** Payments received in the year for bookings of this source, in paise. */
  received: number;
}

/** GET numbersApi.sources: most bookings first. */
export interface SourceNumbers extends Figures {
  year: string;
  lines: SourceLine[];
}
