// One booking or waitlist request as its traveller reads it, in their emails
// and on their booking page: the trip and dates, the seats, what they cost and
// when each part is due, and where the request stands.
import { departureDates, departureMoney } from "../../content/booking-terms";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { catalogueTrip, waitlistClosesOn } from "../../requests/intake-catalogue";
import { statusInfo } from "../../requests/statuses";
import { formatCount, formatDateRange, formatLongDate, formatPaise, formatRupees } from "../../content/format";
import { formatIndiaTime } from "../../content/india-time";
import { bookingPagePath } from "../../content/routes.mjs";
import type { PaymentRow, RequestRow } from "../db/rows";

/** The columns a traveller's summary reads. */
export type SummarisedRequest = Pick<
  RequestRow,
  | "kind"
  | "status"
  | "reference"
  | "token"
  | "full_name"
  | "email"
  | "trip_slug"
  | "trip_title"
  | "departure_start"
  | "departure_end"
  | "seats"
  | "travellers"
  | "hold_until"
>;

/** A line of the summary: a label and its value. */
export type SummaryLine = [label: string, value: string];

/** The facts of the request, in the order emails and the page list them, with what was paid. */
export function summaryLines(
  row: SummarisedRequest,
  catalogue: IntakeCatalogue,
  payments: readonly Pick<PaymentRow, "amount" | "paid_at" | "method">[] = [],
): SummaryLine[] {
  const lines: SummaryLine[] = [
    ["Reference", row.reference ?? ""],
    ["Trip", row.trip_title ?? ""],
    [
      "Departure",
      row.departure_start && row.departure_end
        ? formatDateRange(row.departure_start, row.departure_end)
        : "The next departure, not yet scheduled",
    ],
    ["Seats", formatCount(row.seats, "seat", "seats")],
  ];
  if (row.travellers) lines.push(["Travelling with you", row.travellers.split("\n").join(", ")]);
  lines.push(["Status", statusInfo(row.kind, row.status).label]);
  if (row.hold_until) {
    lines.push([row.status === "offered" ? "Offer open until" : "Seats held until", formatIndiaTime(row.hold_until)]);
  }
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  if (trip) {
    const money = departureMoney(trip.price, catalogue.terms);
    lines.push(
      ["Price", `${formatRupees(money.total)} per person with ${catalogue.terms.gstPercent}% GST`],
      ["Total", formatRupees(money.total * row.seats)],
      [`Deposit (${catalogue.terms.depositPercent}%)`, formatRupees(money.deposit * row.seats)],
    );
    // A booking that ended owes nothing more.
    if (row.departure_start && !["cancelled", "declined", "lapsed"].includes(row.status)) {
      const dates = departureDates(row.departure_start, catalogue.terms);
      lines.push([
        "Balance",
        `${formatRupees(money.balance * row.seats)}, due by ${formatLongDate(dates.balanceDueBy)}`,
      ]);
    }
  }
  for (const payment of payments) {
    lines.push([
      "Paid",
      `${formatPaise(payment.amount)} on ${formatIndiaTime(payment.paid_at)} by ${payment.method === "upi" ? "UPI" : payment.method}`,
    ]);
  }
  if (row.kind === "waitlist" && row.departure_start && row.status === "waiting") {
    lines.push(["Waitlist closes", formatLongDate(waitlistClosesOn(row.departure_start, catalogue.terms))]);
  }
  return lines;
}

/** The traveller's booking page: its address with the secret, on the site at `siteUrl`. */
export const bookingPageUrl = (siteUrl: string, row: Pick<RequestRow, "reference" | "token">) =>
  new URL(`${bookingPagePath(row.reference!)}?token=${row.token}`, siteUrl).toString();
