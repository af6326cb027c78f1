/**
 * @jest-environment node
 */
import { SPITI_IN_HINDI, spitiCatalogue } from "../../../__tests__/support/catalogue-fixtures";
import type { SummarisedRequest } from "../../bookings/booking-summary";
import type { PaymentRow, RefundRow, TaxDocumentRow } from "../../db/rows";
import { seatsOwing, travellerEmail } from "../../emails/traveller-emails";
import { seatReadiness } from "../../bookings/traveller-readiness";

const catalogue = spitiCatalogue();

const held: SummarisedRequest = {
  kind: "booking",
  status: "held",
  lang: "en",
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

  describe("the receipt of a refund returned by hand", () => {
    const paid = (id: string, amount: number, method: string): PaymentRow => ({
      id,
      request_id: "r1",
      link_id: null,
      purpose: "deposit",
      amount,
      currency: "INR",
      method,
      paid_at: "2026-11-25T09:41:00.000Z",
      without_seat: 0,
      recorded_by: "priya@safarnama.example",
    });
    const returned = (
      payment: PaymentRow,
      returnedAt: string | null,
      method: RefundRow["returned_method"],
      note: string | null,
    ): RefundRow => ({
      receipt: `${payment.id}:agency`,
      request_id: "r1",
      payment_id: payment.id,
      amount: payment.amount,
      status: "by-hand",
      refund_id: null,
      percent: 100,
      reason: "agency",
      at: "2026-12-20T06:00:00.000Z",
      returned_at: returnedAt,
      returned_by: returnedAt ? "priya@safarnama.example" : null,
      returned_method: method,
      returned_note: note,
    });
    const cancelled = { ...held, status: "cancelled", hold_until: null };
    const deposit = paid("desk_deposit", 1_197_000, "bank transfer");
    const balance = paid("desk_balance", 2_792_800, "cash");

    it("lists each refund returned, how and on which day in India, with its reference, and what to wait for", () => {
      const email = travellerEmail("refund-returned", cancelled, catalogue, SITE, {
        link: null,
        payments: [deposit, balance],
        refunds: [
          // Half past midnight on the 22nd in India is still the 21st in UTC: the receipt gives India's day.
          returned(deposit, "2026-12-21T19:00:00.000Z", "bank transfer", "UTR 402918376521 <b>"),
          returned(balance, "2026-12-22T05:30:00.000Z", "cash", null),
        ],
      });
      expect(email.subject).toBe(
        "SF-7K3Q9XMD: we have returned your refund of ₹39,898 for Spiti Valley Winter Expedition",
      );
      expect(email.text).toContain(
        "We have returned your refund of ₹39,898 for Spiti Valley Winter Expedition: " +
          "₹11,970 by bank transfer on 22 Dec 2026 (reference: UTR 402918376521 <b>); ₹27,928 in cash on 22 Dec 2026.",
      );
      expect(email.text).toContain(
        "A bank transfer can take a working day to show in your account. If anything here does not match",
      );
      // The staff's reference reaches the HTML escaped.
      expect(email.html).toContain("(reference: UTR 402918376521 &#60;b&#62;)");
      expect(email.html).not.toContain("<b>");
    });

    it("says nothing of waiting for money handed over in cash, and leaves out a refund not yet returned", () => {
      const email = travellerEmail("refund-returned", cancelled, catalogue, SITE, {
        link: null,
        payments: [deposit, balance],
        refunds: [returned(deposit, null, null, null), returned(balance, "2026-12-22T05:30:00.000Z", "cash", null)],
      });
      expect(email.subject).toBe(
        "SF-7K3Q9XMD: we have returned your refund of ₹27,928 for Spiti Valley Winter Expedition",
      );
      expect(email.text).toContain(
        "We have returned your refund of ₹27,928 for Spiti Valley Winter Expedition in cash on 22 Dec 2026.\n\n" +
          "If anything here does not match what reached you, reply to this email and we will look into it.",
      );
    });

    it("tells a traveller whose refund is owed by hand that a receipt follows", () => {
      const email = travellerEmail("refunded", cancelled, catalogue, SITE, {
        link: null,
        payments: [deposit],
        refunds: [returned(deposit, null, null, null)],
      });
      expect(email.text).toContain(
        "We will return it to you ourselves, by bank transfer unless we agree another way, and email you a receipt once it is sent.",
      );
    });
  });

  describe("the GST documents", () => {
    const cancelled = { ...held, status: "cancelled", hold_until: null };
    const deposit: PaymentRow = {
      id: "pay_1",
      request_id: "r1",
      link_id: "plink_1",
      purpose: "deposit",
      amount: 1_197_000,
      currency: "INR",
      method: "upi",
      paid_at: "2026-11-25T09:41:00.000Z",
      without_seat: 0,
      recorded_by: null,
    };
    const refund: RefundRow = {
      receipt: "pay_1:agency",
      request_id: "r1",
      payment_id: "pay_1",
      amount: 1_197_000,
      status: "sent",
      refund_id: "rfnd_1",
      percent: 100,
      reason: "agency",
      at: "2027-01-17T06:00:00.000Z",
      returned_at: null,
      returned_by: null,
      returned_method: null,
      returned_note: null,
    };
    const document = (kind: TaxDocumentRow["kind"], series: string, count: number, source: string): TaxDocumentRow => ({
      series,
      financial_year: "2026-27",
      count,
      kind,
      request_id: "r1",
      source,
      issued_at: "2027-01-17T06:00:00.000Z",
      body: "{}",
    });
    const documents = [
      document("receiptVoucher", "RV", 42, "pay_1"),
      document("taxInvoice", "INV", 7, "r1"),
      document("creditNote", "CN", 3, "pay_1:agency"),
    ];
    const token = "ab".repeat(24);

    it("a refund after the tax invoice links its credit note, in the text and as a link in the HTML", () => {
      const email = travellerEmail("refunded", cancelled, catalogue, SITE, {
        link: null,
        payments: [deposit],
        refunds: [refund],
        documents,
      });
      const url = `${SITE}/booking/SF-7K3Q9XMD/documents/CN-2627-00003?token=${token}`;
      expect(email.text).toContain(`Your GST credit note CN/2627/00003: ${url}`);
      expect(email.html).toContain(`<p>Your GST credit note CN/2627/00003: <a href="${url}">${url}</a></p>`);
      // Not the payment's receipt voucher, nor the invoice.
      expect(email.text).not.toContain("RV/2627");
      expect(email.text).not.toContain("INV/2627");
    });

    it("a payment's email links its receipt voucher alone", () => {
      const email = travellerEmail(
        "deposit-paid",
        { ...held, status: "confirmed", hold_until: null },
        catalogue,
        SITE,
        { link: null, payments: [deposit], refunds: [], documents },
      );
      expect(email.text).toContain(
        `Your GST receipt voucher RV/2627/00042: ${SITE}/booking/SF-7K3Q9XMD/documents/RV-2627-00042?token=${token}`,
      );
      expect(email.text).not.toContain("CN/2627");
    });

    it("the tax invoice's email says its value and what is still to pay, as issued, and links the invoice alone", () => {
      const invoiceBody = { tax: { amount: 3_989_800 }, invoice: { advances: [], due: 1_532_800 } };
      const issued = documents.map((each) =>
        each.kind === "taxInvoice" ? { ...each, body: JSON.stringify(invoiceBody) } : each,
      );
      const confirmed = { ...held, status: "confirmed", hold_until: null };
      const email = travellerEmail("tax-invoice", confirmed, catalogue, SITE, {
        link: null,
        payments: [deposit],
        refunds: [],
        documents: issued,
      });
      expect(email.subject).toBe("SF-7K3Q9XMD: your tax invoice for Spiti Valley Winter Expedition");
      expect(email.text).toContain("Here is its tax invoice: ₹39,898, GST included");
      expect(email.text).toContain("₹15,328 is still to pay; the invoice says so too.");
      const url = `${SITE}/booking/SF-7K3Q9XMD/documents/INV-2627-00007?token=${token}`;
      expect(email.text).toContain(`Your GST tax invoice INV/2627/00007: ${url}`);
      expect(email.html).toContain(`<a href="${url}">${url}</a>`);
      expect(email.text).not.toContain("RV/2627");
      expect(email.text).not.toContain("CN/2627");

      // Paid in full: nothing said to be due. In Hindi for a Hindi booking.
      const paidUp = issued.map((each) =>
        each.kind === "taxInvoice"
          ? { ...each, body: JSON.stringify({ ...invoiceBody, invoice: { advances: [], due: 0 } }) }
          : each,
      );
      const hindi = travellerEmail("tax-invoice", { ...confirmed, lang: "hi" }, catalogue, SITE, {
        link: null,
        payments: [deposit],
        refunds: [],
        documents: paidUp,
      });
      expect(hindi.text).toContain("यह रही उसकी टैक्स इनवॉइस: GST सहित ₹39,898");
      expect(hindi.text).not.toContain("देना बाकी है");
      expect(hindi.text).toContain(`आपकी GST टैक्स इनवॉइस INV/2627/00007: ${url}`);
    });
  });

  describe("what the travellers still owe", () => {
    const confirmed = { ...held, status: "confirmed", seats: 3, hold_until: null };
    // Seat 1 told, its proof sent back; seat 2 told, its proof with the desk; seat 3 not told.
    const readiness = seatReadiness(3, true, [
      { seat: 1, full_name: "Ananya Śarmā <b>", proof_status: "returned" },
      { seat: 2, full_name: "Ravi Śarmā", proof_status: "submitted" },
    ]);

    it("lists each seat that owes something by number and name, and leaves out what waits on the desk", () => {
      expect(seatsOwing(readiness, "en")).toEqual([
        "Seat 1, Ananya Śarmā <b>: a new fitness proof, as we sent the last one back (your booking page says why)",
        "Seat 3: the traveller's details and a fitness proof",
      ]);
      // A grade without a proof asks for the details alone; a seat told owes nothing.
      expect(
        seatsOwing(seatReadiness(2, false, [{ seat: 2, full_name: "Ravi Śarmā", proof_status: null }]), "en"),
      ).toEqual(["Seat 1: the traveller's details"]);
    });

    it.each([
      ["travellers-due-21", "SF-7K3Q9XMD: travellers' details needed for Spiti Valley Winter Expedition", "in 21 days"],
      [
        "travellers-due-10",
        "SF-7K3Q9XMD: 10 days to go, travellers' details still needed for Spiti Valley Winter Expedition",
        "in 10 days",
      ],
    ] as const)(
      "writes the %s reminder: when the trip leaves, what each seat owes, and where to give it",
      (template, subject, when) => {
        const email = travellerEmail(template, confirmed, catalogue, SITE, undefined, false, readiness);
        expect(email.subject).toBe(subject);
        expect(email.text).toContain(`Spiti Valley Winter Expedition leaves on 16 Jan 2027, ${when}`);
        expect(email.text).toContain(
          "Still to come:\n\n" +
            "- Seat 1, Ananya Śarmā <b>: a new fitness proof, as we sent the last one back (your booking page says why)\n" +
            "- Seat 3: the traveller's details and a fitness proof\n\n" +
            "Fill them in on your booking page (link below), or give each traveller a link of their own from there.",
        );
        expect(email.text).not.toContain("Ravi Śarmā:");
        expect(email.text).toContain(`Your booking page: ${SITE}/booking/SF-7K3Q9XMD?token=${"ab".repeat(24)}`);
        // The HTML lists the same seats, each name escaped.
        expect(email.html).toContain(
          "<ul>\n<li>Seat 1, Ananya Śarmā &#60;b&#62;: a new fitness proof, as we sent the last one back (your booking page says why)</li>\n" +
            "<li>Seat 3: the traveller&#39;s details and a fitness proof</li>\n</ul>",
        );
        expect(email.html).not.toContain("<b>");
      },
    );

    it.each([
      ["confirmed", { status: "confirmed" }],
      ["deposit-paid", { status: "confirmed" }],
    ] as const)("asks for the missing details in the %s email, and says when we remind", (template, change) => {
      const email = travellerEmail(template, { ...confirmed, ...change }, catalogue, SITE, undefined, false, readiness);
      expect(email.text).toContain(
        "One more thing before the trip: we need each traveller's details, for their permits, their rooms and anyone to call in an emergency. Still to come:\n\n" +
          "- Seat 1, Ananya Śarmā <b>: a new fitness proof",
      );
      expect(email.text).toContain("While anything is missing, we remind you 21 and 10 days before departure.");
    });

    it("says nothing of the travellers once every seat is ready, or in an email that is not a confirmation", () => {
      const ready = seatReadiness(1, false, [{ seat: 1, full_name: "Ananya Śarmā", proof_status: null }]);
      expect(travellerEmail("confirmed", confirmed, catalogue, SITE, undefined, false, ready).text).not.toContain(
        "One more thing",
      );
      // A payment that found no seat is no confirmation.
      expect(
        travellerEmail("deposit-paid", { ...confirmed, status: "lapsed" }, catalogue, SITE, undefined, false, readiness)
          .text,
      ).not.toContain("One more thing");
      expect(
        travellerEmail("balance-paid", confirmed, catalogue, SITE, undefined, false, readiness).text,
      ).not.toContain("Still to come");
    });
  });

  describe("to a traveller who booked on the Hindi pages", () => {
    const inHindi: SummarisedRequest = { ...held, lang: "hi", full_name: "अनन्या शर्मा" };

    it("writes the subject, the paragraphs, the summary and the sign-off in Hindi, with the trip's Hindi title", () => {
      const email = travellerEmail("received", inHindi, catalogue, SITE);
      expect(email.subject).toBe(
        `SF-7K3Q9XMD: ${SPITI_IN_HINDI} में आपकी 2 सीटें 26 नव॰ 2026, दोपहर 3:30 बजे IST तक रोकी गईं`,
      );
      for (const line of [
        "प्रिय अनन्या शर्मा,",
        `${SPITI_IN_HINDI} बुक करने के लिए धन्यवाद। हमने आपकी 2 सीटें 26 नव॰ 2026, दोपहर 3:30 बजे IST तक रोक रखी हैं।`,
        "रेफ़रेंस नंबर: SF-7K3Q9XMD",
        `ट्रिप: ${SPITI_IN_HINDI}`,
        "प्रस्थान: 16 जन॰ – 23 जन॰ 2027",
        "सीटें: 2 सीटें",
        "स्थिति: सीटें होल्ड पर",
        "कीमत: ₹19,949 प्रति व्यक्ति, 5% GST सहित",
        "डिपॉज़िट (30%): ₹11,970",
        "बाकी राशि: ₹27,928, 11 जन॰ 2027 तक देय",
        `आपका बुकिंग पेज: ${SITE}/booking/SF-7K3Q9XMD?token=${"ab".repeat(24)}`,
        "कोई सवाल? इस ईमेल का जवाब दें, +91 00000 11111 पर कॉल करें या +91 00000 22222 पर WhatsApp करें।",
        "\nसफ़रनामा\n",
      ]) {
        expect(email.text).toContain(line);
      }
      expect(email.text).not.toMatch(/Dear|Reference|Spiti Valley/);
      expect(email.html).toContain('<html lang="hi">');
      expect(email.html).toContain(">अपना बुकिंग पेज खोलें</a>");
    });

    it("agrees its words with one seat, and asks for the travellers' details in Hindi", () => {
      const confirmed = { ...inHindi, status: "confirmed", seats: 1, travellers: null, hold_until: null };
      const readiness = seatReadiness(1, true, [{ seat: 1, full_name: "अनन्या शर्मा", proof_status: null }]);
      const email = travellerEmail("confirmed", confirmed, catalogue, SITE, undefined, false, readiness);
      expect(email.subject).toBe(`SF-7K3Q9XMD: ${SPITI_IN_HINDI} की आपकी बुकिंग पक्की हो गई`);
      expect(email.text).toContain(`आपका डिपॉज़िट मिल गया है और ${SPITI_IN_HINDI} में आपकी सीट पक्की हो गई है।`);
      expect(email.text).toContain("- सीट 1, अनन्या शर्मा: फ़िटनेस का प्रमाण\n");
      expect(email.text).toContain("हम आपको प्रस्थान से 21 और 10 दिन पहले याद दिलाएँगे।");
    });

    it("names the button to press on the booking page as the Hindi page does", () => {
      const email = travellerEmail(
        "offered",
        { ...inHindi, kind: "waitlist", status: "offered", seats: 1 },
        catalogue,
        SITE,
      );
      expect(email.subject).toBe(`SF-7K3Q9XMD: ${SPITI_IN_HINDI} की सीटें 26 नव॰ 2026, दोपहर 3:30 बजे IST तक आपके लिए हैं`);
      expect(email.text).toContain("और “सीटें लें” चुनें।");
      expect(email.text).toContain("ऑफ़र की समय-सीमा: 26 नव॰ 2026, दोपहर 3:30 बजे IST");
    });

    it("keeps the title the request stored when the site no longer has the trip", () => {
      const gone = { ...inHindi, trip_slug: "retired-trip", trip_title: "Retired Trip" };
      expect(travellerEmail("waitlisted", gone, catalogue, SITE).subject).toBe(
        "SF-7K3Q9XMD: आप Retired Trip की वेटलिस्ट पर हैं",
      );
    });
  });
});
