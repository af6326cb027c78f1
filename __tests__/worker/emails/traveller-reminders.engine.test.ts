/**
 * @jest-environment node
 */
// The reminders of travellers' details still missing (worker/emails/traveller-reminders.ts)
// and the ask in the confirmation, on the Worker's engine: queued by the daily
// cron 21 and 10 days before departure, once each, only for bookings holding
// or owning their seats whose travellers still owe something; sent by the
// outbox naming each seat that owes, by number and name, and nothing sealed;
// in the language the booking was made in.
import { RETENTION_CRON } from "../../../requests/retention";
import { SPITI_IN_HINDI } from "../../support/catalogue-fixtures";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";
import {
  bookingRows,
  insertRows,
  seedTravellers,
  type SeededBooking,
  type SeededTraveller,
} from "../../support/traveller-seeds";

jest.setTimeout(300_000);

const DAY_MS = 24 * 60 * 60_000;

const leaving = (days: number) => ({ departureStart: daysFromToday(days), departureEnd: daysFromToday(days + 7) });

const BOOKINGS: SeededBooking[] = [
  // 21 days out.
  { id: "nothing-told", seats: 2, ...leaving(21) },
  { id: "all-told", seats: 2, ...leaving(21) },
  { id: "cancelled", seats: 1, status: "cancelled", ...leaving(21) },
  { id: "lapsed", seats: 1, status: "lapsed", ...leaving(21) },
  { id: "proof-returned", seats: 2, ...leaving(21) },
  { id: "held-no-proof", seats: 1, status: "held", ...leaving(21) },
  // 10 days out.
  { id: "one-of-three", seats: 3, ...leaving(10) },
  { id: "told-meanwhile", seats: 1, ...leaving(10) },
  // 20 days out: no reminder today.
  { id: "twenty-days", seats: 1, ...leaving(20) },
  // Confirmed today, months out.
  { id: "confirmed-owing", seats: 2, ...leaving(60) },
  { id: "confirmed-ready", seats: 1, ...leaving(60) },
  // Booked on the Hindi pages.
  { id: "hindi-21", seats: 1, lang: "hi", ...leaving(21) },
  { id: "hindi-confirmed", seats: 2, lang: "hi", ...leaving(60) },
];

const traveller = (
  requestId: string,
  seat: number,
  fullName: string,
  proof: SeededTraveller["proof"],
): SeededTraveller => ({
  requestId,
  seat,
  fullName,
  idNumber: `Z${requestId.length}${seat}4471902`,
  dateOfBirth: `19${80 + seat}-0${seat}-1${seat}`,
  health: JSON.stringify({ asthma: "mild, inhaler", altitudeSickness: "at 4,000 m once" }),
  proof,
  link: seat > 1,
});

const TRAVELLERS: SeededTraveller[] = [
  traveller("all-told", 1, "Ishaan Verma", "approved"),
  traveller("all-told", 2, "Tara Verma", "approved"),
  traveller("proof-returned", 1, "Kavya Rao", "returned"),
  // Sent, and waiting for the desk: nothing for the traveller to do.
  traveller("proof-returned", 2, "Nikhil Rao", "submitted"),
  traveller("held-no-proof", 1, "Arjun Mehta", null),
  traveller("one-of-three", 1, "Zoya Khan", "approved"),
  traveller("confirmed-owing", 1, "Rohan Das", null),
  traveller("confirmed-ready", 1, "Leela Nair", "approved"),
  traveller("hindi-confirmed", 1, "मीरा जोशी", null),
];

