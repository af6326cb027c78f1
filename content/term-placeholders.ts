// The placeholders editors may write in the policies and FAQs ('a {deposit}
// deposit'): their names and how one is written. The file schemas refuse any
// other; what each stands for is terms-text.ts's.

/** Every placeholder an editor may write, in the order the content check lists them. */
export const TERM_PLACEHOLDER_NAMES = ["gst", "deposit", "balanceDueDays", "changesDays", "refundScale"] as const;

export type TermPlaceholder = (typeof TERM_PLACEHOLDER_NAMES)[number];

/** A placeholder as written in text, its name captured: '{deposit}'. */
export const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** Whether `name` is a placeholder editors may write. */
export function isTermPlaceholder(name: string): name is TermPlaceholder {
  return (TERM_PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** The placeholders in `text` that are not booking terms ('{depsit}'), for the content check. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !isTermPlaceholder(name));
}
