// The second step of "Change your plans" and the change itself:
// POST /booking/<reference>/changes with `step=review` shows exactly what the
// chosen change does, worked out by the engine on today's terms, with a form
// that confirms it; `step=confirm` makes it (changes/change-engine.ts) under
// the key the review gave the form, so two clicks, two tabs or a retry make one
// change, then goes back to the booking page, which says what was done. A
// change refused on its way (the booking changed meanwhile, the seats went)
// shows the review again with why, the choice kept. Only the booking's own
// token opens this: a seat's own link cannot. Once the agency has called the
// departure off (`calledOff`), the same steps make the call-off's choice: the
// whole booking refunded or kept as a credit in full, or switched with no fee
// and no dearer difference, asked by the call-off; nothing else, and only
// until the call-off's choose_by.
import { html } from "hono/html";
import { fillMessage } from "../../content/fill-message";
import { formatDateRange, formatLongDate, formatPaise } from "../../content/format";
import { todayInIndia } from "../../content/india-time";
import { MESSAGES } from "../../content/messages";
import { bookingPagePath } from "../../content/routes.mjs";
import { catalogueDeparture, type IntakeCatalogue } from "../../requests/intake-catalogue";
import { bookingPageUrl, seatCount } from "../bookings/booking-summary";
import { intakeCatalogue } from "../catalogue/catalogue";
import {
  cancelSeats,
  handOnSeat,
  planState,
  switchDeparture,
  TRAVELLER_ONLINE,
  type ChangeOutcome,
  type ChangeRefusal,
} from "../changes/change-engine";
import { cancelQuote, creditValidUntil, switchQuote, type CancelQuote } from "../changes/plan-options";
import { calledOffDeparture } from "../db/called-off";
import type { RequestRow } from "../db/rows";
import { seatsTaken } from "../db/seats";
import { newApp } from "../platform/hono-app";
import { browserLanguage, sitePage } from "../platform/site-page";
import { BOOKING, bookingFor, notFound } from "./booking-page";
import { mayStillChoose } from "./called-off-section";
import { differenceWords, hidden, seatLabels, type ChangeWords } from "./change-plans-section";
import type { Markup } from "./seat-form-markup";

/** What the traveller chose on the booking page, as its forms send it. */
type Chosen =
  | { kind: "cancel"; seats: number[]; keep: "refund" | "credit" }
  | { kind: "switch"; departure: string }
  | { kind: "hand-on"; seat: number };

type Form = Record<string, string | File | (string | File)[]>;

const texts = (value: Form[string] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (each): each is string => typeof each === "string",
  );

/** The choice the form sends, or the words of what is missing from it. */
function chosenIn(form: Form, words: ChangeWords): Chosen | { missing: string } {
  const [kind] = texts(form.kind);
  if (kind === "cancel") {
    const seats = texts(form.seat).map(Number);
    if (seats.length === 0) return { missing: words.noSeatsTicked };
    return { kind, seats, keep: texts(form.keep)[0] === "credit" ? "credit" : "refund" };
  }
  if (kind === "switch") {
    const [departure] = texts(form.departure);
    return departure ? { kind, departure } : { missing: words.noDepartureChosen };
  }
  if (kind === "hand-on") return { kind, seat: Number(texts(form.seat)[0]) };
  return { missing: words.refusedChoice };
}

/** The choice again as the confirm form's hidden fields. */
function choiceFields(chosen: Chosen) {
  if (chosen.kind === "cancel") {
    return [hidden({ kind: chosen.kind, keep: chosen.keep }), ...chosen.seats.map((seat) => hidden({ seat }))];
  }
  return chosen.kind === "switch"
    ? hidden({ kind: chosen.kind, departure: chosen.departure })
    : hidden({ kind: chosen.kind, seat: chosen.seat });
}

/** A figure's row of the review's list. */
const figure = (label: string, value: string) =>
  html`<dt>${label}</dt>
    <dd>${value}</dd>`;

