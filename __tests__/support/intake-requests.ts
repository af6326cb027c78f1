// Requests as the site's forms send them to the intake API, for the tests
// that run the Worker on its engine.
import { randomUUID } from "node:crypto";
import { daysFromToday } from "./worker-engine";

export const validBooking = () => ({
  trip: "spiti-winter-expedition",
  departure: daysFromToday(30),
  request: "booking",
  fullName: "Ananya Śarmā",
  email: "ananya@example.com",
  countryCode: "+91",
  phone: "9876543210",
  seats: "2",
  travellers: "Ravi Śarmā",
  message: "Vegetarian food, please.",
  // Who is billed, as the form asks: two seats of Spiti (₹77,998 before tax) need the address.
  state: "06",
  address: "14 Sector 15, Gurugram",
  company: "",
  gstin: "",
});

export const validMessage = () => ({
  firstName: "Meera",
  lastName: "Iyer",
  email: "meera@example.com",
  subject: "custom-trip",
  message: "A family trip to Kerala in December?",
});

/** A small but real PDF: what a resume's first bytes look like. */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

export const validApplicationFields = () => ({
  job: "tour-planner",
  fullName: "Rohan Mehta",
  email: "rohan@example.com",
  coverLetter: "I have planned trips for my college for four years.",
});

export const newKey = () => randomUUID();

/**
 * wrangler's local proxy in front of workerd now and then loses a POST under
 * load and answers it itself: 503 "Your worker restarted mid-request"
 * (workers-sdk#14641; the Worker never answers so). A form with an
 * idempotency key sends it again, as the site's forms do after a failed
 * attempt, and the Worker stores it once; a request without a key is not
 * resent, and the test sees what wrangler said.
 */
async function sendAsTheFormsDo(send: () => Promise<Response>, key: string | null): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (key === null || attempt === 3 || response.status !== 503) return response;
    if (!(await response.clone().text()).startsWith("Your worker restarted mid-request")) return response;
  }
}

export async function postJson(url: string, body: unknown, key: string | null = newKey(), headers = {}) {
  return sendAsTheFormsDo(
    () =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}), ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    key,
  );
}

export function applicationForm(
  fields: Record<string, string> = validApplicationFields(),
  file: { name: string; bytes: Uint8Array; type?: string } | null = { name: "Rohan-CV.pdf", bytes: PDF_BYTES },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file)
    form.set("resume", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }), file.name);
  return form;
}

export async function postForm(url: string, form: FormData, key: string | null = newKey()) {
  return sendAsTheFormsDo(
    () => fetch(url, { method: "POST", headers: key ? { "Idempotency-Key": key } : {}, body: form }),
    key,
  );
}
