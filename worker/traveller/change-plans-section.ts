// The booking page's "Change your plans": what the terms allow today, each
// with its figures before anything is done: cancel some or all seats for a
// refund or a trip credit, switch to another departure of the trip, hand a
// seat to someone else. Each form asks for the second step (change-plans.ts),
// which shows exactly what the change does. No script: forms that post.
import { html } from "hono/html";
import { departureDates } from "../../content/booking-terms";
import { fillMessage } from "../../content/fill-message";
import { formatDateRange, formatLongDate, formatPaise, takesSingular } from "../../content/format";
import { todayInIndia } from "../../content/india-time";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { bookingPagePath } from "../../content/routes.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { paidTowardSeats } from "../bookings/booking-money";
import { seatCount } from "../bookings/booking-summary";
import { planState } from "../changes/change-engine";
import { cancelQuote, frozen, handOnUntil, switchFee, switchQuote, switchTargets } from "../changes/plan-options";
import type { RequestRow } from "../db/rows";
import { seatCounts } from "../db/seats";
import { travellersOf } from "../db/travellers";
import type { Markup } from "./seat-form-markup";

export type ChangeWords = (typeof MESSAGES)[Locale]["changePlans"];
type Words = ChangeWords;

/** 'seat 2', 'seats 1, 3', 'the booking'. */
export function whichSeats(seats: readonly number[], total: number, words: Words): string {
  if (seats.length === total) return words.wholeBooking;
  return seats.length === 1
    ? fillMessage(words.whichOneSeat, { seat: seats[0] })
    : fillMessage(words.whichSeats, { seats: seats.join(", ") });
}

/** Each seat's label: 'Seat 2: Meera Iyer', or 'Seat 2' before its traveller is told. */
export async function seatLabels(db: D1Database, row: RequestRow, words: Words): Promise<string[]> {
  const names = new Map((await travellersOf(db, row.id)).map((traveller) => [traveller.seat, traveller.full_name]));
  return Array.from({ length: row.seats }, (_, index) => {
    const seat = index + 1;
    const name = names.get(seat);
    return name ? fillMessage(words.seatLabelNamed, { seat, name }) : fillMessage(words.seatLabel, { seat });
  });
}

/** The seats taken on each departure of the booking's trip from today, by start date. */
export async function takenOnTrip(db: D1Database, row: RequestRow, today: string): Promise<Map<string, number>> {
  const counts = await seatCounts(db, today);
  return new Map(
    counts
      .filter((count) => count.trip_slug === row.trip_slug)
      .map((count) => [count.departure_start, count.held + count.sold]),
  );
}

export const differenceWords = (difference: number, words: Words) =>
  difference === 0
    ? words.samePrice
    : fillMessage(difference > 0 ? words.dearer : words.cheaper, { amount: formatPaise(Math.abs(difference)) });

/** '12 months', '12 महीने': how long a credit is valid. */
export const creditMonths = (catalogue: IntakeCatalogue, lang: Locale) =>
  fillMessage(
    MESSAGES[lang].termsText[takesSingular(catalogue.terms.creditValidMonths, lang) ? "monthOne" : "monthOther"],
    { count: catalogue.terms.creditValidMonths },
  );

/** The hidden fields every form of the section sends: the booking's token, and what it asks. */
export const hidden = (fields: Record<string, string | number>) =>
  Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${String(value)}" />`);

