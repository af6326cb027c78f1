// How long the staff desk's search may be. The Worker finds the words with
// LIKE '%words%', and D1 refuses a LIKE pattern over 50 bytes: so the words,
// with '%', '_' and '\' escaped (two bytes each) and a '%' either side, must
// fit in 50 bytes of UTF-8. Latin letters are a byte each, Devanagari and the
// other Indian scripts three. The desk's box and the Worker's API both check
// it here, so staff are told before the Worker would refuse.

/** The most bytes D1 takes in a LIKE or GLOB pattern (worker/db/d1-limits.ts holds D1's other limits). */
export const LIKE_PATTERN_MAX_BYTES = 50;

/** The words with LIKE's wildcards and its escape character escaped by '\'. */
export const escapeLike = (words: string) => words.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The LIKE pattern that finds `words` anywhere in a column (with ESCAPE '\'). */
export const containsPattern = (words: string) => `%${escapeLike(words)}%`;

/** The most bytes a search may count: the pattern's limit less its two '%'. */
export const SEARCH_MAX_BYTES = LIKE_PATTERN_MAX_BYTES - 2;

/** What a search counts against SEARCH_MAX_BYTES: its bytes, escaped as the Worker sends it. */
export const searchBytes = (words: string) => new TextEncoder().encode(escapeLike(words)).byteLength;

/** How long a search may be, in words for the box beside it. */
export const SEARCH_LENGTH_HINT = `Up to ${SEARCH_MAX_BYTES} letters; letters of Hindi and other Indian scripts count as 3.`;

/** Null when `words` fits; otherwise what to tell the person searching. */
export function searchLengthError(words: string): string | null {
  const bytes = searchBytes(words.trim());
  if (bytes <= SEARCH_MAX_BYTES) return null;
  return `Shorten the search to ${SEARCH_MAX_BYTES} letters or fewer (letters of Hindi and other Indian scripts count as 3; %, _ and \\ as 2). This one counts ${bytes}.`;
}
