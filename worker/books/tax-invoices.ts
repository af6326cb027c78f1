// A cron job, daily: the tax invoices. On the day a departure starts, each
// confirmed booking on it gets its tax invoice (CGST Rules 46 and 47): the
// value of its seats, with each advance received adjusted by its receipt
// voucher (tax-documents.ts), and an email that links it. All of a run's invoices are issued in
// one batch, so they take consecutive numbers; a booking already invoiced is
// never invoiced again. A run that missed a day catches up on departures that
// began within the last INVOICE_WITHIN_DAYS, the time the rules give.
import { addDays } from "../../content/dates";
import { todayInIndia } from "../../content/india-time";
import { bookingMoney } from "../bookings/booking-money";
import { taxInvoiceFor } from "./tax-documents";
import { intakeCatalogue } from "../catalogue/catalogue";
import { moneyOf, MONEY_STATEMENTS } from "../db/payments";
import { bookingsToInvoice, INVOICE_STATEMENTS, issueTaxInvoice } from "../db/tax-documents";

/** How many bookings one run invoices at most; the rest the next day. */
const INVOICE_BATCH = 40;

/** A tax invoice is issued within 30 days of the supply (CGST Rule 47). */
const INVOICE_WITHIN_DAYS = 30;

/** The bookings' read, their money and documents in one batch, and the invoices in another. */
export const INVOICES_MAX_QUERIES = 1 + MONEY_STATEMENTS + INVOICE_BATCH * INVOICE_STATEMENTS;

export async function issueTaxInvoices(env: Env, now: Date) {
  const today = todayInIndia(now);
  const bookings = await bookingsToInvoice(env.DB, addDays(today, -INVOICE_WITHIN_DAYS), today, INVOICE_BATCH);
  if (bookings.length === 0) return { invoices: 0 };
  const catalogue = await intakeCatalogue(env.ASSETS);
  const money = await moneyOf(
    env.DB,
    bookings.map((row) => row.id),
  );
  const invoices = bookings.flatMap((row) => {
    const ofRow = <T extends { request_id: string }>(rows: T[]) => rows.filter((each) => each.request_id === row.id);
    const figures = bookingMoney(
      row,
      catalogue,
      { link: null, payments: ofRow(money.payments), refunds: ofRow(money.refunds) },
      today,
      now,
    );
    // A trip gone from the catalogue has no price to invoice: the desk's accountant invoices it by hand.
    if (!figures) {
      console.error(JSON.stringify({ event: "tax-invoice-without-trip", id: row.id }));
      return [];
    }
    const receiptVouchers = ofRow(money.documents).filter((document) => document.kind === "receiptVoucher");
    return [taxInvoiceFor(row, catalogue, figures.total, receiptVouchers, now)];
  });
  if (invoices.length > 0) {
    await env.DB.batch(invoices.flatMap((invoice) => issueTaxInvoice(env.DB, invoice, now.toISOString())));
  }
  return { invoices: invoices.length };
}
