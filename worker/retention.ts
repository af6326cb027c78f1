// Enforces requests/retention.ts once a day: deletes each request whose time
// is up, with its history, its outbox row and its resume. The rows go first,
// in one transaction; if deleting a file then fails, the orphan sweep
// (resume-sweep.ts) removes it within the hour. A large backlog is cleared a
// batch per run.
import { REQUEST_KINDS } from "../requests/intake";
import { RETENTION_DAYS } from "../requests/retention";

const DAY_MS = 24 * 60 * 60_000;
export const RETENTION_BATCH = 500;

interface ExpiredRow {
  id: string;
  resume_key: string | null;
}

/** The WHERE clause for requests past their time on `now`, with its values. */
function expiredClause(now: Date) {
  const clauses: string[] = [];
  const values: string[] = [];
  for (const kind of REQUEST_KINDS) {
    const cutoff = new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS).toISOString();
    const trip = kind === "booking" || kind === "waitlist";
    clauses.push(
      `(kind = ? AND coalesce(changed_at, received_at) < ?${trip ? " AND coalesce(departure_end, '') < ?" : ""})`,
    );
    values.push(kind, cutoff, ...(trip ? [cutoff.slice(0, 10)] : []));
  }
  return { where: clauses.join(" OR "), values };
}

/** Deletes up to RETENTION_BATCH requests whose time is up on `now`; answers how many. */
export async function deleteExpiredRequests(env: Pick<Env, "DB" | "RESUMES">, now: Date): Promise<number> {
  const { where, values } = expiredClause(now);
  const { results } = await env.DB.prepare(`SELECT id, resume_key FROM requests WHERE ${where} LIMIT ?`)
    .bind(...values, RETENTION_BATCH)
    .all<ExpiredRow>();
  if (results.length === 0) return 0;
  const ids = results.map((row) => row.id);
  const list = ids.map(() => "?").join(", ");
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM request_events WHERE request_id IN (${list})`).bind(...ids),
    env.DB.prepare(`DELETE FROM outbox WHERE request_id IN (${list})`).bind(...ids),
    env.DB.prepare(`DELETE FROM requests WHERE id IN (${list})`).bind(...ids),
  ]);
  const resumes = results.flatMap((row) => (row.resume_key ? [row.resume_key] : []));
  if (resumes.length > 0) await env.RESUMES.delete(resumes);
  return ids.length;
}
