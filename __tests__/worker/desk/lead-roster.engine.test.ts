/**
 * @jest-environment node
 */
// The trip lead's roster on the Worker's engine: what it holds of each confirmed traveller (their ID
// and only the health answers that were "yes" opened, the read logged under the lead's role), its
// version, which moves when a traveller's details do and opens nothing; the pickup's check-ins from two
// phones merged seat by seat, an older tick never undoing a newer one, the headcount on the desk; the
// openings of a copy kept on a phone logged at their own times; and the check-ins erased with the rest
// of the travellers' data after the trip.
import { ageOn } from "../../../content/dates";
import { RETENTION_CRON } from "../../../requests/retention";
import { personalDataErasedOn } from "../../../content/traveller-data";
import {
  staffApi,
  type AccessLogPage,
  type DepartureSeats,
  type Manifest,
  type RequestDetail,
} from "../../../requests/staff";
import { rosterApi, type CheckInList, type Roster, type RosterVersion } from "../../../requests/staff-roster";
import { personalDataKeys, sealText } from "../../../worker/platform/personal-data";
import { healthPlace, idNumberPlace } from "../../../worker/bookings/traveller-places";
import { postJson, validBooking } from "../../support/intake-requests";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  TEST_PERSONAL_DATA_KEYS,
  withoutUnpaidLimits,
  type Engine,
} from "../../support/worker-engine";
import { staffCall } from "../../support/staff-calls";

jest.setTimeout(180_000);

const OWNER = "owner@safarnama.example";
const LEAD = "lead@safarnama.example";
const SECOND_LEAD = "second-lead@safarnama.example";
const TRIP = "spiti-winter-expedition";
const START = daysFromToday(30);
const HEALTH = {
  "heart-condition": { question: "Do you have a heart condition?", answer: "no", details: "" },
  "regular-medication": { question: "Do you take medicine regularly?", answer: "yes", details: "Inhaler for asthma" },
};

let engine: Engine;
const tokens: Record<string, string> = {};
let bookingId: string;

const call = (as: string, method: string, path: string, body?: unknown) =>
  staffCall(engine.url, tokens[as], method, path, body);

async function answer<T>(as: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await call(as, method, path, body);
  expect([path, response.status]).toEqual([path, 200]);
  return response.json() as Promise<T>;
}

/** Saves a seat's traveller as the booking page does, the ID and health answers sealed. */
async function tell(
  seat: number,
  name: string,
  options: { dateOfBirth: string; health?: boolean; guardian?: boolean },
) {
  const keys = await personalDataKeys(TEST_PERSONAL_DATA_KEYS);
  const now = new Date().toISOString();
  await engine.rows(
    `INSERT INTO travellers (request_id, seat, full_name, date_of_birth, gender, phone, emergency_name,
       emergency_relation, emergency_phone, dietary, id_type, id_number, health, declared_at, guardian_name,
       guardian_phone, guardian_consent_at, saved_at, saved_by)
     VALUES (?, ?, ?, ?, 'female', '+91 9812345678', 'Meena Rao', 'mother', '+91 9811111111', 'No peanuts',
       'passport', ?, ?, ?, ?, ?, ?, ?, 'booker')`,
    bookingId,
    seat,
    name,
    options.dateOfBirth,
    await sealText(keys, idNumberPlace(bookingId, seat), `Z123456${seat}`),
    options.health ? await sealText(keys, healthPlace(bookingId, seat), JSON.stringify(HEALTH)) : null,
    now,
    options.guardian ? "Meena Rao" : null,
    options.guardian ? "+91 9811111111" : null,
    options.guardian ? now : null,
    now,
  );
}

beforeAll(async () => {
  engine = await startEngine({
    catalogue: withoutUnpaidLimits(testCatalogue()),
    rateLimit: 1000,
    vars: { STAFF_OWNERS: OWNER },
  });
  for (const email of [OWNER, LEAD, SECOND_LEAD]) tokens[email] = await engine.access.sign(email);
  for (const lead of [LEAD, SECOND_LEAD]) {
    const saved = await call(OWNER, "POST", staffApi.staff, {
      email: lead,
      roles: ["lead"],
      departures: [{ trip: TRIP, startDate: START }],
    });
    expect(saved.status).toBe(200);
  }
  const booked = await postJson(`${engine.url}/api/bookings`, { ...validBooking(), seats: "3" });
  expect(booked.status).toBe(201);
  bookingId = ((await booked.json()) as { id: string }).id;
  const detail = await answer<RequestDetail>(OWNER, "GET", staffApi.request(bookingId));
  await answer(OWNER, "POST", staffApi.status(bookingId), { status: "confirmed", version: detail.version });
  await tell(1, "Ravi Rao", { dateOfBirth: "1990-01-01", health: true });
  await tell(2, "Kiran Rao", { dateOfBirth: daysFromToday(-16 * 365), guardian: true });
});

afterAll(() => engine?.stop());

