// The booking page's section that replaces "Change your plans" once the agency
// has called the booking's departure off: until the call-off's choose_by, the
// traveller chooses everything paid back, a trip credit of the full amount, or
// another departure of the trip with no fee and no dearer difference; each
// form asks for the same review and confirm steps as any other change
// (change-plans.ts), which the engine makes as asked by the call-off. After
// choose_by, it says the full refund is on its way (the daily cron sends it).
import { html } from "hono/html";
import { fillMessage } from "../../content/fill-message";
import { formatDateRange, formatPaise } from "../../content/format";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import { MESSAGES } from "../../content/messages";
import { bookingPagePath } from "../../content/routes.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { seatCount } from "../bookings/booking-summary";
import { planState } from "../changes/change-engine";
import { cancelQuote, switchQuote, switchTargets } from "../changes/plan-options";
import type { CalledOffRow, RequestRow } from "../db/rows";
import { creditMonths, differenceWords, hidden, takenOnTrip } from "./change-plans-section";
import type { Markup } from "./seat-form-markup";

/** Whether a booking of the call-off may still choose at `now`. */
export const mayStillChoose = (called: CalledOffRow, now: Date) => now.toISOString() <= called.choose_by;

export async function calledOffSection(
  db: D1Database,
  row: RequestRow,
  catalogue: IntakeCatalogue,
  called: CalledOffRow,
  token: string,
  now: Date,
): Promise<Markup> {
  const { lang } = row;
  const words = MESSAGES[lang].calledOff;
  const change = MESSAGES[lang].changePlans;
  const heading = html`<h2 id="change-plans">${words.heading}</h2>`;
  if (!mayStillChoose(called, now)) {
    return html`<section aria-labelledby="change-plans" class="card change-plans" id="change-plans-section">
      ${heading}
      <p>${words.choiceOver}</p>
    </section>`;
  }
  const today = todayInIndia(now);
  const [state, taken] = await Promise.all([planState(db, row.id), takenOnTrip(db, row, today)]);
  const whole = cancelQuote(row, catalogue, state, row.seats, today, true);
  const targets = switchTargets(row, catalogue, taken, today);
  const action = bookingPagePath(row.reference!, "changes");
  const everySeat = Array.from({ length: row.seats }, (_, index) => hidden({ seat: index + 1 }));
  const terms = catalogue.terms;
  return html`<section aria-labelledby="change-plans" class="card change-plans" id="change-plans-section">
    ${heading}
    <p>
      ${fillMessage(words.intro, {
        dates: formatDateRange(row.departure_start!, row.departure_end ?? row.departure_start!, lang),
        date: formatIndiaTime(called.choose_by, lang),
      })}
    </p>
    <h3>${words.refundHeading}</h3>
    <p>
      ${fillMessage(words.refundFigures, {
        amount: formatPaise(whole.refund),
        days: fillMessage(MESSAGES[lang].termsText.workingDays, {
          from: terms.refundWorkingDaysMin,
          to: terms.refundWorkingDaysMax,
        }),
      })}
    </p>
    <form method="post" action="${action}">
      ${hidden({ token, kind: "cancel", keep: "refund", step: "review" })} ${everySeat}
      <button type="submit" class="button secondary">${words.reviewRefund}</button>
    </form>
    <h3>${words.creditHeading}</h3>
    <p>
      ${fillMessage(words.creditFigures, { amount: formatPaise(whole.credit!), months: creditMonths(catalogue, lang) })}
    </p>
    <form method="post" action="${action}">
      ${hidden({ token, kind: "cancel", keep: "credit", step: "review" })} ${everySeat}
      <button type="submit" class="button secondary">${words.reviewCredit}</button>
    </form>
    <h3>${words.switchHeading}</h3>
    <p>${words.switchFigures}</p>
    ${
      targets.length === 0
        ? html`<p>${fillMessage(change.switchNone, { seats: seatCount(row.seats, lang) })}</p>`
        : html`<form method="post" action="${action}">
            ${hidden({ token, kind: "switch", step: "review" })}
            <fieldset class="choices">
              <legend>${change.whichDeparture}</legend>
              ${targets.map((target) => {
                const quote = switchQuote(row, catalogue, state, target, today, "call-off")!;
                return html`<label class="choice"
                  ><input type="radio" name="departure" value="${target.startDate}" /> ${fillMessage(
                    change.departureOption,
                    {
                      dates: formatDateRange(target.startDate, target.endDate, lang),
                      free: seatCount(target.free, lang),
                    },
                  )}
                  · ${differenceWords(quote.difference, change)}</label
                >`;
              })}
            </fieldset>
            <button type="submit" class="button secondary">${change.reviewSwitch}</button>
          </form>`
    }
  </section>`;
}
