// The desk's statements on travellers (migrations/0009_travellers.sql): a
// departure's travellers without their sealed values; the sealed values
// themselves, each read in one batch with the line of the access log that
// records it; a fitness proof's review, conditional on the proof the desk
// showed; and the access log, newest first.
import type { ReadPurpose, StaffRole } from "../../requests/staff-roles";
import type { AccessLogRow, DeskTravellerRow, PersonalDataRead, ProofStatus, TravellerRow } from "./rows";
import { logPersonalDataRead, TRAVELLER_STATUSES } from "./travellers";

const STATUS_LIST = TRAVELLER_STATUSES.map((status) => `'${status}'`).join(", ");

const DESK_COLUMNS = [
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
  "guardian_name",
  "guardian_phone",
  "proof_key",
  "proof_name",
  "proof_type",
  "proof_bytes",
  "proof_status",
  "proof_note",
  "proof_reviewed_by",
  "proof_reviewed_at",
] as const satisfies readonly Exclude<keyof DeskTravellerRow, "has_health">[];

/** The travellers of a departure's held and confirmed bookings, by booking and seat; no sealed column. */
export async function departureTravellers(db: D1Database, slug: string, startDate: string) {
  const { results } = await db
    .prepare(
      `SELECT ${DESK_COLUMNS.map((column) => `travellers.${column}`).join(", ")},
         travellers.health IS NOT NULL AS has_health
       FROM travellers JOIN requests ON requests.id = travellers.request_id
       WHERE requests.trip_slug = ? AND requests.departure_start = ? AND requests.status IN (${STATUS_LIST})
       ORDER BY travellers.request_id, travellers.seat`,
    )
    .bind(slug, startDate)
    .all<DeskTravellerRow>();
  return results;
}

/** Who read, and when: the staff member's Access email, the role that allowed it and why, and the time of the read. */
export interface Reader {
  staffEmail: string;
  role: StaffRole;
  purpose: ReadPurpose;
  at: string;
}

/** What the permit list needs of each traveller: their name and ID, the number still sealed. */
export type PermitRow = Pick<TravellerRow, "request_id" | "seat" | "full_name" | "id_type" | "id_number"> & {
  reference: string | null;
};

/**
 * The ID of every traveller of a departure's confirmed bookings, by name,
 * read in one batch with the access log's line for it: no list leaves D1
 * without its line.
 */
export async function readPermitList(
  db: D1Database,
  slug: string,
  startDate: string,
  reader: Reader,
): Promise<PermitRow[]> {
  const [, list] = await db.batch<PermitRow>([
    logPersonalDataRead(db, { ...reader, what: "permit-list", tripSlug: slug, departureStart: startDate }),
    db
      .prepare(
        `SELECT travellers.request_id, travellers.seat, travellers.full_name, travellers.id_type, travellers.id_number,
           requests.reference
         FROM travellers JOIN requests ON requests.id = travellers.request_id
         WHERE requests.trip_slug = ? AND requests.departure_start = ? AND requests.status = 'confirmed'
         ORDER BY travellers.full_name, travellers.request_id, travellers.seat`,
      )
      .bind(slug, startDate),
  ]);
  return list.results;
}

/** Where a traveller read is logged: the seat, and the departure of its booking. */
export interface SeatRead extends Reader {
  requestId: string;
  seat: number;
  tripSlug: string | null;
  departureStart: string | null;
}

const logSeatRead = (db: D1Database, what: PersonalDataRead, read: SeatRead) =>
  logPersonalDataRead(db, {
    at: read.at,
    staffEmail: read.staffEmail,
    role: read.role,
    purpose: read.purpose,
    what,
    requestId: read.requestId,
    seat: read.seat,
    ...(read.tripSlug ? { tripSlug: read.tripSlug } : {}),
    ...(read.departureStart ? { departureStart: read.departureStart } : {}),
  });

/** A seat's sealed health answers (null: none, or no traveller), read in one batch with the access log's line. */
export async function readHealth(db: D1Database, read: SeatRead): Promise<string | null> {
  const [, found] = await db.batch<Pick<TravellerRow, "health">>([
    logSeatRead(db, "health", read),
    db.prepare("SELECT health FROM travellers WHERE request_id = ? AND seat = ?").bind(read.requestId, read.seat),
  ]);
  return found.results[0]?.health ?? null;
}

export type ProofOnSeat = Pick<TravellerRow, "proof_key" | "proof_name" | "proof_type">;

/** Where a seat's fitness proof is kept and what it is, read in one batch with the access log's line. */
export async function readProof(db: D1Database, read: SeatRead): Promise<ProofOnSeat | null> {
  const [, found] = await db.batch<ProofOnSeat>([
    logSeatRead(db, "proof", read),
    db
      .prepare("SELECT proof_key, proof_name, proof_type FROM travellers WHERE request_id = ? AND seat = ?")
      .bind(read.requestId, read.seat),
  ]);
  return found.results[0] ?? null;
}

export type ProofReview = Pick<
  TravellerRow,
  "proof_key" | "proof_status" | "proof_note" | "proof_reviewed_by" | "proof_reviewed_at"
>;

/**
 * Approves a seat's fitness proof, or sends it back with a note for the
 * traveller, if it is still the proof `proofKey` the desk showed and still
 * waits for review: a colleague who decided first, or a traveller who sent a
 * new proof meanwhile, makes this change nothing. Answers whether it changed.
 */
export async function reviewProof(
  db: D1Database,
  requestId: string,
  seat: number,
  proofKey: string,
  decision: Exclude<ProofStatus, "submitted">,
  note: string | null,
  reviewer: Reader,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE travellers SET proof_status = ?, proof_note = ?, proof_reviewed_by = ?, proof_reviewed_at = ?
       WHERE request_id = ? AND seat = ? AND proof_key = ? AND proof_status = 'submitted'`,
    )
    .bind(decision, note, reviewer.staffEmail, reviewer.at, requestId, seat, proofKey)
    .run();
  return result.meta.changes > 0;
}

/** A seat's proof and its review as they stand, to tell staff what a colleague decided. */
export const proofReviewOf = (db: D1Database, requestId: string, seat: number) =>
  db
    .prepare(
      `SELECT proof_key, proof_status, proof_note, proof_reviewed_by, proof_reviewed_at
       FROM travellers WHERE request_id = ? AND seat = ?`,
    )
    .bind(requestId, seat)
    .first<ProofReview>();

/**
 * A page of the access log, newest first: `limit` lines read before the line
 * `before` (its id; null: the newest), with whose data each was while that is kept.
 */
export async function accessLogPage(db: D1Database, before: number | null, limit: number): Promise<AccessLogRow[]> {
  const { results } = await db
    .prepare(
      `SELECT reads.id, reads.at, reads.staff_email, reads.role, reads.purpose, reads.what, reads.request_id, reads.seat,
         reads.trip_slug, reads.departure_start,
         requests.reference, requests.full_name AS booker, travellers.full_name AS traveller
       FROM personal_data_reads AS reads
       LEFT JOIN requests ON requests.id = reads.request_id
       LEFT JOIN travellers ON travellers.request_id = reads.request_id AND travellers.seat = reads.seat
       WHERE reads.id < ?
       ORDER BY reads.id DESC
       LIMIT ?`,
    )
    .bind(before ?? Number.MAX_SAFE_INTEGER, limit)
    .all<AccessLogRow>();
  return results;
}
