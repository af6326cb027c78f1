// The statements on who travels on each seat (migrations/0009_travellers.sql):
// a seat's details saved once per version, its own link, its fitness proof,
// a traveller's withdrawal, and the access log of what staff read. A seat can
// be told only while its booking holds or has bought its seats, and only up
// to the booking's seats: the statements check it themselves, so a booking
// that lapsed a moment ago takes no new details.
import type { PersonalDataRead, TravellerRow } from "./rows";
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

const DETAIL_COLUMNS = [
  "request_id",
  "seat",
  "full_name",
  "date_of_birth",
  "gender",
  "phone",
  "emergency_name",
  "emergency_relation",
  "emergency_phone",
  "dietary",
  "id_type",
  "id_number",
  "health",
  "declared_at",
  "guardian_name",
  "guardian_phone",
  "guardian_consent_at",
  "saved_at",
  "saved_by",
] as const satisfies readonly (keyof TravellerDetails)[];

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

/** Objects whose traveller was erased, oldest first, for deletion from R2. */
export async function erasedObjects(db: D1Database, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT key FROM erased_objects ORDER BY erased_at LIMIT ?")
    .bind(limit)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}

/** Forgets objects deleted from R2. */
export const forgetErasedObject = (db: D1Database, key: string) =>
  db.prepare("DELETE FROM erased_objects WHERE key = ?").bind(key);

/** Writes one line of the access log of personal data; run it in the same batch as the read where one exists. */
export const logPersonalDataRead = (
  db: D1Database,
  entry: {
    at: string;
    staffEmail: string;
    what: PersonalDataRead;
    requestId?: string;
    seat?: number;
    tripSlug?: string;
    departureStart?: string;
  },
) =>
  db
    .prepare(
      `INSERT INTO personal_data_reads (at, staff_email, what, request_id, seat, trip_slug, departure_start)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      entry.at,
      entry.staffEmail,
      entry.what,
      entry.requestId ?? null,
      entry.seat ?? null,
      entry.tripSlug ?? null,
      entry.departureStart ?? null,
    );
