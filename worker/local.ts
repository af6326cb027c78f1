// The Worker as `npm start` and the tests run it: the deployed Worker
// (index.ts) with its D1 held to production's limits (db/limited-d1.ts), a fresh
// count for each request and each cron run, so what would fail on Cloudflare
// fails here first. Also LOCAL_CRON_PATH: runs a cron as if at a given time,
// which wrangler's own /__scheduled cannot (it always runs it now).
import { LOCAL_CRON_PATH } from "../content/routes.mjs";
import worker from "./index";
import { limitedD1 } from "./db/limited-d1";

const withLimits = (env: Env): Env => ({ ...env, DB: limitedD1(env.DB) });

/** GET LOCAL_CRON_PATH?cron=<expression>&time=<ISO instant>: the scheduled handler for that cron, at that time. */
async function runCronAt(url: URL, env: Env): Promise<Response> {
  const cron = url.searchParams.get("cron") ?? "* * * * *";
  const time = url.searchParams.get("time");
  const scheduledTime = time ? Date.parse(time) : Date.now();
  if (Number.isNaN(scheduledTime)) return new Response(`Not a time: ${time}\n`, { status: 400 });
  const db = limitedD1(env.DB);
  await worker.scheduled({ cron, scheduledTime, noRetry() {} }, { ...env, DB: db });
  return Response.json({ cron, scheduledTime: new Date(scheduledTime).toISOString(), queries: db.queriesMade });
}

export default {
  fetch(request, env, context) {
    const url = new URL(request.url);
    if (url.pathname === LOCAL_CRON_PATH) return runCronAt(url, env);
    return worker.fetch(request, withLimits(env), context);
  },
  scheduled: (controller, env) => worker.scheduled(controller, withLimits(env)),
} satisfies Required<Pick<ExportedHandler<Env>, "fetch" | "scheduled">>;
