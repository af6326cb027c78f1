/**
 * @jest-environment node
 */
// A traveller's review page (worker/traveller/review-page.ts) on the Worker's
// engine: the form, bad input kept and named field by field, text shown as
// text, one review a link, a forged token changing nothing, the review as it
// stands, withdrawn with its words erased, held back and written again, the
// window closed, the Hindi page, and the forms' rate limit.
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";
import { bookingRows, insertRows } from "../../support/traveller-seeds";

jest.setTimeout(300_000);

const DAY_MS = 24 * 60 * 60_000;

const line = (id: string, requestId: string, fullName: string, lang: "en" | "hi", writeByDays: number) => ({
  id,
  token: id.repeat(3),
  request_id: requestId,
  seat: 1,
  trip_slug: "spiti-winter-expedition",
  departure_start: daysFromToday(-10),
  departure_end: daysFromToday(-3),
  lang,
  full_name: fullName,
  asked_at: new Date(Date.now() - DAY_MS).toISOString(),
  write_by: new Date(Date.now() + writeByDays * DAY_MS).toISOString(),
});

const LINES = [
  line("aaaaaaaaaaaaaaaa", "booking-en", "Priya Nair", "en", 60),
  line("bbbbbbbbbbbbbbbb", "booking-en", "Ravi Menon", "en", 60),
  line("cccccccccccccccc", "booking-hi", "मीरा जोशी", "hi", 60),
  line("dddddddddddddddd", "booking-en", "Kiran Rao", "en", -1),
  line("eeeeeeeeeeeeeeee", "booking-en", "Sana Iqbal", "en", 60),
].map((row, index) => ({ ...row, seat: index }));

const GOOD = {
  rating: "2",
  title: "Cold but honest",
  body: "The stays were colder than promised, but the lead kept us safe.\n\nFood was good.",
  leadNote: "Thank you, Tenzin",
  nameShown: "first-initial",
  terms: "yes",
};

async function startWithLines(rateLimit: number) {
  const engine = await startEngine({ catalogue: testCatalogue(), rateLimit });
  await insertRows(
    engine,
    "requests",
    bookingRows([
      { id: "booking-en", seats: 4, departureStart: daysFromToday(-10), departureEnd: daysFromToday(-3) },
      { id: "booking-hi", seats: 1, lang: "hi", departureStart: daysFromToday(-10), departureEnd: daysFromToday(-3) },
    ]),
  );
  await insertRows(engine, "review_invitations", LINES);
  return engine;
}

const pageOf = (id: string, extra = "") => `/review/${id}?t=${id.repeat(3)}${extra}`;

