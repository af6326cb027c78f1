// GET /money/documents.csv: a month's GST documents read from D1 and written
// as GSTR-1's tables in one CSV. Two reads: the month's documents (one query,
// by the index on issued_at), then the invoices and receipt vouchers of the
// bookings its invoices and credit notes are for (a query for each 100
// bookings), so a month of any size stays within D1's limits.
import { monthBounds } from "../../content/tax-documents";
import { documentsIssuedBetween, invoicesAndReceiptsOf } from "../db/tax-documents";
import { gstr1Csv } from "./gstr1-csv";
import { gstr1Return } from "./gstr1-return";

/** The CSV of `month`'s return (YYYY-MM, India's calendar). */
export async function monthReturnCsv(db: D1Database, month: string): Promise<string> {
  const { from, to } = monthBounds(month);
  const issued = await documentsIssuedBetween(db, from, to);
  const related = await invoicesAndReceiptsOf(
    db,
    issued.filter(({ kind }) => kind === "taxInvoice" || kind === "creditNote").map((row) => row.request_id),
  );
  return gstr1Csv(gstr1Return(month, issued, related));
}
