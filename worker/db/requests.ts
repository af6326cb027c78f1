// Every statement on the requests and their history: storing a request once,
// reading it, listing it for staff, moving it from status to status, counting
// a departure's seats, and deleting requests whose time is up. Each keeps to
// D1's production limits (d1-limits.ts): a list of ids is bound 100 at a time.
import { DEFAULT_LOCALE } from "../../content/locales.mjs";
import { REQUEST_KINDS } from "../../requests/intake";
import { RETENTION_DAYS } from "../../requests/retention";
import { containsPattern } from "../../requests/search";
import type { RequestFilters } from "../../requests/staff";
import { chunksOf } from "./d1-limits";
import {
  REQUEST_COLUMNS,
  requestColumns,
  type EmailTemplate,
  type RequestEventRow,
  type RequestRow,
  type SentRequest,
} from "./rows";
import { emailsOfRequest, type EmailOfRequest } from "./outbox";
import { SEAT_HOLDERS, type SeatHolder } from "../../requests/statuses";
import { SEATS_TAKEN, unpaidSeatsHeldBy } from "./seats";
import { ERASURE_MAX_REQUESTS, travellersErasure } from "./travellers";

/** A request as the intake stores it: what was sent, and what the Worker adds. */
export type NewRequestRow = SentRequest &
  Pick<RequestRow, "id" | "status" | "received_at" | "idempotency_key" | "body_hash"> &
  Partial<
    Pick<
      RequestRow,
      | "resume_key"
      | "resume_name"
      | "resume_type"
      | "resume_bytes"
      | "hold_until"
      | "source"
      | "reference"
      | "token"
      | "client_fingerprint"
    >
  >;

/** The columns the intake writes; the rest have their defaults (version 1, never changed). */
const INSERTED_COLUMNS = REQUEST_COLUMNS.filter(
  (column) => column !== "version" && column !== "changed_at" && column !== "seat_price",
);

export function requestByIdempotencyKey(db: D1Database, key: string) {
  return db
    .prepare("SELECT id, kind, body_hash, reference, hold_until FROM requests WHERE idempotency_key = ?")
    .bind(key)
    .first<Pick<RequestRow, "id" | "kind" | "body_hash" | "reference" | "hold_until">>();
}

/**
 * The values of the columns a row may leave out that are not NULL when it does
 * (migrations/0004_live_seats.sql, 0010): a request that names no language was
 * sent in English.
 */
const COLUMN_DEFAULTS: Partial<Record<keyof RequestRow, string | number>> = {
  seats: 1,
  source: "site",
  lang: DEFAULT_LOCALE,
};

/** What an insert must also do: the emails to queue, and for a booking the seats it must find free. */
export interface InsertTerms {
  emails: readonly EmailTemplate[];
  /** The departure's capacity: the row is written only if its seats fit beside those already taken. */
  capacity?: number;
  /**
   * For a booking from the site: the most seats each of its holders (its
   * email, its phone, its client address) may hold unpaid on the departure,
   * its own included; the row is written only if it stays within every one.
   */
  unpaidLimits?: Record<SeatHolder, number>;
  /** Who entered it on the desk, kept as the first line of its history. */
  enteredBy?: { staffEmail: string; note: string };
  /**
   * A trip credit it pays `amount` paise with: the row is written only while the code holds that
   * much on `today`, and the credit is spent with it.
   */
  credit?: { code: string; amount: number; today: string };
}

/**
 * The conditions a booking's row is inserted on, with their values: its seats
 * fit beside those taken (given a capacity), and its holders stay within
 * their unpaid limits (given those).
 */
function seatConditions(row: NewRequestRow, terms: InsertTerms) {
  const conditions: { sql: string; values: (string | number | null)[] }[] = [];
  const seats = row.seats ?? 1;
  const slug = row.trip_slug ?? null;
  const startDate = row.departure_start ?? null;
  if (terms.capacity !== undefined) {
    conditions.push({ sql: `? + ${SEATS_TAKEN} <= ?`, values: [seats, slug, startDate, terms.capacity] });
  }
  if (terms.credit) {
    conditions.push({
      sql: "(SELECT amount - spent FROM trip_credits WHERE code = ? AND valid_until >= ?) >= ?",
      values: [terms.credit.code, terms.credit.today, terms.credit.amount],
    });
  }
  const limits = terms.unpaidLimits;
  if (limits && slug && startDate) {
    for (const holder of SEAT_HOLDERS) {
      const held = unpaidSeatsHeldBy(holder, row, slug, startDate);
      if (held) conditions.push({ sql: `? + ${held.sql} <= ?`, values: [seats, ...held.values, limits[holder]] });
    }
  }
  return conditions;
}

