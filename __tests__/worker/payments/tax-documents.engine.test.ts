/**
 * @jest-environment node
 */
// GST documents on the Worker's engine, with deposits paid online through the
// local Razorpay stand-in and recorded by hand on the desk. Receipt vouchers
// (CGST Rule 50): one for every advance received, with every field the rule
// asks, numbered in the same transaction as the payment; a redelivered webhook
// issues nothing more; fifty payments at once take fifty consecutive numbers;
// a series starts again at 1 when the financial year turns; each has its page
// behind the booking's token, in the booking's language, linked from the
// booking page and the payment's email. Refund vouchers (Rule 51): one for
// each refund of a cancelled booking, against the advance's receipt voucher.
import { financialYearOf } from "../../../content/tax-documents";
import { RETENTION_CRON } from "../../../requests/retention";
import { staffApi, type RequestDetail } from "../../../requests/staff";
import { receiptVoucherFor, type DocumentBody } from "../../../worker/books/tax-documents";
import { issueDocumentSql, type DocumentRequestRow } from "../../../worker/db/tax-document-sql";
import type { TaxDocumentRow } from "../../../worker/db/rows";
import { SPITI_IN_HINDI, testTaxIdentity } from "../../support/catalogue-fixtures";
import { parse } from "parse5";
import { attributeOf, elementsOf, textOf } from "../../support/html-tree";
import { postJson, validBooking } from "../../support/intake-requests";
import { staffCall } from "../../support/staff-calls";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  TEST_DEPOSIT_PAISE_PER_SEAT,
  withoutUnpaidLimits,
  type Engine,
  type LocalRazorpay,
} from "../../support/worker-engine";

jest.setTimeout(300_000);

let engine: Engine;
let razorpay: LocalRazorpay;
let staffToken: string;

/** A departure with room for every booking here: the fifty paid at once among them. */
const ROOMY = daysFromToday(45);
/** The departure the tax invoice's test books on, and then lets start. */
const INVOICED = daysFromToday(20);

beforeAll(async () => {
  const catalogue = withoutUnpaidLimits(testCatalogue());
  catalogue.trips["spiti-winter-expedition"].departures.push({
    startDate: ROOMY,
    endDate: daysFromToday(52),
    seats: 80,
    price: 38999,
  });
  catalogue.trips["spiti-winter-expedition"].departures.push({
    startDate: INVOICED,
    endDate: daysFromToday(27),
    seats: 10,
    price: 38999,
  });
  engine = await startEngine({ catalogue, rateLimit: 100_000, razorpay: true });
  razorpay = engine.razorpay!;
  staffToken = await engine.access.sign("priya@safarnama.example");
});

afterAll(() => engine?.stop());

interface Booked {
  id: string;
  reference: string;
}

async function book(
  name: string,
  lang = "en",
  departure = ROOMY,
  billing: Record<string, string> = {},
): Promise<Booked> {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    lang,
    departure,
    seats: "1",
    travellers: "",
    fullName: name,
    ...billing,
  });
  expect(response.status).toBe(201);
  return response.json();
}

const linkOf = (reference: string) => razorpay.links().find((link) => link.reference_id === reference)!;

const documentsOf = (requestId: string) =>
  engine.rows<TaxDocumentRow>("SELECT * FROM tax_documents WHERE request_id = ? ORDER BY issued_at, rowid", requestId);

const thisYear = () => financialYearOf(new Date());

/** A stored document's number, written out here rather than by the Worker's own code: 'RFV/2627/00001'. */
const numberOfVoucher = ({ series, count }: TaxDocumentRow) =>
  `${series}/${thisYear().code}/${String(count).padStart(5, "0")}`;

/** Books one seat and pays its deposit online, as a traveller does. */
async function bookAndPay(name: string, lang = "en", departure = ROOMY) {
  const booked = await book(name, lang, departure);
  expect(await razorpay.deliver([razorpay.pay(linkOf(booked.reference).id).delivery])).toEqual([200]);
  const [{ token }] = await engine.rows<{ token: string }>("SELECT token FROM requests WHERE id = ?", booked.id);
  return { ...booked, token };
}

