// The deposit paid online. A booking from the site, and a waitlist request
// whose traveller takes the seats offered to them on their booking page, holds
// its seats for paymentHoldMinutes (data/booking-terms.json) and gets a
// Razorpay Payment Link for its deposit that expires when the hold ends: the
// booking dialog sends the visitor straight to it, the booking page has its
// button. What confirms the booking is a payment Razorpay vouches for: its
// signed webhook (payments/razorpay-webhook.ts), the signed return of the traveller
// to their booking page, checked against the link itself, or the hold timer
// asking Razorpay about a link whose hold is ending (seats/seat-timers.ts). Each
// applies the payment through one statement batch (db/payments.ts), so it
// counts once however many of them report it.
import { departureMoney } from "../../content/booking-terms";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { catalogueDeparture, catalogueTrip, seatPriceOf } from "../../requests/intake-catalogue";
import { hoursAfter } from "../../content/dates";
import type { StoredAnswer } from "../../requests/intake";
import { fillMessage } from "../../content/fill-message";
import { MESSAGES } from "../../content/messages";
import { bookingPagePath } from "../../content/routes.mjs";
import { seatCount, tripTitleOf } from "./booking-summary";
import { intakeCatalogue } from "../catalogue/catalogue";
import {
  applyPayment,
  insertPaymentLink,
  lengthenHold,
  paymentLinkOf,
  paymentLinkOfChange,
  type IncomingPayment,
} from "../db/payments";
import { requestById } from "../db/requests";
import { creditPaidFor } from "../db/changes";
import type { PaymentLinkRow, PaymentPurpose, RequestRow } from "../db/rows";
import type { DocumentRequestRow, DocumentToIssue } from "../db/tax-document-sql";
import {
  createPaymentLink,
  fetchPaymentLink,
  paymentLinksByReference,
  RazorpayError,
  type PaymentLink,
  type RazorpayConfig,
} from "./razorpay";

/** A booking's deposit in paise: its departure's deposit per person (content/booking-terms.ts) times its seats. */
export function depositPaise(
  row: Pick<RequestRow, "trip_slug" | "departure_start" | "seats">,
  catalogue: IntakeCatalogue,
): number {
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  if (!trip) throw new Error(`No trip ${row.trip_slug} in the catalogue`);
  return departureMoney(seatPriceOf(trip, row.departure_start), catalogue.terms).deposit * row.seats * 100;
}

/** Where Razorpay sends the traveller back: their booking page's return address, which checks the signature. */
export const returnUrl = (siteUrl: string, row: Pick<RequestRow, "reference" | "token">) =>
  new URL(`${bookingPagePath(row.reference!, "paid")}?token=${row.token}`, siteUrl).toString();

/**
 * The reference_id of a request's link: its reference for the deposit, with '-B' for the balance, and
 * '-D' and the switch's first eight characters for what a switch added (Razorpay takes each once).
 */
export const linkReference = (
  row: Pick<RequestRow, "reference">,
  link: Pick<PaymentLinkRow, "purpose" | "change_id">,
) =>
  link.change_id !== ""
    ? `${row.reference}-D${link.change_id.slice(0, 8)}`
    : link.purpose === "deposit"
      ? row.reference!
      : `${row.reference}-B`;

const linkRow = (
  link: PaymentLink,
  requestId: string,
  purpose: PaymentPurpose,
  changeId: string,
  at: string,
): PaymentLinkRow => ({
  id: link.id,
  request_id: requestId,
  purpose,
  amount: link.amount,
  currency: link.currency,
  short_url: link.short_url,
  expire_by: new Date(link.expire_by * 1000).toISOString(),
  status: link.status,
  created_at: at,
  change_id: changeId,
});

/** What a new link collects: its purpose, its amount in paise, and until when; for a switch's difference, the switch. */
export interface LinkTerms {
  purpose: PaymentPurpose;
  amount: number;
  expiresAt: string;
  changeId?: string;
}

/** What Razorpay's page says the payment is for, in the request's language: 'Deposit: Spiti Valley Winter Expedition, 2 seats (SF-7K3Q9XMD)'. */
function linkDescription(row: RequestRow, catalogue: IntakeCatalogue, purpose: PaymentPurpose): string {
  const words = MESSAGES[row.lang].bookingSummary;
  return fillMessage(purpose === "deposit" ? words.linkDeposit : words.linkBalance, {
    trip: tripTitleOf(row, catalogue) ?? "",
    seats: seatCount(row.seats, row.lang),
    reference: row.reference!,
  });
}

/**
 * The request's link for `terms.purpose`: the one made before (a retried form
 * gets the same), else a new one. Razorpay refuses a second link under one
 * reference, so a link made by an attempt that died before keeping it is
 * found by its reference.
 */
