// A change to a booking is one engine, whoever asks: the traveller on their
// booking page, staff on the desk, or the choice a booking makes (or the
// refund it gets) after the agency called its departure off. Each change works
// out its figures from the terms on the day (plan-options.ts), then in one D1
// batch (db/changes.ts) writes itself, takes and frees seats, claims its
// refunds with their GST documents, keeps a credit, queues the traveller's
// email and moves the request on; then sends the refunds it claimed through
// Razorpay. The page only shows what the engine would do: it never sends an amount.
import { departureDates } from "../../content/booking-terms";
import { hoursAfter } from "../../content/dates";
import { endOfIndianDay, todayInIndia } from "../../content/india-time";
import { formatPaise } from "../../content/format";
import { catalogueDeparture, type IntakeCatalogue } from "../../requests/intake-catalogue";
import {
  APPLIED,
  changeById,
  claimRefundUnderChange,
  creditGivenBack,
  finishChange,
  insertChange,
  insertCredit,
  queueChangeEmail,
  runChange,
  seatHandedOn,
  seatsLeaving,
  type NewChange,
  type RequestEdit,
} from "../db/changes";
import { moneyOfRequest } from "../db/payments";
import type {
  BookingChangeRow,
  CreditUseRow,
  PaymentLinkRow,
  PaymentRow,
  RefundRow,
  RequestRow,
  TaxDocumentRow,
} from "../db/rows";
import { ACTORS, seatsTaken } from "../db/seats";
import { issueDocumentSql, type BoundSql } from "../db/tax-document-sql";
import { owedInAll, paidTowardSeats } from "../bookings/booking-money";
import { paymentLink } from "../bookings/payment-links";
import { razorpayConfig } from "../bookings/razorpay";
import { requestById } from "../db/requests";
import { forgetSeatSnapshot } from "../bookings/seat-snapshot";
import { refundDocumentFor } from "../books/tax-documents";
import { newCreditCode } from "../bookings/trip-credits";
import {
  cancelQuote,
  creditValidUntil,
  frozen,
  handOnUntil,
  switchFee,
  switchQuote,
  type PlanMoneyRows,
} from "./plan-options";
import { REASON_WORDS, refundSplit, sendClaimedRefund, type RefundReason } from "./refunds";

/** Who asks for a change, and on which version of the booking they saw. */
export interface ChangeAsk {
  /** The key of the form that asked: one change however often it is sent. */
  key: string;
  version: number;
  askedBy: BookingChangeRow["asked_by"];
  /** The staff member's email, or the traveller. */
  actor: string;
}

/** The actor a traveller's own change is recorded under. */
export const TRAVELLER_ONLINE = ACTORS.traveller;

/** Why a change was not made: each caller says it in its own words (the booking page in the booking's language). */
export type ChangeRefusal =
  | { why: "not-confirmed" | "started" | "stale" | "no-credit" | "bad-seats" | "no-such-departure" }
  | { why: "too-late"; until: string | null }
  | { why: "seats-gone"; free: number };

export type ChangeOutcome =
  { made: true; change: BookingChangeRow; creditCode: string | null } | ({ made: false } & ChangeRefusal);

/** A booking's money rows, as the engine reads them for a change. */
export interface PlanState extends PlanMoneyRows {
  links: PaymentLinkRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  documents: TaxDocumentRow[];
  creditUses: CreditUseRow[];
  changes: BookingChangeRow[];
}

export async function planState(db: D1Database, requestId: string): Promise<PlanState> {
  const { links, payments, refunds, documents, creditUses, changes } = await moneyOfRequest(db, requestId);
  return { links, payments, refunds, documents, creditUses, changes };
}

const refused = (refusal: ChangeRefusal): ChangeOutcome => ({ made: false, ...refusal });

/**
 * Why the booking cannot change now, or null. A called-off departure's choice
 * (or its full refund) may still be made once its date has passed: the trip
 * never ran.
 */
function stopped(row: RequestRow, ask: ChangeAsk, today: string) {
  const stop = frozen(row, today);
  return stop === "started" && ask.askedBy === "call-off" ? null : stop;
}

/** Who asked, as the request's history says it: 'by the traveller, online'. */
function whoAsked(ask: ChangeAsk): string {
  if (ask.askedBy === "traveller") return "by the traveller, online";
  if (ask.askedBy === "staff") return `by ${ask.actor}, on the desk`;
  return "after the agency called the departure off";
}

