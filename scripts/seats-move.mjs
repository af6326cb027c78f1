// What moving the seats editors typed (each departure's `seatsLeft`) into D1
// means, as data: the trips rewritten with each departure's capacity, and the
// SQL that records the seats already sold. scripts/seats-to-d1.mjs runs it on
// data/ and writes the files.
import { randomUUID } from "node:crypto";

/**
 * @typedef {{ startDate: string; endDate: string; seatsLeft?: number; seats?: number; travellers?: number }} OldDeparture
 * @typedef {{ slug: string; title: string; groupSize: { max: number }; departures: OldDeparture[] }} OldTrip
 * @typedef {{ startDate: string; endDate: string; seatsLeft: number; file: string; slug: string; title: string; seats: number; taken: number }} SoldSeats
 */

/**
 * The departure's fields with `seatsLeft` replaced, in place, by `seats`.
 * @param {OldDeparture} departure
 * @param {number} seats
 * @returns {OldDeparture}
 */
function withCapacity(departure, seats) {
  return /** @type {OldDeparture} */ (
    Object.fromEntries(
      Object.entries(departure).map(([key, value]) => (key === "seatsLeft" ? ["seats", seats] : [key, value])),
    )
  );
}

/** @param {string | null} value */
const sqlText = (value) => (value === null ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);

/**
 * What moving `trips` ({ file, trip } each) means: the rewritten trips, and
 * the sold seats of each departure that has not ended by `today`.
 * @param {{ file: string; trip: OldTrip }[]} trips
 * @param {string} today
 */
export function seatsMove(trips, today) {
  /** @type {SoldSeats[]} */
  const sold = [];
  const rewritten = trips.map(({ file, trip }) => {
    if (!trip.departures.some((departure) => "seatsLeft" in departure)) return { file, trip, changed: false };
    const departures = trip.departures.map((departure) => {
      if (!("seatsLeft" in departure)) return departure;
      const seatsLeft = departure.seatsLeft ?? 0;
      const seats = Math.max(trip.groupSize.max, seatsLeft, 1);
      const taken = seats - seatsLeft;
      if (taken > 0 && departure.endDate >= today) {
        sold.push({ file, slug: trip.slug, title: trip.title, ...departure, seatsLeft, seats, taken });
      }
      return withCapacity(departure, seats);
    });
    return { file, trip: { ...trip, departures }, changed: true };
  });
  return { rewritten, sold };
}

/**
 * The SQL that records `sold` as one confirmed booking per departure, from `agencyEmail`, on `now`.
 * @param {SoldSeats[]} sold
 * @param {string} agencyEmail
 * @param {Date} now
 */
export function soldSeatsSql(sold, agencyEmail, now) {
  const columns =
    "id, kind, status, received_at, body_hash, full_name, email, phone, trip_slug, trip_title, departure_start, departure_end, message, seats, source";
  const rows = sold.map((departure) =>
    [
      randomUUID(),
      "booking",
      "confirmed",
      now.toISOString(),
      "import",
      "Seats sold before live seats",
      agencyEmail,
      "-",
      departure.slug,
      departure.title,
      departure.startDate,
      departure.endDate,
      `${departure.taken} of ${departure.seats} seats were sold when ${departure.file} said seatsLeft ${departure.seatsLeft} (moved ${now.toISOString().slice(0, 10)}).`,
      departure.taken,
      "import",
    ]
      .map((value) => (typeof value === "number" ? String(value) : sqlText(value)))
      .join(", "),
  );
  return [
    "-- The seats sold before seats were live, one confirmed booking per departure",
    "-- (written by scripts/seats-to-d1.mjs from data/trips/*.json's seatsLeft).",
    ...rows.map((values) => `INSERT INTO requests (${columns}) VALUES (${values});`),
    "",
  ].join("\n");
}
