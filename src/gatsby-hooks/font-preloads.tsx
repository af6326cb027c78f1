import dmSansLatin from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";

/**
 * Preloads for the two font files every page uses (src/styles/_fonts.scss), so
 * they are fetched while the HTML is parsed instead of after the first style
 * pass. Font preloads are always CORS requests, hence crossOrigin.
 */
export const fontPreloads = [dmSansLatin, frauncesLatin].map((href) => (
  <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
));
