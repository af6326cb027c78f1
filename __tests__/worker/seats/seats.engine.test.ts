/**
 * @jest-environment node
 */
// Seats on Cloudflare's engine (wrangler dev, local D1): a booking holds its
// seats in one atomic write, so visitors racing for the last seats never get
// more than there are; a hold lapses on time and its seats go to the
// waitlist; and the traveller hears at each step and has a page of their own.
import {
  startEngine,
  testCatalogue,
  withoutUnpaidLimits,
  daysFromToday,
  type Engine,
} from "../../support/worker-engine";
import { postJson, validBooking } from "../../support/intake-requests";

/** The minute cron's query budget, loaded untyped: the Worker's own types are workerd's. */
const { MINUTE_QUERY_BUDGET } = jest.requireActual<{ MINUTE_QUERY_BUDGET: number }>("../../../worker/cron");

jest.setTimeout(600_000);

let engine: Engine;

/** Departures of 3 and 5 seats, far enough away that their waitlists are open. */
const THREE_SEATS = daysFromToday(60);
const FIVE_SEATS = daysFromToday(90);

beforeAll(async () => {
  engine = await startEngine({ catalogue: withoutUnpaidLimits(testCatalogue()), rateLimit: 100_000 });
});

afterAll(() => engine?.stop());

const api = (path: string) => `${engine.url}${path}`;

const booking = (seats: number, name: string, departure = THREE_SEATS) => ({
  ...validBooking(),
  departure,
  request: "booking",
  seats: String(seats),
  fullName: name,
  travellers: "",
});

/** The seats the departure's requests hold or bought, and how many requests; the 409s stored nothing, so all of them. */
async function stored(departure: string) {
  const [row] = await engine.rows(
    "SELECT coalesce(sum(seats), 0) AS seats, count(*) AS requests FROM requests WHERE departure_start = ? AND status IN ('held', 'offered', 'confirmed')",
    departure,
  );
  const [all] = await engine.rows("SELECT count(*) AS count FROM requests WHERE departure_start = ?", departure);
  const [emails] = await engine.rows(
    "SELECT count(*) AS count FROM outbox JOIN requests ON requests.id = outbox.request_id WHERE departure_start = ?",
    departure,
  );
  return { ...(row as { seats: number; requests: number }), rows: all.count, emails: emails.count };
}

const clear = async (departure: string) => {
  await engine.rows(
    "DELETE FROM outbox WHERE request_id IN (SELECT id FROM requests WHERE departure_start = ?)",
    departure,
  );
  await engine.rows("DELETE FROM requests WHERE departure_start = ?", departure);
};

async function race(bookings: number, seatsEach: number, departure: string) {
  const responses = await Promise.all(
    Array.from({ length: bookings }, (_, index) =>
      postJson(api("/api/bookings"), booking(seatsEach, `Racer ${index}`, departure)),
    ),
  );
  const statuses = responses.map((response) => response.status);
  return {
    held: statuses.filter((status) => status === 201).length,
    refused: statuses.filter((status) => status === 409).length,
    answers: await Promise.all(responses.map((response) => response.json())),
  };
}

describe("racing for the last seats", () => {
  it("holds exactly the seats there are: 50 visitors for the last 3 seats, 20 times over", async () => {
    const rounds: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const { held, refused } = await race(50, 1, THREE_SEATS);
      expect({ held, refused }).toEqual({ held: 3, refused: 47 });
      // Nothing of the 47 refused is stored: 3 requests, each with its 2 emails (the agency's, the traveller's).
      expect(await stored(THREE_SEATS)).toEqual({ seats: 3, requests: 3, rows: 3, emails: 6 });
      rounds.push(`${held}/${refused}`);
      await clear(THREE_SEATS);
    }
    console.log(`50 bookings of 1 seat for 3 seats, 20 rounds (held/refused): ${rounds.join(" ")}`);
  });

  it("holds 2-seat bookings only while 2 seats are free: 50 visitors for 5 seats, 20 times over", async () => {
    const rounds: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const { held, refused, answers } = await race(50, 2, FIVE_SEATS);
      // 5 seats hold two 2-seat bookings; the 1 left over fits none.
      expect({ held, refused }).toEqual({ held: 2, refused: 48 });
      expect(await stored(FIVE_SEATS)).toEqual({ seats: 4, requests: 2, rows: 2, emails: 4 });
      const last = answers.filter((answer) => "seatsLeft" in answer).at(-1);
      expect(last).toMatchObject({ seatsLeft: 1, waitlistOpen: true });
      expect(last.message).toContain("only 1 seat is left");
      rounds.push(`${held}/${refused}`);
      await clear(FIVE_SEATS);
    }
    console.log(`50 bookings of 2 seats for 5 seats, 20 rounds (held/refused): ${rounds.join(" ")}`);
  });
});

