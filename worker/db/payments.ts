// Every statement about money (migrations/0006_payments.sql, 0007): a request's
// payment links, the payments that came in, the webhook events applied, and
// the refunds, sent through Razorpay or returned by hand.
// A payment is written once under Razorpay's payment id, and what follows from
// it (the booking confirmed, its history, the traveller's receipt) only when
// that write happened, in the same transaction: reported twice, or by the
// webhook and the traveller's return at once, it is applied once.
import { changesOfStatement, creditUsesStatement } from "./changes";
import {
  requestColumns,
  taxDocumentColumns,
  type BookingChangeRow,
  type CreditUseRow,
  type PaymentLinkRow,
  type PaymentPurpose,
  type PaymentRow,
  type RefundRow,
  type RequestRow,
  type TaxDocumentRow,
  type TripCreditRow,
} from "./rows";
import type { ReturnMethod } from "../../requests/staff";
import { queueEmailAfterWrite } from "./outbox";
import { ACTORS, SEATS_TAKEN } from "./seats";
import type { DocumentToIssue } from "./tax-document-sql";
import { issueDocument, ISSUE_STATEMENTS } from "./tax-documents";

const LINK_COLUMNS = "id, request_id, purpose, amount, currency, short_url, expire_by, status, created_at, change_id";
const PAYMENT_COLUMNS =
  "id, request_id, link_id, purpose, amount, currency, method, paid_at, without_seat, recorded_by";
const REFUND_COLUMNS =
  "receipt, request_id, payment_id, amount, status, refund_id, percent, reason, at, " +
  "returned_at, returned_by, returned_method, returned_note";

export async function paymentLinkOf(db: D1Database, requestId: string, purpose: PaymentPurpose) {
  return db
    .prepare(`SELECT ${LINK_COLUMNS} FROM payment_links WHERE request_id = ? AND purpose = ? AND change_id = ''`)
    .bind(requestId, purpose)
    .first<PaymentLinkRow>();
}

/** The link that collects what switch `changeId` added, if one was made. */
export async function paymentLinkOfChange(db: D1Database, requestId: string, changeId: string) {
  return db
    .prepare(`SELECT ${LINK_COLUMNS} FROM payment_links WHERE request_id = ? AND change_id = ?`)
    .bind(requestId, changeId)
    .first<PaymentLinkRow>();
}

export async function paymentLinkById(db: D1Database, id: string) {
  return db.prepare(`SELECT ${LINK_COLUMNS} FROM payment_links WHERE id = ?`).bind(id).first<PaymentLinkRow>();
}

/** Keeps a link made for a request; a second one for the same request and purpose is ignored. */
/** Keeps the status Razorpay reported for a link that will take no payment (expired, cancelled); a paid link stays paid. */
export async function markLinkClosed(db: D1Database, id: string, status: string) {
  await db
    .prepare("UPDATE payment_links SET status = ? WHERE id = ? AND status NOT IN ('paid')")
    .bind(status, id)
    .run();
}

