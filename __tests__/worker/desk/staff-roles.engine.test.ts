/**
 * @jest-environment node
 */
// Who may call what under the staff API, on the Worker's engine: every route of the staff policy
// (worker/desk/staff-policy.ts) called by someone Access signed in who is on no staff list, by an owner
// of the STAFF_OWNERS setting, and by people an owner gave one role each on the desk — operations,
// accounts, the lead of the departure asked about and the lead of another — against the matrix below,
// written out by hand. Then what follows from it: a lead's list holds only their departures, the access
// log names the role and purpose of each read, owners' changes are logged, and taking someone off the
// staff closes the desk to them.
import { staffApi, type AccessLogPage, type DepartureSeats, type StaffRefusal } from "../../../requests/staff";
import type { StaffList, StaffMemberChange, StaffSelf } from "../../../requests/staff-roles";
import { rosterApi } from "../../../requests/staff-roster";
import { reviewApi } from "../../../requests/reviews";
import { numbersApi } from "../../../requests/numbers";
import { postJson, validBooking } from "../../support/intake-requests";
import { COLUMNS, MATRIX, PEOPLE, type Person } from "../../support/staff-matrix";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  withoutUnpaidLimits,
  type Engine,
} from "../../support/worker-engine";
import { staffCall } from "../../support/staff-calls";

jest.setTimeout(180_000);

const OWNER = PEOPLE.owner;
const TRIP = "spiti-winter-expedition";
/** The departure the booking is on (validBooking's), which LEAD leads. */
const LED = daysFromToday(30);
/** Another departure of the trip, which OTHER_LEAD leads. */
const OTHER = daysFromToday(60);

const HOLDINGS: StaffMemberChange[] = [
  { email: PEOPLE.operations, roles: ["operations"], departures: [] },
  { email: PEOPLE.accounts, roles: ["accounts"], departures: [] },
  { email: PEOPLE.lead, roles: ["lead"], departures: [{ trip: TRIP, startDate: LED }] },
  { email: PEOPLE["other lead"], roles: ["lead"], departures: [{ trip: TRIP, startDate: OTHER }] },
];

let engine: Engine;
const tokens = {} as Record<Person, string>;
let bookingId: string;

const call = (as: Person, method: string, path: string, body?: unknown) =>
  staffCall(engine.url, tokens[as], method, path, body);

async function json<T>(as: Person, path: string): Promise<T> {
  const response = await call(as, "GET", path);
  expect([path, response.status]).toEqual([path, 200]);
  return response.json() as Promise<T>;
}

const saveStaff = (as: Person, change: StaffMemberChange) => call(as, "POST", staffApi.staff, change);

beforeAll(async () => {
  engine = await startEngine({
    catalogue: withoutUnpaidLimits(testCatalogue()),
    rateLimit: 1000,
    vars: { STAFF_OWNERS: ` ${OWNER.toUpperCase()} , ` },
  });
  for (const person of Object.keys(PEOPLE) as Person[]) tokens[person] = await engine.access.sign(PEOPLE[person]);
  for (const holding of HOLDINGS) expect((await saveStaff("owner", holding)).status).toBe(200);
  const booked = await postJson(`${engine.url}/api/bookings`, validBooking());
  expect(booked.status).toBe(201);
  bookingId = ((await booked.json()) as { id: string }).id;
});

afterAll(() => engine?.stop());

/**
 * Each route of the policy as a call: its address filled in with the booking on the led departure, and
 * for a change a body the handler refuses (a version long gone, a field missing), so that whoever gets
 * past the policy changes nothing: only 403 means the policy said no.
 */
