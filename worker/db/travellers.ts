// The statements on who travels on each seat (migrations/0009_travellers.sql):
// a seat's details saved once per version, its own link, its fitness proof,
// a traveller's withdrawal, and the access log of what staff read. A seat can
// be told only while its booking holds or has bought its seats, and only up
// to the booking's seats: the statements check it themselves, so a booking
// that lapsed a moment ago takes no new details. Also what the daily jobs
// need: the erasure of a departure's travellers once it is long enough over
// (worker/retention/traveller-erasure.ts), and the bookings whose travellers
// are reminded of what they still owe (worker/emails/traveller-reminders.ts).
import type { ReadPurpose, StaffRole } from "../../requests/staff-roles";
import { chunksOf, D1_LIMITS } from "./d1-limits";
import type { EmailTemplate, PersonalDataRead, TravellerRow } from "./rows";
import { TRAVELLER_COLUMNS } from "./rows";

/** The statuses whose seats may be told who travels on them: held (paying) or bought. */
export const TRAVELLER_STATUSES = ["held", "confirmed"] as const;

const STATUS_LIST = TRAVELLER_STATUSES.map((status) => `'${status}'`).join(", ");

/** The condition that request `?` (bound first) still holds seat `?` (bound second). */
const SEAT_OPEN = `EXISTS (SELECT 1 FROM requests WHERE id = ? AND ? <= seats AND kind IN ('booking', 'waitlist')
  AND status IN (${STATUS_LIST}))`;

const travellerColumns = TRAVELLER_COLUMNS.join(", ");

/** Every seat of a booking that has been told, by seat. */
export async function travellersOf(db: D1Database, requestId: string): Promise<TravellerRow[]> {
  const { results } = await db
    .prepare(`SELECT ${travellerColumns} FROM travellers WHERE request_id = ? ORDER BY seat`)
    .bind(requestId)
    .all<TravellerRow>();
  return results;
}

/** One seat's traveller, or null when it has not been told. */
export const travellerOnSeat = (db: D1Database, requestId: string, seat: number) =>
  db
    .prepare(`SELECT ${travellerColumns} FROM travellers WHERE request_id = ? AND seat = ?`)
    .bind(requestId, seat)
    .first<TravellerRow>();

/** What a save writes: every detail column; the proof and its review are written by their own statements. */
export type TravellerDetails = Omit<
  TravellerRow,
  | "proof_key"
  | "proof_name"
  | "proof_type"
  | "proof_bytes"
  | "proof_status"
  | "proof_note"
  | "proof_reviewed_by"
  | "proof_reviewed_at"
  | "version"
>;

/** The columns a save writes: all but the proof's, which have statements of their own, and the version it bumps. */
const DETAIL_COLUMNS = TRAVELLER_COLUMNS.filter(
  (column): column is keyof TravellerDetails & (typeof TRAVELLER_COLUMNS)[number] =>
    !column.startsWith("proof_") && column !== "version",
);

/**
 * Saves a seat's details if the form was filled on the version now stored
 * (`version`: null when the seat had none), and its booking still holds the
 * seat. Answers the new version, or null when someone saved first or the seat
 * is no longer the booking's: the caller shows the form again with what was typed.
 */
export async function saveTraveller(
  db: D1Database,
  details: TravellerDetails,
  version: number | null,
): Promise<number | null> {
  const columns = DETAIL_COLUMNS.join(", ");
  const updates = DETAIL_COLUMNS.filter((column) => column !== "request_id" && column !== "seat")
    .map((column) => `${column} = excluded.${column}`)
    .join(", ");
  const row = await db
    .prepare(
      `INSERT INTO travellers (${columns})
       SELECT ${DETAIL_COLUMNS.map(() => "?").join(", ")} WHERE ${SEAT_OPEN}
       ON CONFLICT (request_id, seat) DO UPDATE SET ${updates}, version = travellers.version + 1
       WHERE travellers.version = ?
       RETURNING version`,
    )
    .bind(...DETAIL_COLUMNS.map((column) => details[column]), details.request_id, details.seat, version)
    .first<{ version: number }>();
  return row?.version ?? null;
}

/** The seat a traveller's own link opens, by the SHA-256 of its secret. */
export const seatOfLink = (db: D1Database, linkHash: string) =>
  db
    .prepare("SELECT request_id, seat FROM traveller_links WHERE link_hash = ?")
    .bind(linkHash)
    .first<{ request_id: string; seat: number }>();

/** Which seats of a booking have a link of their own out. */
export async function linkedSeats(db: D1Database, requestId: string): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT seat FROM traveller_links WHERE request_id = ? ORDER BY seat")
    .bind(requestId)
    .all<{ seat: number }>();
  return results.map((row) => row.seat);
}

