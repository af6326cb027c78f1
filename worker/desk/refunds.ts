// Money given back. Cancelling a booking refunds what was paid by the booking
// terms on that day (content/booking-terms.ts's refundPercentOn), in full when
// the agency cancels the departure; a payment that came in after its seats
// went to others is refunded in full. Each refund is claimed in D1 under its
// receipt ('<payment id>:<reason>') before Razorpay's Refunds API is called,
// so a retry (a double click, a second staff member) never sends a second;
// one that failed is sent again by the next try. A payment made by transfer or
// in cash is recorded as owed back by hand. The traveller gets one email.
import { formatPaise } from "../../content/format";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { queueEmail } from "../db/outbox";
import { claimRefund, moneyOfRequest, settleRefund } from "../db/payments";
import type { PaymentRow } from "../db/rows";
import type { DocumentRequestRow } from "../db/tax-document-sql";
import { documentsOfRequest } from "../db/tax-documents";
import { refundOf } from "../bookings/booking-money";
import { razorpayConfig, refundPayment } from "../bookings/razorpay";
import { refundDocumentFor } from "../books/tax-documents";

/** Why money goes back: the traveller cancelled, the agency did, or the payment found no seat. */
export type RefundReason = "traveller" | "agency" | "no-seat";

const REASON_WORDS: Record<RefundReason, string> = {
  traveller: "cancelled by the traveller",
  agency: "cancelled by the agency",
  "no-seat": "paid, no seat",
};

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
): Promise<number> {
  const config = razorpayConfig(env);
  // Its receipt vouchers, and its tax invoice if the tour has begun: what each refund's document is issued against.
  const documents = payments.length > 0 ? await documentsOfRequest(env.DB, request.id) : [];
  let total = 0;
  for (const payment of payments) {
    const amount = refundOf([payment], percent);
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
    let refundId: string | null = null;
    let failure = "";
    try {
      refundId = (
        await refundPayment(config!, payment.id, {
          amount,
          receipt,
          notes: { reference: request.reference ?? "", reason: REASON_WORDS[reason] },
        })
      ).id;
    } catch (error) {
      failure = String(error);
      console.error(JSON.stringify({ event: "refund-failed", id: request.id, receipt, error: failure }));
    }
    await settleRefund(env.DB, {
      receipt,
      requestId: request.id,
      refundId,
      at: new Date().toISOString(),
      actor,
      note: refundId
        ? `${words}: sent (${refundId}).`
        : `${words}: not sent (${failure}). Send it again from the desk.`,
    });
    if (!refundId) total -= amount;
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
