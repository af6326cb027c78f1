// The accountant's list of GST documents on the desk's money view: the
// documents issued in a month of India's calendar, each as issued (its number,
// recipient, place of supply, amounts and what it is against), with each
// kind's totals; and a financial year's totals, month by month. Everything is
// read from the documents as stored, never worked out again
// (docs/gst-documents.md, "For the accountant"). Beside them, the trip credits
// that expired unused in the month: nothing is issued for them, but the
// accountant sees which advances now stay unadjusted in GSTR-1 for good.
import {
  DOCUMENT_KINDS,
  monthBounds,
  monthsOf,
  financialYearOfMonth,
  type DocumentKind,
  type FinancialYear,
} from "../../content/tax-documents";
import { todayInIndia } from "../../content/india-time";
import type {
  DocumentAmounts,
  ExpiredCreditLine,
  KindTotals,
  TaxDocumentLine,
  TaxDocumentMonth,
  TaxDocumentYear,
} from "../../requests/staff";
import type { DocumentBody } from "./tax-documents";
import { numberOf } from "./tax-documents";
import type { TaxDocumentRow } from "../db/rows";
import { creditsExpiredBetween, type ExpiredCreditRow } from "../db/changes";
import { documentsIssuedBetween, documentTotalsByMonth, type MonthKindTotalsRow } from "../db/tax-documents";

/** A stored document's body, as it was issued. */
export const bodyOf = (row: TaxDocumentRow): DocumentBody => JSON.parse(row.body) as DocumentBody;

/** The amounts a body states, total included. */
export const amountsOf = ({ tax }: Pick<DocumentBody, "tax">): DocumentAmounts => ({
  taxable: tax.taxable,
  cgst: tax.cgst,
  sgst: tax.sgst,
  igst: tax.igst,
  total: tax.amount,
});

/** One stored document as the list shows it. */
export function documentLineOf(row: TaxDocumentRow): TaxDocumentLine {
  const body = bodyOf(row);
  const against =
    body.kind === "taxInvoice"
      ? (body.invoice?.advances ?? []).map(({ number, issuedAt }) => ({ number, issuedAt }))
      : body.against
        ? [body.against]
        : [];
  return {
    number: numberOf(row),
    kind: row.kind,
    issuedAt: row.issued_at,
    requestId: row.request_id,
    reference: body.reference,
    recipient: { name: body.recipient.name, gstin: body.recipient.gstin },
    placeOfSupply: body.placeOfSupply,
    interState: body.interState,
    stateTaxName: body.stateTaxName,
    ratePercent: body.ratePercent,
    ...amountsOf(body),
    against,
    due: body.invoice ? body.invoice.due : null,
  };
}

const NOTHING: DocumentAmounts = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };

const added = (a: DocumentAmounts, b: DocumentAmounts): DocumentAmounts => ({
  taxable: a.taxable + b.taxable,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
  igst: a.igst + b.igst,
  total: a.total + b.total,
});

/** Each kind's count and amounts, every kind in DOCUMENT_KINDS' order (zeros for one not issued). */
function totalsOf(parts: readonly (DocumentAmounts & { kind: DocumentKind; count: number })[]): KindTotals[] {
  return DOCUMENT_KINDS.map((kind) =>
    parts
      .filter((part) => part.kind === kind)
      .reduce<KindTotals>((sum, part) => ({ kind, count: sum.count + part.count, ...added(sum, part) }), {
        kind,
        count: 0,
        ...NOTHING,
      }),
  );
}

/** A credit that expired unused as the register notes it, with the receipt vouchers of the booking it was kept from. */
export function expiredCreditLineOf(row: ExpiredCreditRow): ExpiredCreditLine {
  const vouchers = JSON.parse(row.vouchers) as Pick<TaxDocumentRow, "series" | "financial_year" | "count">[];
  return {
    code: row.code,
    unused: row.amount - row.spent,
    amount: row.amount,
    validUntil: row.valid_until,
    requestId: row.request_id,
    reference: row.reference ?? row.request_id,
    receiptVouchers: vouchers.map(numberOf),
  };
}

/**
 * The documents issued in `month` (YYYY-MM, India's calendar), in the order they were issued, and each
 * kind's totals; and the trip credits whose last day was in the month, up to `now`, that expired with
 * something unspent.
 */
export async function documentsOfMonth(db: D1Database, month: string, now: Date): Promise<TaxDocumentMonth> {
  const { from, to } = monthBounds(month);
  const documents = (await documentsIssuedBetween(db, from, to)).map(documentLineOf);
  const expired = await creditsExpiredBetween(db, `${month}-01`, `${month}-31`, todayInIndia(now));
  return {
    month,
    financialYear: financialYearOfMonth(month).label,
    documents,
    totals: totalsOf(documents.map((line) => ({ ...line, count: 1 }))),
    expiredCredits: expired.map(expiredCreditLineOf),
  };
}

const totalsOfRow = (row: MonthKindTotalsRow) => ({
  kind: row.kind,
  count: row.count,
  taxable: row.taxable,
  cgst: row.cgst,
  sgst: row.sgst,
  igst: row.igst,
  total: row.amount,
});

/** A financial year's totals of each kind, month by month from April to March, and the year's. */
export async function documentYear(db: D1Database, year: FinancialYear): Promise<TaxDocumentYear> {
  const months = monthsOf(year);
  const rows = (
    await documentTotalsByMonth(db, monthBounds(months[0]).from, monthBounds(months[months.length - 1]).to)
  ).map((row) => ({ month: row.month, ...totalsOfRow(row) }));
  return {
    financialYear: year.label,
    months: months.map((month) => ({ month, totals: totalsOf(rows.filter((row) => row.month === month)) })),
    totals: totalsOf(rows),
  };
}