export async function insertPaymentLink(db: D1Database, link: PaymentLinkRow) {
  await db
    .prepare(`INSERT INTO payment_links (${LINK_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
    .bind(
      link.id,
      link.request_id,
      link.purpose,
      link.amount,
      link.currency,
      link.short_url,
      link.expire_by,
      link.status,
      link.created_at,
      link.change_id,
    )
    .run();
}

/** The statements moneyOf runs, in one batch: D1 counts each as a query. */
export const MONEY_STATEMENTS = 6;

/**
 * The payment links, payments, refunds, GST documents, changes of plans and
 * credits spent of `ids` (the requests of one outbox run: at most 25, well
 * within D1's bound parameters), in one batch.
 */
export async function moneyOf(db: D1Database, ids: readonly string[]) {
  if (ids.length === 0) return { links: [], payments: [], refunds: [], documents: [], changes: [], creditUses: [] };
  const list = ids.map(() => "?").join(", ");
  const [links, payments, refunds, documents, changes, creditUses] = await db.batch([
    db.prepare(`SELECT ${LINK_COLUMNS} FROM payment_links WHERE request_id IN (${list})`).bind(...ids),
    db
      .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE request_id IN (${list}) ORDER BY paid_at, id`)
      .bind(...ids),
    db.prepare(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE request_id IN (${list}) ORDER BY at, receipt`).bind(...ids),
    db
      .prepare(
        `SELECT ${taxDocumentColumns} FROM tax_documents WHERE request_id IN (${list}) ORDER BY issued_at, series, count`,
      )
      .bind(...ids),
    changesOfStatement(db, ids),
    creditUsesStatement(db, ids),
  ]);
  return {
    links: links.results as PaymentLinkRow[],
    payments: payments.results as PaymentRow[],
    refunds: refunds.results as RefundRow[],
    documents: documents.results as TaxDocumentRow[],
    changes: changes.results as BookingChangeRow[],
    creditUses: creditUses.results as CreditUseRow[],
  };
}

/** The statements creditSourcesOf runs, in one batch. */
export const CREDIT_SOURCE_STATEMENTS = 5;

/**
 * What the tax invoices of bookings paid with the credits `codes` adjust (books/invoice-advances.ts):
 * every credit kept from the bookings those credits were kept from, every use of the codes, and those
 * bookings' payments, refunds and receipt vouchers; in one batch (at most 100 codes: one run's bookings).
 */
export async function creditSourcesOf(db: D1Database, codes: readonly string[]) {
  if (codes.length === 0) return { credits: [], uses: [], payments: [], refunds: [], vouchers: [] };
  const list = codes.map(() => "?").join(", ");
  const origins = `request_id IN (SELECT request_id FROM trip_credits WHERE code IN (${list}))`;
  const [credits, uses, payments, refunds, vouchers] = await db.batch([
    db
      .prepare(
        `SELECT code, request_id, change_id, amount, spent, valid_until, created_at FROM trip_credits WHERE ${origins}`,
      )
      .bind(...codes),
    db.prepare(`SELECT request_id, code, amount, at FROM credit_uses WHERE code IN (${list})`).bind(...codes),
    db.prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE ${origins} ORDER BY paid_at, id`).bind(...codes),
    db.prepare(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE ${origins}`).bind(...codes),
    db
      .prepare(`SELECT ${taxDocumentColumns} FROM tax_documents WHERE kind = 'receiptVoucher' AND ${origins}`)
      .bind(...codes),
  ]);
  return {
    credits: credits.results as TripCreditRow[],
    uses: uses.results as CreditUseRow[],
    payments: payments.results as PaymentRow[],
    refunds: refunds.results as RefundRow[],
    vouchers: vouchers.results as TaxDocumentRow[],
  };
}

/** One request's money: its deposit link (if any), payments, refunds, GST documents, changes and credits spent. */
export async function moneyOfRequest(db: D1Database, id: string) {
  const money = await moneyOf(db, [id]);
  return { link: money.links.find((link) => link.purpose === "deposit") ?? null, ...money };
}

/** A payment to apply: Razorpay's payment on one of the site's links, or one staff recorded. */
export interface IncomingPayment {
  id: string;
  requestId: string;
  /** The link it was paid on; null for a payment made by transfer or in cash. */
  linkId: string | null;
  purpose: PaymentPurpose;
  amount: number;
  currency: string;
  method: string;
  paidAt: string;
  /**
   * What reported it: the webhook (with its event id, kept so a redelivery
   * changes nothing), Razorpay's API asked about the link, or a staff member
   * who recorded a payment by hand (with their note).
   */
  via:
    | { webhookEvent: { id: string; name: string } }
    | { fetchedFromRazorpay: true }
    | { recordedBy: string; note: string | null };
  /** The booking's departure and its capacity, for seating a booking whose hold ran out while its traveller paid. */
  departure: { slug: string; startDate: string; capacity: number };
}

/** The most statements applyPayment runs (in one batch): D1 counts each as a query. */
export const PAYMENT_STATEMENTS = 12 + ISSUE_STATEMENTS;

/** The payment as its history line tells it: "Deposit of INR 11970.00 paid online by upi (pay_…, link plink_…)." */
function paymentNote(payment: IncomingPayment): string {
  const what = `${payment.purpose === "deposit" ? "Deposit" : "Balance"} of ${payment.currency} ${(payment.amount / 100).toFixed(2)}`;
  if ("recordedBy" in payment.via) {
    return `${what} received by ${payment.method}, recorded on the desk${payment.via.note ? `: ${payment.via.note}` : "."}`;
  }
  return `${what} paid online by ${payment.method} (${payment.id}, link ${payment.linkId}).`;
}

const actorOf = (payment: IncomingPayment) => ("recordedBy" in payment.via ? payment.via.recordedBy : ACTORS.payment);

/**
 * Applies one payment in one transaction: keeps it (once), and only if it was
 * new, writes its history and queues the traveller's receipt (one per
 * purpose); issues its receipt voucher (once), marks its link paid, and, for a deposit, confirms the booking:
 * from held; or, when its hold ran out while the traveller paid, from lapsed
 * if its seats are still free. A booking that cannot be confirmed (its seats
 * went to others, or staff declined it) keeps the payment marked without a
 * seat, for the desk; so does a balance paid to a booking no longer confirmed
 * (cancelled while the traveller paid), which the caller then refunds in full
 * (changes/refunds.ts's refundPaidAfterCancelling). Answers whether the payment was new.
 */
export async function applyPayment(
  db: D1Database,
  payment: IncomingPayment,
  at: string,
  receiptVoucher: DocumentToIssue,
): Promise<boolean> {
  const { requestId } = payment;
  const actor = actorOf(payment);
  const confirm = (from: string, condition: string, values: (string | number)[]) =>
    db
      .prepare(
        `UPDATE requests SET status = 'confirmed', hold_until = NULL, client_fingerprint = NULL, version = version + 1, changed_at = ?
         WHERE id = ? AND kind IN ('booking', 'waitlist') AND status = ? ${condition}`,
      )
      .bind(at, requestId, from, ...values);
  const confirmedEvent = (from: string, note: string) =>
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT ?, ?, ?, ?, 'confirmed', ? WHERE changes() = 1`,
      )
      .bind(requestId, at, actor, from, note);
  const statements: D1PreparedStatement[] = [];
  if ("webhookEvent" in payment.via) {
    statements.push(
      db
        .prepare("INSERT INTO payment_events (id, event, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
        .bind(payment.via.webhookEvent.id, payment.via.webhookEvent.name, at),
    );
  }
  const paymentAt = statements.length;
  statements.push(
    db
      .prepare(
        `INSERT INTO payments (id, request_id, link_id, purpose, amount, currency, method, paid_at, recorded_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        payment.id,
        requestId,
        payment.linkId,
        payment.purpose,
        payment.amount,
        payment.currency,
        payment.method,
        payment.paidAt,
        "recordedBy" in payment.via ? payment.via.recordedBy : null,
      ),
    // The payment in the history, written only if it was new; the status stays as it is here.
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
      )
      .bind(at, actor, paymentNote(payment), requestId),
    // A new payment moves the request on a version, as a status change does: a change of plans worked
    // out before it came in (a cancellation refunding what was paid then) is refused as stale, not made
    // without it.
    db.prepare("UPDATE requests SET version = version + 1 WHERE id = ? AND changes() = 1").bind(requestId),
    queueEmailAfterWrite(db, requestId, payment.purpose === "deposit" ? "deposit-paid" : "balance-paid", at),
  );
  // Every advance received gets its receipt voucher, numbered in this transaction; once, however often it is reported.
  statements.push(...issueDocument(db, receiptVoucher));
  if (payment.linkId) {
    statements.push(db.prepare("UPDATE payment_links SET status = 'paid' WHERE id = ?").bind(payment.linkId));
  }
  if (payment.purpose === "deposit") {
    statements.push(
      confirm("held", "", []),
      confirmedEvent("held", "Confirmed: the deposit is in."),
      // A lapsed request takes no seats, so the seats taken are the others'.
      confirm("lapsed", `AND seats + ${SEATS_TAKEN} <= ?`, [
        payment.departure.slug,
        payment.departure.startDate,
        payment.departure.capacity,
      ]),
      confirmedEvent("lapsed", "Confirmed: the deposit came in after the hold ran out, and the seats were still free."),
      db
        .prepare(
          `UPDATE payments SET without_seat = 1
           WHERE id = ? AND without_seat = 0 AND NOT EXISTS (SELECT 1 FROM requests WHERE id = ? AND status = 'confirmed')`,
        )
        .bind(payment.id, requestId),
      db
        .prepare(
          `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
           SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
        )
        .bind(
          at,
          actor,
          "Paid, no seat: the payment came in after the booking lost its seats. Refund it, or seat the traveller by hand.",
          requestId,
        ),
    );
  }
  if (payment.purpose === "balance") {
    statements.push(
      db
        .prepare(
          `UPDATE payments SET without_seat = 1
           WHERE id = ? AND without_seat = 0 AND NOT EXISTS (SELECT 1 FROM requests WHERE id = ? AND status = 'confirmed')`,
        )
        .bind(payment.id, requestId),
      db
        .prepare(
          `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
           SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
        )
        .bind(at, actor, "Paid, no seat: the balance came in after the booking was no longer confirmed.", requestId),
    );
  }
  const results = await db.batch(statements);
  return results[paymentAt].meta.changes === 1;
}

/** Whether the webhook event `id` was applied already. */
export async function eventApplied(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS applied FROM payment_events WHERE id = ?").bind(id).first()) !== null;
}

/** Records a webhook event that changed nothing but the history (a failed attempt, an expired link), once. */
export async function recordPaymentEvent(
  db: D1Database,
  event: { id: string; name: string },
  at: string,
  history: { requestId: string; note: string } | null,
) {
  const statements = [
    db
      .prepare("INSERT INTO payment_events (id, event, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
      .bind(event.id, event.name, at),
  ];
  if (history) {
    statements.push(
      db
        .prepare(
          `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
           SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
        )
        .bind(at, ACTORS.payment, history.note, history.requestId),
    );
  }
  await db.batch(statements);
}

