/**
 * @jest-environment node
 */
// Moderating travellers' reviews on the desk, on the Worker's engine: reviews seeded as the review page
// would store them (an invitation of a real booking, its review and its 'written' line), then listed by
// status with counts, published, held back for one of the policy's reasons (its author's email queued,
// once per hold, the step logged with who), refused on a stale version with nothing written, refused
// when not waiting, answered publicly only when published; owners and operations only; and no address
// of the staff API changes what a traveller wrote.
import {
  reviewApi,
  type ReviewDecision,
  type ReviewDetail,
  type ReviewList,
  type ReviewReply,
} from "../../../requests/reviews";
import { staffApi, type StaffRefusal } from "../../../requests/staff";
import { postJson, validBooking } from "../../support/intake-requests";
import { staffCall } from "../../support/staff-calls";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  TEST_STAFF_OWNERS,
  withoutUnpaidLimits,
  type Engine,
} from "../../support/worker-engine";

jest.setTimeout(180_000);

const TRIP = "spiti-winter-expedition";
const OWNER = TEST_STAFF_OWNERS[0];
const OPERATIONS = "ops@safarnama.example";
const ACCOUNTS = "accounts@safarnama.example";
const LEAD = "lead@safarnama.example";

let engine: Engine;
const tokens: Record<string, string> = {};
let bookingId: string;
let bookingReference: string;

const call = (as: string, method: string, path: string, body?: unknown) =>
  staffCall(engine.url, tokens[as], method, path, body);

async function json<T>(as: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await call(as, method, path, body);
  expect([path, response.status, response.status === 200 ? "" : await response.text()]).toEqual([path, 200, ""]);
  return response.json() as Promise<T>;
}

async function refused(response: Response, status: number): Promise<StaffRefusal> {
  expect(response.status).toBe(status);
  return (await response.json()) as StaffRefusal;
}

/** Seeds a review as the review page stores it: its invitation (seat `seat` of the booking), the review, its 'written' line. */
async function seedReview(
  id: string,
  seat: number,
  fields: { status?: string; writtenAt: string; rating?: number; heldReason?: string },
) {
  const invitation = `inv-${id}`;
  await engine.rows(
    `INSERT INTO review_invitations (id, token, request_id, seat, trip_slug, departure_start, departure_end, lang,
       full_name, asked_at, write_by)
     VALUES (?, 'token', ?, ?, ?, ?, ?, 'en', 'Priya Nair', ?, ?)`,
    invitation,
    bookingId,
    seat,
    TRIP,
    daysFromToday(-3),
    daysFromToday(4),
    fields.writtenAt,
    "2099-01-01T00:00:00.000Z",
  );
  await engine.rows(
    `INSERT INTO reviews (id, invitation_id, trip_slug, departure_start, lang, rating, title, body, lead_note,
       author_name, written_at, status, held_reason)
     VALUES (?, ?, ?, ?, 'en', ?, ?, ?, ?, 'Priya N.', ?, ?, ?)`,
    id,
    invitation,
    TRIP,
    daysFromToday(-3),
    fields.rating ?? 3,
    `Review ${id}`,
    "The pass was closed for a day and nobody told us why; the homestays were warm and the food good.",
    "Tell Tenzin thank you",
    fields.writtenAt,
    fields.status ?? "waiting",
    fields.heldReason ?? null,
  );
  await engine.rows(
    "INSERT INTO review_events (review_id, at, actor, action) VALUES (?, ?, 'author', 'written')",
    id,
    fields.writtenAt,
  );
}

const reviewRow = async (id: string) =>
  (
    await engine.rows<{ status: string; version: number; title: string; body: string; rating: number; reply: string }>(
      "SELECT status, version, title, body, rating, author_name, reply FROM reviews WHERE id = ?",
      id,
    )
  )[0];
const eventsOf = (id: string) =>
  engine.rows<{ actor: string; action: string; detail: string | null }>(
    "SELECT actor, action, detail FROM review_events WHERE review_id = ? ORDER BY id",
    id,
  );
