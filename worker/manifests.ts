// Each departure's seats as they stand now, and its manifest: who travels
// (the confirmed bookings and waitlist requests, one seat each) and who waits
// for a seat, in the order they asked.
//
// The content's seats were right when the site was built (the catalogue's
// builtAt); editors bring them up to date when they publish. So seats left is
// the built figure less every seat confirmed since the build, plus every seat
// confirmed before it and cancelled since.
import type { CatalogueTrip, IntakeCatalogue } from "../requests/intake-catalogue";
import type { DepartureSeats, Manifest } from "../requests/staff";
import { Refusal } from "./answers";
import { seatRowsFrom, seatRowsOf, type SeatRow } from "./db/requests";
import { nameOf, phoneOf } from "./staff-requests";

const WAITING = ["waiting", "offered"];

/** The seats `rows` (one departure's requests) took or gave back since `builtAt`. */
function seatsTakenSince(rows: SeatRow[], builtAt: string): number {
  let taken = 0;
  for (const row of rows) {
    const confirmedSinceBuild = row.confirmed_at !== null && row.confirmed_at > builtAt;
    if (row.status === "confirmed" && confirmedSinceBuild) taken += 1;
    if (row.status === "cancelled" && !confirmedSinceBuild && row.cancelled_at !== null && row.cancelled_at > builtAt)
      taken -= 1;
  }
  return taken;
}

function seatsOf(
  slug: string,
  trip: CatalogueTrip,
  departure: CatalogueTrip["departures"][number],
  rows: SeatRow[],
  builtAt: string,
): DepartureSeats {
  return {
    trip: { slug, title: trip.title },
    startDate: departure.startDate,
    endDate: departure.endDate,
    seatsAtBuild: departure.seatsLeft,
    seatsLeft: departure.seatsLeft - seatsTakenSince(rows, builtAt),
    confirmed: rows.filter((row) => row.status === "confirmed").length,
    waiting: rows.filter((row) => WAITING.includes(row.status)).length,
  };
}

const departureKey = (slug: string, startDate: string) => `${slug} ${startDate}`;

/** Every departure that has not ended by `today`, soonest first, with its seats now. */
export async function departureSeats(db: D1Database, catalogue: IntakeCatalogue, today: string) {
  const results = await seatRowsFrom(db, today);
  const byDeparture = new Map<string, SeatRow[]>();
  for (const row of results) {
    const key = departureKey(row.trip_slug!, row.departure_start!);
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
            byDeparture.get(departureKey(slug, departure.startDate)) ?? [],
            catalogue.builtAt,
          ),
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
  const trip = Object.hasOwn(catalogue.trips, slug) ? catalogue.trips[slug] : undefined;
  const departure = trip?.departures.find((candidate) => candidate.startDate === startDate);
  if (!trip || !departure) throw new Refusal(404, "The site has no such departure (any more).");
  const results = await seatRowsOf(db, slug, startDate);
  const contact = (row: SeatRow) => ({
    id: row.id,
    name: nameOf(row),
    email: row.email,
    phone: phoneOf(row) ?? "",
  });
  return {
    ...seatsOf(slug, trip, departure, results, catalogue.builtAt),
    travellers: results
      .filter((row) => row.status === "confirmed")
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b), "en-IN"))
      .map((row) => ({ ...contact(row), message: row.message, confirmedAt: row.confirmed_at })),
    waitlist: results
      .filter((row) => WAITING.includes(row.status))
      .map((row) => ({ ...contact(row), status: row.status, receivedAt: row.received_at })),
  };
}
