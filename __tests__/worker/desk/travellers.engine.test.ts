/**
 * @jest-environment node
 */
// The desk's side of travellers' details on the Worker's engine: a
// departure's readiness and counts, the manifest (JSON and CSV) with each
// traveller's details and never an ID number or a health answer, the permit
// list opened and logged, a fitness proof opened and logged, approved or sent
// back once, health answers opened and logged, the access log's pages, and
// the guards (a token, the desk's own origin). The forms that save travellers
// live elsewhere, so the tests seal and insert them as those forms would.
import { ageOn } from "../../../content/dates";
import type {
  AccessLogPage,
  HealthAnswers,
  Manifest,
  PermitList,
  RequestDetail,
  StaffRefusal,
} from "../../../requests/staff";
import { staffApi } from "../../../requests/staff";
import { personalDataKeys, sealBytes, sealText } from "../../../worker/platform/personal-data";
import { healthPlace, idNumberPlace, proofPlace } from "../../../worker/bookings/traveller-places";
import { parseCsv } from "../../support/csv";
import { postJson, validBooking } from "../../support/intake-requests";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  TEST_PERSONAL_DATA_KEYS,
  withoutUnpaidLimits,
  type Engine,
} from "../../support/worker-engine";

jest.setTimeout(180_000);

const STAFF = "priya@safarnama.example";
const TRIP = "spiti-winter-expedition";
const DEPARTURE = daysFromToday(30);
const PASSPORT = "Z1234567";
/** Health answers as the booking page seals them: by question id, each with its words. */
const HEALTH = {
  "heart-condition": { question: "Do you have a heart condition?", answer: "no", details: "" },
  "regular-medication": { question: "Do you take medicine regularly?", answer: "yes", details: "Inhaler for asthma" },
};
const PDF = new TextEncoder().encode("%PDF-1.4 a fitness proof: 5 km in 31 minutes");

let engine: Engine;
let token: string;

beforeAll(async () => {
  const catalogue = withoutUnpaidLimits(testCatalogue());
  // testCatalogue's trip is challenging: its travellers send a fitness proof.
  expect(catalogue.trips[TRIP].level).toBe("challenging");
  engine = await startEngine({ catalogue, rateLimit: 1000 });
  token = await engine.access.sign(STAFF);
});

afterAll(() => engine?.stop());

const staffFetch = (path: string, init: RequestInit = {}, as: string | null = token) =>
  fetch(`${engine.url}${path}`, {
    ...init,
    headers: { ...(as ? { "Cf-Access-Jwt-Assertion": as } : {}), ...(init.headers as Record<string, string>) },
  });