/** The change as it would be written: every field but what the kind sets. */
function baseChange(
  row: RequestRow,
  ask: ChangeAsk,
  kind: NewChange["kind"],
  seats: readonly number[],
  at: string,
): NewChange {
  return {
    id: ask.key,
    request_id: row.id,
    kind,
    asked_by: ask.askedBy,
    actor: ask.actor,
    at,
    version: ask.version,
    seats_before: row.seats,
    seats,
    percent: null,
    released: 0,
    refund: 0,
    credit: 0,
    fee: 0,
    from_departure: row.departure_start,
    to_departure: null,
    difference: 0,
  };
}

/** A refund a change claims, its document, and how it is sent. */
interface PlannedRefund {
  statements: BoundSql[];
  /** Null when it is owed back by hand (or goes back onto a credit). */
  send: { receipt: string; paymentId: string; amount: number; reason: RefundReason; words: string } | null;
}

/**
 * The refunds of `amount` paise a change makes: over the booking's payments
 * (each with its refund voucher, or credit note after the invoice, issued in
 * the change's batch), and what a credit paid goes back onto that credit.
 */
function plannedRefunds(
  env: Env,
  row: RequestRow,
  catalogue: IntakeCatalogue,
  state: PlanState,
  change: NewChange,
  amount: number,
  reason: RefundReason,
  now: Date,
): PlannedRefund[] {
  if (amount <= 0) return [];
  // What the payments that found a seat still hold; the rest of the amount was paid with credits.
  const seated = state.payments.filter((payment) => payment.without_seat === 0);
  const refundable =
    seated.reduce((sum, payment) => sum + payment.amount, 0) -
    state.refunds
      .filter((refund) => seated.some((p) => p.id === refund.payment_id))
      .reduce((sum, r) => sum + r.amount, 0);
  const fromPayments = Math.min(amount, Math.max(refundable, 0));
  const config = razorpayConfig(env);
  const planned: PlannedRefund[] = refundSplit(state.payments, state.refunds, fromPayments).map(
    ({ payment, amount: part }) => {
      const receipt = `${payment.id}:${change.id}`;
      const byHand = payment.recorded_by !== null || !config;
      const percent = change.percent ?? 100;
      const words = `Refund of ${formatPaise(part)} (of ${payment.id}, ${REASON_WORDS[reason]})`;
      const document = refundDocumentFor(
        row,
        catalogue,
        { receipt, paymentId: payment.id, purpose: payment.purpose, percent, reason, amount: part },
        state.documents,
        now,
      );
      return {
        statements: [
          claimRefundUnderChange(
            { receipt, requestId: row.id, paymentId: payment.id, amount: part, percent, reason, byHand, at: change.at },
            change.id,
          ),
          ...issueDocumentSql(document, { sql: APPLIED, values: [change.id] }),
        ],
        send: byHand ? null : { receipt, paymentId: payment.id, amount: part, reason, words },
      };
    },
  );
  // What credits paid goes back onto them, the latest first.
  let left = amount - fromPayments;
  for (const use of [...state.creditUses].reverse()) {
    if (left === 0) break;
    const part = Math.min(left, use.amount);
    planned.push({ statements: [creditGivenBack(use.code, part, change.id)], send: null });
    left -= part;
  }
  return planned;
}

/** Writes a change and what goes with it in one batch, then sends its refunds; answers the outcome. */
async function makeChange(
  env: Env,
  row: RequestRow,
  change: NewChange,
  parts: {
    first?: Parameters<typeof insertChange>[1];
    effects: BoundSql[];
    refunds: PlannedRefund[];
    edit: RequestEdit;
    note: string;
    creditCode: string | null;
  },
): Promise<ChangeOutcome> {
  const made = await runChange(env.DB, [
    insertChange(change, parts.first),
    ...parts.effects,
    ...parts.refunds.flatMap((refund) => refund.statements),
    queueChangeEmail(change),
    ...finishChange(change, parts.edit, row.status, parts.note),
  ]);
  if (!made) {
    const earlier = await changeById(env.DB, change.id);
    // The same form sent again (a double click, a retry): the change it made, once.
    if (earlier) return { made: true, change: earlier, creditCode: null };
    return refused({ why: "stale" });
  }
  await forgetSeatSnapshot();
  const config = razorpayConfig(env);
  for (const refund of parts.refunds) {
    if (refund.send && config) await sendClaimedRefund(env.DB, config, row, refund.send, change.actor);
  }
  const written = await changeById(env.DB, change.id);
  return { made: true, change: written!, creditCode: parts.creditCode };
}

/** The seat numbers asked for, if they are seats of the booking: sorted, each once. */
function seatsOf(row: RequestRow, seats: readonly number[]): number[] | null {
  const unique = [...new Set(seats)].sort((a, b) => a - b);
  if (unique.length === 0 || unique.some((seat) => !Number.isInteger(seat) || seat < 1 || seat > row.seats))
    return null;
  return unique;
}

