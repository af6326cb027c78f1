// Stores a checked request exactly once. The resume goes to R2 first, under a
// key of this attempt's own; then one D1 transaction inserts the request
// (unless its idempotency key is already taken, or, for a booking, its seats
// are no longer free, or its email, phone or address would hold more unpaid
// seats than allowed, or the trip credit it pays with no longer holds what it
// pays) and its emails: the agency's, and for a booking or waitlist request
// the traveller's; and the credit's spending. Only
// after that commit does the visitor hear "stored". An attempt that loses to
// an earlier one with the same key, or fails, deletes its own file, so
// nothing is left without its row; the scheduled sweep (retention/orphan-resumes.ts)
// removes the file of an attempt that died in between.
import { hoursAfter } from "../../content/dates";
import { fillMessage } from "../../content/fill-message";
import { takesSingular } from "../../content/format";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import type { RefusedAnswer, SoldOutAnswer, StoredAnswer } from "../../requests/intake";
import { FIRST_STATUS, SEAT_HOLDERS, type SeatHolder } from "../../requests/statuses";
import { Refusal } from "../platform/refusals";
import { calledOffDeparture } from "../db/called-off";
import { insertRequest, requestByIdempotencyKey, type NewRequestRow } from "../db/requests";
import type { EmailTemplate } from "../db/rows";
import { seatsHeldNow } from "../db/seats";
import { creditByCode } from "../db/changes";
import { newReference, newToken } from "../bookings/references";
import { resumeKey } from "./resume-keys";
import type { Resume, SeatHold, Submission } from "./submissions";

