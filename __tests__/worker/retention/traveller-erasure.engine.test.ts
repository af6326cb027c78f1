/**
 * @jest-environment node
 */
// The daily erasure of what travellers told (worker/retention/traveller-erasure.ts)
// on the Worker's engine, with D1 held to production's limits
// (worker/db/limited-d1.ts): thousands of travellers erased 30 days after
// their trip over bounded runs, their proofs deleted from R2, the others left
// alone; a run killed halfway leaves each traveller whole or erased; the
// access log kept a year; and a request past its retention taking its
// travellers with it.
import { RETENTION_CRON, RETENTION_DAYS } from "../../../requests/retention";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";
import {
  bookingRows,
  insertRows,
  proofKeyOf,
  seedTravellers,
  type SeededBooking,
  type SeededTraveller,
} from "../../support/traveller-seeds";

/** The daily cron's budget of D1 queries, loaded untyped: the Worker's own types are workerd's (worker/tsconfig.json). */
const { DAILY_QUERY_BUDGET } = jest.requireActual<{ DAILY_QUERY_BUDGET: number }>("../../../worker/cron");

jest.setTimeout(600_000);

const DAY_MS = 24 * 60 * 60_000;

/** `count` bookings named `<prefix>-<n>` of 1 to 3 seats, and their travellers: every other one with a proof, the others' seats with links. */
function bookingsWithTravellers(prefix: string, count: number, ended: (index: number) => string) {
  const bookings: SeededBooking[] = [];
  const travellers: SeededTraveller[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = `${prefix}-${String(index).padStart(4, "0")}`;
    const seats = 1 + (index % 3);
    const end = ended(index);
    const others = Array.from({ length: seats - 1 }, (_, other) => `Fellow ${other + 2} of ${id}`);
    bookings.push({
      id,
      seats,
      departureStart: new Date(Date.parse(end) - 7 * DAY_MS).toISOString().slice(0, 10),
      departureEnd: end,
      travellers: others.length > 0 ? others.join("\n") : null,
    });
    for (let seat = 1; seat <= seats; seat += 1) {
      travellers.push({
        requestId: id,
        seat,
        fullName: seat === 1 ? `Booker ${id}` : `Fellow ${seat} of ${id}`,
        idNumber: `P${String(index * 10 + seat).padStart(7, "0")}`,
        dateOfBirth: "1990-04-12",
        health: JSON.stringify({ conditions: "none", medication: "" }),
        proof: (index + seat) % 2 === 0 ? "approved" : null,
        link: seat > 1,
      });
    }
  }
  return { bookings, travellers };
}

async function seed(engine: Engine, seeded: ReturnType<typeof bookingsWithTravellers>) {
  await insertRows(engine, "requests", bookingRows(seeded.bookings));
  await seedTravellers(engine, seeded.travellers);
}

/**
 * What is left of the travellers of the bookings named `<prefix>-…`: their
 * rows, their links, their proofs' objects, which of those are queued for
 * deletion, and the names typed in each booking's form.
 */
async function remains(engine: Engine, prefix: string) {
  const pattern = `${prefix}-%`;
  const rows = await engine.rows<{ request_id: string; seat: number }>(
    "SELECT request_id, seat FROM travellers WHERE request_id LIKE ?",
    pattern,
  );
  const links = await engine.rows<{ request_id: string; seat: number }>(
    "SELECT request_id, seat FROM traveller_links WHERE request_id LIKE ?",
    pattern,
  );
  const queued = await engine.rows<{ key: string }>("SELECT key FROM erased_objects");
  const named = await engine.rows<{ id: string; travellers: string | null }>(
    "SELECT id, travellers FROM requests WHERE id LIKE ?",
    pattern,
  );
  const seat = (row: { request_id: string; seat: number }) => `${row.request_id}/${row.seat}`;
  const ofPrefix = (key: string) => key.startsWith(`proofs/${prefix}-`);
  return {
    rows: new Set(rows.map(seat)),
    links: new Set(links.map(seat)),
    objects: new Set((await engine.objects()).map((object) => object.key).filter(ofPrefix)),
    queued: new Set(queued.map((row) => row.key).filter(ofPrefix)),
    names: new Map(named.map((row) => [row.id, row.travellers])),
  };
}