/** What cancelling does, as the review lists it. */
function cancelFigures(
  row: RequestRow,
  quote: CancelQuote,
  keep: "refund" | "credit",
  catalogue: IntakeCatalogue,
  today: string,
  words: ChangeWords,
): Markup {
  const { lang } = row;
  const terms = catalogue.terms;
  const credit = keep === "credit" && quote.credit !== null;
  const back = credit ? quote.credit! : quote.refund;
  return html`<dl class="facts">
      ${figure(words.reviewShare, formatPaise(quote.share))}
      ${
        credit
          ? figure(fillMessage(words.reviewCredit, { percent: quote.creditPercent! }), formatPaise(back))
          : figure(fillMessage(words.reviewRefund, { percent: quote.refundPercent }), formatPaise(back))
      }
      ${figure(words.reviewKept, formatPaise(quote.share - back))}
    </dl>
    <p>
      ${
        credit
          ? fillMessage(words.reviewCreditWhen, {
              date: formatLongDate(creditValidUntil(today, terms.creditValidMonths), lang),
            })
          : fillMessage(words.reviewRefundWhen, {
              days: fillMessage(MESSAGES[lang].termsText.workingDays, {
                from: terms.refundWorkingDaysMin,
                to: terms.refundWorkingDaysMax,
              }),
            })
      }
    </p>`;
}

/** Why a change was refused, in the booking's words. */
function refusalWords(refusal: ChangeRefusal, words: ChangeWords): string {
  switch (refusal.why) {
    case "stale":
      return words.refusedStale;
    case "started":
      return words.refusedStarted;
    case "not-confirmed":
      return words.refusedNotConfirmed;
    case "too-late":
      return words.refusedTooLate;
    case "seats-gone":
      return fillMessage(words.refusedSeatsGone, { free: refusal.free });
    case "no-credit":
      return words.refusedNoCredit;
    default:
      return words.refusedChoice;
  }
}

/**
 * The review of `chosen`: what it does, worked out now, and the form that
 * confirms it under a new key; `problem` says why an earlier try was refused.
 */
async function reviewPage(
  env: Env,
  row: RequestRow,
  catalogue: IntakeCatalogue,
  token: string,
  chosen: Chosen,
  calledOff: boolean,
  now: Date,
  problem?: string,
): Promise<Response> {
  const { lang } = row;
  const words = MESSAGES[lang].changePlans;
  const today = todayInIndia(now);
  const state = await planState(env.DB, row.id);
  const labels = await seatLabels(env.DB, row, words);
  let what: Markup;
  let confirm: string;
  if (chosen.kind === "cancel") {
    const seats = chosen.seats.filter((seat) => seat >= 1 && seat <= row.seats);
    const quote = cancelQuote(row, catalogue, state, seats.length, today, calledOff);
    const some = seats.length < row.seats;
    what = html`<p>
        ${
          some
            ? fillMessage(words.reviewCancelSeats, { which: seats.map((seat) => labels[seat - 1]).join(", ") })
            : fillMessage(words.reviewCancelWhole, { seats: seatCount(row.seats, lang) })
        }
      </p>
      ${cancelFigures(row, quote, chosen.keep, catalogue, today, words)}`;
    confirm = words.confirmCancel;
  } else if (chosen.kind === "switch") {
    const departure = catalogueDeparture(catalogue, row.trip_slug!, chosen.departure);
    const free = departure
      ? Math.max(departure.seats - (await seatsTaken(env.DB, row.trip_slug!, departure.startDate)), 0)
      : 0;
    const quote = departure
      ? switchQuote(
          row,
          catalogue,
          state,
          { startDate: departure.startDate, endDate: departure.endDate, free },
          today,
          calledOff ? "call-off" : "traveller",
        )
      : null;
    if (!departure || !quote) return changeRefused(env, row, words.refusedChoice);
    what = html`<p>
        ${fillMessage(words.reviewSwitchTo, {
          seats: seatCount(row.seats, lang),
          from: formatDateRange(row.departure_start!, row.departure_end ?? row.departure_start!, lang),
          to: formatDateRange(departure.startDate, departure.endDate, lang),
        })}
      </p>
      <dl class="facts">
        ${figure(words.reviewFee, formatPaise(quote.fee))}
        ${figure(words.reviewDifference, differenceWords(quote.difference, words))}
        ${quote.refund > 0 ? figure(words.reviewRefundNow, formatPaise(quote.refund)) : ""}
        ${figure(words.reviewDueAfter, formatPaise(quote.dueAfter))}
      </dl>`;
    confirm = words.confirmSwitch;
  } else {
    what = html`<p>
      ${fillMessage(words.reviewHandOnSeat, { which: labels[chosen.seat - 1] ?? String(chosen.seat) })}
    </p>`;
    confirm = words.confirmHandOn;
  }
  const reference = row.reference!;
  return sitePage(env.ASSETS, {
    status: problem ? 409 : 200,
    lang,
    title: fillMessage(words.reviewTitle, { reference }),
    main: String(
      html`<h1>${words.reviewHeading}</h1>
        ${problem ? html`<p class="notice warning" role="alert">${problem}</p>` : ""}
        <div class="card">
          ${what}
          <form method="post" action="${bookingPagePath(reference, "changes")}">
            ${hidden({ token, step: "confirm", key: crypto.randomUUID(), version: row.version })}
            ${choiceFields(chosen)}
            <button type="submit" class="button">${confirm}</button>
          </form>
          <p>
            <a href="${bookingPagePath(reference)}?${new URLSearchParams({ token })}#change-plans">${words.back}</a>
          </p>
        </div>`,
    ),
  });
}

