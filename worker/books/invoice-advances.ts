// What a booking's tax invoice bills and which advances it adjusts, once its
// plans may have changed (docs/gst-documents.md, "Changes of plans"). Its value
// is what the booking owes after its changes (its seats at their price and the
// changes' fees) and the cancellation charges its changes kept, which are
// consideration for the same tour (CBIC Circular 178/10/2022-GST); a booking
// cancelled in whole is billed only what it kept. Against it go the advances
// that still stand: each receipt voucher less what its payment's refunds took
// back, less what became trip credits; and, for a booking paid with a credit,
// the receipt vouchers of the booking the credit was kept from, for the amount
// used. Which receipt voucher a credit draws on is fixed, so two invoices never
// adjust the same rupee: a booking's advances in a row, latest payment first
// (the order refunds take them, changes/refunds.ts's refundSplit), its credits
// take the front of the row by the order they were kept, each credit's uses
// follow one another by the order they were made, and the booking's own invoice
// adjusts what is left behind them.
import { taxInAmount } from "../../content/tax-documents";
import type { BookingChangeRow, CreditUseRow, PaymentRow, RefundRow, TaxDocumentRow, TripCreditRow } from "../db/rows";
import { bodyOf } from "./document-register";
import { numberOf, type AdjustedAdvance, type DocumentBody, type InvoiceFigures } from "./tax-documents";

/** A booking's advances as its receipt vouchers document them. */
export interface BookingAdvances {
  /** Its payments, in the order they were paid. */
  payments: readonly Pick<PaymentRow, "id" | "without_seat">[];
  refunds: readonly Pick<RefundRow, "receipt" | "payment_id" | "amount">[];
  /** Its GST documents: the receipt vouchers are read (a receipt voucher's source is its payment). */
  documents: readonly TaxDocumentRow[];
}

/** A credit a booking was paid with: the credit, every credit kept from its booking, every use of it, and that booking's advances. */
export interface CreditSource {
  credit: TripCreditRow;
  originCredits: readonly TripCreditRow[];
  uses: readonly CreditUseRow[];
  origin: BookingAdvances;
}

/** What the booking's changes did with its money. */
export type ChangeMoney = Pick<BookingChangeRow, "id" | "released" | "refund" | "credit">;

interface Standing {
  voucher: TaxDocumentRow;
  body: DocumentBody;
  /** What of its advance stands (paise): the voucher's amount less its payment's refunds. */
  left: number;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * A booking's advances in a row, latest payment first, each with what stands of it. A payment that found
 * no seat is refunded in full and paid towards nothing; one from before receipt vouchers has none to adjust.
 */
function standingOf({ payments, refunds, documents }: BookingAdvances): Standing[] {
  return [...payments]
    .filter((payment) => payment.without_seat === 0)
    .reverse()
    .flatMap((payment) => {
      const voucher = documents.find((each) => each.kind === "receiptVoucher" && each.source === payment.id);
      if (!voucher) return [];
      const body = bodyOf(voucher);
      const left = body.tax.amount - sum(refunds.filter((r) => r.payment_id === payment.id).map((r) => r.amount));
      return left > 0 ? [{ voucher, body, left }] : [];
    });
}

/** The advances in `[from, from + amount)` of the row, each taxed as its receipt voucher was. */
function slice(row: readonly Standing[], from: number, amount: number, credit?: string): AdjustedAdvance[] {
  const advances: AdjustedAdvance[] = [];
  let start = 0;
  for (const { voucher, body, left } of row) {
    const part = Math.min(from + amount, start + left) - Math.max(from, start);
    start += left;
    if (part <= 0) continue;
    advances.push({
      number: numberOf(voucher),
      issuedAt: voucher.issued_at,
      amount: part,
      tax: part === body.tax.amount ? body.tax : taxInAmount(part, body.ratePercent, !body.interState),
      placeOfSupply: body.placeOfSupply,
      ratePercent: body.ratePercent,
      ...(credit ? { credit } : {}),
    });
  }
  return advances;
}

/** What the booking's changes kept as cancellation charges: what they released, less refunded, less kept as credit. */
export const keptCharges = (changes: readonly ChangeMoney[]) =>
  sum(changes.map((change) => change.released - change.refund - change.credit));

/**
 * What the booking's changes gave back onto the credits it was paid with: their refunds, less those
 * claimed over its payments (whose receipt is '<payment id>:<change id>').
 */
function givenBackToCredits(changes: readonly ChangeMoney[], refunds: BookingAdvances["refunds"]): number {
  const overPayments = refunds.filter((refund) => changes.some((change) => refund.receipt.endsWith(`:${change.id}`)));
  return Math.max(sum(changes.map((change) => change.refund)) - sum(overPayments.map((r) => r.amount)), 0);
}

/** The origin's advances a use of `amount` paise of a credit draws on. */
function creditAdvances(use: CreditUseRow, amount: number, source: CreditSource): AdjustedAdvance[] {
  const keptBefore = source.originCredits.filter(
    (credit) =>
      credit.created_at < source.credit.created_at ||
      (credit.created_at === source.credit.created_at && credit.code < source.credit.code),
  );
  const usedBefore = source.uses.filter(
    (other) => other.at < use.at || (other.at === use.at && other.request_id < use.request_id),
  );
  const from = sum(keptBefore.map((credit) => credit.amount)) + sum(usedBefore.map((other) => other.amount));
  return slice(standingOf(source.origin), from, amount, use.code);
}

/**
 * A booking's invoice: `owed` (its seats at their price and its changes' fees; 0 for a booking cancelled
 * in whole) and the cancellation charges its changes kept; against it, its own advances that stand after
 * refunds and credits kept, and the advances behind each credit it was paid with (less what its changes
 * gave back onto them, the latest use first). A booking cancelled in whole (`cancelled`) is billed what
 * stands of its advances: what it kept, whether the desk or a change cancelled it.
 */
export function invoiceFigures(
  owed: number,
  cancelled: boolean,
  own: BookingAdvances & { changes: readonly ChangeMoney[]; creditUses: readonly CreditUseRow[] },
  sources: ReadonlyMap<string, CreditSource>,
): InvoiceFigures {
  const row = standingOf(own);
  const credited = sum(own.changes.map((change) => change.credit));
  const ownAdvances = slice(row, credited, sum(row.map((each) => each.left)) - credited);
  // What went back onto the credits comes off the latest use first, as the change gave it back.
  let givenBack = givenBackToCredits(own.changes, own.refunds);
  const stillUsed = new Map<CreditUseRow, number>();
  for (const use of [...own.creditUses].reverse()) {
    const back = Math.min(givenBack, use.amount);
    givenBack -= back;
    stillUsed.set(use, use.amount - back);
  }
  const fromCredits = own.creditUses.flatMap((use) => {
    const source = sources.get(use.code);
    const amount = stillUsed.get(use) ?? 0;
    return source && amount > 0 ? creditAdvances(use, amount, source) : [];
  });
  const advances = [...ownAdvances, ...fromCredits];
  const adjusted = sum(advances.map((advance) => advance.amount));
  const kept = cancelled ? adjusted : keptCharges(own.changes);
  return { value: cancelled ? adjusted : owed + kept, cancellationCharges: kept, advances };
}