/** A POST from the desk's own page, as its reads of sealed data are. */
const deskPost = (path: string, body?: unknown, as: string | null = token) =>
  staffFetch(
    path,
    {
      method: "POST",
      headers: { Origin: engine.url, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    as,
  );

async function staffJson<T>(path: string): Promise<T> {
  const response = await staffFetch(path);
  expect([path, response.status]).toEqual([path, 200]);
  return response.json() as Promise<T>;
}

/** A booking of `seats` on DEPARTURE, confirmed on the desk unless `held`. */
async function booking(fullName: string, seats: number, held = false): Promise<string> {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    fullName,
    seats: String(seats),
    travellers: "",
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  if (!held) {
    const detail = await staffJson<RequestDetail>(staffApi.request(id));
    const confirmed = await deskPost(staffApi.status(id), { status: "confirmed", version: detail.version });
    expect(confirmed.status).toBe(200);
  }
  return id;
}

const keys = () => personalDataKeys(TEST_PERSONAL_DATA_KEYS);

/** Saves a seat's traveller as the booking page does: the ID number and health answers sealed for their places. */
async function tell(
  requestId: string,
  seat: number,
  name: string,
  options: { dateOfBirth?: string; guardian?: boolean; health?: boolean } = {},
) {
  const sealedId = await sealText(await keys(), idNumberPlace(requestId, seat), `${PASSPORT}-${seat}`);
  const sealedHealth = options.health
    ? await sealText(await keys(), healthPlace(requestId, seat), JSON.stringify(HEALTH))
    : null;
  const now = new Date().toISOString();
  await engine.rows(
    `INSERT INTO travellers (request_id, seat, full_name, date_of_birth, gender, phone, emergency_name,
       emergency_relation, emergency_phone, dietary, id_type, id_number, health, declared_at, guardian_name,
       guardian_phone, guardian_consent_at, saved_at, saved_by)
     VALUES (?, ?, ?, ?, 'female', '+91 9812345678', 'Meena Rao', 'mother', '+91 9811111111', 'No peanuts',
       'passport', ?, ?, ?, ?, ?, ?, ?, 'booker')`,
    requestId,
    seat,
    name,
    options.dateOfBirth ?? "1994-03-15",
    sealedId,
    sealedHealth,
    now,
    options.guardian ? "Meena Rao" : null,
    options.guardian ? "+91 9811111111" : null,
    options.guardian ? now : null,
    now,
  );
}

/** Keeps a sealed fitness proof for a seat, as the booking page does: in R2, its key id beside it. */
async function sendProof(requestId: string, seat: number, random: string): Promise<string> {
  const key = proofPlace(requestId, seat, random);
  const { keyId, sealed } = await sealBytes(await keys(), key, PDF);
  await engine.putObject(key, sealed, { keyId });
  await engine.rows(
    `UPDATE travellers SET proof_key = ?, proof_name = 'Run – 5 km.pdf', proof_type = 'application/pdf',
       proof_bytes = ?, proof_status = 'submitted', proof_note = NULL WHERE request_id = ? AND seat = ?`,
    key,
    PDF.byteLength,
    requestId,
    seat,
  );
  return key;
}

const reads = () =>
  engine.rows<{ staff_email: string; what: string; request_id: string | null; seat: number | null }>(
    "SELECT staff_email, what, request_id, seat, trip_slug, departure_start FROM personal_data_reads ORDER BY id",
  );

let ready: string;
let family: string;
let held: string;
let proofKey: string;

beforeAll(async () => {
  ready = await booking("Asha Ready", 1);
  family = await booking("Ravi Family", 3);
  held = await booking("Hari Held", 2, true);
  await tell(ready, 1, "Asha Ready", { health: true });
  await sendProof(ready, 1, "first");
  await engine.rows("UPDATE travellers SET proof_status = 'approved' WHERE request_id = ?", ready);
  await tell(family, 1, "Ravi Family", { health: true });
  proofKey = await sendProof(family, 1, "a1b2c3");
  // Sixteen on the departure's first day: a minor, with a guardian.
  await tell(family, 2, "Tara Family", {
    dateOfBirth: `${Number(DEPARTURE.slice(0, 4)) - 16}${DEPARTURE.slice(4)}`,
    guardian: true,
  });
  await tell(held, 1, "Hari Held");
});

describe("a departure's readiness", () => {
  it("lists each seat of the held and confirmed bookings with what it lacks, and counts each seat once", async () => {
    const manifest = await staffJson<Manifest>(staffApi.manifest(TRIP, DEPARTURE));
    expect(manifest.readiness.proofRequired).toBe(true);
    const byId = new Map(manifest.readiness.bookings.map((line) => [line.id, line]));
    expect(byId.get(ready)!.seats).toEqual([
      expect.objectContaining({ seat: 1, name: "Asha Ready", gaps: [], hasHealth: true }),
    ]);
    expect(byId.get(family)).toMatchObject({ name: "Ravi Family", status: "confirmed" });
    expect(byId.get(family)!.seats.map(({ seat, name, gaps }) => ({ seat, name, gaps }))).toEqual([
      { seat: 1, name: "Ravi Family", gaps: ["proof-review"] },
      { seat: 2, name: "Tara Family", gaps: ["proof"] },
      { seat: 3, name: null, gaps: ["details", "proof"] },
    ]);
    expect(byId.get(family)!.seats[0].proof).toMatchObject({
      key: proofKey,
      name: "Run – 5 km.pdf",
      type: "application/pdf",
      status: "submitted",
    });
    expect(byId.get(held)).toMatchObject({ status: "held" });
    expect(manifest.readiness.counts).toEqual({
      seats: 6,
      ready: 1,
      details: 2,
      proof: 2,
      proofReturned: 0,
      proofReview: 1,
    });
    // The list carries no sealed value, opened or not.
    const text = JSON.stringify(manifest);
    expect(text).not.toContain(PASSPORT);
    expect(text).not.toContain("Inhaler");
    expect(text).not.toContain("test-1.");
  });
});

describe("the manifest", () => {
  it("gives each confirmed traveller's details, their age at departure and a minor's guardian", async () => {
    const manifest = await staffJson<Manifest>(staffApi.manifest(TRIP, DEPARTURE));
    const familyLine = manifest.travellers.find((line) => line.id === family)!;
    expect(familyLine.details).toEqual([
      {
        seat: 1,
        name: "Ravi Family",
        age: ageOn("1994-03-15", DEPARTURE),
        gender: "female",
        phone: "+91 9812345678",
        dietary: "No peanuts",
        emergency: { name: "Meena Rao", relation: "mother", phone: "+91 9811111111" },
        guardian: null,
      },
      expect.objectContaining({
        seat: 2,
        name: "Tara Family",
        age: 16,
        guardian: { name: "Meena Rao", phone: "+91 9811111111" },
      }),
    ]);
    // Held seats are in the readiness list, not on the manifest.
    expect(manifest.travellers.map((line) => line.id)).not.toContain(held);
  });

  it("has a CSV line per seat with the traveller's columns, and never an ID number or a health answer", async () => {
    const response = await staffFetch(staffApi.manifestCsv(TRIP, DEPARTURE));
    const text = await response.text();
    expect(text).not.toContain(PASSPORT);
    expect(text).not.toContain("Inhaler");
    expect(text).not.toContain("passport");
    // text() drops the byte-order mark.
    const [header, ...rows] = parseCsv(text);
    const column = (name: string) => header.indexOf(name);
    const familyRows = rows.filter((row) => row[column("Name")] === "Ravi Family");
    expect(
      familyRows.map((row) => [row[column("Seat")], row[column("Traveller")], row[column("Age at departure")]]),
    ).toEqual([
      ["1", "Ravi Family", String(ageOn("1994-03-15", DEPARTURE))],
      ["2", "Tara Family", "16"],
      ["3", "", ""],
    ]);
    expect(familyRows[1].slice(column("Gender"))).toEqual([
      "female",
      "No peanuts",
      "+91 9812345678",
      "Meena Rao",
      "mother",
      "+91 9811111111",
      "Meena Rao",
      "+91 9811111111",
    ]);
    // Nothing read from a seal: nothing logged.
    expect(await reads()).toEqual([]);
  });
});

describe("the permit list", () => {
  it("opens the confirmed travellers' ID numbers, and logs each view and download before answering", async () => {
    const response = await deskPost(staffApi.permitList(TRIP, DEPARTURE));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const list = (await response.json()) as PermitList;
    expect(list.travellers.map(({ name, idType, idNumber, seat }) => [name, idType, idNumber, seat])).toEqual([
      ["Asha Ready", "passport", `${PASSPORT}-1`, 1],
      ["Ravi Family", "passport", `${PASSPORT}-1`, 1],
      ["Tara Family", "passport", `${PASSPORT}-2`, 2],
    ]);
    // Family's third seat has told nothing; the held booking is not on the list.
    expect(list.missing).toBe(1);
    expect(await reads()).toEqual([
      expect.objectContaining({
        staff_email: STAFF,
        what: "permit-list",
        request_id: null,
        trip_slug: TRIP,
        departure_start: DEPARTURE,
      }),
    ]);

    const download = await deskPost(staffApi.permitListCsv(TRIP, DEPARTURE));
    expect(download.headers.get("Cache-Control")).toContain("no-store");
    expect(download.headers.get("Content-Disposition")).toContain(`attachment; filename="permit-list-${TRIP}-`);
    const [header, ...rows] = parseCsv(await download.text());
    expect(header).toEqual(["Name", "ID type", "ID number", "Booking reference", "Seat"]);
    expect(rows.map((row) => row[2])).toEqual([`${PASSPORT}-1`, `${PASSPORT}-1`, `${PASSPORT}-2`]);
    expect((await reads()).filter((read) => read.what === "permit-list")).toHaveLength(2);
  });

  it("is refused from another site's page, or by a GET a link could make, and logs nothing then", async () => {
    const before = (await reads()).length;
    const elsewhere = await staffFetch(staffApi.permitList(TRIP, DEPARTURE), {
      method: "POST",
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(elsewhere.status).toBe(403);
    expect((await staffFetch(staffApi.permitListCsv(TRIP, DEPARTURE))).status).toBe(405);
    expect(await reads()).toHaveLength(before);
  });
});

describe("a fitness proof", () => {
  it("is served opened, inline, with its stored type and never cached, and logged", async () => {
    const before = (await reads()).length;
    const response = await deskPost(staffApi.proof(family, 1));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `inline; filename="Run _ 5 km.pdf"; filename*=UTF-8''${encodeURIComponent("Run – 5 km.pdf")}`,
    );
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(PDF));
    // What R2 keeps is sealed, not the file.
    expect((await engine.objectBytes(proofKey)).includes(Buffer.from("fitness proof"))).toBe(false);
    const logged = (await reads()).slice(before);
    expect(logged).toEqual([
      expect.objectContaining({
        what: "proof",
        request_id: family,
        seat: 1,
        trip_slug: TRIP,
        departure_start: DEPARTURE,
      }),
    ]);
  });

  it("is sent back with a note once; a second review of the same proof is refused, saying who decided", async () => {
    const review = (body: object) => deskPost(staffApi.proofReview(family, 1), body);
    const noNote = await review({ key: proofKey, decision: "returned", note: "  " });
    expect(noNote.status).toBe(400);
    expect(((await noNote.json()) as StaffRefusal).message).toBe(
      "Say why the proof goes back: the traveller reads your note.",
    );

    const returned = await review({
      key: proofKey,
      decision: "returned",
      note: "The photo is blurred; send the app's screenshot.",
    });
    expect(returned.status).toBe(200);
    const manifest = (await returned.json()) as Manifest;
    const seat = manifest.readiness.bookings.find((line) => line.id === family)!.seats[0];
    expect(seat.gaps).toEqual(["proof-returned"]);
    expect(seat.proof).toMatchObject({
      status: "returned",
      note: "The photo is blurred; send the app's screenshot.",
      reviewedBy: STAFF,
    });

    const late = await review({ key: proofKey, decision: "approved" });
    expect(late.status).toBe(409);
    expect(((await late.json()) as StaffRefusal).message).toBe(`${STAFF} sent it back a moment ago. Show the latest.`);
    expect(await engine.rows("SELECT proof_status FROM travellers WHERE request_id = ? AND seat = 1", family)).toEqual([
      { proof_status: "returned" },
    ]);
  });

  it("is approved when it is the proof the desk showed; a review of a replaced proof is refused", async () => {
    const newKey = await sendProof(family, 1, "d4e5f6");
    const stale = await deskPost(staffApi.proofReview(family, 1), { key: proofKey, decision: "approved" });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as StaffRefusal).message).toContain("sent a new proof");
    const approved = await deskPost(staffApi.proofReview(family, 1), { key: newKey, decision: "approved" });
    expect(approved.status).toBe(200);
    const manifest = (await approved.json()) as Manifest;
    expect(manifest.readiness.bookings.find((line) => line.id === family)!.seats[0]).toMatchObject({
      gaps: [],
      proof: { status: "approved", note: null, reviewedBy: STAFF },
    });
    expect(manifest.readiness.counts).toMatchObject({ ready: 2, proofReview: 0 });
  });
});