/**
 * Cancels `seats` of booking `row` (all of them: the booking) on the terms of
 * today: their share of what was paid is refunded by the scale, or, with
 * `keep: "credit"`, kept as a trip credit by the scale's credit step.
 */
export async function cancelSeats(
  env: Env,
  catalogue: IntakeCatalogue,
  row: RequestRow,
  ask: ChangeAsk,
  asked: { seats: readonly number[]; keep: "refund" | "credit" },
  now: Date,
): Promise<ChangeOutcome> {
  const today = todayInIndia(now);
  const stop = stopped(row, ask, today);
  if (stop) return refused({ why: stop });
  if (row.version !== ask.version) return madeBefore(env, ask);
  const seats = seatsOf(row, asked.seats);
  if (!seats) return refused({ why: "bad-seats" });
  const state = await planState(env.DB, row.id);
  const calledOff = ask.askedBy === "call-off";
  const quote = cancelQuote(row, catalogue, state, seats.length, today, calledOff);
  const whole = seats.length === row.seats;
  const change = baseChange(row, ask, asked.keep === "credit" ? "credit" : "cancel", seats, now.toISOString());
  change.released = quote.share;
  let creditCode: string | null = null;
  const effects: BoundSql[] = whole ? [] : seatsLeaving(row.id, seats, change.at, change.id);
  if (asked.keep === "credit") {
    if (quote.creditPercent === null) return refused({ why: "no-credit" });
    change.percent = quote.creditPercent;
    change.credit = quote.credit!;
    if (change.credit > 0) {
      creditCode = newCreditCode();
      effects.push(
        insertCredit({
          code: creditCode,
          request_id: row.id,
          change_id: change.id,
          amount: change.credit,
          valid_until: creditValidUntil(today, catalogue.terms.creditValidMonths),
          created_at: change.at,
        }),
      );
    }
  } else {
    change.percent = quote.refundPercent;
    change.refund = quote.refund;
  }
  const refunds = plannedRefunds(
    env,
    row,
    catalogue,
    state,
    change,
    change.refund,
    calledOff ? "agency" : "traveller",
    now,
  );
  const who = whoAsked(ask);
  const what = whole ? "Booking cancelled" : `Seat${seats.length === 1 ? "" : "s"} ${seats.join(", ")} cancelled`;
  const money =
    asked.keep === "credit"
      ? `${formatPaise(change.credit)} kept as trip credit ${creditCode ?? ""} (${change.percent}% of ${formatPaise(change.released)} paid for ${whole ? "it" : "them"})`
      : `${formatPaise(change.refund)} refunded (${change.percent}% of ${formatPaise(change.released)} paid for ${whole ? "it" : "them"})`;
  return makeChange(env, row, change, {
    effects,
    refunds,
    edit: whole ? { status: "cancelled" } : { seats: row.seats - seats.length },
    note: `${what} ${who}: ${money}.`,
    creditCode,
  });
}

/** The outcome of a change made earlier by the same form. */
async function madeBefore(env: Env, ask: ChangeAsk): Promise<ChangeOutcome> {
  const earlier = await changeById(env.DB, ask.key);
  return earlier ? { made: true, change: earlier, creditCode: null } : refused({ why: "stale" });
}

/**
 * Moves every seat of booking `row` to the departure of its trip leaving on
 * `startDate`, in one batch: the new seats are taken (only while free, counted
 * as it writes) as the old ones are freed. The fee and price difference are
 * the terms' on the day; a cheaper departure refunds what was then paid
 * beyond what the booking owes. After a call-off, no fee and no dearer difference.
 */
