/**
 * @jest-environment node
 */
// The owner's numbers on the Worker's engine, against a scenario counted by hand: bookings, payments
// (one at 23:59 IST on the last day of a month, one at 00:00 IST on the first of the next, one either
// side of 1 April 00:00 IST), refunds sent, owed by hand and failed, a cancellation by the agency,
// changes of plans (a cancelled seat, a credit, a switch, a call-off), waitlist offers taken and
// lapsed. The rows are written straight into D1 at the instants the scenario needs. Each figure is
// read live before any roll-up, then after the daily roll-up (the same), after a second run of the
// same day (the same, nothing added), and after retention deleted every request (the same).
import { RETENTION_CRON } from "../../../requests/retention";
import { SETTLED_AFTER_DAYS } from "../../../worker/numbers/settled-days";
import {
  numbersApi,
  type ChangeNumbers,
  type FillNumbers,
  type LeadTimeNumbers,
  type MoneyNumbers,
  type SourceNumbers,
} from "../../../requests/numbers";
import { staffApi, type DepartureSeats, type Manifest } from "../../../requests/staff";
import { postJson, validBooking } from "../../support/intake-requests";
import { staffCall } from "../../support/staff-calls";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  withoutUnpaidLimits,
  type Engine,
} from "../../support/worker-engine";

jest.setTimeout(300_000);

let engine: Engine;
let token: string;

const KERALA = "kerala-backwaters";

beforeAll(async () => {
  const catalogue = withoutUnpaidLimits(testCatalogue());
  catalogue.trips[KERALA] = {
    ...catalogue.trips["spiti-winter-expedition"],
    title: "Kerala Backwaters",
    departures: [{ startDate: daysFromToday(20), endDate: daysFromToday(25), seats: 10, price: 38999 }],
  };
  engine = await startEngine({ catalogue, rateLimit: 100_000 });
  token = await engine.access.sign("priya@safarnama.example");
});

afterAll(() => engine?.stop());

async function read<T>(path: string): Promise<T> {
  const response = await staffCall(engine.url, token, "GET", path);
  expect([path, response.status]).toEqual([path, 200]);
  return (await response.json()) as T;
}

/** An instant of India's clock, as the Worker stores it (ISO, UTC). */
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

const SPITI = "spiti-winter-expedition";

interface ScenarioRequest {
  id: string;
  kind?: "booking" | "waitlist";
  status: string;
  received: string;
  trip: string;
  start: string;
  seats: number;
  source?: "site" | "desk";
  visit?: [string, string | null, string | null];
}

const REQUESTS: ScenarioRequest[] = [
  // Confirmed at 23:59 IST on 31 May; its deposit then, its balance at 00:00 IST on 1 June.
  {
    id: "r1",
    status: "confirmed",
    received: "2026-05-10T10:00:00",
    trip: SPITI,
    start: "2026-07-01",
    seats: 2,
    visit: ["instagram", "social", "winter"],
  },
  // Entered at the desk and confirmed at 23:59 on 31 March (last year), paid at 00:00 on 1 April (this year); cancelled by the agency.
  {
    id: "r2",
    status: "cancelled",
    received: "2026-03-31T23:59:00",
    trip: SPITI,
    start: "2026-04-20",
    seats: 1,
    source: "desk",
  },
  // Sent before sources were kept: one seat cancelled for a refund, some kept as credit.
  { id: "r3", status: "confirmed", received: "2026-06-15T10:00:00", trip: KERALA, start: "2026-09-15", seats: 2 },
  // Switched, then its departure called off: cancelled, refunded by hand.
  { id: "r4", status: "cancelled", received: "2026-07-20T09:00:00", trip: KERALA, start: "2026-09-01", seats: 1 },
  // Last year's.
  {
    id: "r5",
    status: "confirmed",
    received: "2025-05-05T12:00:00",
    trip: SPITI,
    start: "2025-06-01",
    seats: 1,
    visit: ["instagram", "social", "winter"],
  },
  // Confirmed, then cancelled by the traveller through the desk, unpaid.
  {
    id: "r6",
    status: "cancelled",
    received: "2026-10-01T10:00:00",
    trip: SPITI,
    start: "2026-12-20",
    seats: 1,
    visit: ["google", "cpc", null],
  },
  // The waitlist: one offer taken, one lapsed.
  {
    id: "w1",
    kind: "waitlist",
    status: "held",
    received: "2026-08-01T10:00:00",
    trip: SPITI,
    start: "2026-09-20",
    seats: 1,
  },
  {
    id: "w2",
    kind: "waitlist",
    status: "lapsed",
    received: "2026-08-01T11:00:00",
    trip: SPITI,
    start: "2026-09-20",
    seats: 1,
  },
];