/** Gives a seat a new link (a link it had stops working); false when the booking no longer holds the seat. */
export async function replaceLink(
  db: D1Database,
  requestId: string,
  seat: number,
  linkHash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO traveller_links (request_id, seat, link_hash, created_at)
       SELECT ?, ?, ?, ? WHERE ${SEAT_OPEN}
       ON CONFLICT (request_id, seat) DO UPDATE SET link_hash = excluded.link_hash, created_at = excluded.created_at`,
    )
    .bind(requestId, seat, linkHash, at, requestId, seat)
    .run();
  return result.meta.changes > 0;
}

/** Stops a seat's link. */
export const stopLink = (db: D1Database, requestId: string, seat: number) =>
  db.prepare("DELETE FROM traveller_links WHERE request_id = ? AND seat = ?").bind(requestId, seat).run();

/**
 * Keeps a seat's new fitness proof, sent to the desk for review, if the seat
 * has been told. The proof it replaces, if any, is queued for deletion in the
 * same batch. Answers whether the seat took it.
 */
export async function keepProof(
  db: D1Database,
  requestId: string,
  seat: number,
  proof: { key: string; name: string; type: string; bytes: number },
  at: string,
): Promise<boolean> {
  const [, updated] = await db.batch([
    db
      .prepare(
        `INSERT INTO erased_objects (key, erased_at)
         SELECT proof_key, ? FROM travellers WHERE request_id = ? AND seat = ? AND proof_key IS NOT NULL
         ON CONFLICT DO NOTHING`,
      )
      .bind(at, requestId, seat),
    db
      .prepare(
        `UPDATE travellers SET proof_key = ?, proof_name = ?, proof_type = ?, proof_bytes = ?, proof_status = 'submitted',
           proof_note = NULL, proof_reviewed_by = NULL, proof_reviewed_at = NULL
         WHERE request_id = ? AND seat = ? AND ${SEAT_OPEN}`,
      )
      .bind(proof.key, proof.name, proof.type, proof.bytes, requestId, seat, requestId, seat),
  ]);
  return updated.meta.changes > 0;
}

/**
 * Deletes everything a seat's traveller told, and the seat's link, in one
 * batch: their proof's object is queued for deletion in it (erasedObjects).
 */
export async function withdrawTraveller(db: D1Database, requestId: string, seat: number, at: string) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO erased_objects (key, erased_at)
         SELECT proof_key, ? FROM travellers WHERE request_id = ? AND seat = ? AND proof_key IS NOT NULL
         ON CONFLICT DO NOTHING`,
      )
      .bind(at, requestId, seat),
    db.prepare("DELETE FROM travellers WHERE request_id = ? AND seat = ?").bind(requestId, seat),
    db.prepare("DELETE FROM traveller_links WHERE request_id = ? AND seat = ?").bind(requestId, seat),
  ]);
}

/** The most requests one erasure names: their ids and the erasure's time bound in one statement. */
export const ERASURE_MAX_REQUESTS = D1_LIMITS.boundParameters - 1;

/**
 * The statements that delete everything the travellers of requests `ids` (at
 * most ERASURE_MAX_REQUESTS) told, their seats' links and pickup check-ins, with their proofs'
 * objects queued for deletion (erasedObjects) at `at`: run in one batch with
 * whatever else goes with them, so no traveller is ever half-erased.
 */
export function travellersErasure(db: D1Database, ids: readonly string[], at: string): D1PreparedStatement[] {
  if (ids.length > ERASURE_MAX_REQUESTS)
    throw new Error(`Erase at most ${ERASURE_MAX_REQUESTS} requests' travellers at a time`);
  const list = ids.map(() => "?").join(", ");
  return [
    db
      .prepare(
        `INSERT INTO erased_objects (key, erased_at)
         SELECT proof_key, ? FROM travellers WHERE request_id IN (${list}) AND proof_key IS NOT NULL
         ON CONFLICT DO NOTHING`,
      )
      .bind(at, ...ids),
    db.prepare(`DELETE FROM travellers WHERE request_id IN (${list})`).bind(...ids),
    db.prepare(`DELETE FROM traveller_links WHERE request_id IN (${list})`).bind(...ids),
    db.prepare(`DELETE FROM check_ins WHERE request_id IN (${list})`).bind(...ids),
  ];
}

/** The statuses after which a request never holds seats again: what its travellers told has served its purpose. */
const ENDED_STATUSES = ["declined", "lapsed", "cancelled"] as const;

/**
 * Up to `limit` bookings and waitlist requests whose travellers' data has
 * served its purpose, that still keep anything about them (a seat's details
 * or link, or the other travellers' names typed in the booking form): their
 * departure ended on or before `endedBy`, or they ended (declined, lapsed,
 * cancelled) and will never travel.
 */
