// Each departure's seats as they stand now: held, sold and free of its
// capacity (the content's, from the build's catalogue; D1 holds every seat
// held or sold, so free = capacity − held − sold). The desk's departures list
// and manifests count them here, and so do the owner's numbers (a
// departure's fill), so the two always agree.
import { seatKeyOf } from "../../content/departures";
import type { CatalogueTrip, IntakeCatalogue } from "../../requests/intake-catalogue";
import type { DepartureSeats } from "../../requests/staff";
import { SEAT_STATUSES } from "../../requests/statuses";
import { seatCountsAfter, seatRowsFrom, type SeatRow } from "../db/requests";
import { arrivedByDeparture } from "../db/lead-roster";

const HELD: readonly string[] = SEAT_STATUSES.held;
const SOLD: readonly string[] = SEAT_STATUSES.sold;
const WAITING: readonly string[] = ["waiting", "offered"];

/** A departure's requests in one status: how many, and the seats they ask for. */
export interface StatusCount {
  status: string;
  requests: number;
  seats: number;
}

/** Counts `rows` (one departure's) by status. */
export function statusCountsOf(rows: readonly Pick<SeatRow, "status" | "seats">[]): StatusCount[] {
  const counts = new Map<string, StatusCount>();
  for (const row of rows) {
    const count = counts.get(row.status) ?? { status: row.status, requests: 0, seats: 0 };
    count.requests += 1;
    count.seats += row.seats;
    counts.set(row.status, count);
  }
  return [...counts.values()];
}

const sumOf = (counts: readonly StatusCount[], statuses: readonly string[], what: "requests" | "seats") =>
  counts.filter((count) => statuses.includes(count.status)).reduce((sum, count) => sum + count[what], 0);

/** One departure's seats, from its requests counted by status: the one count the desk and the numbers share. */
export function seatsOf(
  slug: string,
  trip: CatalogueTrip,
  departure: CatalogueTrip["departures"][number],
  counts: readonly StatusCount[],
  arrived: number,
): DepartureSeats {
  const held = sumOf(counts, HELD, "seats");
  const sold = sumOf(counts, SOLD, "seats");
  return {
    trip: { slug, title: trip.title },
    startDate: departure.startDate,
    endDate: departure.endDate,
    capacity: departure.seats,
    held,
    sold,
    free: departure.seats - held - sold,
    overbooked: held + sold > departure.seats,
    confirmed: sumOf(counts, SOLD, "requests"),
    waiting: sumOf(counts, WAITING, "requests"),
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
            statusCountsOf(byDeparture.get(seatKeyOf(slug, departure.startDate)) ?? []),
            arrived.get(`${slug} ${departure.startDate}`) ?? 0,
          ),
        ),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.trip.title.localeCompare(b.trip.title));
}

/**
 * Every departure starting after `today`, soonest first, with its seats now, counted in SQL by status
 * (db/requests.ts's seatCountsAfter: the requests that hold, sell or wait for seats, by a covering
 * index) rather than read row by row: the owner's fill reads a few rows a departure, and counts as
 * the manifest does, through seatsOf.
 */
export async function upcomingDepartureSeats(db: D1Database, catalogue: IntakeCatalogue, today: string) {
  const byDeparture = new Map<string, StatusCount[]>();
  for (const row of await seatCountsAfter(db, today)) {
    const key = seatKeyOf(row.trip_slug, row.departure_start);
    byDeparture.set(key, [...(byDeparture.get(key) ?? []), row]);
  }
  return Object.entries(catalogue.trips)
    .flatMap(([slug, trip]) =>
      trip.departures
        .filter((departure) => departure.startDate > today)
        .map((departure) =>
          seatsOf(slug, trip, departure, byDeparture.get(seatKeyOf(slug, departure.startDate)) ?? [], 0),
        ),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.trip.title.localeCompare(b.trip.title));
}
