// One booking or waitlist request as its traveller reads it, in their emails
// and on their booking page, in the language they asked in: the trip and
// dates, the seats, what they cost and when each part is due, and where the
// request stands.
import { departureDates, departureMoney } from "../../content/booking-terms";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import {
  catalogueTrip,
  catalogueWordsIn,
  seatPriceOf,
  tripTextOf,
  waitlistClosesOn,
} from "../../requests/intake-catalogue";
import { statusInfo, type StatusOf } from "../../requests/statuses";
import { formatDateRange, formatLongDate, formatPaise, formatRupees, takesSingular } from "../../content/format";
import { fillMessage } from "../../content/fill-message";
import { formatIndiaTime } from "../../content/india-time";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES, type Messages } from "../../content/messages";
import { bookingPagePath } from "../../content/routes.mjs";
import type { PaymentRow, RequestRow } from "../db/rows";

/** The columns a traveller's summary reads. */
export type SummarisedRequest = Pick<
  RequestRow,
  | "kind"
  | "status"
  | "lang"
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

/** '2 seats' ('2 सीटें'): a number of seats in `lang`. */
export function seatCount(count: number, lang: Locale): string {
  const words = MESSAGES[lang].bookingSummary;
  return fillMessage(takesSingular(count, lang) ? words.seatCountOne : words.seatCountOther, { count });
}

/** The trip's title in the request's language, or as the request stored it when the site no longer has the trip. */
export function tripTitleOf(
  row: Pick<RequestRow, "trip_slug" | "trip_title" | "lang">,
  catalogue: Pick<IntakeCatalogue, "agency" | "trips" | "travellerQuestions" | "translations">,
): string | null {
  const text = row.trip_slug ? tripTextOf(catalogueWordsIn(catalogue, row.lang), row.trip_slug) : undefined;
  return text?.title ?? row.trip_title;
}

/**
 * Every status a booking or waitlist request can be in, as its traveller is
 * told where it stands (the messages' bookingSummary.statuses).
 */
export const TRAVELLER_STATUS_NAMES = [
  "waiting",
  "offered",
  "held",
  "confirmed",
  "declined",
  "lapsed",
  "cancelled",
] as const satisfies readonly (keyof Messages["bookingSummary"]["statuses"])[];

type TravellerStatusName = (typeof TRAVELLER_STATUS_NAMES)[number];

// Fails to compile when a status of a booking or waitlist request (requests/statuses.ts) has no words above.
const everyStatusTold: [Exclude<StatusOf<"booking"> | StatusOf<"waitlist">, TravellerStatusName>] extends [never]
  ? true
  : never = true;
void everyStatusTold;

/** Where a booking or waitlist request stands, as its traveller reads it in `lang`; another kind's as staff do. */
export function travellerStatus(row: Pick<RequestRow, "kind" | "status">, lang: Locale): string {
  return (row.kind === "booking" || row.kind === "waitlist") &&
    (TRAVELLER_STATUS_NAMES as readonly string[]).includes(row.status)
    ? MESSAGES[lang].bookingSummary.statuses[row.status as TravellerStatusName]
    : statusInfo(row.kind, row.status).label;
}

/** Each way of paying by its name, which is the same in every language. */
const PAYMENT_NAMES: Readonly<Record<string, string>> = { upi: "UPI", UPI: "UPI" };

/** The key of each other way of paying in the messages (bookingSummary.methods), by how payments record it. */
const METHOD_KEYS: Readonly<Record<string, keyof Messages["bookingSummary"]["methods"]>> = {
  card: "card",
  netbanking: "netbanking",
  wallet: "wallet",
  "bank transfer": "bankTransfer",
  cash: "cash",
  cheque: "cheque",
};

/** 'UPI', 'card', 'bank transfer' ('कार्ड', 'बैंक ट्रांसफ़र'): how a payment was made, as a traveller reads it; an unknown way as recorded. */
export function paymentMethodIn(method: string, lang: Locale): string {
  if (Object.hasOwn(PAYMENT_NAMES, method)) return PAYMENT_NAMES[method];
  return Object.hasOwn(METHOD_KEYS, method) ? MESSAGES[lang].bookingSummary.methods[METHOD_KEYS[method]] : method;
}

/** The facts of the request, in the order emails and the page list them, with what was paid, in the request's language. */
export function summaryLines(
  row: SummarisedRequest,
  catalogue: IntakeCatalogue,
  payments: readonly Pick<PaymentRow, "amount" | "paid_at" | "method">[] = [],
): SummaryLine[] {
  const { lang } = row;
  const words = MESSAGES[lang].bookingSummary;
  const lines: SummaryLine[] = [
    [words.reference, row.reference ?? ""],
    [words.trip, tripTitleOf(row, catalogue) ?? ""],
    [
      words.departure,
      row.departure_start && row.departure_end
        ? formatDateRange(row.departure_start, row.departure_end, lang)
        : words.nextDeparture,
    ],
    [words.seats, seatCount(row.seats, lang)],
  ];
  if (row.travellers) lines.push([words.travellingWithYou, row.travellers.split("\n").join(", ")]);
  lines.push([words.status, travellerStatus(row, lang)]);
  if (row.hold_until) {
    lines.push([
      row.status === "offered" ? words.offerOpenUntil : words.seatsHeldUntil,
      formatIndiaTime(row.hold_until, lang),
    ]);
  }
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  if (trip) {
    const money = departureMoney(seatPriceOf(trip, row.departure_start), catalogue.terms);
    lines.push(
      [
        words.price,
        fillMessage(words.pricePerPerson, { price: formatRupees(money.total), gst: catalogue.terms.gstPercent }),
      ],
      [words.total, formatRupees(money.total * row.seats)],
      [
        fillMessage(words.deposit, { percent: catalogue.terms.depositPercent }),
        formatRupees(money.deposit * row.seats),
      ],
    );
    // A booking that ended owes nothing more.
    if (row.departure_start && !["cancelled", "declined", "lapsed"].includes(row.status)) {
      const dates = departureDates(row.departure_start, catalogue.terms);
      lines.push([
        words.balance,
        fillMessage(words.balanceDue, {
          amount: formatRupees(money.balance * row.seats),
          date: formatLongDate(dates.balanceDueBy, lang),
        }),
      ]);
    }
  }
  for (const payment of payments) {
    lines.push([
      words.paid,
      fillMessage(words.paidOn, {
        amount: formatPaise(payment.amount),
        time: formatIndiaTime(payment.paid_at, lang),
        method: paymentMethodIn(payment.method, lang),
      }),
    ]);
  }
  if (row.kind === "waitlist" && row.departure_start && row.status === "waiting") {
    lines.push([words.waitlistCloses, formatLongDate(waitlistClosesOn(row.departure_start, catalogue.terms), lang)]);
  }
  return lines;
}

/** The traveller's booking page: its address with the secret, on the site at `siteUrl`. */
export const bookingPageUrl = (siteUrl: string, row: Pick<RequestRow, "reference" | "token">) =>
  new URL(`${bookingPagePath(row.reference!)}?token=${row.token}`, siteUrl).toString();
