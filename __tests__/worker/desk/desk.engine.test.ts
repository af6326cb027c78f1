/**
 * @jest-environment node
 */
// The staff desk's API on the Worker's engine, signed in by the stand-in for
// Cloudflare Access: who gets in (every route, every kind of bad token), the
// list and its filters, status changes with their history and version check,
// seats left and the manifest with its CSV, resume downloads; and the daily
// clean-up that deletes requests whose time is up (requests/retention.ts).
import { readFileSync } from "node:fs";
import ts from "typescript";
import { RETENTION_CRON, RETENTION_DAYS } from "../../../requests/retention";
import { accessKeyPair } from "../../../scripts/local-access.mjs";
import { staffApi } from "../../../requests/staff";
import type { RequestDetail, RequestList, Manifest, DepartureSeats } from "../../../requests/staff";
import {
  applicationForm,
  PDF_BYTES,
  postForm,
  postJson,
  validBooking,
  validMessage,
} from "../../support/intake-requests";
import { parseCsv } from "../../support/csv";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  withoutUnpaidLimits,
  type Engine,
} from "../../support/worker-engine";

jest.setTimeout(180_000);

const STAFF = "priya@safarnama.example";
const TRIP = "spiti-winter-expedition";
const DEPARTURE = daysFromToday(30);

let engine: Engine;
let token: string;

beforeAll(async () => {
  engine = await startEngine({ catalogue: withoutUnpaidLimits(testCatalogue()), rateLimit: 1000 });
  token = await engine.access.sign(STAFF);
});

afterAll(() => engine?.stop());

const staffFetch = (path: string, init: RequestInit = {}, as: string | null = token) =>
  fetch(`${engine.url}${path}`, {
    ...init,
    headers: { ...(as ? { "Cf-Access-Jwt-Assertion": as } : {}), ...(init.headers as Record<string, string>) },
  });

async function staffJson<T>(path: string): Promise<T> {
  const response = await staffFetch(path);
  expect([path, response.status]).toEqual([path, 200]);
  return response.json() as Promise<T>;
}

function changeStatus(id: string, body: object, origin = engine.url) {
  return staffFetch(staffApi.status(id), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(body),
  });
}

/** Moves request `id` through `statuses` in turn, each change on the version the last one left. */
async function moveThrough(id: string, ...statuses: string[]): Promise<RequestDetail> {
  let detail = await staffJson<RequestDetail>(staffApi.request(id));
  for (const status of statuses) {
    const response = await changeStatus(id, { status, version: detail.version });
    expect([status, response.status]).toEqual([status, 200]);
    detail = await response.json();
  }
  return detail;
}

async function book(fields: Partial<ReturnType<typeof validBooking>> = {}): Promise<string> {
  const response = await postJson(`${engine.url}/api/bookings`, { ...validBooking(), ...fields });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

async function apply(): Promise<string> {
  const response = await postForm(`${engine.url}/api/applications`, applicationForm());
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

describe("who gets in", () => {
  let requestId: string;
  let badTokens: [string, string | null][];

  let bookingId: string;

  beforeAll(async () => {
    requestId = await apply();
    bookingId = await book({ fullName: "Bea Guarded" });
    badTokens = [
      ["no token", null],
      ["an expired token", await engine.access.sign(STAFF, { expiresInSeconds: -60 })],
      ["a token for another application", await engine.access.sign(STAFF, { audience: "another-app" })],
      [
        "a token signed by another key",
        await engine.access.sign(STAFF, { keyPair: await accessKeyPair("local-access") }),
      ],
      ["a token from another team", await engine.access.sign(STAFF, { issuer: "https://other.cloudflareaccess.com" })],
      ["a token without an email", await engine.access.sign("")],
      ["something that is not a token", "not.a.token"],
    ];
  });

  const routes = (): [string, string, RequestInit?][] => [
    ["GET", staffApi.requests],
    ["GET", staffApi.request(requestId)],
    [
      "POST",
      staffApi.status(requestId),
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: engine.url },
        body: JSON.stringify({ status: "reviewing", version: 1 }),
      },
    ],
    ["GET", staffApi.resume(requestId)],
    ["GET", staffApi.departures],
    ["GET", staffApi.manifest(TRIP, DEPARTURE)],
    ["GET", staffApi.manifestCsv(TRIP, DEPARTURE)],
    [
      "POST",
      staffApi.hold(bookingId),
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: engine.url },
        body: JSON.stringify({ hours: 12, version: 1 }),
      },
    ],
  ];

  it("refuses every staff route with 403 and nothing else for each kind of bad token", async () => {
    const table: string[] = [];
    for (const [what, bad] of badTokens) {
      for (const [method, path, init] of routes()) {
        const response = await staffFetch(path, init, bad);
        const body = await response.text();
        table.push(`${what} | ${method} ${path.replace(requestId, ":id")} | ${response.status}`);
        expect([what, method, path, response.status]).toEqual([what, method, path, 403]);
        expect(JSON.parse(body)).toEqual({ message: "Staff only. Sign in through Cloudflare Access." });
        expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      }
    }
    console.log(`Refused tokens:\n${table.join("\n")}`);
    // Nothing changed behind the refusals.
    expect(await engine.rows("SELECT status, version FROM requests WHERE id = ?", requestId)).toEqual([
      { status: "new", version: 1 },
    ]);
    expect(await engine.rows("SELECT * FROM request_events WHERE request_id = ?", requestId)).toEqual([]);
  });

  it("answers every route for a valid token", async () => {
    for (const [method, path, init] of routes()) {
      const response = await staffFetch(path, init);
      expect([method, path, response.status]).toEqual([method, path, 200]);
    }
  });
});

