/**
 * @jest-environment node
 */
// Each kind of GST document prints every field its rule asks for, with its value: CGST Rule 50 for a
// receipt voucher, Rule 46 for a tax invoice, Rule 51 for a refund voucher, section 34 and Rule 53 for a
// credit note (docs/gst-documents.md). The page is read as text, as a tax officer reads it.
import { spitiCatalogue, testTaxIdentity } from "../../../__tests__/support/catalogue-fixtures";
import type { DocumentRequestRow } from "../../db/tax-document-sql";
import type { TaxDocumentRow } from "../../db/rows";
import { bookingRow, deposit, depositRefund, PAID, seatsInvoice, stored } from "./document-fixtures";
import { receiptVoucherFor, refundDocumentFor, taxInvoiceFor, type DocumentBody } from "../../books/tax-documents";
import { taxDocumentMarkup } from "../../books/tax-document-page";

const catalogue = spitiCatalogue();
const STARTED = new Date("2027-01-15T21:30:00.000Z");

/** A business from Maharashtra (IGST), or a person from Haryana, the agency's State (CGST and SGST). */
const business: DocumentRequestRow = {
  ...bookingRow,
  full_name: "Kabir Rao",
  billing_state: "06",
  billing_address: "Plot 9, Hinjewadi, Pune",
  billing_company: "Acme Offsites LLP",
  billing_gstin: "27AAPFU0939F1ZV",
};
const person: DocumentRequestRow = {
  ...business,
  full_name: "Ananya Sharma",
  billing_state: "06",
  billing_address: "14 Sector 15, Gurugram",
  billing_company: null,
  billing_gstin: null,
};