export async function requestsWithTravellersEndedBy(db: D1Database, endedBy: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id FROM requests
       WHERE kind IN ('booking', 'waitlist')
         AND (departure_end <= ? OR status IN (${ENDED_STATUSES.map((status) => `'${status}'`).join(", ")}))
         AND (travellers IS NOT NULL
           OR EXISTS (SELECT 1 FROM travellers WHERE request_id = requests.id)
           OR EXISTS (SELECT 1 FROM traveller_links WHERE request_id = requests.id)
           OR EXISTS (SELECT 1 FROM check_ins WHERE request_id = requests.id))
       LIMIT ?`,
    )
    .bind(endedBy, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/**
 * Erases the travellers of requests `ids` (at most ERASURE_MAX_REQUESTS) in
 * one transaction: travellersErasure, and the names typed in the booking
 * form. The requests themselves stay, for the accounts.
 */
export async function eraseTravellersOf(db: D1Database, ids: readonly string[], at: string) {
  if (ids.length === 0) return;
  const list = ids.map(() => "?").join(", ");
  await db.batch([
    ...travellersErasure(db, ids, at),
    db.prepare(`UPDATE requests SET travellers = NULL WHERE id IN (${list})`).bind(...ids),
  ]);
}

/** Objects whose traveller was erased or withdrew, or whose proof was replaced, oldest first, for deletion from R2. */
export async function erasedObjects(db: D1Database, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT key FROM erased_objects ORDER BY erased_at LIMIT ?")
    .bind(limit)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}

/** Forgets objects deleted from R2, 100 keys a statement, in one batch. */
export async function forgetErasedObjects(db: D1Database, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.batch(
    chunksOf(keys).map((chunk) =>
      db.prepare(`DELETE FROM erased_objects WHERE key IN (${chunk.map(() => "?").join(", ")})`).bind(...chunk),
    ),
  );
}

/** Deletes up to `limit` lines of the access log written before `before`, oldest first; answers how many. */
export async function deleteAccessLogBefore(db: D1Database, before: string, limit: number): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM personal_data_reads
       WHERE id IN (SELECT id FROM personal_data_reads WHERE at < ? ORDER BY at LIMIT ?)`,
    )
    .bind(before, limit)
    .run();
  return result.meta.changes;
}

/**
 * Up to `limit` bookings leaving on `startDate`, after id `afterId` in id
 * order, whose seats may be told (held or bought) and whose `template` has
 * not been queued: the ones a reminder of what their travellers owe may be for.
 */
export async function bookingsLeavingOn(
  db: D1Database,
  startDate: string,
  template: EmailTemplate,
  afterId: string,
  limit: number,
) {
  const { results } = await db
    .prepare(
      `SELECT id, seats, trip_slug FROM requests
       WHERE kind IN ('booking', 'waitlist') AND status IN (${STATUS_LIST}) AND departure_start = ? AND id > ?
         AND NOT EXISTS (SELECT 1 FROM outbox WHERE request_id = requests.id AND template = ?)
       ORDER BY id LIMIT ?`,
    )
    .bind(startDate, afterId, template, limit)
    .all<{ id: string; seats: number; trip_slug: string | null }>();
  return results;
}

/**
 * Queues `template` for each of requests `ids` (any number, 98 a statement in
 * one batch) whose seats may still be told, once each (the outbox ignores a
 * second); answers how many were queued.
 */
export async function queueTravellerReminders(
  db: D1Database,
  ids: readonly string[],
  template: EmailTemplate,
  at: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const results = await db.batch(
    chunksOf(ids, D1_LIMITS.boundParameters - 2).map((chunk) =>
      db
        .prepare(
          `INSERT INTO outbox (request_id, template, next_attempt_at)
           SELECT id, ?, ? FROM requests WHERE id IN (${chunk.map(() => "?").join(", ")}) AND status IN (${STATUS_LIST})
           ON CONFLICT DO NOTHING`,
        )
        .bind(template, at, ...chunk),
    ),
  );
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}

/** What a seat's readiness reads of its traveller: never anything sealed. */
export type ToldSeat = Pick<TravellerRow, "request_id" | "seat" | "full_name" | "proof_status">;

/** The seats told of requests `ids` (any number, 100 a statement in one batch), by request and seat. */
export async function seatsToldOf(db: D1Database, ids: readonly string[]): Promise<ToldSeat[]> {
  if (ids.length === 0) return [];
  const results = await db.batch<ToldSeat>(
    chunksOf(ids).map((chunk) =>
      db
        .prepare(
          `SELECT request_id, seat, full_name, proof_status FROM travellers
           WHERE request_id IN (${chunk.map(() => "?").join(", ")}) ORDER BY request_id, seat`,
        )
        .bind(...chunk),
    ),
  );
  return results.flatMap((result) => result.results);
}

/** Writes one line of the access log of personal data; run it in the same batch as the read where one exists. */
export const logPersonalDataRead = (
  db: D1Database,
  entry: {
    at: string;
    staffEmail: string;
    role: StaffRole;
    purpose: ReadPurpose;
    what: PersonalDataRead;
    requestId?: string;
    seat?: number;
    tripSlug?: string;
    departureStart?: string;
  },
) =>
  db
    .prepare(
      `INSERT INTO personal_data_reads (at, staff_email, role, purpose, what, request_id, seat, trip_slug, departure_start)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      entry.at,
      entry.staffEmail,
      entry.role,
      entry.purpose,
      entry.what,
      entry.requestId ?? null,
      entry.seat ?? null,
      entry.tripSlug ?? null,
      entry.departureStart ?? null,
    );
