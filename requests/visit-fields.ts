// Where a booking's visit came from (requests/numbers.ts's VisitSource), as the booking form sends it
// beside the booking: one optional field per part, each at most VISIT_PART_MAX_LENGTH characters
// (visit-text.ts) of printable text. The booking form cleans what the tab kept to these rules before it
// sends it (src/visit/kept-visit-source.ts), and the intake refuses what breaks them.
import type { VisitSource } from "./numbers";

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
  const code = character.codePointAt(0)!;
  return UNPRINTABLE_RANGES.some(([from, to]) => code >= from && code <= to);
}
