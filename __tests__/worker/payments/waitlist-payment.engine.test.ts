/**
 * @jest-environment node
 */
// Seats offered from the waitlist and taken on the traveller's booking page,
// with payments online, on Cloudflare's engine against the local Razorpay
// stand-in (scripts/local-razorpay.mjs): taken, they are held for
// paymentHoldMinutes with one payment link for their deposit, which their
// booking page and "received" email lead to; paying confirms them through the
// same paths; taking twice makes one link; Razorpay down leaves them held for
// staff to collect the deposit; an unpaid link's expiry frees them for the next
// traveller waiting.
import { staffApi, type RequestDetail } from "../../../requests/staff";
import { postJson, validBooking } from "../../support/intake-requests";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  TEST_DEPOSIT_PAISE_PER_SEAT,
  type Engine,
  type LocalRazorpay,
} from "../../support/worker-engine";

jest.setTimeout(600_000);

let engine: Engine;
let razorpay: LocalRazorpay;
let staffToken: string;

/** A departure of 2 seats for each test, so that each fills and frees its own: days from today. */
const DAYS_AWAY = { byCron: 40, twoTabs: 42, razorpayDown: 44, expiring: 46, holdTimer: 48 };
const DEPARTURES = Object.fromEntries(
  Object.entries(DAYS_AWAY).map(([test, days]) => [test, daysFromToday(days)]),
) as Record<keyof typeof DAYS_AWAY, string>;

beforeAll(async () => {
  const catalogue = testCatalogue();
  for (const days of Object.values(DAYS_AWAY)) {
    catalogue.trips["spiti-winter-expedition"].departures.push({
      startDate: daysFromToday(days),
      endDate: daysFromToday(days + 7),
      seats: 2,
      price: 38999,
    });
  }
  engine = await startEngine({ catalogue, rateLimit: 100_000, razorpay: true });
  razorpay = engine.razorpay!;
  staffToken = await engine.access.sign("priya@safarnama.example");
});

afterAll(() => engine?.stop());

/** A request as the tests follow it: its id, and what its traveller's links carry. */
interface Traveller {
  id: string;
  reference: string;
  token: string;
}

/** Sends the booking form (request 'booking' or 'waitlist') for `seats` seats of `departure`; answers the request. */
async function send(request: "booking" | "waitlist", seats: number, departure: string, name: string) {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    departure,
    request,
    seats: String(seats),
    fullName: name,
    travellers: seats > 1 ? "Fellow Traveller" : "",
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await engine.rows<Traveller>("SELECT id, reference, token FROM requests WHERE id = ?", id);
  return row;
}

