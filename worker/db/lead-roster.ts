// The trip lead's roster's statements (migrations/0012_lead_roster.sql): the sealed values of a
// departure's confirmed travellers, read in one batch with the access log's line for them; what the
// roster's version is made of, reading nothing sealed; the pickup's check-ins, each change standing
// only if it is the seat's latest; and the openings of copies kept on phones, for the access log.
import type { CheckInRow, TravellerRow } from "./rows";
import { logPersonalDataRead } from "./travellers";
import type { Reader } from "./traveller-desk";

const CONFIRMED_ON_DEPARTURE = `requests.trip_slug = ? AND requests.departure_start = ? AND requests.status = 'confirmed'`;

export type RosterSealedRow = Pick<TravellerRow, "request_id" | "seat" | "id_type" | "id_number" | "health">;

/** Each confirmed traveller's ID and health answers, still sealed, read in one batch with the roster's line in the access log. */
export async function readRosterSealed(db: D1Database, slug: string, startDate: string, reader: Reader) {
  const [, sealed] = await db.batch<RosterSealedRow>([
    logPersonalDataRead(db, { ...reader, what: "roster", tripSlug: slug, departureStart: startDate }),
    db
      .prepare(
        `SELECT travellers.request_id, travellers.seat, travellers.id_type, travellers.id_number, travellers.health
         FROM travellers JOIN requests ON requests.id = travellers.request_id
         WHERE ${CONFIRMED_ON_DEPARTURE}
         ORDER BY travellers.request_id, travellers.seat`,
      )
      .bind(slug, startDate),
  ]);
  return sealed.results;
}

/** What the roster is made of, without a sealed value: its bookings' seats and each traveller's version. */
export async function rosterVersionRows(db: D1Database, slug: string, startDate: string) {
  const [bookings, travellers] = await db.batch<{ id: string; seats: number; version: number; seat: number }>([
    db
      .prepare(`SELECT requests.id, requests.seats FROM requests WHERE ${CONFIRMED_ON_DEPARTURE} ORDER BY requests.id`)
      .bind(slug, startDate),
    db
      .prepare(
        `SELECT travellers.request_id AS id, travellers.seat, travellers.version
         FROM travellers JOIN requests ON requests.id = travellers.request_id
         WHERE ${CONFIRMED_ON_DEPARTURE}
         ORDER BY travellers.request_id, travellers.seat`,
      )
      .bind(slug, startDate),
  ]);
  return { bookings: bookings.results, travellers: travellers.results };
}

/** Every check-in of the departure's confirmed bookings. */
export async function checkInsOf(db: D1Database, slug: string, startDate: string): Promise<CheckInRow[]> {
  const { results } = await db
    .prepare(
      `SELECT check_ins.request_id, check_ins.seat, check_ins.arrived, check_ins.changed_at, check_ins.changed_by
       FROM check_ins JOIN requests ON requests.id = check_ins.request_id
       WHERE ${CONFIRMED_ON_DEPARTURE}
       ORDER BY check_ins.request_id, check_ins.seat`,
    )
    .bind(slug, startDate)
    .all<CheckInRow>();
  return results;
}

export interface CheckInChangeRow {
  requestId: string;
  seat: number;
  arrived: boolean;
  at: string;
}

/**
 * Applies pickup ticks in one batch: each to a seat of a confirmed booking of this departure only, and
 * only if it was made after the seat's last change (so a phone coming online late with an older tick
 * does not undo a newer one, and the same changes sent twice change nothing).
 */
export async function applyCheckIns(
  db: D1Database,
  slug: string,
  startDate: string,
  changes: readonly CheckInChangeRow[],
  by: string,
) {
  if (changes.length === 0) return;
  await db.batch(
    changes.map((change) =>
      db
        .prepare(
          `INSERT INTO check_ins (request_id, seat, arrived, changed_at, changed_by)
           SELECT requests.id, ?, ?, ?, ? FROM requests
           WHERE requests.id = ? AND ${CONFIRMED_ON_DEPARTURE} AND requests.seats >= ?
           ON CONFLICT (request_id, seat) DO UPDATE
             SET arrived = excluded.arrived, changed_at = excluded.changed_at, changed_by = excluded.changed_by
             WHERE excluded.changed_at > check_ins.changed_at`,
        )
        .bind(change.seat, change.arrived ? 1 : 0, change.at, by, change.requestId, slug, startDate, change.seat),
    ),
  );
}

/** Seats checked in, by departure ('<slug> <start>'), for the desk's headcounts. */
export async function arrivedByDeparture(db: D1Database, from: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT requests.trip_slug, requests.departure_start, COUNT(*) AS arrived
       FROM check_ins JOIN requests ON requests.id = check_ins.request_id
       WHERE check_ins.arrived = 1 AND requests.status = 'confirmed' AND requests.departure_end >= ?
       GROUP BY requests.trip_slug, requests.departure_start`,
    )
    .bind(from)
    .all<{ trip_slug: string; departure_start: string; arrived: number }>();
  return new Map(results.map((row) => [`${row.trip_slug} ${row.departure_start}`, row.arrived]));
}

/** Writes a line in the access log for each opening of a roster kept on a phone, at the time it was opened there. */
export async function logRosterOpenings(
  db: D1Database,
  slug: string,
  startDate: string,
  reader: Omit<Reader, "at">,
  openedAt: readonly string[],
) {
  if (openedAt.length === 0) return;
  await db.batch(
    openedAt.map((at) =>
      logPersonalDataRead(db, { ...reader, at, what: "roster-offline", tripSlug: slug, departureStart: startDate }),
    ),
  );
}
