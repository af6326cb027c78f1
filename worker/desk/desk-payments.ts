// What staff do with a booking's money on the desk: record a payment made by
// bank transfer or in cash (a deposit confirms a held booking, as one paid
// online does), refund by the terms when a booking is cancelled, refund a
// payment that found no seat (or send again a refund that failed), and mark a
// refund owed by hand returned once they have sent the money.
import { refundPercentOn } from "../../content/booking-terms";
import { formatPaise } from "../../content/format";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import type { PaymentRecord, RefundReturn, RequestDetail, StatusChange } from "../../requests/staff";
import { statusInfo } from "../../requests/statuses";
import { Refusal } from "../platform/refusals";
import {
  applyPayment,
  markRefundReturned,
  moneyOfRequest,
  refundByReceipt,
  type IncomingPayment,
} from "../db/payments";
import type { RefundRow } from "../db/rows";
import { forgetSeatSnapshot } from "../bookings/seat-snapshot";
import { departureForPayment } from "../bookings/payment-links";
import { receiptVoucherFor } from "../books/tax-documents";
import { refundPayments, refundSplit, refundUnseated } from "../changes/refunds";
import { paidTowardSeats } from "../bookings/booking-money";
import { requestDetail, requestRow } from "./request-views";

const changedSinceOpened = () =>
  new Refusal(409, "Someone changed this request since you opened it. Look at its history, then decide again.");

/** Records a payment received by hand on request `id`: the deposit until it is in, the balance after. */
export async function recordPayment(
  env: Env,
  catalogue: IntakeCatalogue,
  id: string,
  record: PaymentRecord,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  const row = await requestRow(env.DB, id);
  if (row.version !== record.version) throw changedSinceOpened();
  if (row.kind !== "booking" && row.kind !== "waitlist") {
    throw new Refusal(422, "Only a booking or a waitlist request has payments.");
  }
  if (["waiting", "offered", "cancelled", "declined"].includes(row.status)) {
    throw new Refusal(
      422,
      `This request is ${statusInfo(row.kind, row.status).label}: it takes no payment. Hold its seats first.`,
    );
  }
  const detail = await requestDetail(env.DB, catalogue, id, now);
  const paid = detail.money?.paid ?? 0;
  const payment: IncomingPayment = {
    id: `desk_${crypto.randomUUID()}`,
    requestId: id,
    linkId: null,
    purpose: detail.money && paid < detail.money.deposit ? "deposit" : "balance",
    amount: record.rupees * 100,
    currency: "INR",
    method: record.method,
    paidAt: now.toISOString(),
    via: { recordedBy: staffEmail, note: record.note ?? null },
    departure: departureForPayment(row, catalogue),
  };
  await applyPayment(env.DB, payment, now.toISOString(), receiptVoucherFor(row, catalogue, payment, now));
  await forgetSeatSnapshot();
  return requestDetail(env.DB, catalogue, id, now);
}

/**
 * After a booking moved to cancelled: refunds what was paid, by the terms'
 * scale on today's date when the traveller cancels, in full when the agency does.
 */
export async function refundCancelled(
  env: Env,
  catalogue: IntakeCatalogue,
  id: string,
  change: StatusChange,
  staffEmail: string,
  now: Date,
) {
  const row = await requestRow(env.DB, id);
  if (row.status !== "cancelled" || (row.kind !== "booking" && row.kind !== "waitlist")) return;
  const money = await moneyOfRequest(env.DB, id);
  const byAgency = change.cancelledBy === "agency";
  const percent = byAgency
    ? 100
    : row.departure_start
      ? refundPercentOn(row.departure_start, todayInIndia(now), catalogue.terms)
      : 0;
  // After changes of plans took some of what was paid out of the booking (a seat cancelled, a cheaper
  // departure's difference returned), the percent is of what is left, over the payments it is in.
  const amounts =
    money.changes.length > 0
      ? new Map(
          refundSplit(
            money.payments,
            money.refunds,
            Math.floor((Math.max(paidTowardSeats(money), 0) * percent) / 100),
          ).map(({ payment, amount }) => [payment.id, amount]),
        )
      : undefined;
  await refundPayments(
    env,
    catalogue,
    row,
    money.payments,
    percent,
    byAgency ? "agency" : "traveller",
    staffEmail,
    now,
    amounts,
  );
}

/** Refunds in full the payments of request `id` that found no seat, and sends again any refund that failed. */
export async function refundWithoutSeat(
  env: Env,
  catalogue: IntakeCatalogue,
  id: string,
  version: number,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  const row = await requestRow(env.DB, id);
  if (row.version !== version) throw changedSinceOpened();
  await refundUnseated(env, catalogue, row, staffEmail, now);
  return requestDetail(env.DB, catalogue, id, now);
}

/** Why refund `refund` cannot be marked returned now, or null when it can. */
function notReturnable(refund: RefundRow | null, receipt: string): Refusal | null {
  if (!refund) return new Refusal(404, `This booking has no refund ${receipt}.`);
  if (refund.status !== "by-hand") {
    return new Refusal(
      422,
      `This refund goes back through Razorpay${refund.refund_id ? ` (${refund.refund_id})` : ""}, not by hand: there is nothing to mark returned.`,
    );
  }
  if (refund.returned_at) {
    return new Refusal(
      409,
      `${refund.returned_by} already marked this refund returned on ${formatIndiaTime(refund.returned_at)}. Nothing changed.`,
    );
  }
  return null;
}

/**
 * Marks refund `receipt` of request `id`, owed by hand, returned by
 * `staffEmail` now, as `returned` says. Refused with 404 for a refund the
 * booking does not have, 422 for one sent through Razorpay, and 409, saying
 * who and when, for one already marked (by a second click, or a colleague a
 * moment before: the batch changes a refund only while it is unreturned).
 */
export async function markReturnedByHand(
  env: Env,
  catalogue: IntakeCatalogue,
  id: string,
  receipt: string,
  returned: RefundReturn,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  await requestRow(env.DB, id);
  const refund = await refundByReceipt(env.DB, id, receipt);
  const refusal = notReturnable(refund, receipt);
  if (refusal) throw refusal;
  const note = returned.note ?? null;
  const marked = await markRefundReturned(env.DB, {
    receipt,
    requestId: id,
    at: now.toISOString(),
    staffEmail,
    method: returned.method,
    note,
    historyNote: `Refund of ${formatPaise(refund!.amount)} (${receipt}) returned by hand (${returned.method}${note ? `: ${note}` : ""}).`,
  });
  if (!marked) {
    // Someone marked it a moment before (409, naming them); else the request was deleted meanwhile (404).
    const since = notReturnable(await refundByReceipt(env.DB, id, receipt), receipt);
    if (since) throw since;
    await requestRow(env.DB, id);
    throw changedSinceOpened();
  }
  return requestDetail(env.DB, catalogue, id, now);
}
