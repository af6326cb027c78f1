/**
 * @jest-environment node
 */
// Each seat's traveller form on the booking page, on Cloudflare's engine: every
// field's bad input refused with its message and everything typed kept; the
// details saved once, sealed (the raw D1 row and R2 object hold no ID number,
// health answer or proof in plain text); a traveller's own link opening only
// their seat, and the booker not reading what the traveller filled in; the
// fitness proof's checks; 20 forms saved at once; withdrawing.
import { postJson, validBooking, PDF_BYTES } from "../../support/intake-requests";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";

jest.setTimeout(180_000);

let engine: Engine;
const api = (path: string) => `${engine.url}${path}`;

beforeAll(async () => {
  engine = await startEngine({ catalogue: testCatalogue(), rateLimit: 1000 });
});
afterAll(() => engine?.stop());

let visitor = 0;
let refusedBooking: ReturnType<typeof book> | undefined;

/** A booking of `seats` on the roomy departure of the challenging trip, as its own visitor: its reference and token. */
async function book(seats = 2) {
  visitor += 1;
  const response = await postJson(
    api("/api/bookings"),
    {
      ...validBooking(),
      departure: daysFromToday(30),
      seats: String(seats),
      travellers: "",
      email: `seat-forms-${visitor}@example.com`,
      phone: String(9_700_000_000 + visitor),
    },
    undefined,
    { "CF-Connecting-IP": `203.0.113.${visitor}` },
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await engine.rows<{ reference: string; token: string }>(
    "SELECT reference, token FROM requests WHERE id = ?",
    id,
  );
  return { id, ...row };
}

/** A traveller form as a person fills it on the challenging trip: every health question answered. */
function filledForm(overrides: Record<string, string> = {}): Record<string, string> {
  const questions = testCatalogue().travellerQuestions!.levels.challenging.questions;
  return {
    fullName: "Asha Rao",
    dateOfBirth: "1990-04-12",
    gender: "female",
    phone: "98123 45678",
    emergencyName: "Kiran Rao",
    emergencyRelation: "Brother",
    emergencyPhone: "+91 99887 76655",
    dietary: "Vegetarian",
    idType: "passport",
    idNumber: "K1234567",
    declaration: "yes",
    notice: "yes",
    ...Object.fromEntries(questions.map((question) => [`health-${question.id}`, "no"])),
    [`health-${questions[0].id}`]: "yes",
    [`health-${questions[0].id}-details`]: "Mild asthma; I carry an inhaler",
    ...overrides,
  };
}

const seatPath = (reference: string, seat: number, action = "") =>
  `/booking/${reference}/travellers/${seat}${action ? `/${action}` : ""}`;

const postSeat = (reference: string, seat: number, fields: Record<string, string>, action = "") =>
  fetch(api(seatPath(reference, seat, action)), {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

describe("a seat's traveller form", () => {
  it("shows the privacy notice before any field, to the booker only", async () => {
    const booking = await book();
    const page = await fetch(api(`${seatPath(booking.reference, 1)}?token=${booking.token}`));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const text = await page.text();
    const notice = text.indexOf('id="privacy-notice"');
    expect(notice).toBeGreaterThan(0);
    expect(notice).toBeLessThan(text.indexOf('name="fullName"'));
    expect(text).toContain("Erased 30 days after your trip ends.");
    // The booker's own name starts seat 1's form, as the booking form gave it.
    expect(text).toMatch(/name="fullName"\s+type="text"\s+value="Ananya Śarmā"/);
    const wrongToken = await fetch(api(`${seatPath(booking.reference, 1)}?token=wrong`));
    expect(wrongToken.status).toBe(404);
    expect(await wrongToken.text()).toContain("<h1>We could not find this traveller form</h1>");
    // In the language the browser asks for, which says nothing of the booking's.
    const inHindi = await fetch(api(`${seatPath(booking.reference, 1)}?token=wrong`), {
      headers: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    expect(await inHindi.text()).toContain("<h1>हमें यह यात्री फ़ॉर्म नहीं मिला</h1>");
    // A seat the booking does not have.
    expect((await fetch(api(`${seatPath(booking.reference, 3)}?token=${booking.token}`))).status).toBe(404);
  });

  it.each([
    ["dateOfBirth", { dateOfBirth: daysFromToday(2) }, "The date of birth cannot be in the future. Check the year."],
    ["dateOfBirth", { dateOfBirth: "1990-02-30" }, "Enter the date of birth as a real date: day, month and year."],
    ["phone", { phone: "12345" }, "Enter the traveller's mobile number as a 10-digit Indian mobile number"],
    ["emergencyPhone", { emergencyPhone: "98123 45678" }, "Give someone else's number"],
    [
      "idNumber",
      { idType: "aadhaar", idNumber: "2345 6789 0123" },
      "Enter only the last four digits of the Aadhaar number, not all twelve.",
    ],
    ["idNumber", { idType: "passport", idNumber: "12345" }, "Enter the passport number: one letter and 7 digits"],
    ["idType", { idType: "ration-card" }, "Choose the ID:"],
    ["gender", { gender: "" }, "Choose the gender rooms are shared by."],
    ["declaration", { declaration: "" }, "Tick the declaration to confirm it"],
    ["notice", { notice: "" }, "Tick to agree to how these details are used and kept"],
    ["fullName", { fullName: "  " }, "Enter the full name as it is written on the ID."],
  ])("refuses a bad %s with its message, keeping everything typed", async (field, overrides, message) => {
    // Nothing refused is stored, so each case may use the same booking.
    refusedBooking ??= book(1);
    const booking = await refusedBooking;
    const form = filledForm(overrides);
    const response = await postSeat(booking.reference, 1, { token: booking.token, ...form });
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text).toContain(message.replace(/'/g, "&#39;"));
    expect(text).toMatch(new RegExp(`id="${field}-error"`));
    // The summary links to the field.
    expect(text).toContain('class="error-summary"');
    // What was typed is there to correct.
    expect(text).toContain('value="Kiran Rao"');
    expect(text).toContain("Mild asthma; I carry an inhaler");
    expect(await engine.rows("SELECT seat FROM travellers WHERE request_id = ?", booking.id)).toEqual([]);
  });

  it("asks a traveller under 18 at departure for a guardian and their consent", async () => {
    const booking = await book(1);
    const minor = filledForm({ dateOfBirth: `${Number(daysFromToday(30).slice(0, 4)) - 15}-01-01` });
    const refused = await postSeat(booking.reference, 1, { token: booking.token, ...minor });
    expect(refused.status).toBe(422);
    const text = await refused.text();
    expect(text).toContain('id="guardianName-error"');
    expect(text).toContain("A parent or guardian must tick their consent");
    const saved = await postSeat(booking.reference, 1, {
      token: booking.token,
      ...minor,
      guardianName: "Meena Rao",
      guardianPhone: "9811122233",
      guardianConsent: "yes",
    });
    expect(saved.status).toBe(303);
    const [row] = await engine.rows<Record<string, unknown>>(
      "SELECT guardian_name, guardian_phone, guardian_consent_at FROM travellers WHERE request_id = ?",
      booking.id,
    );
    expect(row).toMatchObject({ guardian_name: "Meena Rao", guardian_phone: "+919811122233" });
    expect(row.guardian_consent_at).toEqual(expect.any(String));
  });

  it("saves the details sealed: the raw row holds no ID number or health answer in plain text", async () => {
    const booking = await book(1);
    const response = await postSeat(booking.reference, 1, { token: booking.token, ...filledForm() });
    expect(response.status).toBe(303);
    const rows = await engine.rows<Record<string, unknown>>(
      "SELECT * FROM travellers WHERE request_id = ?",
      booking.id,
    );
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows[0]);
    expect(raw).not.toContain("K1234567");
    expect(raw).not.toMatch(/asthma|inhaler/i);
    expect(rows[0]).toMatchObject({
      full_name: "Asha Rao",
      phone: "+919812345678",
      emergency_phone: "+919988776655",
      id_type: "passport",
      saved_by: "booker",
      version: 1,
    });
    expect(rows[0].id_number).toMatch(/^test-1\./);
    expect(rows[0].health).toMatch(/^test-1\./);

    // Opened again, the form shows the health answers and which ID was given, never its number.
    const page = await (await fetch(api(`${seatPath(booking.reference, 1)}?token=${booking.token}&saved=1`))).text();
    expect(page).toContain("Saved. Thank you.");
    expect(page).toContain("Passport ending 67");
    expect(page).not.toContain("K1234567");
    expect(page).toContain("Mild asthma; I carry an inhaler");
  });

  it("keeps an Aadhaar's last four digits only, sealed", async () => {
    const booking = await book(1);
    const response = await postSeat(booking.reference, 1, {
      token: booking.token,
      ...filledForm({ idType: "aadhaar", idNumber: "XXXX XXXX 4821" }),
    });
    expect(response.status).toBe(303);
    const page = await (await fetch(api(`${seatPath(booking.reference, 1)}?token=${booking.token}`))).text();
    expect(page).toContain("ending 21");
    const [row] = await engine.rows<{ id_number: string }>(
      "SELECT id_number FROM travellers WHERE request_id = ?",
      booking.id,
    );
    expect(row.id_number).not.toContain("4821");
  });

  it("refuses a save made on an older version, keeping what was typed", async () => {
    const booking = await book(1);
    expect((await postSeat(booking.reference, 1, { token: booking.token, ...filledForm() })).status).toBe(303);
    const stale = await postSeat(booking.reference, 1, {
      token: booking.token,
      version: "",
      ...filledForm({ fullName: "Asha R. Rao" }),
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="Asha R. Rao"');
    const [row] = await engine.rows<{ full_name: string }>(
      "SELECT full_name FROM travellers WHERE request_id = ?",
      booking.id,
    );
    expect(row.full_name).toBe("Asha Rao");
  });

  it("saves 20 travellers' forms sent at once, each once", async () => {
    // Booked one after another: the test reads each booking's row through a second process on the same file.
    const bookings = [];
    for (let booking = 0; booking < 4; booking += 1) bookings.push(await book(5));
    const sends = bookings.flatMap((booking) =>
      [1, 2, 3, 4, 5].map((seat) =>
        postSeat(booking.reference, seat, { token: booking.token, ...filledForm({ fullName: `Traveller ${seat}` }) }),
      ),
    );
    const statuses = (await Promise.all(sends)).map((response) => response.status);
    expect(statuses).toEqual(Array(20).fill(303));
    for (const booking of bookings) {
      const rows = await engine.rows<{ seat: number; version: number }>(
        "SELECT seat, version FROM travellers WHERE request_id = ? ORDER BY seat",
        booking.id,
      );
      expect(rows).toEqual([1, 2, 3, 4, 5].map((seat) => ({ seat, version: 1 })));
    }
  });
});

describe("a traveller's own link", () => {
  it("opens only its seat, and what the traveller fills in is theirs", async () => {
    const booking = await book(2);
    const made = await postSeat(booking.reference, 2, { token: booking.token }, "link");
    expect(made.status).toBe(200);
    const key = /travellers\/2\?key=([0-9a-f]{48})/.exec(await made.text())![1];
    // The key is kept only as its hash.
    expect(JSON.stringify(await engine.rows("SELECT * FROM traveller_links"))).not.toContain(key);

    expect((await fetch(api(`${seatPath(booking.reference, 2)}?key=${key}`))).status).toBe(200);
    expect((await fetch(api(`${seatPath(booking.reference, 1)}?key=${key}`))).status).toBe(404);
    expect((await fetch(api(`/booking/${booking.reference}?key=${key}`))).status).toBe(404);
    // A key cannot make links.
    expect((await postSeat(booking.reference, 2, { key }, "link")).status).toBe(404);

    const saved = await postSeat(booking.reference, 2, { key, ...filledForm({ fullName: "Dev Mehta" }) });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toContain(`key=${key}`);
    // Nor can the booker delete it.
    expect((await postSeat(booking.reference, 2, { token: booking.token, confirm: "yes" }, "withdraw")).status).toBe(
      200,
    );
    expect(await engine.rows("SELECT seat FROM travellers WHERE request_id = ?", booking.id)).toEqual([{ seat: 2 }]);
    const asBooker = await (await fetch(api(`${seatPath(booking.reference, 2)}?token=${booking.token}`))).text();
    expect(asBooker).toContain("Dev Mehta filled in their own details");
    expect(asBooker).not.toContain("Mild asthma");
    expect(asBooker).not.toContain('name="dateOfBirth"');

    // A new link stops the old one.
    await postSeat(booking.reference, 2, { token: booking.token }, "link");
    expect((await fetch(api(`${seatPath(booking.reference, 2)}?key=${key}`))).status).toBe(404);
  });

  it("lets the traveller withdraw: their details and proof deleted, the link gone", async () => {
    const booking = await book(1);
    const key = /key=([0-9a-f]{48})/.exec(
      await (await postSeat(booking.reference, 1, { token: booking.token }, "link")).text(),
    )![1];
    expect((await postSeat(booking.reference, 1, { key, ...filledForm() })).status).toBe(303);
    const proof = new FormData();
    proof.set("key", key);
    proof.set("proof", new Blob([PDF_BYTES], { type: "application/pdf" }), "walk.pdf");
    expect(
      (await fetch(api(seatPath(booking.reference, 1, "proof")), { method: "POST", body: proof, redirect: "manual" }))
        .status,
    ).toBe(303);
    const [{ proof_key }] = await engine.rows<{ proof_key: string }>(
      "SELECT proof_key FROM travellers WHERE request_id = ?",
      booking.id,
    );
    const withdrawn = await postSeat(booking.reference, 1, { key, confirm: "yes" }, "withdraw");
    expect(withdrawn.status).toBe(200);
    // The page's text, its apostrophe written as HTML escapes it.
    expect(await withdrawn.text()).toContain("we no longer hold this traveller&#39;s details or fitness proof");
    expect(await engine.rows("SELECT seat FROM travellers WHERE request_id = ?", booking.id)).toEqual([]);
    expect(await engine.rows("SELECT seat FROM traveller_links WHERE request_id = ?", booking.id)).toEqual([]);
    expect((await engine.objects()).map((object) => object.key)).not.toContain(proof_key);
    expect((await fetch(api(`${seatPath(booking.reference, 1)}?key=${key}`))).status).toBe(404);
  });
});

describe("the fitness proof", () => {
  const sendProof = (reference: string, token: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData();
    form.set("token", token);
    form.set("proof", new Blob([bytes]), name);
    return fetch(api(seatPath(reference, 1, "proof")), { method: "POST", body: form, redirect: "manual" });
  };

  it("keeps a real image or PDF sealed in R2, and refuses what is not one or is too big", async () => {
    const booking = await book(1);
    expect((await postSeat(booking.reference, 1, { token: booking.token, ...filledForm() })).status).toBe(303);

    const renamed = await sendProof(
      booking.reference,
      booking.token,
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3]),
      "walk.pdf",
    );
    expect(renamed.status).toBe(422);
    expect(await renamed.text()).toContain("“walk.pdf” is not a real image or PDF.");
    const wrongKind = await sendProof(booking.reference, booking.token, PDF_BYTES, "walk.exe");
    expect(wrongKind.status).toBe(422);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    const tooBig = await sendProof(booking.reference, booking.token, big, "walk.pdf");
    expect(tooBig.status).toBe(422);
    expect(await tooBig.text()).toContain("Choose a file of 5 MB or less");

    const kept = await sendProof(booking.reference, booking.token, PDF_BYTES, "walk.pdf");
    expect(kept.status).toBe(303);
    const [row] = await engine.rows<Record<string, unknown>>(
      "SELECT proof_key, proof_status, proof_type, proof_bytes FROM travellers WHERE request_id = ?",
      booking.id,
    );
    expect(row).toMatchObject({
      proof_status: "submitted",
      proof_type: "application/pdf",
      proof_bytes: PDF_BYTES.length,
    });
    const stored = await engine.objectBytes(String(row.proof_key));
    expect(stored.toString("latin1")).not.toContain("%PDF");
    expect(stored.length).toBe(PDF_BYTES.length + 12 + 16);
    const page = await (await fetch(api(`${seatPath(booking.reference, 1)}?token=${booking.token}`))).text();
    expect(page).toContain("We have your fitness proof (walk.pdf)");
  });
});

describe("without the sealing keys", () => {
  it("saves nothing, says so and keeps everything typed", async () => {
    const keyless = await startEngine({
      catalogue: testCatalogue(),
      rateLimit: 1000,
      vars: { PERSONAL_DATA_KEYS: "" },
    });
    try {
      const booked = await postJson(
        `${keyless.url}/api/bookings`,
        { ...validBooking(), seats: "1", travellers: "", departure: daysFromToday(30) },
        undefined,
        { "CF-Connecting-IP": "203.0.113.200" },
      );
      expect(booked.status).toBe(201);
      const { id } = (await booked.json()) as { id: string };
      const [booking] = await keyless.rows<{ reference: string; token: string }>(
        "SELECT reference, token FROM requests WHERE id = ?",
        id,
      );
      const response = await fetch(`${keyless.url}${seatPath(booking.reference, 1)}`, {
        method: "POST",
        body: new URLSearchParams({ token: booking.token, ...filledForm() }),
        redirect: "manual",
      });
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(text).toContain("We cannot save travellers&#39; details right now. Nothing you typed is lost");
      expect(text).toContain('value="Kiran Rao"');
      expect(await keyless.rows("SELECT seat FROM travellers WHERE request_id = ?", id)).toEqual([]);
    } finally {
      await keyless.stop();
    }
  });
});