/** The statements spending `credit` on the request `id` just inserted (nothing when it was not). */
function spendCreditOn(db: D1Database, credit: NonNullable<InsertTerms["credit"]>, id: string, at: string) {
  return [
    db
      .prepare(
        `UPDATE trip_credits SET spent = spent + ? WHERE code = ? AND amount - spent >= ?
         AND EXISTS (SELECT 1 FROM requests WHERE id = ?)`,
      )
      .bind(credit.amount, credit.code, credit.amount, id),
    db
      .prepare("INSERT INTO credit_uses (request_id, code, amount, at) SELECT ?, ?, ?, ? WHERE changes() = 1")
      .bind(id, credit.code, credit.amount, at),
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT id, received_at, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
      )
      .bind(
        "traveller: from the booking form",
        `Paid INR ${(credit.amount / 100).toFixed(2)} with trip credit ${credit.code}.`,
        id,
      ),
  ];
}

/**
 * Inserts `row` and queues its `emails`, in one transaction, unless a request
 * with its idempotency key exists, or (given a capacity) its departure has
 * fewer seats free than it asks for, or (given unpaid limits) its email,
 * phone or client address would hold more unpaid seats of the departure than
 * allowed; answers whether it did. The seats are counted by the insert
 * itself, so no other write can come between: two bookings racing past a
 * limit are written one after the other, and the second finds the first.
 */
export async function insertRequest(db: D1Database, row: NewRequestRow, terms: InsertTerms): Promise<boolean> {
  const values = INSERTED_COLUMNS.map(
    (column) => (row as Partial<RequestRow>)[column] ?? COLUMN_DEFAULTS[column] ?? null,
  );
  const conditions = seatConditions(row, terms);
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO requests (${INSERTED_COLUMNS.join(", ")})
         SELECT ${INSERTED_COLUMNS.map(() => "?").join(", ")}
         WHERE ${conditions.length > 0 ? conditions.map(({ sql }) => sql).join(" AND ") : "true"}
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      )
      .bind(...values, ...conditions.flatMap((condition) => condition.values)),
    // Each inserts nothing when the statement above did not insert this id.
    ...(terms.enteredBy
      ? [
          db
            .prepare(
              `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
               SELECT id, received_at, ?, status, status, ? FROM requests WHERE id = ?`,
            )
            .bind(terms.enteredBy.staffEmail, terms.enteredBy.note, row.id),
        ]
      : []),
    // Spent with the request, and only if it was written.
    ...(terms.credit ? spendCreditOn(db, terms.credit, row.id, row.received_at) : []),
    ...terms.emails.map((template) =>
      db
        .prepare(
          "INSERT INTO outbox (request_id, template, next_attempt_at) SELECT id, ?, received_at FROM requests WHERE id = ?",
        )
        .bind(template, row.id),
    ),
  ]);
  return inserted.results.length === 1;
}

export function requestById(db: D1Database, id: string) {
  return db.prepare(`SELECT ${requestColumns()} FROM requests WHERE id = ?`).bind(id).first<RequestRow>();
}

/** The booking or waitlist request with this reference. */
export function requestByReference(db: D1Database, reference: string) {
  return db.prepare(`SELECT ${requestColumns()} FROM requests WHERE reference = ?`).bind(reference).first<RequestRow>();
}

