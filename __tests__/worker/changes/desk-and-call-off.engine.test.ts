/**
 * @jest-environment node
 */
// Changes of plans made on the desk and a departure called off, on the Worker's engine with deposits
// paid through the local Razorpay stand-in: staff cancel, switch (past the online cut-off, at the last
// step's fee) and hand on through the same engine, by the one policy (owners and operations, not
// accounts), logged with who did it, once per form key, 409 on a stale version. A departure called off
// (its date typed again): its bookings emailed in their own language, the unpaid released, each choice
// made through the booking page with no fee and no dearer difference, the rest refunded in full by the
// daily cron once the choice days are over (a second run changes nothing), the desk's view of who chose
// what, and the intake closed to it. Then a balance paid to a booking cancelled meanwhile, refunded in full.
import { parse } from "parse5";
import { RETENTION_CRON } from "../../../requests/retention";
import { staffApi, type Manifest, type PlanOptions, type RequestDetail } from "../../../requests/staff";
import { elementsOf } from "../../support/html-tree";
import { postJson, validBooking } from "../../support/intake-requests";
import { staffCall } from "../../support/staff-calls";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  TEST_STAFF_OWNERS,
  withoutUnpaidLimits,
  type Engine,
  type LocalRazorpay,
} from "../../support/worker-engine";

jest.setTimeout(300_000);

const TRIP = "spiti-winter-expedition";
/** ₹38,999 + 5% GST a seat, its 30% deposit. */
const DEPOSIT_PAISE = 12_285_00;
/** 100 days out: 90% back by the scale, or 100% as credit; switching free. */
const FAR = daysFromToday(100);
/** 8 days out: past the last switching step (10 days before), nothing back by the scale. */
const LATE = daysFromToday(8);
/** 11 days out: its balance link goes out with the daily cron (12 days before). */
const SOON = daysFromToday(11);
/** The departure the agency calls off. */
const CALLED = daysFromToday(45);
/** The test catalogue's dearer departure (₹47,249 a seat). */
const DEAR = daysFromToday(90);

const OWNER = TEST_STAFF_OWNERS[0];
const OPERATIONS = "ops@safarnama.example";
const ACCOUNTS = "accounts@safarnama.example";

let engine: Engine;
let razorpay: LocalRazorpay;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const catalogue = withoutUnpaidLimits(testCatalogue());
  catalogue.trips[TRIP].departures.push(
    { startDate: FAR, endDate: daysFromToday(107), seats: 60, price: 38_999 },
    { startDate: LATE, endDate: daysFromToday(15), seats: 20, price: 38_999 },
    { startDate: SOON, endDate: daysFromToday(18), seats: 20, price: 38_999 },
    { startDate: CALLED, endDate: daysFromToday(52), seats: 30, price: 38_999 },
  );
  engine = await startEngine({ catalogue, rateLimit: 100_000, razorpay: true });
  razorpay = engine.razorpay!;
  for (const email of [OWNER, OPERATIONS, ACCOUNTS]) tokens[email] = await engine.access.sign(email);
  for (const [email, role] of [
    [OPERATIONS, "operations"],
    [ACCOUNTS, "accounts"],
  ]) {
    const saved = await staffCall(engine.url, tokens[OWNER], "POST", staffApi.staff, {
      email,
      roles: [role],
      departures: [],
    });
    expect(saved.status).toBe(200);
  }
});

afterAll(() => engine?.stop());

interface Booking {
  id: string;
  reference: string;
  token: string;
  email: string;
}

let phone = 9_876_600_100;

/** Books `seats` seats on `departure` from the site, and pays its deposit through the stand-in unless `unpaid`. */
async function booking(seats: number, departure: string, unpaid = false): Promise<Booking> {
  phone += 1;
  const email = `traveller${phone}@example.com`;
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    departure,
    seats: String(seats),
    email,
    phone: String(phone),
    travellers: Array.from({ length: seats - 1 }, (_, index) => `Fellow ${index + 1}`).join("\n"),
  });
  expect(response.status).toBe(201);
  const { id, reference } = (await response.json()) as { id: string; reference: string };
  if (!unpaid) {
    const link = razorpay.links().find((each) => each.reference_id === reference)!;
    expect(await razorpay.deliver([razorpay.pay(link.id).delivery])).toEqual([200]);
  }
  const [row] = await engine.rows<{ token: string }>("SELECT token FROM requests WHERE id = ?", id);
  return { id, reference, token: row.token, email };
}

/** A call to the staff API as `email`, its JSON answer. */
async function desk<T>(email: string, method: "GET" | "POST", path: string, body?: unknown) {
  const response = await staffCall(engine.url, tokens[email], method, path, body);
  return { status: response.status, data: (await response.json()) as T };
}