/** Runs the daily cron at `time` until `done`, at most `limit` times; answers each run's queries and milliseconds. */
async function runUntil(engine: Engine, time: Date, done: () => Promise<boolean>, limit: number) {
  const runs: { queries: number; ms: number }[] = [];
  while (!(await done())) {
    if (runs.length === limit) throw new Error(`Not done after ${limit} runs`);
    const started = Date.now();
    const { queries } = await engine.runCron(RETENTION_CRON, time);
    runs.push({ queries, ms: Date.now() - started });
  }
  return runs;
}

const figures = (runs: { queries: number; ms: number }[]) =>
  `${runs.length} run(s): ${runs.map((run) => `${run.queries} queries in ${run.ms} ms`).join("; ")}`;

describe("erasing travellers 30 days after their trip", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startEngine({ catalogue: testCatalogue() });
  });
  afterAll(() => engine?.stop());

  it("erases 2,200 travellers of trips that ended 30 days ago or more, with their links, proofs and the names typed in the booking form, within D1's limits; later trips' are untouched", async () => {
    // Ended 30 to 69 days ago: every one of them is due.
    const due = bookingsWithTravellers("due", 1100, (index) => daysFromToday(-30 - (index % 40)));
    // Ended 29 days ago, 1 day ago, or not yet.
    const kept = bookingsWithTravellers("kept", 30, (index) => daysFromToday([-29, -1, 20][index % 3]));
    await seed(engine, due);
    await seed(engine, kept);
    const keptBefore = await remains(engine, "kept");
    expect(due.travellers.length).toBeGreaterThan(2000);
    const dueProofs = due.travellers.filter((traveller) => traveller.proof).map(proofKeyOf);
    expect(dueProofs.length).toBeGreaterThan(1000);

    const left = async () => {
      const now = await remains(engine, "due");
      return now.rows.size + now.links.size + now.queued.size + dueProofs.filter((key) => now.objects.has(key)).length;
    };
    const runs = await runUntil(engine, new Date(), async () => (await left()) === 0, 5);
    console.log(
      `Erasure: ${due.travellers.length} travellers of ${due.bookings.length} bookings (${dueProofs.length} proofs) erased in ${figures(runs)}`,
    );
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) expect(run.queries).toBeLessThanOrEqual(DAILY_QUERY_BUDGET);

    const after = await remains(engine, "due");
    expect([...after.names.values()].every((names) => names === null)).toBe(true);
    // The bookings themselves stay, for the accounts.
    expect(after.names.size).toBe(due.bookings.length);
    expect(await remains(engine, "kept")).toEqual(keptBefore);
    expect(keptBefore.rows.size).toBe(kept.travellers.length);
    expect([...keptBefore.names.values()].filter(Boolean).length).toBeGreaterThan(0);
  });

  it("killed halfway through a run, leaves every traveller whole or erased, and the next run finishes the job", async () => {
    const seeded = bookingsWithTravellers("killed", 1100, (index) => daysFromToday(-31 - (index % 20)));
    await seed(engine, seeded);
    // Killed a little later each time until a kill lands while the run is erasing: reading
    // the files while the run writes them would make its writes wait, so the kill is timed.
    let killed: { after: number; run: string } | null = null;
    for (const after of [10, 25, 50, 100, 200, 300, 450, 650, 900, 1200, 1600, 2100]) {
      const run = engine.runCron(RETENTION_CRON, new Date()).then(
        () => "finished",
        () => "killed",
      );
      await new Promise((resolve) => setTimeout(resolve, after));
      await engine.kill("SIGKILL");
      killed = { after, run: await run };
      await engine.restart();
      if (killed.run === "finished") throw new Error(`The run finished within ${after} ms, before the kill`);
      const state = await remains(engine, "killed");
      if (state.rows.size < seeded.travellers.length) break;
    }

    const check = (state: Awaited<ReturnType<typeof remains>>) => {
      let whole = 0;
      let erased = 0;
      for (const booking of seeded.bookings) {
        const travellers = seeded.travellers.filter((traveller) => traveller.requestId === booking.id);
        const seatOf = (traveller: SeededTraveller) => `${traveller.requestId}/${traveller.seat}`;
        const isWhole = (traveller: SeededTraveller) =>
          state.rows.has(seatOf(traveller)) &&
          state.links.has(seatOf(traveller)) === traveller.link &&
          (!traveller.proof || (state.objects.has(proofKeyOf(traveller)) && !state.queued.has(proofKeyOf(traveller))));
        // Gone, but for a proof's object still listed for deletion.
        const isErased = (traveller: SeededTraveller) =>
          !state.rows.has(seatOf(traveller)) &&
          !state.links.has(seatOf(traveller)) &&
          (!state.objects.has(proofKeyOf(traveller)) || state.queued.has(proofKeyOf(traveller)));
        if (travellers.every(isWhole) && state.names.get(booking.id) === (booking.travellers ?? null)) whole += 1;
        else if (travellers.every(isErased) && state.names.get(booking.id) === null) erased += 1;
        else throw new Error(`Booking ${booking.id} is half-erased`);
      }
      return { whole, erased };
    };
    const state = await remains(engine, "killed");
    const halfway = check(state);
    console.log(
      `Killed ${killed!.after} ms into a run: ${halfway.erased} bookings erased and ${halfway.whole} whole, none half-erased; ` +
        `${state.queued.size} erased proofs listed for deletion, ${[...state.queued].filter((key) => state.objects.has(key)).length} of them still in R2`,
    );
    expect(halfway.erased).toBeGreaterThan(0);
    expect(halfway.whole).toBeGreaterThan(0);

    const runs = await runUntil(
      engine,
      new Date(),
      async () => {
        const state = await remains(engine, "killed");
        return state.rows.size + state.links.size + state.queued.size === 0;
      },
      5,
    );
    console.log(`After the restart, the rest erased in ${figures(runs)}`);
    const after = await remains(engine, "killed");
    expect(check(after)).toEqual({ whole: 0, erased: seeded.bookings.length });
    expect(seeded.travellers.filter((traveller) => after.objects.has(proofKeyOf(traveller)))).toEqual([]);
  });

  it("deletes the access log's lines once a year old, in bounded runs, and keeps the year's", async () => {
    const now = Date.now();
    await engine.rows(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12000)
       INSERT INTO personal_data_reads (at, staff_email, what, request_id, seat)
       SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-' || (366 + i % 300) || ' days'), 'priya@safarnama.example', 'health', 'old-' || i, 1 FROM n`,
      new Date(now).toISOString(),
    );
    await engine.rows(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
       INSERT INTO personal_data_reads (at, staff_email, what, trip_slug, departure_start)
       SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-' || (i * 3) || ' days', '+1 hour'), 'arjun@safarnama.example', 'permit-list', 'spiti-winter-expedition', '2026-01-16' FROM n`,
      new Date(now).toISOString(),
    );
    const old = async () =>
      (
        await engine.rows<{ n: number }>("SELECT count(*) AS n FROM personal_data_reads WHERE request_id LIKE 'old-%'")
      )[0].n;
    expect(await old()).toBe(12000);
    const runs = await runUntil(engine, new Date(now), async () => (await old()) === 0, 5);
    console.log(`Access log: 12,000 lines over a year old deleted in ${figures(runs)}`);
    expect(runs.length).toBe(2);
    for (const run of runs) expect(run.queries).toBeLessThanOrEqual(DAILY_QUERY_BUDGET);
    expect(await engine.rows("SELECT count(*) AS n FROM personal_data_reads")).toEqual([{ n: 100 }]);
  });

  it("erases at once the travellers of a booking that was cancelled, declined or lapsed, whenever its trip; a confirmed one's stay", async () => {
    const seeded = bookingsWithTravellers("ended", 4, () => daysFromToday(40));
    // Bookings 1 and 2 have the other travellers' names typed in their forms.
    const statuses = ["lapsed", "confirmed", "cancelled", "declined"];
    await insertRows(
      engine,
      "requests",
      bookingRows(seeded.bookings.map((booking, index) => ({ ...booking, status: statuses[index] }))),
    );
    await seedTravellers(engine, seeded.travellers);
    await engine.runCron(RETENTION_CRON, new Date());
    const after = await remains(engine, "ended");
    const keptSeats = seeded.travellers.filter((traveller) => traveller.requestId === "ended-0001");
    expect([...after.rows].sort()).toEqual(keptSeats.map((traveller) => `ended-0001/${traveller.seat}`));
    expect(after.names.get("ended-0002")).toBeNull();
    expect(after.names.get("ended-0001")).toBe("Fellow 2 of ended-0001");
  });

  it("deletes a booking past its retention with its travellers, links and proofs in the same transaction", async () => {
    const ended = daysFromToday(-RETENTION_DAYS.booking - 5);
    const seeded = bookingsWithTravellers("expired", 3, () => ended);
    await insertRows(
      engine,
      "requests",
      bookingRows(seeded.bookings).map((row) => ({
        ...row,
        received_at: new Date(Date.now() - (RETENTION_DAYS.booking + 60) * DAY_MS).toISOString(),
      })),
    );
    await seedTravellers(engine, seeded.travellers);
    await insertRows(
      engine,
      "personal_data_reads",
      seeded.travellers.map((traveller) => ({
        at: new Date().toISOString(),
        staff_email: "priya@safarnama.example",
        what: "proof",
        request_id: traveller.requestId,
        seat: traveller.seat,
      })),
    );
    // The first booking's traveller reviewed the trip: the review outlives the booking.
    const [reviewed] = seeded.bookings;
    await insertRows(engine, "review_invitations", [
      {
        id: "expired-invitation",
        token: "0".repeat(48),
        request_id: reviewed.id,
        seat: 1,
        trip_slug: "spiti-winter-expedition",
        departure_start: ended,
        departure_end: ended,
        lang: "en",
        full_name: "",
        asked_at: new Date().toISOString(),
        write_by: new Date().toISOString(),
      },
    ]);
    await insertRows(engine, "reviews", [
      {
        id: "RV-EXPIRD",
        invitation_id: "expired-invitation",
        trip_slug: "spiti-winter-expedition",
        departure_start: ended,
        lang: "en",
        rating: 4,
        title: "Cold and clear",
        body: "A long review of a cold trip, written by someone who went.",
        author_name: "Asha K.",
        written_at: new Date().toISOString(),
        status: "published",
        published_at: new Date().toISOString(),
      },
    ]);
    expect((await remains(engine, "expired")).rows.size).toBe(6);

    // One run: the retention job deletes them before the erasure job would reach their travellers.
    await engine.runCron(RETENTION_CRON, new Date());
    expect(await engine.rows("SELECT request_id FROM review_invitations WHERE id = 'expired-invitation'")).toEqual([
      { request_id: null },
    ]);
    expect(await engine.rows("SELECT status FROM reviews WHERE id = 'RV-EXPIRD'")).toEqual([{ status: "published" }]);
    const after = await remains(engine, "expired");
    expect(after.names.size).toBe(0);
    expect(after.rows.size + after.links.size + after.queued.size).toBe(0);
    expect(seeded.travellers.filter((traveller) => after.objects.has(proofKeyOf(traveller)))).toEqual([]);
    // The access log keeps its year, whatever became of what was read.
    expect(
      await engine.rows("SELECT count(*) AS n FROM personal_data_reads WHERE request_id LIKE 'expired-%'"),
    ).toEqual([{ n: 6 }]);
  });
});