/** A booking whose seats went to others first (409): the dialog offers the waitlist from what it says. */
class SoldOut extends Refusal {
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

/** The stored request an earlier attempt with this key made, or a refusal (in `lang`) when it was sent with another body. */
async function earlierAttempt(db: D1Database, idempotencyKey: string | null, bodyHash: string, lang: Locale) {
  if (idempotencyKey === null) return null;
  const winner = await requestByIdempotencyKey(db, idempotencyKey);
  if (!winner) return null;
  if (winner.body_hash !== bodyHash) throw new Refusal(422, MESSAGES[lang].intake.reusedKey);
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
function firstEmails({ request: { kind }, enteredBy, credit }: Submission): EmailTemplate[] {
  if (enteredBy) return [enteredBy.confirmed ? "confirmed" : "received"];
  if (kind === "booking") return ["agency", credit?.coversDeposit ? "confirmed" : "received"];
  if (kind === "waitlist") return ["agency", "waitlisted"];
  return ["agency"];
}

/** The refusal (in `lang`) of a booking whose seats are no longer free, with `taken` of its departure's seats taken now. */
function soldOut(taken: number, asked: number, hold: SeatHold, lang: Locale): SoldOut {
  const messages = MESSAGES[lang].intake;
  const left = Math.max(hold.capacity - taken, 0);
  const sentences =
    left === 0
      ? [messages.lastSeatsTaken, ...(hold.waitlistOpen ? [messages.joinWaitlistHint] : [])]
      : [
          fillMessage(takesSingular(left, lang) ? messages.fewerSeatsLeftOne : messages.fewerSeatsLeftOther, {
            count: left,
            asked,
          }),
          hold.waitlistOpen ? messages.chooseFewerOrWaitlist : messages.chooseFewer,
        ];
  return new SoldOut(sentences.join(" "), left, hold.waitlistOpen);
}

/**
 * Why a booking over an unpaid limit was refused, and what the visitor can do
 * (in `lang`): pay what they hold, wait for its hold to end, book fewer seats
 * when some room is left, or call for a bigger group. Behind one internet
 * connection may be many people (mobile carriers share addresses), so that
 * message does not say the seats held are theirs.
 */
export function unpaidLimitMessage(
  holder: SeatHolder,
  held: number,
  asked: number,
  hold: SeatHold,
  lang: Locale,
): string {
  const messages = MESSAGES[lang].intake;
  const limit = hold.unpaidLimits[holder];
  const room = Math.max(limit - held, 0);
  const refused = room > 0 ? fillMessage(messages.someNotBooked, { count: asked }) : messages.noneBooked;
  const choices = [
    ...(room > 0 ? [room === 1 ? messages.chooseOneSeat : fillMessage(messages.chooseUpTo, { count: room })] : []),
    hold.paidOnline ? messages.payWithLink : messages.payWhenCalled,
    holder === "address" ? messages.waitForTheirHold : messages.waitForThatHold,
  ];
  const whatToDo = fillMessage(messages.choicesOr, { choices: choices.slice(0, -1).join(", "), last: choices.at(-1)! });
  // The list starts a sentence (a no-op in a script without capitals).
  const todo = whatToDo[0].toUpperCase() + whatToDo.slice(1);
  const values = {
    held: fillMessage(takesSingular(held, lang) ? messages.unpaidSeatsOne : messages.unpaidSeatsOther, { count: held }),
    limit,
    refused,
    todo,
    call: fillMessage(messages.callUs, { phone: hold.agencyPhone }),
  };
  if (holder === "address") return fillMessage(messages.unpaidByAddress, values);
  const holderWords = holder === "email" ? messages.holderEmail : messages.holderPhone;
  return fillMessage(messages.unpaidByContact, { ...values, holder: holderWords });
}

/**
 * Why a booking was not stored when no earlier attempt holds its key, read in
 * one query: it would take its email, phone or client address over its
 * unpaid limit (when `limited`), or its seats are no longer free. Over a limit
 * is a 409 too: the request is sound, but the seats already held unpaid under
 * the same name stand in its way until they are paid for or lapse.
 */
async function refusalOf(db: D1Database, row: NewRequestRow, hold: SeatHold, limited: boolean): Promise<Refusal> {
  const { lang } = row;
  const asked = row.seats ?? 1;
  const now = await seatsHeldNow(db, row, row.trip_slug!, row.departure_start!, limited);
  const holder = limited
    ? SEAT_HOLDERS.find((candidate) => now.unpaid[candidate] + asked > hold.unpaidLimits[candidate])
    : undefined;
  return holder
    ? new Refusal(409, unpaidLimitMessage(holder, now.unpaid[holder], asked, hold, lang))
    : soldOut(now.taken, asked, hold, lang);
}

/** Refuses, naming the code's field, a credit that no longer holds `amount` paise on `today`. */
async function creditStillHolds(db: D1Database, code: string, amount: number, lang: Locale, today: string) {
  const credit = await creditByCode(db, code);
  if (credit && credit.valid_until >= today && credit.amount - credit.spent >= amount) return;
  const message = MESSAGES[lang].intake.creditSpent;
  throw new Refusal(409, message, { creditCode: message });
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
  const replay = await earlierAttempt(env.DB, idempotencyKey, bodyHash, request.lang);
  if (replay) return replay;
  // A departure the agency called off takes no booking and no waitlist request, from the site or the desk.
  if (
    request.trip_slug &&
    request.departure_start &&
    (await calledOffDeparture(env.DB, request.trip_slug, request.departure_start))
  ) {
    throw new Refusal(409, MESSAGES[request.lang].intake.departureCalledOff);
  }

  const id = crypto.randomUUID();
  const travelling = request.kind === "booking" || request.kind === "waitlist";
  const { enteredBy, credit } = submission;
  // Sold at once: a deposit staff took, or a trip credit that pays it.
  const confirmed = enteredBy?.confirmed || credit?.coversDeposit === true;
  const held = submission.hold && !confirmed;
  const row: NewRequestRow = {
    ...request,
    id,
    status: confirmed ? "confirmed" : FIRST_STATUS[request.kind],
    source: enteredBy ? "desk" : "site",
    received_at: now.toISOString(),
    idempotency_key: idempotencyKey,
    body_hash: bodyHash,
    ...(travelling ? { reference: newReference(), token: newToken() } : {}),
    ...(held ? { hold_until: hoursAfter(now, submission.hold!.hours) } : {}),
    // Only a booking from the site is limited per address, and keeps its address's fingerprint for that.
    ...(held && !enteredBy && submission.clientFingerprint ? { client_fingerprint: submission.clientFingerprint } : {}),
  };
  // Seats staff enter on the desk are a sale they chose to make: no unpaid limit.
  const unpaidLimits = enteredBy ? undefined : submission.hold?.unpaidLimits;
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
      unpaidLimits,
      credit:
        credit?.amount && credit.today ? { code: credit.code, amount: credit.amount, today: credit.today } : undefined,
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
      ...(credit?.amount ? { creditPaid: credit.amount, confirmed } : {}),
      replayed: false,
    };
  }

  // Another attempt with this key committed first (it stored the request, and
  // this attempt's file is not needed), or the booking's seats were taken, or
  // its email, phone or address holds as many unpaid seats as it may.
  if (key) await env.RESUMES.delete(key);
  const winner = await earlierAttempt(env.DB, idempotencyKey, bodyHash, request.lang);
  if (winner) return winner;
  // The credit was spent by another booking in between: the intake reads it again and says so.
  if (credit?.amount) await creditStillHolds(env.DB, credit.code, credit.amount, request.lang, credit.today!);
  if (submission.hold) throw await refusalOf(env.DB, row, submission.hold, unpaidLimits !== undefined);
  throw new Error("An idempotency key conflicted, but no request holds it");
}