describe("the list", () => {
  it("shows requests newest first, filtered by kind, status, trip, departure and text, with counts per status", async () => {
    const first = await book({ fullName: "Kavya Listtest", email: "kavya@example.com" });
    const second = await book({
      fullName: "Arjun Listtest",
      email: "arjun@example.com",
      departure: daysFromToday(60),
      request: "waitlist",
    });
    const message = await postJson(`${engine.url}/api/messages`, { ...validMessage(), lastName: "Listtest" });
    const third = (await message.json()).id;

    const all = await staffJson<RequestList>(`${staffApi.requests}?q=listtest`);
    expect(all.requests.map((request) => request.id)).toEqual([third, second, first]);
    expect(all.requests[1]).toMatchObject({ kind: "waitlist", status: "waiting", name: "Arjun Listtest" });
    expect(all.counts).toEqual({ held: 1, new: 1, waiting: 1 });

    const waitlist = await staffJson<RequestList>(`${staffApi.requests}?q=listtest&kind=waitlist`);
    expect(waitlist.requests.map((request) => request.id)).toEqual([second]);
    const byDeparture = await staffJson<RequestList>(
      `${staffApi.requests}?q=listtest&trip=${TRIP}&departure=${DEPARTURE}`,
    );
    expect(byDeparture.requests.map((request) => request.id)).toEqual([first]);
    const byStatus = await staffJson<RequestList>(`${staffApi.requests}?q=listtest&status=held`);
    expect(byStatus.requests.map((request) => request.id)).toEqual([first]);
    // The counts ignore the status filter, so every tab shows its number.
    expect(byStatus.counts).toEqual({ held: 1, new: 1, waiting: 1 });
    // % and _ are searched for as themselves, not as wildcards.
    expect((await staffJson<RequestList>(`${staffApi.requests}?q=list%25test`)).requests).toEqual([]);
  });

  it("searches up to D1's 50-byte pattern, counted in bytes, and refuses a longer search with 400 and why", async () => {
    // 16 Devanagari letters are 48 bytes, the most a search may hold ('%' either side makes 50).
    const longest = "अनन्याशर्माकीयात्राकेलि".slice(0, 16);
    expect(new TextEncoder().encode(longest).byteLength).toBe(48);
    await book({ fullName: `${longest} Searchtest` });
    const found = await staffJson<RequestList>(`${staffApi.requests}?q=${encodeURIComponent(longest)}`);
    expect(found.requests.map((request) => request.name)).toEqual([`${longest} Searchtest`]);
    expect((await staffJson<RequestList>(`${staffApi.requests}?q=${"x".repeat(48)}`)).requests).toEqual([]);

    for (const tooLong of [
      `${longest}x`,
      "a".repeat(49),
      "%".repeat(25),
      "ananya.sharma.travels.with.friends@example-mail.com",
    ]) {
      const response = await staffFetch(`${staffApi.requests}?q=${encodeURIComponent(tooLong)}`);
      expect([tooLong, response.status]).toEqual([tooLong, 400]);
      expect((await response.json()).message).toMatch(/^Shorten the search/);
    }
  });

  it("refuses a filter it does not know rather than ignoring it", async () => {
    expect((await staffFetch(`${staffApi.requests}?kind=refund`)).status).toBe(400);
    expect((await staffFetch(`${staffApi.requests}?departure=next-week`)).status).toBe(400);
  });
});

