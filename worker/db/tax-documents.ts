// The GST documents on D1 (migrations/0013_tax_documents.sql, the SQL in
// tax-document-sql.ts): issuing a document inside the batch that records its
// money, so that it takes the next number of its series in the same
// transaction, and exists once for what it documents however often that is
// recorded; and reading them back: a booking's, and for the accountant a
// month's or a year's, by the index on issued_at.
import type { DocumentKind } from "../../content/tax-documents";
import { chunksOf } from "./d1-limits";
import { queueEmailAfterWrite } from "./outbox";
import { taxDocumentColumns, type RequestRow, type TaxDocumentRow } from "./rows";
import {
  DOCUMENT_REQUEST_COLUMNS,
  issueDocumentSql,
  type DocumentRequestRow,
  type DocumentToIssue,
} from "./tax-document-sql";

/** The statements issueDocument adds to a batch: D1 counts each as a query. */
export const ISSUE_STATEMENTS = 2;

/**
 * The statements for the caller's batch that issue `document` unless its kind already has one for its
 * source (issueDocumentSql). A batch is one transaction, run one at a time, so documents issued at once
 * take consecutive counts, and a batch that fails issues nothing.
 */
export function issueDocument(db: D1Database, document: DocumentToIssue): D1PreparedStatement[] {
  return issueDocumentSql(document).map(({ sql, values }) => db.prepare(sql).bind(...values));
}

/** What issuing a tax invoice adds to a batch: the document, and its email to the traveller. */
export const INVOICE_STATEMENTS = ISSUE_STATEMENTS + 1;

/**
 * The statements for the caller's batch that issue the tax invoice `invoice` (issueDocument) and queue
 * the traveller's email that links it, only when the invoice was stored: never for one issued before.
 */
export function issueTaxInvoice(db: D1Database, invoice: DocumentToIssue, at: string): D1PreparedStatement[] {
  return [...issueDocument(db, invoice), queueEmailAfterWrite(db, invoice.requestId, "tax-invoice", at)];
}

/** Every document issued for a request, in the order they were issued. */
export async function documentsOfRequest(db: D1Database, requestId: string): Promise<TaxDocumentRow[]> {
  const { results } = await db
    .prepare(`SELECT ${taxDocumentColumns} FROM tax_documents WHERE request_id = ? ORDER BY issued_at, series, count`)
    .bind(requestId)
    .all<TaxDocumentRow>();
  return results;
}

/** The document of `requestId` with this number's parts, if it has one. */
export async function documentOfRequest(
  db: D1Database,
  requestId: string,
  number: { series: string; financialYear: string; count: number },
): Promise<TaxDocumentRow | null> {
  return db
    .prepare(
      `SELECT ${taxDocumentColumns} FROM tax_documents
       WHERE request_id = ? AND series = ? AND financial_year = ? AND count = ?`,
    )
    .bind(requestId, number.series, number.financialYear, number.count)
    .first<TaxDocumentRow>();
}

/**
 * Up to `limit` bookings to invoice that have no tax invoice yet, the earliest departure first: the
 * confirmed ones whose departure began between `since` and `today` (India's dates), and those cancelled
 * in whole since `cancelledSince` (an ISO instant) that kept some of what was paid towards their seats or
 * with a credit (more than their refunds and the credits they kept; what the changes gave back onto a
 * credit is left to the caller). Seats sold before the site took bookings (source 'import') were billed
 * outside it.
 */
export async function bookingsToInvoice(
  db: D1Database,
  since: string,
  today: string,
  cancelledSince: string,
  limit: number,
) {
  const { results } = await db
    .prepare(
      `SELECT ${DOCUMENT_REQUEST_COLUMNS.map((column) => `requests.${column}`).join(", ")}, requests.kind, requests.status, requests.hold_until
       FROM requests
       WHERE kind IN ('booking', 'waitlist') AND source != 'import'
         AND ((status = 'confirmed' AND departure_start BETWEEN ? AND ?)
           OR (status = 'cancelled' AND changed_at >= ?
             AND (SELECT coalesce(sum(amount), 0) FROM payments WHERE request_id = requests.id AND without_seat = 0)
               + (SELECT coalesce(sum(amount), 0) FROM credit_uses WHERE request_id = requests.id)
               > (SELECT coalesce(sum(refunds.amount), 0) FROM refunds JOIN payments ON payments.id = refunds.payment_id
                   WHERE refunds.request_id = requests.id AND payments.without_seat = 0)
               + (SELECT coalesce(sum(credit), 0) FROM booking_changes WHERE request_id = requests.id)))
         AND NOT EXISTS (SELECT 1 FROM tax_documents WHERE kind = 'taxInvoice' AND source = requests.id)
       ORDER BY departure_start, received_at LIMIT ?`,
    )
    .bind(since, today, cancelledSince, limit)
    .all<DocumentRequestRow & Pick<RequestRow, "kind" | "status" | "hold_until">>();
  return results;
}

/**
 * Every document issued from `from` up to (not including) `to` (ISO instants), in the order they were
 * issued: through the index on issued_at (tax_documents_by_day), so a month costs one query.
 */
export async function documentsIssuedBetween(db: D1Database, from: string, to: string): Promise<TaxDocumentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${taxDocumentColumns} FROM tax_documents
       WHERE issued_at >= ? AND issued_at < ? ORDER BY issued_at, series, count`,
    )
    .bind(from, to)
    .all<TaxDocumentRow>();
  return results;
}

/**
 * The tax invoices and receipt vouchers of these requests, whenever they were issued: what a month's
 * credit notes are against and the advances its invoices adjust. A statement for each 100 requests
 * (D1's bound parameters), so a month's return stays far within D1's queries an invocation.
 */
export async function invoicesAndReceiptsOf(db: D1Database, requestIds: readonly string[]): Promise<TaxDocumentRow[]> {
  const found: TaxDocumentRow[] = [];
  for (const chunk of chunksOf([...new Set(requestIds)])) {
    const { results } = await db
      .prepare(
        `SELECT ${taxDocumentColumns} FROM tax_documents
         WHERE kind IN ('taxInvoice', 'receiptVoucher') AND request_id IN (${chunk.map(() => "?").join(", ")})`,
      )
      .bind(...chunk)
      .all<TaxDocumentRow>();
    found.push(...results);
  }
  return found;
}

/** A month's documents of one kind, added up: their count and amounts in paise. */
export interface MonthKindTotalsRow {
  /** YYYY-MM, by India's clock. */
  month: string;
  kind: DocumentKind;
  count: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  amount: number;
}

/**
 * The documents issued from `from` up to `to`, added up by month of India's calendar (issued_at is UTC:
 * 5 hours 30 minutes on) and kind, in one query: D1 adds the amounts each document stores, so a year
 * is read without its documents.
 */
export async function documentTotalsByMonth(db: D1Database, from: string, to: string): Promise<MonthKindTotalsRow[]> {
  const { results } = await db
    .prepare(
      `SELECT strftime('%Y-%m', issued_at, '+330 minutes') AS month, kind, COUNT(*) AS count,
         SUM(json_extract(body, '$.tax.taxable')) AS taxable, SUM(json_extract(body, '$.tax.cgst')) AS cgst,
         SUM(json_extract(body, '$.tax.sgst')) AS sgst, SUM(json_extract(body, '$.tax.igst')) AS igst,
         SUM(json_extract(body, '$.tax.amount')) AS amount
       FROM tax_documents WHERE issued_at >= ? AND issued_at < ?
       GROUP BY month, kind ORDER BY month, kind`,
    )
    .bind(from, to)
    .all<MonthKindTotalsRow>();
  return results;
}
