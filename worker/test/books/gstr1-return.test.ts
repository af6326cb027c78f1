/**
 * @jest-environment node
 */
// A month's GST documents shaped into GSTR-1's tables and written as the accountant's CSV: which table
// each document goes to (a registered recipient's invoice and credit note, an inter-State invoice over
// ₹1 lakh to an unregistered one and its credit note, the rest added up by place of supply and rate),
// the advances received less those refunded, the advances of earlier months adjusted, an advance
// invoiced in the month it came in (at India's midnight) in neither, UTGST in the State/UT column, and
// each series' numbers; every amount to the paisa.
import { gstStateOf } from "../../../content/indian-states";
import { taxInAmount, type DocumentKind } from "../../../content/tax-documents";
import type { DocumentBody, DocumentState } from "../../books/tax-documents";
import type { TaxDocumentRow } from "../../db/rows";
import { GSTR1_COLUMNS, gstr1Csv, offlineToolDate, rupeesOf } from "../../books/gstr1-csv";
import { B2CL_MORE_THAN_PAISE, gstr1Return } from "../../books/gstr1-return";
import { parseCsv } from "../../../__tests__/support/csv";

const HARYANA: DocumentState = { code: "06", name: "Haryana" };
const MAHARASHTRA: DocumentState = { code: "27", name: "Maharashtra" };
const CHANDIGARH: DocumentState = { code: "04", name: "Chandigarh" };
const BUSINESS = "27AAPFU0939F1ZV";

const SERIES: Record<DocumentKind, string> = {
  receiptVoucher: "RV",
  taxInvoice: "INV",
  refundVoucher: "RFV",
  creditNote: "CN",
};

interface Made {
  kind: DocumentKind;
  count: number;
  issuedAt: string;
  request: string;
  /** Paise, tax included. */
  amount: number;
  place: DocumentState;
  /** The supplier's State: Haryana, unless a test puts the agency in a Union Territory. */
  supplier?: DocumentState;
  gstin?: string;
  invoice?: DocumentBody["invoice"];
  against?: DocumentBody["against"];
}

/** A document as D1 stores it, its body as the Worker writes one (the fields the return reads, and the rest). */
function stored(made: Made): TaxDocumentRow {
  const supplier = made.supplier ?? HARYANA;
  const interState = made.place.code !== supplier.code;
  const body = {
    kind: made.kind,
    lang: "en",
    reference: `SF-${made.request.toUpperCase()}`,
    supplier: { legalName: "Safarnama Travels", address: "Gurugram", gstin: "06AAAAA0000A1Z5", state: supplier },
    recipient: { name: `Booker ${made.request}`, address: null, gstin: made.gstin ?? null, state: null },
    placeOfSupply: made.place,
    interState,
    stateTaxName: gstStateOf(made.place.code)!.utgst ? "UTGST" : "SGST",
    sac: "998555",
    ratePercent: 5,
    rateCondition: "",
    reverseCharge: false,
    tour: { title: "Spiti", startDate: "2026-05-20", endDate: "2026-05-27", travellers: 1 },
    tax: taxInAmount(made.amount, 5, !interState),
    ...(made.invoice ? { invoice: made.invoice } : {}),
    ...(made.against !== undefined ? { against: made.against } : {}),
  } satisfies DocumentBody;
  return {
    series: SERIES[made.kind],
    financial_year: "2026-27",
    count: made.count,
    kind: made.kind,
    request_id: made.request,
    source: `${made.kind}-${made.count}`,
    issued_at: made.issuedAt,
    body: JSON.stringify(body),
  };
}

const number = (kind: DocumentKind, count: number) => `${SERIES[kind]}/2627/${String(count).padStart(5, "0")}`;