/** The section, or nothing when the booking's plans cannot change online (not confirmed, or begun). */
export async function changePlansSection(
  db: D1Database,
  row: RequestRow,
  catalogue: IntakeCatalogue,
  token: string,
  now: Date,
): Promise<Markup> {
  const today = todayInIndia(now);
  if (frozen(row, today)) return "";
  const { lang } = row;
  const words = MESSAGES[lang].changePlans;
  const [state, labels, taken] = await Promise.all([
    planState(db, row.id),
    seatLabels(db, row, words),
    takenOnTrip(db, row, today),
  ]);
  const action = bookingPagePath(row.reference!, "changes");
  const perSeat = cancelQuote(row, catalogue, state, 1, today);
  const credit =
    perSeat.creditPercent === null
      ? ""
      : fillMessage(words.cancelCredit, { creditPercent: perSeat.creditPercent, credit: formatPaise(perSeat.credit!) });
  const fee = switchFee(row, catalogue, today);
  const targets = fee ? switchTargets(row, catalogue, taken, today) : [];
  const handOn = handOnUntil(row, catalogue, today);
  const seatsNamed = seatCount(row.seats, lang);
  const months = creditMonths(catalogue, lang);
  const dates = departureDates(row.departure_start!, catalogue.terms);
  return html`<section aria-labelledby="change-plans" class="card change-plans" id="change-plans-section">
    <h2 id="change-plans">${words.heading}</h2>
    <p>${fillMessage(words.intro, { today: formatLongDate(today, lang) })}</p>
    <h3>${words.cancelHeading}</h3>
    <p>
      ${fillMessage(words.cancelFigures, {
        paid: formatPaise(Math.max(paidTowardSeats(state), 0)),
        seats: seatsNamed,
        share: formatPaise(perSeat.share),
        refundPercent: perSeat.refundPercent,
        refund: formatPaise(perSeat.refund),
        credit,
      })}
      ${perSeat.until ? fillMessage(words.cancelUntil, { date: formatLongDate(perSeat.until, lang) }) : words.cancelNothingBack}
    </p>
    <form method="post" action="${action}">
      ${hidden({ token, kind: "cancel", step: "review" })}
      <fieldset class="choices">
        <legend>${words.whoCancels}</legend>
        ${labels.map(
          (label, index) =>
            html`<label class="choice"><input type="checkbox" name="seat" value="${index + 1}" /> ${label}</label>`,
        )}
      </fieldset>
      ${
        perSeat.creditPercent === null
          ? hidden({ keep: "refund" })
          : html`<fieldset class="choices">
              <legend>${words.whatYouKeep}</legend>
              <label class="choice"
                ><input type="radio" name="keep" value="refund" checked /> ${words.keepRefund}</label
              >
              <label class="choice"
                ><input type="radio" name="keep" value="credit" /> ${fillMessage(words.keepCredit, { months })}</label
              >
            </fieldset>`
      }
      <button type="submit" class="button secondary">${words.reviewCancel}</button>
    </form>
    <h3>${words.switchHeading}</h3>
    ${
      !fee
        ? html`<p>
            ${fillMessage(words.switchClosed, { date: formatLongDate(dates.switchDeadlines.at(-1)!.lastDay, lang) })}
          </p>`
        : html`<p>
              ${
                fee.perSeat === 0
                  ? fillMessage(words.switchFree, { date: formatLongDate(fee.until, lang) })
                  : fillMessage(words.switchFigures, {
                      fee: formatPaise(fee.perSeat),
                      date: formatLongDate(fee.until, lang),
                    })
              }
            </p>
            ${
              targets.length === 0
                ? html`<p>${fillMessage(words.switchNone, { seats: seatsNamed })}</p>`
                : html`<form method="post" action="${action}">
                    ${hidden({ token, kind: "switch", step: "review" })}
                    <fieldset class="choices">
                      <legend>${words.whichDeparture}</legend>
                      ${targets.map((target) => {
                        const quote = switchQuote(row, catalogue, state, target, today, "traveller")!;
                        return html`<label class="choice"
                          ><input type="radio" name="departure" value="${target.startDate}" /> ${fillMessage(
                            words.departureOption,
                            {
                              dates: formatDateRange(target.startDate, target.endDate, lang),
                              free: seatCount(target.free, lang),
                            },
                          )}
                          · ${differenceWords(quote.difference, words)}</label
                        >`;
                      })}
                    </fieldset>
                    <button type="submit" class="button secondary">${words.reviewSwitch}</button>
                  </form>`
            }`
    }
    <h3>${words.handOnHeading}</h3>
    ${
      handOn
        ? html`<p>${fillMessage(words.handOnFigures, { date: formatLongDate(handOn, lang) })}</p>
            <form method="post" action="${action}">
              ${hidden({ token, kind: "hand-on", step: "review" })}
              <fieldset class="choices">
                <legend>${words.whichSeat}</legend>
                ${labels.map(
                  (label, index) =>
                    html`<label class="choice"
                      ><input type="radio" name="seat" value="${index + 1}" ${index === 0 ? "checked" : ""} />
                      ${label}</label
                    >`,
                )}
              </fieldset>
              <button type="submit" class="button secondary">${words.reviewHandOn}</button>
            </form>`
        : html`<p>
            ${fillMessage(words.handOnClosed, {
              date: formatLongDate(dates.changesBy, lang),
            })}
          </p>`
    }
  </section>`;
}
