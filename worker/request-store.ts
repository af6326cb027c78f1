// Stores a checked request exactly once. The resume goes to R2 first, under a
// key of this attempt's own; then one D1 transaction inserts the request
// (unless its idempotency key is already taken) and its outbox row. Only
// after that commit does the visitor hear "stored". An attempt that loses to
// an earlier one with the same key, or fails, deletes its own file, so
// nothing is left without its row; the scheduled sweep (resume-sweep.ts)
// removes the file of an attempt that died in between.
import type { StoredAnswer } from "../requests/intake";
import { FIRST_STATUS } from "../requests/statuses";
import { Refusal } from "./answers";
import { insertRequest, requestByIdempotencyKey, type NewRequestRow } from "./db/requests";
import type { Resume, Submission } from "./submissions";

/** Where an attempt's resume is kept: one object per request, named by the request's id. */
export const resumeKey = (requestId: string) => `resumes/${requestId}`;

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
  return { id: winner.id, kind: winner.kind, replayed: true };
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
  { request, resume }: Submission,
  idempotencyKey: string | null,
  bodyHash: string,
  now: Date,
): Promise<StoredRequest> {
  const replay = await earlierAttempt(env.DB, idempotencyKey, bodyHash);
  if (replay) return replay;

  const id = crypto.randomUUID();
  const row: NewRequestRow = {
    ...request,
    id,
    status: FIRST_STATUS[request.kind],
    received_at: now.toISOString(),
    idempotency_key: idempotencyKey,
    body_hash: bodyHash,
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
    inserted = await insertRequest(env.DB, row);
  } catch (error) {
    if (key) await env.RESUMES.delete(key);
    throw error;
  }
  if (inserted) return { id, kind: request.kind, replayed: false };

  // Another attempt with this key committed first: it stored the request, and this attempt's file is not needed.
  if (key) await env.RESUMES.delete(key);
  const winner = await earlierAttempt(env.DB, idempotencyKey, bodyHash);
  if (!winner) throw new Error("An idempotency key conflicted, but no request holds it");
  return winner;
}