export async function switchDeparture(
  env: Env,
  catalogue: IntakeCatalogue,
  row: RequestRow,
  ask: ChangeAsk,
  startDate: string,
  now: Date,
): Promise<ChangeOutcome> {
  const today = todayInIndia(now);
  const stop = stopped(row, ask, today);
  if (stop) return refused({ why: stop });
  if (row.version !== ask.version) return madeBefore(env, ask);
  const calledOff = ask.askedBy === "call-off";
  // Staff may switch a booking after the online cut-off, at the last step's fee.
  if (ask.askedBy === "traveller" && !switchFee(row, catalogue, today)) {
    return refused({ why: "too-late", until: null });
  }
  const departure = catalogueDeparture(catalogue, row.trip_slug!, startDate);
  if (!departure || startDate <= today || startDate === row.departure_start)
    return refused({ why: "no-such-departure" });
  const state = await planState(env.DB, row.id);
  const taken = await seatsTaken(env.DB, row.trip_slug!, startDate);
  const free = Math.max(departure.seats - taken, 0);
  const quote = switchQuote(row, catalogue, state, { startDate, endDate: departure.endDate, free }, today, ask.askedBy);
  if (!quote) return refused({ why: "no-such-departure" });
  const change = baseChange(
    row,
    ask,
    "switch",
    Array.from({ length: row.seats }, (_, i) => i + 1),
    now.toISOString(),
  );
  change.to_departure = startDate;
  change.fee = quote.fee;
  change.difference = quote.difference;
  change.refund = quote.refund;
  change.released = quote.refund;
  const refunds = plannedRefunds(
    env,
    row,
    catalogue,
    state,
    change,
    quote.refund,
    calledOff ? "agency" : "switch",
    now,
  );
  const who = whoAsked(ask);
  const outcome = await makeChange(env, row, change, {
    first: { slug: row.trip_slug!, startDate, capacity: departure.seats, seatsNeeded: row.seats },
    effects: [],
    refunds,
    edit: { departureStart: startDate, departureEnd: departure.endDate, seatPrice: quote.seatPrice },
    note: `Switched from ${row.departure_start} to ${startDate} ${who}: fee ${formatPaise(quote.fee)}, difference ${formatPaise(quote.difference)}${quote.refund > 0 ? `, ${formatPaise(quote.refund)} refunded` : ""}.`,
    creditCode: null,
  });
  if (outcome.made && quote.difference + quote.fee > 0) {
    await askForWhatSwitchAdded(env, catalogue, row, state, outcome.change, now);
  }
  if (!outcome.made && outcome.why === "stale") {
    // Nobody changed the booking: the new departure's seats went first.
    const current = await changeById(env.DB, ask.key);
    if (!current) {
      const left = Math.max(departure.seats - (await seatsTaken(env.DB, row.trip_slug!, startDate)), 0);
      if (left < row.seats) return refused({ why: "seats-gone", free: left });
    }
  }
  return outcome;
}

/**
 * What a switch to a dearer departure added (its difference and fee), asked for through a Razorpay
 * Payment Link of its own once the booking's balance link is out or its balance was paid; before
 * that it joins the balance, which the balance's own link asks for by its day. A link Razorpay
 * cannot make now leaves it owed, as the desk and the booking page show. Made once per switch.
 */
async function askForWhatSwitchAdded(
  env: Env,
  catalogue: IntakeCatalogue,
  before: RequestRow,
  state: PlanState,
  change: BookingChangeRow,
  now: Date,
) {
  const config = razorpayConfig(env);
  const added = change.difference + change.fee;
  if (!config || added <= 0) return;
  const balanceOut = state.links.some((link) => link.purpose === "balance" && link.change_id === "");
  const paidInFull = paidTowardSeats(state) >= owedInAll(before, catalogue, state);
  if (!balanceOut && !paidInFull) return;
  const row = await requestById(env.DB, before.id);
  if (!row?.departure_start) return;
  const dueBy = departureDates(row.departure_start, catalogue.terms).balanceDueBy;
  const expiresAt = [endOfIndianDay(dueBy), hoursAfter(now, 24)].sort().at(-1)!;
  try {
    await paymentLink(
      env.DB,
      config,
      row,
      catalogue,
      { purpose: "balance", amount: added, expiresAt, changeId: change.id },
      env.SITE_URL,
      now,
    );
  } catch (error) {
    console.error(
      JSON.stringify({ event: "difference-link-failed", id: row.id, change: change.id, error: String(error) }),
    );
  }
}

/**
 * Hands seat `seat` of booking `row` to someone else: what its traveller told
 * (details, proof) is erased and its link stops; the seat waits for its new
 * traveller's details, through a new link the booking page makes.
 */
export async function handOnSeat(
  env: Env,
  catalogue: IntakeCatalogue,
  row: RequestRow,
  ask: ChangeAsk,
  seat: number,
  now: Date,
): Promise<ChangeOutcome> {
  const today = todayInIndia(now);
  const stop = frozen(row, today);
  if (stop) return refused({ why: stop });
  if (row.version !== ask.version) return madeBefore(env, ask);
  if (ask.askedBy !== "staff" && handOnUntil(row, catalogue, today) === null) {
    return refused({ why: "too-late", until: null });
  }
  const seats = seatsOf(row, [seat]);
  if (!seats) return refused({ why: "bad-seats" });
  const change = baseChange(row, ask, "hand-on", seats, now.toISOString());
  const who = whoAsked(ask);
  return makeChange(env, row, change, {
    effects: seatHandedOn(row.id, seat, change.at, change.id),
    refunds: [],
    edit: {},
    note: `Seat ${seat} handed to someone else ${who}: its traveller's details and proof erased, its link stopped.`,
    creditCode: null,
  });
}