/** [request, at (IST), from, to] */
const EVENTS: [string, string, string, string][] = [
  ["r1", "2026-05-31T23:59:00", "held", "confirmed"],
  ["r2", "2026-03-31T23:59:30", "confirmed", "confirmed"],
  ["r2", "2026-04-10T12:00:00", "confirmed", "cancelled"],
  ["r3", "2026-06-15T11:00:00", "held", "confirmed"],
  ["r4", "2026-08-01T10:00:00", "held", "confirmed"],
  // The call-off's cancellation is its change's: the line beside it is not a second one.
  ["r4", "2026-08-06T10:00:00", "confirmed", "cancelled"],
  ["r5", "2025-05-05T12:00:00", "held", "confirmed"],
  ["r6", "2026-10-02T10:00:00", "held", "confirmed"],
  ["r6", "2026-10-05T10:00:00", "confirmed", "cancelled"],
  ["w1", "2026-08-10T10:00:00", "waiting", "offered"],
  ["w1", "2026-08-11T10:00:00", "offered", "held"],
  ["w2", "2026-08-10T10:00:00", "waiting", "offered"],
  ["w2", "2026-08-12T10:00:00", "offered", "lapsed"],
];

/** [id, request, amount, paid at (IST), recorded by hand] */
const PAYMENTS: [string, string, number, string, boolean][] = [
  ["pay_r1a", "r1", 100_000, "2026-05-31T23:59:00", false],
  ["pay_r1b", "r1", 300_000, "2026-06-01T00:00:00", false],
  ["pay_r2", "r2", 50_000, "2026-04-01T00:00:00", true],
  ["pay_r3", "r3", 200_000, "2026-06-15T11:00:00", false],
  ["pay_r4", "r4", 60_000, "2026-08-01T10:00:00", false],
  ["pay_r5", "r5", 70_000, "2025-05-05T12:00:00", false],
];

/** [receipt, request, payment, amount, status, reason, at (IST)] */
const REFUNDS: [string, string, string, number, string, string, string][] = [
  ["pay_r2:agency", "r2", "pay_r2", 50_000, "sent", "agency", "2026-04-10T12:00:05"],
  ["pay_r3:c1", "r3", "pay_r3", 40_000, "sent", "traveller", "2026-07-01T10:00:00"],
  ["pay_r4:c4", "r4", "pay_r4", 60_000, "by-hand", "agency", "2026-08-06T10:00:00"],
  // Failed: no money moved (the desk sends it again, and it counts then).
  ["pay_r4:no-seat", "r4", "pay_r4", 1_000, "failed", "no-seat", "2026-08-07T10:00:00"],
];

/** [id, request, kind, asked by, at (IST), refund, credit] */
const CHANGES: [string, string, string, string, string, number, number][] = [
  ["c1", "r3", "cancel", "traveller", "2026-07-01T10:00:00", 40_000, 0],
  ["c2", "r3", "credit", "staff", "2026-07-02T10:00:00", 0, 30_000],
  ["c3", "r4", "switch", "traveller", "2026-08-05T10:00:00", 0, 0],
  ["c4", "r4", "cancel", "call-off", "2026-08-06T10:00:00", 60_000, 0],
];

