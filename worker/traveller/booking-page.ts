// The traveller's booking page, /booking/<reference>?token=…, linked from
// every email they get: where their booking or waitlist request stands, its
// seats, amounts and dates; and, while seats are offered to them, the button
// that takes them (with payments online, then the one to pay the deposit, as
// for a booking from the site). Without the right token it says only that
// there is no such booking, the same as for a reference that does not exist.
import { hoursAfter } from "../../content/dates";
import { fillMessage } from "../../content/fill-message";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES, type Messages } from "../../content/messages";
import { newApp } from "../platform/hono-app";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import { bookingPageUrl, summaryLines, travellerStatus, tripTitleOf } from "../bookings/booking-summary";
import { intakeCatalogue } from "../catalogue/catalogue";
import { queueEmail } from "../db/outbox";
import { moneyOfRequest, type IncomingPayment } from "../db/payments";
import { requestByReference } from "../db/requests";
import type { PaymentLinkRow, PaymentRow, RequestRow } from "../db/rows";
import { ACTORS, makeSeatMoves } from "../db/seats";
import { formatLongDate, formatPaise } from "../../content/format";
import { BOOKING_PAGES_PATH, bookingPagePath, departureCalendarPath } from "../../content/routes.mjs";
import type { BookingMoney } from "../../requests/staff";
import { bookingMoney } from "../bookings/booking-money";
import { escapeHtml } from "../platform/html-page";
import { browserLanguage, notFoundPage, sitePage } from "../platform/site-page";
import { seatForms } from "./seat-forms";
import { travellersSection } from "./travellers-section";
import { forgetSeatSnapshot } from "../bookings/seat-snapshot";
import { linkReference, payDepositOnline, settleFromRazorpay } from "../bookings/payment-links";
import { receiptVoucherFor } from "../books/tax-documents";
import { isSignedReturn, razorpayConfig, type LinkReturn } from "../bookings/razorpay";
import { sameSecret } from "../platform/crypto";
import { tripKitLink } from "./trip-kit-link";
import { taxDocumentsSection } from "../books/tax-documents-section";
import { documentsOfRequest } from "../db/tax-documents";
import { changePlansSection } from "./change-plans-section";
import { calledOffSection } from "./called-off-section";
import { calledOffDeparture } from "../db/called-off";
import { changeDoneNotice } from "./change-done";
import { refundPaidAfterCancelling } from "../changes/refunds";

// Every page here is in the site's look, with no script, and its token goes nowhere else (platform/site-page.ts);
// in the language the request was sent in, or, for a link that finds no booking, the one the browser asks for.

export const notFound = (assets: Fetcher, lang: Locale) => notFoundPage(assets, lang, "bookingPage");

/** The request a reference and token name; null unless both match. */
export async function bookingFor(
  db: D1Database,
  reference: string,
  token: string | undefined,
): Promise<RequestRow | null> {
  if (!token) return null;
  const row = await requestByReference(db, reference);
  return row?.token && sameSecret(token, row.token) ? row : null;
}

/** A message with values that are markup (links), its own words escaped. */
const fillMarkup = (template: string, markup: Record<string, string>) => fillMessage(escapeHtml(template), markup);