const options = async (id: string) => (await desk<PlanOptions>(OWNER, "GET", staffApi.changes(id))).data;

const rowOf = async (id: string) =>
  (
    await engine.rows<{ status: string; version: number; departure_start: string; seats: number }>(
      "SELECT status, version, departure_start, seats FROM requests WHERE id = ?",
      id,
    )
  )[0];

const changesOf = (id: string) =>
  engine.rows<{
    id: string;
    kind: string;
    asked_by: string;
    actor: string;
    refund: number;
    credit: number;
    fee: number;
    difference: number;
  }>(
    "SELECT id, kind, asked_by, actor, refund, credit, fee, difference FROM booking_changes WHERE request_id = ? ORDER BY at",
    id,
  );

const refundsOf = (id: string) =>
  engine.rows<{ receipt: string; amount: number; reason: string; status: string }>(
    "SELECT receipt, amount, reason, status FROM refunds WHERE request_id = ? ORDER BY receipt",
    id,
  );

/** Posts a form of the booking page's changes as a browser does, without following the redirect. */
function postForm(booked: Booking, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
  }
  return fetch(`${engine.url}/booking/${booked.reference}/changes`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
}

/** The review of a choice on the booking page, then its confirm form sent: the answer to the confirm. */
async function chooseOnBookingPage(booked: Booking, choice: Record<string, string | string[]>) {
  const review = await postForm(booked, { token: booked.token, step: "review", ...choice });
  expect(review.status).toBe(200);
  const fields: Record<string, string | string[]> = {};
  for (const input of [...elementsOf(parse(await review.text()))].filter((element) => element.tagName === "input")) {
    const name = input.attrs.find((attr) => attr.name === "name")!.value;
    const value = input.attrs.find((attr) => attr.name === "value")?.value ?? "";
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return postForm(booked, fields);
}

describe("changes of plans made on the desk", () => {
  it("cancels a seat as the engine's figures say, logged with who did it, once per key, and 409 on a stale version", async () => {
    const booked = await booking(2, FAR);
    const quote = await options(booked.id);
    expect(quote).toMatchObject({ frozen: null, calledOff: false, seats: ["Seat 1", "Seat 2"] });
    // One seat's share of the deposit for two, 90% of it back by the scale.
    expect(quote.cancel[0]).toMatchObject({ seats: 1, share: DEPOSIT_PAISE, refundPercent: 90, refund: 11_056_50 });

    const key = crypto.randomUUID();
    const change = { key, version: quote.version, kind: "cancel", seats: [2], keep: "refund" };
    const made = await desk<RequestDetail>(OPERATIONS, "POST", staffApi.changes(booked.id), change);
    expect(made.status).toBe(200);
    expect(made.data.seats?.count).toBe(1);
    // The change's line in the history, with who made it (the refund's own line follows it).
    const line = made.data.history.find((event) => event.note?.startsWith("Seat 2 cancelled"));
    expect(line).toMatchObject({ staffEmail: OPERATIONS });
    expect(line!.note).toContain(`by ${OPERATIONS}, on the desk`);
    // The same form again: the change it made, once.
    expect((await desk(OPERATIONS, "POST", staffApi.changes(booked.id), change)).status).toBe(200);
    expect(await changesOf(booked.id)).toEqual([
      expect.objectContaining({ id: key, kind: "cancel", asked_by: "staff", actor: OPERATIONS, refund: 11_056_50 }),
    ]);
    expect((await refundsOf(booked.id)).map((refund) => refund.amount)).toEqual([11_056_50]);

    // Another form read the booking before that change: refused, nothing done.
    const stale = await desk<{ message: string }>(OWNER, "POST", staffApi.changes(booked.id), {
      ...change,
      key: crypto.randomUUID(),
      seats: [1],
    });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toMatch(/changed since you opened it/);
    expect(await changesOf(booked.id)).toHaveLength(1);
  });

  it("is refused to accounts by the policy, and changes nothing", async () => {
    const booked = await booking(1, FAR);
    const { version } = await rowOf(booked.id);
    const change = { key: crypto.randomUUID(), version, kind: "hand-on", seat: 1 };
    expect((await desk(ACCOUNTS, "GET", staffApi.changes(booked.id))).status).toBe(403);
    expect((await desk(ACCOUNTS, "POST", staffApi.changes(booked.id), change)).status).toBe(403);
    expect(await changesOf(booked.id)).toEqual([]);
  });

  it("switches a booking after the online cut-off at the last step's fee, which the traveller's page may not", async () => {
    const booked = await booking(1, LATE);
    // The traveller's own confirm is refused by the engine: too late for a switch online.
    const refused = await postForm(booked, {
      token: booked.token,
      step: "confirm",
      key: crypto.randomUUID(),
      version: String((await rowOf(booked.id)).version),
      kind: "switch",
      departure: FAR,
    });
    expect(refused.status).toBe(409);
    expect(await changesOf(booked.id)).toEqual([]);
    const quote = await options(booked.id);
    expect(quote.switchFee).toEqual({ perSeat: 1_500_00, pastCutOff: true });
    const target = quote.switchTo.find((each) => each.startDate === FAR)!;
    expect(target).toMatchObject({ fee: 1_500_00, difference: 0 });
    const made = await desk<RequestDetail>(OWNER, "POST", staffApi.changes(booked.id), {
      key: crypto.randomUUID(),
      version: quote.version,
      kind: "switch",
      departure: FAR,
    });
    expect(made.status).toBe(200);
    expect(made.data.departure?.startDate).toBe(FAR);
    expect(await changesOf(booked.id)).toEqual([
      expect.objectContaining({ kind: "switch", asked_by: "staff", actor: OWNER, fee: 1_500_00 }),
    ]);
  });
});

describe("a departure called off", () => {
  let chooseRefund: Booking;
  let chooseCredit: Booking;
  let chooseSwitch: Booking;
  let silent: Booking;
  let unpaid: Booking;

  beforeAll(async () => {
    chooseRefund = await booking(1, CALLED);
    chooseCredit = await booking(1, CALLED);
    chooseSwitch = await booking(2, CALLED);
    silent = await booking(1, CALLED);
    unpaid = await booking(1, CALLED, true);
    // A booking made from the Hindi pages.
    await engine.rows("UPDATE requests SET lang = 'hi' WHERE id = ?", chooseCredit.id);
  });

  it("is refused to accounts, and to anyone who does not type the departure's date", async () => {
    const call = staffApi.callOff(TRIP, CALLED);
    expect((await desk(ACCOUNTS, "POST", call, { reason: "Too few travellers", confirmDate: CALLED })).status).toBe(
      403,
    );
    const mistyped = await desk<{ message: string }>(OPERATIONS, "POST", call, {
      reason: "Too few travellers",
      confirmDate: FAR,
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.data.message).toContain(CALLED);
    expect(await engine.rows("SELECT 1 FROM called_off_departures")).toEqual([]);
  });

  it("tells every booking in its language, releases the unpaid one, and closes the departure to bookings", async () => {
    const called = await desk<Manifest>(OPERATIONS, "POST", staffApi.callOff(TRIP, CALLED), {
      reason: "Too few travellers",
      confirmDate: CALLED,
    });
    expect(called.status).toBe(200);
    expect(called.data.calledOff).toMatchObject({ reason: "Too few travellers", by: OPERATIONS });
    expect((await rowOf(unpaid.id)).status).toBe("declined");
    expect((await rowOf(silent.id)).status).toBe("confirmed");
    // Called off twice: one call-off, one email each.
    expect(
      (await desk(OWNER, "POST", staffApi.callOff(TRIP, CALLED), { reason: "Again", confirmDate: CALLED })).status,
    ).toBe(200);
    const queued = await engine.rows<{ request_id: string }>(
      "SELECT request_id FROM outbox WHERE template = 'called-off'",
    );
    expect(queued.map((row) => row.request_id).sort()).toEqual(
      [chooseRefund, chooseCredit, chooseSwitch, silent, unpaid].map((each) => each.id).sort(),
    );

    for (let run = 0; run < 3; run += 1) await engine.runCron();
    const sent = await engine.travellerEmailsSent();
    const to = (booked: Booking) => sent.filter((email) => email.to.includes(booked.email));
    expect(to(chooseRefund).find((email) => email.subject.includes("is called off"))!.text).toContain("choose by");
    expect(to(chooseCredit).find((email) => email.subject.includes("प्रस्थान रद्द हो गया है"))).toBeDefined();
    expect(to(unpaid).find((email) => email.subject.includes("is called off"))!.text).toContain("you owe nothing");

    const refused = await postJson(`${engine.url}/api/bookings`, {
      ...validBooking(),
      departure: CALLED,
      seats: "1",
      travellers: "",
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain("called off this departure");
    // The pages show it with no seats left, so none offers Book Now.
    const seats = (await (await fetch(`${engine.url}/api/seats`)).json()) as Record<string, number>;
    expect(seats[`${TRIP}/${CALLED}`]).toBe(0);
  });

  it("lets each booking choose on its page: all back, a full credit, or a dearer departure with no fee and no difference", async () => {
    const page = await fetch(`${engine.url}/booking/${chooseRefund.reference}?token=${chooseRefund.token}`);
    const text = await page.text();
    expect(text).toContain("Your departure is called off");
    expect(text).not.toContain("Change your plans");

    expect((await chooseOnBookingPage(chooseRefund, { kind: "cancel", keep: "refund", seat: "1" })).status).toBe(303);
    expect(await changesOf(chooseRefund.id)).toEqual([
      expect.objectContaining({ kind: "cancel", asked_by: "call-off", refund: DEPOSIT_PAISE }),
    ]);
    expect((await refundsOf(chooseRefund.id)).map((refund) => [refund.amount, refund.reason])).toEqual([
      [DEPOSIT_PAISE, "agency"],
    ]);

    expect((await chooseOnBookingPage(chooseCredit, { kind: "cancel", keep: "credit", seat: "1" })).status).toBe(303);
    const [credit] = await engine.rows<{ amount: number }>(
      "SELECT amount FROM trip_credits WHERE request_id = ?",
      chooseCredit.id,
    );
    expect(credit.amount).toBe(DEPOSIT_PAISE);

    // Only the whole booking may be cancelled after a call-off: not one seat of two.
    expect(
      (
        await postForm(chooseSwitch, {
          token: chooseSwitch.token,
          step: "review",
          kind: "cancel",
          keep: "refund",
          seat: "1",
        })
      ).status,
    ).toBe(409);
    expect((await chooseOnBookingPage(chooseSwitch, { kind: "switch", departure: DEAR })).status).toBe(303);
    expect(await changesOf(chooseSwitch.id)).toEqual([
      expect.objectContaining({ kind: "switch", asked_by: "call-off", fee: 0, difference: 0 }),
    ]);
    expect((await rowOf(chooseSwitch.id)).departure_start).toBe(DEAR);
  });

  it("refunds in full who did not choose once the choice days are over, once however often the cron runs", async () => {
    const before = await engine.runCron(RETENTION_CRON);
    expect(before.queries).toBeGreaterThan(0);
    expect(await changesOf(silent.id)).toEqual([]);
    const after = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    await engine.runCron(RETENTION_CRON, after);
    expect(await changesOf(silent.id)).toEqual([
      expect.objectContaining({
        id: `calloff:${silent.id}`,
        kind: "cancel",
        asked_by: "call-off",
        refund: DEPOSIT_PAISE,
      }),
    ]);
    expect((await rowOf(silent.id)).status).toBe("cancelled");
    const refunds = await refundsOf(silent.id);
    expect(refunds.map((refund) => refund.amount)).toEqual([DEPOSIT_PAISE]);
    await engine.runCron(RETENTION_CRON, after);
    expect(await changesOf(silent.id)).toHaveLength(1);
    expect(await refundsOf(silent.id)).toEqual(refunds);
  });

  it("shows the desk who chose what", async () => {
    const manifest = (await desk<Manifest>(OWNER, "GET", staffApi.manifest(TRIP, CALLED))).data;
    const choices = Object.fromEntries(
      manifest.calledOff!.bookings.map((line) => [line.id, [line.choice, line.switchedTo]]),
    );
    expect(choices).toEqual({
      [chooseRefund.id]: ["refund", null],
      [chooseCredit.id]: ["credit", null],
      [chooseSwitch.id]: ["switch", DEAR],
      [silent.id]: ["refunded-automatically", null],
      [unpaid.id]: ["released", null],
    });
  });
});

describe("a balance paid while the booking is being cancelled", () => {
  it("is refunded in full with its refund voucher, once however often it is reported", async () => {
    const booked = await booking(1, SOON);
    await engine.runCron(RETENTION_CRON);
    const balance = razorpay.links().find((link) => link.reference_id === `${booked.reference}-B`)!;
    // Staff cancel the booking (11 days out: nothing back by the scale) while the traveller pays the balance.
    const quote = await options(booked.id);
    const cancelled = await desk(OWNER, "POST", staffApi.changes(booked.id), {
      key: crypto.randomUUID(),
      version: quote.version,
      kind: "cancel",
      seats: [1],
      keep: "refund",
    });
    expect(cancelled.status).toBe(200);
    expect(await refundsOf(booked.id)).toEqual([]);
    const { delivery } = razorpay.pay(balance.id);
    expect(await razorpay.deliver([delivery, delivery])).toEqual([200, 200]);
    const refunds = await refundsOf(booked.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: balance.amount, reason: "no-seat", status: "sent" })]);
    const vouchers = await engine.rows<{ source: string }>(
      "SELECT source FROM tax_documents WHERE request_id = ? AND kind = 'refundVoucher'",
      booked.id,
    );
    expect(vouchers.map((voucher) => voucher.source)).toEqual([refunds[0].receipt]);
  });
});
