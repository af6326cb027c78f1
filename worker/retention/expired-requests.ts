// A cron job, daily: enforces requests/retention.ts by deleting each request
// whose time is up, with its history, its outbox rows, its payment links, its
// travellers (their proofs' objects queued for deletion, which
// traveller-erasure.ts carries out) and its resume (its payments stay, the
// agency's accounts), 99 at a time (D1's bound parameters): each batch's rows
// in one transaction, then their files. If deleting a file fails, the orphan
// sweep (orphan-resumes.ts) removes it. A run deletes at most BATCHES_PER_RUN
// batches; a larger backlog is cleared over the next days' runs.
import { DELETE_MAX_REQUESTS, deleteRequests, expiredRequests } from "../db/requests";

const BATCH_SIZE = DELETE_MAX_REQUESTS;
const BATCHES_PER_RUN = 5;

/**
 * The most D1 queries a run makes: per batch, the select and the
 * transaction's seven statements (the travellers' three, then the history,
 * the outbox, the payment links and the requests).
 */
export const RETENTION_MAX_QUERIES = BATCHES_PER_RUN * 8;

/** Deletes the requests whose time is up on `now`, up to a run's share; answers how many. */
export async function deleteExpiredRequests(env: Pick<Env, "DB" | "RESUMES">, now: Date): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
    const expired = await expiredRequests(env.DB, now, BATCH_SIZE);
    if (expired.length === 0) break;
    await deleteRequests(
      env.DB,
      expired.map((row) => row.id),
      now.toISOString(),
    );
    const resumes = expired.flatMap((row) => (row.resume_key ? [row.resume_key] : []));
    if (resumes.length > 0) await env.RESUMES.delete(resumes);
    deleted += expired.length;
    if (expired.length < BATCH_SIZE) break;
  }
  return deleted;
}
