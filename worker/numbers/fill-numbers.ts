// GET numbersApi.fill: every departure that has not started, with the seats its manifest counts
// (bookings/departure-seats.ts's seatsOf, the desk's own count), its band of FILL_BANDS, and a flag on the low
// ones starting within the weeks asked that are not called off already.
import { addDays } from "../../content/dates";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { fillBandOf, LOW_FILL_WEEKS, type FillNumbers } from "../../requests/numbers";
import { calledOffFrom } from "../db/called-off";
import { upcomingDepartureSeats } from "../bookings/departure-seats";

/** The weeks asked (`?weeks=`), held within LOW_FILL_WEEKS; the default when absent or not a number. */
export function weeksAsked(value: string | undefined): number {
  const weeks = Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(weeks)) return LOW_FILL_WEEKS.default;
  return Math.min(LOW_FILL_WEEKS.max, Math.max(LOW_FILL_WEEKS.min, weeks));
}

export async function fillNumbers(
  db: D1Database,
  catalogue: IntakeCatalogue,
  today: string,
  weeks: number,
  now: Date,
): Promise<FillNumbers> {
  const [seats, calledOff] = await Promise.all([
    upcomingDepartureSeats(db, catalogue, today),
    calledOffFrom(db, today),
  ]);
  const flagUntil = addDays(today, weeks * 7);
  return {
    asOf: now.toISOString(),
    today,
    weeks,
    departures: seats.map((departure) => {
      const taken = departure.sold + departure.held;
      const band = fillBandOf(taken, departure.capacity);
      const isCalledOff = calledOff.some(
        (called) => called.trip_slug === departure.trip.slug && called.departure_start === departure.startDate,
      );
      return {
        trip: departure.trip,
        startDate: departure.startDate,
        endDate: departure.endDate,
        capacity: departure.capacity,
        sold: departure.sold,
        held: departure.held,
        free: departure.free,
        percent: departure.capacity > 0 ? Math.floor((taken * 100) / departure.capacity) : 100,
        band,
        flagged: band === "low" && departure.startDate <= flagUntil && !isCalledOff,
        calledOff: isCalledOff,
      };
    }),
  };
}