/** The booking page again, saying why nothing was done. */
function changeRefused(env: Env, row: RequestRow, problem: string): Promise<Response> {
  return sitePage(env.ASSETS, {
    status: 409,
    lang: row.lang,
    title: fillMessage(MESSAGES[row.lang].changePlans.reviewTitle, { reference: row.reference! }),
    main: String(
      html`<h1>${MESSAGES[row.lang].changePlans.reviewHeading}</h1>
        <p class="notice warning" role="alert">${problem}</p>`,
    ),
  });
}

/** Makes `chosen` through the engine, as the traveller online (their call-off's choice, once it is `calledOff`). */
function makeChosen(
  env: Env,
  catalogue: IntakeCatalogue,
  row: RequestRow,
  chosen: Chosen,
  calledOff: boolean,
  key: string,
  version: number,
  now: Date,
): Promise<ChangeOutcome> {
  const ask = {
    key,
    version,
    askedBy: calledOff ? ("call-off" as const) : ("traveller" as const),
    actor: TRAVELLER_ONLINE,
  };
  if (chosen.kind === "cancel") return cancelSeats(env, catalogue, row, ask, chosen, now);
  if (chosen.kind === "switch") return switchDeparture(env, catalogue, row, ask, chosen.departure, now);
  return handOnSeat(env, catalogue, row, ask, chosen.seat, now);
}

/** A call-off offers the whole booking refunded or kept as a credit, or switched: no seat alone, no hand-on. */
const isCallOffChoice = (row: RequestRow, chosen: Chosen) =>
  chosen.kind === "switch" ||
  (chosen.kind === "cancel" &&
    new Set(chosen.seats).size === row.seats &&
    chosen.seats.every((seat) => seat >= 1 && seat <= row.seats));

export const changePlanPages = newApp();

changePlanPages.post(`${BOOKING}/changes`, async (c) => {
  const form = (await c.req.parseBody({ all: true })) as Form;
  const [token] = texts(form.token);
  const row = await bookingFor(c.env.DB, c.req.param("reference"), token);
  if (!row) return notFound(c.env.ASSETS, browserLanguage(c.req.header("Accept-Language")));
  const words = MESSAGES[row.lang].changePlans;
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const now = new Date();
  const chosen = chosenIn(form, words);
  if ("missing" in chosen) return changeRefused(c.env, row, chosen.missing);
  const called = await calledOffDeparture(c.env.DB, row.trip_slug ?? "", row.departure_start ?? "");
  const calledOff = called !== null && row.status === "confirmed";
  if (calledOff) {
    if (!mayStillChoose(called, now)) return changeRefused(c.env, row, MESSAGES[row.lang].calledOff.choiceOver);
    if (!isCallOffChoice(row, chosen)) return changeRefused(c.env, row, words.refusedChoice);
  }
  if (texts(form.step)[0] !== "confirm") return reviewPage(c.env, row, catalogue, token!, chosen, calledOff, now);
  const [key] = texts(form.key);
  const version = Number(texts(form.version)[0]);
  if (!key || !/^[0-9a-f-]{36}$/.test(key) || !Number.isInteger(version))
    return changeRefused(c.env, row, words.refusedChoice);
  const outcome = await makeChosen(c.env, catalogue, row, chosen, calledOff, key, version, now);
  if (!outcome.made) {
    const current = (await bookingFor(c.env.DB, row.reference!, token)) ?? row;
    return reviewPage(c.env, current, catalogue, token!, chosen, calledOff, now, refusalWords(outcome, words));
  }
  const back = new URL(bookingPageUrl(new URL(c.req.url).origin, row));
  back.searchParams.set("changed", outcome.change.id);
  back.hash = "change-done";
  return c.redirect(back.toString(), 303);
});
