/**
 * @jest-environment node
 */
// The intake on Cloudflare's engine (wrangler dev, local D1 and R2): what each
// kind of request stores, retries under one idempotency key, the agency's
// emails, the plain-HTML contact form and CORS for a static host.
import PostalMime from "postal-mime";
import {
  startEngine,
  testCatalogue,
  withoutUnpaidLimits,
  daysFromToday,
  type Engine,
} from "../../support/worker-engine";
import {
  applicationForm,
  newKey,
  PDF_BYTES,
  postForm,
  postJson,
  validBooking,
  validMessage,
} from "../../support/intake-requests";

jest.setTimeout(120_000);

const STATIC_HOST = "https://safarnama.netlify.app";
let engine: Engine;

beforeAll(async () => {
  // More requests than a visitor makes in a minute; the limit has its own test (limits.engine.test.ts).
  engine = await startEngine({
    catalogue: withoutUnpaidLimits(testCatalogue()),
    allowedOrigins: STATIC_HOST,
    rateLimit: 1000,
  });
});

afterAll(() => engine?.stop());

const api = (path: string) => `${engine.url}${path}`;

describe("each kind of request", () => {
  it("stores a booking exactly as typed, with the trip's title and the departure's dates, and queues its emails", async () => {
    const response = await postJson(api("/api/bookings"), validBooking());
    expect(response.status).toBe(201);
    const { id, kind, reference, holdUntil } = await response.json();
    expect(kind).toBe("booking");
    const [row] = await engine.rows("SELECT * FROM requests WHERE id = ?", id);
    expect(row).toMatchObject({
      kind: "booking",
      status: "held",
      seats: 2,
      travellers: "Ravi Śarmā",
      source: "site",
      reference,
      hold_until: holdUntil,
      full_name: "Ananya Śarmā",
      email: "ananya@example.com",
      country_code: "+91",
      phone: "9876543210",
      trip_slug: "spiti-winter-expedition",
      trip_title: "Spiti Valley Winter Expedition",
      departure_start: daysFromToday(30),
      departure_end: daysFromToday(37),
      message: "Vegetarian food, please.",
      resume_key: null,
      billing_state: "06",
      billing_address: "14 Sector 15, Gurugram",
      billing_company: null,
      billing_gstin: null,
    });
    expect(row.token).toMatch(/^[0-9a-f]{48}$/);
    expect(Date.parse(row.received_at as string)).toBeGreaterThan(Date.now() - 60_000);
    // Held for the terms' 48 hours.
    expect(Date.parse(holdUntil) - Date.parse(row.received_at as string)).toBe(48 * 60 * 60_000);
    expect(await engine.rows("SELECT template, sent_at FROM outbox WHERE request_id = ? ORDER BY rowid", id)).toEqual([
      { template: "agency", sent_at: null },
      { template: "received", sent_at: null },
    ]);
  });

  it("books one seat for a page from before seats per booking, which sends neither seats nor what it asks for", async () => {
    const { request: _asked, seats: _seats, travellers: _names, ...old } = validBooking();
    const response = await postJson(api("/api/bookings"), old);
    expect(response.status).toBe(201);
    const { id, kind } = await response.json();
    expect(kind).toBe("booking");
    expect(await engine.rows("SELECT seats, travellers FROM requests WHERE id = ?", id)).toEqual([
      { seats: 1, travellers: null },
    ]);
  });

  /** Who a stored request bills, as its columns hold it. */
  const billingOf = (id: string) =>
    engine.rows("SELECT billing_state, billing_address, billing_company, billing_gstin FROM requests WHERE id = ?", id);

  it("stores a business's name and its GSTIN as GSTINs are written, however it was typed", async () => {
    const response = await postJson(api("/api/bookings"), {
      ...validBooking(),
      state: "27",
      address: "  Plot 9, Hinjewadi, Pune ",
      company: " Acme Offsites LLP ",
      gstin: "27 aapfu-0939 f1zv",
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await billingOf(id)).toEqual([
      {
        billing_state: "27",
        billing_address: "Plot 9, Hinjewadi, Pune",
        billing_company: "Acme Offsites LLP",
        billing_gstin: "27AAPFU0939F1ZV",
      },
    ]);
  });

  it("stores a booking from a page from before the form asked who is billed, with no one on record", async () => {
    const { state: _state, address: _address, company: _company, gstin: _gstin, ...old } = validBooking();
    const response = await postJson(api("/api/bookings"), old);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await billingOf(id)).toEqual([
      { billing_state: null, billing_address: null, billing_company: null, billing_gstin: null },
    ]);
  });

  it("takes a waitlist request when asked for one, and never turns a booking into one", async () => {
    const full = daysFromToday(60);
    const response = await postJson(api("/api/bookings"), { ...validBooking(), departure: full, request: "waitlist" });
    expect(response.status).toBe(201);
    const { id, kind } = await response.json();
    expect(kind).toBe("waitlist");
    expect(await engine.rows("SELECT kind, status, departure_start FROM requests WHERE id = ?", id)).toEqual([
      { kind: "waitlist", status: "waiting", departure_start: full },
    ]);
    expect(await engine.rows("SELECT template FROM outbox WHERE request_id = ? ORDER BY rowid", id)).toEqual([
      { template: "agency" },
      { template: "waitlisted" },
    ]);
    // More than a booking may take is the form's rule (422); more than the departure's 3 seats, the database's (409).
    const tooMany = await postJson(api("/api/bookings"), { ...validBooking(), departure: full, seats: "7" });
    expect(tooMany.status).toBe(422);
    const refused = await postJson(api("/api/bookings"), {
      ...validBooking(),
      departure: full,
      seats: "4",
      travellers: "",
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message:
        "Sorry, only 3 seats are left now, fewer than the 4 you asked for, so nothing was booked. Choose fewer seats, or join the waitlist.",
      seatsLeft: 3,
      waitlistOpen: true,
    });
    expect(await engine.rows("SELECT count(*) AS count FROM requests WHERE departure_start = ?", full)).toEqual([
      { count: 1 },
    ]);
  });

  it("takes a waitlist request for the next, unscheduled departure", async () => {
    const response = await postJson(api("/api/bookings"), { ...validBooking(), departure: "", request: "waitlist" });
    const { id, kind } = await response.json();
    expect(kind).toBe("waitlist");
    expect(await engine.rows("SELECT departure_start, departure_end FROM requests WHERE id = ?", id)).toEqual([
      { departure_start: null, departure_end: null },
    ]);
  });

  it("stores an application's fields in D1 and its resume, byte for byte, as one private object in R2", async () => {
    const response = await postForm(api("/api/applications"), applicationForm());
    expect(response.status).toBe(201);
    const { id, kind } = await response.json();
    expect(kind).toBe("application");
    const [row] = await engine.rows("SELECT * FROM requests WHERE id = ?", id);
    expect(row).toMatchObject({
      kind: "application",
      full_name: "Rohan Mehta",
      email: "rohan@example.com",
      job_slug: "tour-planner",
      job_title: "Tour Planner",
      cover_letter: "I have planned trips for my college for four years.",
      resume_key: `resumes/${id}`,
      resume_name: "Rohan-CV.pdf",
      resume_type: "application/pdf",
      resume_bytes: PDF_BYTES.length,
    });
    expect(await engine.objectBytes(`resumes/${id}`)).toEqual(PDF_BYTES);
    // Not served by the site: no public path reaches the bucket.
    expect((await fetch(api(`/resumes/${id}`))).status).toBe(404);
  });

  it("stores a contact message, trimmed, with its subject", async () => {
    const response = await postJson(api("/api/messages"), { ...validMessage(), firstName: "  Meera " });
    const { id, kind } = await response.json();
    expect(kind).toBe("contact");
    expect(await engine.rows("SELECT first_name, last_name, subject, message FROM requests WHERE id = ?", id)).toEqual([
      {
        first_name: "Meera",
        last_name: "Iyer",
        subject: "custom-trip",
        message: "A family trip to Kerala in December?",
      },
    ]);
  });
});

