// Each departure's seats as they stand now: held, sold and free of its
// capacity (the content's, from the build's catalogue; D1 holds every seat
// held or sold, so free = capacity − held − sold). The desk's departures list
// and manifests count them here, and so do the owner's numbers (a
// departure's fill), so the two always agree.
import { seatKeyOf } from "../../content/departures";
import type { CatalogueTrip, IntakeCatalogue } from "../../requests/intake-catalogue";
import type { DepartureSeats } from "../../requests/staff";
import { SEAT_STATUSES } from "../../requests/statuses";
import { seatRowsFrom, type SeatRow } from "../db/requests";
import { arrivedByDeparture } from "../db/lead-roster";

const HELD: readonly string[] = SEAT_STATUSES.held;
const SOLD: readonly string[] = SEAT_STATUSES.sold;

const seatsIn = (rows: SeatRow[], statuses: readonly string[]) =>
  rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.seats, 0);

/** One departure's seats, counted from its booking and waitlist rows (`rows`). */
export function seatsOf(
  slug: string,
  trip: CatalogueTrip,
  departure: CatalogueTrip["departures"][number],
  rows: SeatRow[],
  arrived: number,
): DepartureSeats {
  const held = seatsIn(rows, HELD);
  const sold = seatsIn(rows, SOLD);
  return {
    trip: { slug, title: trip.title },
    startDate: departure.startDate,
    endDate: departure.endDate,
    capacity: departure.seats,
    held,
    sold,
    free: departure.seats - held - sold,
    overbooked: held + sold > departure.seats,
    confirmed: rows.filter((row) => SOLD.includes(row.status)).length,
    waiting: rows.filter((row) => row.status === "waiting" || row.status === "offered").length,
    arrived,
  };
}

/** Every departure that has not ended by `today`, soonest first, with its seats now. */
export async function departureSeats(db: D1Database, catalogue: IntakeCatalogue, today: string) {
  const [results, arrived] = await Promise.all([seatRowsFrom(db, today), arrivedByDeparture(db, today)]);
  const byDeparture = new Map<string, SeatRow[]>();
  for (const row of results) {
    const key = seatKeyOf(row.trip_slug!, row.departure_start!);
    byDeparture.set(key, [...(byDeparture.get(key) ?? []), row]);
  }
  return Object.entries(catalogue.trips)
    .flatMap(([slug, trip]) =>
      trip.departures
        .filter((departure) => departure.endDate >= today)
        .map((departure) =>
          seatsOf(
            slug,
            trip,
            departure,
            byDeparture.get(seatKeyOf(slug, departure.startDate)) ?? [],
            arrived.get(`${slug} ${departure.startDate}`) ?? 0,
          ),
        ),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.trip.title.localeCompare(b.trip.title));
}

