/**
 * @jest-environment node
 */
// What a GST document says, worked out when it is issued: here without D1, from the test catalogue.
import { spitiCatalogue } from "../../../__tests__/support/catalogue-fixtures";
import { issueDocumentSql, type DocumentRequestRow } from "../../db/tax-document-sql";
import { bookingRow, deposit, depositRefund, PAID, seatsInvoice, stored } from "./document-fixtures";
import { ISSUE_STATEMENTS } from "../../db/tax-documents";
import {
  numberOf,
  receiptVoucherFor,
  refundDocumentFor,
  taxInvoiceFor,
  type DocumentBody,
} from "../../books/tax-documents";

const row = bookingRow;
const catalogue = spitiCatalogue();
const NOW = PAID;

describe("issuing a document", () => {
  it("takes ISSUE_STATEMENTS statements of its batch, as the payments' and the crons' query counts say", () => {
    expect(issueDocumentSql(receiptVoucherFor(row, catalogue, deposit, NOW))).toHaveLength(ISSUE_STATEMENTS);
  });
});

describe("a receipt voucher", () => {
  it("is numbered in the receipt vouchers' series of the year it is issued in, once per payment", () => {
    const voucher = receiptVoucherFor(row, catalogue, deposit, NOW);
    expect(voucher).toMatchObject({ kind: "receiptVoucher", series: "RV", source: "pay_1", requestId: "r1" });
    expect(voucher.financialYear.label).toBe("2026-27");
    expect(numberOf(stored(voucher, 42))).toBe("RV/2627/00042");
  });

  it("names the payment, the tour in the booking's language, and the tax in the amount", () => {
    const body = JSON.parse(receiptVoucherFor({ ...row, lang: "hi" }, catalogue, deposit, NOW).body) as DocumentBody;
    expect(body.tour).toEqual({
      title: "स्पीति घाटी शीतकालीन अभियान",
      startDate: "2027-01-16",
      endDate: "2027-01-23",
      travellers: 2,
    });
    expect(body.payment).toEqual({ id: "pay_1", purpose: "deposit", method: "upi", paidAt: NOW.toISOString() });
    // ₹24,570.00 with 5% in it: 24,57,000 × 2.5 / 105 = 58,500 paise each.
    expect(body.tax).toEqual({ amount: 2_457_000, taxable: 2_340_000, cgst: 58_500, sgst: 58_500, igst: 0 });
  });
});

describe("who a document bills, and where the supply is placed", () => {
  const bodyFor = (billing: Partial<DocumentRequestRow>) =>
    JSON.parse(receiptVoucherFor({ ...row, ...billing }, catalogue, deposit, NOW).body) as DocumentBody;

  it("a booker from Haryana, the agency's State: CGST and SGST", () => {
    const body = bodyFor({ billing_state: "06" });
    expect(body.recipient).toEqual({
      name: "Ananya Śarmā",
      address: null,
      gstin: null,
      state: { code: "06", name: "Haryana" },
    });
    expect(body).toMatchObject({ placeOfSupply: { code: "06", name: "Haryana" }, interState: false });
    expect(body.tax).toMatchObject({ cgst: 58_500, sgst: 58_500, igst: 0 });
  });

  it("a booker from Maharashtra, with the address a large bill asks for: IGST, to the paisa", () => {
    const body = bodyFor({ billing_state: "27", billing_address: "Flat 4, Linking Road, Mumbai" });
    expect(body.recipient).toMatchObject({
      address: "Flat 4, Linking Road, Mumbai",
      state: { code: "27", name: "Maharashtra" },
    });
    expect(body).toMatchObject({ placeOfSupply: { code: "27", name: "Maharashtra" }, interState: true });
    // ₹24,570.00 × 5 / 105 = ₹1,170.00 IGST.
    expect(body.tax).toEqual({ amount: 2_457_000, taxable: 2_340_000, cgst: 0, sgst: 0, igst: 117_000 });
  });

  it("a business by its registered name and GSTIN, placed in its GSTIN's State whatever State the booker gave", () => {
    const body = bodyFor({
      billing_state: "06",
      billing_address: "Plot 9, Hinjewadi, Pune",
      billing_company: "Acme Offsites LLP",
      billing_gstin: "27AAPFU0939F1ZV",
    });
    expect(body.recipient).toEqual({
      name: "Acme Offsites LLP",
      address: "Plot 9, Hinjewadi, Pune",
      gstin: "27AAPFU0939F1ZV",
      state: { code: "06", name: "Haryana" },
    });
    expect(body).toMatchObject({ placeOfSupply: { code: "27" }, interState: true });
  });

  it("a Union Territory without a legislature: CGST and UTGST inside it", () => {
    // Chandigarh (04) as the agency's own State: a booker there pays UTGST with CGST.
    const inChandigarh = { ...catalogue, tax: { ...catalogue.tax, stateCode: "04", gstin: "04AAFCS1234M1ZG" } };
    const body = JSON.parse(
      receiptVoucherFor({ ...row, billing_state: "04" }, inChandigarh, deposit, NOW).body,
    ) as DocumentBody;
    expect(body).toMatchObject({ placeOfSupply: { code: "04" }, interState: false, stateTaxName: "UTGST" });
  });

  it("a booker outside India, or from before the form asked: placed at the agency's own State", () => {
    const abroad = bodyFor({ billing_state: "96" });
    expect(abroad.recipient.state).toEqual({ code: "96", name: "Foreign Country" });
    expect(abroad).toMatchObject({ placeOfSupply: { code: "06" }, interState: false });
    const before = bodyFor({ billing_state: null });
    expect(before.recipient.state).toBeNull();
    expect(before).toMatchObject({ placeOfSupply: { code: "06" }, interState: false });
  });
});