const heldEmails = () =>
  engine.rows<{ request_id: string; subject: string }>(
    "SELECT request_id, subject FROM outbox WHERE template = 'review-held' ORDER BY rowid",
  );

beforeAll(async () => {
  engine = await startEngine({ catalogue: withoutUnpaidLimits(testCatalogue()), rateLimit: 1000 });
  for (const email of [OWNER, OPERATIONS, ACCOUNTS, LEAD]) tokens[email] = await engine.access.sign(email);
  for (const [email, roles, departures] of [
    [OPERATIONS, ["operations"], []],
    [ACCOUNTS, ["accounts"], []],
    [LEAD, ["lead"], [{ trip: TRIP, startDate: daysFromToday(30) }]],
  ] as const) {
    expect((await call(OWNER, "POST", staffApi.staff, { email, roles, departures })).status).toBe(200);
  }
  const booked = await postJson(`${engine.url}/api/bookings`, validBooking());
  expect(booked.status).toBe(201);
  ({ id: bookingId, reference: bookingReference } = (await booked.json()) as { id: string; reference: string });
  await seedReview("RV-WAIT01", 1, { writtenAt: "2026-11-01T10:00:00.000Z", rating: 2 });
  await seedReview("RV-WAIT02", 2, { writtenAt: "2026-11-02T10:00:00.000Z", rating: 5 });
  await seedReview("RV-WAIT03", 3, { writtenAt: "2026-11-03T10:00:00.000Z" });
  await seedReview("RV-WAIT04", 4, { writtenAt: "2026-11-04T10:00:00.000Z" });
  await seedReview("RV-GONE01", 5, { writtenAt: "2026-10-01T10:00:00.000Z", status: "withdrawn" });
});

afterAll(() => engine?.stop());

const decide = (as: string, id: string, decision: ReviewDecision) => call(as, "POST", reviewApi.decision(id), decision);

it("lists the waiting reviews oldest first, with the trip's title, and counts every status", async () => {
  const list = await json<ReviewList>(OPERATIONS, "GET", reviewApi.list("waiting"));
  expect(list.reviews.map((review) => review.id)).toEqual(["RV-WAIT01", "RV-WAIT02", "RV-WAIT03", "RV-WAIT04"]);
  expect(list.counts).toEqual({ waiting: 4, published: 0, held: 0, withdrawn: 1 });
  expect(list.next).toBeNull();
  expect(list.reviews[0]).toMatchObject({
    trip: { slug: TRIP, title: "Spiti Valley Winter Expedition" },
    departureStart: daysFromToday(-3),
    lang: "en",
    rating: 2,
    title: "Review RV-WAIT01",
    leadNote: "Tell Tenzin thank you",
    authorName: "Priya N.",
    writtenAt: "2026-11-01T10:00:00.000Z",
    status: "waiting",
    heldReason: null,
    reply: null,
    version: 1,
  });
  const withdrawn = await json<ReviewList>(OWNER, "GET", reviewApi.list("withdrawn"));
  expect(withdrawn.reviews.map((review) => review.id)).toEqual(["RV-GONE01"]);
});

it("shows one review with its log and the booking it came from", async () => {
  const review = await json<ReviewDetail>(OPERATIONS, "GET", reviewApi.review("RV-WAIT01"));
  expect(review.booking).toEqual({ id: bookingId, reference: bookingReference });
  expect(review.log).toEqual([{ at: "2026-11-01T10:00:00.000Z", actor: "author", action: "written", detail: null }]);
  expect((await call(OPERATIONS, "GET", reviewApi.review("RV-NONE00"))).status).toBe(404);
});