const ROUTES: Record<string, { method: "GET" | "POST"; path: () => string; body?: unknown }> = {
  "GET /me": { method: "GET", path: () => staffApi.self },
  "GET /requests": { method: "GET", path: () => staffApi.requests },
  "GET /requests/:id{[0-9a-f-]{36}}": { method: "GET", path: () => staffApi.request(bookingId) },
  "POST /requests/:id{[0-9a-f-]{36}}/status": {
    method: "POST",
    path: () => staffApi.status(bookingId),
    body: { status: "confirmed", version: 999 },
  },
  "POST /requests/:id{[0-9a-f-]{36}}/hold": {
    method: "POST",
    path: () => staffApi.hold(bookingId),
    body: { hours: 24, version: 999 },
  },
  "POST /bookings": { method: "POST", path: () => staffApi.bookings, body: {} },
  "GET /requests/:id{[0-9a-f-]{36}}/resume": { method: "GET", path: () => staffApi.resume(bookingId) },
  "POST /requests/:id{[0-9a-f-]{36}}/payments": {
    method: "POST",
    path: () => staffApi.payments(bookingId),
    body: {},
  },
  "POST /requests/:id{[0-9a-f-]{36}}/refunds": {
    method: "POST",
    path: () => staffApi.refunds(bookingId),
    body: { version: 999 },
  },
  "POST /requests/:id{[0-9a-f-]{36}}/refunds/:receipt{[A-Za-z0-9_-]{1,64}(?::|%3[Aa])[a-z-]{1,16}}/returned": {
    method: "POST",
    path: () => staffApi.refundReturned(bookingId, "pay_none:cancelled"),
    body: {},
  },
  "GET /requests/:id{[0-9a-f-]{36}}/changes": { method: "GET", path: () => staffApi.changes(bookingId) },
  "POST /requests/:id{[0-9a-f-]{36}}/changes": { method: "POST", path: () => staffApi.changes(bookingId), body: {} },
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/call-off": {
    method: "POST",
    path: () => staffApi.callOff(TRIP, LED),
    // Not the departure's date: whoever gets past the policy calls nothing off.
    body: { reason: "Not enough travellers", confirmDate: "2000-01-01" },
  },
  "GET /money": { method: "GET", path: () => staffApi.money },
  "GET /numbers/money": { method: "GET", path: () => numbersApi.money("2026-27") },
  "GET /numbers/changes": { method: "GET", path: () => numbersApi.changes("2026-27") },
  "GET /numbers/sources": { method: "GET", path: () => numbersApi.sources("2026-27") },
  "GET /numbers/fill": { method: "GET", path: () => numbersApi.fill(6) },
  "GET /numbers/lead-time": { method: "GET", path: () => numbersApi.leadTime("2026-27") },
  "GET /money/documents": { method: "GET", path: () => staffApi.taxDocuments("2026-05") },
  "GET /money/documents.csv": { method: "GET", path: () => staffApi.gstr1Csv("2026-05") },
  "GET /departures": { method: "GET", path: () => staffApi.departures },
  "GET /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}": {
    method: "GET",
    path: () => staffApi.manifest(TRIP, LED),
  },
  "GET /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/manifest.csv": {
    method: "GET",
    path: () => staffApi.manifestCsv(TRIP, LED),
  },
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/permit-list": {
    method: "POST",
    path: () => staffApi.permitList(TRIP, LED),
  },
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/permit-list.csv": {
    method: "POST",
    path: () => staffApi.permitListCsv(TRIP, LED),
  },
  "POST /requests/:id{[0-9a-f-]{36}}/travellers/:seat{[1-9][0-9]?}/health": {
    method: "POST",
    path: () => staffApi.health(bookingId, 1),
  },
  "POST /requests/:id{[0-9a-f-]{36}}/travellers/:seat{[1-9][0-9]?}/proof": {
    method: "POST",
    path: () => staffApi.proof(bookingId, 1),
  },
  "POST /requests/:id{[0-9a-f-]{36}}/travellers/:seat{[1-9][0-9]?}/proof/review": {
    method: "POST",
    path: () => staffApi.proofReview(bookingId, 1),
    body: {},
  },
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/roster": {
    method: "POST",
    path: () => rosterApi.roster(TRIP, LED),
  },
  "GET /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/roster/version": {
    method: "GET",
    path: () => rosterApi.version(TRIP, LED),
  },
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/roster/openings": {
    method: "POST",
    path: () => rosterApi.openings(TRIP, LED),
    body: {},
  },
  "POST /departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}/check-ins": {
    method: "POST",
    path: () => rosterApi.checkIns(TRIP, LED),
    body: {},
  },
  // A review nobody wrote: whoever gets past the policy finds nothing to read, decide or answer.
  "GET /reviews": { method: "GET", path: () => reviewApi.list("waiting") },
  "GET /reviews/:review{RV-[A-Za-z0-9]{6}}": { method: "GET", path: () => reviewApi.review("RV-NONE00") },
  "POST /reviews/:review{RV-[A-Za-z0-9]{6}}/decision": {
    method: "POST",
    path: () => reviewApi.decision("RV-NONE00"),
    body: { decision: "publish", version: 1 },
  },
  "POST /reviews/:review{RV-[A-Za-z0-9]{6}}/reply": {
    method: "POST",
    path: () => reviewApi.reply("RV-NONE00"),
    body: { reply: "Thank you for travelling with us.", version: 1 },
  },
  "GET /access-log": { method: "GET", path: () => staffApi.accessLog() },
  "GET /staff": { method: "GET", path: () => staffApi.staff },
  "POST /staff": { method: "POST", path: () => staffApi.staff, body: {} },
};