/**
 * Holds a booking that could not get a payment link for as long as staff take
 * to collect its deposit (`until`), with a line in its history saying why.
 */
export async function lengthenHold(db: D1Database, requestId: string, until: string, at: string) {
  await db.batch([
    db
      .prepare(
        "UPDATE requests SET hold_until = ?, version = version + 1, changed_at = ? WHERE id = ? AND status = 'held'",
      )
      .bind(until, at, requestId),
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
      )
      .bind(
        at,
        ACTORS.payment,
        "Razorpay could not make a payment link, so the seats are held for staff to collect the deposit.",
        requestId,
      ),
  ]);
}

/** A refund about to be made: its receipt names it, once per payment and reason. */
export interface NewRefund {
  receipt: string;
  requestId: string;
  paymentId: string;
  amount: number;
  percent: number;
  reason: string;
  /** A payment made by hand is refunded by hand: the row records what staff owe back. */
  byHand: boolean;
  at: string;
  actor: string;
  note: string;
}

/**
 * Claims refund `refund`: a new one is inserted (as sending, or by hand) with
 * its history line and its refund voucher; one that failed before is claimed again. Answers "send"
 * when this caller now sends it through Razorpay, "by-hand" when it was just
 * recorded as owed back by hand, and "made" when it was made before.
 */