it("publishes a waiting review, low stars and all: logged with who, no longer waiting", async () => {
  const published = await json<ReviewDetail>(OPERATIONS, "POST", reviewApi.decision("RV-WAIT01"), {
    decision: "publish",
    version: 1,
  });
  expect(published).toMatchObject({ status: "published", version: 2, decidedBy: OPERATIONS, rating: 2 });
  expect(published.publishedAt).toBe(published.decidedAt);
  expect(published.log.map(({ actor, action, detail }) => [actor, action, detail])).toEqual([
    ["author", "written", null],
    [OPERATIONS, "published", null],
  ]);
  const waiting = await json<ReviewList>(OPERATIONS, "GET", reviewApi.list("waiting"));
  expect(waiting.reviews.map((review) => review.id)).not.toContain("RV-WAIT01");
  expect(waiting.counts).toMatchObject({ waiting: 3, published: 1 });
  expect((await json<ReviewList>(OPERATIONS, "GET", reviewApi.list("published"))).reviews.map((r) => r.id)).toEqual([
    "RV-WAIT01",
  ]);
  // Nobody was emailed for a publication.
  expect(await heldEmails()).toEqual([]);
});

it("holds a review back for one of the policy's reasons: the note kept, logged with who, its author emailed", async () => {
  const held = await json<ReviewDetail>(OWNER, "POST", reviewApi.decision("RV-WAIT02"), {
    decision: "hold",
    version: 1,
    reason: "others-personal-data",
    note: "  Please leave out the driver's phone number. ",
  });
  expect(held).toMatchObject({
    status: "held",
    version: 2,
    heldReason: "others-personal-data",
    heldNote: "Please leave out the driver's phone number.",
    decidedBy: OWNER,
    publishedAt: null,
  });
  expect((await eventsOf("RV-WAIT02")).slice(1)).toEqual([
    { actor: OWNER, action: "held", detail: "others-personal-data" },
  ]);
  // The email is about the booking of the review's invitation, named by the review and the version the hold gave it.
  expect(await heldEmails()).toEqual([{ request_id: bookingId, subject: "RV-WAIT02:2" }]);
});

it("holds a review back again after its author rewrote it: a second email of its own", async () => {
  // The author writes it again (the review page's step): waiting again, a version on.
  await engine.rows(
    `UPDATE reviews SET status = 'waiting', held_reason = NULL, rewritten_at = ?, version = version + 1
     WHERE id = 'RV-WAIT02'`,
    "2026-11-05T10:00:00.000Z",
  );
  await json<ReviewDetail>(OPERATIONS, "POST", reviewApi.decision("RV-WAIT02"), {
    decision: "hold",
    version: 3,
    reason: "abuse",
  });
  expect((await heldEmails()).map((email) => email.subject)).toEqual(["RV-WAIT02:2", "RV-WAIT02:4"]);
  expect(await reviewRow("RV-WAIT02")).toMatchObject({ status: "held", version: 4 });
});

it("refuses to hold a review back without one of the policy's reasons, naming the field, and writes nothing", async () => {
  for (const body of [
    { decision: "hold", version: 1 },
    { decision: "hold", version: 1, reason: "bad-stars" },
  ]) {
    const refusal = await refused(await call(OPERATIONS, "POST", reviewApi.decision("RV-WAIT03"), body), 400);
    expect(refusal.message).toMatch(/reason/);
    expect(Object.keys(refusal.errors ?? {})).toEqual(["reason"]);
  }
  expect(await reviewRow("RV-WAIT03")).toMatchObject({ status: "waiting", version: 1 });
  expect(await eventsOf("RV-WAIT03")).toHaveLength(1);
});

it("refuses a decision taken on a version someone else moved on: 409, nothing written", async () => {
  // A colleague held it back meanwhile.
  await json(OWNER, "POST", reviewApi.decision("RV-WAIT03"), { decision: "hold", version: 1, reason: "unrelated" });
  const emailsBefore = await heldEmails();
  const refusal = await refused(await decide(OPERATIONS, "RV-WAIT03", { decision: "publish", version: 1 }), 409);
  expect(refusal.message).toMatch(/changed this review since you opened it: it is now held back/);
  expect(await reviewRow("RV-WAIT03")).toMatchObject({ status: "held", version: 2 });
  expect((await eventsOf("RV-WAIT03")).map((event) => event.action)).toEqual(["written", "held"]);
  expect(await heldEmails()).toEqual(emailsBefore);
  // A stale hold writes no email either.
  await refused(
    await decide(OPERATIONS, "RV-WAIT04", { decision: "hold", version: 7, reason: "abuse", note: "stale" }),
    409,
  );
  expect(await reviewRow("RV-WAIT04")).toMatchObject({ status: "waiting", version: 1 });
  expect(await heldEmails()).toEqual(emailsBefore);
});

