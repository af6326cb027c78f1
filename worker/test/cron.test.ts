/**
 * @jest-environment node
 */
import { D1_LIMITS } from "../db/d1-limits";
import { DAILY_QUERY_BUDGET, MINUTE_QUERY_BUDGET } from "../cron";
import { OUTBOX_MAX_QUERIES } from "../emails/send-emails";
import { RETENTION_MAX_QUERIES } from "../retention/expired-requests";
import { BALANCE_MAX_QUERIES } from "../payments/balance-links";
import { INVOICES_MAX_QUERIES } from "../books/tax-invoices";
import { SWEEP_MAX_QUERIES } from "../retention/orphan-resumes";
import { HOLDS_MAX_QUERIES, WAITLIST_MAX_QUERIES } from "../seats/seat-timers";
import {
  ACCESS_LOG_MAX_QUERIES,
  ERASED_OBJECTS_MAX_QUERIES,
  ERASURE_MAX_QUERIES,
} from "../retention/traveller-erasure";
import { REMINDERS_MAX_QUERIES } from "../emails/traveller-reminders";
import { CALL_OFF_MAX_QUERIES } from "../changes/called-off";
import { REVIEW_INVITATIONS_MAX_QUERIES } from "../emails/review-invitations";
import { REVIEW_NAMES_MAX_QUERIES } from "../retention/review-names";
import { NUMBERS_MAX_QUERIES } from "../numbers/roll-ups";

describe("the crons' query budgets", () => {
  it("add up each cron's jobs' shares", () => {
    expect(MINUTE_QUERY_BUDGET).toBe(HOLDS_MAX_QUERIES + WAITLIST_MAX_QUERIES + OUTBOX_MAX_QUERIES + SWEEP_MAX_QUERIES);
    expect(DAILY_QUERY_BUDGET).toBe(
      NUMBERS_MAX_QUERIES +
        RETENTION_MAX_QUERIES +
        ERASURE_MAX_QUERIES +
        ERASED_OBJECTS_MAX_QUERIES +
        ACCESS_LOG_MAX_QUERIES +
        BALANCE_MAX_QUERIES +
        INVOICES_MAX_QUERIES +
        REMINDERS_MAX_QUERIES +
        CALL_OFF_MAX_QUERIES +
        REVIEW_INVITATIONS_MAX_QUERIES +
        REVIEW_NAMES_MAX_QUERIES,
    );
  });

  it("fit in the queries D1 allows one invocation", () => {
    expect(MINUTE_QUERY_BUDGET).toBeLessThanOrEqual(D1_LIMITS.queriesPerInvocation);
    expect(DAILY_QUERY_BUDGET).toBeLessThanOrEqual(D1_LIMITS.queriesPerInvocation);
  });
});