/** The document's page as text, its tags gone and its spaces collapsed. */
function pageText(document: TaxDocumentRow): string {
  const markup = taxDocumentMarkup(document, JSON.parse(document.body) as DocumentBody, "/booking/SF-7K3Q9XMD");
  return markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The label of the document's date, as the page prints it beside its number. */
const DATED = "Date of issue";

const SUPPLIER = `Supplier Name ${testTaxIdentity.legalName} Address ${testTaxIdentity.address} GSTIN ${testTaxIdentity.gstin} State Haryana (code 06)`;
const BUSINESS =
  "Recipient Name Acme Offsites LLP Address Plot 9, Hinjewadi, Pune GSTIN 27AAPFU0939F1ZV State Haryana (code 06)";

it("a receipt voucher (Rule 50): supplier, number, date, recipient, description, amount, rate, tax, place of supply, reverse charge", () => {
  const text = pageText(stored(receiptVoucherFor(business, catalogue, deposit, PAID), 42));
  for (const field of [
    "Receipt voucher RV/2627/00042",
    `Number RV/2627/00042 ${DATED} 28 Nov 2026`,
    SUPPLIER,
    BUSINESS,
    // Inter-State: the place of supply with its State's name and code, and IGST at the whole rate.
    "Place of supply Maharashtra (code 27)",
    "Description Deposit for the tour Spiti Valley Winter Expedition, 16 Jan – 23 Jan 2027",
    "Rate of GST 5%",
    "Tax payable on reverse charge No",
    "Taxable value ₹23,400.00 IGST at 5% ₹1,170.00 Amount received ₹24,570.00",
    "Amount in words Twenty Four Thousand Five Hundred Seventy Rupees Only",
    "it needs no signature",
  ]) {
    expect(text).toContain(field);
  }
});

it("a tax invoice (Rule 46): the same, with the SAC, the taxable value, the advances adjusted and the recipient's address and State", () => {
  const voucher = stored(receiptVoucherFor(person, catalogue, deposit, PAID), 42);
  const text = pageText(stored(taxInvoiceFor(person, catalogue, seatsInvoice(3_989_800, [voucher]), STARTED), 7));
  for (const field of [
    "Tax invoice INV/2627/00007",
    `Number INV/2627/00007 ${DATED} 16 Jan 2027`,
    SUPPLIER,
    // An unregistered recipient of ₹50,000 or more: the address and State, as Rule 46(f) asks.
    "Recipient Name Ananya Sharma Address 14 Sector 15, Gurugram GSTIN Not registered for GST State Haryana (code 06)",
    "Place of supply Haryana (code 06)",
    "Description The tour Spiti Valley Winter Expedition, 16 Jan – 23 Jan 2027",
    "SAC 998555",
    "Rate of GST 5%",
    "Tax payable on reverse charge No",
    "Taxable value ₹37,998.10 CGST at 2.5% ₹949.95 SGST at 2.5% ₹949.95 Invoice value ₹39,898.00",
    "Advances adjusted RV/2627/00042 of 28 Nov 2026: ₹24,570.00 Still to pay ₹15,328.00",
    testTaxIdentity.rateCondition,
  ]) {
    expect(text).toContain(field);
  }
});

it("a refund voucher (Rule 51): its receipt voucher's number and date, the amount refunded, the rate and the tax", () => {
  const voucher = stored(receiptVoucherFor(person, catalogue, deposit, PAID), 42);
  const refund = depositRefund("traveller", 90);
  const text = pageText(
    stored(refundDocumentFor(person, catalogue, { ...refund, amount: 2_211_300 }, [voucher], PAID), 3),
  );
  for (const field of [
    "Refund voucher RFV/2627/00003",
    SUPPLIER,
    "Against receipt voucher RV/2627/00042 of 28 Nov 2026",
    "Description Deposit for the tour Spiti Valley Winter Expedition, 16 Jan – 23 Jan 2027: 90% refunded",
    "Rate of GST 5%",
    "Taxable value ₹21,060.00 CGST at 2.5% ₹526.50 SGST at 2.5% ₹526.50 Amount refunded ₹22,113.00",
  ]) {
    expect(text).toContain(field);
  }
});

it("a credit note (section 34, Rule 53): the original invoice's number and date, the value and tax taken off", () => {
  const voucher = stored(receiptVoucherFor(business, catalogue, deposit, PAID), 42);
  const invoice = stored(taxInvoiceFor(business, catalogue, seatsInvoice(3_989_800, [voucher]), STARTED), 7);
  const refund = depositRefund("agency", 100);
  const text = pageText(
    stored(refundDocumentFor(business, catalogue, { ...refund, amount: 2_457_000 }, [voucher, invoice], STARTED), 1),
  );
  for (const field of [
    "Credit note CN/2627/00001",
    SUPPLIER,
    BUSINESS,
    "Against tax invoice INV/2627/00007 of 16 Jan 2027",
    "Place of supply Maharashtra (code 27)",
    "Taxable value ₹23,400.00 IGST at 5% ₹1,170.00 Amount refunded ₹24,570.00",
  ]) {
    expect(text).toContain(field);
  }
});

describe("in Hindi, as a Hindi-reading accountant reads it", () => {
  const hindi = (row: DocumentRequestRow): DocumentRequestRow => ({ ...row, lang: "hi" });

  it("a receipt voucher: the way of paying and the time in Hindi, the States' Hindi names, Rule 46's question, the description in Hindi order, the amount in words closed by मात्र", () => {
    const byCard = { ...deposit, method: "card" };
    const text = pageText(stored(receiptVoucherFor(hindi(business), catalogue, byCard, PAID), 42));
    for (const field of [
      "भुगतान Payment 28 नव॰ 2026, सुबह 11:30 बजे IST को कार्ड से",
      "राज्य State हरियाणा (कोड 06)",
      "आपूर्ति का स्थान Place of supply महाराष्ट्र (कोड 27)",
      "क्या टैक्स रिवर्स चार्ज पर देय है Tax payable on reverse charge नहीं",
      "टूर (16 जन॰ – 23 जन॰ 2027) के लिए डिपॉज़िट",
      "चौबीस हज़ार पाँच सौ सत्तर रुपये मात्र",
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(/card|State Haryana|Maharashtra|पांच/);
  });

  it("UPI by its name, and a booker outside India as विदेश", () => {
    const abroad = { ...hindi(person), billing_state: "96" };
    const text = pageText(stored(receiptVoucherFor(abroad, catalogue, deposit, PAID), 42));
    expect(text).toContain("को UPI से");
    expect(text).toContain("राज्य State विदेश (कोड 96)");
    expect(text).not.toContain("Foreign Country");
  });

  it("a tax invoice: its advances समायोजित, its description in Hindi order", () => {
    const voucher = stored(receiptVoucherFor(hindi(business), catalogue, deposit, PAID), 42);
    const text = pageText(
      stored(taxInvoiceFor(hindi(business), catalogue, seatsInvoice(3_989_800, [voucher]), STARTED), 7),
    );
    expect(text).toContain("समायोजित किए गए पहले के भुगतान Advances adjusted RV/2627/00042");
    expect(text).toContain("विवरण Description स्पीति घाटी शीतकालीन अभियान टूर (16 जन॰ – 23 जन॰ 2027) यात्री");
    expect(text).not.toContain("घटाए");
  });
});
