// The placeholders editors may write in the policies and FAQs ('a {deposit}
// deposit'): their names and how one is written. The file schemas refuse any
// other; what each stands for is terms-text.ts's. data/traveller-questions.json
// has placeholders of its own (traveller-data.ts), written and filled the same way.

/** Every placeholder an editor may write, in the order the content check lists them. */
export const TERM_PLACEHOLDER_NAMES = [
  "gst",
  "deposit",
  "balanceDueDays",
  "changesDays",
  "switchDays",
  "creditMonths",
  "callOffDays",
  "refundScale",
  "refundWorkingDays",
] as const;

export type TermPlaceholder = (typeof TERM_PLACEHOLDER_NAMES)[number];

/** The placeholders of data/reviews.json's figures, which the review policy names: '{reviewWriteDays}'. */
export const REVIEW_PLACEHOLDER_NAMES = [
  "reviewAskDays",
  "reviewReminderDays",
  "reviewWriteDays",
  "reviewsSince",
] as const;

export type ReviewPlaceholder = (typeof REVIEW_PLACEHOLDER_NAMES)[number];

/** Every placeholder the policies and FAQs may hold: the booking terms' and the reviews'. */
export const POLICY_PLACEHOLDER_NAMES = [...TERM_PLACEHOLDER_NAMES, ...REVIEW_PLACEHOLDER_NAMES] as const;

/** Whether `name` is a placeholder of data/reviews.json's figures. */
export function isReviewPlaceholder(name: string): name is ReviewPlaceholder {
  return (REVIEW_PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** A placeholder as written in text, its name captured: '{deposit}'. */
export const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** Whether `name` is a placeholder editors may write. */
export function isTermPlaceholder(name: string): name is TermPlaceholder {
  return (TERM_PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** The placeholders in `text` that are not among `known` ('{depsit}'; the booking terms unless told), for the content check. */
export function unknownPlaceholders(text: string, known: readonly string[] = POLICY_PLACEHOLDER_NAMES): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !known.includes(name));
}

/** What a placeholder stands for, by its name; undefined leaves it as written. */
export type PlaceholderFill = (name: string) => string | undefined;

/** `text` with every placeholder `fill` knows replaced: 'a {deposit} deposit' → 'a 30% deposit'. */
export function fillPlaceholders(text: string, fill: PlaceholderFill): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => fill(name) ?? whole);
}

/** Every string in `value` (an entry of data/, however nested) with its placeholders filled. */
export function fillPlaceholdersDeep<T>(value: T, fill: PlaceholderFill): T {
  if (typeof value === "string") return fillPlaceholders(value, fill) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillPlaceholdersDeep(item, fill)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholdersDeep(item, fill)])) as T;
  }
  return value;
}
