// How long the agency keeps what visitors send (docs/staff-desk.md says it to
// staff, docs/deploying.md to whoever runs the site). Every request, with its
// history and any resume, is deleted once its kind's time has passed, counted
// from the last time staff changed it (or from when it came, if never). A
// booking or waitlist request is also kept until its trip is that long over.
// The Worker's daily clean-up (worker/retention/) enforces it. The keyed
// fingerprint of the internet address a booking came from, which only the
// unpaid-seat limit needs, goes much sooner: the statement that moves the
// booking on from held forgets it (migrations/0008_unpaid_hold_limits.sql).
import type { RequestKind } from "./intake";

export const RETENTION_DAYS: Record<RequestKind, number> = {
  // Long enough for questions, refunds and reviews after the trip.
  booking: 365,
  waitlist: 365,
  // Unsuccessful applicants are not kept on file; a hire's papers move to the agency's HR records.
  application: 180,
  contact: 365,
};

/** When the clean-up runs: 21:30 UTC, 03:00 in India, outside office hours. */
export const RETENTION_CRON = "30 21 * * *";
