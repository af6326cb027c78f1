// The GST documents on D1 (migrations/0013_tax_documents.sql, the SQL in
// tax-document-sql.ts): issuing a document inside the batch that records its
// money, so that it takes the next number of its series in the same
// transaction, and exists once for what it documents however often that is
// recorded; and reading them back.
import { issueDocumentSql, type DocumentToIssue, type TaxDocumentRow } from "./tax-document-sql";

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
