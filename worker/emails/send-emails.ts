// A cron job: every queued email of every request, the agency's (one per
// stored request, through AGENCY_EMAIL, raw MIME with any resume attached) and
// the traveller's (at each step of a booking, through TRAVELLER_EMAIL's
// structured send to any address). A run claims the due emails in one
// statement (so two overlapping runs never send one twice), sends each and
// marks it sent; a failed send is tried again later, waiting twice as long each time.
// A traveller's email is in the language their request was sent in (its
// `lang`); the agency's is in English, as the staff desk is.
// The confirmation and the reminders tell what each seat's traveller still
// owes as it stands when they are sent; a reminder whose booking owes nothing
// by then (or was cancelled) is dropped unsent. The review emails
// (review-emails.ts) list their links as they stand when sent: a reminder with
// none left to list, or word of a held review its author has since written
// again or withdrawn, is dropped unsent.
import { EmailMessage } from "cloudflare:email";
import { agencyEmail } from "./agency-email";
import { intakeCatalogue } from "../catalogue/catalogue";
import { razorpayConfig } from "../bookings/razorpay";
import { claimDueEmails, dropEmail, markEmailFailed, markEmailSent } from "../db/outbox";
import { seatsToldOf, TRAVELLER_STATUSES } from "../db/travellers";
import {
  proofRequired,
  seatReadiness,
  travellersOweSomething,
  type SeatReadiness,
} from "../bookings/traveller-readiness";
import { requestsByIds } from "../db/requests";
import type { EmailTemplate, RequestRow } from "../db/rows";
import { MONEY_STATEMENTS, moneyOf, paymentLinkOfChange } from "../db/payments";
import { isTravellerReminder, tellsTravellersDue, travellerEmail, type PaymentFacts } from "./traveller-emails";
import { catalogueWordsIn, type IntakeCatalogue } from "../../requests/intake-catalogue";
import { planState } from "../changes/change-engine";
import { owedInAll, paidTowardSeats } from "../bookings/booking-money";
import { changeById, creditOfChange } from "../db/changes";
import { calledOffDeparture } from "../db/called-off";
import { heldReview, invitationsOfBooking, type HeldReviewFacts, type InvitationLine } from "../db/review-invitations";
import { isReviewTemplate, reviewEmail, type ReviewFacts, type ReviewTemplate } from "./review-emails";
import type { TravellerEmail } from "./traveller-emails";

/** How many emails one run sends at most; the rest wait for the next minute. */
const BATCH_SIZE = 25;

/** The queries telling one change of plans takes: the change, the booking's money and changes and credit uses, its credit. */
const CHANGE_QUERIES = 2 + MONEY_STATEMENTS + 3;

/**
 * The most D1 queries a run makes: the claim, the requests (one batch of one
 * statement), their money (db/payments.ts's moneyOf), their seats told (one
 * batch of one statement), one mark per email, and what each email about a
 * change of plans reads of it (an email about a call-off or a review reads less: its call-off, its lines or its review).
 */
export const OUTBOX_MAX_QUERIES = 3 + MONEY_STATEMENTS + BATCH_SIZE * (1 + CHANGE_QUERIES);

/** How long a claimed email is left alone: longer than any send takes. */
const CLAIM_MS = 10 * 60_000;

/** Waits after the 1st, 2nd, … failure: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** (failures - 1), 6 * 60 * 60_000);
}

export interface OutboxRun {
  sent: number;
  failed: number;
  /** Reminders no longer needed when their turn came. */
  dropped: number;
}

