// What a part of where a visit came from (requests/numbers.ts's VisitSource) may hold: the same for the
// browser's capture (src/visit/), which cleans each part to it, and for the intake, which refuses the
// rest (booking-rules.ts's checkVisitFields). Apart from visit-fields.ts: the capture runs on every
// page, so it imports only these few lines.

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
