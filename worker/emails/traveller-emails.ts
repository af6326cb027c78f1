// The emails a traveller gets as their booking or waitlist request moves:
// received (seats held), confirmed, lapsed, waitlisted, offered; the receipts
// of the deposit and the balance; the refund on a cancellation (refunded), and
// the receipt of a refund staff returned by hand (refund-returned); and the
// reminders, 21 and 10 days before departure, of the travellers' details still
// missing (travellers-due-21, travellers-due-10). Each is plain text and HTML
// saying the same, in the language the request was sent in (its words are the
// messages files' `emails` group), with the request's summary, what happens
// next, the link to their booking page and how to reach the agency. The outbox
// (send-emails.ts) sends each at most once.
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { catalogueWordsIn } from "../../requests/intake-catalogue";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import {
  bookingPageUrl,
  paymentMethodIn,
  summaryLines,
  tripTitleOf,
  type SummarisedRequest,
} from "../bookings/booking-summary";
import { formatDateRange, formatLongDate, formatPaise, takesSingular } from "../../content/format";
import { fillMessage } from "../../content/fill-message";
import { fillTerms } from "../../content/terms-text";
import { HTML_LANGS, type Locale } from "../../content/locales.mjs";
import { MESSAGES, type Messages } from "../../content/messages";
import type { ReturnMethod } from "../../requests/staff";
import type {
  BookingChangeRow,
  CalledOffRow,
  EmailTemplate,
  PaymentLinkRow,
  PaymentPurpose,
  PaymentRow,
  RefundRow,
  RequestRow,
  TaxDocumentRow,
  TripCreditRow,
} from "../db/rows";
import { numberOf, taxDocumentHref, type DocumentBody } from "../books/tax-documents";
import { escapeHtml } from "../platform/html-page";
import { TRAVELLER_GAPS, type SeatGap, type SeatReadiness } from "../bookings/traveller-readiness";
import { REMINDER_DAYS_BEFORE_DEPARTURE } from "../../content/traveller-data";

/** The emails of a booking's steps; the review emails (review-*) are review-emails.ts's. */
export type TravellerTemplate = Exclude<EmailTemplate, "agency" | `review-${string}`>;

/** The reminders of travellers' details still missing, one per REMINDER_DAYS_BEFORE_DEPARTURE. */
export type TravellerReminder = `travellers-due-${(typeof REMINDER_DAYS_BEFORE_DEPARTURE)[number]}`;

/** The reminder sent `days` before departure. */
export const travellerReminder = (days: (typeof REMINDER_DAYS_BEFORE_DEPARTURE)[number]): TravellerReminder =>
  `travellers-due-${days}`;

export const isTravellerReminder = (template: EmailTemplate): template is TravellerReminder =>
  (REMINDER_DAYS_BEFORE_DEPARTURE as readonly number[]).some((days) => template === `travellers-due-${days}`);

/** Whether the email tells what each seat's traveller still owes: the confirmation and the reminders. */
export const tellsTravellersDue = (template: EmailTemplate) =>
  template === "confirmed" || template === "deposit-paid" || isTravellerReminder(template);

export interface TravellerEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A request's money as its emails tell it: the deposit's payment link, if it has one, and what was paid. */
export interface PaymentFacts {
  /** The deposit's payment link, and the balance's once it is made. */
  link: PaymentLinkRow | null;
  balanceLink?: PaymentLinkRow | null;
  payments: PaymentRow[];
  refunds: RefundRow[];
  /** The booking's GST documents: a payment's email links its receipt voucher, a refund's its refund voucher or credit note. */
  documents?: TaxDocumentRow[];
  /** The change a plans-changed email tells of, with the credit it kept and what the booking owes after it. */
  change?: { row: BookingChangeRow; credit: TripCreditRow | null; due: number; differenceLink?: PaymentLinkRow | null };
  /** The call-off a called-off email tells of. */
  calledOff?: CalledOffRow;
}

const NO_PAYMENTS: PaymentFacts = { link: null, payments: [], refunds: [] };

/** A GST document an email links: the sentence that names it, and its page's address. */
interface LinkedDocument {
  /** The sentence's template, whose {number} and {url} are the document's. */
  template: string;
  number: string;
  url: string;
}