it("decides only a waiting review: a published, held or withdrawn one is refused on its own version", async () => {
  for (const [id, version, now] of [
    ["RV-WAIT01", 2, "published"],
    ["RV-WAIT03", 2, "held back"],
    ["RV-GONE01", 1, "withdrawn by its author"],
  ] as const) {
    const refusal = await refused(await decide(OWNER, id, { decision: "publish", version }), 409);
    expect(refusal.message).toBe(`Only a waiting review is published or held back; this one is ${now}.`);
  }
  expect(await reviewRow("RV-GONE01")).toMatchObject({ status: "withdrawn", version: 1 });
  expect((await call(OWNER, "POST", reviewApi.decision("RV-NONE00"), { decision: "publish", version: 1 })).status).toBe(
    404,
  );
});

it("answers a published review publicly, and replaces the answer: each logged with the text", async () => {
  const first = await json<ReviewDetail>(OPERATIONS, "POST", reviewApi.reply("RV-WAIT01"), {
    version: 2,
    reply: "  Sorry about the pass, Priya: the road was shut by the army.  ",
  } satisfies ReviewReply);
  expect(first).toMatchObject({
    status: "published",
    version: 3,
    reply: "Sorry about the pass, Priya: the road was shut by the army.",
    repliedBy: OPERATIONS,
  });
  expect(first.repliedAt).not.toBeNull();
  const second = await json<ReviewDetail>(OWNER, "POST", reviewApi.reply("RV-WAIT01"), {
    version: 3,
    reply: "Sorry about the pass: we now call everyone the evening before.",
  });
  expect(second).toMatchObject({ version: 4, reply: "Sorry about the pass: we now call everyone the evening before." });
  expect(second.log.slice(2).map(({ actor, action, detail }) => [actor, action, detail])).toEqual([
    [OPERATIONS, "answered", "Sorry about the pass, Priya: the road was shut by the army."],
    [OWNER, "answered", "Sorry about the pass: we now call everyone the evening before."],
  ]);
  // On an old version: refused, the answer kept.
  expect(
    (await refused(await call(OWNER, "POST", reviewApi.reply("RV-WAIT01"), { version: 3, reply: "Again" }), 409))
      .message,
  ).toMatch(/changed this review since you opened it/);
  expect((await reviewRow("RV-WAIT01")).reply).toBe("Sorry about the pass: we now call everyone the evening before.");
});

it("answers only a published review, and only within the answer's limits", async () => {
  for (const [id, version] of [
    ["RV-WAIT04", 1],
    ["RV-WAIT03", 2],
    ["RV-GONE01", 1],
  ] as const) {
    const refusal = await refused(
      await call(OWNER, "POST", reviewApi.reply(id), { version, reply: "Thank you for writing." }),
      409,
    );
    expect(refusal.message).toMatch(/^Only a published review is answered publicly; this one is /);
  }
  const short = await refused(await call(OWNER, "POST", reviewApi.reply("RV-WAIT01"), { version: 4, reply: " " }), 400);
  expect(short.errors).toEqual({ reply: expect.stringMatching(/at least 2 characters/) });
  expect((await eventsOf("RV-WAIT04")).map((event) => event.action)).toEqual(["written"]);
});