export async function claimRefund(
  db: D1Database,
  refund: NewRefund,
  refundVoucher: DocumentToIssue,
): Promise<"send" | "by-hand" | "made"> {
  const [inserted, , retried] = await db.batch([
    db
      .prepare(
        `INSERT INTO refunds (receipt, request_id, payment_id, amount, status, percent, reason, at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        refund.receipt,
        refund.requestId,
        refund.paymentId,
        refund.amount,
        refund.byHand ? "by-hand" : "sending",
        refund.percent,
        refund.reason,
        refund.at,
      ),
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
      )
      .bind(refund.at, refund.actor, refund.note, refund.requestId),
    db
      .prepare("UPDATE refunds SET status = 'sending', at = ? WHERE receipt = ? AND status = 'failed'")
      .bind(refund.at, refund.receipt),
    // The refund voucher, numbered in this transaction; once, however often the refund is claimed.
    ...issueDocument(db, refundVoucher),
  ]);
  if (refund.byHand) return inserted.meta.changes === 1 ? "by-hand" : "made";
  return inserted.meta.changes === 1 || retried.meta.changes === 1 ? "send" : "made";
}

/** The statements settleRefund runs (in one batch): D1 counts each as a query. */
export const SETTLE_REFUND_STATEMENTS = 2;

/** What Razorpay said to a refund claimed for sending: sent (with its id) or failed (to retry), with a history line. */
export async function settleRefund(
  db: D1Database,
  refund: { receipt: string; requestId: string; refundId: string | null; at: string; actor: string; note: string },
) {
  await db.batch([
    db
      .prepare("UPDATE refunds SET status = ?, refund_id = ? WHERE receipt = ? AND status = 'sending'")
      .bind(refund.refundId ? "sent" : "failed", refund.refundId, refund.receipt),
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
      )
      .bind(refund.at, refund.actor, refund.note, refund.requestId),
  ]);
}

/** Refund `receipt` of request `requestId`, or null when the request has no such refund. */
export async function refundByReceipt(db: D1Database, requestId: string, receipt: string) {
  return db
    .prepare(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE receipt = ? AND request_id = ?`)
    .bind(receipt, requestId)
    .first<RefundRow>();
}

/** A refund owed by hand that staff have sent back: how, by whom and when, and the line the booking's history gets. */
export interface ReturnedRefund {
  receipt: string;
  requestId: string;
  at: string;
  staffEmail: string;
  method: ReturnMethod;
  note: string | null;
  historyNote: string;
}

/**
 * Marks a refund owed by hand returned, in one batch: only a refund of a
 * request still stored, owed by hand and not yet returned, changes; then, only
 * if it did, its line in the history and, once nothing of the request is left
 * to return by hand, the traveller's receipt for all of it (queued once: the
 * outbox keeps one email of a template per request). Answers whether this
 * call marked it: a second one (a double click, a colleague at the same
 * moment) changes nothing.
 */
export async function markRefundReturned(db: D1Database, refund: ReturnedRefund): Promise<boolean> {
  const [marked] = await db.batch([
    db
      .prepare(
        `UPDATE refunds SET returned_at = ?, returned_by = ?, returned_method = ?, returned_note = ?
         WHERE receipt = ? AND request_id = ? AND status = 'by-hand' AND returned_at IS NULL
           AND EXISTS (SELECT 1 FROM requests WHERE id = refunds.request_id)`,
      )
      .bind(refund.at, refund.staffEmail, refund.method, refund.note, refund.receipt, refund.requestId),
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
      )
      .bind(refund.at, refund.staffEmail, refund.historyNote, refund.requestId),
    db
      .prepare(
        `INSERT INTO outbox (request_id, template, next_attempt_at)
         SELECT ?, 'refund-returned', ? WHERE changes() = 1
           AND NOT EXISTS (SELECT 1 FROM refunds WHERE request_id = ? AND status = 'by-hand' AND returned_at IS NULL)
         ON CONFLICT DO NOTHING`,
      )
      .bind(refund.requestId, refund.at, refund.requestId),
  ]);
  return marked.meta.changes === 1;
}

/**
 * Up to `limit` confirmed bookings leaving after `from` and by `until` (ISO
 * dates) that have no balance link yet and no balance paid: the ones whose
 * balance link goes out now.
 */
export async function bookingsOwingBalance(db: D1Database, from: string, until: string, limit: number) {
  const statement = db
    .prepare(
      `SELECT ${requestColumns()} FROM requests
       WHERE kind IN ('booking', 'waitlist') AND status = 'confirmed' AND departure_start > ? AND departure_start <= ?
         AND NOT EXISTS (SELECT 1 FROM payment_links WHERE request_id = requests.id AND purpose = 'balance')
         AND NOT EXISTS (SELECT 1 FROM payments WHERE request_id = requests.id AND purpose = 'balance')
       ORDER BY departure_start, id LIMIT ?`,
    )
    .bind(from, until, limit);
  return (await statement.all<RequestRow>()).results;
}

/**
 * Queues the balance reminder of every confirmed booking leaving on
 * `startDate` whose balance link is still unpaid (once each: the outbox keeps
 * one email of a template per request); answers how many were queued.
 */
export async function queueBalanceReminders(db: D1Database, startDate: string, at: string): Promise<number> {
  const result = await db
    .prepare(
      `INSERT INTO outbox (request_id, template, next_attempt_at)
       SELECT requests.id, 'balance-reminder', ? FROM requests
       JOIN payment_links ON payment_links.request_id = requests.id AND payment_links.purpose = 'balance'
       WHERE requests.status = 'confirmed' AND requests.departure_start = ? AND payment_links.status = 'created'
       ON CONFLICT DO NOTHING`,
    )
    .bind(at, startDate)
    .run();
  return result.meta.changes;
}

/** A booking's columns the money view names, with what it has paid (less what went back), in paise. */
export type PaidBookingRow = Pick<
  RequestRow,
  | "id"
  | "full_name"
  | "first_name"
  | "last_name"
  | "trip_slug"
  | "trip_title"
  | "departure_start"
  | "departure_end"
  | "seats"
  | "status"
  | "kind"
  | "hold_until"
> & { paid: number };

const BOOKING_COLUMNS =
  "requests.id, requests.full_name, requests.first_name, requests.last_name, requests.trip_slug, requests.trip_title, " +
  "requests.departure_start, requests.departure_end, requests.seats, requests.status, requests.kind, requests.hold_until";

/** At most this many lines a list of the money view shows: far more than a season's departures hold. */
export const MONEY_LIST_LIMIT = 500;

/**
 * The confirmed bookings leaving from `from` to `until` (ISO dates): the
 * ones whose balance may be due or overdue, with what each has paid; in one
 * batch with the payments that found no seat and are not refunded, and the
 * refunds staff must act on: those Razorpay refused since `refundsSince`, and
 * every one owed by hand that nobody has marked returned, however old.
 */
export async function moneyToChase(db: D1Database, from: string, until: string, refundsSince: string) {
  const [bookings, unseated, refunds] = await db.batch([
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS},
           (SELECT coalesce(sum(amount), 0) FROM payments WHERE request_id = requests.id) -
           (SELECT coalesce(sum(amount), 0) FROM refunds WHERE request_id = requests.id AND status != 'failed') AS paid
         FROM requests
         WHERE kind IN ('booking', 'waitlist') AND status = 'confirmed' AND departure_start >= ? AND departure_start <= ?
         ORDER BY departure_start, received_at LIMIT ?`,
      )
      .bind(from, until, MONEY_LIST_LIMIT),
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS}, payments.amount AS paid FROM payments JOIN requests ON requests.id = payments.request_id
         WHERE payments.without_seat = 1
           AND NOT EXISTS (SELECT 1 FROM refunds WHERE refunds.payment_id = payments.id AND refunds.status != 'failed')
         ORDER BY payments.paid_at LIMIT ?`,
      )
      .bind(MONEY_LIST_LIMIT),
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS}, refunds.amount AS paid, refunds.status AS refund_status
         FROM refunds JOIN requests ON requests.id = refunds.request_id
         WHERE (refunds.status = 'failed' AND refunds.at >= ?) OR (refunds.status = 'by-hand' AND refunds.returned_at IS NULL)
         ORDER BY refunds.at LIMIT ?`,
      )
      .bind(refundsSince, MONEY_LIST_LIMIT),
  ]);
  return {
    bookings: bookings.results as PaidBookingRow[],
    unseated: unseated.results as PaidBookingRow[],
    refunds: refunds.results as (PaidBookingRow & { refund_status: "failed" | "by-hand" })[],
  };
}