describe("a booking's life", () => {
  it("answers with a reference and the hold's end, then lapses on time and offers the seat to the waitlist", async () => {
    const response = await postJson(api("/api/bookings"), booking(3, "Kabir Rao"));
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ kind: "booking", reference: expect.stringMatching(/^SF-[0-9A-Z]{8}$/) });
    const holdUntil = Date.parse(answer.holdUntil);
    expect(holdUntil - Date.now()).toBeGreaterThan(47.9 * 60 * 60_000);

    // Sold out: a booking is refused, the waitlist takes the request.
    expect((await postJson(api("/api/bookings"), booking(1, "Late Booker"))).status).toBe(409);
    const waiting = await postJson(api("/api/bookings"), { ...booking(1, "Meera Waits"), request: "waitlist" });
    expect(waiting.status).toBe(201);
    const { id: waitingId } = await waiting.json();

    // An hour before the hold ends nothing moves; just after it, the hold lapses and the seat is offered.
    expect((await engine.runCron(undefined, new Date(holdUntil - 60 * 60_000))).queries).toBeGreaterThan(0);
    expect(await engine.rows("SELECT status FROM requests WHERE id = ?", answer.id)).toEqual([{ status: "held" }]);
    await engine.runCron(undefined, new Date(holdUntil + 60_000));
    expect(await engine.rows("SELECT status, hold_until FROM requests WHERE id = ?", answer.id)).toEqual([
      { status: "lapsed", hold_until: null },
    ]);
    const [offered] = await engine.rows(
      "SELECT status, hold_until, token, reference FROM requests WHERE id = ?",
      waitingId,
    );
    expect(offered).toMatchObject({ status: "offered" });
    const emails = await engine.rows(
      "SELECT request_id, template FROM outbox WHERE sent_at IS NOT NULL ORDER BY request_id, template",
    );
    expect(emails).toEqual(
      expect.arrayContaining([
        { request_id: answer.id, template: "received" },
        { request_id: answer.id, template: "lapsed" },
        { request_id: waitingId, template: "waitlisted" },
        { request_id: waitingId, template: "offered" },
      ]),
    );

    // The emails themselves, as the traveller reads them.
    const texts = engine.travellerEmails();
    const offerText = texts.find(
      (text) => text.includes(`Reference: ${offered.reference}`) && text.includes("Offer open until"),
    );
    expect(offerText).toContain("Dear Meera Waits,");
    expect(offerText).toContain(`/booking/${offered.reference}?token=${offered.token}`);
    expect(
      texts.some((text) => text.includes(`Reference: ${answer.reference}`) && text.includes("have been released")),
    ).toBe(true);

    // The traveller's page: nothing without the token, everything with it, and the button that takes the seat.
    const page = (token: string) => fetch(api(`/booking/${offered.reference}?token=${token}`));
    const without = await page("0".repeat(48));
    expect(without.status).toBe(404);
    expect(await without.text()).not.toContain("Meera");
    const withToken = await page(offered.token as string);
    expect(withToken.status).toBe(200);
    const html = await withToken.text();
    expect(html).toContain("Meera Waits");
    expect(html).toContain("Take the seats");
    // Without payments online nothing sends the traveller to pay: staff collect the deposit.
    expect(html).not.toContain("Razorpay");
    const takenAt = Date.now();
    const take = await fetch(api(`/booking/${offered.reference}/take`), {
      method: "POST",
      body: new URLSearchParams({ token: offered.token as string }),
      redirect: "manual",
    });
    expect(take.status).toBe(303);
    expect(take.headers.get("Location")).toBe(api(`/booking/${offered.reference}?token=${offered.token}`));
    const [taken] = await engine.rows<{ status: string; hold_until: string }>(
      "SELECT status, hold_until FROM requests WHERE id = ?",
      waitingId,
    );
    expect(taken.status).toBe("held");
    // Held for holdHours (48), with the "received" email queued in the same move.
    expect(Date.parse(taken.hold_until) - takenAt).toBeGreaterThan(47.9 * 60 * 60_000);
    expect(Date.parse(taken.hold_until) - takenAt).toBeLessThanOrEqual(48 * 60 * 60_000 + 5_000);
    expect(
      await engine.rows("SELECT template FROM outbox WHERE request_id = ? AND template = 'received'", waitingId),
    ).toEqual([{ template: "received" }]);
    expect(await engine.rows("SELECT count(*) AS n FROM payment_links")).toEqual([{ n: 0 }]);
  });
});