describe("the reminders of travellers' details", () => {
  let engine: Engine;
  const catalogue = testCatalogue();

  beforeAll(async () => {
    engine = await startEngine({ catalogue });
    await insertRows(engine, "requests", bookingRows(BOOKINGS));
    await seedTravellers(engine, TRAVELLERS);
  });
  afterAll(() => engine?.stop());

  const reminders = () =>
    engine.rows<{ request_id: string; template: string; sent: number }>(
      `SELECT request_id, template, sent_at IS NOT NULL AS sent FROM outbox
       WHERE template LIKE 'travellers-due-%' ORDER BY template, request_id`,
    );
  const referenceOf = (id: string) => bookingRows(BOOKINGS).find((row) => row.id === id)!.reference;
  const emailsOf = (id: string) =>
    engine.travellerEmails().filter((text) => text.includes(`/booking/${referenceOf(id)}?token=`));
  const sentTo = async (id: string) =>
    (await engine.travellerEmailsSent()).filter((email) => email.text.includes(`/booking/${referenceOf(id)}?token=`));

  it("queues the 21- and 10-day reminders once each, only while something is missing, and sends them naming the seats", async () => {
    await engine.runCron(RETENTION_CRON, new Date());
    expect(await reminders()).toEqual([
      { request_id: "one-of-three", template: "travellers-due-10", sent: 0 },
      { request_id: "told-meanwhile", template: "travellers-due-10", sent: 0 },
      { request_id: "held-no-proof", template: "travellers-due-21", sent: 0 },
      { request_id: "hindi-21", template: "travellers-due-21", sent: 0 },
      { request_id: "nothing-told", template: "travellers-due-21", sent: 0 },
      { request_id: "proof-returned", template: "travellers-due-21", sent: 0 },
    ]);

    // The last traveller told everything before the outbox's turn came: that reminder is dropped unsent.
    await seedTravellers(engine, [traveller("told-meanwhile", 1, "Farah Ali", "approved")]);
    await engine.runCron();
    // Again the same day: nothing more.
    await engine.runCron(RETENTION_CRON, new Date());
    await engine.runCron();
    expect(await reminders()).toEqual([
      { request_id: "one-of-three", template: "travellers-due-10", sent: 1 },
      { request_id: "held-no-proof", template: "travellers-due-21", sent: 1 },
      { request_id: "hindi-21", template: "travellers-due-21", sent: 1 },
      { request_id: "nothing-told", template: "travellers-due-21", sent: 1 },
      { request_id: "proof-returned", template: "travellers-due-21", sent: 1 },
    ]);
    expect(emailsOf("told-meanwhile")).toEqual([]);

    // An English booking's reminder is in English, subject and body, from the agency's English name.
    const [english] = await sentTo("nothing-told");
    expect(english.subject).toBe(
      `${referenceOf("nothing-told")}: travellers' details needed for Spiti Valley Winter Expedition`,
    );
    expect(english.from).toMatch(/^"Safarnama" </);
    // A Hindi booking's is in Hindi: its subject, its body, the trip's Hindi title, the sender's name.
    const [hindi] = await sentTo("hindi-21");
    expect(hindi.subject).toBe(`${referenceOf("hindi-21")}: ${SPITI_IN_HINDI} के लिए यात्रियों की जानकारी चाहिए`);
    expect(hindi.from).toMatch(/^"सफ़रनामा" </);
    expect(hindi.text).toMatch(
      new RegExp(`^प्रिय Booker hindi-21,\n\n${SPITI_IN_HINDI} का प्रस्थान .* को है, यानी 21 दिन बाद।`),
    );
    expect(hindi.text).toContain("- सीट 1: यात्री की जानकारी और फ़िटनेस का प्रमाण\n");
    expect(hindi.text).toContain(`रेफ़रेंस नंबर: ${referenceOf("hindi-21")}\n`);
    expect(hindi.text).not.toMatch(/Seat|Reference|traveller's|Spiti Valley/);

    const [nothingTold] = emailsOf("nothing-told");
    expect(nothingTold).toContain(`Spiti Valley Winter Expedition leaves on`);
    expect(nothingTold).toContain("in 21 days");
    expect(nothingTold).toContain(
      "- Seat 1: the traveller's details and a fitness proof\n- Seat 2: the traveller's details and a fitness proof\n",
    );
    expect(nothingTold).toContain(`/booking/${referenceOf("nothing-told")}?token=`);

    const [returned] = emailsOf("proof-returned");
    expect(returned).toContain("- Seat 1, Kavya Rao: a new fitness proof, as we sent the last one back");
    expect(returned).not.toContain("Nikhil Rao");

    expect(emailsOf("held-no-proof")[0]).toContain("- Seat 1, Arjun Mehta: a fitness proof\n");

    const [tenDays] = emailsOf("one-of-three");
    expect(tenDays).toContain("in 10 days");
    expect(tenDays).not.toContain("Zoya Khan");
    expect(tenDays).toContain(
      "- Seat 2: the traveller's details and a fitness proof\n- Seat 3: the traveller's details and a fitness proof\n",
    );
    for (const id of ["all-told", "cancelled", "lapsed", "twenty-days"]) expect(emailsOf(id)).toEqual([]);

    // Eleven days on, the bookings 21 days out then are 10 days out: those still owing get the second reminder.
    const later = new Date(Date.now() + 11 * DAY_MS);
    await engine.runCron(RETENTION_CRON, later);
    await engine.runCron(RETENTION_CRON, later);
    await engine.runCron(undefined, later);
    expect((await reminders()).filter((row) => row.template === "travellers-due-10")).toEqual([
      { request_id: "held-no-proof", template: "travellers-due-10", sent: 1 },
      { request_id: "hindi-21", template: "travellers-due-10", sent: 1 },
      { request_id: "nothing-told", template: "travellers-due-10", sent: 1 },
      { request_id: "one-of-three", template: "travellers-due-10", sent: 1 },
      { request_id: "proof-returned", template: "travellers-due-10", sent: 1 },
    ]);
    const daysTold = emailsOf("nothing-told").map((text) => /, in (\d+) days/.exec(text)?.[1]);
    expect(daysTold.sort()).toEqual(["10", "21"]);
    const secondInHindi = (await sentTo("hindi-21")).find((email) => email.subject.includes("10 दिन बाकी"));
    expect(secondInHindi?.subject).toBe(
      `${referenceOf("hindi-21")}: 10 दिन बाकी, ${SPITI_IN_HINDI} के लिए यात्रियों की जानकारी अब भी चाहिए`,
    );
  });

  it("asks for the travellers' details in the confirmation while any are missing", async () => {
    await insertRows(
      engine,
      "outbox",
      ["confirmed-owing", "confirmed-ready", "hindi-confirmed"].map((id) => ({
        request_id: id,
        template: "confirmed",
        next_attempt_at: new Date().toISOString(),
      })),
    );
    await engine.runCron();
    const [owing] = emailsOf("confirmed-owing");
    expect(owing).toContain("One more thing before the trip: we need each traveller's details");
    expect(owing).toContain(
      "- Seat 1, Rohan Das: a fitness proof\n- Seat 2: the traveller's details and a fitness proof\n",
    );
    expect(owing).toContain("we remind you 21 and 10 days before departure");
    const [ready] = emailsOf("confirmed-ready");
    expect(ready).toContain("is confirmed");
    expect(ready).not.toContain("One more thing");

    // The Hindi booking's confirmation: its subject and its ask in Hindi.
    const [hindi] = await sentTo("hindi-confirmed");
    expect(hindi.subject).toBe(`${referenceOf("hindi-confirmed")}: ${SPITI_IN_HINDI} की आपकी बुकिंग पक्की हो गई`);
    expect(hindi.text).toContain(`आपका डिपॉज़िट मिल गया है और ${SPITI_IN_HINDI} में आपकी 2 सीटें पक्की हो गई हैं।`);
    expect(hindi.text).toContain("ट्रिप से पहले एक बात और: हमें हर यात्री की जानकारी चाहिए");
    expect(hindi.text).toContain("- सीट 1, मीरा जोशी: फ़िटनेस का प्रमाण\n- सीट 2: यात्री की जानकारी और फ़िटनेस का प्रमाण\n");
    expect(hindi.text).toContain("स्थिति: पक्की\n");
    expect(hindi.text).not.toMatch(/One more thing|Seat \d|Status:|is confirmed/);
    // The English confirmation is as it was.
    const [english] = await sentTo("confirmed-owing");
    expect(english.subject).toBe(`${referenceOf("confirmed-owing")}: Spiti Valley Winter Expedition is confirmed`);
    expect(english.text).toMatch(
      /^Dear Booker confirmed-owing,\n\nYour deposit is in and your 2 seats on Spiti Valley/,
    );
  });

  it("never puts an ID number, a health answer or a date of birth in an email, sealed or not", async () => {
    const sealed = await engine.rows<{ id_number: string; health: string }>("SELECT id_number, health FROM travellers");
    expect(sealed.length).toBeGreaterThanOrEqual(TRAVELLERS.length);
    const texts = engine.travellerEmails();
    expect(texts.length).toBeGreaterThanOrEqual(8);
    const secrets = [
      ...sealed.flatMap((row) => [row.id_number, row.health, row.id_number.split(".")[1].slice(0, 16)]),
      ...TRAVELLERS.flatMap((told) => [told.idNumber, told.dateOfBirth, "inhaler", "4,000 m"]),
    ];
    for (const text of texts) for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