async function writeScenario() {
  for (const request of REQUESTS) {
    await engine.rows(
      `INSERT INTO requests (id, kind, status, received_at, body_hash, full_name, email, phone, trip_slug, trip_title,
         departure_start, departure_end, seats, source, reference, visit_source, visit_medium, visit_campaign)
       VALUES (?, ?, ?, ?, 'scenario', 'Asha Verma', 'asha@example.com', '+919812345678', ?, 'Trip', ?, ?, ?, ?, ?, ?, ?, ?)`,
      request.id,
      request.kind ?? "booking",
      request.status,
      ist(request.received),
      request.trip,
      request.start,
      request.start,
      request.seats,
      request.source ?? "site",
      `SF-${request.id.toUpperCase()}0000`,
      ...(request.visit ?? [null, null, null]),
    );
  }
  for (const [request, at, from, to] of EVENTS) {
    await engine.rows(
      "INSERT INTO request_events (request_id, at, staff_email, from_status, to_status) VALUES (?, ?, 'scenario', ?, ?)",
      request,
      ist(at),
      from,
      to,
    );
  }
  for (const [id, request, amount, at, byHand] of PAYMENTS) {
    await engine.rows(
      `INSERT INTO payments (id, request_id, purpose, amount, currency, method, paid_at, recorded_by)
       VALUES (?, ?, 'deposit', ?, 'INR', 'upi', ?, ?)`,
      id,
      request,
      amount,
      ist(at),
      byHand ? "accounts@safarnama.example" : null,
    );
  }
  for (const [receipt, request, payment, amount, status, reason, at] of REFUNDS) {
    await engine.rows(
      "INSERT INTO refunds (receipt, request_id, payment_id, amount, status, percent, reason, at) VALUES (?, ?, ?, ?, ?, 100, ?, ?)",
      receipt,
      request,
      payment,
      amount,
      status,
      reason,
      ist(at),
    );
  }
  for (const [id, request, kind, askedBy, at, refund, credit] of CHANGES) {
    await engine.rows(
      `INSERT INTO booking_changes (id, request_id, kind, asked_by, actor, at, version, seats_before, seats, released, refund, credit)
       VALUES (?, ?, ?, ?, 'scenario', ?, 1, 2, '[2]', ?, ?, ?)`,
      id,
      request,
      kind,
      askedBy,
      ist(at),
      refund + credit,
      refund,
      credit,
    );
  }
}

/** The year's twelve months, April first, with the months named set and every other at zero. */
function months<T>(year: number, zero: T, set: Record<string, Partial<T>>) {
  return Array.from({ length: 12 }, (_, index) => {
    const number = ((index + 3) % 12) + 1;
    const month = `${index < 9 ? year : year + 1}-${String(number).padStart(2, "0")}`;
    return { month, ...zero, ...set[month] };
  });
}

const NO_MONEY = { received: 0, refunded: 0, credited: 0 };
const NO_CHANGES = {
  cancelled: { traveller: 0, agency: 0, "called-off": 0 },
  refunded: 0,
  credited: 0,
  switches: 0,
  offersMade: 0,
  offersTaken: 0,
  offersLapsed: 0,
};

const EXPECTED_MONEY = {
  year: "2026-27",
  lastYear: "2025-26",
  moved: months(2026, NO_MONEY, {
    // 00:00 IST on 1 April is this year's; refunded in full by the agency.
    "2026-04": { received: 50_000, refunded: 50_000 },
    // 23:59 IST on 31 May is May's, 00:00 IST on 1 June is June's.
    "2026-05": { received: 100_000 },
    "2026-06": { received: 500_000 },
    "2026-07": { refunded: 40_000, credited: 30_000 },
    // Owed by hand counts; the failed refund does not.
    "2026-08": { received: 60_000, refunded: 60_000 },
  }),
  lastYearMoved: months(2025, NO_MONEY, { "2025-05": { received: 70_000 } }),
  booked: months(2026, NO_MONEY, {
    "2026-05": { received: 400_000 },
    "2026-06": { received: 200_000, refunded: 40_000, credited: 30_000 },
    "2026-07": { received: 60_000, refunded: 60_000 },
  }),
  travelled: months(2026, NO_MONEY, {
    "2026-04": { received: 50_000, refunded: 50_000 },
    "2026-07": { received: 400_000 },
    "2026-09": { received: 260_000, refunded: 100_000, credited: 30_000 },
  }),
};

