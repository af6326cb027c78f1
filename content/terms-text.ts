// The booking terms' numbers in the site's words, written at build time: what
// each placeholder editors put in the policies and FAQs stands for ('a {deposit}
// deposit'; which placeholders there are is term-placeholders.ts's), and the
// refund scale the terms page lists, and how long a refund takes to arrive. The numbers themselves live once, in
// data/booking-terms.json; the words around them are each language's messages
// (termsText), so a Hindi page reads '5 दिन' where an English one reads '5 days'.
// Only the build fills the text (gatsby/graphql-schema.ts): no page's script
// imports this module, and so none carries every language's messages.
import type { BookingTerms } from "./booking-terms";
import { fillMessage } from "./fill-message";
import type { ReviewTerms } from "./file-schemas";
import { formatMonthName, groupIndianDigits, takesSingular } from "./format";
import { DEFAULT_LOCALE, type Locale } from "./locales.mjs";
import { MESSAGES } from "./messages";
import {
  fillPlaceholders,
  fillPlaceholdersDeep,
  isReviewPlaceholder,
  isTermPlaceholder,
  type ReviewPlaceholder,
  type TermPlaceholder,
} from "./term-placeholders";

/** '5 days', '1 day'; '5 दिन'. */
function days(count: number, lang: Locale): string {
  const words = MESSAGES[lang].termsText;
  return fillMessage(takesSingular(count, lang) ? words.dayOne : words.dayOther, { count });
}

/** '12 months', '1 month'; '12 महीने'. */
function months(count: number, lang: Locale): string {
  const words = MESSAGES[lang].termsText;
  return fillMessage(takesSingular(count, lang) ? words.monthOne : words.monthOther, { count });
}

/** The last day before departure a booking may switch, counted as the terms' days: the switch scale's last step. */
const switchDaysBefore = ({ switchFees }: BookingTerms) => switchFees[switchFees.length - 1].minDaysBefore;

/** The refund scale as one phrase: '90% more than 30 days before travel, 50% from 15 to 30 days, and nothing after that'. */
function refundScalePhrase({ refunds }: BookingTerms, lang: Locale): string {
  const words = MESSAGES[lang].termsText;
  const steps = refunds.map((step, index) =>
    index === 0
      ? fillMessage(words.refundScaleFirst, { percent: step.refundPercent, days: days(step.minDaysBefore - 1, lang) })
      : fillMessage(words.refundScaleStep, {
          percent: step.refundPercent,
          from: step.minDaysBefore,
          days: days(refunds[index - 1].minDaysBefore - 1, lang),
        }),
  );
  return fillMessage(words.refundScale, { steps: steps.join(", ") });
}

/** What each placeholder an editor may write stands for, in a language. */
export const TERM_PLACEHOLDERS: Record<TermPlaceholder, (terms: BookingTerms, lang: Locale) => string> = {
  gst: (terms) => `${terms.gstPercent}%`,
  deposit: (terms) => `${terms.depositPercent}%`,
  balanceDueDays: (terms, lang) => days(terms.balanceDueDaysBefore, lang),
  changesDays: (terms, lang) => days(terms.changesDaysBefore, lang),
  switchDays: (terms, lang) => days(switchDaysBefore(terms), lang),
  creditMonths: (terms, lang) => months(terms.creditValidMonths, lang),
  callOffDays: (terms, lang) => days(terms.callOffChoiceDays, lang),
  refundScale: refundScalePhrase,
  refundWorkingDays: (terms, lang) =>
    fillMessage(MESSAGES[lang].termsText.workingDays, {
      from: terms.refundWorkingDaysMin,
      to: terms.refundWorkingDaysMax,
    }),
};

/** What each placeholder of data/reviews.json's figures stands for, in a language. */
export const REVIEW_PLACEHOLDERS: Record<ReviewPlaceholder, (terms: ReviewTerms, lang: Locale) => string> = {
  reviewAskDays: (terms, lang) => days(terms.askDaysAfterEnd, lang),
  reviewReminderDays: (terms, lang) => days(terms.reminderDaysAfterAsk, lang),
  reviewWriteDays: (terms, lang) => days(terms.writeWithinDays, lang),
  // The day and the month in full ('1 December 2026'): a policy's sentence, not a table's column.
  reviewsSince: ({ collectedSince }, lang) =>
    `${Number(collectedSince.slice(8, 10))} ${formatMonthName(collectedSince.slice(0, 7), lang)}`,
};

