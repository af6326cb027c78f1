// Where a cron job that works through more than one run stopped
// (migrations/0003_cron_cursors.sql).
import type { CronCursorRow } from "./rows";

export async function cronCursor(db: D1Database, job: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT cursor FROM cron_cursors WHERE job = ?")
    .bind(job)
    .first<Pick<CronCursorRow, "cursor">>();
  return row?.cursor ?? null;
}

/** Keeps `cursor` for the job's next run; null: the next run starts from the beginning. */
export async function saveCronCursor(db: D1Database, job: string, cursor: string | null) {
  const statement =
    cursor === null
      ? db.prepare("DELETE FROM cron_cursors WHERE job = ?").bind(job)
      : db
          .prepare(
            "INSERT INTO cron_cursors (job, cursor) VALUES (?, ?) ON CONFLICT (job) DO UPDATE SET cursor = excluded.cursor",
          )
          .bind(job, cursor);
  await statement.run();
}
