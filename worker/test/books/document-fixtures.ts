// What the GST documents' unit tests issue documents for: a 2-seat Spiti booking from Haryana, its
// deposit paid on 28 Nov 2026, and a document as D1 stores it once issued.
import type { DocumentRequestRow, DocumentToIssue } from "../../db/tax-document-sql";
import type { TaxDocumentRow } from "../../db/rows";
import type { ReturnedAdvance } from "../../books/tax-documents";
import { invoiceFigures } from "../../books/invoice-advances";

/** When the deposit was paid, and its receipt voucher issued. */
export const PAID = new Date("2026-11-28T06:00:00.000Z");

/** The booking: two seats of Spiti Valley Winter Expedition, booked from Haryana, the agency's State. */
export const bookingRow: DocumentRequestRow = {
  id: "r1",
  reference: "SF-7K3Q9XMD",
  lang: "en",
  full_name: "Ananya Śarmā",
  trip_slug: "spiti-winter-expedition",
  trip_title: "Spiti Valley Winter Expedition",
  departure_start: "2027-01-16",
  departure_end: "2027-01-23",
  seats: 2,
  billing_state: "06",
  billing_address: null,
  billing_company: null,
  billing_gstin: null,
  seat_price: null,
};

/** Its deposit: ₹24,570.00, by UPI. */
export const deposit = {
  id: "pay_1",
  purpose: "deposit" as const,
  amount: 2_457_000,
  method: "upi",
  paidAt: PAID.toISOString(),
};

/** The deposit's refund: `percent` of it goes back, because `reason` cancelled. */
export const depositRefund = (reason: string, percent: number): ReturnedAdvance => ({
  receipt: `pay_1:${reason}`,
  paymentId: "pay_1",
  purpose: "deposit",
  percent,
  reason,
});

/** A document as D1 stores it once issued: `count` in its series and year (its body as issued, unless given). */
export const stored = (issued: DocumentToIssue, count: number, body = issued.body): TaxDocumentRow => ({
  series: issued.series,
  financial_year: issued.financialYear.label,
  count,
  kind: issued.kind,
  request_id: issued.requestId,
  source: issued.source,
  issued_at: issued.issuedAt,
  body,
});

/** A booking's invoice without changes: `value` owed, each of `vouchers` (its payments' receipt vouchers) adjusted whole. */
export const seatsInvoice = (value: number, vouchers: TaxDocumentRow[]) =>
  invoiceFigures(
    value,
    false,
    {
      payments: vouchers.map((voucher) => ({ id: voucher.source, without_seat: 0 })),
      refunds: [],
      documents: vouchers,
      changes: [],
      creditUses: [],
    },
    new Map(),
  );
