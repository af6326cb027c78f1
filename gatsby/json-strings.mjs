// The strings a parsed JSON value holds, however deep: the text of data/ that
// the build cuts the fonts to (gatsby/site-fonts.ts) and that the fallbacks are
// scaled by (scripts/site-text-width.mjs). Keys are field names, never shown, so
// they are left out.

/**
 * @param {unknown} value
 * @returns {string[]}
 */
export function jsonStrings(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
}
