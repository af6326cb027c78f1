// Written by gatsby/site-fonts.ts at the start of the build, before webpack reads them.
import dmSansLatin from "../styles/fonts/site-subsets/dm-sans-latin-site.woff2";
import frauncesLatin from "../styles/fonts/site-subsets/fraunces-latin-site.woff2";

/**
 * Preloads for the two font files every page uses (src/styles/_fonts.scss):
 * each family's Latin subset, cut to the site's own characters. They are
 * fetched while the HTML is parsed instead of after the first style pass.
 * Font preloads are always CORS requests, hence crossOrigin.
 */
export const fontPreloads = [dmSansLatin, frauncesLatin].map((href) => (
  <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
));
