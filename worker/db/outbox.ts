// The statements of the outbox: the agency's email for each stored request,
// claimed by one cron run at a time, then marked sent or due again later.
import type { OutboxRow } from "./rows";

/**
 * Claims up to `limit` emails due on `now` in one statement, so two
 * overlapping runs never claim the same one: each is left alone until
 * `claimedUntil` and its attempt counted.
 */
export async function claimDueEmails(db: D1Database, now: Date, claimedUntil: Date, limit: number) {
  const statement = db
    .prepare(
      `UPDATE outbox SET next_attempt_at = ?, attempts = attempts + 1
       WHERE request_id IN (
         SELECT request_id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?
       )
       RETURNING request_id, attempts`,
    )
    .bind(claimedUntil.toISOString(), now.toISOString(), limit);
  return (await statement.all<Pick<OutboxRow, "request_id" | "attempts">>()).results;
}

export async function markEmailSent(db: D1Database, requestId: string, at: Date) {
  await db
    .prepare("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE request_id = ?")
    .bind(at.toISOString(), requestId)
    .run();
}

/** Keeps why the send failed, and when to try again. */
export async function markEmailFailed(db: D1Database, requestId: string, retryAt: Date, error: string) {
  await db
    .prepare("UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE request_id = ?")
    .bind(retryAt.toISOString(), error, requestId)
    .run();
}
