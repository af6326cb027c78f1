// Every statement that takes or frees seats. A departure's capacity comes from
// the build's catalogue (data/trips/ › seats); D1 holds what is taken: the
// seats of its booking and waitlist requests in a seat-taking status
// (requests/statuses.ts). Each change that takes seats is one statement whose
// condition counts the seats taken as it writes, so two visitors racing for
// the last seat can never both get it: D1 runs one write at a time, and the
// loser's statement finds the seat gone and changes nothing. A booking from
// the site is also counted against the seats its email, phone and client
// address already hold unpaid on the departure, in the same statement.
import { SEAT_HOLDERS, SEAT_STATUSES, SEAT_TAKING_STATUSES, type SeatHolder } from "../../requests/statuses";
import type { EmailTemplate, RequestRow } from "./rows";
import { DOCUMENT_REQUEST_COLUMNS, type DocumentRequestRow } from "./tax-document-sql";
import { queueEmailAfterWrite } from "./outbox";

/** `'held', 'offered', 'confirmed'`: the statuses as SQL literals (constants, never visitor input). */
const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/** The seats a departure's requests take, for a statement's condition; binds the trip's slug and start date. */
export const SEATS_TAKEN = `(SELECT coalesce(sum(seats), 0) FROM requests
  WHERE trip_slug = ? AND departure_start = ? AND kind IN ('booking', 'waitlist') AND status IN (${sqlList(SEAT_TAKING_STATUSES)}))`;

/** The columns of a request that say who holds its seats (a request being inserted may leave some out). */
export type HolderColumns = Pick<RequestRow, "email"> &
  Partial<Pick<RequestRow, "country_code" | "phone" | "client_fingerprint">>;

/** `text` with A to Z lowered and nothing else: what SQLite's lower() does without ICU. */
const asciiLowerCase = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** A phone number without the leading zeros of a trunk prefix: what SQLite's ltrim(phone, '0') leaves. */
const withoutTrunkZeros = (digits: string) => digits.replace(/^0+/, "");

/**
 * How a request's holder is matched, in SQL and in JavaScript alike: an
 * email in any case, a phone by its country code and digits with any
 * leading zeros (the trunk prefix some type) left off, an address by its
 * fingerprint; the value bound is normalised here, the stored column in SQL.
 * `values` is null when the request does not say (a desk sale has no client
 * address).
 */
const HOLDER_MATCHES: Record<
  SeatHolder,
  { sql: string; values: (row: HolderColumns) => string[] | null; key: (row: HolderColumns) => string | null }
> = {
  email: {
    sql: "lower(email) = ?",
    values: (row) => [asciiLowerCase(row.email)],
    key: (row) => asciiLowerCase(row.email),
  },
  phone: {
    sql: "country_code = ? AND ltrim(phone, '0') = ?",
    values: (row) => (row.country_code && row.phone ? [row.country_code, withoutTrunkZeros(row.phone)] : null),
    key: (row) => (row.country_code && row.phone ? `${row.country_code} ${withoutTrunkZeros(row.phone)}` : null),
  },
  address: {
    sql: "client_fingerprint = ?",
    values: (row) => (row.client_fingerprint ? [row.client_fingerprint] : null),
    key: (row) => row.client_fingerprint ?? null,
  },
};

/** Who `row`'s seats are held by, as `holder` counts: equal keys, one holder. */
export const holderKey = (holder: SeatHolder, row: HolderColumns) => HOLDER_MATCHES[holder].key(row);

/**
 * The seats held unpaid on a departure by `row`'s `holder`, as a subquery
 * with its values (the trip's slug, the start date, then the holder's); null
 * when the row does not say. Unpaid is held: a deposit confirms its booking
 * in the transaction that records it (payments.ts), and offered seats are
 * the waitlist's, not taken by anyone yet. It reads only the departure's
 * held requests, through an index (as many as its seats at most), and an
 * address's among them directly (requests_unpaid_holds).
 */
