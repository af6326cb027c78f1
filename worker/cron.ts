// What the Worker does on its own, by cron (wrangler.jsonc's triggers): every
// minute the holds whose time is up, the waitlist's offers of freed seats, the
// emails and the orphan resume sweep; once a day the owner's numbers' roll-up
// of the day before, then the retention clean-up (the
// requests whose time is up, the travellers of trips long enough over, the
// objects they leave, the access log past its year), the balances' payment
// links, the tax invoices of the departures that start that day, the
// reminders of travellers' details still missing, the full refunds of
// called-off departures' bookings that did not choose in time, who is asked
// for a review (and the one reminder), and the names of those asked who wrote
// none in time. Each job does
// a bounded amount of work and says the most D1 queries it makes; a cron's jobs
// together stay within the queries D1 allows one invocation, so adding a job
// means giving it a share.
import { RETENTION_CRON } from "../requests/retention";
import { BALANCE_MAX_QUERIES, sendBalanceLinks } from "./payments/balance-links";
import { INVOICES_MAX_QUERIES, issueTaxInvoices } from "./books/tax-invoices";
import { drainOutbox, OUTBOX_MAX_QUERIES } from "./emails/send-emails";
import { RETENTION_MAX_QUERIES, deleteExpiredRequests } from "./retention/expired-requests";
import { SWEEP_MAX_QUERIES, sweepOrphanResumes } from "./retention/orphan-resumes";
import {
  ACCESS_LOG_MAX_QUERIES,
  deleteErasedObjects,
  deleteOldAccessLog,
  ERASED_OBJECTS_MAX_QUERIES,
  ERASURE_MAX_QUERIES,
  eraseTravellersAfterTrips,
} from "./retention/traveller-erasure";
import { queueTravellerReminderEmails, REMINDERS_MAX_QUERIES } from "./emails/traveller-reminders";
import { CALL_OFF_MAX_QUERIES, refundUnchosen } from "./changes/called-off";
import { askForTripReviews, REVIEW_INVITATIONS_MAX_QUERIES } from "./emails/review-invitations";
import { eraseUnusedReviewNames, REVIEW_NAMES_MAX_QUERIES } from "./retention/review-names";
import { NUMBERS_MAX_QUERIES, rollUpNumbers } from "./numbers/roll-ups";
import { HOLDS_MAX_QUERIES, lapseExpiredHolds, offerFreedSeats, WAITLIST_MAX_QUERIES } from "./seats/seat-timers";

export const MINUTE_CRON = "* * * * *";

interface Job {
  name: string;
  maxQueries: number;
  run(env: Env, now: Date): Promise<unknown>;
}

const CRONS: Record<string, Job[]> = {
  [MINUTE_CRON]: [
    // Lapses first, so the seats they free are offered in the same run, and both runs' emails sent in it.
    { name: "holds", maxQueries: HOLDS_MAX_QUERIES, run: lapseExpiredHolds },
    { name: "waitlist", maxQueries: WAITLIST_MAX_QUERIES, run: offerFreedSeats },
    { name: "outbox", maxQueries: OUTBOX_MAX_QUERIES, run: drainOutbox },
    { name: "resume-sweep", maxQueries: SWEEP_MAX_QUERIES, run: sweepOrphanResumes },
  ],
  [RETENTION_CRON]: [
    // The owner's numbers first: a request's last day is counted before retention deletes the request.
    { name: "numbers", maxQueries: NUMBERS_MAX_QUERIES, run: rollUpNumbers },
    { name: "retention", maxQueries: RETENTION_MAX_QUERIES, run: deleteExpiredRequests },
    { name: "traveller-erasure", maxQueries: ERASURE_MAX_QUERIES, run: eraseTravellersAfterTrips },
    // After both, so the proofs they leave are deleted in the same run.
    { name: "erased-objects", maxQueries: ERASED_OBJECTS_MAX_QUERIES, run: deleteErasedObjects },
    { name: "access-log", maxQueries: ACCESS_LOG_MAX_QUERIES, run: deleteOldAccessLog },
    { name: "balances", maxQueries: BALANCE_MAX_QUERIES, run: sendBalanceLinks },
    { name: "tax-invoices", maxQueries: INVOICES_MAX_QUERIES, run: issueTaxInvoices },
    { name: "traveller-reminders", maxQueries: REMINDERS_MAX_QUERIES, run: queueTravellerReminderEmails },
    // The bookings of called-off departures that did not choose in time, refunded in full.
    { name: "call-off-refunds", maxQueries: CALL_OFF_MAX_QUERIES, run: refundUnchosen },
    { name: "review-invitations", maxQueries: REVIEW_INVITATIONS_MAX_QUERIES, run: askForTripReviews },
    { name: "review-names", maxQueries: REVIEW_NAMES_MAX_QUERIES, run: eraseUnusedReviewNames },
  ],
};

const budgetOf = (cron: string) => CRONS[cron].reduce((sum, job) => sum + job.maxQueries, 0);

/** The most D1 queries a run of each cron makes. */
export const MINUTE_QUERY_BUDGET = budgetOf(MINUTE_CRON);
export const DAILY_QUERY_BUDGET = budgetOf(RETENTION_CRON);

/**
 * Runs `cron`'s jobs in turn (only the one named `only`, when given: the local
 * server's way to run one job at another time without the others); one that
 * fails does not stop the others, and the run fails after them, so Cloudflare
 * shows it failed.
 */
export async function runCron(cron: string, env: Env, now: Date, only?: string) {
  const jobs = (Object.hasOwn(CRONS, cron) ? CRONS[cron] : []).filter((job) => only === undefined || job.name === only);
  if (jobs.length === 0) console.warn(JSON.stringify({ event: "cron-unknown", cron }));
  let failure: unknown;
  for (const job of jobs) {
    try {
      const outcome = await job.run(env, now);
      console.log(JSON.stringify({ event: job.name, outcome }));
    } catch (error) {
      console.error(JSON.stringify({ event: "cron-job-failed", job: job.name, error: String(error) }));
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