// The matrix has a line for every route of the policy (worker/test/desk/staff-policy.test.ts).
it("has a call for every line of the matrix, and no other", () => {
  expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(MATRIX).sort());
});

it("allows each route to exactly the people the matrix says, and answers everyone else 403", async () => {
  const seen: Record<string, boolean[]> = {};
  const refusals = new Set<string>();
  for (const [route, { method, path, body }] of Object.entries(ROUTES)) {
    seen[route] = [];
    for (const person of COLUMNS) {
      const response = await call(person, method, path(), body);
      seen[route].push(response.status !== 403);
      if (response.status === 403) refusals.add(((await response.json()) as StaffRefusal).reason ?? "(none)");
      else await response.body?.cancel();
    }
  }
  expect(seen).toEqual(MATRIX);
  // Each refusal says why: not on the list, a role that does not allow it, or (a lead) not their departure.
  expect([...refusals].sort()).toEqual(["not-allowed", "not-staff"]);
});

it("tells someone on no staff list to ask an owner, by their email, at every address", async () => {
  const response = await call("none", "GET", staffApi.self);
  expect(response.status).toBe(403);
  const refusal = (await response.json()) as StaffRefusal;
  expect(refusal.reason).toBe("not-staff");
  expect(refusal.message).toContain(PEOPLE.none);
  expect(refusal.message).toMatch(/ask an owner/i);
  // An address that does not exist says no more to them.
  expect((await call("none", "GET", "/api/staff/no-such-thing")).status).toBe(403);
});

it("tells each person who they are, their roles, a lead's departures and what they may do", async () => {
  const owner = await json<StaffSelf>("owner", staffApi.self);
  expect(owner).toMatchObject({ email: OWNER, roles: ["owner"], ownerBySetting: true, departures: [] });
  expect(owner.may).toContain("staff.manage");
  const lead = await json<StaffSelf>("lead", staffApi.self);
  expect(lead).toEqual({
    email: PEOPLE.lead,
    roles: ["lead"],
    ownerBySetting: false,
    departures: [{ trip: TRIP, startDate: LED }],
    may: ["self", "departures.read", "personal-data.read", "check-ins"],
  });
  const accounts = await json<StaffSelf>("accounts", staffApi.self);
  expect(accounts.may).toEqual(["self", "requests.read", "money", "numbers.money"]);
});

it("lists a lead only the departures they lead; operations every one", async () => {
  const led = await json<DepartureSeats[]>("lead", staffApi.departures);
  expect(led.map((departure) => [departure.trip.slug, departure.startDate])).toEqual([[TRIP, LED]]);
  const all = await json<DepartureSeats[]>("operations", staffApi.departures);
  expect(all.length).toBeGreaterThan(2);
  expect(all.map((departure) => departure.startDate)).toEqual(expect.arrayContaining([LED, OTHER]));
});

it("writes the role and purpose of each read of sealed data in the access log", async () => {
  expect((await call("lead", "POST", staffApi.permitList(TRIP, LED))).status).toBe(200);
  expect((await call("operations", "POST", staffApi.permitList(TRIP, LED))).status).toBe(200);
  const log = await json<AccessLogPage>("owner", staffApi.accessLog());
  const [byOperations, byLead] = log.lines;
  expect(byOperations).toMatchObject({
    staffEmail: PEOPLE.operations,
    role: "operations",
    purpose: "preparing the trip",
    what: "permit-list",
  });
  expect(byLead).toMatchObject({
    staffEmail: PEOPLE.lead,
    role: "lead",
    purpose: "leading the departure",
    what: "permit-list",
  });
  // A refused read writes nothing: the other lead's attempt is not a line.
  expect((await call("other lead", "POST", staffApi.permitList(TRIP, LED))).status).toBe(403);
  expect((await json<AccessLogPage>("owner", staffApi.accessLog())).lines).toHaveLength(log.lines.length);
});