it("opens reviews to owners and operations only: accounts and trip leads are refused, and change nothing", async () => {
  for (const person of [ACCOUNTS, LEAD]) {
    for (const [method, path, body] of [
      ["GET", reviewApi.list("waiting"), undefined],
      ["GET", reviewApi.review("RV-WAIT04"), undefined],
      ["POST", reviewApi.decision("RV-WAIT04"), { decision: "publish", version: 1 }],
      ["POST", reviewApi.reply("RV-WAIT01"), { version: 4, reply: "Thank you." }],
    ] as const) {
      expect([person, path, (await refused(await call(person, method, path, body), 403)).reason]).toEqual([
        person,
        path,
        "not-allowed",
      ]);
    }
  }
  expect(await reviewRow("RV-WAIT04")).toMatchObject({ status: "waiting", version: 1 });
  // Someone Access signed in whom nobody put on the staff list sees nothing.
  const stranger = await engine.access.sign("visitor@safarnama.example");
  const response = await staffCall(engine.url, stranger, "GET", reviewApi.list("waiting"));
  expect((await refused(response, 403)).reason).toBe("not-staff");
});

it("has no address that changes what a traveller wrote: no other method, no other path", async () => {
  const before = await reviewRow("RV-WAIT01");
  const edit = { title: "Perfect trip", body: "Nothing went wrong at all, five stars from everyone.", rating: 5 };
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const response = await fetch(`${engine.url}${reviewApi.review("RV-WAIT01")}`, {
      method,
      headers: { "Cf-Access-Jwt-Assertion": tokens[OWNER], Origin: engine.url, "Content-Type": "application/json" },
      body: JSON.stringify({ ...edit, version: before.version }),
    });
    expect([method, response.status]).toEqual([method, 405]);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  }
  for (const path of ["", "/edit", "/text", "/title"]) {
    const response = await call(OWNER, "POST", `${reviewApi.review("RV-WAIT01")}${path}`, {
      ...edit,
      version: before.version,
    });
    expect([path, response.status]).toEqual([path, path === "" ? 405 : 404]);
  }
  // What a decision or an answer carries beside its own fields is not read.
  await call(OWNER, "POST", reviewApi.reply("RV-WAIT01"), { ...edit, version: before.version, reply: "Thank you!" });
  expect(await reviewRow("RV-WAIT01")).toMatchObject({
    title: before.title,
    body: before.body,
    rating: before.rating,
    author_name: "Priya N.",
  });
});

it("pages a long list by `before`", async () => {
  // 30 more waiting reviews: more than a page.
  for (let index = 0; index < 30; index += 1) {
    const id = `RV-PAGE${String(index).padStart(2, "0")}`;
    const writtenAt = `2026-11-10T10:${String(index).padStart(2, "0")}:00.000Z`;
    await engine.rows(
      `INSERT INTO review_invitations (id, token, request_id, seat, trip_slug, departure_start, departure_end, lang,
         full_name, asked_at, write_by)
       VALUES (?, 'token', ?, ?, ?, ?, ?, 'en', 'Priya Nair', ?, '2099-01-01T00:00:00.000Z')`,
      `inv-${id}`,
      bookingId,
      100 + index,
      TRIP,
      daysFromToday(-3),
      daysFromToday(4),
      writtenAt,
    );
    await engine.rows(
      `INSERT INTO reviews (id, invitation_id, trip_slug, departure_start, lang, rating, title, body, author_name,
         written_at, status)
       VALUES (?, ?, ?, ?, 'hi', 4, 'अच्छी यात्रा', 'बहुत अच्छी यात्रा थी, खाना और रहना दोनों अच्छे थे।', 'प्रिया', ?, 'waiting')`,
      id,
      `inv-${id}`,
      TRIP,
      daysFromToday(-3),
      writtenAt,
    );
  }
  const first = await json<ReviewList>(OPERATIONS, "GET", reviewApi.list("waiting"));
  expect(first.reviews).toHaveLength(25);
  expect(first.next).not.toBeNull();
  const second = await json<ReviewList>(OPERATIONS, "GET", reviewApi.list("waiting", first.next!));
  expect(second.next).toBeNull();
  const ids = [...first.reviews, ...second.reviews].map((review) => review.id);
  expect(ids).toEqual([
    "RV-WAIT04",
    ...Array.from({ length: 30 }, (_, index) => `RV-PAGE${String(index).padStart(2, "0")}`),
  ]);
  expect(first.counts.waiting).toBe(31);
});