/** Every string in `value` with data/reviews.json's placeholders filled, in `lang`; any other left as written. */
export function fillReviewTermsDeep<T>(value: T, terms: ReviewTerms, lang: Locale = DEFAULT_LOCALE): T {
  return fillPlaceholdersDeep(value, (name) =>
    isReviewPlaceholder(name) ? REVIEW_PLACEHOLDERS[name](terms, lang) : undefined,
  );
}

/** What a booking term's placeholder stands for under `terms`, in `lang`. */
const termFill = (terms: BookingTerms, lang: Locale) => (name: string) =>
  isTermPlaceholder(name) ? TERM_PLACEHOLDERS[name](terms, lang) : undefined;

/** `text` with every placeholder replaced by its figure: 'a {deposit} deposit' → 'a 30% deposit'. */
export function fillTerms(text: string, terms: BookingTerms, lang: Locale = DEFAULT_LOCALE): string {
  return fillPlaceholders(text, termFill(terms, lang));
}

/** Every string in `value` (an entry of data/, however nested) with its placeholders filled, in `lang`. */
export function fillTermsDeep<T>(value: T, terms: BookingTerms, lang: Locale = DEFAULT_LOCALE): T {
  return fillPlaceholdersDeep(value, termFill(terms, lang));
}

/**
 * The terms page's refund scale, one point per step (with the trip credit
 * kept instead, when the terms offer credits) and one for cancelling later
 * than the last; then how long a credit lasts.
 */
export function refundScalePoints(terms: BookingTerms, lang: Locale = DEFAULT_LOCALE): string[] {
  const { refunds, creditsOffered } = terms;
  const words = MESSAGES[lang].termsText;
  const last = refunds[refunds.length - 1];
  const [first, step] = creditsOffered
    ? [words.refundCreditPointFirst, words.refundCreditPointStep]
    : [words.refundPointFirst, words.refundPointStep];
  return [
    ...refunds.map((each, index) =>
      index === 0
        ? fillMessage(first, {
            days: days(each.minDaysBefore - 1, lang),
            percent: each.refundPercent,
            credit: each.creditPercent,
          })
        : fillMessage(step, {
            from: each.minDaysBefore,
            days: days(refunds[index - 1].minDaysBefore - 1, lang),
            percent: each.refundPercent,
            credit: each.creditPercent,
          }),
    ),
    fillMessage(words.refundPointNone, { days: days(last.minDaysBefore, lang) }),
    ...(creditsOffered ? [fillMessage(words.creditPoint, { months: months(terms.creditValidMonths, lang) })] : []),
  ];
}

/**
 * The terms page's changes: what switching to another departure costs, one
 * point per step of the switch scale and one for later, then handing a seat on.
 */
export function changePoints(terms: BookingTerms, lang: Locale = DEFAULT_LOCALE): string[] {
  const words = MESSAGES[lang].termsText;
  const steps = terms.switchFees;
  // In words ('1,500 rupees'), not '₹1,500': the policy pages draw no ₹ anywhere else, and one would
  // make them load (or preload) the fonts' Latin Extended files too.
  const fee = (rupees: number) =>
    rupees === 0 ? words.switchFree : fillMessage(words.switchFee, { amount: groupIndianDigits(rupees) });
  return [
    ...steps.map((each, index) =>
      index === 0
        ? fillMessage(words.switchPointFirst, { days: days(each.minDaysBefore - 1, lang), fee: fee(each.feeRupees) })
        : fillMessage(words.switchPointStep, {
            from: each.minDaysBefore,
            days: days(steps[index - 1].minDaysBefore - 1, lang),
            fee: fee(each.feeRupees),
          }),
    ),
    fillMessage(words.switchPointNone, { days: days(switchDaysBefore(terms), lang) }),
    words.switchDifference,
    fillMessage(words.handOnPoint, { days: days(terms.changesDaysBefore, lang) }),
  ];
}
