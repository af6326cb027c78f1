// The money and the dates of one departure, worked out from the agency's
// booking terms (data/booking-terms.json): what a traveller pays and when, and
// until which day they can change their mind. The terms page and the trip
// pages both read the same terms, so they cannot disagree.
//
// Rounding: GST and the deposit are each rounded to the nearest whole rupee,
// halves up; the balance is the total less the deposit, so the parts always
// add up to the total.
import type { z } from "zod";
import { addDays } from "./dates";
import type { bookingTermsSchema } from "./file-schemas";

type BookingTermsFile = z.infer<typeof bookingTermsSchema>;

/**
 * The terms every booking is made on, as data/booking-terms.json holds them
 * (its schema says what each number means); read-only, as pages get them from
 * their queries.
 */
export type BookingTerms = Readonly<Omit<BookingTermsFile, "refunds" | "switchFees">> & {
  readonly refunds: readonly Readonly<BookingTermsFile["refunds"][number]>[];
  readonly switchFees: readonly Readonly<BookingTermsFile["switchFees"][number]>[];
};

/** The terms a departure's money and dates are worked out from: all but the booking system's timers and limits. */
export type PaymentTerms = Omit<
  BookingTerms,
  | "holdHours"
  | "offerHours"
  | "paymentHoldMinutes"
  | "balanceLinkDaysBefore"
  | "waitlistClosesDaysBefore"
  | "unpaidSeatsPerContact"
  | "unpaidSeatsPerAddress"
  | "refundWorkingDaysMin"
  | "refundWorkingDaysMax"
>;

/** What one traveller pays for a departure, in whole rupees. */
export interface DepartureMoney {
  price: number;
  gst: number;
  total: number;
  deposit: number;
  balance: number;
}

/** `percent`% of a whole-rupee `amount`, to the nearest rupee, halves up. */
export function percentOfRupees(amount: number, percent: number): number {
  // amount × percent is a whole number, so the only halves are exact (…50 / 100) and round up.
  return Math.round((amount * percent) / 100);
}

/** The price per person with GST, and how it splits into the deposit and the balance. */
export function departureMoney(
  price: number,
  terms: Pick<PaymentTerms, "gstPercent" | "depositPercent">,
): DepartureMoney {
  const gst = percentOfRupees(price, terms.gstPercent);
  const total = price + gst;
  const deposit = percentOfRupees(total, terms.depositPercent);
  return { price, gst, total, deposit, balance: total - deposit };
}

/**
 * One refund deadline of a departure: cancelling on or before `lastDay`
 * returns `refundPercent`, or keeps `creditPercent` as a trip credit (null
 * when the terms offer no credits).
 */
export interface RefundDeadline {
  lastDay: string;
  refundPercent: number;
  creditPercent: number | null;
}

/** One switch deadline of a departure: switching on or before `lastDay` costs `feeRupees` a seat. */
export interface SwitchDeadline {
  lastDay: string;
  feeRupees: number;
}

/** The days that matter for one departure, as ISO dates. */
export interface DepartureDates {
  /** The balance must be paid by this day. */
  balanceDueBy: string;
  /** The last day to hand a seat to someone else, or change its sharing or pickup. */
  changesBy: string;
  /** Refund deadlines, most generous (earliest) first. */
  refundDeadlines: RefundDeadline[];
  /** Switch deadlines, cheapest (earliest) first; the last one's day is the last day to switch. */
  switchDeadlines: SwitchDeadline[];
  /** From this day on, cancelling (or not showing up) returns nothing. */
  noRefundFrom: string;
}

/**
 * The deadlines of a departure leaving on `startDate` (YYYY-MM-DD). "N days
 * before departure" is the calendar day N days earlier; a cancellation counts
 * on the day it reaches the agency.
 */
export function departureDates(startDate: string, terms: PaymentTerms): DepartureDates {
  const refundDeadlines = terms.refunds.map((step) => ({
    lastDay: addDays(startDate, -step.minDaysBefore),
    refundPercent: step.refundPercent,
    creditPercent: terms.creditsOffered ? step.creditPercent : null,
  }));
  const switchDeadlines = terms.switchFees.map((step) => ({
    lastDay: addDays(startDate, -step.minDaysBefore),
    feeRupees: step.feeRupees,
  }));
  const smallestStep = Math.min(...terms.refunds.map((step) => step.minDaysBefore));
  return {
    balanceDueBy: addDays(startDate, -terms.balanceDueDaysBefore),
    changesBy: addDays(startDate, -terms.changesDaysBefore),
    refundDeadlines,
    switchDeadlines,
    noRefundFrom: addDays(startDate, -smallestStep + 1),
  };
}

/**
 * The percent of what was paid that cancelling on `day` (YYYY-MM-DD, in
 * India) returns for a departure leaving on `startDate`: the first refund
 * deadline not yet passed, else nothing.
 */
export function refundPercentOn(startDate: string, day: string, terms: PaymentTerms): number {
  const deadline = departureDates(startDate, terms).refundDeadlines.find((step) => day <= step.lastDay);
  return deadline?.refundPercent ?? 0;
}

/**
 * The percent of what was paid that cancelling on `day` keeps as a trip
 * credit instead of the refund: the first deadline not yet passed; null when
 * the terms offer no credits, or none is left that late.
 */
export function creditPercentOn(startDate: string, day: string, terms: PaymentTerms): number | null {
  const deadline = departureDates(startDate, terms).refundDeadlines.find((step) => day <= step.lastDay);
  return deadline?.creditPercent ?? null;
}

/**
 * What switching a booking of a departure leaving on `startDate` to another
 * departure costs on `day`, in rupees a seat: the first switch deadline not
 * yet passed; null when it is too late to switch.
 */
export function switchFeeOn(startDate: string, day: string, terms: PaymentTerms): number | null {
  const deadline = departureDates(startDate, terms).switchDeadlines.find((step) => day <= step.lastDay);
  return deadline?.feeRupees ?? null;
}
