/**
 * @jest-environment node
 */
// Who is asked for a review, and when (worker/emails/review-invitations.ts),
// on the Worker's engine: the daily cron makes a line per traveller who told
// their name and one for the booker of seats never told, for the bookings
// that went on departures over askDaysAfterEnd days, from collectedSince on,
// and not called off; asks each booking once, in one email in its language
// listing each line's own link; sends one reminder only, listing only the
// lines with no review and time left; and erases the names of the lines whose
// time passed with no review.
import { RETENTION_CRON } from "../../../requests/retention";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";
import { bookingRows, insertRows, seedTravellers, type SeededBooking } from "../../support/traveller-seeds";

jest.setTimeout(300_000);

const DAY_MS = 24 * 60 * 60_000;

const ended = (days: number) => ({ departureStart: daysFromToday(-days - 7), departureEnd: daysFromToday(-days) });

const BOOKINGS: SeededBooking[] = [
  { id: "two-told", seats: 2, ...ended(2) },
  { id: "one-of-three", seats: 3, ...ended(5) },
  { id: "nothing-told", seats: 1, ...ended(3) },
  { id: "hindi", seats: 1, lang: "hi", ...ended(2) },
  { id: "cancelled", seats: 1, status: "cancelled", ...ended(3) },
  { id: "lapsed", seats: 1, status: "lapsed", ...ended(3) },
  { id: "called-off", seats: 2, departureStart: daysFromToday(-11), departureEnd: daysFromToday(-4) },
  { id: "too-recent", seats: 1, ...ended(1) },
  { id: "before-collected", seats: 1, ...ended(50) },
];

const traveller = (requestId: string, seat: number, fullName: string) => ({
  requestId,
  seat,
  fullName,
  idNumber: `Z${seat}4471902`,
  dateOfBirth: "1990-01-01",
  health: "{}",
  proof: null,
  link: false,
});