/**
 * The GST documents an email about money links, with the booking's token: a payment's email its receipt
 * voucher (deposit-paid, balance-paid), a refund's its refund vouchers, or credit notes once the
 * booking has its tax invoice (refunded, refund-returned), and the tax invoice's its invoice (tax-invoice). Each is issued in the transaction that
 * records its money, so there by the time its email is sent.
 */
function linkedDocuments(
  template: TravellerTemplate,
  row: Pick<RequestRow, "reference" | "token" | "lang">,
  money: PaymentFacts,
  siteUrl: string,
): LinkedDocument[] {
  const words = MESSAGES[row.lang].emails;
  const purpose = template === "deposit-paid" ? "deposit" : template === "balance-paid" ? "balance" : null;
  const refund = template === "refunded" || template === "refund-returned" || template === "plans-changed";
  const invoice = template === "tax-invoice";
  const sources = new Set<string>(
    purpose
      ? money.payments.filter((payment) => payment.purpose === purpose).map(({ id }) => id)
      : refund
        ? money.refunds
            .filter(({ receipt }) => template !== "plans-changed" || receipt.endsWith(`:${money.change?.row.id}`))
            .map(({ receipt }) => receipt)
        : // A booking has one tax invoice, which documents the booking itself.
          invoice
          ? (money.documents ?? []).filter(({ kind }) => kind === "taxInvoice").map(({ source }) => source)
          : [],
  );
  const sentences: Partial<Record<TaxDocumentRow["kind"], string>> = refund
    ? { refundVoucher: words.refundVoucherLine, creditNote: words.creditNoteLine }
    : invoice
      ? { taxInvoice: words.taxInvoiceLine }
      : { receiptVoucher: words.receiptVoucherLine };
  return (money.documents ?? []).flatMap((document) => {
    const sentence = sentences[document.kind];
    return sentence && sources.has(document.source)
      ? [{ template: sentence, number: numberOf(document), url: `${siteUrl}${taxDocumentHref(row, document)}` }]
      : [];
  });
}

type EmailWords = Messages["emails"];

/** The receipt's sentences: what came in for `purpose`, how, and the GST it includes (trip prices include it, as the trip pages say). */
function receipt(
  payments: PaymentRow[],
  purpose: PaymentPurpose,
  gstPercent: number,
  words: EmailWords,
  lang: Locale,
): string {
  const paid = payments.filter((payment) => payment.purpose === purpose);
  const total = paid.reduce((sum, payment) => sum + payment.amount, 0);
  const gst = Math.round((total * gstPercent) / (100 + gstPercent));
  const how = paid
    .map((payment) => {
      const method = paymentMethodIn(payment.method, lang);
      return payment.recorded_by
        ? fillMessage(words.paidBy, { method })
        : fillMessage(words.paidOnline, { method, id: payment.id });
    })
    .join("; ");
  return fillMessage(words.receipt, {
    amount: formatPaise(total),
    how,
    gst: formatPaise(gst),
    percent: gstPercent,
  });
}

/** The words' keys of each way staff send back a refund owed by hand. */
const RETURN_METHOD_KEYS: Record<ReturnMethod, keyof EmailWords["returnedBy"]> = {
  "bank transfer": "bankTransfer",
  cash: "cash",
  UPI: "upi",
  cheque: "cheque",
};

/** What a traveller may have to wait for once money went back each way (UPI and cash arrive at once). */
function timeToArrive(method: ReturnMethod, words: EmailWords): string | null {
  if (method === "bank transfer") return words.timeToArrive.bankTransfer;
  if (method === "cheque") return words.timeToArrive.cheque;
  return null;
}

/** 'by bank transfer on 5 Mar 2027 (reference: UTR 4471)': how and when one refund by hand went back. */
function returnedHow(refund: RefundRow, words: EmailWords, lang: Locale): string {
  const values = {
    how: words.returnedBy[RETURN_METHOD_KEYS[refund.returned_method!]],
    date: formatLongDate(todayInIndia(new Date(refund.returned_at!)), lang),
  };
  return refund.returned_note
    ? fillMessage(words.returnedOnWithReference, { ...values, reference: refund.returned_note })
    : fillMessage(words.returnedOn, values);
}