// April: advances of bookings a (in Haryana) and d (a business in Maharashtra), invoiced in May.
const rv1 = stored({ kind: "receiptVoucher", count: 1, issuedAt: "2026-04-10T06:00:00.000Z", request: "a", amount: 1_228_500, place: HARYANA }); // prettier-ignore
const rv4 = stored({ kind: "receiptVoucher", count: 4, issuedAt: "2026-04-12T06:00:00.000Z", request: "d", amount: 1_228_500, place: MAHARASHTRA, gstin: BUSINESS }); // prettier-ignore
// May.
const rv2 = stored({ kind: "receiptVoucher", count: 2, issuedAt: "2026-05-03T06:00:00.000Z", request: "a", amount: 2_866_400, place: HARYANA }); // prettier-ignore
const rv3 = stored({ kind: "receiptVoucher", count: 3, issuedAt: "2026-05-04T06:00:00.000Z", request: "b", amount: 3_685_500, place: MAHARASHTRA }); // prettier-ignore
// An agency in Chandigarh, a Union Territory without a legislature, receiving from Chandigarh: CGST and UTGST.
const rv5 = stored({ kind: "receiptVoucher", count: 5, issuedAt: "2026-05-05T06:00:00.000Z", request: "f", amount: 1_000_000, place: CHANDIGARH, supplier: CHANDIGARH }); // prettier-ignore
// 00:30 on 1 May in India (19:00 UTC on 30 April): a May advance, invoiced in May.
const rv6 = stored({ kind: "receiptVoucher", count: 6, issuedAt: "2026-04-30T19:00:00.000Z", request: "h", amount: 1_228_500, place: HARYANA }); // prettier-ignore
// 90% of an April deposit of booking c refunded.
const rfv1 = stored({ kind: "refundVoucher", count: 1, issuedAt: "2026-05-06T06:00:00.000Z", request: "c", amount: 1_105_650, place: HARYANA, against: { number: "RV/2627/00000", issuedAt: "2026-04-01T06:00:00.000Z" } }); // prettier-ignore
const advance = (row: TaxDocumentRow) => ({
  number: number(row.kind, row.count),
  issuedAt: row.issued_at,
  amount: (JSON.parse(row.body) as DocumentBody).tax.amount,
});
const inv1 = stored({ kind: "taxInvoice", count: 1, issuedAt: "2026-05-19T21:30:00.000Z", request: "a", amount: 4_094_900, place: HARYANA, invoice: { advances: [advance(rv1), advance(rv2)], due: 0 } }); // prettier-ignore
const inv2 = stored({ kind: "taxInvoice", count: 2, issuedAt: "2026-05-19T21:30:00.000Z", request: "d", amount: 4_094_900, place: MAHARASHTRA, gstin: BUSINESS, invoice: { advances: [advance(rv4)], due: 2_866_400 } }); // prettier-ignore
// Three seats to an unregistered booker in Maharashtra: ₹1,22,847, over ₹1 lakh.
const inv3 = stored({ kind: "taxInvoice", count: 3, issuedAt: "2026-05-19T21:30:00.000Z", request: "e", amount: 12_284_700, place: MAHARASHTRA, invoice: { advances: [], due: 12_284_700 } }); // prettier-ignore
// Exactly ₹1 lakh is not over it: B2C small.
const inv4 = stored({ kind: "taxInvoice", count: 4, issuedAt: "2026-05-19T21:30:00.000Z", request: "g", amount: B2CL_MORE_THAN_PAISE, place: MAHARASHTRA, invoice: { advances: [], due: B2CL_MORE_THAN_PAISE } }); // prettier-ignore
const inv5 = stored({ kind: "taxInvoice", count: 5, issuedAt: "2026-05-19T21:30:00.000Z", request: "h", amount: 4_094_900, place: HARYANA, invoice: { advances: [advance(rv6)], due: 2_866_400 } }); // prettier-ignore
const againstInvoice = (row: TaxDocumentRow) => ({ number: number(row.kind, row.count), issuedAt: row.issued_at });
const cn1 = stored({ kind: "creditNote", count: 1, issuedAt: "2026-05-25T06:00:00.000Z", request: "e", amount: 3_685_500, place: MAHARASHTRA, against: againstInvoice(inv3) }); // prettier-ignore
const cn2 = stored({ kind: "creditNote", count: 2, issuedAt: "2026-05-26T06:00:00.000Z", request: "a", amount: 500_000, place: HARYANA, against: againstInvoice(inv1) }); // prettier-ignore
const cn3 = stored({ kind: "creditNote", count: 3, issuedAt: "2026-05-27T06:00:00.000Z", request: "d", amount: 1_228_500, place: MAHARASHTRA, gstin: BUSINESS, against: againstInvoice(inv2) }); // prettier-ignore