describe("an owner managing the staff", () => {
  it("lists everyone with their roles and departures, the setting's owners included, and each change with who made it", async () => {
    const list = await json<StaffList>("owner", staffApi.staff);
    expect(list.members.map((member) => [member.email, member.roles, member.ownerBySetting])).toEqual([
      [PEOPLE.accounts, ["accounts"], false],
      [PEOPLE.lead, ["lead"], false],
      [PEOPLE.operations, ["operations"], false],
      [PEOPLE["other lead"], ["lead"], false],
      [OWNER, ["owner"], true],
    ]);
    expect(list.members.find((member) => member.email === PEOPLE.lead)?.departures).toEqual([
      { trip: TRIP, startDate: LED, title: "Spiti Valley Winter Expedition" },
    ]);
    expect(list.changes.slice(-4).map((change) => [change.changedBy, change.email, change.roles])).toEqual(
      [...HOLDINGS].reverse().map((holding) => [OWNER, holding.email, holding.roles]),
    );
  });

  it("gives a lead a second departure, and takes it back: the lead's list follows", async () => {
    const both = {
      email: PEOPLE.lead,
      roles: ["lead" as const],
      departures: [LED, OTHER].map((startDate) => ({ trip: TRIP, startDate })),
    };
    expect((await saveStaff("owner", both)).status).toBe(200);
    expect((await json<DepartureSeats[]>("lead", staffApi.departures)).map((seats) => seats.startDate)).toEqual([
      LED,
      OTHER,
    ]);
    expect((await saveStaff("owner", HOLDINGS[2])).status).toBe(200);
    expect((await call("lead", "GET", staffApi.manifest(TRIP, OTHER))).status).toBe(403);
  });

  it("refuses a departure the catalogue does not have, departures without the lead role, and an unknown role", async () => {
    const cases: [unknown, RegExp][] = [
      [
        { email: "new@safarnama.example", roles: ["lead"], departures: [{ trip: TRIP, startDate: "2031-01-01" }] },
        /no departure/,
      ],
      [
        { email: "new@safarnama.example", roles: ["operations"], departures: [{ trip: TRIP, startDate: LED }] },
        /lead role/,
      ],
      [{ email: "new@safarnama.example", roles: ["admin"], departures: [] }, /no role "admin"/],
      [{ email: "not an email", roles: ["operations"], departures: [] }, /email/],
    ];
    for (const [body, message] of cases) {
      const response = await call("owner", "POST", staffApi.staff, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as StaffRefusal).message).toMatch(message);
    }
    expect((await json<StaffList>("owner", staffApi.staff)).members.map((member) => member.email)).not.toContain(
      "new@safarnama.example",
    );
  });

  it("keeps the owner using the desk: they cannot take their own owner role away", async () => {
    const response = await saveStaff("owner", { email: OWNER, roles: ["operations"], departures: [] });
    expect(response.status).toBe(409);
    expect((await json<StaffSelf>("owner", staffApi.self)).roles).toEqual(["owner"]);
  });

  it("takes someone off the staff: from then on the desk tells them to ask an owner", async () => {
    expect((await call("accounts", "GET", staffApi.money)).status).toBe(200);
    expect((await saveStaff("owner", { email: PEOPLE.accounts, roles: [], departures: [] })).status).toBe(200);
    const refused = await call("accounts", "GET", staffApi.money);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as StaffRefusal).reason).toBe("not-staff");
    const list = await json<StaffList>("owner", staffApi.staff);
    expect(list.members.map((member) => member.email)).not.toContain(PEOPLE.accounts);
    expect(list.changes[0]).toMatchObject({ changedBy: OWNER, email: PEOPLE.accounts, roles: [], departures: [] });
  });
});
