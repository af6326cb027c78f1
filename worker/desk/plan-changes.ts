// Changes of plans made by staff for a traveller (a phone call, a change
// after the online cut-off) and a departure called off, from the desk:
// through the same engine as the booking page (worker/changes/), asked by
// "staff" with the staff member's email as the actor. The desk reads what each
// change would do (planOptions, the engine's own figures) and sends only what
// was chosen, under a key per form and the version it read; a stale version is
// 409 with what to do.
import { todayInIndia } from "../../content/india-time";
import { catalogueDeparture, type IntakeCatalogue } from "../../requests/intake-catalogue";
import type { CallOff, DeskPlanChange, PlanOptions, RequestDetail } from "../../requests/staff";
import { callOffDeparture } from "../changes/called-off";
import { cancelSeats, handOnSeat, planState, switchDeparture, type ChangeRefusal } from "../changes/change-engine";
import {
  cancelQuote,
  frozen,
  handOnUntil,
  lastStepFee,
  switchFee,
  switchQuote,
  switchTargets,
} from "../changes/plan-options";
import { calledOffDeparture } from "../db/called-off";
import { seatCounts } from "../db/seats";
import { travellersOf } from "../db/travellers";
import { Refusal } from "../platform/refusals";
import { requestDetail, requestRow } from "./request-views";

/** Why the engine refused a change, in the words staff read: each says what to do. */
function refusalOf(refusal: ChangeRefusal): Refusal {
  switch (refusal.why) {
    case "stale":
      return new Refusal(
        409,
        "This booking changed since you opened it (someone else, or the traveller, changed it). Read it again, then choose again.",
      );
    case "not-confirmed":
      return new Refusal(409, "Only a confirmed booking's plans change here: a held one is declined or confirmed.");
    case "started":
      return new Refusal(409, "This departure has begun: its plans no longer change.");
    case "no-credit":
      return new Refusal(409, "The terms offer no credit this close to departure: cancel for the refund instead.");
    case "too-late":
      return new Refusal(409, "Too late for this change.");
    case "seats-gone":
      return new Refusal(409, `That departure has only ${refusal.free} seats free now: choose another.`);
    case "bad-seats":
      return new Refusal(400, "Choose seats this booking has.");
    default:
      return new Refusal(409, "That departure cannot be switched to: choose another.");
  }
}

/** What each change would do today to booking `id`, as the booking page shows it, with staff past the online cut-offs. */
export async function planOptions(env: Env, catalogue: IntakeCatalogue, id: string, now: Date): Promise<PlanOptions> {
  const row = await requestRow(env.DB, id);
  const today = todayInIndia(now);
  const stop = frozen(row, today);
  const calledOff =
    row.trip_slug && row.departure_start
      ? (await calledOffDeparture(env.DB, row.trip_slug, row.departure_start)) !== null
      : false;
  if (stop) {
    return {
      version: row.version,
      frozen: stop,
      calledOff,
      cancel: [],
      seats: [],
      switchFee: { perSeat: 0, pastCutOff: false },
      switchTo: [],
      handOnUntil: null,
    };
  }
  const [state, travellers, counts] = await Promise.all([
    planState(env.DB, row.id),
    travellersOf(env.DB, row.id),
    seatCounts(env.DB, today),
  ]);
  const taken = new Map(
    counts
      .filter((count) => count.trip_slug === row.trip_slug)
      .map((count) => [count.departure_start, count.held + count.sold]),
  );
  const online = switchFee(row, catalogue, today);
  const names = new Map(travellers.map((traveller) => [traveller.seat, traveller.full_name]));
  return {
    version: row.version,
    frozen: null,
    calledOff,
    cancel: Array.from({ length: row.seats }, (_, index) => {
      const { until: _until, ...figures } = cancelQuote(row, catalogue, state, index + 1, today);
      return figures;
    }),
    seats: Array.from({ length: row.seats }, (_, index) =>
      names.get(index + 1) ? `Seat ${index + 1}: ${names.get(index + 1)}` : `Seat ${index + 1}`,
    ),
    switchFee: { perSeat: (online ?? lastStepFee(row, catalogue)).perSeat, pastCutOff: online === null },
    switchTo: switchTargets(row, catalogue, taken, today).map((target) => {
      const { seatPrice: _price, ...figures } = switchQuote(row, catalogue, state, target, today, "staff")!;
      return figures;
    }),
    handOnUntil: handOnUntil(row, catalogue, today),
  };
}

/** Makes `change` to booking `id` as `staffEmail`; answers the booking as it then is. */
export async function makeDeskChange(
  env: Env,
  catalogue: IntakeCatalogue,
  id: string,
  change: DeskPlanChange,
  staffEmail: string,
  now: Date,
): Promise<RequestDetail> {
  const row = await requestRow(env.DB, id);
  const ask = { key: change.key, version: change.version, askedBy: "staff" as const, actor: staffEmail };
  const outcome =
    change.kind === "cancel"
      ? await cancelSeats(env, catalogue, row, ask, change, now)
      : change.kind === "switch"
        ? await switchDeparture(env, catalogue, row, ask, change.departure, now)
        : await handOnSeat(env, catalogue, row, ask, change.seat, now);
  if (!outcome.made) throw refusalOf(outcome);
  console.log(JSON.stringify({ event: "plans-changed", id, change: outcome.change.id, kind: outcome.change.kind }));
  return requestDetail(env.DB, catalogue, id, now);
}

/**
 * Calls off the departure of `slug` leaving on `startDate`: only one that is
 * on the site and has not begun, and only when `confirmDate` repeats its date.
 */
export async function callOffFromDesk(
  env: Env,
  catalogue: IntakeCatalogue,
  departure: { slug: string; startDate: string },
  asked: CallOff,
  staffEmail: string,
  now: Date,
) {
  if (!catalogueDeparture(catalogue, departure.slug, departure.startDate)) {
    throw new Refusal(404, "The site has no such departure (any more).");
  }
  if (departure.startDate <= todayInIndia(now))
    throw new Refusal(409, "This departure has begun: it cannot be called off.");
  if (asked.confirmDate !== departure.startDate) {
    throw new Refusal(400, `Type the departure's date, ${departure.startDate}, to confirm calling it off.`);
  }
  const row = await callOffDeparture(env, catalogue, departure, asked.reason, staffEmail, now);
  console.log(JSON.stringify({ event: "departure-called-off", ...departure, by: row.called_off_by }));
}
