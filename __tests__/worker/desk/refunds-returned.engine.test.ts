/**
 * @jest-environment node
 */
// A refund owed back by hand (a payment by transfer or cash, refunded on a
// cancellation), on the Worker's engine with payments online through the local
// Razorpay stand-in: listed in the desk's money to chase until staff mark it
// returned, then gone from it; the mark written once with its history line and
// the traveller's receipt, however often and by however many staff it is
// pressed; a refund sent through Razorpay never marked; bad input and
// strangers refused with nothing changed.
import { createHash } from "node:crypto";
import { formatLongDate, formatPaise } from "../../../content/format";
import { formatIndiaTime, todayInIndia } from "../../../content/india-time";
import { STAFF_API_PATH } from "../../../content/routes.mjs";
import { staffApi, type MoneyOverview, type RequestDetail } from "../../../requests/staff";
import { postJson, validBooking } from "../../support/intake-requests";
import { startEngine, testCatalogue, type Engine, type LocalRazorpay } from "../../support/worker-engine";

jest.setTimeout(300_000);

const PRIYA = "priya@safarnama.example";
const ARJUN = "arjun@safarnama.example";
/** testCatalogue's trip: ₹38,999 + 5% GST = ₹40,949 a seat; the 30% deposit is ₹12,285, the balance ₹28,664. */
const DEPOSIT_RUPEES = 12_285;
const BALANCE_RUPEES = 28_664;

let engine: Engine;
let razorpay: LocalRazorpay;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  engine = await startEngine({ catalogue: testCatalogue(), rateLimit: 100_000, razorpay: true });
  razorpay = engine.razorpay!;
  tokens[PRIYA] = await engine.access.sign(PRIYA);
  tokens[ARJUN] = await engine.access.sign(ARJUN);
});

afterAll(() => engine?.stop());

interface Answer<T> {
  status: number;
  data: T;
}

