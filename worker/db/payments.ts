// Every statement about money (migrations/0006_payments.sql): a request's
// payment links, the payments that came in, and the webhook events applied.
// A payment is written once under Razorpay's payment id, and what follows from
// it (the booking confirmed, its history, the traveller's receipt) only when
// that write happened, in the same transaction: reported twice, or by the
// webhook and the traveller's return at once, it is applied once.
import type { PaymentLinkRow, PaymentPurpose, PaymentRow } from "./rows";
import { ACTORS, SEATS_TAKEN } from "./seats";

const LINK_COLUMNS = "id, request_id, purpose, amount, currency, short_url, expire_by, status, created_at";
const PAYMENT_COLUMNS = "id, request_id, link_id, purpose, amount, currency, method, paid_at, without_seat";

export async function paymentLinkOf(db: D1Database, requestId: string, purpose: PaymentPurpose) {
  return db
    .prepare(`SELECT ${LINK_COLUMNS} FROM payment_links WHERE request_id = ? AND purpose = ?`)
    .bind(requestId, purpose)
    .first<PaymentLinkRow>();
}

export async function paymentLinkById(db: D1Database, id: string) {
  return db.prepare(`SELECT ${LINK_COLUMNS} FROM payment_links WHERE id = ?`).bind(id).first<PaymentLinkRow>();
}

/** Keeps a link made for a request; a second one for the same request and purpose is ignored. */
export async function insertPaymentLink(db: D1Database, link: PaymentLinkRow) {
  await db
    .prepare(`INSERT INTO payment_links (${LINK_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
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
    )
    .run();
}

/**
 * The payment links and payments of `ids` (the requests of one outbox run: at
 * most 25, well within D1's bound parameters), in one batch of two statements.
 */
export async function moneyOf(db: D1Database, ids: readonly string[]) {
  if (ids.length === 0) return { links: [], payments: [] };
  const list = ids.map(() => "?").join(", ");
  const [links, payments] = await db.batch([
    db.prepare(`SELECT ${LINK_COLUMNS} FROM payment_links WHERE request_id IN (${list})`).bind(...ids),
    db
      .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE request_id IN (${list}) ORDER BY paid_at, id`)
      .bind(...ids),
  ]);
  return { links: links.results as PaymentLinkRow[], payments: payments.results as PaymentRow[] };
}

/** A payment to apply: Razorpay's payment on one of the site's links. */
export interface IncomingPayment {
  id: string;
  link: PaymentLinkRow;
  amount: number;
  currency: string;
  method: string;
  paidAt: string;
  /** What reported it: the webhook (with its event id, kept so a redelivery changes nothing), or Razorpay's API asked about the link. */
  via: { webhookEvent: { id: string; name: string } } | { fetchedFromRazorpay: true };
  /** The booking's departure and its capacity, for seating a booking whose hold ran out while its traveller paid. */
  departure: { slug: string; startDate: string; capacity: number };
}

/** The most statements applyPayment runs (in one batch): D1 counts each as a query. */
export const PAYMENT_STATEMENTS = 11;

/** The link and payment ids as the history shows them: "₹1,234.00 by upi (pay_…)". */
const paymentNote = (payment: IncomingPayment) =>
  `${payment.link.purpose === "deposit" ? "Deposit" : "Balance"} of ${payment.currency} ${(payment.amount / 100).toFixed(2)} paid online by ${payment.method} (${payment.id}, link ${payment.link.id}).`;

/**
 * Applies one payment in one transaction: keeps it (once), and only if it was
 * new, writes its history and queues the traveller's receipt, marks the link
 * paid, and confirms the booking: from held; or, when its hold ran out while
 * the traveller paid, from lapsed if its seats are still free. A booking that
 * cannot be confirmed (its seats went to others, or staff declined it) keeps
 * the payment marked without a seat, for the desk. Answers whether the payment was new.
 */
export async function applyPayment(db: D1Database, payment: IncomingPayment, at: string): Promise<boolean> {
  const requestId = payment.link.request_id;
  const confirm = (from: string, condition: string, values: (string | number)[]) =>
    db
      .prepare(
        `UPDATE requests SET status = 'confirmed', hold_until = NULL, version = version + 1, changed_at = ?
         WHERE id = ? AND kind IN ('booking', 'waitlist') AND status = ? ${condition}`,
      )
      .bind(at, requestId, from, ...values);
  const confirmedEvent = (from: string, note: string) =>
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT ?, ?, ?, ?, 'confirmed', ? WHERE changes() = 1`,
      )
      .bind(requestId, at, ACTORS.payment, from, note);
  const statements: D1PreparedStatement[] = [];
  if ("webhookEvent" in payment.via) {
    statements.push(
      db
        .prepare("INSERT INTO payment_events (id, event, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
        .bind(payment.via.webhookEvent.id, payment.via.webhookEvent.name, at),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO payments (id, request_id, link_id, purpose, amount, currency, method, paid_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        payment.id,
        requestId,
        payment.link.id,
        payment.link.purpose,
        payment.amount,
        payment.currency,
        payment.method,
        payment.paidAt,
      ),
    // The payment in the history, written only if it was new; the status stays as it is here.
    db
      .prepare(
        `INSERT INTO request_events (request_id, at, staff_email, from_status, to_status, note)
         SELECT id, ?, ?, status, status, ? FROM requests WHERE id = ? AND changes() = 1`,
      )
      .bind(at, ACTORS.payment, paymentNote(payment), requestId),
    db
      .prepare(
        `INSERT INTO outbox (request_id, template, next_attempt_at)
         SELECT ?, 'deposit-paid', ? WHERE changes() = 1 ON CONFLICT DO NOTHING`,
      )
      .bind(requestId, at),
    db.prepare("UPDATE payment_links SET status = 'paid' WHERE id = ?").bind(payment.link.id),
    confirm("held", "", []),
    confirmedEvent("held", "Confirmed: the deposit was paid online."),
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
        ACTORS.payment,
        "Paid, no seat: the payment came in after the booking lost its seats. Refund it, or seat the traveller by hand.",
        requestId,
      ),
  );
  const results = await db.batch(statements);
  const paymentInsert = results["webhookEvent" in payment.via ? 1 : 0];
  return paymentInsert.meta.changes === 1;
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
