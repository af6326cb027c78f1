// Stores a checked request exactly once. The resume goes to R2 first, under a
// key of this attempt's own; then one D1 transaction inserts the request
// (unless its idempotency key is already taken, or, for a booking, its seats
// are no longer free) and its emails: the agency's, and for a booking or
// waitlist request the traveller's. Only
// after that commit does the visitor hear "stored". An attempt that loses to
// an earlier one with the same key, or fails, deletes its own file, so
// nothing is left without its row; the scheduled sweep (retention/orphan-resumes.ts)
// removes the file of an attempt that died in between.
import { hoursAfter } from "../../content/dates";
import type { RefusedAnswer, SoldOutAnswer, StoredAnswer } from "../../requests/intake";
import { FIRST_STATUS } from "../../requests/statuses";
import { Refusal } from "../platform/refusals";
import { insertRequest, requestByIdempotencyKey, type NewRequestRow } from "../db/requests";
import type { EmailTemplate } from "../db/rows";
import { seatsTaken } from "../db/seats";
import { newReference, newToken } from "./references";
import { resumeKey } from "./resume-keys";
import type { Resume, Submission } from "./submissions";

/** A booking whose seats went to others first (409): the dialog offers the waitlist from what it says. */
export class SoldOut extends Refusal {
  constructor(
    message: string,
    readonly seatsLeft: number,
    readonly waitlistOpen: boolean,
  ) {
    super(409, message);
  }

  override get answer(): RefusedAnswer & SoldOutAnswer {
    return { message: this.message, seatsLeft: this.seatsLeft, waitlistOpen: this.waitlistOpen };
  }
}

export interface StoredRequest extends StoredAnswer {
  /** True when an earlier attempt with the same key stored it, and this one only replays its answer. */
  replayed: boolean;
}

const reusedKey = () =>
  new Refusal(422, "This form was already sent with different details. Reload the page to send a new request.");

async function earlierAttempt(db: D1Database, idempotencyKey: string | null, bodyHash: string) {
  if (idempotencyKey === null) return null;
  const winner = await requestByIdempotencyKey(db, idempotencyKey);
  if (!winner) return null;
  if (winner.body_hash !== bodyHash) throw reusedKey();
  return {
    id: winner.id,
    kind: winner.kind,
    ...(winner.reference ? { reference: winner.reference } : {}),
    ...(winner.hold_until ? { holdUntil: winner.hold_until } : {}),
    replayed: true,
  };
}

/**
 * The emails a new request sends: the agency's (unless staff entered it) and,
 * for a booking or waitlist request, the traveller's first one.
 */
function firstEmails({ request: { kind }, enteredBy }: Submission): EmailTemplate[] {
  if (enteredBy) return [enteredBy.confirmed ? "confirmed" : "received"];
  if (kind === "booking") return ["agency", "received"];
  if (kind === "waitlist") return ["agency", "waitlisted"];
  return ["agency"];
}

/** Why a booking was not stored when no earlier attempt holds its key: its seats are no longer free. */
async function soldOut(db: D1Database, { request, hold }: Submission): Promise<SoldOut> {
  const left = Math.max(hold!.capacity - (await seatsTaken(db, request.trip_slug!, request.departure_start!)), 0);
  const asked = request.seats ?? 1;
  const waitlist = hold!.waitlistOpen ? " Join the waitlist and we will email you the moment seats free up." : "";
  return new SoldOut(
    left === 0
      ? `Sorry, the last seats of this departure were just booked by someone else, so nothing was booked.${waitlist}`
      : `Sorry, only ${left} ${left === 1 ? "seat is" : "seats are"} left now, fewer than the ${asked} you asked for, so nothing was booked. Choose fewer seats${hold!.waitlistOpen ? ", or join the waitlist" : ""}.`,
    left,
    hold!.waitlistOpen,
  );
}

async function putResume(bucket: R2Bucket, key: string, resume: Resume, requestId: string) {
  await bucket.put(key, resume.bytes, {
    httpMetadata: { contentType: resume.type, contentDisposition: "attachment" },
    customMetadata: { requestId, fileName: resume.name },
  });
}

/**
 * Stores `submission` under `idempotencyKey` (null: the HTML form, which
 * cannot send one) and answers with its id; a retry with the same key and
 * body gets the first attempt's id, a different body under a used key a
 * Refusal (422).
 */
export async function storeRequest(
  env: Pick<Env, "DB" | "RESUMES">,
  submission: Submission,
  idempotencyKey: string | null,
  bodyHash: string,
  now: Date,
): Promise<StoredRequest> {
  const { request, resume } = submission;
  const replay = await earlierAttempt(env.DB, idempotencyKey, bodyHash);
  if (replay) return replay;

  const id = crypto.randomUUID();
  const travelling = request.kind === "booking" || request.kind === "waitlist";
  const { enteredBy } = submission;
  const held = submission.hold && !enteredBy?.confirmed;
  const row: NewRequestRow = {
    ...request,
    id,
    status: enteredBy?.confirmed ? "confirmed" : FIRST_STATUS[request.kind],
    source: enteredBy ? "desk" : "site",
    received_at: now.toISOString(),
    idempotency_key: idempotencyKey,
    body_hash: bodyHash,
    ...(travelling ? { reference: newReference(), token: newToken() } : {}),
    ...(held ? { hold_until: hoursAfter(now, submission.hold!.hours) } : {}),
  };
  const key = resume ? resumeKey(id) : null;
  if (resume && key) {
    Object.assign(row, {
      resume_key: key,
      resume_name: resume.name,
      resume_type: resume.type,
      resume_bytes: resume.bytes.byteLength,
    });
    await putResume(env.RESUMES, key, resume, id);
  }

  let inserted: boolean;
  try {
    inserted = await insertRequest(env.DB, row, {
      emails: firstEmails(submission),
      capacity: submission.hold?.capacity,
      enteredBy: enteredBy && {
        staffEmail: enteredBy.staffEmail,
        note: `Entered on the desk: taken by phone or WhatsApp${enteredBy.confirmed ? ", deposit received" : ""}.`,
      },
    });
  } catch (error) {
    if (key) await env.RESUMES.delete(key);
    throw error;
  }
  if (inserted) {
    return {
      id,
      kind: request.kind,
      ...(row.reference ? { reference: row.reference } : {}),
      ...(row.hold_until ? { holdUntil: row.hold_until } : {}),
      replayed: false,
    };
  }

  // Another attempt with this key committed first (it stored the request, and
  // this attempt's file is not needed), or the booking's seats were taken.
  if (key) await env.RESUMES.delete(key);
  const winner = await earlierAttempt(env.DB, idempotencyKey, bodyHash);
  if (winner) return winner;
  if (submission.hold) throw await soldOut(env.DB, submission);
  throw new Error("An idempotency key conflicted, but no request holds it");
}