/** The requests with these ids, in no particular order; any number of ids. */
export async function requestsByIds(db: D1Database, ids: readonly string[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  const results = await db.batch<RequestRow>(
    chunksOf(ids).map((chunk) =>
      db
        .prepare(`SELECT ${requestColumns()} FROM requests WHERE id IN (${chunk.map(() => "?").join(", ")})`)
        .bind(...chunk),
    ),
  );
  return results.flatMap((result) => result.results);
}

const EVENT_COLUMNS = "id, request_id, at, staff_email, from_status, to_status, note";

/** A request, its status changes (oldest first) and its emails, in one batch; null when there is no such request. */
export async function requestWithHistory(db: D1Database, id: string) {
  const [requests, events, emails] = await db.batch<RequestRow | RequestEventRow | EmailOfRequest>([
    db.prepare(`SELECT ${requestColumns()} FROM requests WHERE id = ?`).bind(id),
    db.prepare(`SELECT ${EVENT_COLUMNS} FROM request_events WHERE request_id = ? ORDER BY id`).bind(id),
    emailsOfRequest(db, id),
  ]);
  const request = requests.results[0] as RequestRow | undefined;
  return request
    ? { request, events: events.results as RequestEventRow[], emails: emails.results as EmailOfRequest[] }
    : null;
}

/** The columns the desk's search looks in. */
const SEARCHED_COLUMNS = [
  "full_name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "subject",
  "message",
  "cover_letter",
  "trip_title",
  "job_title",
] as const satisfies readonly (keyof RequestRow)[];

/** The WHERE clause for `filters`, with its values; `withStatus` false leaves the status out (for the counts). */
function whereOf(filters: RequestFilters, withStatus: boolean) {
  const clauses: string[] = [];
  const values: string[] = [];
  const add = (clause: string, ...bound: string[]) => {
    clauses.push(clause);
    values.push(...bound);
  };
  if (filters.kind) add("kind = ?", filters.kind);
  if (withStatus && filters.status) add("status = ?", filters.status);
  if (filters.trip) add("trip_slug = ?", filters.trip);
  if (filters.departure) add("departure_start = ?", filters.departure);
  if (filters.q) {
    // Within D1's 50 bytes: the desk's API refuses a longer search (requests/search.ts).
    const pattern = containsPattern(filters.q);
    add(
      `(${SEARCHED_COLUMNS.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
      ...SEARCHED_COLUMNS.map(() => pattern),
    );
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", values };
}

/**
 * Up to `limit` requests matching `filters`, newest first, after the cursor
 * `filters.before` ("received_at~id"); and how many match per status.
 */
export async function requestsMatching(db: D1Database, filters: RequestFilters, limit: number) {
  const page = whereOf(filters, true);
  if (filters.before) {
    const [receivedAt, id] = filters.before.split("~");
    page.where += `${page.where ? " AND" : "WHERE"} (received_at < ? OR (received_at = ? AND id < ?))`;
    page.values.push(receivedAt, receivedAt, id);
  }
  const counted = whereOf(filters, false);
  const [rows, counts] = await db.batch<RequestRow | { status: string; count: number }>([
    db
      .prepare(`SELECT ${requestColumns()} FROM requests ${page.where} ORDER BY received_at DESC, id DESC LIMIT ?`)
      .bind(...page.values, limit),
    db
      .prepare(`SELECT status, count(*) AS count FROM requests ${counted.where} GROUP BY status`)
      .bind(...counted.values),
  ]);
  return {
    rows: rows.results as RequestRow[],
    counts: counts.results as { status: string; count: number }[],
  };
}

/** A booking or waitlist request for a departure, with when it was last confirmed and cancelled. */
export type SeatRow = RequestRow & { confirmed_at: string | null; cancelled_at: string | null };

const SEAT_ROWS = `
  SELECT ${requestColumns()},
    (SELECT max(at) FROM request_events WHERE request_id = requests.id AND to_status = 'confirmed') AS confirmed_at,
    (SELECT max(at) FROM request_events WHERE request_id = requests.id AND to_status = 'cancelled') AS cancelled_at
  FROM requests
  WHERE kind IN ('booking', 'waitlist') AND departure_start IS NOT NULL`;

/**
 * The requests that hold, sell or wait for seats of every departure starting after `today`, counted by
 * departure and status (migrations/0018_numbers.sql's requests_live_seats covers it).
 */
export async function seatCountsAfter(db: D1Database, today: string) {
  const { results } = await db
    .prepare(
      `SELECT trip_slug, departure_start, status, count(*) AS requests, sum(seats) AS seats
       FROM requests INDEXED BY requests_live_seats
       WHERE status IN ('held', 'offered', 'confirmed', 'waiting') AND kind IN ('booking', 'waitlist')
         AND departure_start > ?
       GROUP BY trip_slug, departure_start, status`,
    )
    .bind(today)
    .all<{ trip_slug: string; departure_start: string; status: string; requests: number; seats: number }>();
  return results;
}

/** The booking and waitlist requests of every departure that has not ended by `today`. */
export async function seatRowsFrom(db: D1Database, today: string): Promise<SeatRow[]> {
  return (await db.prepare(`${SEAT_ROWS} AND departure_end >= ?`).bind(today).all<SeatRow>()).results;
}

/** The booking and waitlist requests of one departure, in the order they came. */
export async function seatRowsOf(db: D1Database, slug: string, startDate: string): Promise<SeatRow[]> {
  const statement = db
    .prepare(`${SEAT_ROWS} AND trip_slug = ? AND departure_start = ? ORDER BY received_at, id`)
    .bind(slug, startDate);
  return (await statement.all<SeatRow>()).results;
}

const DAY_MS = 24 * 60 * 60_000;

/** The WHERE clause for requests past their time on `now` (requests/retention.ts), with its values. */
function expiredClause(now: Date) {
  const clauses: string[] = [];
  const values: string[] = [];
  for (const kind of REQUEST_KINDS) {
    const cutoff = new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS).toISOString();
    const trip = kind === "booking" || kind === "waitlist";
    clauses.push(
      `(kind = ? AND coalesce(changed_at, received_at) < ?${trip ? " AND coalesce(departure_end, '') < ?" : ""})`,
    );
    values.push(kind, cutoff, ...(trip ? [cutoff.slice(0, 10)] : []));
  }
  return { where: clauses.join(" OR "), values };
}

/** Up to `limit` requests whose time is up on `now`. */
export async function expiredRequests(db: D1Database, now: Date, limit: number) {
  const { where, values } = expiredClause(now);
  const statement = db.prepare(`SELECT id, resume_key FROM requests WHERE ${where} LIMIT ?`).bind(...values, limit);
  return (await statement.all<Pick<RequestRow, "id" | "resume_key">>()).results;
}

/** The most requests deleteRequests deletes at a time: as many as one erasure of their travellers names. */
export const DELETE_MAX_REQUESTS = ERASURE_MAX_REQUESTS;

/**
 * Deletes the requests with these ids (at most DELETE_MAX_REQUESTS), with
 * their history, email rows, payment links and travellers (their proofs'
 * objects queued for deletion at `at`), in one transaction; payments stay,
 * the agency's accounts.
 */
export async function deleteRequests(db: D1Database, ids: readonly string[], at: string) {
  const [chunk, ...rest] = chunksOf(ids, DELETE_MAX_REQUESTS);
  if (!chunk) return;
  if (rest.length > 0) throw new Error(`Delete at most ${DELETE_MAX_REQUESTS} requests at a time, in one transaction`);
  const list = chunk.map(() => "?").join(", ");
  await db.batch([
    // First, as their rows refer to the requests (D1 enforces foreign keys).
    ...travellersErasure(db, chunk, at),
    db.prepare(`DELETE FROM request_events WHERE request_id IN (${list})`).bind(...chunk),
    db.prepare(`DELETE FROM outbox WHERE request_id IN (${list})`).bind(...chunk),
    db.prepare(`DELETE FROM payment_links WHERE request_id IN (${list})`).bind(...chunk),
    // Its reviews outlive the booking: their invitations let go of it.
    db.prepare(`UPDATE review_invitations SET request_id = NULL WHERE request_id IN (${list})`).bind(...chunk),
    db.prepare(`DELETE FROM requests WHERE id IN (${list})`).bind(...chunk),
  ]);
}

/** Which of `keys` a request refers to as its resume; any number of keys, looked up 100 at a time in one batch. */
export async function referencedResumeKeys(db: D1Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const results = await db.batch<Pick<RequestRow, "resume_key">>(
    chunksOf(keys).map((chunk) =>
      db
        .prepare(`SELECT resume_key FROM requests WHERE resume_key IN (${chunk.map(() => "?").join(", ")})`)
        .bind(...chunk),
    ),
  );
  return new Set(results.flatMap((result) => result.results.map((row) => row.resume_key!)));
}