export function unpaidSeatsHeldBy(holder: SeatHolder, row: HolderColumns, slug: string, startDate: string) {
  const values = HOLDER_MATCHES[holder].values(row);
  if (values === null) return null;
  return {
    sql: `(SELECT coalesce(sum(seats), 0) FROM requests
      WHERE trip_slug = ? AND departure_start = ? AND status = 'held' AND ${HOLDER_MATCHES[holder].sql})`,
    values: [slug, startDate, ...values],
  };
}

/**
 * The seats the departure has taken now and, when `byHolder`, the seats each
 * holder of `row` holds unpaid on it (0 for one the row does not say), in
 * one query: why a booking was refused.
 */
export async function seatsHeldNow(
  db: D1Database,
  row: HolderColumns,
  slug: string,
  startDate: string,
  byHolder: boolean,
): Promise<{ taken: number; unpaid: Record<SeatHolder, number> }> {
  const counted = SEAT_HOLDERS.map((holder) => ({
    holder,
    held: byHolder ? unpaidSeatsHeldBy(holder, row, slug, startDate) : null,
  }));
  const columns = [`${SEATS_TAKEN} AS taken`, ...counted.map(({ holder, held }) => `${held?.sql ?? "0"} AS ${holder}`)];
  const found = await db
    .prepare(`SELECT ${columns.join(", ")}`)
    .bind(slug, startDate, ...counted.flatMap(({ held }) => held?.values ?? []))
    .first<{ taken: number } & Record<SeatHolder, number>>();
  const { taken = 0, email = 0, phone = 0, address = 0 } = found ?? {};
  return { taken, unpaid: { email, phone, address } };
}

/** Who changes a request when nobody on the staff does: the hold timer, the waitlist, the traveller, a payment. */
export const ACTORS = {
  system: "system: the hold timer and waitlist",
  traveller: "traveller: from the booking page",
  payment: "payment: Razorpay",
} as const;

/** One departure's seats: its capacity (from the catalogue) and what D1 holds. */
export interface DepartureCount {
  trip_slug: string;
  departure_start: string;
  held: number;
  sold: number;
}

/**
 * The seats held and sold of every departure starting on or after `from`, in
 * one query; a departure with none taken has no row.
 */
export async function seatCounts(db: D1Database, from: string): Promise<DepartureCount[]> {
  const statement = db
    .prepare(
      `SELECT trip_slug, departure_start,
         coalesce(sum(CASE WHEN status IN (${sqlList(SEAT_STATUSES.held)}) THEN seats END), 0) AS held,
         coalesce(sum(CASE WHEN status IN (${sqlList(SEAT_STATUSES.sold)}) THEN seats END), 0) AS sold
       FROM requests
       WHERE kind IN ('booking', 'waitlist') AND departure_start >= ? AND status IN (${sqlList(SEAT_TAKING_STATUSES)})
       GROUP BY trip_slug, departure_start`,
    )
    .bind(from);
  return (await statement.all<DepartureCount>()).results;
}

/** The seats one departure has taken now. */
export async function seatsTaken(db: D1Database, slug: string, startDate: string): Promise<number> {
  const row = await db.prepare(`SELECT ${SEATS_TAKEN} AS taken`).bind(slug, startDate).first<{ taken: number }>();
  return row?.taken ?? 0;
}

/** A request whose hold's time is up, with what a receipt voucher says of it (a payment may come in as it lapses). */
export type ExpiredHold = DocumentRequestRow & { status: string; trip_slug: string; departure_start: string };

/** Up to `limit` held or offered requests whose time was up by `now`, the longest overdue first. */
export async function expiredHolds(db: D1Database, now: string, limit: number): Promise<ExpiredHold[]> {
  const statement = db
    .prepare(
      `SELECT status, ${DOCUMENT_REQUEST_COLUMNS.join(", ")} FROM requests
       WHERE hold_until IS NOT NULL AND hold_until <= ? AND status IN (${sqlList(SEAT_STATUSES.held)})
       ORDER BY hold_until LIMIT ?`,
    )
    .bind(now, limit);
  return (await statement.all<ExpiredHold>()).results;
}

