/**
 * @jest-environment node
 */
// Every way a request can be wrong, sent to the Worker on its engine: each is
// answered 4xx with the message the visitor would read (on its field when a
// field is at fault) and leaves no row in D1 and no object in R2.
import {
  applicationForm,
  newKey,
  PDF_BYTES,
  postForm,
  postJson,
  validApplicationFields,
  validBooking,
  validMessage,
} from "../../support/intake-requests";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";

jest.setTimeout(120_000);

let engine: Engine;

beforeAll(async () => {
  engine = await startEngine({ catalogue: testCatalogue(), rateLimit: 1000 });
});

afterAll(() => engine?.stop());

interface Expected {
  status: number;
  /** The answer's message, or a part of it. */
  message?: string;
  /** The message on one field. */
  field?: [name: string, message: string];
}

type Send = (url: string) => Promise<Response>;

const booking =
  (changes: Record<string, unknown>): Send =>
  (url) =>
    postJson(`${url}/api/bookings`, { ...validBooking(), ...changes });
const message =
  (changes: Record<string, unknown>): Send =>
  (url) =>
    postJson(`${url}/api/messages`, { ...validMessage(), ...changes });
const application =
  (changes: Record<string, string> = {}, file?: { name: string; bytes: Uint8Array; type?: string } | null): Send =>
  (url) =>
    postForm(
      `${url}/api/applications`,
      applicationForm({ ...validApplicationFields(), ...changes }, file === undefined ? undefined : file),
    );

const MB = 1024 * 1024;
const pdfOfSize = (bytes: number) => {
  const file = new Uint8Array(bytes);
  file.set(PDF_BYTES.subarray(0, Math.min(bytes, PDF_BYTES.length)));
  return file;
};
const EXECUTABLE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]);
const PLAIN_ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from("holiday/beach.jpg")]);
const fieldsNeedFixing = "Some details need fixing; see the message next to each field.";

