/**
 * @jest-environment node
 */
// docs/emails.md quotes each email a traveller gets, in English and in Hindi;
// it must say what the Worker writes.
import { departurePrice, type Departure } from "../../content/departures";
import { readFileSync } from "node:fs";
import path from "node:path";
import { schemaOfDataFile } from "../../content/file-schemas";
import { contentFileOf, entryIn } from "../../content/localise";
import type { Locale } from "../../content/locales.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { testTravellerQuestions, testTravellerQuestionsInHindi } from "../support/catalogue-fixtures";

type Template =
  | "received"
  | "confirmed"
  | "lapsed"
  | "waitlisted"
  | "offered"
  | "deposit-paid"
  | "balance-due"
  | "balance-reminder"
  | "balance-paid"
  | "refunded"
  | "refund-returned"
  | "tax-invoice"
  | "travellers-due-21"
  | "travellers-due-10";

/** The Worker's email writer, loaded untyped: the Worker's own types are workerd's (worker/tsconfig.json). */
const { travellerEmail } = jest.requireActual<{
  travellerEmail(
    template: Template,
    row: Record<string, unknown>,
    catalogue: IntakeCatalogue,
    siteUrl: string,
    money?: {
      link: Record<string, unknown> | null;
      balanceLink?: Record<string, unknown> | null;
      payments: readonly Record<string, unknown>[];
      refunds: readonly Record<string, unknown>[];
      documents?: readonly Record<string, unknown>[];
    },
    depositOnline?: boolean,
    readiness?: readonly { seat: number; name: string | null; gaps: string[] }[],
  ): { subject: string; text: string };
}>("../../worker/emails/traveller-emails");

/** The review emails' writer, loaded untyped likewise. */
const { reviewEmail } = jest.requireActual<{
  reviewEmail(
    facts: Record<string, unknown>,
    row: Record<string, unknown>,
    catalogue: IntakeCatalogue,
    siteUrl: string,
    now: Date,
  ): { subject: string; text: string };
}>("../../worker/emails/review-emails");

