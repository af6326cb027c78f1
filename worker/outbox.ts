// The scheduled handler's job: one email to the agency per stored request.
// Each due outbox row is claimed first (so two overlapping runs never send it
// twice), then sent through the send_email binding and marked sent; a failed
// send is tried again later, waiting twice as long each time.
import { EmailMessage } from "cloudflare:email";
import { agencyEmail, type StoredRow } from "./agency-email";
import { intakeCatalogue } from "./catalogue";

/** How many emails one run sends at most; the rest wait for the next minute. */
const BATCH_SIZE = 25;

/** How long a claimed row is left alone: longer than any send takes. */
const CLAIM_MS = 10 * 60_000;

/** Waits after the 1st, 2nd, … failure: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** (failures - 1), 6 * 60 * 60_000);
}

export interface OutboxRun {
  sent: number;
  failed: number;
}

export async function drainOutbox(env: Env, now: Date): Promise<OutboxRun> {
  const due = await env.DB.prepare(
    `SELECT request_id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
  )
    .bind(now.toISOString(), BATCH_SIZE)
    .all<{ request_id: string }>();
  const run: OutboxRun = { sent: 0, failed: 0 };
  if (due.results.length === 0) return run;
  const { agency } = await intakeCatalogue(env.ASSETS);

  for (const { request_id: id } of due.results) {
    const claimed = await env.DB.prepare(
      `UPDATE outbox SET next_attempt_at = ?, attempts = attempts + 1
       WHERE request_id = ? AND sent_at IS NULL AND next_attempt_at <= ? RETURNING attempts`,
    )
      .bind(new Date(now.getTime() + CLAIM_MS).toISOString(), id, now.toISOString())
      .first<{ attempts: number }>();
    if (!claimed) continue; // another run took it
    try {
      const row = await env.DB.prepare("SELECT * FROM requests WHERE id = ?").bind(id).first<StoredRow>();
      if (!row) throw new Error("the request is gone");
      const resume = row.resume_key ? await env.RESUMES.get(row.resume_key) : null;
      if (row.resume_key && !resume) throw new Error("the resume is missing from R2");
      const email = agencyEmail(
        row,
        agency,
        env.EMAIL_FROM,
        resume
          ? { name: row.resume_name!, type: row.resume_type!, bytes: new Uint8Array(await resume.arrayBuffer()) }
          : undefined,
      );
      await env.AGENCY_EMAIL.send(new EmailMessage(email.from, email.to, email.raw));
      await env.DB.prepare("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE request_id = ?")
        .bind(new Date().toISOString(), id)
        .run();
      run.sent += 1;
    } catch (error) {
      const retryAt = new Date(now.getTime() + retryDelayMs(claimed.attempts));
      await env.DB.prepare("UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE request_id = ?")
        .bind(retryAt.toISOString(), String(error).slice(0, 500), id)
        .run();
      run.failed += 1;
    }
  }
  console.log(JSON.stringify({ event: "outbox-run", ...run }));
  return run;
}
