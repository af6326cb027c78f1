// The GST documents on D1 (migrations/0013_tax_documents.sql, the SQL in
// tax-document-sql.ts): issuing a document inside the batch that records its
// money, so that it takes the next number of its series in the same
// transaction, and exists once for what it documents however often that is
// recorded; and reading them back.
import type { RequestRow } from "./rows";
import {
  DOCUMENT_REQUEST_COLUMNS,
  issueDocumentSql,
  type DocumentRequestRow,
  type DocumentToIssue,
  type TaxDocumentRow,
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

/** Every document issued for a request, in the order they were issued. */
export async function documentsOfRequest(db: D1Database, requestId: string): Promise<TaxDocumentRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM tax_documents WHERE request_id = ? ORDER BY issued_at, series, count")
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
    .prepare("SELECT * FROM tax_documents WHERE request_id = ? AND series = ? AND financial_year = ? AND count = ?")
    .bind(requestId, number.series, number.financialYear, number.count)
    .first<TaxDocumentRow>();
}

/**
 * Up to `limit` confirmed bookings whose departure began between `since` and `today` (India's dates)
 * and that have no tax invoice yet, the earliest departure first. Seats sold before the site took
 * bookings (source 'import') were billed outside it.
 */
export async function bookingsToInvoice(db: D1Database, since: string, today: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT ${DOCUMENT_REQUEST_COLUMNS.map((column) => `requests.${column}`).join(", ")}, requests.kind, requests.status, requests.hold_until
       FROM requests
       WHERE kind IN ('booking', 'waitlist') AND status = 'confirmed' AND source != 'import'
         AND departure_start BETWEEN ? AND ?
         AND NOT EXISTS (SELECT 1 FROM tax_documents WHERE kind = 'taxInvoice' AND source = requests.id)
       ORDER BY departure_start, received_at LIMIT ?`,
    )
    .bind(since, today, limit)
    .all<DocumentRequestRow & Pick<RequestRow, "kind" | "status" | "hold_until">>();
  return results;
}