/** What the traveller can do now, in a sentence or a button, in the request's language. */
function nextStep(
  row: RequestRow,
  link: PaymentLinkRow | null,
  payments: PaymentRow[],
  money: BookingMoney | null,
  online: boolean,
  /** How long seats taken online are held while the traveller pays (paymentHoldMinutes). */
  holdMinutes: number,
  now: Date,
): string {
  const { lang } = row;
  const words = MESSAGES[lang].bookingPage;
  const live = row.hold_until !== null && row.hold_until > now.toISOString();
  if (row.status === "held" && link && payments.length === 0 && live) {
    return `<p>${escapeHtml(fillMessage(words.payHeld, { until: formatIndiaTime(row.hold_until!, lang), amount: formatPaise(link.amount) }))}</p>
<p><a class="button" href="${escapeHtml(link.short_url)}">${escapeHtml(words.payDeposit)}</a></p>
<p>${escapeHtml(words.justPaid)}</p>`;
  }
  if (payments.some((payment) => payment.without_seat === 1) && row.status !== "confirmed") {
    return `<p>${escapeHtml(words.paidWithoutSeat)}</p>`;
  }
  if (row.status === "confirmed" && money) {
    const due = {
      amount: formatPaise(money.due),
      date: money.balanceDueBy ? formatLongDate(money.balanceDueBy, lang) : words.departure,
    };
    const balance =
      money.due > 0
        ? fillMessage(
            online && !money.balanceUrl && !money.difference ? words.balanceDueLinkComing : words.balanceDue,
            due,
          )
        : words.allPaid;
    const calendar =
      row.trip_slug && row.departure_start
        ? `<p><a href="${escapeHtml(departureCalendarPath(row.trip_slug, row.departure_start))}" download>${escapeHtml(words.addToCalendar)}</a> ${escapeHtml(words.calendarFile)}</p>`
        : "";
    const payBalance = money.balanceUrl
      ? `<p><a class="button" href="${escapeHtml(money.balanceUrl)}">${escapeHtml(words.payBalance)}</a></p>`
      : "";
    const payDifference = money.difference
      ? `<p><a class="button" href="${escapeHtml(money.difference.url)}">${escapeHtml(fillMessage(words.payDifference, { amount: formatPaise(money.difference.amount) }))}</a></p>`
      : "";
    const paid = money.paid > 0 ? [fillMessage(words.youHavePaid, { amount: formatPaise(money.paid) })] : [];
    return `<p>${escapeHtml([words.bookingConfirmed, ...paid, balance, words.tripSheetLater].join(" "))}</p>
${payBalance}${payDifference}${calendar}`;
  }
  if (row.status === "offered" && row.hold_until && row.hold_until > now.toISOString()) {
    // Paid online, the hold that follows is short: the traveller knows before pressing the button.
    const payingOnline =
      online && money
        ? `\n<p>${escapeHtml(fillMessage(words.takeOnline, { amount: formatPaise(money.deposit), minutes: holdMinutes }))}</p>`
        : "";
    return `<form method="post" action="${escapeHtml(bookingPagePath(row.reference!, "take"))}">
<input type="hidden" name="token" value="${escapeHtml(row.token!)}">
<p>${escapeHtml(fillMessage(words.offeredUntil, { until: formatIndiaTime(row.hold_until, lang) }))}</p>${payingOnline}
<button class="button" type="submit">${escapeHtml(words.takeSeats)}</button>
</form>`;
  }
  return `<p>${escapeHtml(statusNote(row.status, words.statusNotes))}</p>`;
}

/**
 * What the page says of a request in `status` when there is nothing to do now.
 * Each note is named here, not looked up by the status, so that the messages
 * test finds every message read (__tests__/content/messages.test.ts).
 */
function statusNote(status: string, notes: Messages["bookingPage"]["statusNotes"]): string {
  switch (status) {
    case "held":
      return notes.held;
    case "confirmed":
      return notes.confirmed;
    case "waiting":
      return notes.waiting;
    case "offered":
      return notes.offered;
    case "lapsed":
      return notes.lapsed;
    case "declined":
      return notes.declined;
    case "cancelled":
      return notes.cancelled;
    default:
      return "";
  }
}

export const bookingPages = newApp();

// Each seat's traveller form, under the booking's own address.
bookingPages.route("/", seatForms);

/** A reference as bookings/references.ts writes it (or the seats migration did, in hex): any other address under /booking/ is the site's 404. */
export const BOOKING = `${BOOKING_PAGES_PATH}:reference{SF-[0-9A-Z]{8}}`;

bookingPages.get(BOOKING, async (c) => {
  const row = await bookingFor(c.env.DB, c.req.param("reference"), c.req.query("token"));
  if (!row) return notFound(c.env.ASSETS, browserLanguage(c.req.header("Accept-Language")));
  const { lang } = row;
  const words = MESSAGES[lang].bookingPage;
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const money = await moneyOfRequest(c.env.DB, row.id);
  const { link, payments } = money;
  const now = new Date();
  const figures = bookingMoney(row, catalogue, money, todayInIndia(now), now);
  const lines = summaryLines(row, catalogue, payments)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("\n");
  const named = {
    kind: row.kind === "waitlist" ? words.waitlistRequest : words.booking,
    reference: row.reference!,
    trip: tripTitleOf(row, catalogue) ?? "",
  };
  const travellers = await travellersSection(c.env.DB, row, catalogue, c.req.query("token")!, todayInIndia(now));
  const documents = taxDocumentsSection(row, await documentsOfRequest(c.env.DB, row.id));
  // Once the agency called the departure off, its choice replaces "Change your plans".
  const calledOff = await calledOffDeparture(c.env.DB, row.trip_slug ?? "", row.departure_start ?? "");
  const changes =
    calledOff && row.status === "confirmed"
      ? await calledOffSection(c.env.DB, row, catalogue, calledOff, c.req.query("token")!, now)
      : await changePlansSection(c.env.DB, row, catalogue, c.req.query("token")!, now);
  const done = await changeDoneNotice(c.env.DB, row, catalogue, c.req.query("changed"));
  const { agency } = catalogue;
  const contact = fillMarkup(words.contact, {
    phone: `<a href="tel:${escapeHtml(agency.phone.replace(/[^\d+]/g, ""))}">${escapeHtml(agency.phone)}</a>`,
    whatsapp: escapeHtml(agency.whatsapp),
    email: `<a href="mailto:${escapeHtml(agency.email)}">${escapeHtml(agency.email)}</a>`,
    reference: escapeHtml(row.reference!),
  });
  return sitePage(c.env.ASSETS, {
    status: 200,
    lang,
    title: fillMessage(words.title, named),
    main: `<h1>${escapeHtml(fillMessage(words.heading, named))}</h1>
<p>${escapeHtml(fillMessage(words.forName, { name: row.full_name ?? "" }))} · <span class="status">${escapeHtml(travellerStatus(row, lang))}</span></p>
${done}<div class="notice">
${nextStep(row, link, payments, figures, razorpayConfig(c.env) !== null, catalogue.terms.paymentHoldMinutes, now)}
</div>
${tripKitLink(row)}${travellers}${changes}
<div class="card"><dl class="facts">
${lines}
</dl></div>
${documents}<p>${contact}</p>`,
  });
});

