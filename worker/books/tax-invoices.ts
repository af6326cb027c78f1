// A cron job, daily: the tax invoices (CGST Rules 46 and 47). On the day a
// departure starts, each confirmed booking on it gets its tax invoice: what it
// owes after its changes of plans, with the cancellation charges they kept,
// and each advance that stands adjusted by its receipt voucher
// (invoice-advances.ts), and an email that links it. A booking cancelled in
// whole that kept some of its money gets its tax invoice for what it kept by
// the run after its cancellation, the supply its charges pay for being over
// then (docs/gst-documents.md, "Changes of plans"), with no email: the
// traveller owes nothing more. All of a run's invoices are issued in one
// batch, so they take consecutive numbers; a booking already invoiced is never
// invoiced again. A run that missed a day catches up on departures that began,
// and cancellations made, within the last INVOICE_WITHIN_DAYS, the time the rules give.
import { addDays } from "../../content/dates";
import { todayInIndia } from "../../content/india-time";
import { bookingSeatPrice, owedInAll } from "../bookings/booking-money";
import { invoiceFigures, type CreditSource } from "./invoice-advances";
import { taxInvoiceFor } from "./tax-documents";
import { intakeCatalogue } from "../catalogue/catalogue";
import { CREDIT_SOURCE_STATEMENTS, creditSourcesOf, moneyOf, MONEY_STATEMENTS } from "../db/payments";
import { bookingsToInvoice, INVOICE_STATEMENTS, issueDocument, issueTaxInvoice } from "../db/tax-documents";

/** How many bookings one run invoices at most; the rest the next day. */
const INVOICE_BATCH = 40;

/** A tax invoice is issued within 30 days of the supply (CGST Rule 47). */
const INVOICE_WITHIN_DAYS = 30;

/**
 * The bookings' read, their money, the credits they were paid with, and the invoices in one batch (a
 * cancelled booking's without its email, so at most INVOICE_STATEMENTS each).
 */
export const INVOICES_MAX_QUERIES =
  1 + MONEY_STATEMENTS + CREDIT_SOURCE_STATEMENTS + INVOICE_BATCH * INVOICE_STATEMENTS;

export async function issueTaxInvoices(env: Env, now: Date) {
  const today = todayInIndia(now);
  const cancelledSince = new Date(now.getTime() - INVOICE_WITHIN_DAYS * 86_400_000).toISOString();
  const bookings = await bookingsToInvoice(
    env.DB,
    addDays(today, -INVOICE_WITHIN_DAYS),
    today,
    cancelledSince,
    INVOICE_BATCH,
  );
  if (bookings.length === 0) return { invoices: 0 };
  const catalogue = await intakeCatalogue(env.ASSETS);
  const money = await moneyOf(
    env.DB,
    bookings.map((row) => row.id),
  );
  const sources = creditSourcesByCode(
    await creditSourcesOf(env.DB, [...new Set(money.creditUses.map((use) => use.code))]),
  );
  const invoices = bookings.flatMap((row) => {
    const ofRow = <T extends { request_id: string }>(rows: T[]) => rows.filter((each) => each.request_id === row.id);
    const own = {
      payments: ofRow(money.payments),
      refunds: ofRow(money.refunds),
      documents: ofRow(money.documents),
      changes: ofRow(money.changes),
      creditUses: ofRow(money.creditUses),
    };
    const cancelled = row.status === "cancelled";
    // A trip gone from the catalogue has no price to invoice: the desk's accountant invoices it by hand.
    if (!cancelled && bookingSeatPrice(row, catalogue) === null) {
      console.error(JSON.stringify({ event: "tax-invoice-without-trip", id: row.id }));
      return [];
    }
    const figures = invoiceFigures(cancelled ? 0 : owedInAll(row, catalogue, own), cancelled, own, sources);
    if (figures.value <= 0) return [];
    const invoice = taxInvoiceFor(row, catalogue, figures, now);
    return [cancelled ? issueDocument(env.DB, invoice) : issueTaxInvoice(env.DB, invoice, now.toISOString())];
  });
  if (invoices.length > 0) await env.DB.batch(invoices.flat());
  return { invoices: invoices.length };
}

/** Each credit code's source: the credit, the credits kept beside it, its uses, and its booking's advances. */
function creditSourcesByCode(found: Awaited<ReturnType<typeof creditSourcesOf>>): Map<string, CreditSource> {
  const ofOrigin = <T extends { request_id: string }>(rows: T[], origin: string) =>
    rows.filter((each) => each.request_id === origin);
  return new Map(
    found.credits.map((credit) => [
      credit.code,
      {
        credit,
        originCredits: ofOrigin(found.credits, credit.request_id),
        uses: found.uses.filter((use) => use.code === credit.code),
        origin: {
          payments: ofOrigin(found.payments, credit.request_id),
          refunds: ofOrigin(found.refunds, credit.request_id),
          documents: ofOrigin(found.vouchers, credit.request_id),
        },
      },
    ]),
  );
}
