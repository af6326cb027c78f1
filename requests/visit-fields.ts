// Where a booking's visit came from (requests/numbers.ts's VisitSource), as the booking form sends it
// beside the booking: one optional field per part. The browser's capture (src/visit/) cleans each part
// by these same rules, so what it keeps is always what the intake accepts; the intake holds what any
// other client sends to them (booking-rules.ts's checkVisitFields).
import type { VisitSource } from "./numbers";

/** The most characters a part may have: the columns' limit (migrations/0017_visit_sources.sql). */
export const VISIT_PART_MAX_LENGTH = 100;

/**
 * Characters that print nothing a person can read: the C0 and C1 controls, the soft hyphen, the
 * invisible marks that join, space or turn text (zero-width, bidirectional, word joiners, the BOM),
 * and halves of a character (lone surrogates). Ranges, not /\p{C}/u: the site's Babel would spell that
 * out in kilobytes for older browsers.
 */
const UNPRINTABLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x61c, 0x61c],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x206f],
  [0xd800, 0xdfff],
  [0xfeff, 0xfeff],
  [0xfff9, 0xfffb],
];

/** Whether one character (a code point, as [...text] gives them) prints nothing a person can read. */
export function isUnprintable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return UNPRINTABLE_RANGES.some(([from, to]) => code >= from && code <= to);
}

/** The booking form's field for each part of a VisitSource. */
export const VISIT_FIELDS = {
  source: "visitSource",
  medium: "visitMedium",
  campaign: "visitCampaign",
  term: "visitTerm",
  content: "visitContent",
} as const satisfies Record<keyof VisitSource, string>;

export type VisitField = (typeof VISIT_FIELDS)[keyof typeof VISIT_FIELDS];

/** The fields a request sends for `visit`: its parts that hold something, none when nothing was kept. */
export function visitFieldsOf(visit: VisitSource | null): Partial<Record<VisitField, string>> {
  if (!visit) return {};
  return Object.fromEntries(
    (Object.keys(VISIT_FIELDS) as (keyof VisitSource)[])
      .filter((part) => visit[part] !== null)
      .map((part) => [VISIT_FIELDS[part], visit[part]]),
  );
}