export async function drainOutbox(env: Env, now: Date): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, failed: 0, dropped: 0 };
  const claimed = await claimDueEmails(env.DB, now, new Date(now.getTime() + CLAIM_MS), BATCH_SIZE);
  if (claimed.length === 0) return run;
  const catalogue = await intakeCatalogue(env.ASSETS);
  const rows = await requestsByIds(
    env.DB,
    claimed.map((email) => email.request_id),
  );
  const requests = new Map(rows.map((row) => [row.id, row]));
  const money = await moneyOf(
    env.DB,
    rows.map((row) => row.id),
  );
  const moneyFor = (id: string): PaymentFacts => ({
    link: money.links.find((link) => link.request_id === id && link.purpose === "deposit") ?? null,
    balanceLink:
      money.links.find((link) => link.request_id === id && link.purpose === "balance" && link.change_id === "") ?? null,
    payments: money.payments.filter((payment) => payment.request_id === id),
    refunds: money.refunds.filter((refund) => refund.request_id === id),
    documents: money.documents.filter((document) => document.request_id === id),
  });

  const told = await seatsToldOf(
    env.DB,
    claimed.filter((email) => tellsTravellersDue(email.template)).map((email) => email.request_id),
  );
  const readinessOf = (row: RequestRow) =>
    seatReadiness(
      row.seats,
      proofRequired(catalogue, row.trip_slug),
      told.filter((seat) => seat.request_id === row.id),
    );

  for (const email of claimed) {
    try {
      const row = requests.get(email.request_id);
      if (!row) throw new Error("the request is gone");
      const readiness = tellsTravellersDue(email.template) ? readinessOf(row) : [];
      const stillDue =
        (TRAVELLER_STATUSES as readonly string[]).includes(row.status) && travellersOweSomething(readiness);
      if (isTravellerReminder(email.template) && !stillDue) {
        await dropEmail(env.DB, email);
        run.dropped += 1;
        continue;
      }
      if (isReviewTemplate(email.template)) {
        const facts = await reviewFacts(env.DB, row, email.template, email.subject);
        const message = facts && reviewEmail(facts, row, catalogue, env.SITE_URL, now);
        if (!message) {
          await dropEmail(env.DB, email);
          run.dropped += 1;
          continue;
        }
        await sendToTraveller(env, catalogue, row, message);
        await markEmailSent(env.DB, email, new Date());
        run.sent += 1;
        continue;
      }
      const facts = moneyFor(row.id);
      if (email.template === "plans-changed") facts.change = await changeFacts(env.DB, row, catalogue, email.subject);
      if (email.template === "called-off") {
        const called = await calledOffDeparture(env.DB, row.trip_slug!, row.departure_start!);
        // The booking chose another departure before its email went: the plans-changed email tells it all.
        if (!called) {
          await dropEmail(env.DB, email);
          run.dropped += 1;
          continue;
        }
        facts.calledOff = called;
      }
      await send(env, email.template, row, catalogue, facts, readiness);
      await markEmailSent(env.DB, email, new Date());
      run.sent += 1;
    } catch (error) {
      const retryAt = new Date(now.getTime() + retryDelayMs(email.attempts));
      await markEmailFailed(env.DB, email, retryAt, String(error).slice(0, 500));
      run.failed += 1;
    }
  }
  return run;
}

/**
 * What a review email tells: the booking's lines, or the review held back
 * (named by the subject's part before any ':'); null when that review is no
 * longer held (its author wrote it again, or withdrew it, before the email went).
 */
async function reviewFacts(
  db: D1Database,
  row: RequestRow,
  template: ReviewTemplate,
  subject: string,
): Promise<ReviewFacts | null> {
  if (template !== "review-held") {
    return { template, lines: (await invitationsOfBooking(db, row.id).all<InvitationLine>()).results };
  }
  const held = await heldReview(db, row.id, subject.split(":")[0]).first<HeldReviewFacts>();
  return held?.status === "held" ? { template, held } : null;
}

/** The change a plans-changed email tells of, with its credit and what the booking owes after it (as it stands now). */
async function changeFacts(db: D1Database, row: RequestRow, catalogue: IntakeCatalogue, changeId: string) {
  const change = await changeById(db, changeId);
  if (!change) throw new Error(`the change ${changeId} is gone`);
  const state = await planState(db, row.id);
  const due = row.status === "confirmed" ? Math.max(owedInAll(row, catalogue, state) - paidTowardSeats(state), 0) : 0;
  return {
    row: change,
    credit: await creditOfChange(db, change.id),
    due,
    differenceLink: await paymentLinkOfChange(db, row.id, change.id),
  };
}

async function sendToTraveller(env: Env, catalogue: IntakeCatalogue, row: RequestRow, email: TravellerEmail) {
  await env.TRAVELLER_EMAIL.send({
    // The agency's name as the email's own language writes it, as its sign-off does.
    from: { email: env.EMAIL_FROM, name: catalogueWordsIn(catalogue, row.lang).agencyName },
    to: email.to,
    replyTo: catalogue.agency.email,
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
}

async function send(
  env: Env,
  template: EmailTemplate,
  row: RequestRow,
  catalogue: IntakeCatalogue,
  money: PaymentFacts,
  readiness: SeatReadiness[],
) {
  if (template !== "agency") {
    if (isReviewTemplate(template)) throw new Error(`${template} is sent from its review facts`);
    const depositOnline = razorpayConfig(env) !== null;
    const email = travellerEmail(template, row, catalogue, env.SITE_URL, money, depositOnline, readiness);
    await sendToTraveller(env, catalogue, row, email);
    return;
  }
  const resume = row.resume_key ? await env.RESUMES.get(row.resume_key) : null;
  if (row.resume_key && !resume) throw new Error("the resume is missing from R2");
  const email = agencyEmail(
    row,
    catalogue.agency,
    env.EMAIL_FROM,
    resume
      ? { name: row.resume_name!, type: row.resume_type!, bytes: new Uint8Array(await resume.arrayBuffer()) }
      : undefined,
  );
  await env.AGENCY_EMAIL.send(new EmailMessage(email.from, email.to, email.raw));
}