describe("the review page", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startWithLines(1000);
  });
  afterAll(() => engine?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${engine.url}${path}`, { headers });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${engine.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: engine.url },
      redirect: "manual",
    });
  const reviews = () =>
    engine.rows<{
      id: string;
      invitation_id: string;
      status: string;
      title: string;
      body: string;
      author_name: string;
      lang: string;
      version: number;
    }>("SELECT id, invitation_id, status, title, body, author_name, lang, version FROM reviews ORDER BY invitation_id");
  const events = (reviewId: string) =>
    engine.rows<{ action: string; actor: string }>(
      "SELECT action, actor FROM review_events WHERE review_id = ? ORDER BY id",
      reviewId,
    );

  it("shows the form in the line's language, private and unindexed, with every field labelled and its limits", async () => {
    const response = await get(pageOf("aaaaaaaaaaaaaaaa"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const page = await response.text();
    expect(page).toContain("<legend>Your rating</legend>");
    for (const label of ["1 star: Poor", "5 stars: Excellent", "Title", "Your review", "A line for your trip lead"]) {
      expect(page).toContain(label);
    }
    expect(page).toContain("3 to 80 characters.");
    expect(page).toContain("30 to 2000 characters");
    // How the name shows, with the real examples; the first name and initial chosen.
    expect(page).toMatch(/id="nameShown-first-initial"[^>]*checked/);
    expect(page).toContain("First name and initial: Priya N.");
    expect(page).toContain("Full name: Priya Nair");
    expect(page).toContain("No name: a verified traveller");
    expect(page).toContain('href="/review-policy/"');
    expect(page).toContain(`href="/review/aaaaaaaaaaaaaaaa?t=${"aaaaaaaaaaaaaaaa".repeat(3)}&amp;lang=hi"`);
  });

  it("keeps every value typed, names each field at fault, and stores nothing on bad input", async () => {
    const response = await post(pageOf("aaaaaaaaaaaaaaaa"), {
      t: "aaaaaaaaaaaaaaaa".repeat(3),
      lang: "en",
      title: "Ok",
      body: "Too short <b>yet</b>",
      leadNote: "Kept note",
      nameShown: "full",
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('id="error-summary"');
    expect(page).toContain("There are 4 problems with your review");
    for (const anchor of ["#rating-1", "#title", "#body", "#terms"]) expect(page).toContain(`href="${anchor}"`);
    expect(page).toMatch(
      /id="title"[^>]*value="Ok"[^>]*aria-describedby="title-hint title-error"[^>]*aria-invalid="true"/s,
    );
    expect(page).toContain("Too short &lt;b&gt;yet&lt;/b&gt;</textarea");
    expect(page).toContain("Kept note</textarea");
    expect(page).toMatch(/id="nameShown-full"[^>]*checked/);
    expect(await reviews()).toEqual([]);
  });

  it("writes the review once, as text, with its 'written' event; a second POST replaces nothing", async () => {
    const fields = {
      ...GOOD,
      body: `${GOOD.body} <script>alert(1)</script>`,
      t: "aaaaaaaaaaaaaaaa".repeat(3),
      lang: "en",
    };
    const written = await post(pageOf("aaaaaaaaaaaaaaaa"), fields);
    expect(written.status).toBe(303);
    const [review] = await reviews();
    expect(review).toMatchObject({
      invitation_id: "aaaaaaaaaaaaaaaa",
      status: "waiting",
      author_name: "Priya N.",
      lang: "en",
    });
    expect(review.id).toMatch(/^RV-[A-Z0-9]{6}$/);
    expect(review.body).toContain("<script>");
    expect(await events(review.id)).toEqual([{ action: "written", actor: "author" }]);

    const page = await (await get(written.headers.get("Location")!)).text();
    expect(page).toContain("Your review is waiting for moderation");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain("2 of 5 stars");
    expect(page).toContain("Withdraw my review");

    const again = await post(pageOf("aaaaaaaaaaaaaaaa"), { ...fields, title: "Something else entirely" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Cold but honest");
    expect(await reviews()).toEqual([review]);
  });

  it("opens nothing and changes nothing with a forged token or an unknown id", async () => {
    for (const path of [
      "/review/aaaaaaaaaaaaaaaa?t=wrong",
      "/review/ffffffffffffffff?t=x",
      "/review/aaaaaaaaaaaaaaaa",
    ]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("This review link is not valid");
    }
    const forged = await post("/review/bbbbbbbbbbbbbbbb", { ...GOOD, t: "c".repeat(48), lang: "en" });
    expect(forged.status).toBe(404);
    const withdrawn = await post("/review/aaaaaaaaaaaaaaaa/withdraw", { t: "a".repeat(47), step: "confirm" });
    expect(withdrawn.status).toBe(404);
    expect((await reviews()).map(({ status }) => status)).toEqual(["waiting"]);
  });

  it("refuses a POST from another site", async () => {
    const response = await fetch(`${engine.url}${pageOf("bbbbbbbbbbbbbbbb")}`, {
      method: "POST",
      body: new URLSearchParams({ ...GOOD, t: "bbbbbbbbbbbbbbbb".repeat(3) }),
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(403);
    expect(await reviews()).toHaveLength(1);
  });

  it("shows a published review with its trip page, and withdraws it after a confirm step: its words and names erased, the event logged", async () => {
    const [review] = await reviews();
    await engine.rows(
      "UPDATE reviews SET status = 'published', published_at = ? WHERE id = ?",
      new Date().toISOString(),
      review.id,
    );
    const page = await (await get(pageOf("aaaaaaaaaaaaaaaa"))).text();
    expect(page).toContain("Your review is published");
    expect(page).toContain('href="/trips/spiti-winter-expedition/"');

    const ask = await post("/review/aaaaaaaaaaaaaaaa/withdraw", {
      t: "aaaaaaaaaaaaaaaa".repeat(3),
      lang: "en",
      step: "ask",
    });
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Withdraw this review?");
    expect((await reviews())[0].status).toBe("published");

    const done = await post("/review/aaaaaaaaaaaaaaaa/withdraw", {
      t: "aaaaaaaaaaaaaaaa".repeat(3),
      lang: "en",
      step: "confirm",
    });
    expect(done.status).toBe(303);
    const [gone] = await engine.rows<Record<string, unknown>>(
      "SELECT status, title, body, lead_note, author_name, withdrawn_at IS NOT NULL AS dated FROM reviews WHERE id = ?",
      review.id,
    );
    expect(gone).toEqual({ status: "withdrawn", title: "", body: "", lead_note: "", author_name: "", dated: 1 });
    expect(await events(review.id)).toEqual([
      { action: "written", actor: "author" },
      { action: "withdrawn", actor: "author" },
    ]);
    const [name] = await engine.rows<{ full_name: string }>(
      "SELECT full_name FROM review_invitations WHERE id = 'aaaaaaaaaaaaaaaa'",
    );
    expect(name.full_name).toBe("");

    const after = await (await get(done.headers.get("Location")!)).text();
    expect(after).toContain("This review is withdrawn");
    const again = await post(pageOf("aaaaaaaaaaaaaaaa"), { ...GOOD, t: "aaaaaaaaaaaaaaaa".repeat(3), lang: "en" });
    expect(await again.text()).toContain("This review is withdrawn");
    expect((await reviews())[0].status).toBe("withdrawn");
  });

  it("shows a held review's reason and note with the form filled in, and takes it written again", async () => {
    await post(pageOf("bbbbbbbbbbbbbbbb"), { ...GOOD, nameShown: "full", t: "bbbbbbbbbbbbbbbb".repeat(3), lang: "en" });
    const review = (await reviews()).find(({ invitation_id }) => invitation_id === "bbbbbbbbbbbbbbbb")!;
    await engine.rows(
      "UPDATE reviews SET status = 'held', held_reason = 'others-personal-data', held_note = 'Please leave out the phone number.', version = version + 1 WHERE id = ?",
      review.id,
    );
    const page = await (await get(pageOf("bbbbbbbbbbbbbbbb"))).text();
    expect(page).toContain("Your review was held back");
    expect(page).toContain("it gives personal data about someone else");
    expect(page).toContain("Please leave out the phone number.");
    expect(page).toMatch(/id="title"[^>]*value="Cold but honest"/);
    expect(page).toMatch(/id="nameShown-full"[^>]*checked/);
    expect(page).toContain('name="version" value="2"');

    const rewritten = await post(pageOf("bbbbbbbbbbbbbbbb"), {
      ...GOOD,
      title: "Cold, honest, and fixed",
      nameShown: "first",
      t: "bbbbbbbbbbbbbbbb".repeat(3),
      lang: "en",
      version: "2",
    });
    expect(rewritten.status).toBe(303);
    const [row] = await engine.rows<Record<string, unknown>>(
      "SELECT status, title, author_name, held_reason, held_note, version, rewritten_at IS NOT NULL AS rewritten FROM reviews WHERE id = ?",
      review.id,
    );
    expect(row).toEqual({
      status: "waiting",
      title: "Cold, honest, and fixed",
      author_name: "Ravi",
      held_reason: null,
      held_note: null,
      version: 3,
      rewritten: 1,
    });
    expect((await events(review.id)).map(({ action }) => action)).toEqual(["written", "rewritten"]);
  });

  it("says the window closed, with its date, and takes no review then", async () => {
    const page = await (await get(pageOf("dddddddddddddddd"))).text();
    expect(page).toContain("The time to write a review has passed");
    expect(page).toContain("This link took a review until");
    const late = await post(pageOf("dddddddddddddddd"), { ...GOOD, t: "dddddddddddddddd".repeat(3), lang: "en" });
    expect(await late.text()).toContain("The time to write a review has passed");
    expect((await reviews()).some(({ invitation_id }) => invitation_id === "dddddddddddddddd")).toBe(false);
  });

  it("speaks Hindi for a Hindi booking, and English when asked; the review's language is its text's", async () => {
    const page = await (await get(pageOf("cccccccccccccccc"))).text();
    expect(page).toContain('lang="hi"');
    expect(page).toContain("आपकी रेटिंग");
    expect(page).toContain("कोई नाम नहीं: एक सत्यापित यात्री");
    expect(page).toContain('href="/hi/review-policy/"');
    expect(await (await get(pageOf("cccccccccccccccc", "&lang=en"))).text()).toContain("Your rating");

    await post(pageOf("cccccccccccccccc"), {
      rating: "5",
      title: "बहुत अच्छी ट्रिप",
      body: "पूरी ट्रिप बहुत अच्छी रही, ट्रिप लीड ने हर दिन हमारा ध्यान रखा।",
      nameShown: "anonymous",
      terms: "yes",
      t: "cccccccccccccccc".repeat(3),
      lang: "hi",
    });
    const review = (await reviews()).find(({ invitation_id }) => invitation_id === "cccccccccccccccc")!;
    expect(review).toMatchObject({ lang: "hi", author_name: "एक सत्यापित यात्री", status: "waiting" });
  });
});

describe("the review page's rate limit", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startWithLines(1);
  });
  afterAll(() => engine?.stop());

  it("answers 429 past the forms' limit, with every value kept and nothing stored", async () => {
    const send = (title: string) =>
      fetch(`${engine.url}${pageOf("eeeeeeeeeeeeeeee")}`, {
        method: "POST",
        body: new URLSearchParams({ ...GOOD, title, body: "short", t: "eeeeeeeeeeeeeeee".repeat(3), lang: "en" }),
        headers: { Origin: engine.url },
        redirect: "manual",
      });
    expect((await send("First try")).status).toBe(422);
    const refused = await send("Second try");
    expect(refused.status).toBe(429);
    const page = await refused.text();
    expect(page).toMatch(/value="Second try"/);
    expect(await engine.rows("SELECT id FROM reviews")).toEqual([]);
  });
});