/**
 * The traveller's email whose subject starts with `subject`, once the minute's run (at `time`) has sent
 * it: it sends 25 at a time, and the fifty bookings at once queue theirs first.
 */
async function emailSent(subject: string, time = new Date()) {
  const sent = async () => (await engine.travellerEmailsSent()).find((email) => email.subject.startsWith(subject));
  for (let run = 0; run < 10 && !(await sent()); run += 1) await engine.runCron(undefined, time);
  return sent();
}

/** A page's status, the text of its main (spaces collapsed) and its links. */
async function page(path: string) {
  const response = await fetch(`${engine.url}${path}`);
  const all = [...elementsOf(parse(await response.text()))];
  const main = all.find((element) => element.tagName === "main")!;
  return {
    status: response.status,
    text: textOf(main).replace(/\s+/g, " ").trim(),
    links: all
      .filter((element) => element.tagName === "a")
      .map((element) => ({ text: textOf(element).trim(), href: attributeOf(element, "href") ?? "" })),
  };
}

it("an online deposit gets one receipt voucher with every field Rule 50 asks, however often its webhook comes", async () => {
  const booked = await book("Asha Verma");
  const { payment, delivery } = razorpay.pay(linkOf(booked.reference).id);
  expect(await razorpay.deliver([delivery])).toEqual([200]);
  // Razorpay delivers again when it missed our answer, and may report the payment under a new event.
  expect(await razorpay.deliver([delivery])).toEqual([200]);
  expect(await razorpay.deliver([{ ...delivery, id: `${delivery.id}-again` }])).toEqual([200]);

  const documents = await documentsOf(booked.id);
  expect(documents).toHaveLength(1);
  const [voucher] = documents;
  expect(voucher).toMatchObject({
    kind: "receiptVoucher",
    series: "RV",
    financial_year: thisYear().label,
    source: payment.id,
  });
  const body = JSON.parse(voucher.body) as DocumentBody;
  expect(body).toMatchObject({
    kind: "receiptVoucher",
    reference: booked.reference,
    // The supplier's name, address and GSTIN.
    supplier: {
      legalName: testTaxIdentity.legalName,
      address: testTaxIdentity.address,
      gstin: testTaxIdentity.gstin,
      state: { code: "06", name: "Haryana" },
    },
    // The recipient, unregistered: no GSTIN; the booking form does not ask their State yet, so the
    // place of supply is the agency's own State, and the tax CGST and SGST.
    recipient: { name: "Asha Verma", gstin: null },
    placeOfSupply: { code: "06", name: "Haryana" },
    interState: false,
    stateTaxName: "SGST",
    sac: "998555",
    ratePercent: 5,
    rateCondition: testTaxIdentity.rateCondition,
    reverseCharge: false,
    tour: { title: "Spiti Valley Winter Expedition", startDate: ROOMY, travellers: 1 },
    payment: { id: payment.id, purpose: "deposit" },
  });
  // ₹12,285.00 with 5% GST in it: 12,28,500 × 2.5 / 105 = 29,250 paise of CGST and of SGST.
  expect(body.tax).toEqual({
    amount: TEST_DEPOSIT_PAISE_PER_SEAT,
    taxable: 1_170_000,
    cgst: 29_250,
    sgst: 29_250,
    igst: 0,
  });
});

it("a deposit staff record by hand gets its receipt voucher too, saying how it was paid", async () => {
  const booked = await book("Kabir Rao");
  const detail = await desk(staffApi.request(booked.id));
  await desk(staffApi.payments(booked.id), {
    rupees: TEST_DEPOSIT_PAISE_PER_SEAT / 100,
    method: "bank transfer",
    version: detail.version,
  });
  const [voucher] = await documentsOf(booked.id);
  const body = JSON.parse(voucher.body) as DocumentBody;
  expect(body.payment).toMatchObject({ purpose: "deposit", method: "bank transfer" });
  expect(voucher.source).toBe(body.payment!.id);
  expect(body.tax.amount).toBe(TEST_DEPOSIT_PAISE_PER_SEAT);
});

