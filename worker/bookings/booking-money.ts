// A booking's money as the desk shows it: what its seats cost by the booking
// terms, what came in and went back, what is still due, and what cancelling
// today would give back: by the terms' scale when the traveller cancels, in
// full when the agency cancels the departure.
//
// Changes of plans (worker/changes/) move the figures: what was paid towards
// the booking's seats is every payment that found a seat and every trip credit
// spent on it, less what its changes took out of it (a cancelled seat's
// share, a cheaper departure's difference returned); what it owes is its seats
// at their price (fixed by a switch, else the departure's) and its changes' fees.
import { departureDates, departureMoney, refundPercentOn } from "../../content/booking-terms";
import type { BookingMoney, PaymentLine, RefundLine, RefundQuote } from "../../requests/staff";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { catalogueTrip, seatPriceOf } from "../../requests/intake-catalogue";
import type { BookingChangeRow, CreditUseRow, PaymentLinkRow, PaymentRow, RefundRow, RequestRow } from "../db/rows";

/** The money rows of one request (db/payments.ts's moneyOfRequest). */
export interface MoneyRows {
  link: PaymentLinkRow | null;
  links?: PaymentLinkRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  changes?: readonly Pick<BookingChangeRow, "released" | "fee">[];
  creditUses?: readonly Pick<CreditUseRow, "amount">[];
}

/** The rows what a booking paid and owes are read from. */
export type SeatMoneyRows = Pick<MoneyRows, "changes" | "creditUses"> & {
  payments: readonly Pick<PaymentRow, "amount" | "without_seat">[];
};

/** The columns a booking's price is read from. */
export type PricedRow = Pick<RequestRow, "trip_slug" | "departure_start" | "seats" | "seat_price">;

/** What one seat of a departure costs with GST, in paise, as the catalogue has it; null for a trip it does not have. */
export function departureSeatPrice(catalogue: IntakeCatalogue, slug: string, startDate: string | null): number | null {
  const trip = catalogueTrip(catalogue, slug);
  if (!trip) return null;
  return departureMoney(seatPriceOf(trip, startDate), catalogue.terms).total * 100;
}

/** What one seat of this booking costs with GST, in paise: fixed by a switch, else its departure's price; null without a trip. */
export function bookingSeatPrice(row: PricedRow, catalogue: IntakeCatalogue): number | null {
  if (row.seat_price !== null) return row.seat_price;
  return row.trip_slug ? departureSeatPrice(catalogue, row.trip_slug, row.departure_start) : null;
}

/** What was paid towards the booking's seats, in paise. */
export function paidTowardSeats({ payments, creditUses = [], changes = [] }: SeatMoneyRows): number {
  const paid = payments.filter((payment) => payment.without_seat === 0).reduce((sum, p) => sum + p.amount, 0);
  const credits = creditUses.reduce((sum, use) => sum + use.amount, 0);
  return paid + credits - changes.reduce((sum, change) => sum + change.released, 0);
}

/** What the booking owes in all, in paise: its seats at their price, and the fees of its changes. */
export const owedInAll = (row: PricedRow, catalogue: IntakeCatalogue, money: SeatMoneyRows) =>
  row.seats * (bookingSeatPrice(row, catalogue) ?? 0) + (money.changes ?? []).reduce((sum, c) => sum + c.fee, 0);

/** Paise given back for `payments` at `percent`: each payment's share, to the paisa. */
export const refundOf = (payments: readonly Pick<PaymentRow, "amount">[], percent: number) =>
  payments.reduce((sum, payment) => sum + Math.floor((payment.amount * percent) / 100), 0);

const quote = (payments: PaymentRow[], percent: number): RefundQuote => ({
  percent,
  amount: refundOf(payments, percent),
});

/** Null for a request that is not a booking or waitlist request of a trip the catalogue still has. */
export function bookingMoney(
  row: Pick<RequestRow, "kind" | "status" | "hold_until"> & PricedRow,
  catalogue: IntakeCatalogue,
  money: MoneyRows,
  today: string,
  now: Date,
): BookingMoney | null {
  if (row.kind !== "booking" && row.kind !== "waitlist") return null;
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  if (!trip) return null;
  const perSeat = departureMoney(seatPriceOf(trip, row.departure_start), catalogue.terms);
  const total = owedInAll(row, catalogue, money);
  const deposit = perSeat.deposit * row.seats * 100;
  const paidIn = money.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const refunded = money.refunds
    .filter((refund) => refund.status !== "failed")
    .reduce((sum, refund) => sum + refund.amount, 0);
  const open = money.link?.status === "created" && row.status === "held" && (row.hold_until ?? "") > now.toISOString();
  const payments: PaymentLine[] = money.payments.map((payment) => ({
    id: payment.id,
    amount: payment.amount,
    method: payment.method,
    paidAt: payment.paid_at,
    recordedBy: payment.recorded_by,
    withoutSeat: payment.without_seat === 1,
  }));
  const refunds: RefundLine[] = money.refunds.map((refund) => ({
    id: refund.refund_id ?? refund.receipt,
    receipt: refund.receipt,
    amount: refund.amount,
    status: refund.status === "sending" ? "sent" : refund.status,
    at: refund.at,
    returned:
      refund.returned_at && refund.returned_by && refund.returned_method
        ? { at: refund.returned_at, by: refund.returned_by, method: refund.returned_method, note: refund.returned_note }
        : null,
  }));
  const settled = ["cancelled", "declined", "lapsed"].includes(row.status);
  const balanceDueBy = row.departure_start ? departureDates(row.departure_start, catalogue.terms).balanceDueBy : null;
  const due = settled ? 0 : Math.max(total - paidTowardSeats(money), 0);
  const balanceLink = money.links?.find(
    (link) => link.purpose === "balance" && link.change_id === "" && link.status === "created",
  );
  // What a switch added, asked for by a link of its own: the latest still open.
  const differenceLink = settled
    ? undefined
    : money.links
        ?.filter((link) => link.change_id !== "" && link.status === "created" && link.expire_by > now.toISOString())
        .at(-1);
  return {
    total,
    deposit,
    balance: total - deposit,
    balanceDueBy,
    paid: paidIn - refunded,
    due,
    overdue: row.status === "confirmed" && due > 0 && balanceDueBy !== null && today > balanceDueBy,
    payments,
    refunds,
    refundToday: {
      traveller: quote(
        money.payments,
        row.departure_start ? refundPercentOn(row.departure_start, today, catalogue.terms) : 0,
      ),
      agency: quote(money.payments, 100),
    },
    payUrl: open ? money.link!.short_url : null,
    balanceUrl: balanceLink && balanceLink.expire_by > now.toISOString() ? balanceLink.short_url : null,
    difference: differenceLink ? { url: differenceLink.short_url, amount: differenceLink.amount } : null,
  };
}
