// Where staff move a request: a status change that keeps its history,
// refuses to overwrite a change staff have not seen, and does to its seats
// what the move means (an offer only while they are free); and a hold kept
// longer.
import { hoursAfter } from "../../content/dates";
import { catalogueDeparture, type IntakeCatalogue } from "../../requests/intake-catalogue";
import type { HoldExtension, RequestDetail, StatusChange } from "../../requests/staff";
import { canMove, SEAT_STATUSES, SEAT_TAKING_STATUSES, statusInfo } from "../../requests/statuses";
import type { RequestRow } from "../db/rows";
import { extendHoldIfCurrent, makeSeatMoves, seatsTaken, type SeatMove } from "../db/seats";
import { Refusal } from "../platform/refusals";
import { forgetSeatSnapshot } from "../bookings/seat-snapshot";
import { requestDetail, requestRow } from "./request-views";

/**
 * What moving a booking or waitlist request to `to` does to its seats: the
 * time it holds them until, the traveller's email, and for an offer the
 * condition that its seats are free.
 */
type SeatEffects = Pick<SeatMove, "holdUntil" | "email" | "seatsFree">;

function seatEffects(row: RequestRow, to: string, catalogue: IntakeCatalogue, now: Date): SeatEffects {
  const effects: SeatEffects = { holdUntil: null, email: null };
  if (row.kind !== "booking" && row.kind !== "waitlist") return effects;
  if (to === "offered") {
    const departure = row.trip_slug ? catalogueDeparture(catalogue, row.trip_slug, row.departure_start) : undefined;
    if (!departure) {
      throw new Refusal(422, "This request's departure is not on the site (any more), so it has no seats to offer.");
    }
    return {
      holdUntil: hoursAfter(now, catalogue.terms.offerHours),
      email: "offered",
      seatsFree: { slug: row.trip_slug!, startDate: departure.startDate, capacity: departure.seats },
    };
  }
  if (to === "held") return { holdUntil: hoursAfter(now, catalogue.terms.holdHours), email: "received" };
  if (to === "confirmed") return { ...effects, email: "confirmed" };
  if (to === "lapsed" && row.status !== "waiting") return { ...effects, email: "lapsed" };
  return effects;
}

/**
 * Moves request `id` to `change.status` as `staffEmail`, if it is still at
 * `change.version` and its kind allows the move, and keeps the change in its
 * history, with what the move does to its seats and the traveller's email;
 * all in one transaction. A stale version is refused with 409, and so is an
 * offer of seats that are not free.
 */
export async function changeStatus(
  db: D1Database,
  catalogue: IntakeCatalogue,
  id: string,
  change: StatusChange,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  let current = await requestRow(db, id);
  const stale = () =>
    new Refusal(
      409,
      `Someone changed this request since you opened it: it is now ${statusInfo(current.kind, current.status).label}. Look at its history, then decide again.`,
    );
  if (current.version !== change.version) throw stale();
  if (!canMove(current.kind, current.status, change.status)) {
    const allowed = statusInfo(current.kind, current.status).next;
    throw new Refusal(
      422,
      allowed.length > 0
        ? `A ${current.kind} request that is ${statusInfo(current.kind, current.status).label} can move to ${allowed.map((status) => statusInfo(current.kind, status).label).join(" or ")}, not "${change.status}".`
        : `This request is settled (${statusInfo(current.kind, current.status).label}); its status no longer changes.`,
    );
  }
  const effects = seatEffects(current, change.status, catalogue, now);
  const [moved] = await makeSeatMoves(db, [
    {
      id,
      from: current.status,
      to: change.status,
      version: change.version,
      at: now.toISOString(),
      actor: staffEmail,
      note: change.note ?? null,
      ...effects,
    },
  ]);
  if (!moved) {
    const before = current;
    current = await requestRow(db, id);
    if (current.version !== before.version || !effects.seatsFree) throw stale();
    // Nobody changed the request: its seats are not free.
    const taken = await seatsTaken(db, effects.seatsFree.slug, effects.seatsFree.startDate);
    const free = Math.max(effects.seatsFree.capacity - taken, 0);
    throw new Refusal(
      409,
      `Only ${free} of the departure's ${effects.seatsFree.capacity} seats ${free === 1 ? "is" : "are"} free, and this request is for ${current.seats}. Free seats first, or offer them to a smaller request.`,
    );
  }
  if (effects.holdUntil !== null || SEAT_TAKING_STATUSES.includes(current.status)) await forgetSeatSnapshot();
  return requestDetail(db, catalogue, id, now);
}

/**
 * Keeps a held or offered request's seats `extension.hours` longer (from its
 * hold's end, or from now when that has passed) if it is still at
 * `extension.version`, and keeps the change in its history.
 */
export async function extendHold(
  db: D1Database,
  catalogue: IntakeCatalogue,
  id: string,
  extension: HoldExtension,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  const current = await requestRow(db, id);
  if (current.version !== extension.version) {
    throw new Refusal(409, "Someone changed this request since you opened it. Look at its history, then decide again.");
  }
  if (!current.hold_until || !SEAT_STATUSES.held.some((status) => status === current.status)) {
    throw new Refusal(
      422,
      `Only held or offered seats have a hold to extend; this request is ${statusInfo(current.kind, current.status).label}.`,
    );
  }
  // From the hold's end, or from now when that has passed (the cron lapses it within the minute).
  const until = hoursAfter(new Date(Math.max(Date.parse(current.hold_until), now.getTime())), extension.hours);
  const extended = await extendHoldIfCurrent(db, {
    id,
    version: extension.version,
    until,
    at: now.toISOString(),
    staffEmail,
    note: extension.note ?? null,
  });
  if (!extended) {
    throw new Refusal(409, "Someone changed this request since you opened it. Look at its history, then decide again.");
  }
  return requestDetail(db, catalogue, id, now);
}
