// Money given back. Cancelling a booking refunds what was paid by the booking
// terms on that day (content/booking-terms.ts's refundPercentOn), in full when
// the agency cancels the departure; a payment that came in after its seats
// went to others is refunded in full, and so is one that came in after its
// booking was cancelled (a balance paid while the booking was being cancelled);
// a change of plans refunds what it works out (change-engine.ts). Each refund is claimed in D1 under its receipt
// ('<payment id>:<reason>', or '<payment id>:<change id>') before Razorpay's
// Refunds API is called, so a retry (a double click, a second staff member)
// never sends a second; one that failed is sent again by the next try. A
// payment made by transfer or in cash is recorded as owed back by hand. The
// traveller gets one email.
import { formatPaise } from "../../content/format";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { queueEmail } from "../db/outbox";
import { claimRefund, moneyOfRequest, settleRefund } from "../db/payments";
import { requestById } from "../db/requests";
import type { PaymentRow, RefundRow } from "../db/rows";
import type { DocumentRequestRow } from "../db/tax-document-sql";
import { documentsOfRequest } from "../db/tax-documents";
import { refundOf } from "../bookings/booking-money";
import { razorpayConfig, refundPayment, type RazorpayConfig } from "../bookings/razorpay";
import { refundDocumentFor } from "../books/tax-documents";

/**
 * Why money goes back: the traveller cancelled, the agency did, the payment
 * found no seat, or a switch to a cheaper departure returned the difference.
 */
export type RefundReason = "traveller" | "agency" | "no-seat" | "switch";

export const REASON_WORDS: Record<RefundReason, string> = {
  traveller: "cancelled by the traveller",
  agency: "cancelled by the agency",
  "no-seat": "paid, no seat",
  switch: "a cheaper departure's difference",
};

/** A refund claimed for sending through Razorpay: what to send, and the words of its history lines. */
export interface ClaimedRefund {
  receipt: string;
  paymentId: string;
  amount: number;
  reason: RefundReason;
  /** 'Refund of ₹1,000.00 (90% of pay_…, cancelled by the traveller)'. */
  words: string;
}

/**
 * Sends refund `refund` of `request`, claimed in D1 for sending, through
 * Razorpay, and records what Razorpay said (sent, or failed: to send again
 * from the desk). Answers whether it was sent.
 */
export async function sendClaimedRefund(
  db: D1Database,
  config: RazorpayConfig,
  request: Pick<DocumentRequestRow, "id" | "reference">,
  refund: ClaimedRefund,
  actor: string,
): Promise<boolean> {
  let refundId: string | null = null;
  let failure = "";
  try {
    refundId = (
      await refundPayment(config, refund.paymentId, {
        amount: refund.amount,
        receipt: refund.receipt,
        notes: { reference: request.reference ?? "", reason: REASON_WORDS[refund.reason] },
      })
    ).id;
  } catch (error) {
    failure = String(error);
    console.error(JSON.stringify({ event: "refund-failed", id: request.id, receipt: refund.receipt, error: failure }));
  }
  await settleRefund(db, {
    receipt: refund.receipt,
    requestId: request.id,
    refundId,
    at: new Date().toISOString(),
    actor,
    note: refundId
      ? `${refund.words}: sent (${refundId}).`
      : `${refund.words}: not sent (${failure}). Send it again from the desk.`,
  });
  return refundId !== null;
}

/**
 * How `amount` paise go back over a booking's payments: from the latest
 * payment that found a seat first, each at most what is left of it after its
 * refunds so far (those that failed will be sent again, so they count).
 */
export function refundSplit(
  payments: readonly PaymentRow[],
  refunds: readonly Pick<RefundRow, "payment_id" | "amount">[],
  amount: number,
): { payment: PaymentRow; amount: number }[] {
  const parts: { payment: PaymentRow; amount: number }[] = [];
  let left = amount;
  for (const payment of [...payments].filter((each) => each.without_seat === 0).reverse()) {
    if (left === 0) break;
    const returned = refunds
      .filter((refund) => refund.payment_id === payment.id)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const part = Math.min(left, payment.amount - returned);
    if (part <= 0) continue;
    parts.push({ payment, amount: part });
    left -= part;
  }
  if (left > 0) throw new Error(`Only ${amount - left} of ${amount} paise can go back over the booking's payments`);
  return parts;
}

