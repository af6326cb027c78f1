/**
 * @jest-environment node
 */
import type { IntakeCatalogue } from "../../../requests/intake-catalogue";
import type { SummarisedRequest } from "../../shared/booking-summary";
import { travellerEmail } from "../../emails/traveller-emails";

const catalogue: IntakeCatalogue = {
  builtAt: "2026-11-01T00:00:00.000Z",
  agency: {
    name: "Safarnama",
    email: "hello@safarnama.example",
    careersEmail: "careers@safarnama.example",
    phone: "+91 00000 11111",
    whatsapp: "+91 00000 22222",
  },
  terms: {
    gstPercent: 5,
    depositPercent: 30,
    balanceDueDaysBefore: 5,
    balanceLinkDaysBefore: 12,
    changesDaysBefore: 10,
    holdHours: 48,
    offerHours: 24,
    paymentHoldMinutes: 30,
    waitlistClosesDaysBefore: 7,
    unpaidSeatsPerContact: 6,
    unpaidSeatsPerAddress: 8,
    refunds: [{ minDaysBefore: 31, refundPercent: 90 }],
  },
  trips: {
    "spiti-winter-expedition": {
      title: "Spiti Valley Winter Expedition",
      price: 18999,
      departures: [{ startDate: "2027-01-16", endDate: "2027-01-23", seats: 14 }],
    },
  },
  jobs: {},
};

const held: SummarisedRequest = {
  kind: "booking",
  status: "held",
  reference: "SF-7K3Q9XMD",
  token: "ab".repeat(24),
  full_name: "Ananya Śarmā <script>",
  email: "ananya@example.com",
  trip_slug: "spiti-winter-expedition",
  trip_title: "Spiti Valley Winter Expedition",
  departure_start: "2027-01-16",
  departure_end: "2027-01-23",
  seats: 2,
  travellers: "Ravi Śarmā",
  hold_until: "2026-11-26T10:00:00.000Z",
};

const SITE = "https://safarnama.example";

describe("travellerEmail", () => {
  it("says the seats are held until when, with the reference, the amounts for every seat, what comes next and the link", () => {
    const email = travellerEmail("received", held, catalogue, SITE);
    expect(email.to).toBe("ananya@example.com");
    expect(email.subject).toBe(
      "SF-7K3Q9XMD: your 2 seats on Spiti Valley Winter Expedition held until 26 Nov 2026, 3:30 pm IST",
    );
    // ₹18,999 + 5% = ₹19,949 a seat; deposit ₹5,985 a seat; balance ₹13,964 a seat, due 11 Jan 2027.
    for (const line of [
      "Reference: SF-7K3Q9XMD",
      "Departure: 16 Jan – 23 Jan 2027",
      "Seats: 2 seats",
      "Travelling with you: Ravi Śarmā",
      "Seats held until: 26 Nov 2026, 3:30 pm IST",
      "Total: ₹39,898",
      "Deposit (30%): ₹11,970",
      "Balance: ₹27,928, due by 11 Jan 2027",
      "What happens next: we will call you",
      `Your booking page: ${SITE}/booking/SF-7K3Q9XMD?token=${"ab".repeat(24)}`,
      "call +91 00000 11111 or WhatsApp +91 00000 22222",
    ]) {
      expect(email.text).toContain(line);
    }
    // The HTML says the same, every value escaped.
    expect(email.html).toContain("Dear Ananya Śarmā &#60;script&#62;,");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain(`href="${SITE}/booking/SF-7K3Q9XMD?token=${"ab".repeat(24)}"`);
    expect(email.html).toContain('<th align="left" scope="row">Total</th><td>₹39,898</td>');
  });

  it.each([
    [
      "confirmed",
      { status: "confirmed", hold_until: null },
      "SF-7K3Q9XMD: Spiti Valley Winter Expedition is confirmed",
      "are confirmed",
    ],
    [
      "lapsed",
      { status: "lapsed", hold_until: null },
      "SF-7K3Q9XMD: the hold on Spiti Valley Winter Expedition has ended",
      "have been released",
    ],
    [
      "waitlisted",
      { kind: "waitlist", status: "waiting", hold_until: null },
      "SF-7K3Q9XMD: you are on the waitlist for Spiti Valley Winter Expedition",
      "Waitlist closes: 9 Jan 2027",
    ],
    [
      "offered",
      { kind: "waitlist", status: "offered" },
      "SF-7K3Q9XMD: seats on Spiti Valley Winter Expedition are yours until 26 Nov 2026, 3:30 pm IST",
      "Offer open until: 26 Nov 2026, 3:30 pm IST",
    ],
  ] as const)("writes the %s email", (template, change, subject, line) => {
    const email = travellerEmail(template, { ...held, ...change }, catalogue, SITE);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(line);
  });
});
