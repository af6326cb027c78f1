// The Worker: its route table (route-table.ts) answers requests, and its
// crons (cron.ts) do what it does on its own.
import { runCron } from "./cron";
import { app } from "./route-table";

export default {
  fetch: app.fetch,
  scheduled: (controller, env) => runCron(controller.cron, env, new Date(controller.scheduledTime)),
} satisfies ExportedHandler<Env>;
