/**
 * @jest-environment node
 */
// Seats on Cloudflare's engine (wrangler dev, local D1): a booking holds its
// seats in one atomic write, so visitors racing for the last seats never get
// more than there are; a hold lapses on time and its seats go to the
// waitlist; and the traveller hears at each step and has a page of their own.
import { startEngine, testCatalogue, daysFromToday, type Engine } from "../support/worker-engine";
import { postJson, validBooking } from "../support/intake-requests";

jest.setTimeout(600_000);

let engine: Engine;

/** Departures of 3 and 5 seats, far enough away that their waitlists are open. */
const THREE_SEATS = daysFromToday(60);
const FIVE_SEATS = daysFromToday(90);

beforeAll(async () => {
  engine = await startEngine({ catalogue: testCatalogue(), rateLimit: 100_000 });
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
    const take = await fetch(api(`/booking/${offered.reference}/take`), {
      method: "POST",
      body: new URLSearchParams({ token: offered.token as string }),
      redirect: "manual",
    });
    expect(take.status).toBe(303);
    expect(await engine.rows("SELECT status FROM requests WHERE id = ?", waitingId)).toEqual([{ status: "held" }]);
  });
});