it("fifty deposits paid at once take fifty consecutive numbers, none missing and none twice", async () => {
  const booked = await Promise.all(Array.from({ length: 50 }, (_, index) => book(`Traveller ${index + 1}`)));
  const [{ last: before }] = await engine.rows<{ last: number }>(
    "SELECT last FROM document_counters WHERE series = 'RV' AND financial_year = ?",
    thisYear().label,
  );
  let deliveries = booked.map(({ reference }) => razorpay.pay(linkOf(reference).id).delivery);
  // As Razorpay does, a delivery not answered 200 is delivered again: on a busy machine the local engine
  // now and then answers one of fifty at once 503. A failed batch takes no number, so none goes missing.
  const rounds: number[] = [];
  for (let round = 0; round < 5 && deliveries.length > 0; round += 1) {
    const statuses = await razorpay.deliver(deliveries);
    rounds.push(deliveries.length);
    deliveries = deliveries.filter((_delivery, index) => statuses[index] !== 200);
  }
  expect(deliveries).toEqual([]);

  const counts = (
    await engine.rows<{ count: number }>(
      `SELECT count FROM tax_documents WHERE series = 'RV' AND financial_year = ? AND count > ? ORDER BY count`,
      thisYear().label,
      before,
    )
  ).map(({ count }) => count);
  expect(counts).toEqual(Array.from({ length: 50 }, (_, index) => before + index + 1));
  // One voucher for each booking.
  const perBooking = await engine.rows<{ vouchers: number }>(
    `SELECT COUNT(*) AS vouchers FROM tax_documents WHERE request_id IN (${booked.map(() => "?").join(", ")}) GROUP BY request_id`,
    ...booked.map(({ id }) => id),
  );
  expect(perBooking).toEqual(booked.map(() => ({ vouchers: 1 })));
  console.log(
    `50 concurrent deposits: receipt vouchers RV/${thisYear().code}/${before + 1} to ${before + 50}; deliveries per round: ${rounds.join(", ")}`,
  );
});

it("a series starts again at 1 when the financial year turns at 00:00 IST on 1 April", async () => {
  const row: DocumentRequestRow = {
    id: "turn-of-the-year",
    reference: "SF-TURN0001",
    lang: "en",
    full_name: "Year End",
    trip_slug: "spiti-winter-expedition",
    trip_title: "Spiti Valley Winter Expedition",
    departure_start: ROOMY,
    departure_end: daysFromToday(52),
    seats: 1,
    billing_state: "06",
    billing_address: null,
    billing_company: null,
    billing_gstin: null,
    seat_price: null,
  };
  const catalogue = testCatalogue();
  /** The statements the Worker runs in a payment's batch, run here on the same D1 one after the other. */
  const issueAt = async (paymentId: string, at: string) => {
    const payment = { id: paymentId, purpose: "deposit" as const, amount: 100_000, method: "upi", paidAt: at };
    const statements = issueDocumentSql(receiptVoucherFor(row, catalogue, payment, new Date(at)));
    for (const { sql, values } of statements) await engine.rows(sql, ...values);
  };
  await issueAt("pay_before_midnight", "2031-03-31T18:29:59.000Z");
  await issueAt("pay_second_before", "2031-03-31T18:29:59.999Z");
  await issueAt("pay_at_midnight", "2031-03-31T18:30:00.000Z");
  await issueAt("pay_after_midnight", "2031-04-01T04:00:00.000Z");
  // Issued again for the same payment: nothing more.
  await issueAt("pay_at_midnight", "2031-04-01T05:00:00.000Z");

  const stored = await engine.rows<{ source: string; financial_year: string; count: number }>(
    "SELECT source, financial_year, count FROM tax_documents WHERE request_id = ? ORDER BY financial_year, count",
    row.id,
  );
  expect(stored).toEqual([
    { source: "pay_before_midnight", financial_year: "2030-31", count: 1 },
    { source: "pay_second_before", financial_year: "2030-31", count: 2 },
    { source: "pay_at_midnight", financial_year: "2031-32", count: 1 },
    { source: "pay_after_midnight", financial_year: "2031-32", count: 2 },
  ]);
});

