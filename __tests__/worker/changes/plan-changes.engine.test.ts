/**
 * @jest-environment node
 */
// Changes of plans on the Worker's engine, as the traveller makes them on
// their booking page, with deposits paid through the local Razorpay stand-in:
// cancelling some seats or the whole booking (the refund by the terms' scale,
// once, with its refund voucher), keeping a trip credit instead, switching to
// another departure (seats moved in one batch, twelve bookings racing for three
// seats), handing a seat on; and what is refused: a stale page, a second tab, a
// seat's own link, a cancelled booking, a departure begun, an amount sent by the page.
import { parse } from "parse5";
import { formatPaise } from "../../../content/format";
import { RETENTION_CRON } from "../../../requests/retention";
import { staffApi, type TaxDocumentMonth } from "../../../requests/staff";
import { todayInIndia } from "../../../content/india-time";
import { monthInIndia } from "../../../content/tax-documents";
import { staffCall } from "../../support/staff-calls";
import { elementsOf, textOf } from "../../support/html-tree";
import { postJson, validBooking } from "../../support/intake-requests";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  withoutUnpaidLimits,
  type Engine,
  type LocalRazorpay,
} from "../../support/worker-engine";

jest.setTimeout(300_000);

/** The test trip: ₹38,999 + 5% GST = ₹40,949 a seat; the 30% deposit ₹12,285 a seat. */
const DEPOSIT_PAISE = 12_285_00;
/** The dearer departure's deposit: 30% of ₹47,249. */
const DEPOSIT_PAISE_DEAR = 14_175_00;
const SEAT_PAISE = 40_949_00;
/** 100 days out: more than 30 days before, so 90% back, or 100% as credit, and switching is free. */
const FAR = daysFromToday(100);
/** 20 days out: 50% back or 75% as credit; switching costs ₹1,500 a seat. */
const NEAR = daysFromToday(20);
/** Three seats only: what twelve bookings race for. */
const SMALL = daysFromToday(75);
/** Two seats, sold out by one booking: its waitlist gets a seat a change frees. */
const FULL = daysFromToday(110);
/** The test catalogue's dearer departure, 90 days out: ₹44,999 + 5% GST = ₹47,249 a seat. */
const DEAR = daysFromToday(90);
const DEAR_SEAT_PAISE = 47_249_00;

let engine: Engine;
let razorpay: LocalRazorpay;

beforeAll(async () => {
  // Twelve travellers racing from one address: the unpaid-seat limits are not what is tested here.
  const catalogue = withoutUnpaidLimits(testCatalogue());
  catalogue.trips["spiti-winter-expedition"].departures.push(
    { startDate: NEAR, endDate: daysFromToday(27), seats: 40, price: 38_999 },
    { startDate: FAR, endDate: daysFromToday(107), seats: 60, price: 38_999 },
    { startDate: SMALL, endDate: daysFromToday(82), seats: 3, price: 38_999 },
    { startDate: FULL, endDate: daysFromToday(117), seats: 2, price: 38_999 },
  );
  engine = await startEngine({ catalogue, rateLimit: 100_000, razorpay: true });
  razorpay = engine.razorpay!;
});

afterAll(() => engine?.stop());

interface Booking {
  id: string;
  reference: string;
  token: string;
  page: string;
}

let phone = 9_876_500_100;

/** Books `seats` seats on `departure` from the site and pays the deposit through the stand-in, as a traveller does. */
async function paidBooking(seats: number, departure = FAR, name = "Asha Verma"): Promise<Booking> {
  phone += 1;
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    departure,
    request: "booking",
    seats: String(seats),
    fullName: name,
    email: `traveller${phone}@example.com`,
    phone: String(phone),
    travellers: seats > 1 ? Array.from({ length: seats - 1 }, (_, index) => `Fellow ${index + 1}`).join("\n") : "",
  });
  expect(response.status).toBe(201);
  const { id, reference } = (await response.json()) as { id: string; reference: string };
  const link = razorpay.links().find((each) => each.reference_id === reference)!;
  expect(await razorpay.deliver([razorpay.pay(link.id).delivery])).toEqual([200]);
  const [row] = await engine.rows<{ token: string; status: string }>(
    "SELECT token, status FROM requests WHERE id = ?",
    id,
  );
  expect(row.status).toBe("confirmed");
  return { id, reference, token: row.token, page: `${engine.url}/booking/${reference}?token=${row.token}` };
}

