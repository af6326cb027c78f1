// A booking's money as the desk shows it: what its seats cost by the booking
// terms, what came in and went back, what is still due, and what cancelling
// today would give back: by the terms' scale when the traveller cancels, in
// full when the agency cancels the departure.
import { departureDates, departureMoney, refundPercentOn } from "../../content/booking-terms";
import type { BookingMoney, PaymentLine, RefundLine, RefundQuote } from "../../requests/staff";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { catalogueTrip, seatPriceOf } from "../../requests/intake-catalogue";
import type { PaymentLinkRow, PaymentRow, RefundRow, RequestRow } from "../db/rows";

/** The money rows of one request (db/payments.ts's moneyOfRequest). */
export interface MoneyRows {
  link: PaymentLinkRow | null;
  links?: PaymentLinkRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
}

/** Paise given back for `payments` at `percent`: each payment's share, to the paisa. */
export const refundOf = (payments: readonly Pick<PaymentRow, "amount">[], percent: number) =>
  payments.reduce((sum, payment) => sum + Math.floor((payment.amount * percent) / 100), 0);

const quote = (payments: PaymentRow[], percent: number): RefundQuote => ({
  percent,
  amount: refundOf(payments, percent),
});

/** Null for a request that is not a booking or waitlist request of a trip the catalogue still has. */
export function bookingMoney(
  row: Pick<RequestRow, "kind" | "status" | "trip_slug" | "departure_start" | "seats" | "hold_until">,
  catalogue: IntakeCatalogue,
  money: MoneyRows,
  today: string,
  now: Date,
): BookingMoney | null {
  if (row.kind !== "booking" && row.kind !== "waitlist") return null;
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  if (!trip) return null;
  const perSeat = departureMoney(seatPriceOf(trip, row.departure_start), catalogue.terms);
  const total = perSeat.total * row.seats * 100;
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
  const due = settled ? 0 : Math.max(total - paidIn, 0);
  const balanceLink = money.links?.find((link) => link.purpose === "balance" && link.status === "created");
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
  };
}