const CASES: [name: string, send: Send, expected: Expected][] = [
  // Who is billed, held to the form's rules.
  [
    "a booking with no State",
    booking({ state: "" }),
    { status: 422, field: ["state", "Choose the State you live in, or Outside India."] },
  ],
  [
    "a booking from Daman and Diu's code of before 2020",
    booking({ state: "25" }),
    { status: 422, field: ["state", "Choose the State you live in, or Outside India."] },
  ],
  [
    "a booking of ₹77,998 before tax with no address",
    booking({ address: "  " }),
    { status: 422, field: ["address", "Enter your address."] },
  ],
  [
    "a business's GSTIN with a mistyped character",
    booking({ company: "Acme Offsites LLP", gstin: "27AAPFU0939F1ZW" }),
    { status: 422, field: ["gstin", "This GSTIN has a mistyped character"] },
  ],
  [
    "a GSTIN with no business's name",
    booking({ gstin: "27AAPFU0939F1ZV" }),
    { status: 422, field: ["company", "Enter the business's name, as on its GST registration"] },
  ],
  // The booking's fields at their edges.
  // Where the visit came from: optional, but held to what the browser's capture keeps.
  [
    "a booking whose visit source has 101 characters",
    booking({ visitSource: "s".repeat(101) }),
    {
      status: 422,
      field: [
        "visitSource",
        "Shorten where your visit came from (visitSource) to 100 characters or fewer (it has 101).",
      ],
    },
  ],
  [
    "a booking whose visit campaign has a control character",
    booking({ visitSource: "instagram", visitCampaign: "diwali\u00002026" }),
    {
      status: 422,
      field: [
        "visitCampaign",
        "Remove the characters that do not print from where your visit came from (visitCampaign).",
      ],
    },
  ],
  [
    "a booking whose visit medium turns the text around",
    booking({ visitSource: "instagram", visitMedium: "social\u202e" }),
    {
      status: 422,
      field: ["visitMedium", "Remove the characters that do not print from where your visit came from (visitMedium)."],
    },
  ],
  [
    "a booking that says its visit's campaign but not its source",
    booking({ visitCampaign: "diwali-2026" }),
    { status: 422, field: ["visitSource", "Enter where your visit came from (visitSource)."] },
  ],
  [
    "a booking with a visit field the form does not have",
    booking({ visitSource: "instagram", visitGclid: "abc" }),
    { status: 400, message: "a field it does not have (“visitGclid”)" },
  ],
  [
    "a booking without a name",
    booking({ fullName: "" }),
    { status: 422, field: ["fullName", "Enter your full name."] },
  ],
  [
    "a booking whose name is only spaces",
    booking({ fullName: "   " }),
    { status: 422, field: ["fullName", "Enter your full name."] },
  ],
  [
    "a booking with a 101-character name",
    booking({ fullName: "N".repeat(101) }),
    { status: 422, field: ["fullName", "Shorten your full name to 100 characters or fewer (it has 101)."] },
  ],
  [
    "a booking without an email",
    booking({ email: "" }),
    { status: 422, field: ["email", "Enter your email address."] },
  ],
  ...["asha", "asha@", "asha@example", "asha @example.com", "asha@example.c", `${"a".repeat(250)}@example.com`].map(
    (email): [string, Send, Expected] => [
      `a booking with the email "${email.slice(0, 20)}"`,
      booking({ email }),
      { status: 422, field: ["email", "Enter a valid email address, like name@example.com."] },
    ],
  ),
  [
    "a booking with an unknown country code",
    booking({ countryCode: "+99" }),
    { status: 422, field: ["countryCode", "Choose your country code from the list."] },
  ],
  [
    "a booking with a 6-digit phone",
    booking({ phone: "987654" }),
    { status: 422, field: ["phone", "Enter at least 7 digits (this number has 6)."] },
  ],
  [
    "a booking with a 16-digit phone",
    booking({ phone: "9".repeat(16) }),
    { status: 422, field: ["phone", "Enter no more than 15 digits (this number has 16). Leave out the country code."] },
  ],
  [
    "a booking with a phone with spaces",
    booking({ phone: "98765 43210" }),
    { status: 422, field: ["phone", "Use digits only"] },
  ],
  [
    "a booking with a phone with Devanagari digits",
    booking({ phone: "९८७६५४३२१०" }),
    { status: 422, field: ["phone", "Use digits only"] },
  ],
  ["a booking without a phone", booking({ phone: "" }), { status: 422, field: ["phone", "Enter your phone number."] }],
  [
    "a booking with a 2,001-character message",
    booking({ message: "m".repeat(2001) }),
    { status: 422, field: ["message", "Shorten your message to 2000 characters or fewer (it has 2001)."] },
  ],
  // What the booking names, against the catalogue.
  [
    "a booking for a trip that does not exist",
    booking({ trip: "mars-base-camp" }),
    { status: 422, message: "This trip is no longer offered." },
  ],
  ["a booking without a trip", booking({ trip: "" }), { status: 422, message: "This trip is no longer offered." }],
  [
    "a booking for a date with no departure",
    booking({ departure: daysFromToday(31) }),
    { status: 422, message: `has no departure on ${daysFromToday(31)}` },
  ],
  [
    "a booking for a departure that has left",
    booking({ departure: daysFromToday(-3) }),
    { status: 422, message: "has already left. Choose a later departure." },
  ],
  // Wrong and missing types, unknown and extra fields.
  [
    "a booking whose name is a number",
    booking({ fullName: 42 }),
    { status: 400, message: "The field “fullName” must be text." },
  ],
  [
    "a booking whose phone is null",
    booking({ phone: null }),
    { status: 400, message: "The field “phone” must be text." },
  ],
  [
    "a booking whose email is a list",
    booking({ email: ["a@b.in"] }),
    { status: 400, message: "The field “email” must be text." },
  ],
  [
    "a booking with an extra field",
    booking({ isAdmin: "true" }),
    { status: 400, message: "a field it does not have (“isAdmin”)" },
  ],
  [
    "a booking with the honeypot filled in",
    booking({ website: "https://spam.example" }),
    { status: 400, message: "looks automated" },
  ],
  [
    "a JSON array instead of fields",
    (url) => postJson(`${url}/api/bookings`, "[1, 2]"),
    { status: 400, message: "expected a JSON object of fields" },
  ],
  [
    "malformed JSON",
    (url) => postJson(`${url}/api/bookings`, '{"fullName": "Asha"'),
    { status: 400, message: "the JSON is malformed" },
  ],
  [
    "a body of plain text",
    (url) =>
      fetch(`${url}/api/bookings`, {
        method: "POST",
        headers: { "Content-Type": "text/plain", "Idempotency-Key": newKey() },
        body: "hello",
      }),
    { status: 415, message: "Send the form as JSON" },
  ],
  [
    "no idempotency key",
    (url) => postJson(`${url}/api/bookings`, validBooking(), null),
    { status: 400, message: "Send an Idempotency-Key header" },
  ],
  [
    "an idempotency key with spaces",
    (url) => postJson(`${url}/api/bookings`, validBooking(), "not a key"),
    { status: 400, message: "Send an Idempotency-Key header" },
  ],
  ["a GET of the API", (url) => fetch(`${url}/api/bookings`), { status: 405, message: "Send the form with POST." }],
  [
    "a POST to an unknown API path",
    (url) => postJson(`${url}/api/payments`, {}),
    { status: 404, message: "There is nothing at this address." },
  ],
  // The contact message.
  [
    "a message without a first name",
    message({ firstName: "" }),
    { status: 422, field: ["firstName", "Enter your first name."] },
  ],
  [
    "a message with a 101-character last name",
    message({ lastName: "L".repeat(101) }),
    { status: 422, field: ["lastName", "Shorten your last name to 100 characters or fewer (it has 101)."] },
  ],
  [
    "a message with an unknown subject",
    message({ subject: "refund-now" }),
    { status: 422, field: ["subject", "Choose a subject from the list."] },
  ],
  ["an empty message", message({ message: " \n " }), { status: 422, field: ["message", "Enter your message."] }],
  [
    "a 2,001-character message",
    message({ message: "x".repeat(2001) }),
    { status: 422, field: ["message", "Shorten your message to 2000 characters or fewer (it has 2001)."] },
  ],
  // The application and its resume.
  [
    "an application without a resume",
    application({}, null),
    { status: 422, field: ["resume", "Attach your resume as a PDF, DOC or DOCX file."] },
  ],
  [
    "an application with a .txt resume",
    application({}, { name: "cv.txt", bytes: PDF_BYTES }),
    { status: 422, field: ["resume", "“cv.txt” is not a PDF, DOC or DOCX file."] },
  ],
  [
    "an executable renamed cv.pdf",
    application({}, { name: "cv.pdf", bytes: EXECUTABLE }),
    { status: 422, field: ["resume", "“cv.pdf” is not a real PDF, DOC or DOCX file."] },
  ],
  [
    "a ZIP of photos renamed cv.docx",
    application({}, { name: "cv.docx", bytes: PLAIN_ZIP }),
    { status: 422, field: ["resume", "“cv.docx” is not a real PDF, DOC or DOCX file."] },
  ],
  [
    "an empty resume",
    application({}, { name: "cv.pdf", bytes: new Uint8Array() }),
    { status: 422, field: ["resume", "“cv.pdf” is empty."] },
  ],
  [
    "a resume of 5 MB and one byte",
    application({}, { name: "cv.pdf", bytes: pdfOfSize(5 * MB + 1) }),
    { status: 422, field: ["resume", "“cv.pdf” is 5.1 MB. Attach a file of 5 MB or less."] },
  ],
  [
    "a request body over 6 MB",
    application({}, { name: "cv.pdf", bytes: pdfOfSize(6 * MB + 1) }),
    { status: 413, message: "This request is too large." },
  ],
  [
    "a resume sent as text",
    (url) => {
      const form = applicationForm(validApplicationFields(), null);
      form.set("resume", "%PDF-1.4 pretending");
      return postForm(`${url}/api/applications`, form);
    },
    { status: 422, field: ["resume", "Attach your resume as a PDF, DOC or DOCX file."] },
  ],
  [
    "a cover letter sent as a file",
    (url) => {
      const form = applicationForm();
      form.set("coverLetter", new Blob(["letter"]), "letter.txt");
      return postForm(`${url}/api/applications`, form);
    },
    { status: 400, message: "The field “coverLetter” must be text, not a file." },
  ],
  [
    "a field sent twice",
    (url) => {
      const form = applicationForm();
      form.append("email", "second@example.com");
      return postForm(`${url}/api/applications`, form);
    },
    { status: 400, message: "The field “email” was sent more than once." },
  ],
  [
    "a 5,001-character cover letter",
    application({ coverLetter: "c".repeat(5001) }),
    { status: 422, field: ["coverLetter", "Shorten your cover letter to 5000 characters or fewer (it has 5001)."] },
  ],
  [
    "an application for a job that has closed",
    application({ job: "travel-consultant" }),
    { status: 422, message: "Applications for Travel Consultant closed on" },
  ],
  [
    "an application for a job that does not exist",
    application({ job: "astronaut" }),
    { status: 422, message: "This job is no longer open." },
  ],
  [
    "an application with an extra field",
    application({ salary: "a lot" }),
    { status: 400, message: "a field it does not have (“salary”)" },
  ],
  [
    "malformed multipart",
    (url) =>
      fetch(`${url}/api/applications`, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=xyz", "Idempotency-Key": newKey() },
        body: '--xyz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nRohan\r\n--nope',
      }),
    { status: 400, message: "the form encoding is malformed" },
  ],
];

