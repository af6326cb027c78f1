// What a booking's plans may become today, by the terms (data/booking-terms.json)
// and what it paid: the figures the booking page shows before anything is done,
// and the very figures the engine then writes. The page never sends an amount:
// it sends what the traveller chose, and the engine works it out again here.
//
// Money in paise. What was paid towards the booking's seats is every payment
// that found a seat and every credit spent on it, less what earlier changes
// took out of it (`released`). Cancelling k of n seats takes out their share,
// k/n of it (to the paisa, rounded down): the scale's refund of that share goes
// back, or its credit is kept instead; the rest stays with the agency.
import { creditPercentOn, departureDates, refundPercentOn, switchFeeOn } from "../../content/booking-terms";
import { addDays } from "../../content/dates";
import { catalogueTrip, type IntakeCatalogue } from "../../requests/intake-catalogue";
import {
  bookingSeatPrice,
  departureSeatPrice,
  owedInAll,
  paidTowardSeats,
  type PricedRow,
  type SeatMoneyRows,
} from "../bookings/booking-money";
import type { CancelFigures, SwitchFigures } from "../../requests/staff";
import type { RequestRow } from "../db/rows";

/** The rows a booking's money is read from. */
export type PlanMoneyRows = Required<SeatMoneyRows>;

export type PlanRow = Pick<RequestRow, "kind" | "status" | "departure_end"> & PricedRow;

/** Why nothing can change now, or null when the booking's plans may change. */
export type Frozen = "not-confirmed" | "started" | null;

/** What one seat of this booking costs, in paise (the booking's departure is in the catalogue: it may change). */
const seatPriceOf = (row: PlanRow, catalogue: IntakeCatalogue) => bookingSeatPrice(row, catalogue) ?? 0;

/** Why the booking's plans cannot change on `today`, or null. */
export function frozen(row: PlanRow, today: string): Frozen {
  if (row.kind !== "booking" && row.kind !== "waitlist") return "not-confirmed";
  if (row.status !== "confirmed") return "not-confirmed";
  if (!row.departure_start || row.departure_start <= today) return "started";
  return null;
}

/** Cancelling some seats today: the share of what was paid, and what goes back or is kept of it. */
export interface CancelQuote extends CancelFigures {
  /** The last day these percents hold; null when no step is left (nothing back from here on). */
  until: string | null;
}

/**
 * What cancelling `seats` of the booking's seats returns on `today`; after the
 * agency called the departure off, all of their share, as a refund or a credit.
 */
export function cancelQuote(
  row: PlanRow,
  catalogue: IntakeCatalogue,
  money: PlanMoneyRows,
  seats: number,
  today: string,
  calledOff = false,
): CancelQuote {
  const start = row.departure_start!;
  const paid = Math.max(paidTowardSeats(money), 0);
  const share = seats >= row.seats ? paid : Math.floor((paid * seats) / row.seats);
  if (calledOff) {
    return { seats, share, refundPercent: 100, refund: share, creditPercent: 100, credit: share, until: null };
  }
  const refundPercent = refundPercentOn(start, today, catalogue.terms);
  const creditPercent = creditPercentOn(start, today, catalogue.terms);
  const step = departureDates(start, catalogue.terms).refundDeadlines.find((each) => today <= each.lastDay);
  return {
    seats,
    share,
    refundPercent,
    refund: Math.floor((share * refundPercent) / 100),
    creditPercent,
    credit: creditPercent === null ? null : Math.floor((share * creditPercent) / 100),
    until: step?.lastDay ?? null,
  };
}

/** Switching the whole booking to another departure of the trip, as it would go today. */
export interface SwitchQuote extends SwitchFigures {
  /** One seat there, with GST (the difference is waived, and the old price kept, when the agency called the old departure off). */
  seatPrice: number;
}

/** The fee of switching today, in paise for the whole booking, and the last day it holds; null when too late. */
export function switchFee(row: PlanRow, catalogue: IntakeCatalogue, today: string) {
  const start = row.departure_start!;
  const perSeat = switchFeeOn(start, today, catalogue.terms);
  if (perSeat === null) return null;
  const step = departureDates(start, catalogue.terms).switchDeadlines.find((each) => today <= each.lastDay)!;
  return { perSeat: perSeat * 100, total: perSeat * 100 * row.seats, until: step.lastDay };
}

/**
 * The fee of the terms' last step, in paise: what staff charge for a switch
 * they make on the desk after the online cut-off (a late change is still a
 * change; the last step is the dearest the terms name).
 */
export function lastStepFee(row: PlanRow, catalogue: IntakeCatalogue) {
  const perSeat = catalogue.terms.switchFees.at(-1)!.feeRupees * 100;
  return { perSeat, total: perSeat * row.seats };
}

/**
 * What switching to the departure on `startDate` does, with `free` seats
 * there, as `asked` would make it (staff past the online cut-off at the last
 * step's fee): the fee (none for a called-off departure), the difference in price
 * (a dearer one waived for a called-off departure), and the refund when the
 * booking then has paid more than it owes.
 */
export function switchQuote(
  row: PlanRow,
  catalogue: IntakeCatalogue,
  money: PlanMoneyRows,
  target: { startDate: string; endDate: string; free: number },
  today: string,
  asked: "traveller" | "staff" | "call-off",
): SwitchQuote | null {
  const calledOff = asked === "call-off";
  const seatPrice = departureSeatPrice(catalogue, row.trip_slug!, target.startDate);
  const fee = calledOff
    ? { total: 0 }
    : (switchFee(row, catalogue, today) ?? (asked === "staff" ? lastStepFee(row, catalogue) : null));
  if (seatPrice === null || !fee) return null;
  const now = seatPriceOf(row, catalogue);
  const difference = row.seats * (calledOff ? Math.min(seatPrice - now, 0) : seatPrice - now);
  const owedAfter = owedInAll(row, catalogue, money) + difference + fee.total;
  const paid = paidTowardSeats(money);
  const refund = difference + fee.total < 0 ? Math.min(-(difference + fee.total), Math.max(paid - owedAfter, 0)) : 0;
  return {
    ...target,
    seatPrice: calledOff ? Math.min(seatPrice, now) : seatPrice,
    difference,
    fee: fee.total,
    refund,
    dueAfter: Math.max(owedAfter - (paid - refund), 0),
  };
}

/** The departures of the booking's trip it may switch to on `today`: later than today, not its own, with its seats free. */
export function switchTargets(
  row: PlanRow,
  catalogue: IntakeCatalogue,
  seatsTaken: ReadonlyMap<string, number>,
  today: string,
): { startDate: string; endDate: string; free: number }[] {
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  if (!trip) return [];
  return trip.departures
    .filter((departure) => departure.startDate > today && departure.startDate !== row.departure_start)
    .map((departure) => ({
      startDate: departure.startDate,
      endDate: departure.endDate,
      free: Math.max(departure.seats - (seatsTaken.get(departure.startDate) ?? 0), 0),
    }))
    .filter((departure) => departure.free >= row.seats)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The last day a seat may be handed on; null when that day has passed. */
export function handOnUntil(row: PlanRow, catalogue: IntakeCatalogue, today: string): string | null {
  const until = departureDates(row.departure_start!, catalogue.terms).changesBy;
  return today <= until ? until : null;
}

/** The last day a credit kept on `today` may be spent: `creditValidMonths` on, less a day. */
export function creditValidUntil(today: string, months: number): string {
  const [year, month, day] = today.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastOfMonth));
  return addDays(target.toISOString().slice(0, 10), -1);
}
