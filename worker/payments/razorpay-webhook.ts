// POST /api/payments/razorpay: Razorpay's webhook, what decides whether a
// deposit was paid. Nothing of a delivery is believed before its signature
// (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body under the webhook
// secret) is checked; then each event id is applied once, and each event in
// any order and any number of times leaves the same state: a payment is kept
// once under its id (db/payments.ts), a link that expired lapses only a hold
// nobody paid. It answers from D1 alone, well within Razorpay's 5 seconds.
// A delivery that is not Razorpay's is refused (4xx); one that is, but names
// no link of the site's or the wrong amount, is answered 200 so Razorpay stops
// retrying, and changes nothing.
import { Refusal } from "../platform/refusals";
import { newApp, type AppContext } from "../platform/hono-app";
import { intakeCatalogue } from "../catalogue/catalogue";
import {
  applyPayment,
  eventApplied,
  markLinkClosed,
  paymentLinkById,
  recordPaymentEvent,
  type IncomingPayment,
} from "../db/payments";
import { requestById, requestByReference } from "../db/requests";
import { refundPaidAfterCancelling } from "../changes/refunds";
import { ACTORS, makeSeatMoves } from "../db/seats";
import { forgetSeatSnapshot } from "../bookings/seat-snapshot";
import { departureForPayment, linkReference } from "../bookings/payment-links";
import { razorpayConfig, signedBy } from "../bookings/razorpay";
import { receiptVoucherFor } from "../books/tax-documents";
import { RAZORPAY_WEBHOOK_PATH } from "../../content/routes.mjs";

/** Razorpay's deliveries are a few KB; anything far larger is not one. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;

/** The parts of a Razorpay webhook event the Worker reads. */
interface WebhookEvent {
  event: string;
  payload: {
    payment_link?: { entity: { id: string; amount: number; currency: string; reference_id: string; status: string } };
    payment?: {
      entity: {
        id: string;
        amount: number;
        currency: string;
        method?: string;
        status: string;
        created_at?: number;
        error_description?: string | null;
        notes?: Record<string, string> | unknown[];
      };
    };
  };
}

const isEvent = (value: unknown): value is WebhookEvent =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as WebhookEvent).event === "string" &&
  typeof (value as WebhookEvent).payload === "object" &&
  (value as WebhookEvent).payload !== null;

/** What the webhook did with a delivery, for Razorpay's dashboard and the logs. */
type Outcome = { applied: true } | { applied: false; reason: string };

async function readSignedBody(c: AppContext, secret: string): Promise<ArrayBuffer> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new Refusal(415, "Send the event as application/json.");
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > WEBHOOK_MAX_BYTES) throw new Refusal(413, "This event is larger than any Razorpay sends.");
  const body = await c.req.arrayBuffer();
  if (body.byteLength > WEBHOOK_MAX_BYTES) throw new Refusal(413, "This event is larger than any Razorpay sends.");
  if (!(await signedBy(secret, body, c.req.header("X-Razorpay-Signature")))) {
    throw new Refusal(401, "The signature does not match this body under the webhook secret.");
  }
  return body;
}

function parseEvent(body: ArrayBuffer): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new Refusal(400, "The body is not JSON.");
  }
  if (!isEvent(event)) throw new Refusal(400, "The body is not a Razorpay event.");
  return event;
}

/** A link's payment reported paid: applied if the link is one of the site's and the amount is the link's. */
async function linkPaid(env: Env, event: WebhookEvent, eventId: string, now: Date): Promise<Outcome> {
  const reported = event.payload.payment_link?.entity;
  const payment = event.payload.payment?.entity;
  if (!reported || !payment) return { applied: false, reason: "no payment link or payment in the event" };
  const link = await paymentLinkById(env.DB, reported.id);
  if (!link) return { applied: false, reason: "not a link of this site" };
  const row = await requestById(env.DB, link.request_id);
  if (!row || linkReference(row, link) !== reported.reference_id) {
    return { applied: false, reason: "the reference is not the link's" };
  }
  if (
    payment.amount !== link.amount ||
    payment.currency !== link.currency ||
    reported.amount !== link.amount ||
    reported.currency !== link.currency
  ) {
    console.error(JSON.stringify({ event: "payment-amount-mismatch", link: link.id, payment: payment.id }));
    return { applied: false, reason: "the amount or currency is not the booking's" };
  }
  if (payment.status !== "captured") return { applied: false, reason: `the payment is ${payment.status}` };
  const catalogue = await intakeCatalogue(env.ASSETS);
  const paid: IncomingPayment = {
    id: payment.id,
    requestId: link.request_id,
    linkId: link.id,
    purpose: link.purpose,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method ?? "unknown",
    paidAt: new Date((payment.created_at ?? now.getTime() / 1000) * 1000).toISOString(),
    via: { webhookEvent: { id: eventId, name: event.event } },
    departure: departureForPayment(row, catalogue),
  };
  const isNew = await applyPayment(env.DB, paid, now.toISOString(), receiptVoucherFor(row, catalogue, paid, now));
  await forgetSeatSnapshot();
  // A payment to a booking cancelled meanwhile goes straight back in full; a redelivery finds it refunded.
  if (isNew) await refundPaidAfterCancelling(env, catalogue, row.id, ACTORS.payment, now);
  return { applied: true };
}

