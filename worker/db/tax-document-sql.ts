// The GST documents' SQL (migrations/0013_tax_documents.sql) and what it reads
// and writes, without D1's types: worker/db/tax-documents.ts runs it on D1, and
// the engine tests run the very same statements on the engine's D1 (as at the
// turn of a financial year, which they cannot wait for).
import type { DocumentKind, FinancialYear } from "../../content/tax-documents";
import type { RequestRow } from "./rows";

/** A document to issue: everything but its count, which the counter gives it. */
export interface DocumentToIssue {
  kind: DocumentKind;
  /** The series' prefix (data/tax.json). */
  series: string;
  financialYear: FinancialYear;
  requestId: string;
  /** What it documents, once per kind: a payment id, a refund receipt, a request id. */
  source: string;
  issuedAt: string;
  /** What it says, as JSON. */
  body: string;
}

/** A statement and the values bound to it. */
export interface BoundSql {
  sql: string;
  values: (string | number)[];
}

/**
 * The two statements that issue `document` unless its kind already has one for its source: the
 * series' count in the year goes up by one (from 1 in a new year), and the document takes it. With
 * `onlyIf`, only while that condition holds too (a change of plans issues its documents only if the
 * change is made: db/changes.ts's APPLIED).
 */
export function issueDocumentSql(document: DocumentToIssue, onlyIf?: BoundSql): BoundSql[] {
  const notIssued = `NOT EXISTS (SELECT 1 FROM tax_documents WHERE kind = ? AND source = ?)${onlyIf ? ` AND ${onlyIf.sql}` : ""}`;
  const condition = onlyIf?.values ?? [];
  const year = document.financialYear.label;
  return [
    {
      sql: `INSERT INTO document_counters (series, financial_year, last)
         SELECT ?, ?, 1 WHERE ${notIssued}
         ON CONFLICT (series, financial_year) DO UPDATE SET last = last + 1`,
      values: [document.series, year, document.kind, document.source, ...condition],
    },
    {
      sql: `INSERT INTO tax_documents (series, financial_year, count, kind, request_id, source, issued_at, body)
         SELECT series, financial_year, last, ?, ?, ?, ?, ?
         FROM document_counters WHERE series = ? AND financial_year = ? AND ${notIssued}`,
      values: [
        document.kind,
        document.requestId,
        document.source,
        document.issuedAt,
        document.body,
        document.series,
        year,
        document.kind,
        document.source,
        ...condition,
      ],
    },
  ];
}

/** What a document says of the request it is issued for: the booker, the booking's reference, the tour. */
export const DOCUMENT_REQUEST_COLUMNS = [
  "id",
  "reference",
  "lang",
  "full_name",
  "trip_slug",
  "trip_title",
  "departure_start",
  "departure_end",
  "seats",
  "billing_state",
  "billing_address",
  "billing_company",
  "billing_gstin",
  "seat_price",
] as const;

export type DocumentRequestRow = Pick<RequestRow, (typeof DOCUMENT_REQUEST_COLUMNS)[number]>;