it(`has at least 40 bad requests to send (${CASES.length})`, () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40);
});

describe.each(CASES)("%s", (_name, send, expected) => {
  it(`is answered ${expected.status} with its message, storing nothing`, async () => {
    const rowsBefore = await engine.rows("SELECT id FROM requests");
    const objectsBefore = await engine.objects();
    const response = await send(engine.url);
    expect(response.status).toBe(expected.status);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const answer = await response.json();
    if (expected.message) expect(answer.message).toContain(expected.message);
    if (expected.field) {
      const [name, text] = expected.field;
      expect(answer.message).toBe(fieldsNeedFixing);
      expect(answer.errors[name]).toContain(text);
    }
    expect(await engine.rows("SELECT id FROM requests")).toEqual(rowsBefore);
    expect(await engine.objects()).toEqual(objectsBefore);
  });
});

it("refuses a bad GSTIN in Hindi, on its field, to a booking from a Hindi page", async () => {
  const response = await booking({ lang: "hi", company: "एक्मे", gstin: "99AAPFU0939F1ZV" })(engine.url);
  expect(response.status).toBe(422);
  const answer = await response.json();
  expect(answer.errors).toEqual({
    gstin:
      "GST पहचान संख्या किसी राज्य के कोड (01 से 38) से शुरू होती है; यह 99 से शुरू होती है। इसे GST रजिस्ट्रेशन सर्टिफ़िकेट से देखकर लिखें।",
  });
  expect(await engine.rows("SELECT id FROM requests")).toEqual([]);
});

it("still stores a valid request after all of them", async () => {
  const response = await booking({})(engine.url);
  expect(response.status).toBe(201);
  expect(await engine.rows("SELECT id FROM requests")).toHaveLength(1);
  expect(await engine.rows("SELECT template FROM outbox ORDER BY rowid")).toEqual([
    { template: "agency" },
    { template: "received" },
  ]);
});