/** May's documents in the order they were issued, and what D1 answers for its invoices' and credit notes' bookings. */
const MAY = [rv6, rv2, rv3, rv5, rfv1, inv1, inv2, inv3, inv4, inv5, cn1, cn2, cn3];
const RELATED = [rv1, rv2, inv1, rv4, inv2, inv3, inv4, rv6, inv5];

const may = () => gstr1Return("2026-05", MAY, RELATED);

/** The CSV's lines of one section, each as column → value. */
function csvSection(section: string): Record<string, string>[] {
  const [header, ...lines] = parseCsv(gstr1Csv(may()).replace(/^\uFEFF/, ""));
  return lines
    .map((line) => Object.fromEntries(header.map((column, index) => [column, line[index]])))
    .filter((line) => line.Section === section);
}

it("writes amounts as rupees with two decimals and dates as the offline tool does", () => {
  expect(rupeesOf(1_228_500)).toBe("12285.00");
  expect(rupeesOf(-1_105_650)).toBe("-11056.50");
  expect(rupeesOf(5)).toBe("0.05");
  expect(rupeesOf(-5)).toBe("-0.05");
  expect(offlineToolDate("2026-04-05")).toBe("05-Apr-2026");
});

it("reports a registered recipient's invoice on its own line in 4A, with its GSTIN and IGST to another State", () => {
  expect(csvSection("b2b")).toEqual([
    expect.objectContaining({
      "GSTR-1 table": "4A",
      "GSTIN/UIN of Recipient": BUSINESS,
      "Receiver Name": "Booker d",
      Number: "INV/2627/00002",
      // 03:00 on 20 May in India.
      Date: "20-May-2026",
      Type: "Regular B2B",
      "Place Of Supply": "27-Maharashtra",
      "Reverse Charge": "N",
      Rate: "5",
      // ₹40,949 with 5% IGST in it: 40,94,900 × 5 / 105 = 1,94,995.24, so 1,94,995 paise.
      Value: "40949.00",
      "Taxable Value": "38999.05",
      "Integrated Tax Amount": "1949.95",
      "Central Tax Amount": "0.00",
      "State/UT Tax Amount": "0.00",
      "Cess Amount": "0.00",
    }),
  ]);
});

it("reports an unregistered recipient's inter-State invoice over ₹1 lakh in 5, and its credit note in 9B as B2CL", () => {
  expect(csvSection("b2cl")).toEqual([
    expect.objectContaining({
      "GSTR-1 table": "5",
      "GSTIN/UIN of Recipient": "",
      Number: "INV/2627/00003",
      "Place Of Supply": "27-Maharashtra",
      Value: "122847.00",
      "Taxable Value": "116997.14",
      "Integrated Tax Amount": "5849.86",
    }),
  ]);
  expect(csvSection("cdnur")).toEqual([
    expect.objectContaining({
      "GSTR-1 table": "9B",
      Number: "CN/2627/00001",
      Date: "25-May-2026",
      Type: "C",
      "UR Type": "B2CL",
      "Original Number": "INV/2627/00003",
      "Original Date": "20-May-2026",
      Value: "36855.00",
      "Integrated Tax Amount": "1755.00",
    }),
  ]);
});

it("reports a registered recipient's credit note in 9B against its invoice", () => {
  expect(csvSection("cdnr")).toEqual([
    expect.objectContaining({
      "GSTIN/UIN of Recipient": BUSINESS,
      Number: "CN/2627/00003",
      Type: "C",
      "UR Type": "",
      "Original Number": "INV/2627/00002",
      "Place Of Supply": "27-Maharashtra",
      "Reverse Charge": "N",
      Value: "12285.00",
      "Taxable Value": "11700.00",
      "Integrated Tax Amount": "585.00",
    }),
  ]);
});

