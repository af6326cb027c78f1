// What the desk shows of a departure's travellers, and the reads of their
// sealed data. The readiness list and the manifest are built from unsealed
// columns only; an ID number, a health answer or a fitness proof is opened
// only after the read's line is in the access log (db/traveller-desk.ts), and
// none of them is ever logged to the console.
import { ageOn } from "../../content/dates";
import { catalogueDeparture, catalogueTrip, type IntakeCatalogue } from "../../requests/intake-catalogue";
import type {
  AccessLogPage,
  BookingReadiness,
  DepartureReadiness,
  HealthAnswers,
  PermitList,
  ProofDecision,
  ProofSummary,
  ReadinessCounts,
  TravellerDetails,
} from "../../requests/staff";
import type { DeskTravellerRow, RequestRow } from "../db/rows";
import {
  accessLogPage,
  proofReviewOf,
  readHealth,
  readPermitList,
  readProof,
  reviewProof,
  type Reader,
} from "../db/traveller-desk";
import { personalDataKeys, openBytes, openText } from "../platform/personal-data";
import { Refusal } from "../platform/refusals";
import { healthPlace, idNumberPlace } from "../bookings/traveller-places";
import type { HealthAnswer } from "../../requests/traveller-details";
import { proofRequired, seatReadiness } from "../bookings/traveller-readiness";
import { nameOf, requestRow } from "./request-views";

const proofSummaryOf = (row: DeskTravellerRow): ProofSummary | null =>
  row.proof_key && row.proof_status
    ? {
        key: row.proof_key,
        name: row.proof_name ?? "",
        type: row.proof_type ?? "",
        bytes: row.proof_bytes ?? 0,
        status: row.proof_status,
        note: row.proof_note,
        reviewedBy: row.proof_reviewed_by,
        reviewedAt: row.proof_reviewed_at,
      }
    : null;

/** The first gap of each seat counts it: a seat that lacks its details lacks its proof as well. */
function countsOf(bookings: BookingReadiness[]): ReadinessCounts {
  const counts: ReadinessCounts = { seats: 0, ready: 0, details: 0, proof: 0, proofReturned: 0, proofReview: 0 };
  const field = {
    details: "details",
    proof: "proof",
    "proof-returned": "proofReturned",
    "proof-review": "proofReview",
  };
  for (const seat of bookings.flatMap((booking) => booking.seats)) {
    counts.seats += 1;
    counts[seat.gaps.length === 0 ? "ready" : (field[seat.gaps[0]] as keyof ReadinessCounts)] += 1;
  }
  return counts;
}

/** Each held and confirmed booking of `slug`'s departure, seat by seat, with the departure's counts. */
export function departureReadiness(
  catalogue: IntakeCatalogue,
  slug: string,
  bookings: RequestRow[],
  travellers: DeskTravellerRow[],
): DepartureReadiness {
  const needsProof = proofRequired(catalogue, slug);
  const lines: BookingReadiness[] = bookings
    .filter((row) => row.status === "held" || row.status === "confirmed")
    .map((row) => {
      const told = travellers.filter((traveller) => traveller.request_id === row.id);
      const bySeat = new Map(told.map((traveller) => [traveller.seat, traveller]));
      return {
        id: row.id,
        reference: row.reference,
        name: nameOf(row),
        status: row.status as BookingReadiness["status"],
        seats: seatReadiness(row.seats, needsProof, told).map((seat) => {
          const traveller = bySeat.get(seat.seat);
          return {
            ...seat,
            proof: traveller ? proofSummaryOf(traveller) : null,
            hasHealth: traveller?.has_health === 1,
          };
        }),
      };
    });
  return { proofRequired: needsProof, counts: countsOf(lines), bookings: lines };
}

/** What the manifest says of a traveller, with their age on the day the departure starts. */
export const travellerDetailsOf = (row: DeskTravellerRow, startDate: string): TravellerDetails => ({
  seat: row.seat,
  name: row.full_name,
  age: ageOn(row.date_of_birth, startDate),
  gender: row.gender,
  phone: row.phone,
  dietary: row.dietary,
  emergency: { name: row.emergency_name, relation: row.emergency_relation, phone: row.emergency_phone },
  guardian: row.guardian_name ? { name: row.guardian_name, phone: row.guardian_phone ?? "" } : null,
});

/** The departure `slug` / `startDate`, or 404. */
function departureOf(catalogue: IntakeCatalogue, slug: string, startDate: string) {
  const trip = catalogueTrip(catalogue, slug);
  const departure = catalogueDeparture(catalogue, slug, startDate);
  if (!trip || !departure) throw new Refusal(404, "The site has no such departure (any more).");
  return { trip, departure };
}

/**
 * The permit list of a departure, its ID numbers opened: the read is in the
 * access log before any number is opened. `confirmedSeats` is how many seats
 * its confirmed bookings have, to say how many have not told their ID yet.
 */
