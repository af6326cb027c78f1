/**
 * @jest-environment node
 */
import PostalMime from "postal-mime";
import { agencyEmail, type EmailedRequest } from "../../emails/agency-email";

const agency = { name: "Safarnama", email: "hello@safarnama.example", careersEmail: "careers@safarnama.example" };

const booking: EmailedRequest = {
  id: "2f1c",
  kind: "booking",
  received_at: "2026-11-24T10:00:00.000Z",
  full_name: "Ananya Śarmā",
  first_name: null,
  last_name: null,
  email: "ananya@example.com",
  country_code: "+91",
  phone: "9876543210",
  trip_title: "Spiti Valley Winter Expedition",
  departure_start: "2027-01-16",
  departure_end: "2027-01-23",
  job_title: null,
  subject: null,
  message: "Vegetarian, please.\nTwo of us.",
  cover_letter: null,
  resume_key: null,
  resume_name: null,
  resume_type: null,
  seats: 2,
  travellers: "Ravi Śarmā",
  reference: "SF-7K3Q9XMD",
  hold_until: "2026-11-26T10:00:00.000Z",
};

describe("agencyEmail", () => {
  it("writes a booking to the agency, replying to the visitor, every character intact", async () => {
    const email = agencyEmail(booking, agency, "requests@safarnama.example");
    expect([email.from, email.to]).toEqual(["requests@safarnama.example", "hello@safarnama.example"]);
    const parsed = await PostalMime.parse(email.raw);
    expect(parsed.to).toEqual([{ address: "hello@safarnama.example", name: "" }]);
    expect(parsed.replyTo).toEqual([{ address: "ananya@example.com", name: "" }]);
    expect(parsed.messageId).toBe("<2f1c@safarnama.example>");
    expect(parsed.subject).toBe("Booking: Spiti Valley Winter Expedition, 2027-01-16 — Ananya Śarmā");
    expect(parsed.text).toContain("Name: Ananya Śarmā\n");
    expect(parsed.text).toContain(
      "Seats: 2\nTravelling with them: Ravi Śarmā\nReference: SF-7K3Q9XMD\nSeats held until: 26 Nov 2026, 3:30 pm IST\n",
    );
    expect(parsed.text).toContain("Departure: 2027-01-16 to 2027-01-23\n");
    expect(parsed.text).toContain("Message:\nVegetarian, please.\nTwo of us.\n");
  });

  it("says when a waitlist request is for the next, unscheduled departure", async () => {
    const row = { ...booking, kind: "waitlist" as const, departure_start: null, departure_end: null };
    const parsed = await PostalMime.parse(agencyEmail(row, agency, "requests@safarnama.example").raw);
    expect(parsed.subject).toBe("Waitlist request: Spiti Valley Winter Expedition, next departure — Ananya Śarmā");
    expect(parsed.text).toContain("Departure: the next departure, not yet scheduled");
  });

  it("sends an application to the careers address with the resume attached, its name made safe for a header", async () => {
    const resume = new Uint8Array(300).map((_, index) => index % 256);
    const row: EmailedRequest = {
      ...booking,
      kind: "application",
      full_name: "Rohan Mehta",
      trip_title: null,
      departure_start: null,
      job_title: "Tour Planner",
      message: null,
      cover_letter: "Hello",
      resume_key: "resumes/2f1c",
      resume_name: 'Rohan "CV" – 2026.pdf',
      resume_type: "application/pdf",
    };
    const email = agencyEmail(row, agency, "requests@safarnama.example", {
      name: row.resume_name!,
      type: "application/pdf",
      bytes: resume,
    });
    expect(email.to).toBe("careers@safarnama.example");
    expect(email.raw.split("\r\n").every((line) => line.length <= 998)).toBe(true);
    const parsed = await PostalMime.parse(email.raw);
    expect(parsed.subject).toBe("Job application: Tour Planner — Rohan Mehta");
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0].filename).toBe("Rohan _CV_ _ 2026.pdf");
    expect(new Uint8Array(parsed.attachments[0].content as ArrayBuffer)).toEqual(resume);
  });
});
