// A stand-in for Razorpay on this machine, for `npm start` and the tests (as
// local-access.mjs is for Cloudflare Access): the Worker's RAZORPAY_API_BASE_URL
// points here. It answers the parts of Razorpay's REST API the Worker calls,
// in Razorpay's shapes and behind the same Basic auth: Payment Links create
// (a second link under one reference_id refused, as Razorpay does), fetch by
// id or reference_id, and cancel; Refunds (a receipt used twice makes one refund); and the lists
// an accountant reconciles with, every payment and every refund made between two moments (Fetch All
// Payments, Fetch All Refunds: from and to in unix seconds, count and skip); a test can
// take the API down for a while. Each link's short_url is a hosted page here
// with three buttons: Pay (paid: the webhook goes out, signed with the webhook
// secret, and the traveller goes back to callback_url with the signed fields),
// Fail (payment.failed) and Pay late (paid, but the traveller never comes back
// and the webhook arrives only after `lateMs`). Tests can also have any event
// delivered again, or several at once in any order (`deliver`).
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";

/** Razorpay's ids: a prefix and 14 letters and digits. */
const newId = (/** @type {string} */ prefix) =>
  `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "").slice(0, 14)}`;

/**
 * Hex HMAC-SHA256, as Razorpay signs webhooks (the raw body, under the webhook secret)
 * and a link's return (id|reference|status|payment, under the key secret).
 * @param {string} secret
 * @param {string} message
 */
export const razorpaySignature = (secret, message) => createHmac("sha256", secret).update(message).digest("hex");

/**
 * @typedef {object} LocalRazorpayOptions
 * @property {number} [port] 0: any free port
 * @property {string} [keyId]
 * @property {string} [keySecret]
 * @property {string} [webhookSecret]
 * @property {string} [webhookUrl] where the Worker takes webhooks (…/api/payments/razorpay)
 * @property {number} [lateMs] how long Pay late's webhook waits
 */

/**
 * @typedef {object} Delivery
 * @property {string} id the x-razorpay-event-id
 * @property {string} body the raw JSON, as signed
 */

export const LOCAL_RAZORPAY_KEYS = {
  keyId: "rzp_test_local",
  keySecret: "local-key-secret",
  webhookSecret: "local-webhook-secret",
};

