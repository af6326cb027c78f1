// The traveller's booking page, /booking/<reference>?token=…, linked from
// every email they get: where their booking or waitlist request stands, its
// seats, amounts and dates; and, while seats are offered to them, the button
// that takes them (with payments online, then the one to pay the deposit, as
// for a booking from the site). Without the right token it says only that
// there is no such booking, the same as for a reference that does not exist.
import { hoursAfter } from "../../content/dates";
import { statusInfo } from "../../requests/statuses";
import { newApp } from "../platform/hono-app";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import { bookingPageUrl, summaryLines } from "../shared/booking-summary";
import { intakeCatalogue } from "../shared/catalogue";
import { queueEmail } from "../db/outbox";
import { moneyOfRequest } from "../db/payments";
import { requestByReference } from "../db/requests";
import type { PaymentLinkRow, PaymentRow, RequestRow } from "../db/rows";
import { ACTORS, makeSeatMoves } from "../db/seats";
import { formatLongDate, formatPaise } from "../../content/format";
import { BOOKING_PAGES_PATH, bookingPagePath, departureCalendarPath } from "../../content/routes.mjs";
import type { BookingMoney } from "../../requests/staff";
import { bookingMoney } from "../shared/booking-money";
import { escapeHtml } from "../platform/html-page";
import { sitePage } from "../platform/site-page";
import { seatForms } from "./seat-forms";
import { travellersSection } from "./travellers-section";
import { forgetSeatSnapshot } from "../shared/seat-snapshot";
import { linkReference, payDepositOnline, settleFromRazorpay } from "../shared/payment-links";
import { isSignedReturn, razorpayConfig, type LinkReturn } from "../shared/razorpay";
import { sameSecret } from "../platform/crypto";
import { tripKitLink } from "./trip-kit-link";

// Every page here is in the site's look, with no script, and its token goes nowhere else (platform/site-page.ts).

export const notFound = (assets: Fetcher) =>
  sitePage(assets, {
    status: 404,
    title: "Booking not found",
    main: `<h1>We could not find this booking</h1>
<p class="lede">Open the link in the latest email we sent you, whole: it holds the key to your booking page. Or call us with your reference.</p>`,
  });

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

/** What the traveller can do now, in a sentence or a button. */
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
  const live = row.hold_until !== null && row.hold_until > now.toISOString();
  if (row.status === "held" && link && payments.length === 0 && live) {
    return `<p>Your seats are held until ${escapeHtml(formatIndiaTime(row.hold_until!))} while you pay the deposit of ${escapeHtml(formatPaise(link.amount))}. The booking is confirmed the moment it is paid.</p>
<p><a class="button" href="${escapeHtml(link.short_url)}">Pay the deposit</a></p>
<p>Just paid? Razorpay tells us within a minute or two: reload this page.</p>`;
  }
  if (payments.some((payment) => payment.without_seat === 1) && row.status !== "confirmed") {
    return `<p>We received your payment, but it arrived after the hold had ended and the seats had gone to other travellers. We will call you to seat you or refund it in full.</p>`;
  }
  if (row.status === "confirmed" && money) {
    const balance =
      money.due > 0
        ? `The balance of ${formatPaise(money.due)} is due by ${money.balanceDueBy ? formatLongDate(money.balanceDueBy) : "departure"}${online && !money.balanceUrl ? ": we email you a link to pay it online before then" : ""}.`
        : "Everything is paid.";
    const calendar =
      row.trip_slug && row.departure_start
        ? `<p><a href="${escapeHtml(departureCalendarPath(row.trip_slug, row.departure_start))}" download>Add the trip to your calendar</a> (.ics file)</p>`
        : "";
    const payBalance = money.balanceUrl
      ? `<p><a class="button" href="${escapeHtml(money.balanceUrl)}">Pay the balance</a></p>`
      : "";
    const paid = money.paid > 0 ? ` You have paid ${formatPaise(money.paid)}.` : "";
    return `<p>Your booking is confirmed.${escapeHtml(paid)} ${escapeHtml(balance)} We will send the trip sheet closer to the date.</p>
${payBalance}${calendar}`;
  }
  if (row.status === "offered" && row.hold_until && row.hold_until > now.toISOString()) {
    // Paid online, the hold that follows is short: the traveller knows before pressing the button.
    const payingOnline =
      online && money
        ? `\n<p>Take them, then pay the deposit of ${escapeHtml(formatPaise(money.deposit))} online, by UPI, card or netbanking: the seats are held for ${holdMinutes} minutes while you pay, and the booking is confirmed the moment it is paid.</p>`
        : "";
    return `<form method="post" action="${escapeHtml(bookingPagePath(row.reference!, "take"))}">
<input type="hidden" name="token" value="${escapeHtml(row.token!)}">
<p>Seats freed up and are offered to you until ${escapeHtml(formatIndiaTime(row.hold_until))}.</p>${payingOnline}
<button class="button" type="submit">Take the seats</button>
</form>`;
  }
  const said: Record<string, string> = {
    held: "We are holding your seats while we collect the deposit: we will call you. Once it is in, the booking is confirmed.",
    confirmed: "Your booking is confirmed. We will send the trip sheet closer to the date.",
    waiting: "You are on the waitlist. When seats free up we email you, and you have a day to take them.",
    offered: "The time to take the offered seats has run out.",
    lapsed: "This request has ended: its seats were released. Book again on the site, or call us.",
    declined: "This booking is not going ahead. Call us if that is news to you.",
    cancelled: "This booking was cancelled.",
  };
  return `<p>${escapeHtml(said[row.status] ?? "")}</p>`;
}