/** The desk's API, as the desk calls it: signed in through Access, sent from its own origin. */
async function desk(path: string, body?: object): Promise<{ status: number; data: RequestDetail }> {
  const response = await fetch(`${engine.url}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      "Cf-Access-Jwt-Assertion": staffToken,
      ...(body ? { "Content-Type": "application/json", Origin: engine.url } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: (await response.json()) as RequestDetail };
}

/** Moves request `id` to `status` on the desk, on the version it has now. */
async function staffMove(id: string, status: string, note: string) {
  const { data } = await desk(staffApi.request(id));
  const moved = await desk(staffApi.status(id), { status, version: data.version, note });
  expect(moved.status).toBe(200);
}

const linksOf = (reference: string) => razorpay.links().filter((link) => link.reference_id === reference);

/** Lets a link's time run out at Razorpay, which sends its payment_link.expired webhook. */
async function expireLink(id: string) {
  expect((await fetch(`${razorpay.origin}/__control/expire/${id}`, { method: "POST" })).status).toBe(200);
}

const requestRow = async (id: string) =>
  (
    await engine.rows<{ status: string; hold_until: string | null }>(
      "SELECT status, hold_until FROM requests WHERE id = ?",
      id,
    )
  )[0];

/**
 * A waitlist request for `seats` seats of `departure` that the minute cron
 * offers the seats of a booking whose payment link expired unpaid.
 */
async function offeredByTheCron(departure: string, seats: number, name: string): Promise<Traveller> {
  const booking = await send("booking", 2, departure, `Booked Before ${name}`);
  const waiting = await send("waitlist", seats, departure, name);
  await expireLink(linksOf(booking.reference)[0].id);
  expect(await requestRow(booking.id)).toMatchObject({ status: "lapsed" });
  await engine.runCron();
  expect(await requestRow(waiting.id)).toMatchObject({ status: "offered" });
  return waiting;
}

/** A waitlist request for `seats` seats of `departure`, offered by staff once they declined the booking holding them. */
async function offeredByStaff(departure: string, seats: number, name: string): Promise<Traveller> {
  const booking = await send("booking", 2, departure, `Booked Before ${name}`);
  const waiting = await send("waitlist", seats, departure, name);
  await staffMove(booking.id, "declined", "Changed their plans.");
  await staffMove(waiting.id, "offered", "Called: they still want to come.");
  expect(await requestRow(waiting.id)).toMatchObject({ status: "offered" });
  return waiting;
}

const bookingPage = ({ reference, token }: Traveller) => `${engine.url}/booking/${reference}?token=${token}`;

/** Presses "Take the seats" on the booking page: answers where the traveller is sent. */
async function take({ reference, token }: Traveller) {
  const response = await fetch(`${engine.url}/booking/${reference}/take`, {
    method: "POST",
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location") };
}

const count = async (sql: string, ...values: unknown[]) => (await engine.rows<{ n: number }>(sql, ...values))[0].n;

/** The traveller's emails sent so far about `reference` that say `words`. */
const emailsSaying = (reference: string, words: string) =>
  engine.travellerEmails().filter((text) => text.includes(`Reference: ${reference}`) && text.includes(words));

describe("seats offered from the waitlist, with payments online", () => {
  it("offered by the minute cron and taken: held for 30 minutes with one deposit link, which the page and the email lead to, and confirmed once paid, with one receipt", async () => {
    const waiting = await offeredByTheCron(DEPARTURES.byCron, 2, "Meera Waits");
    const offer = await (await fetch(bookingPage(waiting))).text();
    expect(offer).toContain(
      "Take them, then pay the deposit of ₹24,570 online, by UPI, card or netbanking: the seats are held for 30 minutes while you pay",
    );
    await engine.runCron();
    expect(
      emailsSaying(waiting.reference, "We then hold them for 30 minutes while you pay the deposit online"),
    ).toHaveLength(1);

    const before = Date.now();
    const taken = await take(waiting);
    const [link] = linksOf(waiting.reference);
    expect(taken).toEqual({ status: 303, location: bookingPage(waiting) });
    const held = await requestRow(waiting.id);
    expect(held.status).toBe("held");
    const holds = Date.parse(held.hold_until!) - before;
    expect(holds).toBeGreaterThan(29 * 60_000);
    expect(holds).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect(link).toMatchObject({
      amount: 2 * TEST_DEPOSIT_PAISE_PER_SEAT,
      currency: "INR",
      status: "created",
      expire_by: Math.floor(Date.parse(held.hold_until!) / 1000),
      notes: { reference: waiting.reference, request_id: waiting.id, purpose: "deposit" },
      callback_url: `${engine.url}/booking/${waiting.reference}/paid?token=${waiting.token}`,
    });
    expect(await engine.rows("SELECT id, amount FROM payment_links WHERE request_id = ?", waiting.id)).toEqual([
      { id: link.id, amount: 2 * TEST_DEPOSIT_PAISE_PER_SEAT },
    ]);

    // The page and the "received" email both say to pay, and where.
    const page = await (await fetch(bookingPage(waiting))).text();
    expect(page).toContain("while you pay the deposit of ₹24,570");
    expect(page).toContain(`<a class="button" href="${link.short_url}">Pay the deposit</a>`);
    await engine.runCron();
    const received = emailsSaying(waiting.reference, "while you pay the deposit of ₹24,570");
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`Pay it here, by UPI, card or netbanking: ${link.short_url}.`);

    // Paid: the webhook, delivered twice, and the traveller's signed return confirm it once.
    const { payment, delivery } = razorpay.pay(link.id);
    expect(await razorpay.deliver([delivery, delivery])).toEqual([200, 200]);
    const signed = new URL(razorpay.returnAddress(link.id, payment.id));
    const back = await fetch(`${engine.url}${signed.pathname}${signed.search}`);
    expect(back.url).toBe(bookingPage(waiting));
    expect(await back.text()).toContain("Your booking is confirmed. You have paid ₹24,570.");
    expect(await requestRow(waiting.id)).toEqual({ status: "confirmed", hold_until: null });
    expect(await count("SELECT count(*) AS n FROM payments WHERE request_id = ?", waiting.id)).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM outbox WHERE request_id = ? AND template = 'deposit-paid'", waiting.id),
    ).toBe(1);
    await engine.runCron();
    const receipts = emailsSaying(waiting.reference, payment.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain(
      "your deposit is in and your 2 seats on Spiti Valley Winter Expedition are confirmed. We received ₹24,570 (UPI",
    );
  });

  it("offered by staff and taken in two tabs at once: taken once, with one link, one history line and one email", async () => {
    const waiting = await offeredByStaff(DEPARTURES.twoTabs, 2, "Two Tabs");
    const takes = await Promise.all([take(waiting), take(waiting)]);
    const links = linksOf(waiting.reference);
    expect(links).toHaveLength(1);
    expect(links[0].amount).toBe(2 * TEST_DEPOSIT_PAISE_PER_SEAT);
    expect(takes).toEqual([
      { status: 303, location: bookingPage(waiting) },
      { status: 303, location: bookingPage(waiting) },
    ]);
    // Pressed again later (the back button, a retry): the same link, and nothing more.
    expect(await take(waiting)).toEqual({ status: 303, location: bookingPage(waiting) });
    expect(linksOf(waiting.reference)).toHaveLength(1);
    expect(await count("SELECT count(*) AS n FROM payment_links WHERE request_id = ?", waiting.id)).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM request_events WHERE request_id = ? AND to_status = 'held'", waiting.id),
    ).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM outbox WHERE request_id = ? AND template = 'received'", waiting.id),
    ).toBe(1);
    expect(await requestRow(waiting.id)).toMatchObject({ status: "held" });
  });

  it("when Razorpay cannot make the link: held for 48 hours for staff to collect the deposit, as the page and the email say", async () => {
    const waiting = await offeredByStaff(DEPARTURES.razorpayDown, 1, "Razorpay Down");
    razorpay.setUnavailable(true);
    const before = Date.now();
    try {
      expect(await take(waiting)).toEqual({ status: 303, location: bookingPage(waiting) });
    } finally {
      razorpay.setUnavailable(false);
    }
    const held = await requestRow(waiting.id);
    expect(held.status).toBe("held");
    const holds = Date.parse(held.hold_until!) - before;
    expect(holds).toBeGreaterThan(47.9 * 60 * 60_000);
    expect(holds).toBeLessThanOrEqual(48 * 60 * 60_000 + 5_000);
    const notes = await engine.rows<{ note: string }>(
      "SELECT note FROM request_events WHERE request_id = ?",
      waiting.id,
    );
    expect(notes).toContainEqual({
      note: "Razorpay could not make a payment link, so the seats are held for staff to collect the deposit.",
    });
    expect(await (await fetch(bookingPage(waiting))).text()).toContain(
      "We are holding your seats while we collect the deposit: we will call you.",
    );

    // Razorpay back, the take pressed again: the hold stays the one staff collect for, and no link is made.
    expect(await take(waiting)).toEqual({ status: 303, location: bookingPage(waiting) });
    expect(await requestRow(waiting.id)).toEqual(held);
    expect(linksOf(waiting.reference)).toEqual([]);
    await engine.runCron();
    expect(emailsSaying(waiting.reference, "we will call you on the number you gave to take the deposit")).toHaveLength(
      1,
    );
  });

  it("whose link expires unpaid lapses, and the seats are offered to the next traveller waiting", async () => {
    const first = await offeredByTheCron(DEPARTURES.expiring, 2, "First Waiting");
    const next = await send("waitlist", 2, DEPARTURES.expiring, "Next Waiting");
    await take(first);
    const [link] = linksOf(first.reference);
    await engine.runCron();
    expect(await requestRow(next.id)).toMatchObject({ status: "waiting" });

    await expireLink(link.id);
    expect(await requestRow(first.id)).toEqual({ status: "lapsed", hold_until: null });
    await engine.runCron();
    expect(await requestRow(next.id)).toMatchObject({ status: "offered" });
    expect(emailsSaying(first.reference, "or to pay their deposit, has run out")).toHaveLength(1);
    expect(emailsSaying(next.reference, "freed up, and they are yours")).toHaveLength(1);
  });

  // Last: its run of the hold timer half an hour on lapses every hold the tests above left.
  it("paid with no webhook and no return, is confirmed by the hold timer, which asks Razorpay before lapsing it", async () => {
    const waiting = await offeredByStaff(DEPARTURES.holdTimer, 1, "Paid Quietly");
    await take(waiting);
    const [link] = linksOf(waiting.reference);
    const { payment } = razorpay.pay(link.id);
    const { hold_until: holdUntil } = await requestRow(waiting.id);
    await engine.runCron(undefined, new Date(Date.parse(holdUntil!) + 60_000));
    expect(await requestRow(waiting.id)).toEqual({ status: "confirmed", hold_until: null });
    expect(await engine.rows("SELECT id, amount FROM payments WHERE request_id = ?", waiting.id)).toEqual([
      { id: payment.id, amount: TEST_DEPOSIT_PAISE_PER_SEAT },
    ]);
    expect(
      await count("SELECT count(*) AS n FROM outbox WHERE request_id = ? AND template = 'deposit-paid'", waiting.id),
    ).toBe(1);
  });
});
