/**
 * @jest-environment node
 */
// Deposits paid online, on Cloudflare's engine against the local Razorpay
// stand-in (scripts/local-razorpay.mjs): a booking gets a payment link for its
// deposit and a 30-minute hold; only what Razorpay signed is believed; a
// payment counts once however often and in whatever order it is reported; and
// a payment that came too late never oversells.
import { createHash } from "node:crypto";
import { LOCAL_STATE_PATH, RAZORPAY_WEBHOOK_PATH } from "../../../content/routes.mjs";
import { RETENTION_CRON } from "../../../requests/retention";
import { razorpaySignature } from "../../../scripts/local-razorpay.mjs";
import { staffApi, type MoneyOverview, type RequestDetail } from "../../../requests/staff";
import { SPITI_IN_HINDI } from "../../support/catalogue-fixtures";
import { postJson, validBooking } from "../../support/intake-requests";
import {
  daysFromToday,
  DEAR_DEPARTURE_PRICE,
  DEAR_DEPOSIT_PAISE_PER_SEAT,
  startEngine,
  testCatalogue,
  TEST_DEPOSIT_PAISE_PER_SEAT,
  withoutUnpaidLimits,
  type Engine,
  type LocalRazorpay,
} from "../../support/worker-engine";

jest.setTimeout(600_000);

let engine: Engine;
let razorpay: LocalRazorpay;
let staffToken: string;

/** The 30-day departure has room for every booking here; the 60-day one has 3 seats, for the late payment. */
const ROOMY = daysFromToday(30);
/** The 90-day departure costs more than its trip's others (DEAR_DEPARTURE_PRICE). */
const DEAR = daysFromToday(90);
const THREE_SEATS = daysFromToday(60);
/** A departure whose balance link goes out today (12 days before), due 5 days before it leaves. */
const SOON = daysFromToday(10);

beforeAll(async () => {
  const catalogue = withoutUnpaidLimits(testCatalogue());
  catalogue.trips["spiti-winter-expedition"].departures.push({
    startDate: SOON,
    endDate: daysFromToday(17),
    seats: 10,
    price: 38999,
  });
  engine = await startEngine({ catalogue, rateLimit: 100_000, razorpay: true });
  razorpay = engine.razorpay!;
  staffToken = await engine.access.sign("priya@safarnama.example");
});

