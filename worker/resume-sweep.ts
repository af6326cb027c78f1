// Deletes resumes no request refers to: the file of an attempt that was
// stopped after its upload and before its row committed (the Worker
// restarted, say). The request path deletes its own file on any error it
// sees; this catches the ones it could not see. An hour's grace keeps it
// clear of uploads still in flight.
const GRACE_MS = 60 * 60_000;

export async function sweepOrphanResumes(env: Pick<Env, "DB" | "RESUMES">, now: Date): Promise<number> {
  const listed = await env.RESUMES.list({ prefix: "resumes/", limit: 500 });
  const old = listed.objects.filter((object) => object.uploaded.getTime() < now.getTime() - GRACE_MS);
  if (old.length === 0) return 0;
  const keys = old.map((object) => object.key);
  const referenced = await env.DB.prepare(
    `SELECT resume_key FROM requests WHERE resume_key IN (${keys.map(() => "?").join(", ")})`,
  )
    .bind(...keys)
    .all<{ resume_key: string }>();
  const kept = new Set(referenced.results.map((row) => row.resume_key));
  const orphans = keys.filter((key) => !kept.has(key));
  if (orphans.length > 0) await env.RESUMES.delete(orphans);
  return orphans.length;
}