it("adds up the other invoices by place of supply and rate in 7, less the credit notes against them", () => {
  expect(csvSection("b2cs")).toEqual([
    // Two invoices of ₹40,949 within Haryana, less a credit note of ₹5,000.
    expect.objectContaining({
      "GSTR-1 table": "7",
      Type: "OE",
      "Place Of Supply": "06-Haryana",
      Rate: "5",
      Value: "76898.00",
      // 2 × 38,999.04 − 4,761.90; CGST and SGST 2 × 974.98 − 119.05 each.
      "Taxable Value": "73236.18",
      "Central Tax Amount": "1830.91",
      "State/UT Tax Amount": "1830.91",
      "Integrated Tax Amount": "0.00",
    }),
    // Exactly ₹1 lakh to Maharashtra: not over it.
    expect.objectContaining({
      "Place Of Supply": "27-Maharashtra",
      Value: "100000.00",
      "Taxable Value": "95238.10",
      "Integrated Tax Amount": "4761.90",
    }),
  ]);
});

it("reports the advances received and not invoiced in the month, less those refunded, in 11A; UTGST in the State/UT column", () => {
  expect(csvSection("at")).toEqual([
    // CGST and UTGST, ₹238.10 each, on ₹10,000 received in Chandigarh.
    expect.objectContaining({
      "GSTR-1 table": "11A",
      "Place Of Supply": "04-Chandigarh",
      Value: "10000.00",
      "Taxable Value": "9523.80",
      "Central Tax Amount": "238.10",
      "State/UT Tax Amount": "238.10",
    }),
    // The balance of booking a (invoiced in May) and the advance at 00:30 on 1 May (invoiced in May)
    // are in neither 11A nor 11B: only the refund of 90% of an April deposit lowers 11A.
    expect.objectContaining({
      "Place Of Supply": "06-Haryana",
      Value: "-11056.50",
      "Taxable Value": "-10530.00",
      "Central Tax Amount": "-263.25",
      "State/UT Tax Amount": "-263.25",
    }),
    expect.objectContaining({
      "Place Of Supply": "27-Maharashtra",
      Value: "36855.00",
      "Taxable Value": "35100.00",
      "Integrated Tax Amount": "1755.00",
    }),
  ]);
});

it("reports the advances of earlier months adjusted on the month's invoices in 11B, as their receipt vouchers taxed them", () => {
  expect(csvSection("atadj")).toEqual([
    expect.objectContaining({
      "GSTR-1 table": "11B",
      "Place Of Supply": "06-Haryana",
      Value: "12285.00",
      "Taxable Value": "11700.00",
      "Central Tax Amount": "292.50",
      "State/UT Tax Amount": "292.50",
    }),
    expect.objectContaining({
      "Place Of Supply": "27-Maharashtra",
      Value: "12285.00",
      "Taxable Value": "11700.00",
      "Integrated Tax Amount": "585.00",
    }),
  ]);
});

it("lists each series' first and last number of the month in 13, none cancelled", () => {
  expect(
    csvSection("docs").map((line) => [line.Type, line["Sr. No. From"], line["Sr. No. To"], line["Total Number"]]),
  ).toEqual([
    ["Invoices for outward supply", "INV/2627/00001", "INV/2627/00005", "5"],
    ["Credit Note", "CN/2627/00001", "CN/2627/00003", "3"],
    ["Receipt voucher", "RV/2627/00002", "RV/2627/00006", "4"],
    ["Refund voucher", "RFV/2627/00001", "RFV/2627/00001", "1"],
  ]);
  expect(csvSection("docs").every((line) => line.Cancelled === "0")).toBe(true);
});

