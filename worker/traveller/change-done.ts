// What the booking page says at its top right after a change was made, from
// the change itself (its id in the address the change went back to): what was
// done and, for a credit, its code, value and last day.
import { html } from "hono/html";
import { fillMessage } from "../../content/fill-message";
import { formatDateRange, formatLongDate, formatPaise } from "../../content/format";
import { MESSAGES } from "../../content/messages";
import { catalogueDeparture, type IntakeCatalogue } from "../../requests/intake-catalogue";
import { changeById, creditOfChange } from "../db/changes";
import type { RequestRow } from "../db/rows";
import { whichSeats } from "./change-plans-section";
import type { Markup } from "./seat-form-markup";

/** The notice of change `id` of booking `row`, or nothing when the booking has no such change. */
export async function changeDoneNotice(
  db: D1Database,
  row: RequestRow,
  catalogue: IntakeCatalogue,
  id: string | undefined,
): Promise<Markup> {
  if (!id) return "";
  const change = await changeById(db, id);
  if (!change || change.request_id !== row.id) return "";
  const { lang } = row;
  const words = MESSAGES[lang].changePlans;
  const seats = JSON.parse(change.seats) as number[];
  const which = whichSeats(seats, change.seats_before, words);
  let text: string;
  if (change.kind === "credit") {
    const credit = await creditOfChange(db, change.id);
    text = fillMessage(words.doneCredit, {
      which,
      code: credit?.code ?? "",
      amount: formatPaise(change.credit),
      date: credit ? formatLongDate(credit.valid_until, lang) : "",
    });
  } else if (change.kind === "cancel") {
    text = fillMessage(words.doneCancel, { which, refund: formatPaise(change.refund) });
  } else if (change.kind === "switch") {
    const departure = catalogueDeparture(catalogue, row.trip_slug!, change.to_departure!);
    text = fillMessage(words.doneSwitch, {
      dates: formatDateRange(change.to_departure!, departure?.endDate ?? change.to_departure!, lang),
    });
  } else {
    text = fillMessage(words.doneHandOn, { seat: seats[0] });
  }
  return html`<p class="notice success" id="change-done" role="status">${text}</p>`;
}