/** The desk's API as the desk calls it: signed in as `as` through Access, sent from its own origin. */
async function desk<T = RequestDetail>(path: string, body?: object, as = PRIYA): Promise<Answer<T>> {
  const response = await fetch(`${engine.url}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      "Cf-Access-Jwt-Assertion": tokens[as],
      ...(body ? { "Content-Type": "application/json", Origin: engine.url } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: (await response.json()) as T };
}

/** Marks refund `receipt` of request `id` returned, as `as`. */
const markReturned = (id: string, receipt: string, body: object, as = PRIYA) =>
  desk<RequestDetail & { message?: string }>(staffApi.refundReturned(id, receipt), body, as);

/** A booking of 1 seat whose deposit (and balance, with `balance`) staff recorded as paid by hand. */
async function paidByHand(name: string, deposit: string, balance?: string): Promise<RequestDetail> {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    fullName: name,
    seats: "1",
    travellers: "",
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  let { data: detail } = await desk(staffApi.request(id));
  for (const [rupees, method] of [
    [DEPOSIT_RUPEES, deposit] as const,
    ...(balance ? [[BALANCE_RUPEES, balance] as const] : []),
  ]) {
    const recorded = await desk(staffApi.payments(id), { rupees, method, version: detail.version });
    expect(recorded.status).toBe(200);
    detail = recorded.data;
  }
  expect(detail.status).toBe("confirmed");
  return detail;
}

async function cancel(detail: RequestDetail, cancelledBy: "traveller" | "agency"): Promise<RequestDetail> {
  const cancelled = await desk(staffApi.status(detail.id), {
    status: "cancelled",
    version: detail.version,
    cancelledBy,
  });
  expect(cancelled.status).toBe(200);
  return cancelled.data;
}

const refundsToChase = async (id: string) =>
  (await desk<MoneyOverview>(staffApi.money)).data.refunds.filter((line) => line.requestId === id);

/** Everything marking a refund could change, as one fingerprint. */
async function stateOf() {
  const tables = ["requests", "payments", "refunds", "request_events", "outbox"];
  const parts = await Promise.all(
    tables.map(async (table) => JSON.stringify(await engine.rows(`SELECT * FROM ${table} ORDER BY rowid`))),
  );
  return createHash("sha256").update(parts.join("\n")).digest("hex");
}

const receiptsQueued = async (id: string) =>
  (
    await engine.rows<{ n: number }>(
      "SELECT count(*) AS n FROM outbox WHERE request_id = ? AND template = 'refund-returned'",
      id,
    )
  )[0].n;

/** Runs the minute cron until the request's receipt is sent (25 emails a run, this file's others among them). */
async function sendReceipt(id: string) {
  for (let run = 0; run < 10; run += 1) {
    const [email] = await engine.rows<{ sent_at: string | null }>(
      "SELECT sent_at FROM outbox WHERE request_id = ? AND template = 'refund-returned'",
      id,
    );
    if (email?.sent_at) return;
    await engine.runCron();
  }
  throw new Error(`The receipt of ${id} was not sent in 10 runs`);
}

describe("a refund owed by hand", () => {
  it("is listed to chase until it is marked returned, then gone, with its history line and the traveller's receipt", async () => {
    const paid = await paidByHand("Cash Canceller", "cash");
    const owed = paid.money!.refundToday.traveller.amount;
    expect(owed).toBeGreaterThan(0);
    const cancelled = await cancel(paid, "traveller");
    const paymentId = cancelled.money!.payments[0].id;
    const receipt = `${paymentId}:traveller`;
    expect(cancelled.money!.refunds).toEqual([
      expect.objectContaining({ receipt, amount: owed, status: "by-hand", returned: null }),
    ]);
    expect(await refundsToChase(paid.id)).toEqual([
      expect.objectContaining({ amount: owed, status: "by-hand", name: "Cash Canceller" }),
    ]);

    const before = Date.now();
    const marked = await markReturned(paid.id, receipt, { method: "bank transfer", note: "  UTR 402918376521  " });
    expect(marked.status).toBe(200);
    const [refund] = marked.data.money!.refunds;
    expect(refund.returned).toEqual({
      at: expect.any(String),
      by: PRIYA,
      method: "bank transfer",
      note: "UTR 402918376521",
    });
    expect(Date.parse(refund.returned!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(refund.returned!.at)).toBeLessThanOrEqual(Date.now() + 1000);
    // The answer is the request's detail, as every desk change answers.
    expect(marked.data).toMatchObject({ id: paid.id, status: "cancelled", version: cancelled.version });
    expect(marked.data.history.at(-1)).toMatchObject({
      staffEmail: PRIYA,
      from: "cancelled",
      to: "cancelled",
      note: `Refund of ${formatPaise(owed)} (${receipt}) returned by hand (bank transfer: UTR 402918376521).`,
    });
    expect(await refundsToChase(paid.id)).toEqual([]);

    expect(await receiptsQueued(paid.id)).toBe(1);
    await sendReceipt(paid.id);
    const sent = engine.travellerEmails().filter((email) => email.includes("We have returned your refund"));
    expect(sent.filter((email) => email.includes(cancelled.seats!.reference!))).toEqual([
      expect.stringContaining(
        `We have returned your refund of ${formatPaise(owed)} for Spiti Valley Winter Expedition by bank transfer on ` +
          `${formatLongDate(todayInIndia(new Date(refund.returned!.at)))} (reference: UTR 402918376521).`,
      ),
    ]);

    // A second click, and a colleague later (the receipt's colon as typed, not encoded): 409, naming
    // who marked it and when, and nothing changed.
    const state = await stateOf();
    const already = `${PRIYA} already marked this refund returned on ${formatIndiaTime(refund.returned!.at)}. Nothing changed.`;
    const again = await markReturned(paid.id, receipt, { method: "cash" });
    expect([again.status, again.data.message]).toEqual([409, already]);
    const colleague = await fetch(`${engine.url}${STAFF_API_PATH}requests/${paid.id}/refunds/${receipt}/returned`, {
      method: "POST",
      headers: { "Cf-Access-Jwt-Assertion": tokens[ARJUN], "Content-Type": "application/json", Origin: engine.url },
      body: JSON.stringify({ method: "UPI" }),
    });
    expect([colleague.status, ((await colleague.json()) as { message: string }).message]).toEqual([409, already]);
    expect(await stateOf()).toBe(state);
  });

  it("is marked once however many staff press at the same moment: one 200, the rest 409, one history line, one receipt", async () => {
    // Five rounds of ten presses at once, by two staff members: each round's requests interleave in the
    // Worker, so the presses that read the refund as unreturned are decided by the batch's condition alone.
    const table: string[] = [];
    for (let round = 1; round <= 5; round += 1) {
      const cancelled = await cancel(await paidByHand(`Race Returner ${round}`, "bank transfer"), "agency");
      const receipt = cancelled.money!.refunds[0].receipt;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, press) =>
          markReturned(cancelled.id, receipt, { method: "UPI", note: `press ${press}` }, press % 2 ? ARJUN : PRIYA),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      table.push(`round ${round}: ${statuses.join(" ")}`);
      expect(statuses.sort()).toEqual([200, ...Array(9).fill(409)]);
      const winner = answers.find((answer) => answer.status === 200)!.data.money!.refunds[0].returned!;
      for (const loser of answers.filter((answer) => answer.status === 409)) {
        expect(loser.data.message).toBe(
          `${winner.by} already marked this refund returned on ${formatIndiaTime(winner.at)}. Nothing changed.`,
        );
      }
      const lines = await engine.rows<{ staff_email: string; note: string }>(
        "SELECT staff_email, note FROM request_events WHERE request_id = ? AND note LIKE 'Refund of % returned by hand%'",
        cancelled.id,
      );
      expect(lines).toEqual([{ staff_email: winner.by, note: expect.stringContaining(`(UPI: ${winner.note})`) }]);
      expect(await receiptsQueued(cancelled.id)).toBe(1);
    }
    console.log(`Ten presses at once:\n${table.join("\n")}`);
  });

  it("of a booking paid twice by hand sends the traveller one receipt, once the last is marked returned", async () => {
    const cancelled = await cancel(await paidByHand("Two Returns", "bank transfer", "cash"), "agency");
    // Both refunds are claimed at the same moment: each is found by its payment.
    const refundOf = (method: string) => {
      const payment = cancelled.money!.payments.find((each) => each.method === method)!;
      return cancelled.money!.refunds.find((refund) => refund.receipt === `${payment.id}:agency`)!;
    };
    const deposit = refundOf("bank transfer");
    const balance = refundOf("cash");
    expect([deposit.amount, balance.amount]).toEqual([DEPOSIT_RUPEES * 100, BALANCE_RUPEES * 100]);
    expect(await refundsToChase(cancelled.id)).toHaveLength(2);

    expect(
      (await markReturned(cancelled.id, deposit.receipt, { method: "bank transfer", note: "IMPS 88" })).status,
    ).toBe(200);
    // One still owed: it stays on the list, and the traveller hears once everything is back.
    expect(await refundsToChase(cancelled.id)).toEqual([expect.objectContaining({ amount: balance.amount })]);
    expect(await receiptsQueued(cancelled.id)).toBe(0);
    const last = await markReturned(cancelled.id, balance.receipt, { method: "cash", note: "" });
    expect(last.status).toBe(200);
    expect(last.data.money!.refunds.find((refund) => refund.receipt === balance.receipt)!.returned).toMatchObject({
      by: PRIYA,
      method: "cash",
      note: null,
    });
    expect(await refundsToChase(cancelled.id)).toEqual([]);
    expect(await receiptsQueued(cancelled.id)).toBe(1);

    await sendReceipt(cancelled.id);
    const sent = engine
      .travellerEmails()
      .filter((email) => email.includes(cancelled.seats!.reference!) && email.includes("We have returned"));
    expect(sent).toHaveLength(1);
    // In the order they went back.
    expect(sent[0]).toContain(
      `We have returned your refund of ${formatPaise(40_949 * 100)} for Spiti Valley Winter Expedition: ${formatPaise(DEPOSIT_RUPEES * 100)} by bank transfer on`,
    );
    expect(sent[0]).toContain(`(reference: IMPS 88); ${formatPaise(BALANCE_RUPEES * 100)} in cash on`);
  });
});

describe("a refund through Razorpay", () => {
  it("cannot be marked returned, sent or refused; one Razorpay refused stays on the list to send again", async () => {
    const response = await postJson(`${engine.url}/api/bookings`, {
      ...validBooking(),
      fullName: "Paid Online",
      seats: "1",
      travellers: "",
    });
    const booked = (await response.json()) as { id: string; reference: string };
    const link = razorpay.links().find((each) => each.reference_id === booked.reference)!;
    expect(await razorpay.deliver([razorpay.pay(link.id).delivery])).toEqual([200]);
    const { data: paid } = await desk(staffApi.request(booked.id));
    expect(paid.status).toBe("confirmed");
    const cancelled = await cancel(paid, "agency");
    const [sent] = cancelled.money!.refunds;
    expect(sent).toMatchObject({ status: "sent", returned: null });
    expect(sent.id).toMatch(/^rfnd_/);

    const state = await stateOf();
    const refused = await markReturned(booked.id, sent.receipt, { method: "bank transfer" });
    expect([refused.status, refused.data.message]).toEqual([
      422,
      `This refund goes back through Razorpay (${sent.id}), not by hand: there is nothing to mark returned.`,
    ]);
    expect(await stateOf()).toBe(state);

    // Razorpay refused it (as when its API is down): listed to send again, and still not returned by hand.
    await engine.rows(
      "UPDATE refunds SET status = 'failed', refund_id = NULL, at = ? WHERE receipt = ?",
      new Date().toISOString(),
      sent.receipt,
    );
    expect(await refundsToChase(booked.id)).toEqual([expect.objectContaining({ status: "failed" })]);
    const failed = await markReturned(booked.id, sent.receipt, { method: "bank transfer" });
    expect([failed.status, failed.data.message]).toEqual([
      422,
      "This refund goes back through Razorpay, not by hand: there is nothing to mark returned.",
    ]);
    expect(await refundsToChase(booked.id)).toEqual([expect.objectContaining({ status: "failed" })]);
  });
});

describe("what is refused", () => {
  let owed: RequestDetail;
  let receipt: string;
  /** Another booking's refund owed by hand. */
  let otherReceipt: string;

  beforeAll(async () => {
    owed = await cancel(await paidByHand("Refused Returns", "cash"), "agency");
    receipt = owed.money!.refunds[0].receipt;
    otherReceipt = (await cancel(await paidByHand("Someone Else", "cash"), "agency")).money!.refunds[0].receipt;
  });

  const post = (
    path: string,
    body: string,
    headers: Record<string, string> = {},
    token: string | null = tokens[PRIYA],
  ) =>
    fetch(`${engine.url}${path}`, {
      method: "POST",
      headers: {
        ...(token ? { "Cf-Access-Jwt-Assertion": token } : {}),
        "Content-Type": "application/json",
        Origin: engine.url,
        ...headers,
      },
      body,
    });

  it("refuses bad input, each with its message, and changes nothing", async () => {
    const state = await stateOf();
    const address = staffApi.refundReturned(owed.id, receipt);
    const cases: [string, string, string, Record<string, string>?][] = [
      [address, "{}", "400 Say how the money went back: bank transfer, cash, UPI or cheque."],
      [address, '{"method":"paytm"}', "400 Say how the money went back: bank transfer, cash, UPI or cheque."],
      [address, '{"method":"upi"}', "400 Say how the money went back: bank transfer, cash, UPI or cheque."],
      [address, '{"method":"cash","note":42}', "400 A note is text."],
      [
        address,
        JSON.stringify({ method: "cash", note: "x".repeat(2001) }),
        "400 A note may be at most 2000 characters; this one has 2001.",
      ],
      [address, '{"method":', "400 The change is not valid JSON."],
      [address, "method=cash", "415 Send the change as JSON.", { "Content-Type": "application/x-www-form-urlencoded" }],
      [
        staffApi.refundReturned(owed.id, `${receipt.split(":")[0]}:traveller`),
        '{"method":"cash"}',
        `404 This booking has no refund ${receipt.split(":")[0]}:traveller.`,
      ],
      // Another booking's refund, under this booking's address.
      [
        staffApi.refundReturned(owed.id, otherReceipt),
        '{"method":"cash"}',
        `404 This booking has no refund ${otherReceipt}.`,
      ],
      [
        staffApi.refundReturned("0d6f5d57-8a52-4c52-9a7e-33b7a3f1c2d4", receipt),
        '{"method":"cash"}',
        "404 There is no such request: it may have been deleted after its time.",
      ],
      [staffApi.refundReturned(owed.id, "no colon"), '{"method":"cash"}', "404 There is nothing at this address."],
      [staffApi.refundReturned(owed.id, "../payments:x"), '{"method":"cash"}', "404 There is nothing at this address."],
    ];
    const table: string[] = [];
    for (const [path, body, expected, headers] of cases) {
      const response = await post(path, body, headers);
      const { message } = (await response.json()) as { message: string };
      table.push(`${path.replace(owed.id, ":id")} ${body.slice(0, 40)} → ${response.status} ${message}`);
      expect([path, body, `${response.status} ${message}`]).toEqual([path, body, expected]);
    }
    console.log(`Refused:\n${table.join("\n")}`);
    expect(await stateOf()).toBe(state);
  });

  it("refuses anyone without Access, and a change sent from another site, before reading it", async () => {
    const state = await stateOf();
    const address = staffApi.refundReturned(owed.id, receipt);
    const body = '{"method":"cash"}';
    const cases: [string, Response, number, string][] = [
      ["no token", await post(address, body, {}, null), 403, "Staff only. Sign in through Cloudflare Access."],
      [
        "an expired token",
        await post(address, body, {}, await engine.access.sign(PRIYA, { expiresInSeconds: -60 })),
        403,
        "Staff only. Sign in through Cloudflare Access.",
      ],
      [
        "another site's page",
        await post(address, body, { Origin: "https://evil.example" }),
        403,
        "Changes are made from the staff desk itself.",
      ],
    ];
    for (const [what, response, status, message] of cases) {
      expect([what, response.status, ((await response.json()) as { message: string }).message]).toEqual([
        what,
        status,
        message,
      ]);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(await stateOf()).toBe(state);
    expect(await refundsToChase(owed.id)).toEqual([expect.objectContaining({ status: "by-hand" })]);
  });
});
