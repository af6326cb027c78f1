// The booking terms' numbers in the site's words, written at build time: what
// each placeholder editors put in the policies and FAQs stands for ('a {deposit}
// deposit'; which placeholders there are is term-placeholders.ts's), and the
// refund scale the terms page lists. The numbers themselves live once, in
// data/booking-terms.json.
import type { BookingTerms } from "./booking-terms";
import { fillPlaceholders, fillPlaceholdersDeep, isTermPlaceholder, type TermPlaceholder } from "./term-placeholders";

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** The refund scale as one phrase: '90% more than 30 days before travel, 50% from 15 to 30 days, and nothing after that'. */
function refundScalePhrase({ refunds }: BookingTerms): string {
  const steps = refunds.map((step, index) =>
    index === 0
      ? `${step.refundPercent}% more than ${days(step.minDaysBefore - 1)} before travel`
      : `${step.refundPercent}% from ${step.minDaysBefore} to ${days(refunds[index - 1].minDaysBefore - 1)}`,
  );
  return `${steps.join(", ")}, and nothing after that`;
}

/** What each placeholder an editor may write stands for. */
export const TERM_PLACEHOLDERS: Record<TermPlaceholder, (terms: BookingTerms) => string> = {
  gst: (terms) => `${terms.gstPercent}%`,
  deposit: (terms) => `${terms.depositPercent}%`,
  balanceDueDays: (terms) => days(terms.balanceDueDaysBefore),
  changesDays: (terms) => days(terms.changesDaysBefore),
  refundScale: refundScalePhrase,
};

/** What a booking term's placeholder stands for under `terms`. */
const termFill = (terms: BookingTerms) => (name: string) =>
  isTermPlaceholder(name) ? TERM_PLACEHOLDERS[name](terms) : undefined;

/** `text` with every placeholder replaced by its figure: 'a {deposit} deposit' → 'a 30% deposit'. */
export function fillTerms(text: string, terms: BookingTerms): string {
  return fillPlaceholders(text, termFill(terms));
}

/** Every string in `value` (an entry of data/, however nested) with its placeholders filled. */
export function fillTermsDeep<T>(value: T, terms: BookingTerms): T {
  return fillPlaceholdersDeep(value, termFill(terms));
}

/** The terms page's refund scale, one point per step and one for cancelling later than the last. */
export function refundScalePoints({ refunds }: BookingTerms): string[] {
  const last = refunds[refunds.length - 1];
  return [
    ...refunds.map((step, index) =>
      index === 0
        ? `More than ${days(step.minDaysBefore - 1)} before travel: a refund of ${step.refundPercent}% of the amount paid.`
        : `${step.minDaysBefore} to ${days(refunds[index - 1].minDaysBefore - 1)} before travel: a refund of ${step.refundPercent}% of the amount paid.`,
    ),
    `Less than ${days(last.minDaysBefore)} before travel, or if you do not show up at the pickup point (no-show): no refund.`,
  ];
}