export async function paymentLink(
  db: D1Database,
  config: RazorpayConfig,
  row: RequestRow,
  catalogue: IntakeCatalogue,
  terms: LinkTerms,
  siteUrl: string,
  now: Date,
): Promise<PaymentLinkRow> {
  const changeId = terms.changeId ?? "";
  const kept = changeId
    ? await paymentLinkOfChange(db, row.id, changeId)
    : await paymentLinkOf(db, row.id, terms.purpose);
  if (kept) return kept;
  const reference = linkReference(row, { purpose: terms.purpose, change_id: changeId });
  let link: PaymentLink;
  try {
    link = await createPaymentLink(config, {
      amount: terms.amount,
      currency: "INR",
      reference_id: reference,
      description: linkDescription(row, catalogue, terms.purpose),
      expire_by: Math.floor(Date.parse(terms.expiresAt) / 1000),
      customer: {
        name: row.full_name ?? "",
        email: row.email,
        ...(row.phone ? { contact: `${row.country_code ?? ""}${row.phone}` } : {}),
      },
      callback_url: returnUrl(siteUrl, row),
      notes: { reference: row.reference!, request_id: row.id, purpose: terms.purpose },
    });
  } catch (error) {
    if (!(error instanceof RazorpayError) || error.status !== 400) throw error;
    const [earlier] = await paymentLinksByReference(config, reference);
    if (!earlier) throw error;
    link = earlier;
  }
  await insertPaymentLink(db, linkRow(link, row.id, terms.purpose, changeId, now.toISOString()));
  return changeId
    ? (await paymentLinkOfChange(db, row.id, changeId))!
    : (await paymentLinkOf(db, row.id, terms.purpose))!;
}

/** The departure a booking is for, with its capacity: where a late payment may still find its seats. */
export function departureForPayment(
  row: Pick<RequestRow, "trip_slug" | "departure_start">,
  catalogue: IntakeCatalogue,
) {
  const departure =
    row.trip_slug && row.departure_start
      ? catalogueDeparture(catalogue, row.trip_slug, row.departure_start)
      : undefined;
  return {
    slug: row.trip_slug ?? "",
    startDate: row.departure_start ?? "",
    // A departure gone from the catalogue seats nobody late.
    capacity: departure?.seats ?? 0,
  };
}

/**
 * Asks Razorpay about `link` and applies each captured payment on it (the
 * traveller's return, and the hold timer for a webhook that never came), with
 * the receipt voucher `receiptFor` makes of it (books/tax-documents.ts, a
 * floor above this one). Answers whether the link is paid.
 */
export async function settleFromRazorpay(
  db: D1Database,
  config: RazorpayConfig,
  link: PaymentLinkRow,
  row: DocumentRequestRow,
  catalogue: IntakeCatalogue,
  receiptFor: (payment: IncomingPayment) => DocumentToIssue,
  now: Date,
): Promise<boolean> {
  const current = await fetchPaymentLink(config, link.id);
  const captured = (current.payments ?? []).filter((payment) => payment.status === "captured");
  for (const payment of captured) {
    // A link takes its whole amount in one payment (accept_partial is off): anything else is not this deposit.
    if (payment.amount !== link.amount || current.currency !== link.currency) continue;
    const paid: IncomingPayment = {
      id: payment.payment_id,
      requestId: link.request_id,
      linkId: link.id,
      purpose: link.purpose,
      amount: payment.amount,
      currency: current.currency,
      method: payment.method,
      paidAt: new Date(payment.created_at * 1000).toISOString(),
      via: { fetchedFromRazorpay: true },
      departure: departureForPayment(row, catalogue),
    };
    await applyPayment(db, paid, now.toISOString(), receiptFor(paid));
  }
  return current.status === "paid" && captured.length > 0;
}

/** How long a booking paid online holds its seats, from data/booking-terms.json. */
export const paymentHoldMinutes = async (env: Env) => (await intakeCatalogue(env.ASSETS)).terms.paymentHoldMinutes;

/**
 * Where the traveller pays the deposit of the request whose seats were just
 * held for a payment (`requestId`: a booking just stored, or a waitlist
 * request that just took its offered seats), returning to `siteOrigin`. If
 * Razorpay cannot make a link now, the request is held as long as one staff
 * collect the deposit for (holdHours), and the answer says until when, with
 * no address to pay at. A retry (the form sent again, the take pressed in two
 * tabs) gets the same link, or the same lengthened hold.
 */
export async function payDepositOnline(
  env: Env,
  config: RazorpayConfig,
  requestId: string,
  siteOrigin: string,
  now: Date,
): Promise<Pick<StoredAnswer, "payUrl" | "holdUntil">> {
  const row = await requestById(env.DB, requestId);
  // A retried request that was paid or has ended has nothing left to pay here.
  if (!row || (row.kind !== "booking" && row.kind !== "waitlist") || row.status !== "held" || !row.hold_until) {
    return {};
  }
  const catalogue = await intakeCatalogue(env.ASSETS);
  // A hold longer than a payment's is one staff collect the deposit for: lengthened when Razorpay
  // failed an earlier attempt, or held on the desk. It stays theirs.
  if (row.hold_until > hoursAfter(now, catalogue.terms.paymentHoldMinutes / 60)) return { holdUntil: row.hold_until };
  try {
    const link = await paymentLink(
      env.DB,
      config,
      row,
      catalogue,
      // What a trip credit paid of the deposit is not asked for again (it pays less than all of it, or
      // the booking would be confirmed already).
      {
        purpose: "deposit",
        amount: depositPaise(row, catalogue) - (await creditPaidFor(env.DB, row.id)),
        expiresAt: row.hold_until,
      },
      siteOrigin,
      now,
    );
    return { payUrl: link.short_url };
  } catch (error) {
    console.error(JSON.stringify({ event: "payment-link-failed", id: row.id, error: String(error) }));
    const until = hoursAfter(now, catalogue.terms.holdHours);
    await lengthenHold(env.DB, row.id, until, now.toISOString());
    return { holdUntil: until };
  }
}