bookingPages.post(`${BOOKING}/take`, async (c) => {
  const form = await c.req.parseBody();
  const token = typeof form.token === "string" ? form.token : undefined;
  const row = await bookingFor(c.env.DB, c.req.param("reference"), token);
  if (!row) return notFound(c.env.ASSETS, browserLanguage(c.req.header("Accept-Language")));
  const now = new Date();
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const payments = razorpayConfig(c.env);
  const [taken] = await makeSeatMoves(c.env.DB, [
    {
      id: row.id,
      from: "offered",
      to: "held",
      at: now.toISOString(),
      actor: ACTORS.traveller,
      note: "Took the offered seats.",
      // Paid online, the seats are held only while the traveller pays, as a booking's are.
      holdUntil: hoursAfter(now, payments ? catalogue.terms.paymentHoldMinutes / 60 : catalogue.terms.holdHours),
      // Paid online, the email waits for the link it carries (below).
      email: payments ? null : "received",
      onlyBeforeHoldEnds: true,
    },
  ]);
  if (taken) await forgetSeatSnapshot();
  const origin = new URL(c.req.url).origin;
  if (payments) {
    // Taken now or by an earlier press of the button (another tab, a retry): the same link, made once.
    const payment = await payDepositOnline(c.env, payments, row.id, origin, now);
    // Queued only now, so the minute cron cannot send it before the link it names exists; once,
    // however often the take is pressed.
    if (payment.payUrl || payment.holdUntil) await queueEmail(c.env.DB, row.id, "received", now.toISOString()).run();
  }
  // Back to the page, which says how it went: held while the traveller pays (the button to pay, and
  // until when), held while staff collect the deposit, or the offer's time ran out. Not straight on
  // to Razorpay: the page's form-action 'self' keeps a form's submission from ending on another site.
  return c.redirect(bookingPageUrl(origin, row), 303);
});

// Back from Razorpay: its callback_url, with the link's fields and their
// signature added. Nothing is believed unsigned; signed and paid, the link is
// asked for its payment (the amount, the method), which is applied as the
// webhook would, so the page shows the booking confirmed even before the
// webhook arrives. Either way, the traveller lands on their booking page.
bookingPages.get(`${BOOKING}/paid`, async (c) => {
  const row = await bookingFor(c.env.DB, c.req.param("reference"), c.req.query("token"));
  if (!row) return notFound(c.env.ASSETS, browserLanguage(c.req.header("Accept-Language")));
  const config = razorpayConfig(c.env);
  const back = c.req.query() as Partial<LinkReturn>;
  const { links } = config ? await moneyOfRequest(c.env.DB, row.id) : { links: [] };
  const link = links.find((each) => each.id === back.razorpay_payment_link_id);
  if (
    config &&
    link &&
    back.razorpay_payment_link_reference_id === linkReference(row, link) &&
    back.razorpay_payment_link_status === "paid" &&
    (await isSignedReturn(config, back))
  ) {
    const now = new Date();
    try {
      const catalogue = await intakeCatalogue(c.env.ASSETS);
      const receiptFor = (payment: IncomingPayment) => receiptVoucherFor(row, catalogue, payment, now);
      const paid = await settleFromRazorpay(c.env.DB, config, link, row, catalogue, receiptFor, now);
      if (paid) {
        await forgetSeatSnapshot();
        // Paid to a booking cancelled meanwhile: refunded in full, as the webhook does (once, whichever comes first).
        await refundPaidAfterCancelling(c.env, catalogue, row.id, ACTORS.payment, now);
      }
    } catch (error) {
      // The webhook decides; the page says the payment is being checked meanwhile.
      console.error(JSON.stringify({ event: "payment-return-check-failed", id: row.id, error: String(error) }));
    }
  }
  return c.redirect(bookingPageUrl(new URL(c.req.url).origin, row), 303);
});
