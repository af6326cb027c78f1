-- The GST documents the agency issues (docs/gst-documents.md): a receipt
-- voucher for each advance received, and, as they come, tax invoices, refund
-- vouchers and credit notes. Each is issued once, numbered in its series, and
-- never changed: a correction is a credit note.
--
-- Each series' count in each financial year. A document takes the next number
-- in the same transaction that records the money it documents, so documents
-- issued at once get consecutive numbers, with no gap and no repeat.
CREATE TABLE document_counters (
  -- The series' prefix, as data/tax.json gives it: 'RV'.
  series TEXT NOT NULL,
  -- India's financial year, as accounts write it: '2026-27'.
  financial_year TEXT NOT NULL,
  -- The number of the last document issued in it.
  last INTEGER NOT NULL CHECK (last >= 1),
  PRIMARY KEY (series, financial_year)
) STRICT;

-- The agency's accounts: kept when the request they were issued for is
-- deleted (requests/retention.ts), as GST law asks of them, so no key refers
-- to it.
-- A document's number is its series, financial year and count ('RV/2627/00001',
-- content/tax-documents.ts's serialNumber): a prefix of at most 4 characters and
-- a count of at most 6 digits keep it within the 16 characters the rules allow.
CREATE TABLE tax_documents (
  series TEXT NOT NULL CHECK (length(series) BETWEEN 1 AND 4),
  financial_year TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count BETWEEN 1 AND 999999),
  kind TEXT NOT NULL CHECK (kind IN ('receiptVoucher', 'taxInvoice', 'refundVoucher', 'creditNote')),
  request_id TEXT NOT NULL,
  -- What it documents, once: a receipt voucher's payment id, a refund voucher's
  -- or credit note's refund receipt, a tax invoice's request id.
  source TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  -- Everything it says, as issued (JSON; worker/books/tax-documents.ts's DocumentBody).
  body TEXT NOT NULL,
  PRIMARY KEY (series, financial_year, count),
  UNIQUE (kind, source)
) STRICT;
CREATE INDEX tax_documents_by_request ON tax_documents (request_id);
CREATE INDEX tax_documents_by_day ON tax_documents (issued_at);