describe("one request per filled form", () => {
  it("replays the first answer for a retry with the same key and body", async () => {
    const key = newKey();
    const first = await (await postJson(api("/api/bookings"), validBooking(), key)).json();
    const retry = await postJson(api("/api/bookings"), validBooking(), key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(first);
    expect(await engine.rows("SELECT id FROM requests WHERE idempotency_key = ?", key)).toHaveLength(1);
  });

  it("refuses a different body under a used key, storing nothing new", async () => {
    const key = newKey();
    await postJson(api("/api/bookings"), validBooking(), key);
    const reused = await postJson(api("/api/bookings"), { ...validBooking(), phone: "9999999999" }, key);
    expect(reused.status).toBe(422);
    expect((await reused.json()).message).toBe(
      "This form was already sent with different details. Reload the page to send a new request.",
    );
    expect(await engine.rows("SELECT phone FROM requests WHERE idempotency_key = ?", key)).toEqual([
      { phone: "9876543210" },
    ]);
  });

  it("stores 20 concurrent retries of one application once: one row, one id, one file", async () => {
    const key = newKey();
    const objectsBefore = (await engine.objects()).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postForm(api("/api/applications"), applicationForm(), key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id)));
    expect(ids.size).toBe(1);
    expect(await engine.rows("SELECT id FROM requests WHERE idempotency_key = ?", key)).toEqual([{ id: [...ids][0] }]);
    expect(await engine.rows("SELECT request_id FROM outbox WHERE request_id = ?", [...ids][0])).toHaveLength(1);
    expect((await engine.objects()).length).toBe(objectsBefore + 1);
  });
});