const EXPECTED_CHANGES = {
  year: "2026-27",
  months: months(2026, NO_CHANGES, {
    "2026-04": { cancelled: { traveller: 0, agency: 1, "called-off": 0 }, refunded: 50_000 },
    "2026-07": { cancelled: { traveller: 2, agency: 0, "called-off": 0 }, refunded: 40_000, credited: 30_000 },
    "2026-08": {
      cancelled: { traveller: 0, agency: 0, "called-off": 1 },
      refunded: 60_000,
      switches: 1,
      offersMade: 2,
      offersTaken: 1,
      offersLapsed: 1,
    },
    "2026-10": { cancelled: { traveller: 1, agency: 0, "called-off": 0 } },
  }),
};

const EXPECTED_SOURCES = {
  year: "2026-27",
  lines: [
    { source: "not recorded", medium: null, campaign: null, bookings: 2, seats: 3, received: 260_000 },
    { source: "instagram", medium: "social", campaign: "winter", bookings: 1, seats: 2, received: 400_000 },
    { source: "google", medium: "cpc", campaign: null, bookings: 1, seats: 1, received: 0 },
    // Confirmed last year (23:59 IST on 31 March), paid this year (00:00 IST on 1 April).
    { source: "desk", medium: null, campaign: null, bookings: 0, seats: 0, received: 50_000 },
  ],
};

const EXPECTED_LEAD_TIME = {
  year: "2026-27",
  // 20, 43, 52, 80 and 92 days ahead.
  overall: { trip: null, bookings: 5, median: 52, buckets: [0, 0, 1, 2, 1, 1, 0] },
  trips: [
    {
      trip: { slug: SPITI, title: "Spiti Valley Winter Expedition" },
      bookings: 3,
      median: 52,
      buckets: [0, 0, 1, 1, 1, 0, 0],
    },
    // 43 and 92: the mean of the middle two, rounded down.
    { trip: { slug: KERALA, title: "Kerala Backwaters" }, bookings: 2, median: 67, buckets: [0, 0, 0, 1, 0, 1, 0] },
  ],
};

/** Every figure of 2026-27 but fill, without the instant they hold at. */
async function figures() {
  const without = <T extends { asOf: string }>({ asOf, ...rest }: T) => {
    expect(Date.parse(asOf)).not.toBeNaN();
    return rest;
  };
  return {
    money: without(await read<MoneyNumbers>(numbersApi.money("2026-27"))),
    changes: without(await read<ChangeNumbers>(numbersApi.changes("2026-27"))),
    sources: without(await read<SourceNumbers>(numbersApi.sources("2026-27"))),
    leadTime: without(await read<LeadTimeNumbers>(numbersApi.leadTime("2026-27"))),
  };
}

const EXPECTED = {
  money: EXPECTED_MONEY,
  changes: EXPECTED_CHANGES,
  sources: EXPECTED_SOURCES,
  leadTime: EXPECTED_LEAD_TIME,
};

/** Every roll-up table's rows, in a fixed order. */
const rolledUp = () =>
  Promise.all(
    ["numbers_money", "numbers_sources", "numbers_lead_times", "numbers_changes"].map((table) =>
      engine.rows(`SELECT * FROM ${table} ORDER BY 1, 2, 3, 4`),
    ),
  );