/** The words' keys of what a seat still owes; "proof-review" is the desk's to do, so never listed. */
const GAP_KEYS: Record<Exclude<SeatGap, "proof-review">, keyof EmailWords["gaps"]> = {
  details: "details",
  proof: "proof",
  "proof-returned": "proofReturned",
};

/**
 * 'Seat 2, Ravi Śarmā: a fitness proof': each seat that still owes something,
 * by its number and, once told, its traveller's name, in `lang`; nothing else
 * of what they told (no ID, health answer or date of birth) ever reaches an email.
 */
export function seatsOwing(readiness: readonly SeatReadiness[], lang: Locale): string[] {
  const words = MESSAGES[lang].emails;
  return readiness.flatMap(({ seat, name, gaps }) => {
    const owed = gaps
      .filter((gap): gap is keyof typeof GAP_KEYS => TRAVELLER_GAPS.includes(gap))
      .map((gap) => words.gaps[GAP_KEYS[gap]]);
    if (owed.length === 0) return [];
    const values = { seat, owed: owed.join(words.listAnd) };
    return [name ? fillMessage(words.seatOwingNamed, { ...values, name }) : fillMessage(words.seatOwing, values)];
  });
}

/** A paragraph, or a list (its items). */
type Block = string | string[];

/** The ask, in a confirmation, for the travellers' details still missing; nothing when none are. */
function travellersAsk(readiness: readonly SeatReadiness[], words: EmailWords, lang: Locale): Block[] {
  const owing = seatsOwing(readiness, lang);
  if (owing.length === 0) return [];
  const [first, second] = REMINDER_DAYS_BEFORE_DEPARTURE;
  return [words.askIntro, owing, fillMessage(words.askHow, { first, second })];
}

/** The singular's or the plural's words, by how many seats the request has, with their count. */
const bySeats = (row: Pick<SummarisedRequest, "seats" | "lang">, one: string, other: string, values: object) =>
  fillMessage(takesSingular(row.seats, row.lang) ? one : other, { ...values, count: row.seats });

/**
 * What each email says before the summary, in the request's language: its subject and paragraphs.
 * `depositOnline`: the traveller pays the deposit online (Razorpay is set up).
 * `readiness`: what each seat's traveller still owes, for the confirmation and the reminders.
 */