describe("the agency's emails", () => {
  it("sends one email per stored request: bookings and messages to the agency, applications to careers with the resume", async () => {
    const booking = await (await postJson(api("/api/bookings"), validBooking())).json();
    const application = await (await postForm(api("/api/applications"), applicationForm())).json();
    await engine.runCron();
    const unsent = await engine.rows("SELECT request_id FROM outbox WHERE sent_at IS NULL");
    expect(unsent).toEqual([]);

    const parsed = await Promise.all(engine.emails().map((raw) => PostalMime.parse(raw)));
    const bookingEmail = parsed.find((email) => email.messageId === `<${booking.id}@safarnama.example>`)!;
    expect(bookingEmail.to).toEqual([{ address: "hello@safarnama.example", name: "" }]);
    expect(bookingEmail.from?.address).toBe("requests@safarnama.example");
    expect(bookingEmail.replyTo).toEqual([{ address: "ananya@example.com", name: "" }]);
    expect(bookingEmail.subject).toBe(`Booking: Spiti Valley Winter Expedition, ${daysFromToday(30)} — Ananya Śarmā`);
    expect(bookingEmail.text).toContain("Phone: +91 9876543210");
    expect(bookingEmail.text).toContain("Vegetarian food, please.");
    expect(bookingEmail.text).toContain("Seats: 2\nTravelling with them: Ravi Śarmā");
    expect(bookingEmail.attachments).toEqual([]);

    const applicationEmail = parsed.find((email) => email.messageId === `<${application.id}@safarnama.example>`)!;
    expect(applicationEmail.to).toEqual([{ address: "careers@safarnama.example", name: "" }]);
    expect(applicationEmail.subject).toBe("Job application: Tour Planner — Rohan Mehta");
    expect(applicationEmail.attachments).toHaveLength(1);
    expect(applicationEmail.attachments[0]).toMatchObject({ filename: "Rohan-CV.pdf", mimeType: "application/pdf" });
    expect(Buffer.from(applicationEmail.attachments[0].content as ArrayBuffer)).toEqual(PDF_BYTES);

    // Sent is sent: the next run sends nothing again.
    const count = engine.emails().length;
    await engine.runCron();
    expect(engine.emails()).toHaveLength(count);
  });
});

