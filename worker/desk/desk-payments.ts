// What staff do with a booking's money on the desk: record a payment made by
// bank transfer or in cash (a deposit confirms a held booking, as one paid
// online does), refund by the terms when a booking is cancelled, and refund a
// payment that found no seat (or send again a refund that failed).
import { refundPercentOn } from "../../content/booking-terms";
import { todayInIndia } from "../../content/india-time";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import type { PaymentRecord, RequestDetail, StatusChange } from "../../requests/staff";
import { statusInfo } from "../../requests/statuses";
import { Refusal } from "../platform/refusals";
import { applyPayment, moneyOfRequest } from "../db/payments";
import { forgetSeatSnapshot } from "../shared/seat-snapshot";
import { departureForPayment } from "../shared/payment-links";
import { refundPayments, refundUnseated } from "./refunds";
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
  await applyPayment(
    env.DB,
    {
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
    },
    now.toISOString(),
  );
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
  const { payments } = await moneyOfRequest(env.DB, id);
  const byAgency = change.cancelledBy === "agency";
  const percent = byAgency
    ? 100
    : row.departure_start
      ? refundPercentOn(row.departure_start, todayInIndia(now), catalogue.terms)
      : 0;
  await refundPayments(env, row, payments, percent, byAgency ? "agency" : "traveller", staffEmail, now);
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
  await refundUnseated(env, row, staffEmail, now);
  return requestDetail(env.DB, catalogue, id, now);
}