describe("health answers", () => {
  it("are opened for staff who ask, and logged", async () => {
    const before = (await reads()).length;
    const response = await deskPost(staffApi.health(ready, 1));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect((await response.json()) as HealthAnswers).toEqual({
      answers: [
        { question: "Do you have a heart condition?", answer: "No" },
        { question: "Do you take medicine regularly?", answer: "Yes: Inhaler for asthma" },
      ],
    });
    expect((await reads()).slice(before)).toEqual([
      expect.objectContaining({ what: "health", request_id: ready, seat: 1 }),
    ]);
    expect((await deskPost(staffApi.health(family, 3))).status).toBe(404);
  });
});

describe("the access log", () => {
  it("lists every read newest first, in pages, with whose data and which departure", async () => {
    const page = await staffJson<AccessLogPage>(staffApi.accessLog());
    const all = await reads();
    expect(page.lines).toHaveLength(all.length);
    expect(page.next).toBeNull();
    expect(page.lines.map((line) => line.what)).toEqual(all.map((read) => read.what).reverse());
    const health = page.lines.find((line) => line.what === "health" && line.request?.id === ready)!;
    expect(health).toMatchObject({
      staffEmail: STAFF,
      seat: 1,
      traveller: "Asha Ready",
      request: { id: ready, name: "Asha Ready" },
      departure: { trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" }, startDate: DEPARTURE },
    });
    const permit = page.lines.find((line) => line.what === "permit-list")!;
    expect(permit).toMatchObject({ request: null, traveller: null, departure: { startDate: DEPARTURE } });

    // Sixty more reads: the newest 50, then the rest before the page's last line.
    for (let read = 0; read < 60; read++) await deskPost(staffApi.health(ready, 1));
    const first = await staffJson<AccessLogPage>(staffApi.accessLog());
    expect(first.lines).toHaveLength(50);
    expect(first.next).toBe(first.lines[49].id);
    const second = await staffJson<AccessLogPage>(staffApi.accessLog(first.next!));
    expect(second.lines).toHaveLength(all.length + 10);
    expect(second.lines[0].id).toBeLessThan(first.lines[49].id);
    expect(second.next).toBeNull();
    expect((await staffFetch(`${staffApi.accessLog()}?before=later`)).status).toBe(400);
  });
});

describe("who gets in", () => {
  it("refuses every new route with 403 without a token, reads nothing and logs nothing", async () => {
    const before = (await reads()).length;
    const routes: [string, () => Promise<Response>][] = [
      ["permit list", () => deskPost(staffApi.permitList(TRIP, DEPARTURE), undefined, null)],
      ["permit list CSV", () => deskPost(staffApi.permitListCsv(TRIP, DEPARTURE), undefined, null)],
      ["proof", () => deskPost(staffApi.proof(family, 1), undefined, null)],
      ["proof review", () => deskPost(staffApi.proofReview(family, 1), { key: proofKey, decision: "approved" }, null)],
      ["health", () => deskPost(staffApi.health(ready, 1), undefined, null)],
      ["access log", () => staffFetch(staffApi.accessLog(), {}, null)],
    ];
    for (const [what, call] of routes) {
      const response = await call();
      expect([what, response.status]).toEqual([what, 403]);
      expect(await response.json()).toEqual({ message: "Staff only. Sign in through Cloudflare Access." });
    }
    expect(await reads()).toHaveLength(before);
  });
});
