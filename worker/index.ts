// The Worker: the built site from its static assets, the intake API under
// /api/ (intake.ts), and every minute the agency's emails (outbox.ts) and
// the clean-up of resumes no request kept (resume-sweep.ts).
import { handleApi } from "./intake";
import { drainOutbox } from "./outbox";
import { sweepOrphanResumes } from "./resume-sweep";

export default {
  // wrangler.jsonc sends only /api/* here; the pages never reach this code.
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    return pathname.startsWith("/api/") ? handleApi(request, env) : env.ASSETS.fetch(request);
  },

  async scheduled(controller, env) {
    console.log("scheduled start");
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