describe("the contact form without JavaScript", () => {
  const post = (body: string) =>
    fetch(api("/api/messages"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });

  it("is answered with a confirmation page once stored", async () => {
    const response = await post(
      "firstName=Priya&lastName=&email=priya%40example.com&subject=general&message=Hello+there&website=",
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain("Thank you, Priya! Your message has been received. We will reply within 24 hours.");
    expect(await engine.rows("SELECT message FROM requests WHERE email = 'priya@example.com'")).toEqual([
      { message: "Hello there" },
    ]);
  });

  it("is answered in Hindi when sent from the Hindi contact page, and stores its language", async () => {
    const stored = await post(
      "lang=hi&firstName=%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE&lastName=&email=priya.hi%40example.com&subject=general&message=%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87&website=",
    );
    expect(stored.status).toBe(201);
    const confirmation = await stored.text();
    expect(confirmation).toContain("<h1>संदेश भेज दिया गया</h1>");
    expect(confirmation).toContain("धन्यवाद, प्रिया! आपका संदेश हमें मिल गया है। हम 24 घंटे के अंदर जवाब देंगे।");
    expect(confirmation).toContain('<a href="/hi/contact-us/">संपर्क पेज पर लौटें</a>');
    expect(await engine.rows("SELECT lang FROM requests WHERE email = 'priya.hi@example.com'")).toEqual([
      { lang: "hi" },
    ]);

    const refused = await post("lang=hi&firstName=&lastName=&email=priya%40&subject=press&message=");
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain("<h1>आपका संदेश नहीं भेजा गया</h1>");
    expect(page).toContain("कुछ जानकारी ठीक करनी होगी; हर फ़ील्ड के पास लिखा संदेश देखें।");
    expect(page).toContain('<input type="hidden" name="lang" value="hi">');
    expect(page).toContain('<label for="lastName">उपनाम (वैकल्पिक)</label>');
    expect(page).toContain('<option value="press" selected>प्रेस और मीडिया</option>');
    expect(page).toContain('<p class="field-error" id="firstName-error">अपना पहला नाम लिखें।</p>');
    expect(page).toContain('<p class="field-error" id="email-error">name@example.com जैसा सही ईमेल पता लिखें।</p>');
    expect(page).toContain('<button class="button" type="submit">संदेश भेजें</button>');
  });

  it("is answered with the form again, every value kept and each error next to its field", async () => {
    const response = await post("firstName=Priya&lastName=%3Cb%3EN%3C%2Fb%3E&email=priya%40&subject=press&message=");
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('value="Priya"');
    expect(page).toContain('value="&#60;b&#62;N&#60;/b&#62;"');
    expect(page).toContain('<option value="press" selected>');
    expect(page).toContain('aria-describedby="email-error"');
    expect(page).toContain(
      '<p class="field-error" id="email-error">Enter a valid email address, like name@example.com.</p>',
    );
    expect(page).toContain('<p class="field-error" id="message-error">Enter your message.</p>');
    expect(await engine.rows("SELECT id FROM requests WHERE email = 'priya@'")).toEqual([]);
  });
});

describe("the request's language", () => {
  const language = async (id: string) => (await engine.rows("SELECT lang FROM requests WHERE id = ?", id))[0]?.lang;

  it("refuses a booking from a Hindi page with a bad phone number in Hindi, field by field, storing nothing", async () => {
    const response = await postJson(api("/api/bookings"), {
      ...validBooking(),
      lang: "hi",
      email: "hindi-phone@example.com",
      phone: "98765",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "कुछ जानकारी ठीक करनी होगी; हर फ़ील्ड के पास लिखा संदेश देखें।",
      errors: { phone: "कम से कम 7 अंक लिखें (इस नंबर में 5 अंक हैं)।" },
    });
    expect(await engine.rows("SELECT id FROM requests WHERE email = 'hindi-phone@example.com'")).toEqual([]);
  });

  it("stores each request with the language it was sent in; one that names none was sent in English", async () => {
    const hindi = await (await postJson(api("/api/bookings"), { ...validBooking(), lang: "hi" })).json();
    const english = await (await postJson(api("/api/bookings"), { ...validBooking(), lang: "en" })).json();
    const unnamed = await (await postJson(api("/api/bookings"), validBooking())).json();
    const application = applicationForm();
    application.set("lang", "hi");
    const applied = await (await postForm(api("/api/applications"), application)).json();
    const message = await (await postJson(api("/api/messages"), { ...validMessage(), lang: "hi" })).json();
    expect(await language(hindi.id)).toBe("hi");
    expect(await language(english.id)).toBe("en");
    expect(await language(unnamed.id)).toBe("en");
    expect(await language(applied.id)).toBe("hi");
    expect(await language(message.id)).toBe("hi");
  });

  it("refuses a language the site does not speak, storing nothing", async () => {
    const response = await postJson(api("/api/bookings"), { ...validBooking(), lang: "fr", email: "fr@example.com" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("The form asked for the language “fr”: send “en” or “hi”.");
    expect(await engine.rows("SELECT id FROM requests WHERE email = 'fr@example.com'")).toEqual([]);
  });

  it("says in Hindi that too few seats are left, and that a used key was sent with other details", async () => {
    const refused = await postJson(api("/api/bookings"), {
      ...validBooking(),
      lang: "hi",
      departure: daysFromToday(90),
      seats: "6",
      travellers: "",
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message:
        "माफ़ कीजिए, अब सिर्फ़ 5 सीटें बची हैं, आपकी माँगी 6 सीटों से कम, इसलिए कुछ भी बुक नहीं हुआ। कम सीटें चुनें, या वेटलिस्ट में नाम लिखवाएँ।",
      seatsLeft: 5,
      waitlistOpen: true,
    });

    const key = newKey();
    await postJson(api("/api/bookings"), { ...validBooking(), lang: "hi" }, key);
    const reused = await postJson(api("/api/bookings"), { ...validBooking(), lang: "hi", phone: "9999999999" }, key);
    expect(reused.status).toBe(422);
    expect((await reused.json()).message).toBe(
      "यह फ़ॉर्म पहले ही दूसरी जानकारी के साथ भेजा जा चुका है। नया अनुरोध भेजने के लिए पेज दोबारा लोड करें।",
    );
  });

  it("refuses a job that has closed in the language of the application", async () => {
    const application = applicationForm({
      job: "travel-consultant",
      fullName: "Rohan Mehta",
      email: "closed-job@example.com",
      coverLetter: "",
      lang: "hi",
    });
    const response = await postForm(api("/api/applications"), application);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(
      `Travel Consultant के लिए आवेदन ${daysFromToday(-1)} को बंद हो गए। करियर पेज पर हमारी खुली नौकरियाँ देखें।`,
    );
  });
});

describe("a static host's pages (API_ORIGIN)", () => {
  it("get CORS answers for their origin only", async () => {
    const preflight = await fetch(api("/api/bookings"), {
      method: "OPTIONS",
      headers: {
        Origin: STATIC_HOST,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, idempotency-key",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe(STATIC_HOST);
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toBe("Content-Type, Idempotency-Key");

    const stored = await postJson(api("/api/bookings"), validBooking(), newKey(), { Origin: STATIC_HOST });
    expect(stored.status).toBe(201);
    expect(stored.headers.get("Access-Control-Allow-Origin")).toBe(STATIC_HOST);

    const foreign = "https://elsewhere.example";
    const refusedPreflight = await fetch(api("/api/bookings"), { method: "OPTIONS", headers: { Origin: foreign } });
    expect(refusedPreflight.status).toBe(403);
    expect(refusedPreflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const before = (await engine.rows("SELECT id FROM requests")).length;
    const refused = await postJson(api("/api/bookings"), validBooking(), newKey(), { Origin: foreign });
    expect(refused.status).toBe(403);
    expect((await engine.rows("SELECT id FROM requests")).length).toBe(before);
  });
});