function wording(
  template: TravellerTemplate,
  row: SummarisedRequest,
  catalogue: IntakeCatalogue,
  money: PaymentFacts,
  depositOnline: boolean,
  readiness: readonly SeatReadiness[],
): { subject: string; paragraphs: Block[] } {
  const { lang } = row;
  const words = MESSAGES[lang].emails;
  const { terms } = catalogue;
  const { gstPercent } = terms;
  const trip = tripTitleOf(row, catalogue) ?? words.yourTrip;
  const until = row.hold_until ? formatIndiaTime(row.hold_until, lang) : "";
  const named = { reference: row.reference ?? "", trip, until };
  switch (template) {
    case "received":
      if (money.link && money.link.purpose === "deposit") {
        return {
          subject: fillMessage(words.receivedPaySubject, named),
          paragraphs: [
            bySeats(row, words.receivedPayHoldingOne, words.receivedPayHoldingOther, {
              ...named,
              amount: formatPaise(money.link.amount),
            }),
            fillMessage(words.receivedPayHow, { url: money.link.short_url }),
          ],
        };
      }
      return {
        subject: bySeats(row, words.receivedSubjectOne, words.receivedSubjectOther, named),
        paragraphs: [bySeats(row, words.receivedHoldingOne, words.receivedHoldingOther, named), words.receivedNext],
      };
    case "confirmed":
      return {
        subject: fillMessage(words.confirmedSubject, named),
        paragraphs: [
          bySeats(row, words.confirmedOne, words.confirmedOther, named),
          words.confirmedNext,
          ...travellersAsk(readiness, words, lang),
        ],
      };
    case "lapsed":
      return {
        subject: fillMessage(words.lapsedSubject, named),
        paragraphs: [
          row.kind === "waitlist"
            ? fillMessage(words.lapsedOffer, named)
            : bySeats(row, words.lapsedHoldOne, words.lapsedHoldOther, named),
          words.lapsedAgain,
        ],
      };
    case "waitlisted":
      return {
        subject: fillMessage(words.waitlistedSubject, named),
        paragraphs: [bySeats(row, words.waitlistedOne, words.waitlistedOther, named), words.waitlistedNext],
      };
    case "deposit-paid": {
      const paid = receipt(money.payments, "deposit", gstPercent, words, lang);
      if (row.status === "confirmed") {
        return {
          subject: fillMessage(words.depositPaidSubject, named),
          paragraphs: [
            bySeats(row, words.depositPaidOne, words.depositPaidOther, { ...named, receipt: paid }),
            words.confirmedNext,
            ...travellersAsk(readiness, words, lang),
          ],
        };
      }
      return {
        subject: fillMessage(words.paymentLateSubject, named),
        paragraphs: [fillMessage(words.paymentLate, { receipt: paid }), words.paymentLateNext],
      };
    }
    case "balance-paid":
      return {
        subject: fillMessage(words.balancePaidSubject, named),
        paragraphs: [
          fillMessage(words.balancePaid, { receipt: receipt(money.payments, "balance", gstPercent, words, lang) }),
          words.balancePaidNext,
        ],
      };
    case "balance-due":
    case "balance-reminder": {
      const link = money.balanceLink;
      const values = {
        ...named,
        due: link ? formatIndiaTime(link.expire_by, lang) : "",
        amount: link ? formatPaise(link.amount) : "",
      };
      return {
        subject: fillMessage(
          template === "balance-due" ? words.balanceDueSubject : words.balanceReminderSubject,
          values,
        ),
        paragraphs: [
          fillMessage(template === "balance-due" ? words.balanceDue : words.balanceReminder, values),
          fillMessage(words.balancePay, { url: link?.short_url ?? words.callUs }),
        ],
      };
    }
    case "refunded": {
      const refunded = money.refunds.filter((refund) => refund.status !== "failed");
      const amount = formatPaise(refunded.reduce((sum, refund) => sum + refund.amount, 0));
      const online = refunded.some((refund) => refund.status !== "by-hand");
      return {
        subject: fillMessage(words.refundedSubject, { ...named, amount }),
        paragraphs: [
          refunded[0]?.reason === "agency"
            ? fillMessage(words.refundedByAgency, { trip, amount })
            : fillMessage(words.refundedByTerms, { trip, amount, percent: refunded[0]?.percent ?? 0 }),
          online ? fillTerms(words.refundedOnline, terms, lang) : words.refundedByHand,
        ],
      };
    }
    case "refund-returned": {
      // In the order they went back.
      const returned = money.refunds
        .filter((refund) => refund.returned_at !== null)
        .sort((a, b) => a.returned_at!.localeCompare(b.returned_at!));
      const amount = formatPaise(returned.reduce((sum, refund) => sum + refund.amount, 0));
      const waits = new Set(returned.map((refund) => timeToArrive(refund.returned_method!, words)).filter(Boolean));
      return {
        subject: fillMessage(words.refundReturnedSubject, { ...named, amount }),
        paragraphs: [
          returned.length === 1
            ? fillMessage(words.refundReturnedOnce, { trip, amount, how: returnedHow(returned[0], words, lang) })
            : fillMessage(words.refundReturnedInParts, {
                trip,
                amount,
                parts: returned
                  .map((refund) =>
                    fillMessage(words.returnedPart, {
                      amount: formatPaise(refund.amount),
                      how: returnedHow(refund, words, lang),
                    }),
                  )
                  .join("; "),
              }),
          [...waits, words.refundReturnedCheck].join(" "),
        ],
      };
    }
    case "plans-changed":
      return changeWording(row, money, trip, named, words, catalogue);
    case "called-off": {
      // A confirmed booking chooses; a request that paid nothing was released with the call-off.
      const dates = formatDateRange(row.departure_start!, row.departure_end ?? row.departure_start!, lang);
      const chooseBy = formatIndiaTime(money.calledOff!.choose_by, lang);
      return {
        subject: fillMessage(words.calledOffSubject, named),
        paragraphs: [
          row.status === "confirmed"
            ? fillMessage(words.calledOffChoose, { trip, dates, date: chooseBy })
            : fillMessage(words.calledOffReleased, { trip, dates }),
        ],
      };
    }
    case "tax-invoice": {
      // The invoice as issued: its value and what it left to pay, never worked out again here.
      const issued = money.documents?.find((document) => document.kind === "taxInvoice");
      const body = issued ? (JSON.parse(issued.body) as DocumentBody) : null;
      const due = body?.invoice?.due ?? 0;
      return {
        subject: fillMessage(words.taxInvoiceSubject, named),
        paragraphs: [
          [
            fillMessage(words.taxInvoice, { amount: formatPaise(body?.tax.amount ?? 0) }),
            ...(due > 0 ? [fillMessage(words.taxInvoiceDue, { due: formatPaise(due) })] : []),
          ].join(" "),
          words.taxInvoiceKeep,
        ],
      };
    }
    case "travellers-due-21":
    case "travellers-due-10": {
      const days = Number(template.slice("travellers-due-".length));
      const first = days === REMINDER_DAYS_BEFORE_DEPARTURE[0];
      // Reminders are queued only for bookings leaving on a known day (traveller-reminders.ts).
      const leaving = { ...named, days, date: formatLongDate(row.departure_start!, lang) };
      return {
        subject: fillMessage(first ? words.dueFirstSubject : words.dueLaterSubject, leaving),
        paragraphs: [
          fillMessage(first ? words.dueFirst : words.dueLater, leaving),
          seatsOwing(readiness, lang),
          words.dueHow,
        ],
      };
    }
    case "offered": {
      const held = depositOnline
        ? fillMessage(words.offeredHeldOnline, { minutes: terms.paymentHoldMinutes })
        : words.offeredHeld;
      return {
        subject: fillMessage(words.offeredSubject, named),
        paragraphs: [
          bySeats(row, words.offeredOne, words.offeredOther, named),
          fillMessage(words.offeredTake, { button: MESSAGES[lang].bookingPage.takeSeats, held }),
        ],
      };
    }
  }
}