/** A link that will take no payment: a hold nobody paid lapses now rather than at its end. */
async function linkClosed(env: Env, event: WebhookEvent, eventId: string, now: Date): Promise<Outcome> {
  const reported = event.payload.payment_link?.entity;
  if (!reported) return { applied: false, reason: "no payment link in the event" };
  const link = await paymentLinkById(env.DB, reported.id);
  if (!link) return { applied: false, reason: "not a link of this site" };
  const at = now.toISOString();
  const word = event.event === "payment_link.expired" ? "expired" : "was cancelled";
  await markLinkClosed(env.DB, link.id, reported.status);
  const [lapsed] = await makeSeatMoves(env.DB, [
    {
      id: link.request_id,
      from: "held",
      to: "lapsed",
      at,
      actor: ACTORS.payment,
      note: `The deposit's payment link ${word} unpaid.`,
      holdUntil: null,
      email: "lapsed",
      onlyUnpaid: true,
    },
  ]);
  await recordPaymentEvent(env.DB, { id: eventId, name: event.event }, at, null);
  if (lapsed) await forgetSeatSnapshot();
  return { applied: true };
}

/** A payment attempt that failed: in the booking's history; its seats stay held until the link expires. */
async function paymentFailed(env: Env, event: WebhookEvent, eventId: string, now: Date): Promise<Outcome> {
  const payment = event.payload.payment?.entity;
  const notes = payment?.notes;
  const reference = notes && !Array.isArray(notes) ? notes.reference : undefined;
  const row = reference ? await requestByReference(env.DB, reference) : null;
  if (!payment || !row) return { applied: false, reason: "not a payment on a link of this site" };
  const reason = payment.error_description ? `: ${payment.error_description}` : "";
  await recordPaymentEvent(env.DB, { id: eventId, name: event.event }, now.toISOString(), {
    requestId: row.id,
    note: `A payment attempt failed (${payment.id}${reason}). The seats stay held until the link expires.`,
  });
  return { applied: true };
}

const HANDLERS: Record<string, (env: Env, event: WebhookEvent, eventId: string, now: Date) => Promise<Outcome>> = {
  "payment_link.paid": linkPaid,
  // Never for the site's links (they take no part payments); one that says so anyway is checked like a paid one.
  "payment_link.partially_paid": linkPaid,
  "payment_link.expired": linkClosed,
  "payment_link.cancelled": linkClosed,
  "payment.failed": paymentFailed,
};

export const paymentWebhook = newApp();

paymentWebhook.post(RAZORPAY_WEBHOOK_PATH, async (c) => {
  const config = razorpayConfig(c.env);
  if (!config) throw new Refusal(404, "Payments are not set up here.");
  const body = await readSignedBody(c, config.webhookSecret);
  const event = parseEvent(body);
  const eventId = c.req.header("X-Razorpay-Event-Id");
  if (!eventId) throw new Refusal(400, "The delivery has no X-Razorpay-Event-Id.");
  const handler = Object.hasOwn(HANDLERS, event.event) ? HANDLERS[event.event] : undefined;
  let outcome: Outcome;
  if (!handler) outcome = { applied: false, reason: `${event.event} is not an event the site acts on` };
  else if (await eventApplied(c.env.DB, eventId)) outcome = { applied: false, reason: "this event was applied before" };
  else outcome = await handler(c.env, event, eventId, new Date());
  console.log(JSON.stringify({ event: "razorpay-webhook", name: event.event, id: eventId, ...outcome }));
  return c.json(outcome, 200);
});
