// The booking page's "Who is travelling" section: each seat, whether its
// traveller is ready or what is still missing, the booker's way to fill it in
// or to hand the traveller a link of their own, and a note at the top while
// anything is missing; in the request's language.
import { html } from "hono/html";
import { compareIsoDates } from "../../content/dates";
import { fillMessage } from "../../content/fill-message";
import { takesSingular } from "../../content/format";
import { MESSAGES, type Messages } from "../../content/messages";
import { travellerSeatPath } from "../../content/routes.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import type { RequestRow } from "../db/rows";
import { linkedSeats, TRAVELLER_STATUSES, travellersOf } from "../db/travellers";
import { proofRequired, seatReadiness, travellersOweSomething, type SeatGap } from "../bookings/traveller-readiness";
import type { Markup } from "./seat-form-markup";

/** The words' keys of what each seat still owes. */
const GAP_KEYS: Record<SeatGap, keyof Messages["bookingPage"]["gaps"]> = {
  details: "details",
  proof: "proof",
  "proof-returned": "proofReturned",
  "proof-review": "proofReview",
};

/** The section, or nothing for a booking whose seats are not held or bought, or whose trip has started. */
export async function travellersSection(
  db: D1Database,
  row: RequestRow,
  catalogue: IntakeCatalogue,
  token: string,
  today: string,
): Promise<Markup> {
  if (!(TRAVELLER_STATUSES as readonly string[]).includes(row.status) || !row.departure_start) return "";
  if (compareIsoDates(today, row.departure_start) >= 0) return "";
  const [travellers, linked] = await Promise.all([travellersOf(db, row.id), linkedSeats(db, row.id)]);
  const readiness = seatReadiness(row.seats, proofRequired(catalogue, row.trip_slug), travellers);
  const savedBy = new Map(travellers.map((traveller) => [traveller.seat, traveller.saved_by]));
  const missing = readiness.filter((seat) => seat.gaps.length > 0).length;
  const words = MESSAGES[row.lang].bookingPage;
  const tokenField = html`<input type="hidden" name="token" value="${token}" />`;
  return html`<section aria-labelledby="travellers" class="card">
    <h2 id="travellers">${words.travellersHeading}</h2>
    ${
      travellersOweSomething(readiness)
        ? html`<p class="notice warning">
            ${fillMessage(takesSingular(row.seats, row.lang) ? words.notReadyOne : words.notReadyOther, {
              missing,
              seats: row.seats,
            })}
          </p>`
        : missing > 0
          ? html`<p class="notice">${words.proofsWithTeam}</p>`
          : html`<p class="notice">${words.allReady}</p>`
    }
    <ul class="seats">
      ${readiness.map((seat) => {
        const theirs = savedBy.get(seat.seat) === "traveller";
        const path = travellerSeatPath(row.reference!, seat.seat);
        const which = { seat: seat.seat };
        const label = seat.name
          ? fillMessage(words.seatNamed, { ...which, name: seat.name })
          : fillMessage(words.seat, which);
        const state =
          seat.gaps.length === 0 ? words.seatReady : seat.gaps.map((gap) => words.gaps[GAP_KEYS[gap]]).join(", ");
        return html`<li>
          <p><strong>${label}</strong> — ${state}${theirs ? ` ${words.filledInByTraveller}` : ""}</p>
          <div class="actions">
            ${theirs ? "" : html`<a class="button secondary" href="${path}?${new URLSearchParams({ token })}">${seat.name ? words.change : words.fillIn}<span class="visually-hidden">${fillMessage(words.whichSeat, which)}</span></a>`}
            <form method="post" action="${travellerSeatPath(row.reference!, seat.seat, "link")}">
              ${tokenField}<button type="submit" class="button secondary">
                ${linked.includes(seat.seat) ? words.makeNewLink : words.sendOwnLink}<span class="visually-hidden"
                  >${fillMessage(words.forWhichSeat, which)}</span
                >
              </button>
            </form>
            ${
              linked.includes(seat.seat)
                ? html`<form method="post" action="${travellerSeatPath(row.reference!, seat.seat, "link/stop")}">
                    ${tokenField}<button type="submit" class="button secondary">
                      ${words.stopLink}<span class="visually-hidden">${fillMessage(words.forWhichSeat, which)}</span>
                    </button>
                  </form>`
                : ""
            }
          </div>
        </li>`;
      })}
    </ul>
  </section>`;
}
