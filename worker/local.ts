// The Worker as `npm start` and the tests run it: the deployed Worker
// (index.ts) with its D1 held to production's limits (db/limited-d1.ts), a fresh
// count for each request and each cron run, so what would fail on Cloudflare
// fails here first, and each answer says the rows D1 read for it (LOCAL_ROWS_READ_HEADER). Also LOCAL_CRON_PATH: runs a cron as if at a given time,
// which wrangler's own /__scheduled cannot (it always runs it now); and
// LOCAL_STATE_PATH: what the browser tests read of the Worker's state.
import { LOCAL_CRON_PATH, LOCAL_ROWS_READ_HEADER, LOCAL_STATE_PATH } from "../content/routes.mjs";
import worker from "./index";
import { runCron } from "./cron";
import { limitedD1 } from "./db/limited-d1";

/**
 * GET LOCAL_CRON_PATH?cron=<expression>&time=<ISO instant>: the scheduled handler for that cron, at that
 * time; with &job=<name>, only that job of the cron (a browser test moving one booking past its trip
 * without moving every other test's bookings too).
 */
async function runCronAt(url: URL, env: Env): Promise<Response> {
  const cron = url.searchParams.get("cron") ?? "* * * * *";
  const time = url.searchParams.get("time");
  const job = url.searchParams.get("job") ?? undefined;
  const scheduledTime = time ? Date.parse(time) : Date.now();
  if (Number.isNaN(scheduledTime)) return new Response(`Not a time: ${time}\n`, { status: 400 });
  const db = limitedD1(env.DB);
  if (job === undefined) await worker.scheduled({ cron, scheduledTime, noRetry() {} }, { ...env, DB: db });
  else await runCron(cron, { ...env, DB: db }, new Date(scheduledTime), job);
  return Response.json({ cron, scheduledTime: new Date(scheduledTime).toISOString(), queries: db.queriesMade });
}

/** One statement that only reads: a SELECT (or WITH … SELECT), nothing after it. */
const READ_ONLY_STATEMENT = /^\s*(SELECT|WITH)\b[^;]*;?\s*$/i;

/**
 * LOCAL_STATE_PATH/sql (POST {sql, params}): the rows of one read-only statement.
 * LOCAL_STATE_PATH/resumes/<key>: a stored resume's bytes.
 * Read through the Worker's own bindings, so the tests never hold a lock on its files.
 */
async function readState(request: Request, url: URL, env: Env): Promise<Response> {
  const what = url.pathname.slice(LOCAL_STATE_PATH.length + 1);
  if (what === "sql" && request.method === "POST") {
    const { sql, params = [] } = await request.json<{ sql: string; params?: unknown[] }>();
    if (!READ_ONLY_STATEMENT.test(sql))
      return new Response("Only one SELECT statement is read here.\n", { status: 400 });
    const { results } = await env.DB.prepare(sql)
      .bind(...params)
      .all();
    return Response.json(results);
  }
  if (what.startsWith("resumes/")) {
    const object = await env.RESUMES.get(decodeURIComponent(what.slice("resumes/".length)));
    return object ? new Response(object.body) : new Response("No such resume.\n", { status: 404 });
  }
  return new Response("Not a state read.\n", { status: 404 });
}

/** The Worker's answer, with the rows D1 read for it in LOCAL_ROWS_READ_HEADER (an answer already sent as is keeps its headers). */
async function answerCountingRows(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
  const db = limitedD1(env.DB);
  const response = await worker.fetch(request, { ...env, DB: db }, context);
  try {
    response.headers.set(LOCAL_ROWS_READ_HEADER, String(db.rowsRead));
    return response;
  } catch {
    // Immutable headers (a fetched asset's): answered without the count.
    return response;
  }
}

export default {
  fetch(request, env, context) {
    const url = new URL(request.url);
    if (url.pathname === LOCAL_CRON_PATH) return runCronAt(url, env);
    if (url.pathname.startsWith(`${LOCAL_STATE_PATH}/`)) return readState(request, url, env);
    return answerCountingRows(request, env, context);
  },
  scheduled: (controller, env) => worker.scheduled(controller, { ...env, DB: limitedD1(env.DB) }),
} satisfies Required<Pick<ExportedHandler<Env>, "fetch" | "scheduled">>;