it("keeps every line's parts equal to its value, and the money of the month equal to what the tables say", () => {
  const ret = may();
  const lines = [...ret.b2b, ...ret.b2cl, ...ret.b2cs, ...ret.cdnr, ...ret.cdnur, ...ret.at, ...ret.atadj];
  for (const line of lines) expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.total);
  const sum = (entries: { total: number }[]) => entries.reduce((total, entry) => total + entry.total, 0);
  const amountOf = (row: TaxDocumentRow) => (JSON.parse(row.body) as DocumentBody).tax.amount;
  // Advances in, less refunds, plus invoices, less the advances they adjust, less credit notes: the
  // same whether read from the documents or from the tables.
  const fromDocuments =
    [rv6, rv2, rv3, rv5].reduce((total, row) => total + amountOf(row), 0) -
    amountOf(rfv1) +
    [inv1, inv2, inv3, inv4, inv5].reduce((total, row) => total + amountOf(row), 0) -
    [rv1, rv2, rv4, rv6].reduce((total, row) => total + amountOf(row), 0) -
    [cn1, cn2, cn3].reduce((total, row) => total + amountOf(row), 0);
  const fromTables =
    sum(ret.at) + sum(ret.b2b) + sum(ret.b2cl) + sum(ret.b2cs) - sum(ret.atadj) - sum(ret.cdnr) - sum(ret.cdnur);
  expect(fromTables).toBe(fromDocuments);
});

it("starts with the columns the offline tool names, and holds only them for a month with no documents", () => {
  const csv = gstr1Csv(gstr1Return("2026-06", [], []));
  expect(parseCsv(csv.replace(/^\uFEFF/, ""))).toEqual([[...GSTR1_COLUMNS]]);
});

describe("an invoice after changes of plans", () => {
  // June: booking p's deposit, 90% of one seat's share refunded when it cancelled a seat, then its
  // invoice: one seat and the charges kept, adjusting the deposit less the refund, and ₹12,285 of a
  // trip credit kept in April from booking x, a booker in Maharashtra.
  const rvP = stored({ kind: "receiptVoucher", count: 20, issuedAt: "2026-06-02T06:00:00.000Z", request: "p", amount: 2_457_000, place: HARYANA }); // prettier-ignore
  const rfvP = stored({ kind: "refundVoucher", count: 5, issuedAt: "2026-06-05T06:00:00.000Z", request: "p", amount: 1_105_650, place: HARYANA }); // prettier-ignore
  const rvX = stored({ kind: "receiptVoucher", count: 3, issuedAt: "2026-04-10T06:00:00.000Z", request: "x", amount: 1_228_500, place: MAHARASHTRA }); // prettier-ignore
  const invP = stored({
    kind: "taxInvoice",
    count: 9,
    issuedAt: "2026-06-19T21:30:00.000Z",
    request: "p",
    amount: 4_094_900 + 122_850,
    place: HARYANA,
    invoice: {
      advances: [
        { number: number("receiptVoucher", 20), issuedAt: rvP.issued_at, amount: 1_351_350, tax: taxInAmount(1_351_350, 5, true), placeOfSupply: HARYANA, ratePercent: 5 }, // prettier-ignore
        { number: number("receiptVoucher", 3), issuedAt: rvX.issued_at, amount: 1_228_500, tax: taxInAmount(1_228_500, 5, false), placeOfSupply: MAHARASHTRA, ratePercent: 5, credit: "TC-AAAA-BBBB" }, // prettier-ignore
      ],
      due: 4_094_900 + 122_850 - 1_351_350 - 1_228_500,
      cancellationCharges: 122_850,
    },
  });
  const june = () => gstr1Return("2026-06", [rvP, rfvP, invP], [rvP, invP]);

  it("takes off 11A what the invoice adjusts of an advance of its month, leaving no line where all of it went", () => {
    // Received ₹24,570, refunded ₹11,056.50, the rest adjusted: nothing of June's advances is left in 11A.
    expect(june().at).toEqual([]);
  });

  it("reports a trip credit's advance in 11B where its receipt voucher placed it, for the amount the invoice adjusts", () => {
    expect(june().atadj).toEqual([
      {
        placeOfSupply: MAHARASHTRA,
        ratePercent: 5,
        taxable: 1_170_000,
        cgst: 0,
        sgst: 0,
        igst: 58_500,
        total: 1_228_500,
      },
    ]);
  });

  it("adds up to the month's money in and out, plus what the invoice still asks, less the credit's advance of April", () => {
    const ret = june();
    const sum = (entries: { total: number }[]) => entries.reduce((total, entry) => total + entry.total, 0);
    expect(sum(ret.at) + sum(ret.b2cs) - sum(ret.atadj)).toBe(
      2_457_000 - 1_105_650 + (JSON.parse(invP.body) as DocumentBody).invoice!.due,
    );
  });
});
