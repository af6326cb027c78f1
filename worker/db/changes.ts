// The statements of a change of plans (migrations/0015_plan_changes.sql): one
// batch a change, whoever asks. The change's row goes in first, and only while
// the request is still at the version the change was worked out on (and, for a
// switch, only while the new departure has the seats free, counted as it
// writes); every other statement of the batch runs only if that row went in
// (`APPLIED`), and the batch ends by moving the request's version on. So two
// clicks, two tabs or a retry make one change, and twelve bookings racing for
// three seats make three switches.
import type { BookingChangeRow, TripCreditRow } from "./rows";
import { SEATS_TAKEN } from "./seats";
import type { BoundSql } from "./tax-document-sql";

/** A change to write: its row, as the engine worked it out. */
export type NewChange = Omit<BookingChangeRow, "seats"> & { seats: readonly number[] };

/**
 * True while the change `?` (bound: its id) went in and its request has not
 * moved on yet: every statement of the change's batch but the last is written
 * under it, the change's id bound after the statement's own values.
 */
export const APPLIED = `EXISTS (SELECT 1 FROM booking_changes AS change JOIN requests ON requests.id = change.request_id
  WHERE change.id = ? AND requests.version = change.version)`;

/** `sql` (a statement ending in its WHERE clause) written only under the change `changeId`. */
export function underChange(statement: BoundSql, changeId: string): BoundSql {
  return { sql: `${statement.sql} AND ${APPLIED}`, values: [...statement.values, changeId] };
}

/** The columns of a change, named, as D1's row limits want. */
const CHANGE_COLUMNS = `id, request_id, kind, asked_by, actor, at, version, seats_before, seats, percent,
  released, refund, credit, fee, from_departure, to_departure, difference`;

/**
 * The statement that writes `change` if its request is still at
 * `change.version` (and, given `seatsFree`, while that departure has
 * `seatsNeeded` seats free); nothing if a change with its id exists.
 */
export function insertChange(
  change: NewChange,
  seatsFree?: { slug: string; startDate: string; capacity: number; seatsNeeded: number },
): BoundSql {
  const conditions = ["(SELECT version FROM requests WHERE id = ?) = ?"];
  const values: (string | number | null)[] = [change.request_id, change.version];
  if (seatsFree) {
    conditions.push(`? + ${SEATS_TAKEN} <= ?`);
    values.push(seatsFree.seatsNeeded, seatsFree.slug, seatsFree.startDate, seatsFree.capacity);
  }
  return {
    sql: `INSERT INTO booking_changes (${CHANGE_COLUMNS})
      SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${conditions.join(" AND ")}
      ON CONFLICT (id) DO NOTHING`,
    values: [
      change.id,
      change.request_id,
      change.kind,
      change.asked_by,
      change.actor,
      change.at,
      change.version,
      change.seats_before,
      JSON.stringify(change.seats),
      change.percent,
      change.released,
      change.refund,
      change.credit,
      change.fee,
      change.from_departure,
      change.to_departure,
      change.difference,
      ...values,
    ].map((value) => value ?? null) as (string | number)[],
  };
}

/** What the change does to the request itself, set in the batch's last statement. */
export interface RequestEdit {
  status?: string;
  seats?: number;
  departureStart?: string;
  departureEnd?: string;
  /** One seat's price with GST, in paise, fixed by a switch. */
  seatPrice?: number;
}

/**
 * The batch's last statements: the request takes `edit` and moves on a
 * version, if the change went in; then its history line.
 */
