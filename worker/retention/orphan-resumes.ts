// A cron job: deletes resumes no request refers to, the file of an attempt
// that was stopped after its upload and before its row committed (the Worker
// restarted, say). The request path deletes its own file on any error it
// sees; this catches the ones it could not see. An hour's grace keeps it
// clear of uploads still in flight. The bucket is read a page at a time with
// its listing's cursor; a run reads at most PAGES_PER_RUN pages and keeps the
// last key it checked, so the next run picks up there and, past the end,
// starts over.
import { D1_LIMITS } from "../db/d1-limits";
import { cronCursor, saveCronCursor } from "../db/cron-cursors";
import { referencedResumeKeys } from "../db/requests";
import { RESUME_KEY_PREFIX } from "../request-store/resume-keys";

const JOB = "resume-sweep";
const GRACE_MS = 60 * 60_000;
/** R2's most objects a listing answers with. */
const PAGE_SIZE = 1000;
const PAGES_PER_RUN = 2;

/** The most D1 queries a run makes: its cursor read and kept, and each page's keys looked up 100 at a time. */
export const SWEEP_MAX_QUERIES = 2 + PAGES_PER_RUN * Math.ceil(PAGE_SIZE / D1_LIMITS.boundParameters);

export interface SweepRun {
  checked: number;
  deleted: number;
  /** True when this run reached the end of the bucket; the next starts from the beginning. */
  finished: boolean;
}

export async function sweepOrphanResumes(env: Pick<Env, "DB" | "RESUMES">, now: Date): Promise<SweepRun> {
  const startAfter = (await cronCursor(env.DB, JOB)) ?? undefined;
  const run: SweepRun = { checked: 0, deleted: 0, finished: false };
  let cursor: string | undefined;
  let lastKey = startAfter;
  for (let page = 0; page < PAGES_PER_RUN && !run.finished; page += 1) {
    const listed = await env.RESUMES.list({
      prefix: RESUME_KEY_PREFIX,
      limit: PAGE_SIZE,
      ...(cursor ? { cursor } : { startAfter }),
    });
    const old = listed.objects
      .filter((object) => object.uploaded.getTime() < now.getTime() - GRACE_MS)
      .map((object) => object.key);
    const kept = await referencedResumeKeys(env.DB, old);
    const orphans = old.filter((key) => !kept.has(key));
    if (orphans.length > 0) await env.RESUMES.delete(orphans);
    run.checked += listed.objects.length;
    run.deleted += orphans.length;
    lastKey = listed.objects.at(-1)?.key ?? lastKey;
    if (listed.truncated) cursor = listed.cursor;
    else run.finished = true;
  }
  await saveCronCursor(env.DB, JOB, run.finished ? null : (lastKey ?? null));
  return run;
}