/** The last day a run today rolls up: SETTLED_AFTER_DAYS before today in India. */
const lastSettledDay = () =>
  new Date(Date.now() + 330 * 60_000 - SETTLED_AFTER_DAYS * 86_400_000).toISOString().slice(0, 10);

describe("a year's figures", () => {
  beforeAll(writeScenario);

  it("are the hand-counted ones live, before any roll-up", async () => {
    expect(await figures()).toEqual(EXPECTED);
  });

  it("are the same once the daily run rolled them up, and a second run of the same day adds nothing", async () => {
    const cursor = async () =>
      (await engine.rows<{ cursor: string }>("SELECT cursor FROM cron_cursors WHERE job = 'numbers'"))[0]?.cursor;
    // The first run starts the day before the scenario's first event (5 May 2025) and adds a month.
    await engine.runCron(RETENTION_CRON, new Date(), "numbers");
    expect(await cursor()).toBe("2025-06-04");
    // Half rolled up, half live: the same figures.
    for (let runs = 0; runs < 12; runs += 1) await engine.runCron(RETENTION_CRON, new Date(), "numbers");
    expect(await cursor()).toBe("2026-06-11");
    expect(await figures()).toEqual(EXPECTED);
    // Caught up: a run a month, through the last settled day.
    for (let runs = 0; runs < 20; runs += 1) await engine.runCron(RETENTION_CRON, new Date(), "numbers");
    expect(await cursor()).toBe(lastSettledDay());
    const tables = await rolledUp();
    expect(tables[0].length).toBeGreaterThan(0);
    expect(await figures()).toEqual(EXPECTED);
    // The same day's run again: it reads its cursor and stops; nothing added, the cursor where it was.
    const again = await engine.runCron(RETENTION_CRON, new Date(), "numbers");
    expect(again.queries).toBe(1);
    expect(await rolledUp()).toEqual(tables);
    expect(await cursor()).toBe(lastSettledDay());
    expect(await figures()).toEqual(EXPECTED);
  });

  it("outlive the requests retention deletes", async () => {
    await engine.runCron(RETENTION_CRON, new Date("2028-06-01T00:00:00Z"), "retention");
    expect(await engine.rows("SELECT id FROM requests WHERE body_hash = 'scenario'")).toEqual([]);
    expect(await engine.rows("SELECT id FROM request_events WHERE staff_email = 'scenario'")).toEqual([]);
    expect(await figures()).toEqual(EXPECTED);
  });

  it("show today's payment at once, before any roll-up", async () => {
    const now = new Date();
    await engine.rows(
      `INSERT INTO requests (id, kind, status, received_at, body_hash, full_name, email, phone, trip_slug, trip_title,
         departure_start, departure_end, seats, source)
       VALUES ('r7', 'booking', 'confirmed', ?, 'today', 'Kabir Rao', 'kabir@example.com', '+919812345679', ?, 'Trip', ?, ?, 1, 'site')`,
      now.toISOString(),
      SPITI,
      daysFromToday(30),
      daysFromToday(37),
    );
    await engine.rows(
      `INSERT INTO payments (id, request_id, purpose, amount, currency, method, paid_at)
       VALUES ('pay_r7', 'r7', 'deposit', 12_345, 'INR', 'upi', ?)`,
      now.toISOString(),
    );
    const money = await read<MoneyNumbers>(numbersApi.money("2026-27"));
    const month = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
    const expected = EXPECTED_MONEY.moved.find((line) => line.month === month)!;
    expect(money.moved.find((line) => line.month === month)).toEqual({
      ...expected,
      received: expected.received + 12_345,
    });
    await engine.rows("DELETE FROM payments WHERE id = 'pay_r7'");
    await engine.rows("DELETE FROM requests WHERE id = 'r7'");
  });
});