it("the booking page lists the receipt voucher, whose page shows it as issued, behind the booking's token", async () => {
  const booked = await bookAndPay("Meera Iyer");
  const [voucher] = await documentsOf(booked.id);
  const number = `RV/${thisYear().code}/${String(voucher.count).padStart(5, "0")}`;
  const bookingPage = await page(`/booking/${booked.reference}?token=${booked.token}`);
  expect(bookingPage.text).toContain("GST documents");
  const link = bookingPage.links.find(({ text }) => text.startsWith(`Receipt voucher ${number}`));
  expect(link?.href).toBe(
    `/booking/${booked.reference}/documents/${number.replaceAll("/", "-")}?token=${booked.token}`,
  );

  const { status, text } = await page(link!.href);
  expect(status).toBe(200);
  for (const shown of [
    `Receipt voucher ${number}`,
    `Booking reference ${booked.reference}`,
    // The supplier: name, address, GSTIN and State.
    `Supplier Name ${testTaxIdentity.legalName} Address ${testTaxIdentity.address} GSTIN ${testTaxIdentity.gstin} State Haryana (code 06)`,
    // The recipient, not registered, with the address and State the booking form took.
    "Recipient Name Meera Iyer Address 14 Sector 15, Gurugram GSTIN Not registered for GST State Haryana (code 06)",
    "Place of supply Haryana (code 06)",
    "Description Deposit for the tour Spiti Valley Winter Expedition",
    "SAC 998555",
    "Rate of GST 5%",
    "Tax payable on reverse charge No",
    // ₹12,285.00 with 5% GST in it, within Haryana: CGST and SGST at 2.5% each.
    "Taxable value ₹11,700.00 CGST at 2.5% ₹292.50 SGST at 2.5% ₹292.50 Amount received ₹12,285.00",
    "Amount in words Twelve Thousand Two Hundred Eighty Five Rupees Only",
    testTaxIdentity.rateCondition,
    "it needs no signature",
  ]) {
    expect(text).toContain(shown);
  }

  // The email that says the deposit is in links the voucher too.
  expect((await emailSent(`${booked.reference}: deposit received`))?.text).toContain(
    `Your GST receipt voucher ${number}: https://safarnama.example${link!.href}`,
  );

  // Without the token, with another's, or for a number the booking does not have: no such booking.
  const address = link!.href.split("?")[0];
  expect((await page(address)).status).toBe(404);
  expect((await page(`${address}?token=${"x".repeat(booked.token.length)}`)).status).toBe(404);
  const other = address.replace(
    /-(\d+)$/,
    (_match, count: string) => `-${String(Number(count) + 1000).padStart(5, "0")}`,
  );
  expect((await page(`${other}?token=${booked.token}`)).status).toBe(404);
});

it("a Hindi booking's receipt voucher is in Hindi, with each label the rules ask for in English beside it", async () => {
  const booked = await bookAndPay("अनन्या शर्मा", "hi");
  const bookingPage = await page(`/booking/${booked.reference}?token=${booked.token}`);
  const link = bookingPage.links.find(({ text }) => text.startsWith("रसीद वाउचर RV/"));
  const { status, text } = await page(link!.href);
  expect(status).toBe(200);
  for (const shown of [
    "रसीद वाउचर Receipt voucher RV/",
    "आपूर्ति का स्थान Place of supply हरियाणा (कोड 06)",
    // The trip as the Hindi booking names it, in Hindi order.
    `विवरण Description ${SPITI_IN_HINDI} टूर (`,
    "टैक्स योग्य मूल्य Taxable value ₹11,700.00",
    "क्या टैक्स रिवर्स चार्ज पर देय है Tax payable on reverse charge नहीं",
    "बारह हज़ार दो सौ पचासी रुपये मात्र",
  ]) {
    expect(text).toContain(shown);
  }
  // When and how it was paid, in Hindi words and order.
  expect(text).toMatch(/भुगतान Payment \d+ \S+ \d{4}, (सुबह|दोपहर|शाम|रात) \d+:\d\d बजे IST को UPI से/);
});