describe("who is asked for a review, and when", () => {
  let engine: Engine;
  const catalogue = testCatalogue();
  catalogue.reviews = { ...catalogue.reviews, collectedSince: daysFromToday(-40) };
  const now = new Date();
  const later = (days: number) => new Date(now.getTime() + days * DAY_MS);

  beforeAll(async () => {
    engine = await startEngine({ catalogue });
    await insertRows(engine, "requests", bookingRows(BOOKINGS));
    await seedTravellers(engine, [
      traveller("two-told", 1, "Asha Verma"),
      traveller("two-told", 2, "Dev Verma"),
      traveller("one-of-three", 1, "Zoya Khan"),
      traveller("hindi", 1, "मीरा जोशी"),
    ]);
    await insertRows(engine, "called_off_departures", [
      {
        trip_slug: "spiti-winter-expedition",
        departure_start: daysFromToday(-11),
        reason: "snow",
        called_off_by: "priya@safarnama.example",
        called_off_at: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
        choose_by: new Date(now.getTime() - 20 * DAY_MS).toISOString(),
      },
    ]);
  });
  afterAll(() => engine?.stop());

  const lines = () =>
    engine.rows<{ id: string; token: string; request_id: string; seat: number; full_name: string; lang: string }>(
      "SELECT id, token, request_id, seat, full_name, lang FROM review_invitations ORDER BY request_id, seat",
    );
  const outbox = (template: string) =>
    engine.rows<{ request_id: string; sent: number }>(
      "SELECT request_id, sent_at IS NOT NULL AS sent FROM outbox WHERE template = ? ORDER BY request_id",
      template,
    );
  const emailTo = async (id: string, subject: RegExp) => {
    const index = BOOKINGS.findIndex((booking) => booking.id === id);
    return (await engine.travellerEmailsSent()).filter(
      (email) => email.to.includes(`booker-${index}@example.com`) && subject.test(email.subject),
    );
  };

  it("asks each traveller who went, by name, and the booker for seats never told; nobody of a booking that did not go", async () => {
    await engine.runCron(RETENTION_CRON, now);
    expect((await lines()).map(({ request_id, seat, full_name, lang }) => [request_id, seat, full_name, lang])).toEqual(
      [
        ["hindi", 1, "मीरा जोशी", "hi"],
        ["nothing-told", 0, "Booker nothing-told", "en"],
        ["one-of-three", 0, "Booker one-of-three", "en"],
        ["one-of-three", 1, "Zoya Khan", "en"],
        ["two-told", 1, "Asha Verma", "en"],
        ["two-told", 2, "Dev Verma", "en"],
      ],
    );
    for (const line of await lines()) {
      expect(line.id).toMatch(/^[0-9a-f]{16}$/);
      expect(line.token).toMatch(/^[0-9a-f]{48}$/);
    }
    expect(await outbox("review-asked")).toEqual([
      { request_id: "hindi", sent: 0 },
      { request_id: "nothing-told", sent: 0 },
      { request_id: "one-of-three", sent: 0 },
      { request_id: "two-told", sent: 0 },
    ]);
  });

  it("asks nobody twice when it runs again", async () => {
    // The departure ended yesterday is asked tomorrow; cancelled, it is out of the way of what follows.
    await engine.rows("UPDATE requests SET status = 'cancelled' WHERE id = 'too-recent'");
    const before = await lines();
    await engine.runCron(RETENTION_CRON, now);
    await engine.runCron(RETENTION_CRON, later(1));
    expect(await lines()).toEqual(before);
    expect(await outbox("review-asked")).toHaveLength(4);
  });

  it("emails each booking once, in its language, with each traveller's name and own link, the policy and the withdrawal", async () => {
    await engine.runCron(undefined, now);
    expect((await outbox("review-asked")).every(({ sent }) => sent === 1)).toBe(true);
    const all = await lines();
    const linkOf = (line: { id: string; token: string }) => `/review/${line.id}?t=${line.token}`;

    const [twoTold] = await emailTo("two-told", /^How was/);
    expect(twoTold.subject).toBe("How was Spiti Valley Winter Expedition? Tell other travellers");
    for (const line of all.filter(({ request_id }) => request_id === "two-told")) {
      expect(twoTold.text).toContain(`${line.full_name}: http`);
      expect(twoTold.text).toContain(linkOf(line));
    }
    expect(twoTold.text).toContain("whatever its stars");
    expect(twoTold.text).toContain("/review-policy/");
    expect(twoTold.text).toContain("withdraw a review at any time");
    expect(twoTold.text).not.toMatch(/discount|voucher|prize|reward|coupon/i);

    const [oneOfThree] = await emailTo("one-of-three", /^How was/);
    expect(oneOfThree.text).toContain("Booker one-of-three, or a fellow traveller we have no details for: http");
    expect(oneOfThree.text).toContain("Zoya Khan: http");

    const [hindi] = await emailTo("hindi", /कैसी रही/);
    expect(hindi.text).toContain("मीरा जोशी: http");
    expect(hindi.text).toContain("/hi/review-policy/");
    expect(hindi.text).toContain(linkOf(all.find(({ request_id }) => request_id === "hindi")!));
  });

  it("sends one reminder only, listing only the links with no review", async () => {
    const asha = (await lines()).find(({ full_name }) => full_name === "Asha Verma")!;
    await insertRows(engine, "reviews", [
      {
        id: "RV-ASHA01",
        invitation_id: asha.id,
        trip_slug: "spiti-winter-expedition",
        departure_start: BOOKINGS[0].departureStart,
        lang: "en",
        rating: 5,
        title: "A fine trip",
        body: "Everything went as the itinerary said, and more.",
        author_name: "Asha V.",
        written_at: later(3).toISOString(),
        status: "waiting",
      },
    ]);
    // Not yet: the reminder is 7 days after the ask.
    await engine.runCron(RETENTION_CRON, later(6));
    expect(await outbox("review-reminder")).toEqual([]);

    await engine.runCron(RETENTION_CRON, later(7.1));
    expect((await outbox("review-reminder")).map(({ request_id }) => request_id)).toEqual([
      "hindi",
      "nothing-told",
      "one-of-three",
      "two-told",
    ]);
    await engine.runCron(undefined, later(7.1));
    const [reminder] = await emailTo("two-told", /A reminder/);
    expect(reminder.text).toContain("Dev Verma: http");
    expect(reminder.text).not.toContain("Asha Verma");
    expect(reminder.text).not.toContain(`/review/${asha.id}`);

    // Never a second.
    await engine.runCron(RETENTION_CRON, later(15));
    await engine.runCron(undefined, later(15));
    expect(await outbox("review-reminder")).toHaveLength(4);
    expect(await emailTo("two-told", /A reminder/)).toHaveLength(1);
  });

  it("reminds nobody whose time to write has passed, and erases their names then", async () => {
    await insertRows(engine, "requests", bookingRows([{ id: "long-ago", seats: 1, ...ended(45) }]));
    await insertRows(engine, "review_invitations", [
      {
        id: "0123456789abcdef",
        token: "f".repeat(48),
        request_id: "long-ago",
        seat: 0,
        trip_slug: "spiti-winter-expedition",
        departure_start: daysFromToday(-52),
        departure_end: daysFromToday(-45),
        lang: "en",
        full_name: "Booker long-ago",
        asked_at: new Date(now.getTime() - 70 * DAY_MS).toISOString(),
        write_by: new Date(now.getTime() - 10 * DAY_MS).toISOString(),
      },
    ]);
    await engine.runCron(RETENTION_CRON, now);
    expect((await outbox("review-reminder")).map(({ request_id }) => request_id)).not.toContain("long-ago");
    const names = await engine.rows<{ request_id: string; full_name: string }>(
      "SELECT request_id, full_name FROM review_invitations WHERE request_id = 'long-ago'",
    );
    expect(names).toEqual([{ request_id: "long-ago", full_name: "" }]);

    // 61 days on, every line with no review has lost its name; Asha's, with her review, keeps it.
    await engine.runCron(RETENTION_CRON, later(61));
    const kept = (await lines()).filter(({ full_name }) => full_name !== "");
    expect(kept.map(({ full_name }) => full_name)).toEqual(["Asha Verma"]);
  });
});
