// The desk's money view: what staff chase. Balances of confirmed bookings
// leaving within balanceLinkDaysBefore days (their links are out) or already
// past their due date, payments that found no seat, refunds that Razorpay did
// not take (the last 30 days'), and refunds owed by hand until staff mark them
// returned, however old: money the agency owes is never dropped from the list.
import { addDays } from "../../content/dates";
import { departureDates, departureMoney } from "../../content/booking-terms";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { catalogueTrip, seatPriceOf } from "../../requests/intake-catalogue";
import type { BalanceLine, MoneyLine, MoneyOverview } from "../../requests/staff";
import { moneyToChase, type PaidBookingRow } from "../db/payments";
import { nameOf } from "./request-views";

/** How far back refunds Razorpay refused are listed. */
const REFUNDS_LOOKED_BACK_DAYS = 30;

const lineOf = (row: PaidBookingRow, amount: number): MoneyLine => ({
  requestId: row.id,
  name: nameOf(row),
  trip: row.trip_title ?? row.trip_slug ?? "",
  departure:
    row.departure_start && row.departure_end ? { startDate: row.departure_start, endDate: row.departure_end } : null,
  amount,
});

export async function moneyOverview(db: D1Database, catalogue: IntakeCatalogue, today: string): Promise<MoneyOverview> {
  const { terms } = catalogue;
  // Departures that left are the trip leads' business; a balance is chased until the day the trip leaves.
  const chased = await moneyToChase(
    db,
    today,
    addDays(today, terms.balanceLinkDaysBefore),
    addDays(today, -REFUNDS_LOOKED_BACK_DAYS),
  );
  const balances: BalanceLine[] = chased.bookings.flatMap((row) => {
    const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
    if (!trip || !row.departure_start) return [];
    const due = departureMoney(seatPriceOf(trip, row.departure_start), terms).total * row.seats * 100 - row.paid;
    if (due <= 0) return [];
    const dueBy = departureDates(row.departure_start, terms).balanceDueBy;
    return [{ ...lineOf(row, due), dueBy, overdue: today > dueBy }];
  });
  const { unseated, refunds } = chased;
  return {
    balances: balances.sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueBy.localeCompare(b.dueBy)),
    unseated: unseated.map((row) => lineOf(row, row.paid)),
    refunds: refunds.map((row) => ({ ...lineOf(row, row.paid), status: row.refund_status })),
  };
}