describe("status changes", () => {
  it("moves a booking through its statuses, keeping who changed what, when, and why", async () => {
    const id = await book({ fullName: "Nikhil History" });
    const confirmed = await changeStatus(id, { status: "confirmed", version: 1, note: "  Deposit by UPI.  " });
    expect(confirmed.status).toBe(200);
    const detail: RequestDetail = await confirmed.json();
    expect(detail).toMatchObject({ status: "confirmed", version: 2 });
    // Sold: the hold's time is gone, and the traveller's confirmation is queued beside the first two emails.
    expect(detail.seats).toMatchObject({ count: 2, others: ["Ravi Śarmā"], holdUntil: null, source: "site" });
    expect(detail.emails.map((email) => email.template)).toEqual(["agency", "received", "confirmed"]);
    expect(detail.history).toEqual([
      { at: expect.any(String), staffEmail: STAFF, from: "held", to: "confirmed", note: "Deposit by UPI." },
    ]);
    const other = await engine.access.sign("rahul@safarnama.example");
    const cancelled = await staffFetch(staffApi.status(id), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: engine.url, "Cf-Access-Jwt-Assertion": other },
      body: JSON.stringify({ status: "cancelled", version: 2 }),
    });
    const history = ((await cancelled.json()) as RequestDetail).history;
    expect(history.map(({ staffEmail, from, to, note }) => [staffEmail, from, to, note])).toEqual([
      [STAFF, "held", "confirmed", "Deposit by UPI."],
      ["rahul@safarnama.example", "confirmed", "cancelled", null],
    ]);
    expect(Date.parse(history[1].at)).toBeGreaterThanOrEqual(Date.parse(history[0].at));
  });

  it("refuses a change made on a stale copy (409) and writes nothing for it", async () => {
    const id = await book({ fullName: "Sana Stale" });
    const [a, b] = await Promise.all([
      changeStatus(id, { status: "confirmed", version: 1 }),
      changeStatus(id, { status: "declined", version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await loser.json()).message).toMatch(/^Someone changed this request since you opened it/);
    const rows = await engine.rows<{ version: number }>("SELECT version FROM requests WHERE id = ?", id);
    expect(rows).toEqual([{ version: 2 }]);
    expect(await engine.rows("SELECT to_status FROM request_events WHERE request_id = ?", id)).toHaveLength(1);
    // Again, one after the other: the second still holds version 1.
    expect((await changeStatus(id, { status: "declined", version: 1 })).status).toBe(409);
  });

  it("refuses a move the kind does not allow, a settled request's, and a bad body", async () => {
    const id = await book({ fullName: "Om Order" });
    const skip = await changeStatus(id, { status: "cancelled", version: 1 });
    expect(skip.status).toBe(422);
    expect((await skip.json()).message).toBe(
      'A booking request that is Held can move to Confirmed or Declined or Lapsed, not "cancelled".',
    );
    await moveThrough(id, "declined");
    const settled = await changeStatus(id, { status: "confirmed", version: 2 });
    expect(settled.status).toBe(422);
    expect((await settled.json()).message).toMatch(/settled \(Declined\)/);
    expect((await changeStatus(id, { status: "confirmed" })).status).toBe(400);
    expect((await changeStatus(id, { status: "confirmed", version: 2, note: "x".repeat(2001) })).status).toBe(400);
  });

  it("takes a change only from the desk's own origin, as JSON", async () => {
    const id = await book({ fullName: "Isha Origin" });
    expect((await changeStatus(id, { status: "confirmed", version: 1 }, "https://evil.example")).status).toBe(403);
    const form = await staffFetch(staffApi.status(id), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: engine.url },
      body: "status=confirmed&version=1",
    });
    expect(form.status).toBe(415);
    expect(await engine.rows("SELECT status FROM requests WHERE id = ?", id)).toEqual([{ status: "held" }]);
  });
});