/** A payment staff record on the desk for `booking`: `paise` received by `method` ("cash", "bank transfer"). */
async function recordedOnTheDesk(booking: Booking, paise: number, method: string) {
  const staff = await engine.access.sign("priya@safarnama.example");
  const [{ version }] = await engine.rows<{ version: number }>("SELECT version FROM requests WHERE id = ?", booking.id);
  const recorded = await staffCall(engine.url, staff, "POST", `/api/staff/requests/${booking.id}/payments`, {
    rupees: paise / 100,
    method,
    version,
  });
  expect(recorded.status).toBe(200);
}

/** The text of a page's main, its spaces collapsed. */
async function mainText(response: Response): Promise<string> {
  const document = parse(await response.text());
  const main = [...elementsOf(document)].find((element) => element.tagName === "main");
  return textOf(main!).replace(/\s+/g, " ").trim();
}

/** The hidden fields of the confirm form a review page gives. */
async function confirmFields(response: Response): Promise<Record<string, string | string[]>> {
  const document = parse(await response.text());
  const fields: Record<string, string | string[]> = {};
  for (const input of [...elementsOf(document)].filter((element) => element.tagName === "input")) {
    const name = input.attrs.find((attr) => attr.name === "name")?.value;
    const value = input.attrs.find((attr) => attr.name === "value")?.value ?? "";
    if (!name) continue;
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

/** Posts a change form of booking `booking`: its fields as a browser sends them, without following the redirect. */
function post(booking: Booking, fields: Record<string, string | string[]>): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
  }
  return fetch(`${engine.url}/booking/${booking.reference}/changes`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
}

/** The review of a choice, then its confirm form's fields. */
async function review(booking: Booking, choice: Record<string, string | string[]>) {
  const response = await post(booking, { token: booking.token, step: "review", ...choice });
  expect(response.status).toBe(200);
  const fields = await confirmFields(response.clone());
  return { fields, text: await mainText(response) };
}

const refundsOf = (booking: Booking) =>
  engine.rows<{ amount: number; status: string; reason: string }>(
    "SELECT amount, status, reason FROM refunds WHERE request_id = ? ORDER BY receipt",
    booking.id,
  );

const documentsOf = (booking: Booking, kind: string) =>
  engine.rows<{ kind: string; body: string }>(
    "SELECT kind, body FROM tax_documents WHERE request_id = ? AND kind = ?",
    booking.id,
    kind,
  );

describe("cancelling some seats", () => {
  it("shows the figures first, then cancels one seat of two: the refund by the scale goes back through Razorpay once", async () => {
    const booking = await paidBooking(2);
    const page = await mainText(await fetch(booking.page));
    expect(page).toContain("Change your plans");
    // Each seat's share of the ₹24,570 deposit, 90% of it back or 100% kept as credit.
    expect(page).toContain("You have paid ₹24,570 for 2 seats");
    expect(page).toContain("each seat's share of it is ₹12,285: a refund of 90% (₹11,056.50 a seat)");
    expect(page).toContain("or a trip credit of 100% (₹12,285 a seat) instead");

    const { fields, text } = await review(booking, { kind: "cancel", seat: "2", keep: "refund" });
    expect(text).toContain("Cancel Seat 2; the rest keep their seats.");
    expect(text).toContain("Refunded to you (90%) ₹11,056.50");
    expect(text).toContain("Kept by Safarnama as cancellation charges ₹1,228.50");
    // Nothing has changed yet.
    expect(await refundsOf(booking)).toEqual([]);

    const done = await post(booking, fields);
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toContain(`changed=${fields.key}`);
    const [row] = await engine.rows<{ seats: number; status: string }>(
      "SELECT seats, status FROM requests WHERE id = ?",
      booking.id,
    );
    expect(row).toEqual({ seats: 1, status: "confirmed" });
    expect(await refundsOf(booking)).toEqual([{ amount: 1_105_650, status: "sent", reason: "traveller" }]);
    expect(razorpay.refunds().filter((refund) => refund.receipt.endsWith(String(fields.key)))).toHaveLength(1);
    const [voucher] = await documentsOf(booking, "refundVoucher");
    expect(JSON.parse(voucher.body).tax.amount).toBe(1_105_650);

    // The same form again (a double click, a retry): the same change, nothing more.
    const again = await post(booking, fields);
    expect(again.status).toBe(303);
    expect(await refundsOf(booking)).toHaveLength(1);
    expect(razorpay.refunds().filter((refund) => refund.receipt.endsWith(String(fields.key)))).toHaveLength(1);
    expect(await documentsOf(booking, "refundVoucher")).toHaveLength(1);

    // The page says what was done, and what is left to pay is one seat's less its share of the deposit.
    const after = await mainText(await fetch(`${booking.page}&changed=${fields.key}`));
    expect(after).toContain("Done: seat 2 cancelled. ₹11,056.50 goes back to you");
    expect(after).toContain(`The balance of ${rupees(SEAT_PAISE - DEPOSIT_PAISE)} is due`);
    const [history] = await engine.rows<{ note: string; staff_email: string }>(
      "SELECT note, staff_email FROM request_events WHERE request_id = ? AND note LIKE 'Seat%' ",
      booking.id,
    );
    expect(history.note).toContain("by the traveller, online");
  });

  it("cancels the whole booking for a trip credit: no money moves, the code is shown and emailed", async () => {
    const booking = await paidBooking(1);
    const { fields, text } = await review(booking, { kind: "cancel", seat: "1", keep: "credit" });
    expect(text).toContain("Cancel the whole booking (1 seat).");
    expect(text).toContain("Kept as a trip credit (100%) ₹12,285");
    const done = await post(booking, fields);
    expect(done.status).toBe(303);
    const [credit] = await engine.rows<{ code: string; amount: number; spent: number; valid_until: string }>(
      "SELECT code, amount, spent, valid_until FROM trip_credits WHERE request_id = ?",
      booking.id,
    );
    expect(credit).toMatchObject({ amount: DEPOSIT_PAISE, spent: 0 });
    expect(credit.code).toMatch(/^TC-[3-9A-Y]{4}-[3-9A-Y]{4}$/);
    expect(await refundsOf(booking)).toEqual([]);
    expect((await engine.rows("SELECT status FROM requests WHERE id = ?", booking.id))[0]).toEqual({
      status: "cancelled",
    });
    // The receipt voucher stands; nothing is issued for a credit.
    expect(await documentsOf(booking, "refundVoucher")).toEqual([]);
    expect(await documentsOf(booking, "receiptVoucher")).toHaveLength(1);
    const after = await mainText(await fetch(`${booking.page}&changed=${fields.key}`));
    expect(after).toContain(`Your trip credit ${credit.code} is worth ₹12,285`);
    await engine.runCron();
    const emails = await engine.travellerEmailsSent();
    const email = emails.find((each) => each.subject.includes(credit.code));
    expect(email?.text).toContain(`Your trip credit is ${credit.code}, worth ₹12,285`);
  });

  it("gives less back nearer the date: 50% at 20 days, or a 75% credit", async () => {
    const booking = await paidBooking(1, NEAR);
    const { text } = await review(booking, { kind: "cancel", seat: "1", keep: "refund" });
    expect(text).toContain("Refunded to you (50%) ₹6,142.50");
    const credit = await review(booking, { kind: "cancel", seat: "1", keep: "credit" });
    expect(credit.text).toContain("Kept as a trip credit (75%) ₹9,213.75");
  });

  it("makes one change from two tabs: the second is told the booking changed, and nothing else is done", async () => {
    const booking = await paidBooking(2);
    const first = await review(booking, { kind: "cancel", seat: "1", keep: "refund" });
    const second = await review(booking, { kind: "cancel", seat: "2", keep: "refund" });
    expect((await post(booking, first.fields)).status).toBe(303);
    const refused = await post(booking, second.fields);
    expect(refused.status).toBe(409);
    expect(await mainText(refused)).toContain("Your booking changed since this page was opened");
    expect(await refundsOf(booking)).toHaveLength(1);
  });

  it("refuses a cancellation worked out before a balance came in: the traveller sees the new figures, the balance counted", async () => {
    const booking = await paidBooking(1);
    const { fields } = await review(booking, { kind: "cancel", seat: "1", keep: "refund" });
    // The balance arrives (here by transfer, recorded on the desk) between the review and the confirm.
    await recordedOnTheDesk(booking, SEAT_PAISE - DEPOSIT_PAISE, "cash");
    const refused = await post(booking, fields);
    expect(refused.status).toBe(409);
    const text = await mainText(refused);
    expect(text).toContain("Your booking changed since this page was opened");
    // The review shown again counts the whole price paid: 90% of ₹40,949.
    expect(text).toContain(`Refunded to you (90%) ${rupees(Math.floor((SEAT_PAISE * 90) / 100))}`);
    expect(await refundsOf(booking)).toEqual([]);
  });

  it("refunds a booking staff then cancel by the scale on what is left of it, not again on what a change returned", async () => {
    const booking = await paidBooking(2);
    const { fields } = await review(booking, { kind: "cancel", seat: "2", keep: "refund" });
    expect((await post(booking, fields)).status).toBe(303);
    const staff = await engine.access.sign("priya@safarnama.example");
    const [{ version }] = await engine.rows<{ version: number }>(
      "SELECT version FROM requests WHERE id = ?",
      booking.id,
    );
    const cancelled = await fetch(`${engine.url}/api/staff/requests/${booking.id}/status`, {
      method: "POST",
      headers: { "Cf-Access-Jwt-Assertion": staff, "Content-Type": "application/json", Origin: engine.url },
      body: JSON.stringify({ status: "cancelled", version, cancelledBy: "traveller" }),
    });
    expect(cancelled.status).toBe(200);
    // 90% of each seat's share of the ₹24,570 deposit: once for seat 2 online, once for seat 1 on the desk.
    const refunds = await refundsOf(booking);
    expect(refunds.map((refund) => refund.amount)).toEqual([1_105_650, 1_105_650]);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(Math.floor((2 * DEPOSIT_PAISE * 90) / 100));
  });

  it("takes no amount from the page: a figure sent with the form changes nothing", async () => {
    const booking = await paidBooking(1);
    const { fields } = await review(booking, { kind: "cancel", seat: "1", keep: "refund" });
    expect((await post(booking, { ...fields, refund: "4000000", percent: "100" })).status).toBe(303);
    expect(await refundsOf(booking)).toEqual([
      { amount: Math.floor((DEPOSIT_PAISE * 90) / 100), status: "sent", reason: "traveller" },
    ]);
  });

  it("refuses a cancelled booking, a seat's own link and a wrong token, with nothing changed", async () => {
    const booking = await paidBooking(1);
    const { fields } = await review(booking, { kind: "cancel", seat: "1", keep: "refund" });
    await post(booking, fields);
    const later = await post(booking, { ...fields, key: crypto.randomUUID(), version: "99" });
    expect(later.status).toBe(409);
    expect(await refundsOf(booking)).toHaveLength(1);
    expect(await fetch(booking.page).then(mainText)).not.toContain("Change your plans");
    for (const token of ["0".repeat(48), ""]) {
      expect((await post(booking, { ...fields, token })).status).toBe(404);
    }
  });
});

describe("seats a change frees", () => {
  it("go to the waitlist through the offers that exist", async () => {
    const booking = await paidBooking(2, FULL);
    const waiting = await postJson(`${engine.url}/api/bookings`, {
      ...validBooking(),
      departure: FULL,
      request: "waitlist",
      seats: "1",
      travellers: "",
      fullName: "Waiting Walia",
      email: "waiting.walia@example.com",
      phone: "9876512345",
    });
    expect(waiting.status).toBe(201);
    const { id } = (await waiting.json()) as { id: string };
    await engine.runCron();
    expect((await engine.rows("SELECT status FROM requests WHERE id = ?", id))[0]).toEqual({ status: "waiting" });
    const { fields } = await review(booking, { kind: "cancel", seat: "2", keep: "refund" });
    expect((await post(booking, fields)).status).toBe(303);
    await engine.runCron();
    expect((await engine.rows("SELECT status FROM requests WHERE id = ?", id))[0]).toEqual({ status: "offered" });
  });
});

describe("switching departure", () => {
  it("moves every seat to a dearer departure in one batch: the fee is the terms', the difference is owed", async () => {
    const booking = await paidBooking(2, NEAR);
    const { fields, text } = await review(booking, { kind: "switch", departure: DEAR });
    // 20 days out: ₹1,500 a seat; ₹6,300 a seat dearer.
    expect(text).toContain("Switching fee ₹3,000");
    expect(text).toContain("Difference in price ₹12,600 more");
    const done = await post(booking, fields);
    expect(done.status).toBe(303);
    const [row] = await engine.rows<{ departure_start: string; seats: number; seat_price: number }>(
      "SELECT departure_start, seats, seat_price FROM requests WHERE id = ?",
      booking.id,
    );
    expect(row).toEqual({ departure_start: DEAR, seats: 2, seat_price: DEAR_SEAT_PAISE });
    const after = await mainText(await fetch(booking.page));
    // Two seats at the new price and the fee, less the deposit paid.
    expect(after).toContain(`The balance of ${rupees(2 * DEAR_SEAT_PAISE + 300_000 - 2 * DEPOSIT_PAISE)} is due`);
    const [change] = await engine.rows<{ fee: number; difference: number; refund: number }>(
      "SELECT fee, difference, refund FROM booking_changes WHERE id = ?",
      fields.key,
    );
    expect(change).toEqual({ fee: 300_000, difference: 2 * (DEAR_SEAT_PAISE - SEAT_PAISE), refund: 0 });
  });

  it("refunds a cheaper departure's difference when more was paid than the booking then owes", async () => {
    const booking = await paidBooking(1, DEAR);
    // The balance paid in full by bank transfer, recorded on the desk.
    await recordedOnTheDesk(booking, DEAR_SEAT_PAISE - DEPOSIT_PAISE_DEAR, "bank transfer");
    const { fields, text } = await review({ ...booking }, { kind: "switch", departure: FAR });
    expect(text).toContain("Difference in price ₹6,300 less");
    expect(text).toContain("Refunded to you now ₹6,300");
    expect((await post(booking, fields)).status).toBe(303);
    // Refunded from the latest payment, the one by transfer: owed back by hand, with its refund voucher.
    expect(await refundsOf(booking)).toEqual([{ amount: 630_000, status: "by-hand", reason: "switch" }]);
    expect(await documentsOf(booking, "refundVoucher")).toHaveLength(1);
    expect(await mainText(await fetch(booking.page))).toContain("Everything is paid.");
  });

  it("asks a booking paid in full for a dearer departure's difference through a Payment Link of its own", async () => {
    const booking = await paidBooking(1, FAR);
    await recordedOnTheDesk(booking, SEAT_PAISE - DEPOSIT_PAISE, "cash");
    const { fields } = await review(booking, { kind: "switch", departure: DEAR });
    expect((await post(booking, fields)).status).toBe(303);
    const link = razorpay
      .links()
      .find((each) => each.reference_id === `${booking.reference}-D${String(fields.key).slice(0, 8)}`)!;
    expect(link.amount).toBe(DEAR_SEAT_PAISE - SEAT_PAISE);
    const page = await mainText(await fetch(booking.page));
    expect(page).toContain(`Pay the ${rupees(DEAR_SEAT_PAISE - SEAT_PAISE)} the switch added`);
    // The same form again makes no second link.
    expect((await post(booking, fields)).status).toBe(303);
    expect(razorpay.links().filter((each) => each.reference_id === link.reference_id)).toHaveLength(1);
    // Paid: a receipt voucher of its own, and nothing left to pay.
    expect(await razorpay.deliver([razorpay.pay(link.id).delivery])).toEqual([200]);
    const vouchers = await documentsOf(booking, "receiptVoucher");
    expect(vouchers.map((voucher) => JSON.parse(voucher.body).tax.amount)).toContain(DEAR_SEAT_PAISE - SEAT_PAISE);
    expect(await mainText(await fetch(booking.page))).toContain("Everything is paid.");
  });

  it("lets exactly three of twelve bookings racing for three free seats switch, and tells the rest what is free", async () => {
    const bookings: Booking[] = [];
    for (let index = 0; index < 12; index += 1) bookings.push(await paidBooking(1, FAR, `Racer ${index}`));
    const reviews = await Promise.all(bookings.map((booking) => review(booking, { kind: "switch", departure: SMALL })));
    const answers = await Promise.all(bookings.map((booking, index) => post(booking, reviews[index].fields)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(await mainText(answer)).toContain("Meanwhile those seats went to other travellers: 0 free now");
    }
    const [taken] = await engine.rows<{ seats: number }>(
      "SELECT sum(seats) AS seats FROM requests WHERE departure_start = ? AND status = 'confirmed'",
      SMALL,
    );
    expect(taken.seats).toBe(3);
    const moved = await engine.rows<{ id: string }>(
      `SELECT request_id AS id FROM booking_changes WHERE kind = 'switch' AND to_departure = ?`,
      SMALL,
    );
    expect(moved).toHaveLength(3);
  });
});

describe("handing a seat on", () => {
  it("erases the seat's traveller and their link, and keeps the seat", async () => {
    const booking = await paidBooking(2);
    const at = new Date().toISOString();
    await engine.rows(
      `INSERT INTO travellers (request_id, seat, full_name, date_of_birth, gender, phone, emergency_name,
         emergency_relation, emergency_phone, id_type, id_number, declared_at, saved_at, saved_by)
       VALUES (?, 2, 'Meera Iyer', '1990-01-01', 'female', '9876543210', 'Ravi', 'brother', '9876543211', 'passport', 'sealed', ?, ?, 'booker')`,
      booking.id,
      at,
      at,
    );
    await engine.rows(
      "INSERT INTO traveller_links (request_id, seat, link_hash, created_at) VALUES (?, 2, ?, ?)",
      booking.id,
      "a".repeat(64),
      at,
    );
    const { fields, text } = await review(booking, { kind: "hand-on", seat: "2" });
    expect(text).toContain("Hand Seat 2: Meera Iyer to someone else.");
    expect((await post(booking, fields)).status).toBe(303);
    expect(await engine.rows("SELECT seat FROM travellers WHERE request_id = ?", booking.id)).toEqual([]);
    expect(await engine.rows("SELECT seat FROM traveller_links WHERE request_id = ?", booking.id)).toEqual([]);
    const [row] = await engine.rows<{ seats: number }>("SELECT seats FROM requests WHERE id = ?", booking.id);
    expect(row.seats).toBe(2);
  });
});

describe("the GST documents follow the money", () => {
  /** The daily run on the morning `startDate` leaves, which invoices its bookings. */
  const invoiceRun = (startDate: string) => engine.runCron(RETENTION_CRON, new Date(`${startDate}T03:00:00+05:30`));
  const invoiceOf = async (booking: Booking) => {
    const [invoice] = await documentsOf(booking, "taxInvoice");
    return invoice ? JSON.parse(invoice.body) : undefined;
  };

  it("bills a booking that cancelled a seat one seat and the charges kept, adjusting the deposit less the refund", async () => {
    const booking = await paidBooking(2, NEAR);
    const { fields } = await review(booking, { kind: "cancel", seat: "2", keep: "refund" });
    expect((await post(booking, fields)).status).toBe(303);
    await invoiceRun(NEAR);
    const invoice = await invoiceOf(booking);
    // 20 days out, 50% of the seat's ₹12,285 kept: ₹6,142.50, consideration for the tour.
    expect(invoice.tax.amount).toBe(SEAT_PAISE + 614_250);
    expect(invoice.invoice).toMatchObject({ cancellationCharges: 614_250, due: SEAT_PAISE - DEPOSIT_PAISE });
    expect(invoice.invoice.advances).toEqual([
      expect.objectContaining({ amount: 2 * DEPOSIT_PAISE - 614_250, number: expect.stringMatching(/^RV\//) }),
    ]);
  });

  it("gives the balance paid after a dearer switch its receipt voucher, and invoices the new price and the fee", async () => {
    const booking = await paidBooking(1, NEAR);
    const { fields } = await review(booking, { kind: "switch", departure: DEAR });
    expect((await post(booking, fields)).status).toBe(303);
    const owed = DEAR_SEAT_PAISE + 150_000;
    await recordedOnTheDesk(booking, owed - DEPOSIT_PAISE, "bank transfer");
    const vouchers = await documentsOf(booking, "receiptVoucher");
    expect(vouchers.map((voucher) => JSON.parse(voucher.body).tax.amount)).toEqual([
      DEPOSIT_PAISE,
      owed - DEPOSIT_PAISE,
    ]);
    await invoiceRun(DEAR);
    const invoice = await invoiceOf(booking);
    expect(invoice.tax.amount).toBe(owed);
    expect(invoice.invoice.due).toBe(0);
    expect(invoice.invoice.advances.map((advance: { amount: number }) => advance.amount).sort()).toEqual(
      [DEPOSIT_PAISE, owed - DEPOSIT_PAISE].sort(),
    );
  });

  it("issues nothing for a credit kept, then adjusts its receipt voucher on the invoice of the booking it pays", async () => {
    const origin = await paidBooking(1, FAR, "Kabir Rao");
    const { fields } = await review(origin, { kind: "cancel", seat: "1", keep: "credit" });
    expect((await post(origin, fields)).status).toBe(303);
    const [credit] = await engine.rows<{ code: string; amount: number }>(
      "SELECT code, amount FROM trip_credits WHERE request_id = ?",
      origin.id,
    );
    // The new booking pays part with the credit (as the booking form writes it), and its deposit online.
    const spender = await paidBooking(1, FAR, "Meera Iyer");
    const used = 1_000_000;
    await engine.rows("UPDATE trip_credits SET spent = ? WHERE code = ?", used, credit.code);
    await engine.rows(
      "INSERT INTO credit_uses (request_id, code, amount, at) VALUES (?, ?, ?, ?)",
      spender.id,
      credit.code,
      used,
      new Date().toISOString(),
    );
    await invoiceRun(FAR);
    // A whole credit kept nothing as charges: no invoice for the booking it came from.
    expect(await documentsOf(origin, "taxInvoice")).toEqual([]);
    const invoice = await invoiceOf(spender);
    const [originVoucher] = await documentsOf(origin, "receiptVoucher");
    expect(invoice.invoice.advances).toEqual([
      expect.objectContaining({ amount: DEPOSIT_PAISE }),
      expect.objectContaining({
        amount: used,
        credit: credit.code,
        placeOfSupply: JSON.parse(originVoucher.body).placeOfSupply,
      }),
    ]);
    expect(invoice.invoice.due).toBe(SEAT_PAISE - DEPOSIT_PAISE - used);

    // The rest of the credit expires unused: the register of its month notes it, and nothing is issued.
    const yesterday = todayInIndia(new Date(Date.now() - 86_400_000));
    await engine.rows("UPDATE trip_credits SET valid_until = ? WHERE code = ?", yesterday, credit.code);
    const accounts = await engine.access.sign("priya@safarnama.example");
    const month = monthInIndia(new Date(`${yesterday}T12:00:00+05:30`).toISOString());
    const list = (await (
      await staffCall(engine.url, accounts, "GET", staffApi.taxDocuments(month))
    ).json()) as TaxDocumentMonth;
    expect(list.expiredCredits).toContainEqual({
      code: credit.code,
      unused: credit.amount - used,
      amount: credit.amount,
      validUntil: yesterday,
      requestId: origin.id,
      reference: origin.reference,
      receiptVouchers: [expect.stringMatching(/^RV\//)],
    });
    expect(await documentsOf(origin, "taxInvoice")).toEqual([]);
  });
});

/** Paise as the pages write them: '₹28,664', '₹11,056.50'. */
const rupees = (paise: number) => formatPaise(paise);

describe("spending a trip credit on a new booking", () => {
  /** A credit kept from cancelling a booking of one seat, `departure` away: its code and value. */
  async function creditFrom(departure: string) {
    const booking = await paidBooking(1, departure);
    const { fields } = await review(booking, { kind: "cancel", seat: "1", keep: "credit" });
    expect((await post(booking, fields)).status).toBe(303);
    const [credit] = await engine.rows<{ code: string; amount: number }>(
      "SELECT code, amount FROM trip_credits WHERE request_id = ?",
      booking.id,
    );
    return credit;
  }

  /** Books one seat on FAR paying with `creditCode`, as the booking form sends it. */
  function bookWithCredit(creditCode: string, name: string) {
    phone += 1;
    return postJson(`${engine.url}/api/bookings`, {
      ...validBooking(),
      departure: FAR,
      request: "booking",
      seats: "1",
      travellers: "",
      fullName: name,
      email: `credit${phone}@example.com`,
      phone: String(phone),
      creditCode,
    });
  }

  it("tells the booking form what a code holds, and refuses one that holds nothing, naming the field", async () => {
    const credit = await creditFrom(FAR);
    const check = (creditCode: string) => postJson(`${engine.url}/api/credits`, { lang: "en", creditCode });
    const answer = await check(credit.code.toLowerCase().replaceAll("-", " "));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ code: credit.code, left: DEPOSIT_PAISE });
    const unknown = await check("TC-3333-3333");
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({
      errors: { creditCode: "We have no trip credit with this code. Check it against the email that gave it to you." },
    });
  });

  it("confirms a booking whose credit pays its deposit at once, with no payment link, and spends the credit", async () => {
    const credit = await creditFrom(FAR);
    const response = await bookWithCredit(credit.code, "Credit Whole");
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: string; payUrl?: string; creditPaid: number; confirmed: boolean };
    expect(stored).toMatchObject({ creditPaid: DEPOSIT_PAISE, confirmed: true });
    expect(stored.payUrl).toBeUndefined();
    const [row] = await engine.rows<{ status: string; hold_until: string | null }>(
      "SELECT status, hold_until FROM requests WHERE id = ?",
      stored.id,
    );
    expect(row).toEqual({ status: "confirmed", hold_until: null });
    expect((await engine.rows("SELECT spent FROM trip_credits WHERE code = ?", credit.code))[0]).toEqual({
      spent: DEPOSIT_PAISE,
    });
    // No new advance: no receipt voucher for what the credit paid.
    expect(await engine.rows("SELECT kind FROM tax_documents WHERE request_id = ?", stored.id)).toEqual([]);
    // Spent, it pays nothing more; the form says why beside the code and nothing is stored.
    const again = await bookWithCredit(credit.code, "Credit Again");
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ errors: { creditCode: "This trip credit has been spent in full." } });
  });

  it("pays part of the deposit with a smaller credit: the payment link asks for the rest", async () => {
    const credit = await creditFrom(NEAR);
    // Cancelled 20 days out: 75% of the deposit kept.
    expect(credit.amount).toBe(Math.floor((DEPOSIT_PAISE * 75) / 100));
    const response = await bookWithCredit(credit.code, "Credit Part");
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: string; reference: string; payUrl: string; confirmed: boolean };
    expect(stored.confirmed).toBe(false);
    const link = razorpay.links().find((each) => each.reference_id === stored.reference)!;
    expect(link.amount).toBe(DEPOSIT_PAISE - credit.amount);
  });

  it("refuses an expired credit with the day it ended", async () => {
    const credit = await creditFrom(FAR);
    await engine.rows("UPDATE trip_credits SET valid_until = '2026-11-01' WHERE code = ?", credit.code);
    const response = await bookWithCredit(credit.code, "Credit Late");
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: { creditCode: "This trip credit could be spent until 1 Nov 2026: it has expired." },
    });
  });

  it("lets one of two bookings racing to spend the same credit have it", async () => {
    const credit = await creditFrom(FAR);
    const answers = await Promise.all([bookWithCredit(credit.code, "Racer A"), bookWithCredit(credit.code, "Racer B")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, expect.any(Number)]);
    const stored = await engine.rows<{ amount: number }>("SELECT amount FROM credit_uses WHERE code = ?", credit.code);
    expect(stored).toEqual([{ amount: DEPOSIT_PAISE }]);
    const loser = answers.find((answer) => answer.status !== 201)!;
    expect([409, 422]).toContain(loser.status);
    expect(await loser.json()).toMatchObject({ errors: { creditCode: "This trip credit has been spent in full." } });
  });
});