describe("the roster", () => {
  it("holds each traveller's details, their ID and only the health answers that were yes; the seat not told yet is counted", async () => {
    const roster = await answer<Roster>(LEAD, "POST", rosterApi.roster(TRIP, START));
    expect(roster).toMatchObject({ trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" }, startDate: START });
    expect(roster.bookings).toHaveLength(1);
    const [booking] = roster.bookings;
    expect(booking).toMatchObject({ requestId: bookingId, booker: "Ananya Śarmā", seats: 3 });
    expect(booking.travellers).toEqual([
      {
        seat: 1,
        name: "Ravi Rao",
        age: ageOn("1990-01-01", START),
        gender: "female",
        phone: "+91 9812345678",
        dietary: "No peanuts",
        emergency: { name: "Meena Rao", relation: "mother", phone: "+91 9811111111" },
        guardian: null,
        health: [{ question: "Do you take medicine regularly?", details: "Inhaler for asthma" }],
        idType: "passport",
        idNumber: "Z1234561",
      },
      expect.objectContaining({
        seat: 2,
        name: "Kiran Rao",
        guardian: { name: "Meena Rao", phone: "+91 9811111111" },
        health: [],
        idNumber: "Z1234562",
      }),
    ]);
  });

  it("is written to the access log as the lead's read, for leading the departure", async () => {
    const [line] = (await answer<AccessLogPage>(OWNER, "GET", staffApi.accessLog())).lines;
    expect(line).toMatchObject({
      staffEmail: LEAD,
      role: "lead",
      purpose: "leading the departure",
      what: "roster",
      departure: { trip: { slug: TRIP }, startDate: START },
    });
  });

  it("has a version that opens nothing, stays while nothing changes and moves when a traveller's details do", async () => {
    const before = (await answer<AccessLogPage>(OWNER, "GET", staffApi.accessLog())).lines.length;
    const { version } = await answer<RosterVersion>(LEAD, "GET", rosterApi.version(TRIP, START));
    expect((await answer<Roster>(LEAD, "POST", rosterApi.roster(TRIP, START))).version).toBe(version);
    expect((await answer<RosterVersion>(LEAD, "GET", rosterApi.version(TRIP, START))).version).toBe(version);
    await engine.rows(
      "UPDATE travellers SET dietary = 'Vegan', version = version + 1 WHERE request_id = ? AND seat = 2",
      bookingId,
    );
    expect((await answer<RosterVersion>(LEAD, "GET", rosterApi.version(TRIP, START))).version).not.toBe(version);
    // Reading the version wrote nothing; the one roster read above wrote one line.
    expect((await answer<AccessLogPage>(OWNER, "GET", staffApi.accessLog())).lines).toHaveLength(before + 1);
  });

  it("logs each opening of a copy kept on a phone at the time it was opened there", async () => {
    const openedAt = [new Date(Date.now() - 3 * 3600_000).toISOString(), new Date(Date.now() - 3600_000).toISOString()];
    await answer(LEAD, "POST", rosterApi.openings(TRIP, START), { openings: openedAt.map((at) => ({ at })) });
    const lines = (await answer<AccessLogPage>(OWNER, "GET", staffApi.accessLog())).lines.filter(
      (line) => line.what === "roster-offline",
    );
    expect(lines.map((line) => [line.at, line.staffEmail, line.role])).toEqual(
      [...openedAt].reverse().map((at) => [at, LEAD, "lead"]),
    );
  });
});

describe("check-ins at the pickup", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  it("merges two phones' ticks seat by seat, keeps the later change of a seat, and shows the headcount on the desk", async () => {
    // The first lead's phone was offline: its ticks of seats 1 and 2 arrive after the second lead's.
    await answer(SECOND_LEAD, "POST", rosterApi.checkIns(TRIP, START), {
      changes: [
        { requestId: bookingId, seat: 2, arrived: false, at: minutesAgo(5) },
        { requestId: bookingId, seat: 3, arrived: true, at: minutesAgo(4) },
      ],
    });
    const merged = await answer<CheckInList>(LEAD, "POST", rosterApi.checkIns(TRIP, START), {
      changes: [
        { requestId: bookingId, seat: 1, arrived: true, at: minutesAgo(20) },
        { requestId: bookingId, seat: 2, arrived: true, at: minutesAgo(10) },
      ],
    });
    expect(merged.checkIns.map((checkIn) => [checkIn.seat, checkIn.arrived, checkIn.by])).toEqual([
      [1, true, LEAD],
      [2, false, SECOND_LEAD],
      [3, true, SECOND_LEAD],
    ]);
    expect([merged.arrived, merged.seats]).toEqual([2, 3]);
    const departures = await answer<DepartureSeats[]>(OWNER, "GET", staffApi.departures);
    expect(departures.find((seats) => seats.startDate === START && seats.trip.slug === TRIP)?.arrived).toBe(2);
    expect((await answer<Manifest>(LEAD, "GET", staffApi.manifest(TRIP, START))).arrived).toBe(2);
  });

  it("changes nothing when the same ticks come again, or for a seat the booking does not have", async () => {
    const again = await answer<CheckInList>(LEAD, "POST", rosterApi.checkIns(TRIP, START), {
      changes: [
        { requestId: bookingId, seat: 1, arrived: true, at: minutesAgo(20) },
        { requestId: bookingId, seat: 4, arrived: true, at: minutesAgo(1) },
      ],
    });
    expect(again.checkIns.map((checkIn) => checkIn.seat)).toEqual([1, 2, 3]);
    expect(again.arrived).toBe(2);
  });

  it("refuses a malformed tick with the field to fix", async () => {
    const response = await call(LEAD, "POST", rosterApi.checkIns(TRIP, START), {
      changes: [{ requestId: bookingId, seat: 1, arrived: "yes", at: minutesAgo(1) }],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/arrived/);
  });

  it("are erased with the travellers' data once the trip is long over", async () => {
    expect(await engine.rows("SELECT seat FROM check_ins WHERE request_id = ?", bookingId)).toHaveLength(3);
    const end = testCatalogue().trips[TRIP].departures.find((departure) => departure.startDate === START)!.endDate;
    const after = new Date(`${personalDataErasedOn(end)}T12:00:00+05:30`);
    await engine.runCron(RETENTION_CRON, after);
    expect(await engine.rows("SELECT seat FROM check_ins WHERE request_id = ?", bookingId)).toEqual([]);
    expect(await engine.rows("SELECT seat FROM travellers WHERE request_id = ?", bookingId)).toEqual([]);
  });
});
