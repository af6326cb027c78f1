/**
 * @jest-environment node
 */
// Denial of inventory (OWASP OAT-021) on Cloudflare's engine: one visitor
// booking a departure out under made-up names, never to pay. Each email and
// each phone number may hold 6 seats of a departure unpaid at a time, each
// internet address 8 (data/booking-terms.json), counted by the insert that
// takes the seats, so concurrent bookings cannot slip past; a refusal says
// what to do and stores nothing; paid and lapsed holds free the allowance;
// the desk's sales are not limited; and the address is kept only as a keyed
// fingerprint, only while the booking is held.
import { createHmac } from "node:crypto";
import { staffApi, type Manifest, type RequestDetail } from "../../../requests/staff";
import { newKey, postJson, validBooking } from "../../support/intake-requests";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";

jest.setTimeout(300_000);

const TRIP = "spiti-winter-expedition";
/** A departure of 12 seats, as the attack found one (16 Jan, all 12 free). */
const TWELVE_SEATS = daysFromToday(45);
/** A roomy departure: the limits, not the seats, are what refuse here. */
const ROOMY = daysFromToday(30);
const FINGERPRINT_KEY = "a key of this test's own";
const AGENCY_PHONE = "+91 00000 11111";
const STAFF = "priya@safarnama.example";

let engine: Engine;
let staffToken: string;

beforeAll(async () => {
  const catalogue = testCatalogue();
  catalogue.trips[TRIP].departures.push({
    startDate: TWELVE_SEATS,
    endDate: daysFromToday(52),
    seats: 12,
    price: 38999,
  });
  engine = await startEngine({ catalogue, rateLimit: 100_000, vars: { CLIENT_FINGERPRINT_KEY: FINGERPRINT_KEY } });
  staffToken = await engine.access.sign(STAFF);
});

afterAll(() => engine?.stop());

/** A made-up traveller: a name, an email and a phone number of their own. */
const madeUp = (index: number) => ({
  fullName: `Made Up ${index}`,
  email: `made.up.${index}@example.com`,
  phone: String(9_100_000_000 + index),
});

/** Books `seats` on `departure` as a visitor at `address` (CF-Connecting-IP, as Cloudflare's edge sets it). */
function book(address: string, seats: number, traveller: Partial<ReturnType<typeof validBooking>>, departure = ROOMY) {
  return postJson(
    `${engine.url}/api/bookings`,
    { ...validBooking(), departure, travellers: "", message: "", seats: String(seats), ...traveller },
    newKey(),
    { "CF-Connecting-IP": address },
  );
}

async function expectHeld(response: Response) {
  expect([response.status, response.status === 201 ? "" : await response.text()]).toEqual([201, ""]);
  return (await response.json()) as { id: string; holdUntil: string };
}

/** The answer to a refused booking: its status and message; nothing else (no seatsLeft: it is not a sell-out). */
async function refusal(response: Response) {
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> };
}

/** What the departure's requests hold now, and everything stored about them. */
async function stored(departure: string) {
  const [row] = await engine.rows<{ rows: number; held: number }>(
    "SELECT count(*) AS rows, coalesce(sum(CASE WHEN status = 'held' THEN seats END), 0) AS held FROM requests WHERE departure_start = ?",
    departure,
  );
  const [emails] = await engine.rows<{ count: number }>(
    "SELECT count(*) AS count FROM outbox JOIN requests ON requests.id = outbox.request_id WHERE departure_start = ?",
    departure,
  );
  return { ...row, emails: emails.count };
}

async function clear(departure: string) {
  const ofDeparture = "(SELECT id FROM requests WHERE departure_start = ?)";
  await engine.rows(`DELETE FROM outbox WHERE request_id IN ${ofDeparture}`, departure);
  await engine.rows(`DELETE FROM request_events WHERE request_id IN ${ofDeparture}`, departure);
  await engine.rows("DELETE FROM requests WHERE departure_start = ?", departure);
}

afterEach(async () => {
  await clear(ROOMY);
  await clear(TWELVE_SEATS);
});

const staffFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${engine.url}${path}`, {
    ...init,
    headers: { "Cf-Access-Jwt-Assertion": staffToken, Origin: engine.url, ...(init.headers as Record<string, string>) },
  });

const staffPost = (path: string, body: unknown) =>
  staffFetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("one visitor emptying a departure", () => {
  it("as the attack was tried: one address, made-up names, 6 + 6 seats of 12: the second is refused with what to do, and nothing of it stored", async () => {
    const attacker = "203.0.113.7";
    await expectHeld(await book(attacker, 6, madeUp(1), TWELVE_SEATS));
    const second = await refusal(await book(attacker, 6, madeUp(2), TWELVE_SEATS));
    expect(second).toEqual({
      status: 409,
      answer: {
        message: `Bookings sent from your internet connection already hold 6 unpaid seats on this departure, and one connection may hold at most 8 unpaid at a time, so these 6 were not booked. Choose up to 2 seats, pay the deposit for the seats already held when we call you, or wait until their hold ends and book again. Many people can share one mobile connection: if those bookings are not yours, or for a bigger group, call us on ${AGENCY_PHONE} and we will book by phone.`,
      },
    });
    expect(await stored(TWELVE_SEATS)).toEqual({ rows: 1, held: 6, emails: 2 });

    // The rest of the departure still sells to everyone else.
    await expectHeld(await book("198.51.100.20", 6, madeUp(3), TWELVE_SEATS));
    expect(await stored(TWELVE_SEATS)).toEqual({ rows: 2, held: 12, emails: 4 });
  });

  it("a minute of the rate limit's 30 bookings, sent at once from one address under 30 names, holds at most the address's 8 seats", async () => {
    const attacker = "203.0.113.8";
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => book(attacker, 2, madeUp(100 + index))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(26);
    const refused = await Promise.all(
      responses.filter((response) => response.status === 409).map((response) => response.json()),
    );
    for (const answer of refused) {
      expect(answer.message).toMatch(/^Bookings sent from your internet connection already hold 8 unpaid seats/);
      expect(answer).not.toHaveProperty("seatsLeft");
    }
    expect(await stored(ROOMY)).toEqual({ rows: 4, held: 8, emails: 8 });
  });
});

describe("the limit per email and per phone number", () => {
  it("counts one email in any case, from any address and phone: 6 seats unpaid, then refused", async () => {
    await expectHeld(await book("192.0.2.1", 4, { ...madeUp(1), email: "Asha.Verma@Example.com" }));
    await expectHeld(await book("192.0.2.2", 2, { ...madeUp(2), email: "asha.verma@example.com" }));
    const third = await refusal(await book("192.0.2.3", 1, { ...madeUp(3), email: "ASHA.VERMA@EXAMPLE.COM" }));
    expect(third).toEqual({
      status: 409,
      answer: {
        message: `You already hold 6 unpaid seats on this departure under this email address, and one email address may hold at most 6 unpaid at a time, so nothing was booked. Pay the deposit for the seats already held when we call you, or wait until that hold ends and book again. For a bigger group, call us on ${AGENCY_PHONE}.`,
      },
    });
    expect(await stored(ROOMY)).toEqual({ rows: 2, held: 6, emails: 4 });
  });

  it("counts one phone number by its country code and digits, a leading 0 or not; another country's is another number", async () => {
    await expectHeld(await book("192.0.2.1", 5, { ...madeUp(1), phone: "9812345678" }));
    const more = await refusal(await book("192.0.2.2", 2, { ...madeUp(2), phone: "09812345678" }));
    expect(more.status).toBe(409);
    expect(more.answer.message).toBe(
      `You already hold 5 unpaid seats on this departure under this phone number, and one phone number may hold at most 6 unpaid at a time, so these 2 were not booked. Choose 1 seat, pay the deposit for the seats already held when we call you, or wait until that hold ends and book again. For a bigger group, call us on ${AGENCY_PHONE}.`,
    );
    await expectHeld(await book("192.0.2.3", 1, { ...madeUp(3), phone: "09812345678" }));
    await expectHeld(await book("192.0.2.4", 6, { ...madeUp(4), countryCode: "+44", phone: "9812345678" }));
    expect(await stored(ROOMY)).toEqual({ rows: 3, held: 12, emails: 6 });
  });

  it("never lets 20 bookings sent at once under one email, from 20 addresses, hold more than 6 seats", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(`192.0.2.${50 + index}`, 1, { ...madeUp(200 + index), email: "one.person@example.com" }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(6);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(14);
    expect(await stored(ROOMY)).toEqual({ rows: 6, held: 6, emails: 12 });
  });
});

describe("the limit per internet address", () => {
  it("takes 8 seats from one address under different names, then refuses; another address books on", async () => {
    const office = "198.51.100.7";
    await expectHeld(await book(office, 4, madeUp(1)));
    await expectHeld(await book(office, 4, madeUp(2)));
    const third = await refusal(await book(office, 1, madeUp(3)));
    expect(third.status).toBe(409);
    expect(third.answer.message).toBe(
      `Bookings sent from your internet connection already hold 8 unpaid seats on this departure, and one connection may hold at most 8 unpaid at a time, so nothing was booked. Pay the deposit for the seats already held when we call you, or wait until their hold ends and book again. Many people can share one mobile connection: if those bookings are not yours, or for a bigger group, call us on ${AGENCY_PHONE} and we will book by phone.`,
    );
    await expectHeld(await book("198.51.100.8", 1, madeUp(3)));
    expect(await stored(ROOMY)).toEqual({ rows: 3, held: 9, emails: 6 });
  });

  it("counts an IPv6 address by its /64, which one home or phone is given whole; an IPv4 address written as IPv6 is that IPv4 address", async () => {
    await expectHeld(await book("2001:db8:1:2::1", 6, madeUp(1)));
    expect((await book("2001:DB8:1:2:ffff:0:0:9", 6, madeUp(2))).status).toBe(409);
    await expectHeld(await book("2001:db8:1:3::1", 6, madeUp(3)));
    await expectHeld(await book("192.0.2.99", 6, madeUp(4)));
    expect((await book("::ffff:192.0.2.99", 6, madeUp(5))).status).toBe(409);
  });

  it("keeps a keyed fingerprint of the address, never the address, and only while the booking is held", async () => {
    const address = "203.0.113.77";
    const { id } = await expectHeld(await book(address, 2, madeUp(1)));
    const [row] = await engine.rows<Record<string, unknown>>("SELECT * FROM requests WHERE id = ?", id);
    expect(row.client_fingerprint).toBe(createHmac("sha256", FINGERPRINT_KEY).update(address).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(address);
    expect(JSON.stringify(row)).not.toContain("203.0.113");

    // A waitlist request holds nothing: no fingerprint, and no limit (the same visitor joins it after 8 seats held).
    await expectHeld(await book(address, 6, madeUp(2)));
    const waiting = await book(address, 6, { ...madeUp(3), request: "waitlist" });
    expect(waiting.status).toBe(201);
    const [waitlisted] = await engine.rows(
      "SELECT status, client_fingerprint FROM requests WHERE id = ?",
      (await waiting.json()).id,
    );
    expect(waitlisted).toEqual({ status: "waiting", client_fingerprint: null });
  });
});

describe("what frees the allowance", () => {
  it("a hold that lapses: the visitor may book again, and the lapsed booking's fingerprint is gone", async () => {
    const { id, holdUntil } = await expectHeld(await book("192.0.2.10", 6, madeUp(1)));
    expect((await book("192.0.2.10", 1, madeUp(1))).status).toBe(409);
    await engine.runCron(undefined, new Date(Date.parse(holdUntil) + 60_000));
    expect(await engine.rows("SELECT status, client_fingerprint FROM requests WHERE id = ?", id)).toEqual([
      { status: "lapsed", client_fingerprint: null },
    ]);
    await expectHeld(await book("192.0.2.10", 6, madeUp(1)));
  });

  it("a hold that is paid: the visitor may book again, and the confirmed booking keeps no fingerprint", async () => {
    const { id } = await expectHeld(await book("192.0.2.11", 6, madeUp(1)));
    expect((await book("192.0.2.11", 6, madeUp(1))).status).toBe(409);
    // The deposit of 6 seats (30% of ₹38,999 with 5% GST, ₹12,285 a seat), received by bank transfer.
    const paid = await staffPost(staffApi.payments(id), { rupees: 6 * 12_285, method: "bank transfer", version: 1 });
    expect(paid.status).toBe(200);
    expect(await engine.rows("SELECT status, client_fingerprint FROM requests WHERE id = ?", id)).toEqual([
      { status: "confirmed", client_fingerprint: null },
    ]);
    await expectHeld(await book("192.0.2.11", 6, madeUp(1)));
  });

  it("a hold staff decline: the seats and the allowance are free again, and the fingerprint is gone", async () => {
    const { id } = await expectHeld(await book("192.0.2.12", 6, madeUp(1)));
    const declined = await staffPost(staffApi.status(id), { status: "declined", version: 1, note: "A hoard." });
    expect(declined.status).toBe(200);
    expect(await engine.rows("SELECT status, client_fingerprint FROM requests WHERE id = ?", id)).toEqual([
      { status: "declined", client_fingerprint: null },
    ]);
    await expectHeld(await book("192.0.2.12", 6, madeUp(1)));
  });
});

describe("the staff desk", () => {
  it("enters sales by phone beyond the limits, which then count against the traveller's own bookings online", async () => {
    const sale = {
      trip: TRIP,
      departure: ROOMY,
      ...madeUp(1),
      countryCode: "+91",
      seats: "6",
      travellers: "",
      message: "",
      confirmed: false,
    };
    for (let sales = 0; sales < 3; sales += 1) {
      const entered = await staffPost(staffApi.bookings, sale);
      expect(entered.status).toBe(201);
      expect(((await entered.json()) as RequestDetail).status).toBe("held");
    }
    expect(
      await engine.rows("SELECT DISTINCT client_fingerprint FROM requests WHERE departure_start = ?", ROOMY),
    ).toEqual([{ client_fingerprint: null }]);
    const online = await refusal(await book("192.0.2.12", 1, madeUp(1)));
    expect(online.status).toBe(409);
    expect(online.answer.message).toMatch(
      /^You already hold 18 unpaid seats on this departure under this email address/,
    );
  });

  it("shows on the manifest which holds share an email, a phone or an address, with each address's short tag", async () => {
    const lone = await expectHeld(await book("192.0.2.30", 2, madeUp(1)));
    const first = await expectHeld(await book("203.0.113.40", 4, madeUp(2)));
    const sameAddress = await expectHeld(await book("203.0.113.40", 2, madeUp(3)));
    const samePhone = await expectHeld(await book("192.0.2.31", 1, { ...madeUp(4), phone: madeUp(3).phone }));
    const response = await staffFetch(staffApi.manifest(TRIP, ROOMY));
    expect(response.status).toBe(200);
    const manifest: Manifest = await response.json();
    const tag = createHmac("sha256", FINGERPRINT_KEY).update("203.0.113.40").digest("hex").slice(0, 6);
    const byId = new Map(manifest.holds.map((hold) => [hold.id, hold]));
    expect(byId.get(lone.id)).toMatchObject({ shares: [], addressTag: expect.stringMatching(/^[0-9a-f]{6}$/) });
    expect(byId.get(first.id)).toMatchObject({ shares: ["address"], addressTag: tag });
    expect(byId.get(sameAddress.id)).toMatchObject({ shares: ["phone", "address"], addressTag: tag });
    expect(byId.get(samePhone.id)).toMatchObject({ shares: ["phone"] });
    expect(manifest.sharedHolds).toEqual([
      {
        shares: ["phone", "address"],
        ids: expect.arrayContaining([first.id, sameAddress.id, samePhone.id]),
        seats: 7,
      },
    ]);
    expect(manifest.sharedHolds[0].ids).toHaveLength(3);
  });
});

it("reads only a departure's held requests, through an index, and an address's among them directly", async () => {
  // Loaded untyped: the Worker's own types are workerd's.
  const { unpaidSeatsHeldBy } = jest.requireActual<{
    unpaidSeatsHeldBy: (...args: unknown[]) => { sql: string; values: unknown[] } | null;
  }>("../../../worker/db/seats");
  const row = { email: "a@example.com", country_code: "+91", phone: "9812345678", client_fingerprint: "ab" };
  const plans: Record<string, string> = {};
  for (const holder of ["email", "phone", "address"]) {
    const held = unpaidSeatsHeldBy(holder, row, TRIP, ROOMY)!;
    const plan = await engine.rows<{ detail: string }>(`EXPLAIN QUERY PLAN SELECT ${held.sql}`, ...held.values);
    plans[holder] = plan.map((step) => step.detail).join("\n");
  }
  console.log(
    Object.entries(plans)
      .map(([holder, plan]) => `${holder}:\n${plan}`)
      .join("\n"),
  );
  for (const plan of Object.values(plans)) {
    expect(plan).toMatch(/SEARCH requests USING INDEX \w+ \(trip_slug=\? AND departure_start=\? AND /);
  }
  expect(plans.address).toContain(
    "SEARCH requests USING INDEX requests_unpaid_holds (trip_slug=? AND departure_start=? AND client_fingerprint=?)",
  );
});
