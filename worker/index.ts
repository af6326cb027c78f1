// The Worker: the built site from its static assets, the intake API under
// /api/ (intake.ts), the staff desk's API under /api/staff/ (staff-api.ts),
// and every minute the agency's emails (outbox.ts) and the clean-up of
// resumes no request kept (resume-sweep.ts).
import { STAFF_API_PATH } from "../content/routes.mjs";
import { handleApi } from "./intake";
import { drainOutbox } from "./outbox";
import { sweepOrphanResumes } from "./resume-sweep";
import { handleStaffApi } from "./staff-api";

export default {
  // wrangler.jsonc sends only /api/* here; the pages never reach this code.
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(STAFF_API_PATH)) return handleStaffApi(request, env);
    if (pathname.startsWith("/api/")) return handleApi(request, env);
    return env.ASSETS.fetch(request);
  },

  async scheduled(controller, env) {
    const now = new Date(controller.scheduledTime);
    try {
      await drainOutbox(env, now);
      await sweepOrphanResumes(env, now);
    } catch (error) {
      console.error(JSON.stringify({ event: "scheduled-failed", error: String(error) }));
      throw error;
    }
  },
} satisfies ExportedHandler<Env>;