const ROOT = path.resolve(__dirname, "../..");
/** A data file's entry in `lang`: its English (each file holds {"en": entry, "hi": its translation}), or the translation laid over it. */
function read(file: string, lang: Locale = "en") {
  const parsed = contentFileOf(JSON.parse(readFileSync(path.join(ROOT, file), "utf8")));
  if ("problem" in parsed) throw new Error(`${file}: ${parsed.problem}`);
  // Untyped, as JSON.parse gives it.
  return entryIn(schemaOfDataFile(file.replace(/^data\//, ""))!, parsed, lang) as ReturnType<typeof JSON.parse>;
}

/** How each language's emails are headed in docs/emails.md: '### `received`', '### `received`, in Hindi'. */
const HEADING_SUFFIX: Record<Locale, string> = { en: "", hi: ", in Hindi" };

/** The names the booker typed, as a booker on each language's pages may type them. */
const NAMES: Record<Locale, { booker: string; other: string }> = {
  en: { booker: "Ananya Śarmā", other: "Ravi Śarmā" },
  hi: { booker: "अनन्या शर्मा", other: "रवि शर्मा" },
};

/** The intake catalogue the build writes from data/, with the trip the emails are about. */
function catalogueOfData(): IntakeCatalogue {
  const company = read("data/company.json");
  const spiti = read("data/trips/spiti-winter-expedition.json");
  const spitiInHindi = read("data/trips/spiti-winter-expedition.json", "hi");
  return {
    builtAt: "2026-11-01T00:00:00.000Z",
    agency: { ...company, careersEmail: company.careersEmail },
    terms: read("data/booking-terms.json"),
    reviews: read("data/reviews.json"),
    tax: read("data/tax.json"),
    trips: {
      [spiti.slug]: {
        title: spiti.title,
        price: spiti.price,
        // Each with its price, as the build writes the catalogue.
        departures: spiti.departures.map((departure: Departure) => ({
          ...departure,
          price: departurePrice(spiti, departure),
        })),
        level: spiti.difficulty.level,
        pickup: spiti.pickup,
        drop: spiti.drop,
        thingsToCarry: spiti.thingsToCarry,
        itinerary: spiti.itinerary,
      },
    },
    jobs: {},
    travellerQuestions: testTravellerQuestions,
    translations: {
      hi: {
        agencyName: read("data/company.json", "hi").name,
        trips: { [spiti.slug]: spitiInHindi },
        travellerQuestions: testTravellerQuestionsInHindi,
      },
    },
  };
}

it.each(["en", "hi"] as const)(
  "quotes each traveller's email in %s word for word, as the Worker writes it from data/",
  (lang) => {
    const catalogue = catalogueOfData();
    const spiti = read("data/trips/spiti-winter-expedition.json");
    const { booker, other } = NAMES[lang];
    const booking = {
      kind: "booking",
      status: "held",
      lang,
      reference: "SF-7K3Q9XMD",
      token: "0123456789abcdef".repeat(3),
      full_name: booker,
      email: "ananya@example.com",
      trip_slug: spiti.slug,
      trip_title: spiti.title,
      departure_start: "2027-01-16",
      departure_end: "2027-01-23",
      seats: 2,
      travellers: other,
      hold_until: "2026-11-27T09:30:00.000Z",
    };
    const waitlist = {
      kind: "waitlist",
      seats: 1,
      travellers: null,
      departure_start: "2027-02-13",
      departure_end: "2027-02-20",
    };
    // The 2 seats' deposit, ₹11,970 (30% of ₹19,949 a seat, rounded, twice), on a link and paid by UPI.
    const link = {
      id: "plink_Qx7Yc2mN4pLkTe",
      request_id: "r1",
      purpose: "deposit",
      amount: 1_197_000,
      currency: "INR",
      short_url: "https://rzp.io/rzp/Qx7Yc2mN",
      expire_by: "2026-11-25T10:00:00.000Z",
      status: "created",
      created_at: "2026-11-25T09:30:00.000Z",
    };
    const payment = {
      id: "pay_Qx7Z1fK9aBcDeF",
      request_id: "r1",
      link_id: link.id,
      purpose: "deposit",
      amount: link.amount,
      currency: "INR",
      method: "upi",
      paid_at: "2026-11-25T09:41:00.000Z",
      without_seat: 0,
    };
    const online = { hold_until: "2026-11-25T10:00:00.000Z" };
    // The balance, ₹27,928 for the 2 seats, on its own link, due by the end of 11 Jan 2027 in India.
    const balanceLink = {
      ...link,
      id: "plink_Rb2Kd8sW1mPqZx",
      purpose: "balance",
      amount: 2_792_800,
      short_url: "https://rzp.io/rzp/Rb2Kd8sW",
      expire_by: "2027-01-11T18:29:59.000Z",
    };
    const balancePaid = { ...payment, id: "pay_Rb2M4hT7cXyZab", purpose: "balance", amount: 2_792_800 };
    const confirmed = { status: "confirmed", hold_until: null };
    // Each payment's receipt voucher, issued with it: the email that announces the payment links it.
    const voucherOf = (paid: { id: string; paid_at: string }, count: number) => ({
      series: "RV",
      financial_year: "2026-27",
      count,
      kind: "receiptVoucher",
      request_id: "r1",
      source: paid.id,
      issued_at: paid.paid_at,
      body: "{}",
    });
    // And each refund's refund voucher, issued as it is claimed: the refund's emails link it.
    const refundVoucherOf = (refunded: { receipt: string; at: string }, count: number) => ({
      ...voucherOf({ id: refunded.receipt, paid_at: refunded.at }, count),
      series: "RFV",
      kind: "refundVoucher",
    });
    // The tax invoice, issued on the day the tour starts, as stored: its value, and what the deposit left to pay.
    const invoice = {
      ...voucherOf({ id: "r1", paid_at: "2027-01-15T21:30:00.000Z" }, 11),
      series: "INV",
      kind: "taxInvoice",
      body: JSON.stringify({ tax: { amount: 3_989_800 }, invoice: { due: 2_792_800 } }),
    };
    const refund = {
      receipt: `${payment.id}:traveller`,
      request_id: "r1",
      payment_id: payment.id,
      amount: 598_500,
      status: "sent",
      refund_id: "rfnd_Rc9Lm2Qw8eTy",
      percent: 50,
      reason: "traveller",
      at: "2026-12-20T06:00:00.000Z",
    };
    // A deposit paid by bank transfer and recorded on the desk; cancelled by the traveller, half of it
    // was owed back by hand, and staff marked it returned with the transfer's reference.
    const byTransfer = {
      ...payment,
      id: "desk_3f1c2d4e-8a52-4c52-9a7e-0d6f5d578a52",
      link_id: null,
      method: "bank transfer",
      recorded_by: "priya@safarnama.example",
    };
    const returned = {
      ...refund,
      receipt: `${byTransfer.id}:traveller`,
      payment_id: byTransfer.id,
      status: "by-hand",
      refund_id: null,
      returned_at: "2026-12-22T05:30:00.000Z",
      returned_by: "priya@safarnama.example",
      returned_method: "bank transfer",
      returned_note: "UTR 402918376521",
    };
    // Ananya told her details on the booking page and has yet to send her fitness proof; Ravi told nothing yet.
    const readiness = [
      { seat: 1, name: booker, gaps: ["proof"] },
      { seat: 2, name: null, gaps: ["details", "proof"] },
    ];
    const docs = readFileSync(path.join(ROOT, "docs/emails.md"), "utf8");
    const noMoney = { link: null, payments: [], refunds: [] };
    for (const [heading, template, change, money, depositOnline = false, told = []] of [
      ["`received`", "received", {}, undefined],
      ["`received`, paid online", "received", online, { link, payments: [], refunds: [] }],
      ["`confirmed`", "confirmed", { status: "confirmed", hold_until: null }, undefined],
      [
        "`deposit-paid`",
        "deposit-paid",
        { status: "confirmed", hold_until: null },
        { link, payments: [payment], refunds: [], documents: [voucherOf(payment, 42)] },
      ],
      ["`balance-due`", "balance-due", confirmed, { link, balanceLink, payments: [payment], refunds: [] }],
      ["`balance-reminder`", "balance-reminder", confirmed, { link, balanceLink, payments: [payment], refunds: [] }],
      [
        "`balance-paid`",
        "balance-paid",
        confirmed,
        {
          link,
          balanceLink,
          payments: [payment, balancePaid],
          refunds: [],
          documents: [voucherOf(payment, 42), voucherOf(balancePaid, 97)],
        },
      ],
      [
        "`refunded`",
        "refunded",
        { status: "cancelled", hold_until: null },
        {
          link,
          payments: [payment],
          refunds: [refund],
          documents: [voucherOf(payment, 42), refundVoucherOf(refund, 7)],
        },
      ],
      [
        "`refund-returned`",
        "refund-returned",
        { status: "cancelled", hold_until: null },
        {
          link: null,
          payments: [byTransfer],
          refunds: [returned],
          documents: [voucherOf(byTransfer, 42), refundVoucherOf(returned, 8)],
        },
      ],
      [
        "`tax-invoice`",
        "tax-invoice",
        confirmed,
        { link, payments: [payment], refunds: [], documents: [voucherOf(payment, 42), invoice] },
      ],
      ["`lapsed`", "lapsed", { status: "lapsed", hold_until: null }, undefined],
      ["`waitlisted`", "waitlisted", { ...waitlist, status: "waiting", hold_until: null }, undefined],
      ["`offered`", "offered", { ...waitlist, status: "offered" }, undefined],
      ["`offered`, paid online", "offered", { ...waitlist, status: "offered" }, noMoney, true],
      [
        "`deposit-paid`, travellers' details missing",
        "deposit-paid",
        confirmed,
        { link, payments: [payment], refunds: [] },
        true,
        readiness,
      ],
      [
        "`travellers-due-21`",
        "travellers-due-21",
        confirmed,
        { link, payments: [payment], refunds: [] },
        true,
        readiness,
      ],
      [
        "`travellers-due-10`",
        "travellers-due-10",
        confirmed,
        { link, payments: [payment], refunds: [] },
        true,
        readiness,
      ],
    ] as const) {
      const email = travellerEmail(
        template,
        { ...booking, ...change },
        catalogue,
        "https://safarnama.example",
        money,
        depositOnline,
        told,
      );
      expect(docs).toContain(
        `### ${heading}${HEADING_SUFFIX[lang]}\n\nSubject: ${email.subject}\n\n\`\`\`text\n${email.text}\`\`\``,
      );
    }
  },
);

it.each(["en", "hi"] as const)("quotes each review email in %s word for word, as the Worker writes it", (lang) => {
  const catalogue = catalogueOfData();
  const { booker } = NAMES[lang];
  const booking = {
    lang,
    full_name: booker,
    email: "ananya@example.com",
    trip_slug: "spiti-winter-expedition",
    trip_title: "Spiti Valley Winter Expedition",
  };
  // Ananya told her details; nobody told Ravi's seat, so the booker's own line (seat 0) stands for it.
  const line = (id: string, seat: number, fullName: string, reviewed = false) => ({
    id,
    token: `${id}${"0".repeat(32)}`,
    seat,
    full_name: fullName,
    write_by: "2027-03-27T04:30:00.000Z",
    reminded_at: "2027-02-03T21:30:00.000Z",
    departure_start: "2027-01-16",
    departure_end: "2027-01-23",
    reviewed: reviewed ? 1 : 0,
  });
  const lines = [line("3f9c0a7d1e2b4c68", 0, booker), line("8b1e5c0f9a7d2e43", 1, booker, true)];
  const held = {
    id: "RV-7KQ3MX",
    status: "held",
    held_reason: "others-personal-data",
    held_note: lang === "en" ? "Please leave out the driver's phone number." : "कृपया ड्राइवर का फ़ोन नंबर हटा दें।",
    trip_slug: "spiti-winter-expedition",
    invitation_id: "3f9c0a7d1e2b4c68",
    token: `3f9c0a7d1e2b4c68${"0".repeat(32)}`,
    request_id: "booking",
  };
  const docs = readFileSync(path.join(ROOT, "docs/emails.md"), "utf8");
  const now = new Date("2027-02-04T03:00:00.000Z");
  for (const [heading, facts] of [
    ["`review-asked`", { template: "review-asked", lines }],
    ["`review-reminder`", { template: "review-reminder", lines }],
    ["`review-held`", { template: "review-held", held }],
  ] as const) {
    const email = reviewEmail(facts, booking, catalogue, "https://safarnama.example", now);
    expect(docs).toContain(
      `### ${heading}${HEADING_SUFFIX[lang]}\n\nSubject: ${email.subject}\n\n\`\`\`text\n${email.text}\`\`\``,
    );
  }
});