/** What a change of plans' email says: what changed, who asked, and the money it moved. */
function changeWording(
  row: SummarisedRequest,
  money: PaymentFacts,
  trip: string,
  named: { reference: string; trip: string },
  words: EmailWords,
  catalogue: IntakeCatalogue,
): { subject: string; paragraphs: Block[] } {
  const { lang } = row;
  const { row: change, credit, due, differenceLink } = money.change!;
  const seats = JSON.parse(change.seats) as number[];
  const page = MESSAGES[lang].changePlans;
  const which =
    seats.length === change.seats_before
      ? page.wholeBooking
      : seats.length === 1
        ? fillMessage(page.whichOneSeat, { seat: seats[0] })
        : fillMessage(page.whichSeats, { seats: seats.join(", ") });
  const who =
    change.asked_by === "traveller"
      ? words.byYouOnline
      : change.asked_by === "staff"
        ? words.byOurTeam
        : words.afterCallOff;
  const them = seats.length === 1 || seats.length === change.seats_before ? words.changedIt : words.changedThem;
  const arrives = fillTerms(words.refundedOnline, catalogue.terms, lang);
  const owing =
    due > 0 && row.departure_start
      ? [fillMessage(words.changedDue, { due: formatPaise(due), date: formatLongDate(row.departure_start, lang) })]
      : [];
  if (change.kind === "switch") {
    const dates = formatDateRange(row.departure_start!, row.departure_end ?? row.departure_start!, lang);
    return {
      subject: fillMessage(words.changedSwitchSubject, { ...named, dates }),
      paragraphs: [
        fillMessage(words.changedSwitch, { trip, dates, who }),
        [
          fillMessage(words.changedSwitchMoney, {
            fee: formatPaise(change.fee),
            difference: formatPaise(change.difference),
          }),
          ...(change.refund > 0
            ? [fillMessage(words.changedSwitchRefund, { refund: formatPaise(change.refund), arrives })]
            : []),
          ...owing,
          ...(differenceLink
            ? [
                fillMessage(words.changedPayDifference, {
                  amount: formatPaise(differenceLink.amount),
                  url: differenceLink.short_url,
                }),
              ]
            : []),
        ].join(" "),
      ],
    };
  }
  if (change.kind === "hand-on") {
    return {
      subject: fillMessage(words.changedHandOnSubject, { ...named, seat: seats[0] }),
      paragraphs: [fillMessage(words.changedHandOn, { trip, seat: seats[0], who })],
    };
  }
  const left = change.seats_before - seats.length;
  const cancelled = [
    fillMessage(words.changedCancel, { trip, which, who }),
    ...(left > 0 ? [bySeats({ seats: left, lang }, words.changedSeatsLeftOne, words.changedSeatsLeftOther, {})] : []),
  ].join(" ");
  const share = formatPaise(change.released);
  if (change.kind === "credit" && credit) {
    return {
      subject: fillMessage(words.changedCreditSubject, { ...named, code: credit.code }),
      paragraphs: [
        cancelled,
        fillMessage(words.changedCredit, {
          code: credit.code,
          amount: formatPaise(credit.amount),
          percent: change.percent ?? 0,
          share,
          them,
          date: formatLongDate(credit.valid_until, lang),
        }),
        ...owing,
      ],
    };
  }
  return {
    subject: fillMessage(words.changedCancelSubject, { ...named, which }),
    paragraphs: [
      cancelled,
      change.refund > 0
        ? fillMessage(words.changedRefund, {
            refund: formatPaise(change.refund),
            share,
            them,
            percent: change.percent ?? 0,
            arrives,
          })
        : words.changedNothingBack,
      ...owing,
    ],
  };
}