describe("a year asked", () => {
  it("is the current financial year when none is asked", async () => {
    const money = await read<MoneyNumbers>(numbersApi.money("").replace("?year=", ""));
    const now = new Date(Date.now() + 330 * 60_000);
    const start = now.getUTCMonth() >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    expect(money.year).toBe(`${start}-${String((start + 1) % 100).padStart(2, "0")}`);
  });

  it("is refused when it is not a financial year, saying how to write one", async () => {
    for (const year of ["2026-28", "2026", "May", "2026-27x"]) {
      for (const path of [
        numbersApi.money(year),
        numbersApi.changes(year),
        numbersApi.sources(year),
        numbersApi.leadTime(year),
      ]) {
        const response = await staffCall(engine.url, token, "GET", path);
        expect([path, response.status]).toEqual([path, 400]);
        expect(((await response.json()) as { message: string }).message).toContain("like 2026-27");
      }
    }
  });
});

describe("fill", () => {
  it("is each upcoming departure's seats as its manifest counts them, banded and flagged", async () => {
    // Bookings through the site on two departures: held seats count as taken, as on the manifest.
    for (const [departure, seats] of [
      [daysFromToday(30), "4"],
      [daysFromToday(30), "2"],
      [daysFromToday(60), "3"],
    ]) {
      const response = await postJson(`${engine.url}/api/bookings`, { ...validBooking(), departure, seats });
      expect(response.status).toBe(201);
    }
    const fill = await read<FillNumbers>(numbersApi.fill(8));
    expect(fill.weeks).toBe(8);
    // The departure that has started already is not listed.
    expect(fill.departures.map((line) => line.startDate)).not.toContain(daysFromToday(-3));
    expect(fill.departures.map((line) => line.startDate)).toEqual(
      [...fill.departures.map((line) => line.startDate)].sort(),
    );
    const list = await read<DepartureSeats[]>(staffApi.departures);
    for (const line of fill.departures) {
      const manifest = await read<Manifest>(staffApi.manifest(line.trip.slug, line.startDate));
      expect([line.trip.slug, line.startDate, line.capacity, line.sold, line.held, line.free]).toEqual([
        manifest.trip.slug,
        manifest.startDate,
        manifest.capacity,
        manifest.sold,
        manifest.held,
        manifest.free,
      ]);
      const listed = list.find((seats) => seats.trip.slug === line.trip.slug && seats.startDate === line.startDate)!;
      expect([listed.sold, listed.held]).toEqual([line.sold, line.held]);
    }
    const of = (slug: string, start: string) =>
      fill.departures.find((line) => line.trip.slug === slug && line.startDate === start)!;
    // 6 of 40 seats held: low, and within 8 weeks, so flagged.
    expect(of(SPITI, daysFromToday(30))).toMatchObject({
      held: 6,
      percent: 15,
      band: "low",
      flagged: true,
      calledOff: false,
    });
    // 3 of 3: full.
    expect(of(SPITI, daysFromToday(60))).toMatchObject({
      held: 3,
      free: 0,
      percent: 100,
      band: "full",
      flagged: false,
    });
    // Low, but beyond the 8 weeks asked.
    expect(of(SPITI, daysFromToday(90))).toMatchObject({ band: "low", flagged: false });
    // Called off: shown, never flagged.
    await engine.rows(
      `INSERT INTO called_off_departures (trip_slug, departure_start, reason, called_off_by, called_off_at, choose_by)
       VALUES (?, ?, 'Too few', 'priya@safarnama.example', ?, ?)`,
      KERALA,
      daysFromToday(20),
      new Date().toISOString(),
      new Date().toISOString(),
    );
    const after = await read<FillNumbers>(numbersApi.fill(8));
    expect(after.departures.find((line) => line.trip.slug === KERALA)).toMatchObject({
      calledOff: true,
      flagged: false,
    });
  });

  it("holds the weeks asked within their bounds", async () => {
    expect((await read<FillNumbers>(numbersApi.fill(0))).weeks).toBe(1);
    expect((await read<FillNumbers>(numbersApi.fill(99))).weeks).toBe(26);
    expect((await read<FillNumbers>(numbersApi.fill(Number.NaN))).weeks).toBe(6);
  });
});