describe("a refund voucher", () => {
  const refund = depositRefund("traveller", 90);

  it("names the advance's receipt voucher, and is numbered in the refund vouchers' own series", () => {
    const receiptVoucher = stored(receiptVoucherFor(row, catalogue, deposit, NOW), 42);
    const voucher = refundDocumentFor(row, catalogue, { ...refund, amount: 2_211_300 }, [receiptVoucher], NOW);
    expect(voucher).toMatchObject({ kind: "refundVoucher", series: "RFV", source: "pay_1:traveller" });
    const body = JSON.parse(voucher.body) as DocumentBody;
    expect(body.against).toEqual({ number: "RV/2627/00042", issuedAt: NOW.toISOString() });
    expect(body.refund).toEqual(refund);
  });

  it("is taxed as its receipt voucher was, whatever the terms or the tax identity say today", () => {
    // Received at 18% from a Maharashtra business, before the rate and place changed.
    const advance = receiptVoucherFor(row, catalogue, deposit, NOW);
    const then = JSON.parse(advance.body) as DocumentBody;
    const asIssued: DocumentBody = {
      ...then,
      placeOfSupply: { code: "27", name: "Maharashtra" },
      interState: true,
      ratePercent: 18,
    };
    const receiptVoucher = stored(advance, 7, JSON.stringify(asIssued));
    const body = JSON.parse(
      refundDocumentFor(row, catalogue, { ...refund, amount: 118_000 }, [receiptVoucher], NOW).body,
    ) as DocumentBody;
    expect(body).toMatchObject({ placeOfSupply: { code: "27" }, interState: true, ratePercent: 18 });
    expect(body.tax).toEqual({ amount: 118_000, taxable: 100_000, cgst: 0, sgst: 0, igst: 18_000 });
  });

  it("for an advance received before receipt vouchers were issued names none, and takes today's rate", () => {
    const body = JSON.parse(
      refundDocumentFor(row, catalogue, { ...refund, amount: 105_000 }, [], NOW).body,
    ) as DocumentBody;
    expect(body.against).toBeNull();
    expect(body.tax).toEqual({ amount: 105_000, taxable: 100_000, cgst: 2_500, sgst: 2_500, igst: 0 });
  });
});

describe("a tax invoice", () => {
  it("bills the whole value of the seats, adjusting each advance by its receipt voucher, and says what is still to pay", () => {
    const receiptVoucher = stored(receiptVoucherFor(row, catalogue, deposit, NOW), 42);
    // 2 seats at ₹18,999 + 5%: ₹39,898.00; the deposit was ₹24,570.00.
    const invoice = taxInvoiceFor(
      row,
      catalogue,
      seatsInvoice(3_989_800, [receiptVoucher]),
      new Date("2027-01-15T21:30:00.000Z"),
    );
    expect(invoice).toMatchObject({ kind: "taxInvoice", series: "INV", source: "r1" });
    const body = JSON.parse(invoice.body) as DocumentBody;
    expect(body.invoice).toEqual({
      advances: [
        {
          number: "RV/2627/00042",
          issuedAt: NOW.toISOString(),
          amount: 2_457_000,
          // As the receipt voucher taxed it, for GSTR-1's Table 11B.
          tax: { amount: 2_457_000, taxable: 2_340_000, cgst: 58_500, sgst: 58_500, igst: 0 },
          placeOfSupply: { code: "06", name: "Haryana" },
          ratePercent: 5,
        },
      ],
      due: 1_532_800,
      cancellationCharges: 0,
    });
    // 39,89,800 × 2.5 / 105 = 94,995.24 → 94,995 paise each.
    expect(body.tax).toEqual({ amount: 3_989_800, taxable: 3_799_810, cgst: 94_995, sgst: 94_995, igst: 0 });
  });

  it("turns what goes back afterwards into a credit note against it, not a refund voucher", () => {
    const receiptVoucher = stored(receiptVoucherFor(row, catalogue, deposit, NOW), 42);
    const invoice = stored(taxInvoiceFor(row, catalogue, seatsInvoice(3_989_800, [receiptVoucher]), NOW), 7);
    const refund = depositRefund("agency", 100);
    const note = refundDocumentFor(row, catalogue, { ...refund, amount: 2_457_000 }, [receiptVoucher, invoice], NOW);
    expect(note).toMatchObject({ kind: "creditNote", series: "CN", source: "pay_1:agency" });
    expect((JSON.parse(note.body) as DocumentBody).against).toEqual({
      number: "INV/2627/00007",
      issuedAt: NOW.toISOString(),
    });
  });
});