export function travellerEmail(
  template: TravellerTemplate,
  row: SummarisedRequest,
  catalogue: IntakeCatalogue,
  siteUrl: string,
  money: PaymentFacts = NO_PAYMENTS,
  depositOnline = false,
  readiness: readonly SeatReadiness[] = [],
): TravellerEmail {
  const { agency } = catalogue;
  const words = MESSAGES[row.lang].emails;
  const agencyName = catalogueWordsIn(catalogue, row.lang).agencyName;
  const { subject, paragraphs } = wording(template, row, catalogue, money, depositOnline, readiness);
  const lines = summaryLines(row, catalogue, money.payments);
  const link = bookingPageUrl(siteUrl, row);
  const contact = fillMessage(words.contact, { phone: agency.phone, whatsapp: agency.whatsapp });
  const greeting = fillMessage(words.greeting, { name: row.full_name ?? words.travellerName });
  const documents = linkedDocuments(template, row, money, siteUrl);
  const documentLines = documents.map(({ template: sentence, number, url }) => fillMessage(sentence, { number, url }));
  const text = [
    greeting,
    "",
    ...[...paragraphs, ...documentLines].flatMap((block) => [
      typeof block === "string" ? block : block.map((item) => `- ${item}`).join("\n"),
      "",
    ]),
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    fillMessage(words.bookingPageLine, { url: link }),
    "",
    contact,
    "",
    agencyName,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="${HTML_LANGS[row.lang]}"><body style="font-family: sans-serif; line-height: 1.5; color: #1d2b2a">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((block) => (typeof block === "string" ? `<p>${escapeHtml(block)}</p>` : `<ul>\n${block.map((item) => `<li>${escapeHtml(item)}</li>`).join("\n")}\n</ul>`)).join("\n")}
${documents.map(({ template: sentence, number, url }) => `<p>${fillMessage(escapeHtml(sentence), { number: escapeHtml(number), url: `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` })}</p>\n`).join("")}<table role="presentation" cellpadding="4">
${lines.map(([label, value]) => `<tr><th align="left" scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.openBookingPage)}</a></p>
<p>${escapeHtml(contact)}</p>
<p>${escapeHtml(agencyName)}</p>
</body></html>
`;
  return { to: row.email, subject, text, html };
}
