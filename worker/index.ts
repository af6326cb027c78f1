// The Worker: the built site from its static assets, the intake API under
// /api/ (intake.ts), the staff desk's API under /api/staff/ (staff-api.ts),
// the content editor's GitHub sign-in (editor-auth.ts),
// every minute the agency's emails (outbox.ts) and the clean-up of resumes no
// request kept (resume-sweep.ts), and once a day the deletion of requests
// whose time is up (retention.ts).
import { EDITOR_AUTH_PATHS, STAFF_API_PATH } from "../content/routes.mjs";
import { RETENTION_CRON } from "../requests/retention";
import { finishEditorSignIn, startEditorSignIn } from "./editor-auth";
import { handleApi } from "./intake";
import { drainOutbox } from "./outbox";
import { sweepOrphanResumes } from "./resume-sweep";
import { deleteExpiredRequests } from "./retention";
import { handleStaffApi } from "./staff-api";

export default {
  // wrangler.jsonc sends only /api/* here; the pages never reach this code.
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(STAFF_API_PATH)) return handleStaffApi(request, env);
    if (request.method === "GET" && pathname === EDITOR_AUTH_PATHS.start) return startEditorSignIn(request, env);
    if (request.method === "GET" && pathname === EDITOR_AUTH_PATHS.callback) return finishEditorSignIn(request, env);
    if (pathname.startsWith("/api/")) return handleApi(request, env);
    return env.ASSETS.fetch(request);
  },

  async scheduled(controller, env) {
    const now = new Date(controller.scheduledTime);
    try {
      if (controller.cron === RETENTION_CRON) {
        const deleted = await deleteExpiredRequests(env, now);
        console.log(JSON.stringify({ event: "retention", deleted }));
      } else {
        await drainOutbox(env, now);
        await sweepOrphanResumes(env, now);
      }
    } catch (error) {
      console.error(JSON.stringify({ event: "scheduled-failed", error: String(error) }));
      throw error;
    }
  },
} satisfies ExportedHandler<Env>;