export const bookingPages = newApp();

// Each seat's traveller form, under the booking's own address.
bookingPages.route("/", seatForms);

/** A reference as shared/references.ts writes it (or the seats migration did, in hex): any other address under /booking/ is the site's 404. */
export const BOOKING = `${BOOKING_PAGES_PATH}:reference{SF-[0-9A-Z]{8}}`;

bookingPages.get(BOOKING, async (c) => {
  const row = await bookingFor(c.env.DB, c.req.param("reference"), c.req.query("token"));
  if (!row) return notFound(c.env.ASSETS);
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const money = await moneyOfRequest(c.env.DB, row.id);
  const { link, payments } = money;
  const now = new Date();
  const figures = bookingMoney(row, catalogue, money, todayInIndia(now), now);
  const lines = summaryLines(row, catalogue, payments)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("\n");
  const kind = row.kind === "waitlist" ? "Waitlist request" : "Booking";
  const travellers = await travellersSection(c.env.DB, row, catalogue, c.req.query("token")!, todayInIndia(now));
  return sitePage(c.env.ASSETS, {
    status: 200,
    title: `${kind} ${row.reference}`,
    main: `<h1>${escapeHtml(kind)} ${escapeHtml(row.reference!)}: ${escapeHtml(row.trip_title ?? "")}</h1>
<p>For ${escapeHtml(row.full_name ?? "")} · <span class="status">${escapeHtml(statusInfo(row.kind, row.status).label)}</span></p>
<div class="notice">
${nextStep(row, link, payments, figures, razorpayConfig(c.env) !== null, catalogue.terms.paymentHoldMinutes, now)}
</div>
${tripKitLink(row)}${travellers}
<div class="card"><dl class="facts">
${lines}
</dl></div>
<p>Questions? Call <a href="tel:${escapeHtml(catalogue.agency.phone.replace(/[^\d+]/g, ""))}">${escapeHtml(catalogue.agency.phone)}</a>, WhatsApp ${escapeHtml(catalogue.agency.whatsapp)} or email <a href="mailto:${escapeHtml(catalogue.agency.email)}">${escapeHtml(catalogue.agency.email)}</a>, quoting ${escapeHtml(row.reference!)}.</p>`,
  });
});

bookingPages.post(`${BOOKING}/take`, async (c) => {
  const form = await c.req.parseBody();
  const token = typeof form.token === "string" ? form.token : undefined;
  const row = await bookingFor(c.env.DB, c.req.param("reference"), token);
  if (!row) return notFound(c.env.ASSETS);
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
  if (!row) return notFound(c.env.ASSETS);
  const config = razorpayConfig(c.env);
  const back = c.req.query() as Partial<LinkReturn>;
  const { links } = config ? await moneyOfRequest(c.env.DB, row.id) : { links: [] };
  const link = links.find((each) => each.id === back.razorpay_payment_link_id);
  if (
    config &&
    link &&
    back.razorpay_payment_link_reference_id === linkReference(row, link.purpose) &&
    back.razorpay_payment_link_status === "paid" &&
    (await isSignedReturn(config, back))
  ) {
    const now = new Date();
    try {
      const paid = await settleFromRazorpay(c.env.DB, config, link, row, await intakeCatalogue(c.env.ASSETS), now);
      if (paid) await forgetSeatSnapshot();
    } catch (error) {
      // The webhook decides; the page says the payment is being checked meanwhile.
      console.error(JSON.stringify({ event: "payment-return-check-failed", id: row.id, error: String(error) }));
    }
  }
  return c.redirect(bookingPageUrl(new URL(c.req.url).origin, row), 303);
});