const page = (/** @type {string} */ title, /** @type {string} */ body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Razorpay (local stand-in)</title><link rel="icon" href="data:,">
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; background: #0c2451; color: #fff; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; color: #162d3d; border-radius: .75rem; padding: 1.25rem 1.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; } .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1rem; }
  form { margin: .5rem 0; } button { width: 100%; font: inherit; font-weight: 600; min-height: 48px; border-radius: .5rem; border: 0; cursor: pointer; }
  .pay { background: #3395ff; color: #fff; } .fail { background: #eee; color: #8a1c1c; } .late { background: #eee; color: #162d3d; }
  small { color: #4a5a66; }
</style></head><body><main>${body}</main></body></html>`;

const escape = (/** @type {unknown} */ text) =>
  String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Starts the stand-in.
 * @param {LocalRazorpayOptions} [options]
 */
export async function startLocalRazorpay({
  port = 0,
  keyId = LOCAL_RAZORPAY_KEYS.keyId,
  keySecret = LOCAL_RAZORPAY_KEYS.keySecret,
  webhookSecret = LOCAL_RAZORPAY_KEYS.webhookSecret,
  webhookUrl,
  lateMs = 60_000,
} = {}) {
  /**
   * @typedef {{ payment_id: string, amount: number, method: string, status: string, created_at: number, plink_id: string }} LinkPayment
   * @typedef {{ id: string, amount: number, amount_paid: number, currency: string, reference_id: string, description: string,
   *   customer?: { name?: string }, notes: Record<string, string>, callback_url: string, expire_by?: number, status: string,
   *   short_url: string, payments: LinkPayment[] } & Record<string, unknown>} Link
   */
  /** @type {Map<string, Link>} */
  const links = new Map();
  /** @type {Delivery[]} */
  const delivered = [];
  /** @type {{ id: string, entity: string, amount: number, currency: string, payment_id: string, receipt: string, notes: Record<string, string>, status: string, created_at: number }[]} */
  const refunds = [];
  /**
   * Every payment made, captured or failed, as the Payments API lists them.
   * @type {{ id: string, entity: string, amount: number, currency: string, status: string, method: string, order_id: string,
   *   amount_refunded: number, refund_status: string | null, captured: boolean, notes: Record<string, string>, created_at: number }[]}
   */
  const payments = [];
  let origin = "";
  /** While true, the API answers as Razorpay does when it is down: 503, nothing made. */
  let unavailable = false;

  /** The event Razorpay sends, signed, as the Worker receives it. @param {string} event @param {any} payload */
  /** @param {string} event @param {Record<string, unknown>} payload @returns {Delivery} */
  const makeDelivery = (event, payload) => {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_local",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return { id: newId("evt"), body };
  };

  /** Posts deliveries to the Worker, each signed; answers their statuses. @param {Delivery[]} deliveries */
  const deliver = async (/** @type {Delivery[]} */ deliveries) => {
    const target = webhookUrl;
    if (!target) return [];
    return Promise.all(
      deliveries.map(async (delivery) => {
        delivered.push(delivery);
        const response = await fetch(target, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Razorpay-Signature": razorpaySignature(webhookSecret, delivery.body),
            "X-Razorpay-Event-Id": delivery.id,
          },
          body: delivery.body,
        }).catch(() => null);
        return response?.status ?? 0;
      }),
    );
  };

  const linkEntity = (/** @type {Link} */ link) => {
    const { payments, ...entity } = link;
    return entity;
  };

  /** Pays `link` now: a captured payment, the link paid; answers the paid event to deliver. */
  const pay = (/** @type {Link} */ link, method = "upi") => {
    const payment = {
      id: newId("pay"),
      entity: "payment",
      amount: link.amount,
      currency: link.currency,
      status: "captured",
      method,
      order_id: newId("order"),
      notes: link.notes,
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.push({ ...payment, amount_refunded: 0, refund_status: null, captured: true });
    link.payments.push({
      payment_id: payment.id,
      amount: payment.amount,
      method,
      status: "captured",
      created_at: payment.created_at,
      plink_id: link.id,
    });
    link.amount_paid = link.amount;
    link.status = "paid";
    return {
      payment,
      delivery: makeDelivery("payment_link.paid", {
        payment_link: { entity: linkEntity(link) },
        payment: { entity: payment },
        order: { entity: { id: payment.order_id, amount: link.amount, status: "paid" } },
      }),
    };
  };

  /** Where the traveller goes back to, with the fields Razorpay adds, signed with the key secret. */
  const returnAddress = (/** @type {Link} */ link, /** @type {string} */ paymentId) => {
    const target = new URL(link.callback_url);
    const fields = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
    };
    for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value);
    target.searchParams.set(
      "razorpay_signature",
      razorpaySignature(keySecret, [link.id, link.reference_id, link.status, paymentId].join("|")),
    );
    return target.toString();
  };

  const authorised = (/** @type {http.IncomingMessage} */ request) =>
    request.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  /** @param {http.ServerResponse} response @param {number} status @param {unknown} value */
  const json = (response, status, value) => {
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
  };
  const badRequest = (/** @type {http.ServerResponse} */ response, /** @type {string} */ description) =>
    json(response, 400, { error: { code: "BAD_REQUEST_ERROR", description } });

  const readBody = (/** @type {http.IncomingMessage} */ request) =>
    /** @type {Promise<string>} */ (
      new Promise((resolve) => {
        let text = "";
        request.on("data", (chunk) => (text += chunk));
        request.on("end", () => resolve(text));
      })
    );

  /** @param {http.IncomingMessage} request @param {http.ServerResponse} response @param {URL} url @returns {Promise<unknown>} */
  const api = async (request, response, url) => {
    if (!authorised(request)) {
      json(response, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
      return;
    }
    if (unavailable) {
      json(response, 503, { error: { code: "SERVER_ERROR", description: "The server is temporarily unavailable" } });
      return;
    }
    const parts = url.pathname.split("/").filter(Boolean); // v1, payment_links, id?, action?
    if (request.method === "GET" && parts.length === 2 && (parts[1] === "payments" || parts[1] === "refunds")) {
      return collection(response, url, parts[1] === "payments" ? payments : refunds);
    }
    if (parts[1] === "payments" && parts[3] === "refund" && request.method === "POST") {
      return refund(response, parts[2] ?? "", JSON.parse(String(await readBody(request)) || "{}"));
    }
    if (parts[1] !== "payment_links") return json(response, 404, { error: { description: "No such endpoint" } });
    if (request.method === "POST" && parts.length === 2) {
      const input = JSON.parse(String(await readBody(request)) || "{}");
      if (!Number.isInteger(input.amount) || input.amount < 100) return badRequest(response, "amount is invalid");
      if (input.currency !== "INR") return badRequest(response, "currency is invalid");
      if ([...links.values()].some((link) => link.reference_id === input.reference_id)) {
        return badRequest(response, `Payment Link with reference ${input.reference_id} already exists`);
      }
      if (input.expire_by && input.expire_by < Math.floor(Date.now() / 1000) + 15 * 60 - 60) {
        return badRequest(response, "expire_by should be at least 15 minutes after current time");
      }
      const id = newId("plink");
      const link = {
        id,
        entity: "payment_link",
        amount: input.amount,
        amount_paid: 0,
        currency: input.currency,
        accept_partial: Boolean(input.accept_partial),
        reference_id: input.reference_id,
        description: input.description,
        customer: input.customer,
        notes: input.notes ?? {},
        callback_url: input.callback_url,
        callback_method: input.callback_method,
        expire_by: input.expire_by,
        status: "created",
        short_url: `${origin}/pay/${id}`,
        created_at: Math.floor(Date.now() / 1000),
        payments: [],
      };
      links.set(id, link);
      return json(response, 200, linkEntity(link));
    }
    if (request.method === "GET" && parts.length === 2) {
      const reference = url.searchParams.get("reference_id");
      const found = [...links.values()].filter((link) => !reference || link.reference_id === reference);
      return json(response, 200, { payment_links: found.map(linkEntity) });
    }
    const link = links.get(parts[2] ?? "");
    if (!link) return badRequest(response, "The id provided does not exist");
    if (request.method === "GET" && parts.length === 3) {
      return json(response, 200, { ...linkEntity(link), payments: link.payments.length ? link.payments : null });
    }
    if (request.method === "POST" && parts[3] === "cancel") {
      if (link.status !== "created") return badRequest(response, `Payment link cannot be cancelled in ${link.status}`);
      link.status = "cancelled";
      void deliver([makeDelivery("payment_link.cancelled", { payment_link: { entity: linkEntity(link) } })]);
      return json(response, 200, linkEntity(link));
    }
    return json(response, 404, { error: { description: "No such endpoint" } });
  };

  /**
   * A refund of a captured payment, as the Refunds API makes it: never more than is left of the
   * payment; a second request with a receipt already used answers the refund made under it.
   * @param {http.ServerResponse} response @param {string} paymentId
   * @param {{ amount?: number, receipt?: string, notes?: Record<string, string> }} input
   */
  const refund = (response, paymentId, input) => {
    const payment = [...links.values()].flatMap((link) => link.payments).find((each) => each.payment_id === paymentId);
    if (!payment) return badRequest(response, "The id provided does not exist");
    const earlier = refunds.find((each) => each.payment_id === paymentId && each.receipt === input.receipt);
    if (earlier) return json(response, 200, earlier);
    const left =
      payment.amount -
      refunds.filter((each) => each.payment_id === paymentId).reduce((sum, each) => sum + each.amount, 0);
    const amount = input.amount ?? left;
    if (!Number.isInteger(amount) || amount < 100 || amount > left) {
      return badRequest(response, "The refund amount provided is greater than amount captured");
    }
    const made = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: "INR",
      payment_id: paymentId,
      receipt: input.receipt ?? "",
      notes: input.notes ?? {},
      status: "processed",
      created_at: Math.floor(Date.now() / 1000),
    };
    refunds.push(made);
    const listed = payments.find((each) => each.id === paymentId);
    if (listed) {
      listed.amount_refunded += amount;
      listed.refund_status = listed.amount_refunded === listed.amount ? "full" : "partial";
    }
    return json(response, 200, made);
  };

  /**
   * A page of `items` as Fetch All Payments and Fetch All Refunds answer it: those created from `from`
   * to `to` (unix seconds, both included), newest first, `count` of them (10 unless asked, at most
   * 100) after skipping `skip`.
   * @param {http.ServerResponse} response @param {URL} url @param {{ created_at: number }[]} items
   */
  const collection = (response, url, items) => {
    const number = (/** @type {string} */ name, /** @type {number} */ otherwise) => {
      const value = url.searchParams.get(name);
      return value === null ? otherwise : /^\d+$/.test(value) ? Number(value) : NaN;
    };
    const from = number("from", 0);
    const to = number("to", Number.MAX_SAFE_INTEGER);
    const count = number("count", 10);
    const skip = number("skip", 0);
    for (const [name, value] of Object.entries({ from, to, count, skip })) {
      if (Number.isNaN(value)) return badRequest(response, `The ${name} must be an integer.`);
    }
    if (count < 1 || count > 100) return badRequest(response, "The count must be between 1 and 100.");
    const found = items
      .filter((item) => item.created_at >= from && item.created_at <= to)
      .sort((a, b) => b.created_at - a.created_at)
      .slice(skip, skip + count);
    return json(response, 200, { entity: "collection", count: found.length, items: found });
  };

  const expired = (/** @type {Link} */ link) => link.expire_by && link.expire_by * 1000 <= Date.now();

  /** The hosted page, and its three buttons. @param {http.IncomingMessage} request @param {http.ServerResponse} response @param {URL} url @returns {Promise<unknown>} */
  const hosted = async (request, response, url) => {
    const [, , id, action] = url.pathname.split("/");
    const link = links.get(id ?? "");
    if (!link)
      return response
        .writeHead(404, { "Content-Type": "text/html" })
        .end(page("Not found", "<h1>No such payment link</h1>"));
    const html = (/** @type {number} */ status, /** @type {string} */ body) =>
      response
        .writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
        .end(page(link.description, body));
    if (request.method === "GET") {
      const rupees = `₹${(link.amount / 100).toLocaleString("en-IN")}`;
      if (link.status !== "created" || expired(link)) {
        return html(
          200,
          `<h1>${escape(link.description)}</h1><p>This link is ${link.status === "created" ? "expired" : escape(link.status)}: it takes no payment.</p>`,
        );
      }
      const failed = url.searchParams.has("failed")
        ? `<p role="alert">The payment failed. No money was taken; try again.</p>`
        : "";
      return html(
        200,
        `<h1>${escape(link.description)}</h1><p>For ${escape(link.customer?.name ?? "")}</p>
<p class="amount">${rupees}</p>${failed}
<form method="post" action="/pay/${id}/pay"><button class="pay">Pay ${rupees} by UPI</button></form>
<form method="post" action="/pay/${id}/fail"><button class="fail">Fail the payment</button></form>
<form method="post" action="/pay/${id}/late"><button class="late">Pay late (no return, webhook after ${Math.round(lateMs / 1000)} s)</button></form>
<p><small>A local stand-in for Razorpay: no money moves.</small></p>`,
      );
    }
    if (link.status !== "created" || expired(link)) return html(409, "<h1>This link takes no payment now</h1>");
    if (action === "fail") {
      const payment = {
        id: newId("pay"),
        entity: "payment",
        amount: link.amount,
        currency: link.currency,
        status: "failed",
        method: "upi",
        error_description: "The UPI app declined the payment.",
        notes: link.notes,
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.push({
        ...payment,
        order_id: newId("order"),
        amount_refunded: 0,
        refund_status: null,
        captured: false,
      });
      await deliver([makeDelivery("payment.failed", { payment: { entity: payment } })]);
      return response.writeHead(303, { Location: `/pay/${id}?failed` }).end();
    }
    const { payment, delivery } = pay(link);
    if (action === "late") {
      setTimeout(() => void deliver([delivery]), lateMs).unref();
      return html(200, "<h1>Payment received</h1><p>You can close this page.</p>");
    }
    await deliver([delivery]);
    return response.writeHead(303, { Location: returnAddress(link, payment.id) }).end();
  };

  /**
   * What a test asks of Razorpay's side from outside (the browser tests run it in another
   * process): GET /__control/refunds lists the refunds made; POST /__control/expire/<link id>
   * lets a link's time run out now, with its webhook.
   * @param {http.IncomingMessage} request @param {http.ServerResponse} response @param {URL} url @returns {Promise<unknown>}
   */
  const control = async (request, response, url) => {
    const [, , action, id] = url.pathname.split("/");
    if (request.method === "GET" && action === "refunds") return json(response, 200, refunds);
    const link = links.get(id ?? "");
    if (request.method === "POST" && action === "expire" && link) {
      if (link.status === "created") {
        link.status = "expired";
        link.expire_by = Math.floor(Date.now() / 1000);
        await deliver([makeDelivery("payment_link.expired", { payment_link: { entity: linkEntity(link) } })]);
      }
      return json(response, 200, linkEntity(link));
    }
    return json(response, 404, { error: { description: "No such control" } });
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", origin || "http://localhost");
    const handle = url.pathname.startsWith("/v1/")
      ? api
      : url.pathname.startsWith("/pay/")
        ? hosted
        : url.pathname.startsWith("/__control/")
          ? control
          : null;
    if (!handle) return void response.writeHead(404).end();
    handle(request, response, url).catch((error) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  origin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;

  return {
    origin,
    keyId,
    keySecret,
    webhookSecret,
    /** Every link made so far, as Razorpay would answer a fetch. */
    links: () => [...links.values()].map((link) => ({ ...linkEntity(link), payments: link.payments })),
    /** Pays a link as Pay does, without delivering its webhook: answers the payment and its signed delivery. */
    pay: (/** @type {string} */ id) => pay(/** @type {Link} */ (links.get(id))),
    /** The address Razorpay would send the traveller back to after paying. */
    returnAddress: (/** @type {string} */ id, /** @type {string} */ paymentId) =>
      returnAddress(/** @type {Link} */ (links.get(id)), paymentId),
    makeDelivery,
    /** Delivers these events (again, duplicated, in any order), all at once. */
    deliver,
    /** Where webhooks go from now on (a test learns the Worker's address after starting this). */
    sendWebhooksTo: (/** @type {string} */ url) => {
      webhookUrl = url;
    },
    /** Every refund made so far. */
    refunds: () => [...refunds],
    /** Takes the API down (true) or brings it back (false), as an outage at Razorpay would. */
    setUnavailable: (/** @type {boolean} */ down) => {
      unavailable = down;
    },
    /** Every delivery sent so far. */
    delivered: () => [...delivered],
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