describe("holds, offers and sales by phone", () => {
  const FIVE = daysFromToday(90);
  const post = (path: string, body: unknown) =>
    staffFetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: engine.url },
      body: JSON.stringify(body),
    });

  it("extends a hold from its end, keeps the change in the history, and refuses what is not a hold", async () => {
    const id = await book({ fullName: "Tara Extends" });
    const [{ hold_until: before }] = await engine.rows<{ hold_until: string }>(
      "SELECT hold_until FROM requests WHERE id = ?",
      id,
    );
    const extended = await post(staffApi.hold(id), { hours: 24, version: 1, note: "Pays Monday" });
    expect(extended.status).toBe(200);
    const detail: RequestDetail = await extended.json();
    expect(Date.parse(detail.seats!.holdUntil!) - Date.parse(before)).toBe(24 * 60 * 60_000);
    expect(detail).toMatchObject({ status: "held", version: 2 });
    expect(detail.history).toEqual([
      { at: expect.any(String), staffEmail: STAFF, from: "held", to: "held", note: "Pays Monday" },
    ]);
    expect((await post(staffApi.hold(id), { hours: 24, version: 1 })).status).toBe(409);
    const odd = await post(staffApi.hold(id), { hours: 5, version: 2 });
    expect(odd.status).toBe(400);
    expect((await odd.json()).message).toBe("Extend a hold by 12, 24, 48, 72 hours.");
    await moveThrough(id, "confirmed");
    const sold = await post(staffApi.hold(id), { hours: 24, version: 3 });
    expect(sold.status).toBe(422);
    expect((await sold.json()).message).toBe(
      "Only held or offered seats have a hold to extend; this request is Confirmed.",
    );
  });

  it("offers seats to the waitlist by hand only while they are free", async () => {
    const waiting = await book({ departure: FIVE, fullName: "Wait Forseats", request: "waitlist", seats: "2" });
    const holder = await book({ departure: FIVE, fullName: "Hold Most", seats: "4", travellers: "" });
    const refused = await changeStatus(waiting, { status: "offered", version: 1, note: "Asked on the phone" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "Only 1 of the departure's 5 seats is free, and this request is for 2. Free seats first, or offer them to a smaller request.",
    );
    expect(await engine.rows("SELECT status, version FROM requests WHERE id = ?", waiting)).toEqual([
      { status: "waiting", version: 1 },
    ]);

    await moveThrough(holder, "declined");
    const offered = await changeStatus(waiting, { status: "offered", version: 1, note: "Asked on the phone" });
    expect(offered.status).toBe(200);
    const detail: RequestDetail = await offered.json();
    expect(detail.status).toBe("offered");
    expect(Date.parse(detail.seats!.holdUntil!) - Date.now()).toBeGreaterThan(23.9 * 60 * 60_000);
    expect(detail.emails.map((email) => email.template)).toEqual(["agency", "waitlisted", "offered"]);
  });

  it("enters a sale by phone through the same atomic hold: held or sold, from the desk, refused once the seats are gone", async () => {
    const sale = {
      trip: TRIP,
      departure: FIVE,
      fullName: "Phone Buyer",
      email: "buyer@example.com",
      countryCode: "+91",
      phone: "9222222222",
      seats: "2",
      travellers: "Phone Friend",
      message: "",
      confirmed: true,
    };
    const entered = await post(staffApi.bookings, sale);
    expect(entered.status).toBe(201);
    const detail: RequestDetail = await entered.json();
    expect(detail).toMatchObject({ kind: "booking", status: "confirmed", name: "Phone Buyer" });
    expect(detail.seats).toMatchObject({ count: 2, others: ["Phone Friend"], holdUntil: null, source: "desk" });
    expect(detail.emails.map((email) => email.template)).toEqual(["confirmed"]);
    expect(detail.history).toEqual([
      {
        at: expect.any(String),
        staffEmail: STAFF,
        from: "confirmed",
        to: "confirmed",
        note: "Entered on the desk: taken by phone or WhatsApp, deposit received.",
      },
    ]);
    // 5 seats: 2 offered above, 2 sold now; 1 free. A held sale of 2 does not fit.
    const tooMany = await post(staffApi.bookings, { ...sale, confirmed: false });
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json()).seatsLeft).toBe(1);
    const invalid = await post(staffApi.bookings, { ...sale, phone: "12" });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({ phone: "Enter at least 7 digits (this number has 2)." });
    expect((await post(staffApi.bookings, { ...sale, confirmed: "yes" })).status).toBe(400);
  });
});