/** A status change the booking system or the traveller makes, kept in the request's history like a staff member's. */
export interface SeatMove {
  id: string;
  from: string;
  to: string;
  at: string;
  actor: string;
  note: string | null;
  /** The new hold_until: a time for held and offered, null otherwise. */
  holdUntil: string | null;
  /** The traveller's email this move sends, if any. */
  email: EmailTemplate | null;
  /** Only if the request is still at this version (a staff member's change, decided on what they saw). */
  version?: number;
  /** Only while its hold runs (taking an offer): the move fails once hold_until has passed `at`. */
  onlyBeforeHoldEnds?: boolean;
  /** Only while no payment has come in for the request (a hold lapsing while the traveller may be paying). */
  onlyUnpaid?: boolean;
  /** Only while the departure has the request's seats free (an offer): its trip, start date and capacity. */
  seatsFree?: { slug: string; startDate: string; capacity: number };
}

/**
 * The statements of `move`: the request's update (unless it is no longer in
 * `from`, or its condition fails), its history and its email, which are
 * written only when the update was.
 */
export function seatMoveStatements(db: D1Database, move: SeatMove): D1PreparedStatement[] {
  const conditions = ["id = ?", "status = ?"];
  const values: (string | number)[] = [move.id, move.from];
  if (move.version !== undefined) {
    conditions.push("version = ?");
    values.push(move.version);
  }
  if (move.onlyBeforeHoldEnds) {
    conditions.push("hold_until > ?");
    values.push(move.at);
  }
  if (move.onlyUnpaid) conditions.push("NOT EXISTS (SELECT 1 FROM payments WHERE payments.request_id = requests.id)");
  if (move.seatsFree) {
    conditions.push(`seats + ${SEATS_TAKEN} <= ?`);
    values.push(move.seatsFree.slug, move.seatsFree.startDate, move.seatsFree.capacity);
  }
  const statements = [
    db
      .prepare(
        // A request no longer held forgets its client's address (migrations/0008_unpaid_hold_limits.sql).
        `UPDATE requests SET status = ?, hold_until = ?, version = version + 1, changed_at = ?,
           client_fingerprint = ${move.to === "held" ? "client_fingerprint" : "NULL"} WHERE ${conditions.join(" AND ")}`,
      )
      .bind(move.to, move.holdUntil, move.at, ...values),
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(move.id, move.at, move.actor, move.from, move.to, move.note),
  ];
  if (move.email) {
    // Written only when the history row above was, that is when the request moved.
    statements.push(queueEmailAfterWrite(db, move.id, move.email, move.at));
  }
  return statements;
}

/** Makes `moves`, each on its own terms, in one transaction; answers which ones moved. */
export async function makeSeatMoves(db: D1Database, moves: readonly SeatMove[]): Promise<boolean[]> {
  if (moves.length === 0) return [];
  const perMove = moves.map((move) => seatMoveStatements(db, move));
  const results = await db.batch(perMove.flat());
  let at = 0;
  return perMove.map((statements) => {
    const moved = results[at].meta.changes === 1;
    at += statements.length;
    return moved;
  });
}

/** The first `limit` waiting requests of the departures starting after `from`, in the order they came. */
export async function waitingRequests(db: D1Database, from: string, limit: number) {
  const statement = db
    .prepare(
      `SELECT id, trip_slug, departure_start, seats FROM requests
       WHERE kind = 'waitlist' AND status = 'waiting' AND departure_start > ?
       ORDER BY received_at, id LIMIT ?`,
    )
    .bind(from, limit);
  return (await statement.all<{ id: string; trip_slug: string; departure_start: string; seats: number }>()).results;
}

/** Sets a held or offered request's hold_until to `until` if it is still at `version`; answers whether it did. */
export async function extendHoldIfCurrent(
  db: D1Database,
  change: { id: string; version: number; until: string; at: string; staffEmail: string; note: string | null },
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE requests SET hold_until = ?, version = version + 1, changed_at = ?
         WHERE id = ? AND version = ? AND status IN (${sqlList(SEAT_STATUSES.held)})`,
      )
      .bind(change.until, change.at, change.id, change.version),
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
      )
      .bind(change.at, change.staffEmail, change.note ?? `Hold extended to ${change.until}.`, change.id),
  ]);
  return update.meta.changes === 1;
}
