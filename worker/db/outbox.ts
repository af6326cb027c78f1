// The statements of the outbox: every email of every request (the agency's,
// the traveller's), claimed by one cron run at a time, then marked sent or
// due again later. An email is one row, named by its request, template and
// subject (a change of plans' id; '' for every other email).
import type { EmailTemplate, OutboxRow } from "./rows";

/** Queues the email `template` of the request `id`, once (a second one of the same template is ignored); binds nothing else. */
export const queueEmail = (db: D1Database, id: string, template: EmailTemplate, at: string) =>
  db
    .prepare("INSERT INTO outbox (request_id, template, next_attempt_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
    .bind(id, template, at);

/**
 * Queues the email `template` of the request `id`, once, only when the statement just before it in the
 * batch wrote a row (changes() = 1): the email of a move, a payment or a document that happened.
 */
export const queueEmailAfterWrite = (db: D1Database, id: string, template: EmailTemplate, at: string) =>
  db
    .prepare(
      "INSERT INTO outbox (request_id, template, next_attempt_at) SELECT ?, ?, ? WHERE changes() = 1 ON CONFLICT DO NOTHING",
    )
    .bind(id, template, at);

export type OutboxEmail = Pick<OutboxRow, "request_id" | "template" | "subject">;

/**
 * Claims up to `limit` emails due on `now` in one statement, so two
 * overlapping runs never claim the same one: each is left alone until
 * `claimedUntil` and its attempt counted.
 */
export async function claimDueEmails(db: D1Database, now: Date, claimedUntil: Date, limit: number) {
  const statement = db
    .prepare(
      `UPDATE outbox SET next_attempt_at = ?, attempts = attempts + 1
       WHERE rowid IN (
         SELECT rowid FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?
       )
       RETURNING request_id, template, subject, attempts`,
    )
    .bind(claimedUntil.toISOString(), now.toISOString(), limit);
  return (await statement.all<Pick<OutboxRow, "request_id" | "template" | "subject" | "attempts">>()).results;
}

export async function markEmailSent(db: D1Database, { request_id, template, subject }: OutboxEmail, at: Date) {
  await db
    .prepare("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE request_id = ? AND template = ? AND subject = ?")
    .bind(at.toISOString(), request_id, template, subject)
    .run();
}

/** Deletes an unsent email no longer needed when its turn came (a reminder of what was done meanwhile). */
export async function dropEmail(db: D1Database, { request_id, template, subject }: OutboxEmail) {
  await db
    .prepare("DELETE FROM outbox WHERE request_id = ? AND template = ? AND subject = ? AND sent_at IS NULL")
    .bind(request_id, template, subject)
    .run();
}

/** Keeps why the send failed, and when to try again. */
export async function markEmailFailed(
  db: D1Database,
  { request_id, template, subject }: OutboxEmail,
  retryAt: Date,
  error: string,
) {
  await db
    .prepare(
      "UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE request_id = ? AND template = ? AND subject = ?",
    )
    .bind(retryAt.toISOString(), error, request_id, template, subject)
    .run();
}

/** One email of a request as the staff desk shows it: which, and whether and when it was sent. */
export type EmailOfRequest = Pick<OutboxRow, "template" | "sent_at" | "attempts" | "last_error">;

/** The statement reading one request's emails, in the order they were queued. */
export const emailsOfRequest = (db: D1Database, requestId: string) =>
  db
    .prepare("SELECT template, sent_at, attempts, last_error FROM outbox WHERE request_id = ? ORDER BY rowid")
    .bind(requestId);