/**
 * Refunds `percent` of each of `payments` of `request` (its `reference` goes in
 * Razorpay's notes) for `reason`, as `actor`, each with its GST document (a
 * refund voucher, or a credit note once the booking has its tax invoice);
 * answers the paise refunded or owed back by hand.
 */
export async function refundPayments(
  env: Env,
  catalogue: IntakeCatalogue,
  request: DocumentRequestRow,
  payments: readonly PaymentRow[],
  percent: number,
  reason: RefundReason,
  actor: string,
  now: Date,
  /** The paise to return of each payment, by its id, when not `percent` of it (a booking some of whose money changes took out). */
  amounts?: ReadonlyMap<string, number>,
): Promise<number> {
  const config = razorpayConfig(env);
  // Its receipt vouchers, and its tax invoice if the tour has begun: what each refund's document is issued against.
  const documents = payments.length > 0 ? await documentsOfRequest(env.DB, request.id) : [];
  let total = 0;
  for (const payment of payments) {
    const amount = amounts ? (amounts.get(payment.id) ?? 0) : refundOf([payment], percent);
    if (amount === 0) continue;
    const receipt = `${payment.id}:${reason}`;
    const byHand = payment.recorded_by !== null || !config;
    const at = now.toISOString();
    const words = `Refund of ${formatPaise(amount)} (${percent}% of ${payment.id}, ${REASON_WORDS[reason]})`;
    const claim = await claimRefund(
      env.DB,
      {
        receipt,
        requestId: request.id,
        paymentId: payment.id,
        amount,
        percent,
        reason,
        byHand,
        at,
        actor,
        note: byHand ? `${words}: to return by hand.` : `${words}: sending through Razorpay.`,
      },
      refundDocumentFor(
        request,
        catalogue,
        { receipt, paymentId: payment.id, purpose: payment.purpose, percent, reason, amount },
        documents,
        now,
      ),
    );
    if (claim === "made") continue;
    total += amount;
    if (claim === "by-hand") continue;
    const sent = await sendClaimedRefund(
      env.DB,
      config!,
      request,
      { receipt, paymentId: payment.id, amount, reason, words },
      actor,
    );
    if (!sent) total -= amount;
  }
  if (total > 0) await queueEmail(env.DB, request.id, "refunded", now.toISOString()).run();
  return total;
}

/** Refunds every payment of a request that found no seat, in full, and sends again any refund that failed. */
export async function refundUnseated(
  env: Env,
  catalogue: IntakeCatalogue,
  request: DocumentRequestRow,
  actor: string,
  now: Date,
) {
  const { payments, refunds } = await moneyOfRequest(env.DB, request.id);
  const unseated = payments.filter((payment) => payment.without_seat === 1);
  let total = await refundPayments(env, catalogue, request, unseated, 100, "no-seat", actor, now);
  // A failed refund of a cancellation: its payment again, at the percent it was claimed at.
  for (const failed of refunds.filter((refund) => refund.status === "failed" && refund.reason !== "no-seat")) {
    const payment = payments.find((each) => each.id === failed.payment_id);
    if (payment) {
      total += await refundPayments(
        env,
        catalogue,
        request,
        [payment],
        failed.percent,
        failed.reason as RefundReason,
        actor,
        now,
      );
    }
  }
  return total;
}

/**
 * Refunds in full, with their refund vouchers, the payments of request
 * `requestId` that came in after it was cancelled (read after the payment was
 * applied, so a cancellation that won the race counts): nothing stays with the
 * agency for seats nobody holds. Once, however often a payment is reported
 * (each refund is claimed under its receipt). Answers the paise refunded.
 */
export async function refundPaidAfterCancelling(
  env: Env,
  catalogue: IntakeCatalogue,
  requestId: string,
  actor: string,
  now: Date,
): Promise<number> {
  const row = await requestById(env.DB, requestId);
  if (!row || row.status !== "cancelled") return 0;
  const refunded = await refundUnseated(env, catalogue, row, actor, now);
  if (refunded > 0) console.log(JSON.stringify({ event: "late-payment-refunded", id: requestId }));
  return refunded;
}