export async function permitListOf(
  env: Pick<Env, "DB" | "PERSONAL_DATA_KEYS">,
  catalogue: IntakeCatalogue,
  slug: string,
  startDate: string,
  confirmedSeats: number,
  reader: Reader,
): Promise<PermitList> {
  const { trip, departure } = departureOf(catalogue, slug, startDate);
  const keys = await personalDataKeys(env.PERSONAL_DATA_KEYS);
  const rows = await readPermitList(env.DB, slug, startDate, reader);
  const travellers = await Promise.all(
    rows.map(async (row) => ({
      requestId: row.request_id,
      reference: row.reference,
      seat: row.seat,
      name: row.full_name,
      idType: row.id_type,
      idNumber: await openText(keys, idNumberPlace(row.request_id, row.seat), row.id_number),
    })),
  );
  return {
    trip: { slug, title: trip.title },
    startDate,
    endDate: departure.endDate,
    travellers,
    missing: Math.max(0, confirmedSeats - travellers.length),
  };
}

/** Who reads a seat's data, and the departure of its booking (404 when there is no such request). */
async function seatReadOf(db: D1Database, requestId: string, seat: number, reader: Reader) {
  const row = await requestRow(db, requestId);
  return { ...reader, requestId, seat, tripSlug: row.trip_slug, departureStart: row.departure_start };
}

const NO_TRAVELLER = "This seat's traveller has not told their details, or has withdrawn.";

/** An answer as staff read it: yes or no for a tick box, the words for the rest. */
/** An answer as staff read it: "No", or "Yes: " and what the traveller described. */
const answerText = ({ answer, details }: HealthAnswer) => (answer === "yes" ? `Yes: ${details}` : "No");

/** A seat's health answers, opened after the read is in the access log. */
export async function healthOf(
  env: Pick<Env, "DB" | "PERSONAL_DATA_KEYS">,
  requestId: string,
  seat: number,
  reader: Reader,
): Promise<HealthAnswers> {
  const keys = await personalDataKeys(env.PERSONAL_DATA_KEYS);
  const sealed = await readHealth(env.DB, await seatReadOf(env.DB, requestId, seat, reader));
  if (sealed === null) throw new Refusal(404, `${NO_TRAVELLER} No health answers are kept for this seat.`);
  // As the booking page sealed them (worker/traveller/seat-forms.ts): each question's words beside the answer.
  const answers = JSON.parse(await openText(keys, healthPlace(requestId, seat), sealed)) as Record<
    string,
    HealthAnswer
  >;
  return {
    answers: Object.values(answers).map((answer) => ({ question: answer.question, answer: answerText(answer) })),
  };
}

/** A seat's fitness proof, opened from R2 after the read is in the access log: its bytes, type and file name. */
export async function proofOf(
  env: Pick<Env, "DB" | "RESUMES" | "PERSONAL_DATA_KEYS">,
  requestId: string,
  seat: number,
  reader: Reader,
): Promise<{ bytes: Uint8Array; type: string; name: string }> {
  const keys = await personalDataKeys(env.PERSONAL_DATA_KEYS);
  const proof = await readProof(env.DB, await seatReadOf(env.DB, requestId, seat, reader));
  const object = proof?.proof_key ? await env.RESUMES.get(proof.proof_key) : null;
  const keyId = object?.customMetadata?.keyId;
  if (!proof?.proof_key || !object || !keyId) throw new Refusal(404, "This seat has no fitness proof.");
  const sealed = new Uint8Array(await object.arrayBuffer());
  return {
    bytes: await openBytes(keys, keyId, proof.proof_key, sealed),
    type: proof.proof_type ?? "application/octet-stream",
    name: proof.proof_name ?? "fitness-proof",
  };
}

/**
 * Approves a seat's proof or sends it back with a note, if it is still the
 * proof staff saw and nobody has decided on it: else 409, saying what it is now.
 */
export async function decideProof(
  db: D1Database,
  requestId: string,
  seat: number,
  decision: ProofDecision,
  reviewer: Reader,
): Promise<void> {
  const note = decision.decision === "returned" ? (decision.note ?? null) : null;
  if (await reviewProof(db, requestId, seat, decision.key, decision.decision, note, reviewer)) return;
  const now = await proofReviewOf(db, requestId, seat);
  if (!now?.proof_key) throw new Refusal(409, `${NO_TRAVELLER} There is no proof to review.`);
  if (now.proof_key !== decision.key) {
    throw new Refusal(
      409,
      "The traveller has sent a new proof since you opened this one. Show the latest and review it.",
    );
  }
  const what = now.proof_status === "approved" ? "approved it" : "sent it back";
  throw new Refusal(409, `${now.proof_reviewed_by ?? "A colleague"} ${what} a moment ago. Show the latest.`);
}

/** A page of the access log, newest first, with each read's departure named as the catalogue names it. */
export async function accessLogOf(
  db: D1Database,
  catalogue: IntakeCatalogue,
  before: number | null,
  pageSize: number,
): Promise<AccessLogPage> {
  // One line more than the page tells whether an older page exists.
  const rows = await accessLogPage(db, before, pageSize + 1);
  const lines = rows.slice(0, pageSize).map((row) => ({
    id: row.id,
    at: row.at,
    staffEmail: row.staff_email,
    role: row.role,
    purpose: row.purpose,
    what: row.what,
    request: row.request_id ? { id: row.request_id, reference: row.reference, name: row.booker } : null,
    seat: row.seat,
    traveller: row.traveller,
    departure:
      row.trip_slug && row.departure_start
        ? {
            trip: { slug: row.trip_slug, title: catalogueTrip(catalogue, row.trip_slug)?.title ?? row.trip_slug },
            startDate: row.departure_start,
          }
        : null,
  }));
  return { lines, next: rows.length > pageSize ? lines[lines.length - 1].id : null };
}