describe("a Worker killed (SIGKILL) while seats move", () => {
  /** Every seat count of the departure adds up: seats taken never above capacity, and each stored request whole. */
  async function expectConsistent(departure: string, capacity: number) {
    const { seats } = await stored(departure);
    expect(seats).toBeLessThanOrEqual(capacity);
    // Each request came with its emails in the same transaction, and each move with its history and email.
    const incomplete = await engine.rows(
      `SELECT id FROM requests WHERE departure_start = ? AND (
         (SELECT count(*) FROM outbox WHERE request_id = requests.id AND template IN ('agency', 'received', 'waitlisted')) <> 2
         OR (status = 'lapsed' AND (SELECT count(*) FROM outbox WHERE request_id = requests.id AND template = 'lapsed') <> 1)
         OR (status = 'lapsed' AND (SELECT count(*) FROM request_events WHERE request_id = requests.id AND to_status = 'lapsed') <> 1)
       )`,
      departure,
    );
    expect(incomplete).toEqual([]);
  }

  it("during a race for the last seats: after a restart the held seats are exactly the stored bookings', never more than there are", async () => {
    const racing = Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postJson(api("/api/bookings"), booking(1, `Killed ${index}`, FIVE_SEATS)).then(
          (response) => response.status,
          () => "lost",
        ),
      ),
    );
    // Kill it with the bookings in flight.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await engine.kill("SIGKILL");
    const outcomes = await racing;
    await engine.restart();
    const held = outcomes.filter((outcome) => outcome === 201).length;
    const { seats, requests } = await stored(FIVE_SEATS);
    // Every 201 is stored; a request whose answer was lost may be stored too, but never beyond the 5 seats.
    expect(requests).toBeGreaterThanOrEqual(held);
    expect(seats).toBe(requests);
    await expectConsistent(FIVE_SEATS, 5);
    console.log(`Killed mid-race: ${held} answered 201, ${requests} stored, ${seats} seats held of 5`);
    // After the restart the race goes on as if nothing happened: the rest of the seats, and no more.
    const { held: more } = await race(20, 1, FIVE_SEATS);
    expect(more).toBe(5 - seats);
    expect((await stored(FIVE_SEATS)).seats).toBe(5);
    await clear(FIVE_SEATS);
  });

  it("during a lapse run of 35 holds: after a restart each lapsed exactly once, with one email and one history row", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 35; index += 1) {
      const response = await postJson(api("/api/bookings"), {
        ...validBooking(),
        departure: daysFromToday(30),
        fullName: `Lapsing ${index}`,
        seats: "1",
        travellers: "",
      });
      ids.push((await response.json()).id);
    }
    const late = new Date(Date.now() + 49 * 60 * 60_000);
    const run = engine.runCron(undefined, late).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await engine.kill("SIGKILL");
    await run;
    await engine.restart();
    const queries: number[] = [];
    for (let runs = 0; runs < 5; runs += 1) queries.push((await engine.runCron(undefined, late)).queries);
    const statuses = await engine.rows<{ status: string; count: number }>(
      `SELECT status, count(*) AS count FROM requests WHERE id IN (${ids.map(() => "?").join(", ")}) GROUP BY status`,
      ...ids,
    );
    expect(statuses).toEqual([{ status: "lapsed", count: 35 }]);
    await expectConsistent(daysFromToday(30), 40);
    // 25 lapses a run at most, each run within the minute cron's query budget.
    for (const count of queries) expect(count).toBeLessThanOrEqual(MINUTE_QUERY_BUDGET);
    console.log(
      `Lapses after a kill: 35 holds lapsed once each; runs after the restart made ${queries.join(", ")} queries`,
    );
  });
});