/** The desk's API, as the desk calls it: signed in through Access, sent from its own origin. */
async function desk<T = RequestDetail>(path: string, body?: object): Promise<{ status: number; data: T }> {
  const response = await fetch(`${engine.url}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      "Cf-Access-Jwt-Assertion": staffToken,
      ...(body ? { "Content-Type": "application/json", Origin: engine.url } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: (await response.json()) as T };
}

/** Books and pays the deposit of `seats` seats through the stand-in's Pay, as a traveller does. */
async function bookAndPay(seats: number, departure = ROOMY) {
  const booked = await book(seats, departure);
  const { payment, delivery } = razorpay.pay(linkOf(booked.reference).id);
  expect(await razorpay.deliver([delivery])).toEqual([200]);
  return { booked, payment };
}

afterAll(() => engine?.stop());

interface Booked {
  id: string;
  reference: string;
  holdUntil: string;
  payUrl: string;
}

async function book(seats: number, departure = ROOMY, name = "Asha Verma"): Promise<Booked> {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    departure,
    request: "booking",
    seats: String(seats),
    fullName: name,
    travellers: seats > 1 ? Array.from({ length: seats - 1 }, (_, index) => `Fellow ${index + 1}`).join("\n") : "",
  });
  expect(response.status).toBe(201);
  return response.json();
}

const linkOf = (reference: string) => razorpay.links().find((link) => link.reference_id === reference)!;

/** Posts one webhook delivery as Razorpay would, or with what a test changes. */
function postWebhook(
  body: string,
  {
    signature = razorpaySignature(razorpay.webhookSecret, body),
    eventId = `evt_${Math.random()}`,
    type = "application/json",
  } = {},
) {
  const headers: Record<string, string> = { "Content-Type": type };
  if (signature !== null) headers["X-Razorpay-Signature"] = signature;
  if (eventId !== null) headers["X-Razorpay-Event-Id"] = eventId;
  return fetch(`${engine.url}${RAZORPAY_WEBHOOK_PATH}`, { method: "POST", headers, body });
}

/** Everything a delivery could change, as one fingerprint. */
async function stateOf() {
  const tables = ["requests", "payments", "payment_links", "payment_events", "request_events", "outbox"];
  const parts = await Promise.all(
    tables.map(async (table) => JSON.stringify(await engine.rows(`SELECT * FROM ${table} ORDER BY rowid`))),
  );
  return createHash("sha256").update(parts.join("\n")).digest("hex");
}

const requestRow = async (id: string) =>
  (
    await engine.rows<{ status: string; hold_until: string | null }>(
      "SELECT status, hold_until FROM requests WHERE id = ?",
      id,
    )
  )[0];

describe("a booking paid online", () => {
  it("holds its seats for 30 minutes and sends the visitor to a link for its deposit, made once", async () => {
    const before = Date.now();
    const booked = await book(2);
    const held = Date.parse(booked.holdUntil) - before;
    expect(held).toBeGreaterThan(29 * 60_000);
    expect(held).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    const link = linkOf(booked.reference);
    expect(booked.payUrl).toBe(link.short_url);
    expect(link).toMatchObject({
      amount: 2 * TEST_DEPOSIT_PAISE_PER_SEAT,
      currency: "INR",
      status: "created",
      expire_by: Math.floor(Date.parse(booked.holdUntil) / 1000),
    });
    expect(link.callback_url).toBe(
      `${engine.url}/booking/${booked.reference}/paid?token=${link.callback_url.split("token=")[1]}`,
    );
    const [stored] = await engine.rows(
      "SELECT id, amount, short_url FROM payment_links WHERE request_id = ?",
      booked.id,
    );
    expect(stored).toEqual({ id: link.id, amount: link.amount, short_url: link.short_url });
  });

  it("of a departure with its own price asks the deposit of that price, and the desk shows its total by it", async () => {
    const booked = await book(1, DEAR, "Festive Traveller");
    expect(linkOf(booked.reference).amount).toBe(DEAR_DEPOSIT_PAISE_PER_SEAT);
    const { payment, delivery } = razorpay.pay(linkOf(booked.reference).id);
    expect(await razorpay.deliver([delivery])).toEqual([200]);
    const { data: detail } = await desk(staffApi.request(booked.id));
    // ₹44,999 + 5% GST = ₹47,249 a seat.
    const total = (DEAR_DEPARTURE_PRICE + 2_250) * 100;
    expect(detail.money).toMatchObject({
      total,
      deposit: DEAR_DEPOSIT_PAISE_PER_SEAT,
      paid: DEAR_DEPOSIT_PAISE_PER_SEAT,
      due: total - DEAR_DEPOSIT_PAISE_PER_SEAT,
      payments: [expect.objectContaining({ id: payment.id, amount: DEAR_DEPOSIT_PAISE_PER_SEAT })],
    });
  });

  it("is confirmed once by ten deliveries of its payment, duplicated and shuffled, with one receipt", async () => {
    const booked = await book(2);
    const link = linkOf(booked.reference);
    const { payment, delivery } = razorpay.pay(link.id);
    // Five redeliveries of one event, and five of the same payment under other event ids (as the
    // dashboard's "resend" and Razorpay's retries do), in a shuffled order, all at once.
    const copies = [
      ...Array.from({ length: 5 }, () => delivery),
      ...Array.from({ length: 5 }, (_, index) => ({ ...delivery, id: `${delivery.id}_${index}` })),
    ].sort(() => Math.random() - 0.5);
    const statuses = await razorpay.deliver(copies);
    expect(statuses).toEqual(Array(10).fill(200));

    expect(await requestRow(booked.id)).toEqual({ status: "confirmed", hold_until: null });
    const payments = await engine.rows(
      "SELECT id, amount, method, without_seat FROM payments WHERE request_id = ?",
      booked.id,
    );
    expect(payments).toEqual([
      { id: payment.id, amount: 2 * TEST_DEPOSIT_PAISE_PER_SEAT, method: "upi", without_seat: 0 },
    ]);
    const receipts = await engine.rows(
      "SELECT template FROM outbox WHERE request_id = ? AND template = 'deposit-paid'",
      booked.id,
    );
    expect(receipts).toHaveLength(1);
    const confirmations = await engine.rows(
      "SELECT note FROM request_events WHERE request_id = ? AND to_status = 'confirmed'",
      booked.id,
    );
    expect(confirmations).toHaveLength(1);

    await engine.runCron();
    const sent = engine.travellerEmails().filter((email) => email.includes(payment.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("your deposit is in and your 2 seats on Spiti Valley Winter Expedition are confirmed");
    expect(sent[0]).toContain("We received ₹24,570 (UPI, payment");
    expect(sent[0]).toContain("It includes ₹1,170 of GST at 5%");
  });

  it("is confirmed by the traveller's return when it is signed, before any webhook, and not when it is forged", async () => {
    const booked = await book(1);
    const link = linkOf(booked.reference);
    const { payment } = razorpay.pay(link.id);
    const signed = new URL(razorpay.returnAddress(link.id, payment.id));

    const forged = new URL(signed);
    forged.searchParams.set("razorpay_signature", razorpaySignature("not-the-key-secret", "x"));
    const unsigned = new URL(signed);
    unsigned.searchParams.delete("razorpay_signature");
    const otherPayment = new URL(signed);
    otherPayment.searchParams.set("razorpay_payment_id", "pay_someoneelses");
    for (const attempt of [forged, unsigned, otherPayment]) {
      const response = await fetch(`${engine.url}${attempt.pathname}${attempt.search}`, { redirect: "manual" });
      expect(response.status).toBe(303);
      expect(await requestRow(booked.id)).toMatchObject({ status: "held" });
    }
    const page = await fetch(`${engine.url}/booking/${booked.reference}?token=${signed.searchParams.get("token")}`);
    expect(await page.text()).toContain("Just paid? Razorpay tells us within a minute or two");

    const back = await fetch(`${engine.url}${signed.pathname}${signed.search}`);
    expect(back.url).toBe(`${engine.url}/booking/${booked.reference}?token=${signed.searchParams.get("token")}`);
    const text = await back.text();
    expect(text).toContain("Your booking is confirmed. You have paid ₹12,285. The balance of ₹28,664 is due by");
    expect(text).toContain("₹12,285");
    expect(await requestRow(booked.id)).toEqual({ status: "confirmed", hold_until: null });
  });

  it("whose webhook never came is confirmed by the hold timer, which asks Razorpay before lapsing it", async () => {
    const booked = await book(1);
    razorpay.pay(linkOf(booked.reference).id);
    await engine.runCron(undefined, new Date(Date.parse(booked.holdUntil) + 60_000));
    expect(await requestRow(booked.id)).toMatchObject({ status: "confirmed" });
  });

  it("lapses when its link expires unpaid, and a payment after its seats were sold is kept as paid, no seat", async () => {
    const late = await book(3, THREE_SEATS, "Late Payer");
    const { delivery } = razorpay.pay(linkOf(late.reference).id);
    // The hold runs out before the webhook arrives (the timer finds the link unpaid: the payment
    // is not on Razorpay yet as far as the timer's fetch goes, so the test lapses it through the expiry).
    const expired = razorpay.makeDelivery("payment_link.expired", {
      payment_link: { entity: { ...linkOf(late.reference), status: "expired", payments: undefined } },
    });
    expect((await postWebhook(expired.body, { eventId: expired.id })).status).toBe(200);
    expect(await requestRow(late.id)).toMatchObject({ status: "lapsed" });
    // The three seats go to someone else.
    const other = await book(3, THREE_SEATS, "Next Traveller");
    expect(await requestRow(other.id)).toMatchObject({ status: "held" });

    expect((await postWebhook(delivery.body, { eventId: delivery.id })).status).toBe(200);
    expect(await requestRow(late.id)).toMatchObject({ status: "lapsed" });
    const [payment] = await engine.rows<{ without_seat: number }>(
      "SELECT without_seat FROM payments WHERE request_id = ?",
      late.id,
    );
    expect(payment.without_seat).toBe(1);
    const [{ seats }] = await engine.rows<{ seats: number }>(
      "SELECT sum(seats) AS seats FROM requests WHERE departure_start = ? AND status IN ('held', 'confirmed')",
      THREE_SEATS,
    );
    expect(seats).toBe(3);
    const history = await engine.rows<{ note: string }>(
      "SELECT note FROM request_events WHERE request_id = ?",
      late.id,
    );
    expect(history.map((event) => event.note)).toContainEqual(expect.stringMatching(/^Paid, no seat/));
  });
});

describe("a payment that fails", () => {
  it("keeps the seats held until the link expires, then frees them for the waitlist, which is offered them", async () => {
    // The earlier tests' bookings of the 3 seats are let go first; this one takes all 3.
    await engine.rows(
      "UPDATE requests SET status = 'lapsed', hold_until = NULL WHERE departure_start = ?",
      THREE_SEATS,
    );
    const booked = await book(3, THREE_SEATS, "Card Declined");
    const waiting = await postJson(`${engine.url}/api/bookings`, {
      ...validBooking(),
      departure: THREE_SEATS,
      request: "waitlist",
      seats: "2",
      fullName: "Waiting Patiently",
      travellers: "Also Waiting",
    });
    expect(waiting.status).toBe(201);
    const { id: waitingId } = (await waiting.json()) as { id: string };

    const link = linkOf(booked.reference);
    const failed = razorpay.makeDelivery("payment.failed", {
      payment: {
        entity: {
          id: "pay_declined000001",
          amount: link.amount,
          currency: "INR",
          status: "failed",
          error_description: "The bank declined the card.",
          notes: link.notes,
        },
      },
    });
    expect(await razorpay.deliver([failed, failed])).toEqual([200, 200]);
    expect(await requestRow(booked.id)).toMatchObject({ status: "held" });
    const notes = await engine.rows<{ note: string }>(
      "SELECT note FROM request_events WHERE request_id = ?",
      booked.id,
    );
    expect(notes.filter((event) => event.note?.startsWith("A payment attempt failed"))).toHaveLength(1);
    // The minute cron offers nothing while the seats are held.
    await engine.runCron();
    expect(await requestRow(waitingId)).toMatchObject({ status: "waiting" });

    const expired = razorpay.makeDelivery("payment_link.expired", {
      payment_link: { entity: { ...link, status: "expired", payments: undefined } },
    });
    expect(await razorpay.deliver([expired])).toEqual([200]);
    expect(await requestRow(booked.id)).toMatchObject({ status: "lapsed" });
    await engine.runCron();
    expect(await requestRow(waitingId)).toMatchObject({ status: "offered" });
  });
});

describe("webhook deliveries that are not Razorpay's word on a booking", () => {
  it("are refused or ignored, and change nothing", async () => {
    const booked = await book(1);
    const link = linkOf(booked.reference);
    // A payment made on the stand-in, whose honest delivery each bad one below is made from.
    const { delivery } = razorpay.pay(link.id);
    const event = JSON.parse(delivery.body);
    const variant = (change: (copy: typeof event) => void) => {
      const copy = structuredClone(event);
      change(copy);
      return JSON.stringify(copy);
    };
    const sign = (body: string) => razorpaySignature(razorpay.webhookSecret, body);
    const tampered = delivery.body.replace(`"amount":${link.amount}`, `"amount":${link.amount - 100}`);

    const cases: [string, () => Promise<Response>, number][] = [
      ["no signature", () => postWebhook(delivery.body, { signature: null as never }), 401],
      ["an empty signature", () => postWebhook(delivery.body, { signature: "" }), 401],
      ["a signature of another body", () => postWebhook(delivery.body, { signature: sign("{}") }), 401],
      ["the body changed after signing", () => postWebhook(tampered, { signature: sign(delivery.body) }), 401],
      [
        "signed with the old webhook secret",
        () => postWebhook(delivery.body, { signature: razorpaySignature("old-webhook-secret", delivery.body) }),
        401,
      ],
      [
        "signed with the key secret",
        () => postWebhook(delivery.body, { signature: razorpaySignature(razorpay.keySecret, delivery.body) }),
        401,
      ],
      [
        "a signature in base64",
        () => postWebhook(delivery.body, { signature: Buffer.from(sign(delivery.body), "hex").toString("base64") }),
        401,
      ],
      ["a truncated signature", () => postWebhook(delivery.body, { signature: sign(delivery.body).slice(0, 63) }), 401],
      [
        "a signature one digit off",
        () =>
          postWebhook(delivery.body, {
            signature: sign(delivery.body).replace(/.$/, (digit) => (digit === "0" ? "1" : "0")),
          }),
        401,
      ],
      ["form-encoded", () => postWebhook(delivery.body, { type: "application/x-www-form-urlencoded" }), 415],
      ["text/plain", () => postWebhook(delivery.body, { type: "text/plain" }), 415],
      ["an oversize body", () => postWebhook(`${delivery.body}${" ".repeat(70 * 1024)}`), 413],
      ["malformed JSON", () => postWebhook(delivery.body.slice(0, -1)), 400],
      ["JSON that is not an event", () => postWebhook("[1, 2, 3]"), 400],
      ["an event without a payload", () => postWebhook(JSON.stringify({ event: "payment_link.paid" })), 400],
      ["no event id", () => postWebhook(delivery.body, { eventId: null as never }), 400],
      [
        "a link that is not the site's",
        () => postWebhook(variant((copy) => (copy.payload.payment_link.entity.id = "plink_notours000000"))),
        200,
      ],
      [
        "another booking's reference",
        () => postWebhook(variant((copy) => (copy.payload.payment_link.entity.reference_id = "SF-AAAAAAAA"))),
        200,
      ],
      [
        "an amount short of the deposit",
        () => postWebhook(variant((copy) => (copy.payload.payment.entity.amount = link.amount - 100))),
        200,
      ],
      [
        "an amount over the deposit",
        () => postWebhook(variant((copy) => (copy.payload.payment.entity.amount = link.amount + 100))),
        200,
      ],
      [
        "a link amount not the booking's",
        () => postWebhook(variant((copy) => (copy.payload.payment_link.entity.amount = 100))),
        200,
      ],
      [
        "a payment of one rupee",
        () =>
          postWebhook(
            variant((copy) => {
              copy.payload.payment.entity.amount = 100;
              copy.payload.payment_link.entity.amount = 100;
            }),
          ),
        200,
      ],
      ["another currency", () => postWebhook(variant((copy) => (copy.payload.payment.entity.currency = "USD"))), 200],
      [
        "the link's currency changed",
        () => postWebhook(variant((copy) => (copy.payload.payment_link.entity.currency = "USD"))),
        200,
      ],
      [
        "a payment only authorised",
        () => postWebhook(variant((copy) => (copy.payload.payment.entity.status = "authorized"))),
        200,
      ],
      ["a paid event without its payment", () => postWebhook(variant((copy) => delete copy.payload.payment)), 200],
      ["a paid event without its link", () => postWebhook(variant((copy) => delete copy.payload.payment_link)), 200],
      ["an event the site does not act on", () => postWebhook(variant((copy) => (copy.event = "order.paid"))), 200],
      [
        "an expiry of a link not the site's",
        () =>
          postWebhook(
            JSON.stringify({
              event: "payment_link.expired",
              payload: { payment_link: { entity: { id: "plink_notours000000", status: "expired" } } },
            }),
          ),
        200,
      ],
      [
        "a failed payment of no booking",
        () =>
          postWebhook(
            JSON.stringify({
              event: "payment.failed",
              payload: {
                payment: {
                  entity: {
                    id: "pay_x",
                    amount: 100,
                    currency: "INR",
                    status: "failed",
                    notes: { reference: "SF-AAAAAAAA" },
                  },
                },
              },
            }),
          ),
        200,
      ],
      ["GET instead of POST", () => fetch(`${engine.url}${RAZORPAY_WEBHOOK_PATH}`), 405],
    ];
    const table: string[] = [];
    for (const [name, send, status] of cases) {
      const before = await stateOf();
      const response = await send();
      const answer = await response.text();
      table.push(`${String(response.status).padEnd(4)}${name}: ${answer.slice(0, 90)}`);
      expect({ name, status: response.status }).toEqual({ name, status });
      expect({ name, changed: (await stateOf()) !== before }).toEqual({ name, changed: false });
    }
    console.log(
      `${cases.length} bad webhook deliveries, each refused or ignored with nothing changed:\n${table.join("\n")}`,
    );
    expect(cases.length).toBeGreaterThanOrEqual(30);

    // Replayed: the honest delivery applies once; its replay, under the same event id, changes nothing.
    expect((await postWebhook(delivery.body, { eventId: delivery.id })).status).toBe(200);
    expect(await requestRow(booked.id)).toMatchObject({ status: "confirmed" });
    const before = await stateOf();
    const replay = await postWebhook(delivery.body, { eventId: delivery.id });
    expect(await replay.json()).toEqual({ applied: false, reason: "this event was applied before" });
    expect(await stateOf()).toBe(before);
  });
});

describe("the desk and a booking's money", () => {
  it("shows what was paid and what is due, and refunds 50% through Razorpay when the traveller cancels 30 days before", async () => {
    const { booked, payment } = await bookAndPay(2);
    let { data: detail } = await desk(staffApi.request(booked.id));
    expect(detail.status).toBe("confirmed");
    expect(detail.money).toMatchObject({
      total: 2 * 40_949 * 100,
      deposit: 2 * TEST_DEPOSIT_PAISE_PER_SEAT,
      paid: 2 * TEST_DEPOSIT_PAISE_PER_SEAT,
      due: 2 * (40_949 - 12_285) * 100,
      payments: [
        {
          id: payment.id,
          amount: 2 * TEST_DEPOSIT_PAISE_PER_SEAT,
          method: "upi",
          recordedBy: null,
          withoutSeat: false,
        },
      ],
      refundToday: {
        traveller: { percent: 50, amount: TEST_DEPOSIT_PAISE_PER_SEAT },
        agency: { percent: 100, amount: 2 * TEST_DEPOSIT_PAISE_PER_SEAT },
      },
    });

    // Two staff members cancel at once: one refund is made, and the traveller hears once.
    const [first, second] = await Promise.all([
      desk(staffApi.status(booked.id), { status: "cancelled", version: detail.version, cancelledBy: "traveller" }),
      desk(staffApi.status(booked.id), { status: "cancelled", version: detail.version, cancelledBy: "traveller" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    detail = (first.status === 200 ? first : second).data;
    const refunds = razorpay.refunds().filter((refund) => refund.payment_id === payment.id);
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: TEST_DEPOSIT_PAISE_PER_SEAT,
        receipt: `${payment.id}:traveller`,
        status: "processed",
      }),
    ]);
    expect(detail.money).toMatchObject({
      paid: TEST_DEPOSIT_PAISE_PER_SEAT,
      due: 0,
      refunds: [{ id: refunds[0].id, amount: TEST_DEPOSIT_PAISE_PER_SEAT, status: "sent" }],
    });
    expect(detail.history.map((event) => event.note)).toContainEqual(
      `Refund of ₹12,285 (50% of ${payment.id}, cancelled by the traveller): sent (${refunds[0].id}).`,
    );
    // The seats went back to the pool.
    const [{ seats }] = await engine.rows<{ seats: number }>(
      "SELECT count(*) AS seats FROM requests WHERE id = ? AND status IN ('held', 'confirmed')",
      booked.id,
    );
    expect(seats).toBe(0);
    await engine.runCron();
    const told = engine
      .travellerEmails()
      .filter((email) => email.includes("is cancelled. By our cancellation terms, 50%"));
    expect(told.filter((email) => email.includes(booked.reference))).toHaveLength(1);
  });

  it("refunds everything when the agency cancels the departure", async () => {
    const { booked, payment } = await bookAndPay(1);
    const { data: detail } = await desk(staffApi.request(booked.id));
    const cancelled = await desk(staffApi.status(booked.id), {
      status: "cancelled",
      version: detail.version,
      cancelledBy: "agency",
    });
    expect(cancelled.status).toBe(200);
    expect(razorpay.refunds().filter((refund) => refund.payment_id === payment.id)).toEqual([
      expect.objectContaining({ amount: TEST_DEPOSIT_PAISE_PER_SEAT, receipt: `${payment.id}:agency` }),
    ]);
    expect(cancelled.data.money).toMatchObject({ paid: 0, due: 0 });
  });

  it("records a deposit paid by bank transfer, which confirms a held booking, and a cash balance after it", async () => {
    const booked = await book(1);
    let { data: detail } = await desk(staffApi.request(booked.id));
    expect(detail.money?.payUrl).toBe(booked.payUrl);
    const refused = await desk(staffApi.payments(booked.id), { rupees: 0, method: "cheque", version: detail.version });
    expect(refused.status).toBe(400);
    const deposit = await desk(staffApi.payments(booked.id), {
      rupees: 12_285,
      method: "bank transfer",
      note: "NEFT ref 4471",
      version: detail.version,
    });
    expect(deposit.status).toBe(200);
    detail = deposit.data;
    expect(detail.status).toBe("confirmed");
    expect(detail.money).toMatchObject({
      paid: TEST_DEPOSIT_PAISE_PER_SEAT,
      payUrl: null,
      payments: [{ method: "bank transfer", recordedBy: "priya@safarnama.example", withoutSeat: false }],
    });
    const balance = await desk(staffApi.payments(booked.id), {
      rupees: 28_664,
      method: "cash",
      version: detail.version,
    });
    expect(balance.status).toBe(200);
    expect(balance.data.money).toMatchObject({ paid: 40_949 * 100, due: 0 });
    const receipts = await engine.rows<{ template: string }>(
      "SELECT template FROM outbox WHERE request_id = ? AND template LIKE '%-paid' ORDER BY template",
      booked.id,
    );
    expect(receipts.map((row) => row.template)).toEqual(["balance-paid", "deposit-paid"]);
  });

  it("refunds in full a payment that found no seat, once however often staff press the button", async () => {
    // The earlier test's bookings of the 3 seats are let go first.
    await engine.rows(
      "UPDATE requests SET status = 'lapsed', hold_until = NULL WHERE departure_start = ?",
      THREE_SEATS,
    );
    const late = await book(3, THREE_SEATS, "Paid Too Late");
    const { delivery } = razorpay.pay(linkOf(late.reference).id);
    // Its hold runs out before the payment is reported, and another traveller books the seats.
    await engine.rows("UPDATE requests SET status = 'lapsed', hold_until = NULL WHERE id = ?", late.id);
    const other = await book(3, THREE_SEATS, "Seated Instead");
    expect(await razorpay.deliver([delivery])).toEqual([200]);
    const { data: detail } = await desk(staffApi.request(late.id));
    expect(detail.money?.payments).toEqual([expect.objectContaining({ withoutSeat: true })]);
    const unseated = async () =>
      (await desk<MoneyOverview>(staffApi.money)).data.unseated.filter((line) => line.requestId === late.id);
    expect(await unseated()).toEqual([expect.objectContaining({ amount: 3 * TEST_DEPOSIT_PAISE_PER_SEAT })]);
    const presses = await Promise.all(
      [1, 2, 3].map(() => desk(staffApi.refunds(late.id), { version: detail.version })),
    );
    expect(presses.map((press) => press.status)).toEqual([200, 200, 200]);
    const paymentId = detail.money!.payments[0].id;
    expect(razorpay.refunds().filter((refund) => refund.payment_id === paymentId)).toEqual([
      expect.objectContaining({ amount: 3 * TEST_DEPOSIT_PAISE_PER_SEAT, receipt: `${paymentId}:no-seat` }),
    ]);
    expect(await requestRow(other.id)).toMatchObject({ status: "held" });
    expect(await unseated()).toEqual([]);
  });
});

describe("the balance", () => {
  it("gets its payment link 12 days before departure, one reminder 2 days before it is due, and a receipt once paid", async () => {
    const { booked } = await bookAndPay(1, SOON);
    const balancePaise = (40_949 - 12_285) * 100;
    await engine.runCron(RETENTION_CRON);
    await engine.runCron(RETENTION_CRON);
    const links = razorpay.links().filter((link) => link.reference_id === `${booked.reference}-B`);
    expect(links).toEqual([expect.objectContaining({ amount: balancePaise, status: "created" })]);
    const emails = async () =>
      (
        await engine.rows<{ template: string }>(
          "SELECT template FROM outbox WHERE request_id = ? AND template LIKE 'balance-%' ORDER BY template",
          booked.id,
        )
      ).map((row) => row.template);
    expect(await emails()).toEqual(["balance-due"]);
    let { data: detail } = await desk(staffApi.request(booked.id));
    expect(detail.money).toMatchObject({ due: balancePaise, overdue: false, balanceUrl: links[0].short_url });
    // The desk's money view lists it among the balances due.
    const owed = (await desk<MoneyOverview>(staffApi.money)).data.balances.find((line) => line.requestId === booked.id);
    expect(owed).toMatchObject({ amount: balancePaise, overdue: false });

    // Three days on, the balance is due in two: one reminder, however often the cron runs.
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await engine.runCron(RETENTION_CRON, later);
    await engine.runCron(RETENTION_CRON, later);
    expect(await emails()).toEqual(["balance-due", "balance-reminder"]);

    const { delivery } = razorpay.pay(links[0].id);
    expect(await razorpay.deliver([delivery, delivery])).toEqual([200, 200]);
    ({ data: detail } = await desk(staffApi.request(booked.id)));
    expect(detail.money).toMatchObject({ paid: 40_949 * 100, due: 0, balanceUrl: null });
    const paidUp = (await desk<MoneyOverview>(staffApi.money)).data.balances.map((line) => line.requestId);
    expect(paidUp).not.toContain(booked.id);
    expect(await emails()).toEqual(["balance-due", "balance-paid", "balance-reminder"]);
    // The outbox sends 25 a run, and this file's earlier bookings queued many.
    for (let run = 0; run < 4; run += 1) await engine.runCron(undefined, later);
    const sent = engine.travellerEmails().filter((email) => email.includes(booked.reference));
    expect(sent.filter((email) => email.includes("The balance of ₹28,664 is due by"))).toHaveLength(1);
    expect(sent.filter((email) => email.includes("A reminder: the balance of ₹28,664"))).toHaveLength(1);
    expect(sent.filter((email) => email.includes("Thank you. We received ₹28,664 (UPI"))).toHaveLength(1);
  });
});

describe("what Razorpay's page says a payment is for", () => {
  it("names the trip, the seats and the reference in the booking's language: a Hindi booking's balance in Hindi", async () => {
    const english = await book(2);
    expect(linkOf(english.reference).description).toBe(
      `Deposit: Spiti Valley Winter Expedition, 2 seats (${english.reference})`,
    );
    // A booking from the Hindi pages (its language set as the intake will store it), paid, then due its balance.
    const { booked } = await bookAndPay(1, SOON);
    await engine.rows("UPDATE requests SET lang = 'hi' WHERE id = ?", booked.id);
    await engine.runCron(RETENTION_CRON);
    expect(linkOf(`${booked.reference}-B`).description).toBe(
      `बाकी राशि: ${SPITI_IN_HINDI}, 1 सीट (${booked.reference})`,
    );
  });
});

describe("the Worker killed around a payment", () => {
  /** Per booking: its status, payments, payment history lines, confirmations and receipts. */
  async function ledger(ids: string[]) {
    return Promise.all(
      ids.map(async (id) => {
        const [row] = await engine.rows<{ status: string }>("SELECT status FROM requests WHERE id = ?", id);
        const count = async (sql: string) => (await engine.rows<{ n: number }>(sql, id))[0].n;
        return {
          status: row.status,
          payments: await count("SELECT count(*) AS n FROM payments WHERE request_id = ?"),
          paymentLines: await count(
            "SELECT count(*) AS n FROM request_events WHERE request_id = ? AND note LIKE 'Deposit of %'",
          ),
          confirmations: await count(
            "SELECT count(*) AS n FROM request_events WHERE request_id = ? AND to_status = 'confirmed'",
          ),
          receipts: await count("SELECT count(*) AS n FROM outbox WHERE request_id = ? AND template = 'deposit-paid'"),
        };
      }),
    );
  }
  const once = { status: "confirmed", payments: 1, paymentLines: 1, confirmations: 1, receipts: 1 };

  it("between the payment and its webhook, and during a burst of webhooks, confirms each booking exactly once after redelivery", async () => {
    // Paid while the Worker is down: the webhook is delivered once it is back.
    const before = await book(1);
    const paidWhileDown = razorpay.pay(linkOf(before.reference).id);
    await engine.kill("SIGKILL");
    await engine.restart();
    expect(await razorpay.deliver([paidWhileDown.delivery])).toEqual([200]);

    // Twenty payments' webhooks at once, the Worker killed while they are being applied.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, index) => book(1, ROOMY, `Burst ${index}`)));
    const deliveries = burst.map((booked) => razorpay.pay(linkOf(booked.reference).id).delivery);
    const countSql = `SELECT count(*) AS n FROM payments WHERE request_id IN (${burst.map(() => "?").join(", ")})`;
    const burstIds = burst.map((booked) => booked.id);
    // While the Worker runs, asked through the Worker itself (LOCAL_STATE_PATH): a read of its
    // database file from this process would hold a lock its writes meet, and fail them.
    const appliedNow = async () => {
      const response = await fetch(`${engine.url}${LOCAL_STATE_PATH}/sql`, {
        method: "POST",
        body: JSON.stringify({ sql: countSql, params: burstIds }),
      });
      return ((await response.json()) as { n: number }[])[0].n;
    };
    // Once it is killed, from the files it left: a read that meets a write the kill cut off fails, and is read again.
    const applied = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return (await engine.rows<{ n: number }>(countSql, ...burstIds))[0].n;
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    let delivered = false;
    const delivering = razorpay.deliver(deliveries).finally(() => (delivered = true));
    // Killed once the first payments are in D1 and before the last.
    while (!delivered && (await appliedNow()) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await engine.kill("SIGKILL");
    const statuses = await delivering;
    const appliedBeforeKill = await applied();
    expect(appliedBeforeKill).toBeGreaterThan(0);
    await engine.restart();
    // Razorpay retries whatever was not answered 2xx; here, everything, to be sure.
    expect(await razorpay.deliver(deliveries)).toEqual(Array(20).fill(200));
    const ids = [before.id, ...burst.map((booked) => booked.id)];
    expect(await ledger(ids)).toEqual(Array(ids.length).fill(once));
    console.log(
      `Killed during 20 webhooks: ${appliedBeforeKill} applied and ${statuses.filter((status) => status === 200).length} answered 200 before the kill; ` +
        `after the restart and redelivery, ${ids.length} bookings confirmed once each`,
    );
  });
});