/** The desk's API, signed in as an owner, as the desk calls it; answers what it answered, which must be 200. */
async function desk<T = RequestDetail>(path: string, body?: object): Promise<T> {
  const response = await staffCall(engine.url, staffToken, body ? "POST" : "GET", path, body);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

it("a business from Maharashtra is billed by its name and GSTIN, its supply placed there: IGST", async () => {
  const booked = await book("Kabir Rao", "en", ROOMY, {
    state: "27",
    address: "Plot 9, Hinjewadi, Pune",
    company: "Acme Offsites LLP",
    gstin: "27aapfu0939f1zv",
  });
  expect(await razorpay.deliver([razorpay.pay(linkOf(booked.reference).id).delivery])).toEqual([200]);
  const [{ token }] = await engine.rows<{ token: string }>("SELECT token FROM requests WHERE id = ?", booked.id);
  const [voucher] = await documentsOf(booked.id);
  const { text } = await page(
    `/booking/${booked.reference}/documents/${numberOfVoucher(voucher).replaceAll("/", "-")}?token=${token}`,
  );
  for (const shown of [
    "Recipient Name Acme Offsites LLP Address Plot 9, Hinjewadi, Pune GSTIN 27AAPFU0939F1ZV State Maharashtra (code 27)",
    "Place of supply Maharashtra (code 27)",
    // ₹12,285.00 with 5% in it, to another State: IGST at the whole rate.
    "Taxable value ₹11,700.00 IGST at 5% ₹585.00 Amount received ₹12,285.00",
  ]) {
    expect(text).toContain(shown);
  }
});

it("a booking whose hold lapses unpaid gets no document", async () => {
  const booked = await book("Tara Sen");
  // The minute's run after the payment link's hold has run out.
  await engine.runCron(undefined, new Date(Date.now() + 2 * 60 * 60_000));
  const [{ status }] = await engine.rows<{ status: string }>("SELECT status FROM requests WHERE id = ?", booked.id);
  expect(status).toBe("lapsed");
  expect(await documentsOf(booked.id)).toEqual([]);
});

it("a booking cancelled by its traveller gets a refund voucher for what goes back, against its receipt voucher, once", async () => {
  const booked = await bookAndPay("Rohan Das");
  const [receiptVoucher] = await documentsOf(booked.id);
  const detail = await desk(staffApi.request(booked.id));
  // 45 days before departure: 90% back by the terms' scale, 10% kept as cancellation charges.
  await desk(staffApi.status(booked.id), { status: "cancelled", cancelledBy: "traveller", version: detail.version });

  const documents = await documentsOf(booked.id);
  expect(documents.map(({ kind }) => kind)).toEqual(["receiptVoucher", "refundVoucher"]);
  const refundVoucher = documents[1];
  expect(refundVoucher).toMatchObject({ series: "RFV", source: `${receiptVoucher.source}:traveller` });
  const body = JSON.parse(refundVoucher.body) as DocumentBody;
  const receiptNumber = `RV/${thisYear().code}/${String(receiptVoucher.count).padStart(5, "0")}`;
  expect(body).toMatchObject({
    kind: "refundVoucher",
    against: { number: receiptNumber, issuedAt: receiptVoucher.issued_at },
    refund: { paymentId: receiptVoucher.source, percent: 90, reason: "traveller", purpose: "deposit" },
    placeOfSupply: { code: "06" },
  });
  // 90% of ₹12,285.00 is ₹11,056.50: 11,05,650 × 2.5 / 105 = 26,325 paise of CGST and of SGST.
  expect(body.tax).toEqual({ amount: 1_105_650, taxable: 1_053_000, cgst: 26_325, sgst: 26_325, igst: 0 });

  // Its page, from the booking page.
  const bookingPage = await page(`/booking/${booked.reference}?token=${booked.token}`);
  const link = bookingPage.links.find(({ text }) => text.startsWith("Refund voucher RFV/"));
  const { status, text } = await page(link!.href);
  expect(status).toBe(200);
  for (const shown of [
    "Description Deposit for the tour Spiti Valley Winter Expedition",
    ": 90% refunded",
    `Against receipt voucher ${receiptNumber} of`,
    "Taxable value ₹10,530.00 CGST at 2.5% ₹263.25 SGST at 2.5% ₹263.25 Amount refunded ₹11,056.50",
    "Amount in words Eleven Thousand Fifty Six Rupees And Fifty Paise Only",
  ]) {
    expect(text).toContain(shown);
  }

  // The email that says so links the refund voucher.
  expect((await emailSent(`${booked.reference}: your booking`))?.text).toContain(
    `Your GST refund voucher ${numberOfVoucher(refundVoucher)}: https://safarnama.example${link!.href}`,
  );
});

it("on the day its departure starts a confirmed booking gets one tax invoice adjusting its advance; what goes back after it is a credit note", async () => {
  const booked = await bookAndPay("Ishaan Mehta", "en", INVOICED);
  const [receiptVoucher] = await documentsOf(booked.id);
  // The daily run at 03:00 IST on the day it starts, and once more: one invoice.
  const startDay = new Date(`${INVOICED}T03:00:00+05:30`);
  await engine.runCron(RETENTION_CRON, startDay);
  await engine.runCron(RETENTION_CRON, startDay);
  const invoices = (await documentsOf(booked.id)).filter(({ kind }) => kind === "taxInvoice");
  expect(invoices).toHaveLength(1);
  const [invoice] = invoices;
  expect(invoice).toMatchObject({ series: "INV", source: booked.id, issued_at: startDay.toISOString() });
  const body = JSON.parse(invoice.body) as DocumentBody;
  // One seat at ₹38,999 + 5%: ₹40,949.00, of which the ₹12,285.00 deposit came in before.
  expect(body.invoice).toEqual({
    advances: [
      {
        number: numberOfVoucher(receiptVoucher),
        issuedAt: receiptVoucher.issued_at,
        amount: 1_228_500,
        // The advance as its receipt voucher taxed it, for GSTR-1's Table 11B.
        tax: (JSON.parse(receiptVoucher.body) as DocumentBody).tax,
        placeOfSupply: (JSON.parse(receiptVoucher.body) as DocumentBody).placeOfSupply,
        ratePercent: 5,
      },
    ],
    due: 2_866_400,
    cancellationCharges: 0,
  });
  // 40,94,900 × 2.5 / 105 = 97,497.62 → 97,498 paise of CGST and of SGST.
  expect(body.tax).toEqual({ amount: 4_094_900, taxable: 3_899_904, cgst: 97_498, sgst: 97_498, igst: 0 });

  const bookingPage = await page(`/booking/${booked.reference}?token=${booked.token}`);
  const link = bookingPage.links.find(({ text }) => text.startsWith(`Tax invoice ${numberOfVoucher(invoice)}`));
  const { text } = await page(link!.href);
  for (const shown of [
    "Description The tour Spiti Valley Winter Expedition",
    "Taxable value ₹38,999.04 CGST at 2.5% ₹974.98 SGST at 2.5% ₹974.98 Invoice value ₹40,949.00",
    `Advances adjusted ${numberOfVoucher(receiptVoucher)} of`,
    ": ₹12,285.00 Still to pay ₹28,664.00",
  ]) {
    expect(text).toContain(shown);
  }
  // Its email, once, links it and says what is still to pay.
  const email = await emailSent(`${booked.reference}: your tax invoice`, startDay);
  expect(email?.text).toContain("₹28,664 is still to pay");
  expect(email?.text).toContain(`Your GST tax invoice ${numberOfVoucher(invoice)}: `);
  expect(email?.text).toContain(link!.href);
  expect(
    await engine.rows("SELECT template FROM outbox WHERE request_id = ? AND template = 'tax-invoice'", booked.id),
  ).toHaveLength(1);

  // The agency cancels: the deposit goes back in full, documented by a credit note against the invoice.
  const detail = await desk(staffApi.request(booked.id));
  await desk(staffApi.status(booked.id), { status: "cancelled", cancelledBy: "agency", version: detail.version });
  const creditNotes = (await documentsOf(booked.id)).filter(({ kind }) => kind === "creditNote");
  expect(creditNotes).toHaveLength(1);
  expect(creditNotes[0]).toMatchObject({ series: "CN", source: `${receiptVoucher.source}:agency` });
  expect(JSON.parse(creditNotes[0].body)).toMatchObject({
    against: { number: numberOfVoucher(invoice), issuedAt: invoice.issued_at },
    tax: { amount: 1_228_500, cgst: 29_250, sgst: 29_250 },
  });
  expect((await documentsOf(booked.id)).map(({ kind }) => kind)).not.toContain("refundVoucher");
});
