// The statements of a departure the agency calls off (worker/changes/called-off.ts):
// the call-off itself, what it does at once to every booking of the departure
// (set-based statements, so one fixed batch however many bookings it has), the
// bookings whose choice days ran out, and what each booking chose.
import type { BookingChangeRow, CalledOffRow, RequestRow } from "./rows";
import { requestColumns } from "./rows";

const CALLED_OFF_COLUMNS = "trip_slug, departure_start, reason, called_off_by, called_off_at, choose_by";

/** The bookings and waitlist requests of a departure, as a WHERE clause binding its trip and start date. */
const OF_DEPARTURE = "kind IN ('booking', 'waitlist') AND trip_slug = ? AND departure_start = ?";

/** The statuses whose seats a call-off releases with no money: held unpaid, offered, or waiting for seats. */
const RELEASED = "status IN ('held', 'offered', 'waiting')";

/**
 * Calls the departure off, once: its row, then, only if that row is new, in
 * the same batch, a 'called-off' email to every confirmed, held, offered or
 * waiting request of it, a line in each one's history, and the unpaid ones
 * declined (their seats free). Answers whether it was new.
 */
export async function callOff(db: D1Database, row: CalledOffRow): Promise<boolean> {
  const departure = [row.trip_slug, row.departure_start];
  const at = row.called_off_at;
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO called_off_departures (${CALLED_OFF_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(row.trip_slug, row.departure_start, row.reason, row.called_off_by, at, row.choose_by),
    // Every statement after the first runs only if the call-off is this one: the row was written at `at` by this person.
    ...[
      {
        sql: `INSERT INTO outbox (request_id, template, subject, next_attempt_at)
          SELECT id, 'called-off', '', ? FROM requests WHERE ${OF_DEPARTURE} AND status IN ('confirmed', 'held', 'offered', 'waiting')
          AND ${`EXISTS (SELECT 1 FROM called_off_departures WHERE trip_slug = ? AND departure_start = ? AND called_off_at = ? AND called_off_by = ?)`}
          ON CONFLICT DO NOTHING`,
        values: [at, ...departure, ...departure, at, row.called_off_by],
      },
      {
        sql: `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
          SELECT id, ?, ?, status, CASE WHEN status = 'confirmed' THEN 'confirmed' ELSE 'declined' END,
            CASE WHEN status = 'confirmed'
              THEN 'Departure called off (' || ? || '): the traveller chooses a full refund, a full credit or another departure until ' || ? || ', then is refunded in full.'
              ELSE 'Departure called off (' || ? || '): released with no money; told by email.' END
          FROM requests WHERE ${OF_DEPARTURE} AND status IN ('confirmed', 'held', 'offered', 'waiting')
          AND EXISTS (SELECT 1 FROM called_off_departures WHERE trip_slug = ? AND departure_start = ? AND called_off_at = ? AND called_off_by = ?)`,
        values: [
          at,
          row.called_off_by,
          row.reason,
          row.choose_by,
          row.reason,
          ...departure,
          ...departure,
          at,
          row.called_off_by,
        ],
      },
      {
        sql: `UPDATE requests SET status = 'declined', hold_until = NULL, client_fingerprint = NULL, version = version + 1, changed_at = ?
          WHERE ${OF_DEPARTURE} AND ${RELEASED}
          AND EXISTS (SELECT 1 FROM called_off_departures WHERE trip_slug = ? AND departure_start = ? AND called_off_at = ? AND called_off_by = ?)`,
        values: [at, ...departure, ...departure, at, row.called_off_by],
      },
    ].map(({ sql, values }) => db.prepare(sql).bind(...values)),
  ]);
  return inserted.meta.changes === 1;
}

/** The statements callOff runs: D1 counts each as a query. */
export const CALL_OFF_STATEMENTS = 4;

/** The departure's call-off, if it was called off. */
export const calledOffDeparture = (db: D1Database, slug: string, startDate: string) =>
  db
    .prepare(`SELECT ${CALLED_OFF_COLUMNS} FROM called_off_departures WHERE trip_slug = ? AND departure_start = ?`)
    .bind(slug, startDate)
    .first<CalledOffRow>();

/** Confirmed bookings of called-off departures whose choice days ended by `now`, at most `limit`, the longest waiting first. */
export async function unchosenPastChoice(db: D1Database, now: Date, limit: number): Promise<RequestRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${requestColumns()} FROM requests JOIN called_off_departures AS called
        ON called.trip_slug = requests.trip_slug AND called.departure_start = requests.departure_start
       WHERE requests.kind IN ('booking', 'waitlist') AND requests.status = 'confirmed' AND called.choose_by <= ?
       ORDER BY called.choose_by, requests.id LIMIT ?`,
    )
    .bind(now.toISOString(), limit)
    .all<RequestRow>();
  return results;
}

/** A request that was on a called-off departure: as it stands, and the change its call-off made, if any. */
export type CalledOffBookingRow = Pick<RequestRow, "id" | "reference" | "seats" | "status" | "changed_at"> & {
  /** The booker's name. */
  name: string;
  change_kind: BookingChangeRow["kind"] | null;
  change_actor: string | null;
  to_departure: string | null;
};

/**
 * Every request the call-off touched: those still on the departure (confirmed,
 * or declined by it) and those a call-off change took off it (cancelled,
 * credited or switched), in the order they arrived.
 */
export async function bookingsOfCallOff(db: D1Database, called: CalledOffRow): Promise<CalledOffBookingRow[]> {
  const { results } = await db
    .prepare(
      `SELECT requests.id, requests.reference, requests.full_name AS name, requests.seats, requests.status, requests.changed_at,
          change.kind AS change_kind, change.actor AS change_actor, change.to_departure
       FROM requests LEFT JOIN booking_changes AS change
         ON change.request_id = requests.id AND change.asked_by = 'call-off' AND change.from_departure = ?
       WHERE requests.kind IN ('booking', 'waitlist') AND requests.trip_slug = ?
         AND (change.id IS NOT NULL OR (requests.departure_start = ?
           AND (requests.status = 'confirmed' OR (requests.status = 'declined' AND requests.changed_at >= ?))))
       ORDER BY requests.received_at, requests.id`,
    )
    .bind(called.departure_start, called.trip_slug, called.departure_start, called.called_off_at)
    .all<CalledOffBookingRow>();
  return results;
}

/** The departures starting on or after `from` that the agency called off: the seats they show are none. */
export async function calledOffFrom(db: D1Database, from: string) {
  const { results } = await db
    .prepare("SELECT trip_slug, departure_start FROM called_off_departures WHERE departure_start >= ?")
    .bind(from)
    .all<{ trip_slug: string; departure_start: string }>();
  return results;
}