describe("seats and manifests", () => {
  const manifestPath = staffApi.manifest(TRIP, DEPARTURE);

  it("counts seats held and sold as they move, frees them on cancelling, and lists the travellers", async () => {
    const before = await staffJson<Manifest>(manifestPath);
    const names = ["Ananya Śarmā", "Kumar, Vijay", 'Deepa "Dee" Nair'];
    const ids = [];
    for (const fullName of names) {
      ids.push(await book({ fullName, email: `${ids.length}@example.com`, seats: "1", travellers: "" }));
    }
    const unconfirmed = await book({ fullName: "Still Thinking", seats: "2", travellers: "Also Thinking" });

    const held = await staffJson<Manifest>(manifestPath);
    expect([held.held, held.sold, held.free]).toEqual([before.held + 5, before.sold, before.free - 5]);
    expect(held.holds.find((hold) => hold.id === unconfirmed)).toMatchObject({ seats: 2, status: "held" });

    for (const id of ids) await moveThrough(id, "confirmed");
    const sold = await staffJson<Manifest>(manifestPath);
    expect([sold.held, sold.sold, sold.free]).toEqual([before.held + 2, before.sold + 3, before.free - 5]);
    expect(sold.confirmed).toBe(before.confirmed + 3);
    for (const name of names) expect(sold.travellers.map((traveller) => traveller.name)).toContain(name);
    expect(sold.travellers.map((traveller) => traveller.id)).not.toContain(unconfirmed);

    await moveThrough(ids[1], "cancelled");
    const after = await staffJson<Manifest>(manifestPath);
    expect([after.sold, after.free]).toEqual([before.sold + 2, before.free - 4]);
    expect(after.travellers.map((traveller) => traveller.name)).not.toContain("Kumar, Vijay");

    const seats = await staffJson<DepartureSeats[]>(staffApi.departures);
    expect(seats.find((departure) => departure.trip.slug === TRIP && departure.startDate === DEPARTURE)).toEqual({
      trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" },
      startDate: DEPARTURE,
      endDate: daysFromToday(37),
      capacity: 40,
      held: after.held,
      sold: after.sold,
      free: after.free,
      overbooked: false,
      confirmed: after.confirmed,
      waiting: 0,
      // Nobody has been checked in at the pickup yet (lead-roster.engine.test.ts).
      arrived: 0,
    });
  });

  it("lists a full departure's waitlist in the order the requests came", async () => {
    const full = daysFromToday(60);
    const first = await book({ departure: full, fullName: "First Waiting", request: "waitlist" });
    const second = await book({ departure: full, fullName: "Second Waiting", request: "waitlist" });
    await moveThrough(first, "offered");
    const manifest = await staffJson<Manifest>(staffApi.manifest(TRIP, full));
    const order = manifest.waitlist.map(({ id, status }) => [id, status]);
    expect(order.slice(-2)).toEqual([
      [first, "offered"],
      [second, "waiting"],
    ]);
  });

  it("exports the manifest as CSV a spreadsheet opens as it is: UTF-8, quoted commas and quotes", async () => {
    const response = await staffFetch(staffApi.manifestCsv(TRIP, DEPARTURE));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="manifest-${TRIP}-${DEPARTURE}.csv"; filename*=UTF-8''manifest-${TRIP}-${DEPARTURE}.csv`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain('"Deepa ""Dee"" Nair"');
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      "Booking",
      "Name",
      "Seats",
      "Travelling with",
      "Phone",
      "Email",
      "Confirmed",
      "Message",
      "Reference",
      "Seat",
      "Traveller",
      "Age at departure",
      "Gender",
      "Dietary needs",
      "Traveller's phone",
      "Emergency contact",
      "Relation",
      "Emergency phone",
      "Guardian",
      "Guardian's phone",
    ]);
    const manifest = await staffJson<Manifest>(staffApi.manifest(TRIP, DEPARTURE));
    // A line per seat; no traveller here has told their details yet (travellers.engine.test.ts fills them).
    expect(rows).toEqual(
      manifest.travellers.flatMap((traveller, index) =>
        Array.from({ length: traveller.seats }, (_, seat) => [
          String(index + 1),
          traveller.name,
          String(traveller.seats),
          traveller.others.join("; "),
          traveller.phone,
          traveller.email,
          traveller.confirmedAt!.slice(0, 10),
          traveller.message ?? "",
          traveller.reference,
          String(seat + 1),
          ...Array.from({ length: 10 }, () => ""),
        ]),
      ),
    );
    expect(rows.map((row) => row[1])).toEqual(expect.arrayContaining(["Ananya Śarmā", 'Deepa "Dee" Nair']));
  });

  it("answers 404 for a departure the site does not have", async () => {
    expect((await staffFetch(staffApi.manifest(TRIP, "2001-01-01"))).status).toBe(404);
  });
});

describe("resumes", () => {
  it("hands an applicant's resume over as a download, byte for byte, with its stored type", async () => {
    const id = await apply();
    const response = await staffFetch(staffApi.resume(id));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Rohan-CV.pdf"; filename*=UTF-8''Rohan-CV.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    const detail = await staffJson<RequestDetail>(staffApi.request(id));
    expect(detail.resume).toEqual({ name: "Rohan-CV.pdf", type: "application/pdf", bytes: PDF_BYTES.length });
  });

  it("answers 404 for a request without one", async () => {
    expect((await staffFetch(staffApi.resume(await book()))).status).toBe(404);
  });
});

describe("retention", () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000).toISOString();

  it("runs daily in production", () => {
    const { config } = ts.parseConfigFileTextToJson("wrangler.jsonc", readFileSync("wrangler.jsonc", "utf8"));
    expect(config.triggers.crons).toContain(RETENTION_CRON);
  });

  it("deletes each request whose time is up, with its history, email row and resume, and keeps the rest", async () => {
    const oldApplication = await apply();
    const oldBooking = await book({ fullName: "Old Traveller" });
    await moveThrough(oldBooking, "confirmed");
    const recentTrip = await book({ fullName: "Recent Trip" });
    const recentApplication = await apply();
    const [{ resume_key: oldResume }] = await engine.rows<{ resume_key: string }>(
      "SELECT resume_key FROM requests WHERE id = ?",
      oldApplication,
    );
    const age = (id: string, days: number, departureEnd?: string) =>
      engine.rows(
        "UPDATE requests SET received_at = ?, changed_at = CASE WHEN changed_at IS NULL THEN NULL ELSE ? END, departure_end = coalesce(?, departure_end) WHERE id = ?",
        daysAgo(days),
        daysAgo(days),
        departureEnd ?? null,
        id,
      );
    await age(oldApplication, RETENTION_DAYS.application + 1);
    await age(oldBooking, RETENTION_DAYS.booking + 1, daysAgo(RETENTION_DAYS.booking + 1).slice(0, 10));
    // Changed long ago, but its trip ended only last month: kept until that is a year old too.
    await age(recentTrip, RETENTION_DAYS.booking + 1, daysAgo(30).slice(0, 10));
    await age(recentApplication, RETENTION_DAYS.application - 1);

    await engine.runCron(RETENTION_CRON);

    const remaining = (await engine.rows<{ id: string }>("SELECT id FROM requests")).map((row) => row.id);
    expect(remaining).not.toContain(oldApplication);
    expect(remaining).not.toContain(oldBooking);
    expect(remaining).toEqual(expect.arrayContaining([recentTrip, recentApplication]));
    for (const table of ["request_events", "outbox"]) {
      expect(
        await engine.rows(`SELECT * FROM ${table} WHERE request_id IN (?, ?)`, oldApplication, oldBooking),
      ).toEqual([]);
    }
    expect((await engine.objects()).map((object) => object.key)).not.toContain(oldResume);
    expect((await staffFetch(staffApi.request(oldBooking))).status).toBe(404);
  });
});
