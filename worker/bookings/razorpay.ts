// Razorpay, as the Worker speaks to it: the Payment Links REST API called with
// fetch and Basic auth (the razorpay npm package is built on axios for Node),
// and the two signatures Razorpay puts on what it sends back. Where the API is
// is a setting (RAZORPAY_API_BASE_URL): locally and in the tests, a stand-in
// (scripts/local-razorpay.mjs) answers in Razorpay's shapes.
import { hmacHex, sameSecret } from "../platform/crypto";

/** What the Worker needs to take payments; null (payments off) unless the key id and both secrets are set. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
}

export function razorpayConfig(env: Env): RazorpayConfig | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (!keyId || !keySecret || !webhookSecret) return null;
  return { keyId, keySecret, webhookSecret, baseUrl: env.RAZORPAY_API_BASE_URL.replace(/\/$/, "") };
}

/** A payment link as Razorpay describes it (the fields the Worker reads). */
export interface PaymentLink {
  id: string;
  short_url: string;
  status: "created" | "partially_paid" | "paid" | "expired" | "cancelled";
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  /** Unix seconds. */
  expire_by: number;
  /** The link's payments, when fetched by id. */
  payments?: { payment_id: string; amount: number; method: string; status: string; created_at: number }[] | null;
}

/** What a new link asks for; amounts in paise. */
export interface NewPaymentLink {
  amount: number;
  currency: "INR";
  reference_id: string;
  description: string;
  /** Unix seconds: Razorpay takes no payment after it (at least 15 minutes away). */
  expire_by: number;
  customer: { name: string; email: string; contact?: string };
  callback_url: string;
  notes: Record<string, string>;
}

/** Razorpay answered with an error (or could not be reached). */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Razorpay answered ${status}: ${description}`);
  }
}

/** Razorpay's API needs an answer within this long; a slow one fails the call rather than the visitor's page. */
const API_TIMEOUT_MS = 8_000;

async function call<T>(config: RazorpayConfig, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${config.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: { description?: string } };
  if (!response.ok) throw new RazorpayError(response.status, answer.error?.description ?? response.statusText);
  return answer;
}

export const createPaymentLink = (config: RazorpayConfig, link: NewPaymentLink) =>
  // The site tells the traveller itself (the booking page, its emails); partial payments are not taken.
  call<PaymentLink>(config, "POST", "/v1/payment_links", {
    ...link,
    accept_partial: false,
    notify: { sms: false, email: false },
    reminder_enable: false,
    callback_method: "get",
  });

export const fetchPaymentLink = (config: RazorpayConfig, id: string) =>
  call<PaymentLink>(config, "GET", `/v1/payment_links/${encodeURIComponent(id)}`);

/** The links made under one reference (Razorpay refuses a second link with the same reference_id). */
export const paymentLinksByReference = async (config: RazorpayConfig, reference: string) =>
  (
    await call<{ payment_links: PaymentLink[] }>(
      config,
      "GET",
      `/v1/payment_links?reference_id=${encodeURIComponent(reference)}`,
    )
  ).payment_links;

/** Whether `given` is the hex signature (HMAC-SHA256) of `message` under `secret`, Razorpay's way of signing webhooks and the return from a link. */
export async function signedBy(secret: string, message: string | ArrayBuffer, given: string | null | undefined) {
  return given ? sameSecret(given.toLowerCase(), await hmacHex(secret, message)) : false;
}

/** The fields Razorpay adds to a link's callback_url when the traveller comes back, signed with the key secret. */
export interface LinkReturn {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

/** Whether a return from a link is Razorpay's: the signature of id|reference|status|payment under the key secret. */
export const isSignedReturn = (config: RazorpayConfig, back: Partial<LinkReturn>) =>
  signedBy(
    config.keySecret,
    [
      back.razorpay_payment_link_id,
      back.razorpay_payment_link_reference_id,
      back.razorpay_payment_link_status,
      back.razorpay_payment_id,
    ].join("|"),
    back.razorpay_signature,
  );

/** A refund as Razorpay describes it (the fields the Worker reads). */
export interface Refund {
  id: string;
  amount: number;
  status: string;
}

/**
 * Refunds `amount` paise of a captured payment. `receipt` names the refund
 * (one per payment and reason): with it in the refunds table first, a retried
 * cancellation never sends a second.
 */
export const refundPayment = (
  config: RazorpayConfig,
  paymentId: string,
  refund: { amount: number; receipt: string; notes: Record<string, string> },
) =>
  call<Refund>(config, "POST", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
    ...refund,
    speed: "normal",
  });
