// The booking page's "Who is travelling" section: each seat, whether its
// traveller is ready or what is still missing, the booker's way to fill it in
// or to hand the traveller a link of their own, and a note at the top while
// anything is missing.
import { html } from "hono/html";
import { compareIsoDates } from "../../content/dates";
import { travellerSeatPath } from "../../content/routes.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import type { RequestRow } from "../db/rows";
import { linkedSeats, TRAVELLER_STATUSES, travellersOf } from "../db/travellers";
import { proofRequired, seatReadiness, travellersOweSomething, type SeatGap } from "../shared/traveller-readiness";
import type { Markup } from "./seat-form-markup";

const GAP_WORDS: Record<SeatGap, string> = {
  details: "details to fill in",
  proof: "fitness proof to send",
  "proof-returned": "fitness proof sent back: send another",
  "proof-review": "fitness proof with our team",
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
  const tokenField = html`<input type="hidden" name="token" value="${token}" />`;
  return html`<section aria-labelledby="travellers" class="card">
    <h2 id="travellers">Who is travelling</h2>
    ${
      travellersOweSomething(readiness)
        ? html`<p class="notice warning">
            Before you travel: ${missing} of ${row.seats} ${row.seats === 1 ? "traveller is" : "travellers are"} not
            ready yet. We need each traveller's details for permits, rooms and their safety. Fill them in, or send each
            traveller their own link.
          </p>`
        : missing > 0
          ? html`<p class="notice">Everything is in: our team is checking the fitness proofs.</p>`
          : html`<p class="notice">Every traveller is ready. Thank you.</p>`
    }
    <ul class="seats">
      ${readiness.map((seat) => {
        const theirs = savedBy.get(seat.seat) === "traveller";
        const path = travellerSeatPath(row.reference!, seat.seat);
        const label = seat.name ?? `Seat ${seat.seat}`;
        return html`<li>
          <p>
            <strong>${seat.name ? html`Seat ${seat.seat}: ${seat.name}` : label}</strong> —
            ${seat.gaps.length === 0 ? "ready" : seat.gaps.map((gap) => GAP_WORDS[gap]).join(", ")}${theirs ? " (filled in by the traveller)" : ""}
          </p>
          <div class="actions">
            ${theirs ? "" : html`<a class="button secondary" href="${path}?${new URLSearchParams({ token })}">${seat.name ? "Change" : "Fill in"}<span class="visually-hidden"> seat ${seat.seat}</span></a>`}
            <form method="post" action="${travellerSeatPath(row.reference!, seat.seat, "link")}">
              ${tokenField}<button type="submit" class="button secondary">
                ${linked.includes(seat.seat) ? "Make a new link" : "Send them their own link"}<span
                  class="visually-hidden"
                >
                  for seat ${seat.seat}</span
                >
              </button>
            </form>
            ${
              linked.includes(seat.seat)
                ? html`<form method="post" action="${travellerSeatPath(row.reference!, seat.seat, "link/stop")}">
                    ${tokenField}<button type="submit" class="button secondary">
                      Stop their link<span class="visually-hidden"> for seat ${seat.seat}</span>
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
