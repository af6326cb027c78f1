// The seat words of a static host's pages, written into each page's <html>
// as the build renders it (gatsby-ssr.tsx). Such a page writes its live seats
// itself, outside React (src/lib/live-seats.ts), and reads the words there, in
// the page's own language, so its script carries neither language's. Pages
// the Worker serves get their live seats written by the Worker
// (worker/seats/live-pages.ts) and carry none.
import { SEAT_WORDS_ATTRIBUTE, seatPartWords } from "../../content/departures";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";

/**
 * The attributes of a page's <html> in `locale`: its seat words, when the
 * build is for a static host (API_ORIGIN set, hosting/api-origin.mjs); none otherwise.
 */
export function seatWordsAttributes(locale: Locale, apiOrigin = process.env.API_ORIGIN): Record<string, string> {
  if (!apiOrigin) return {};
  return { [SEAT_WORDS_ATTRIBUTE]: JSON.stringify(seatPartWords(MESSAGES[locale].seats)) };
}
