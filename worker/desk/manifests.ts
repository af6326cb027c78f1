// Each departure's seats as they stand now, and its manifest: who travels
// (the confirmed bookings and waitlist requests, with their seats and
// fellow travellers), whose seats are held, and who waits in order for seats.
// The capacity is the content's (the build's catalogue); D1 holds every seat
// held or sold, so seats free = capacity − held − sold.
import { seatKeyOf } from "../../content/departures";
import {
  catalogueDeparture,
  catalogueTrip,
  type CatalogueTrip,
  type IntakeCatalogue,
} from "../../requests/intake-catalogue";
import type { DepartureSeats, Manifest } from "../../requests/staff";
import { SEAT_STATUSES } from "../../requests/statuses";
import { Refusal } from "../platform/refusals";
import { seatRowsFrom, seatRowsOf, type SeatRow } from "../db/requests";
import { nameOf, phoneOf } from "./request-views";

const HELD: readonly string[] = SEAT_STATUSES.held;
const SOLD: readonly string[] = SEAT_STATUSES.sold;

const seatsIn = (rows: SeatRow[], statuses: readonly string[]) =>
  rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.seats, 0);

function seatsOf(
  slug: string,
  trip: CatalogueTrip,
  departure: CatalogueTrip["departures"][number],
  rows: SeatRow[],
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
  };
}

/** Every departure that has not ended by `today`, soonest first, with its seats now. */
export async function departureSeats(db: D1Database, catalogue: IntakeCatalogue, today: string) {
  const results = await seatRowsFrom(db, today);
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
          seatsOf(slug, trip, departure, byDeparture.get(seatKeyOf(slug, departure.startDate)) ?? []),
        ),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.trip.title.localeCompare(b.trip.title));
}

/** The manifest of `slug`'s departure starting on `startDate`. */
export async function manifestOf(
  db: D1Database,
  catalogue: IntakeCatalogue,
  slug: string,
  startDate: string,
): Promise<Manifest> {
  const trip = catalogueTrip(catalogue, slug);
  const departure = catalogueDeparture(catalogue, slug, startDate);
  if (!trip || !departure) throw new Refusal(404, "The site has no such departure (any more).");
  const results = await seatRowsOf(db, slug, startDate);
  const contact = (row: SeatRow) => ({
    id: row.id,
    reference: row.reference,
    name: nameOf(row),
    email: row.email,
    phone: phoneOf(row) ?? "",
    seats: row.seats,
  });
  const pending = (row: SeatRow) => ({
    ...contact(row),
    status: row.status,
    holdUntil: row.hold_until,
    receivedAt: row.received_at,
  });
  return {
    ...seatsOf(slug, trip, departure, results),
    travellers: results
      .filter((row) => SOLD.includes(row.status))
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b), "en-IN"))
      .map((row) => ({
        ...contact(row),
        others: row.travellers ? row.travellers.split("\n") : [],
        message: row.message,
        confirmedAt: row.confirmed_at,
      })),
    holds: results
      .filter((row) => row.status === "held")
      .sort((a, b) => (a.hold_until ?? "").localeCompare(b.hold_until ?? ""))
      .map(pending),
    waitlist: results.filter((row) => row.status === "waiting" || row.status === "offered").map(pending),
  };
}