export function finishChange(change: NewChange, edit: RequestEdit, from: string, note: string): BoundSql[] {
  const sets = ["version = version + 1", "changed_at = ?"];
  const values: (string | number)[] = [change.at];
  const set = (column: string, value: string | number | undefined) => {
    if (value === undefined) return;
    sets.push(`${column} = ?`);
    values.push(value);
  };
  set("status", edit.status);
  if (edit.status) sets.push("hold_until = NULL");
  set("seats", edit.seats);
  set("departure_start", edit.departureStart);
  set("departure_end", edit.departureEnd);
  set("seat_price", edit.seatPrice);
  return [
    {
      sql: `UPDATE requests SET ${sets.join(", ")} WHERE id = ? AND version = ? AND ${APPLIED}`,
      values: [...values, change.request_id, change.version, change.id],
    },
    {
      sql: `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
        SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      values: [change.request_id, change.at, change.actor, from, edit.status ?? from, note],
    },
  ];
}

/**
 * Queues the traveller's email about `change` in its batch, once: the outbox
 * names it by the change (its subject).
 */
export const queueChangeEmail = (change: NewChange): BoundSql =>
  underChange(
    {
      sql: `INSERT INTO outbox (request_id, template, subject, next_attempt_at)
        SELECT ?, 'plans-changed', ?, ? WHERE 1`,
      values: [change.request_id, change.id, change.at],
    },
    change.id,
  );

/**
 * The statements that take cancelled seats' travellers off the booking under
 * change `changeId`: their details, links and check-ins deleted (their proofs'
 * objects queued for erasure), and the seats after theirs numbered down, so a
 * booking left with n seats keeps seats 1 to n.
 */
export function seatsLeaving(
  requestId: string,
  cancelled: readonly number[],
  at: string,
  changeId: string,
): BoundSql[] {
  const list = JSON.stringify(cancelled);
  const inList = "seat IN (SELECT value FROM json_each(?))";
  const statements: BoundSql[] = [
    {
      sql: `INSERT INTO erased_objects (key, erased_at)
        SELECT proof_key, ? FROM travellers WHERE request_id = ? AND ${inList} AND proof_key IS NOT NULL AND ${APPLIED}
        ON CONFLICT DO NOTHING`,
      values: [at, requestId, list, changeId],
    },
  ];
  for (const table of ["travellers", "traveller_links", "check_ins"]) {
    statements.push(
      underChange(
        { sql: `DELETE FROM ${table} WHERE request_id = ? AND ${inList}`, values: [requestId, list] },
        changeId,
      ),
      // Out of the way first (a seat number is part of a key), then down by the cancelled seats before it.
      underChange(
        { sql: `UPDATE ${table} SET seat = seat + 1000 WHERE request_id = ?`, values: [requestId] },
        changeId,
      ),
      underChange(
        {
          sql: `UPDATE ${table} SET seat = seat - 1000 - (SELECT count(*) FROM json_each(?) WHERE value < ${table}.seat - 1000)
            WHERE request_id = ? AND seat > 1000`,
          values: [list, requestId],
        },
        changeId,
      ),
    );
  }
  return statements;
}

/**
 * Seat `seat` handed on under change `changeId`: its traveller's details, link
 * and check-in deleted, their proof's object queued for erasure.
 */
export function seatHandedOn(requestId: string, seat: number, at: string, changeId: string): BoundSql[] {
  return [
    {
      sql: `INSERT INTO erased_objects (key, erased_at)
        SELECT proof_key, ? FROM travellers WHERE request_id = ? AND seat = ? AND proof_key IS NOT NULL AND ${APPLIED}
        ON CONFLICT DO NOTHING`,
      values: [at, requestId, seat, changeId],
    },
    ...["travellers", "traveller_links", "check_ins"].map((table) =>
      underChange(
        { sql: `DELETE FROM ${table} WHERE request_id = ? AND seat = ?`, values: [requestId, seat] },
        changeId,
      ),
    ),
  ];
}

/** A trip credit, written in the batch of the change that keeps it. */
export function insertCredit(credit: Omit<TripCreditRow, "spent">): BoundSql {
  return underChange(
    {
      sql: `INSERT INTO trip_credits (code, request_id, change_id, amount, spent, valid_until, created_at)
        SELECT ?, ?, ?, ?, 0, ?, ? WHERE 1`,
      values: [credit.code, credit.request_id, credit.change_id, credit.amount, credit.valid_until, credit.created_at],
    },
    credit.change_id,
  );
}

/** Runs a change's statements as one batch; answers whether the change went in (its first statement). */
export async function runChange(db: D1Database, statements: readonly BoundSql[]): Promise<boolean> {
  const [inserted] = await db.batch(statements.map(({ sql, values }) => db.prepare(sql).bind(...values)));
  return inserted.meta.changes === 1;
}

/** The change with this id, if it was made. */
export const changeById = (db: D1Database, id: string) =>
  db.prepare(`SELECT ${CHANGE_COLUMNS} FROM booking_changes WHERE id = ?`).bind(id).first<BookingChangeRow>();

/** The statement reading the changes of `ids`, oldest first (one batch's worth: at most 100 ids). */
export const changesOfStatement = (db: D1Database, ids: readonly string[]) =>
  db
    .prepare(
      `SELECT ${CHANGE_COLUMNS} FROM booking_changes WHERE request_id IN (${ids.map(() => "?").join(", ")}) ORDER BY at, id`,
    )
    .bind(...ids);

/** The credit with this code, with what bookings spent of it. */
export async function creditByCode(db: D1Database, code: string): Promise<TripCreditRow | null> {
  return db
    .prepare(
      "SELECT code, request_id, change_id, amount, spent, valid_until, created_at FROM trip_credits WHERE code = ?",
    )
    .bind(code)
    .first<TripCreditRow>();
}

/** The credits kept from request `requestId`'s changes. */
export async function creditsFrom(db: D1Database, requestId: string): Promise<TripCreditRow[]> {
  const { results } = await db
    .prepare(
      `SELECT code, request_id, change_id, amount, spent, valid_until, created_at FROM trip_credits
       WHERE request_id = ? ORDER BY created_at`,
    )
    .bind(requestId)
    .all<TripCreditRow>();
  return results;
}

/** The statement reading the credits requests `ids` were paid with (one batch's worth: at most 100 ids). */
export const creditUsesStatement = (db: D1Database, ids: readonly string[]) =>
  db
    .prepare(
      `SELECT request_id, code, amount, at FROM credit_uses WHERE request_id IN (${ids.map(() => "?").join(", ")}) ORDER BY at`,
    )
    .bind(...ids);

/** A refund a change makes, claimed in the change's batch (as sending, or owed back by hand). */
export interface RefundUnderChange {
  receipt: string;
  requestId: string;
  paymentId: string;
  amount: number;
  percent: number;
  reason: string;
  byHand: boolean;
  at: string;
}

/** The statement claiming `refund` under change `changeId`: written only if the change is. */
export const claimRefundUnderChange = (refund: RefundUnderChange, changeId: string): BoundSql =>
  underChange(
    {
      sql: `INSERT INTO refunds (receipt, request_id, payment_id, amount, status, percent, reason, at)
        SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE 1`,
      values: [
        refund.receipt,
        refund.requestId,
        refund.paymentId,
        refund.amount,
        refund.byHand ? "by-hand" : "sending",
        refund.percent,
        refund.reason,
        refund.at,
      ],
    },
    changeId,
  );

/** The statements that give `amount` paise back to credit `code` (a booking paid with it changed), under change `changeId`. */
export const creditGivenBack = (code: string, amount: number, changeId: string): BoundSql =>
  underChange(
    { sql: "UPDATE trip_credits SET spent = spent - ? WHERE code = ? AND spent >= ?", values: [amount, code, amount] },
    changeId,
  );

/** The credit a change kept, if it kept one. */
export const creditOfChange = (db: D1Database, changeId: string) =>
  db
    .prepare(
      "SELECT code, request_id, change_id, amount, spent, valid_until, created_at FROM trip_credits WHERE change_id = ?",
    )
    .bind(changeId)
    .first<TripCreditRow>();

/** What trip credits paid of request `requestId`, in paise. */
export async function creditPaidFor(db: D1Database, requestId: string): Promise<number> {
  const row = await db
    .prepare("SELECT coalesce(sum(amount), 0) AS paid FROM credit_uses WHERE request_id = ?")
    .bind(requestId)
    .first<{ paid: number }>();
  return row?.paid ?? 0;
}

/** Each seat handed on among a departure's confirmed bookings, the latest hand-on per seat: what the lead's roster reports. */
export async function handOnsOfDeparture(db: D1Database, slug: string, startDate: string) {
  const { results } = await db
    .prepare(
      `SELECT change.request_id, json_extract(change.seats, '$[0]') AS seat, max(change.at) AS at
       FROM booking_changes AS change JOIN requests ON requests.id = change.request_id
       WHERE change.kind = 'hand-on' AND requests.trip_slug = ? AND requests.departure_start = ?
         AND requests.status = 'confirmed'
       GROUP BY change.request_id, seat`,
    )
    .bind(slug, startDate)
    .all<{ request_id: string; seat: number; at: string }>();
  return results;
}

/** A trip credit that expired with some of it unspent, and what documented the money it holds. */
export interface ExpiredCreditRow {
  code: string;
  request_id: string;
  amount: number;
  spent: number;
  valid_until: string;
  /** The booking it was kept from, by its reference (from its documents once the request is deleted). */
  reference: string | null;
  /** Its booking's receipt vouchers, as JSON: [{"series", "financial_year", "count"}], in the order issued. */
  vouchers: string;
}

/**
 * The credits whose last day fell between `firstDay` and `lastDay` (India's dates, both included) and
 * before `today`, with something unspent, in one query: the register's note of credits that expired.
 */
export async function creditsExpiredBetween(
  db: D1Database,
  firstDay: string,
  lastDay: string,
  today: string,
): Promise<ExpiredCreditRow[]> {
  const { results } = await db
    .prepare(
      `SELECT credit.code, credit.request_id, credit.amount, credit.spent, credit.valid_until,
         coalesce(requests.reference,
           (SELECT json_extract(body, '$.reference') FROM tax_documents WHERE request_id = credit.request_id LIMIT 1)) AS reference,
         (SELECT json_group_array(json_object('series', series, 'financial_year', financial_year, 'count', count))
           FROM (SELECT series, financial_year, count FROM tax_documents
             WHERE request_id = credit.request_id AND kind = 'receiptVoucher' ORDER BY issued_at, count)) AS vouchers
       FROM trip_credits AS credit LEFT JOIN requests ON requests.id = credit.request_id
       WHERE credit.valid_until BETWEEN ? AND ? AND credit.valid_until < ? AND credit.spent < credit.amount
       ORDER BY credit.valid_until, credit.code`,
    )
    .bind(firstDay, lastDay, today)
    .all<ExpiredCreditRow>();
  return results;
}
