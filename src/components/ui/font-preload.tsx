// Written by gatsby/site-fonts.ts at the start of the build, before webpack reads them.
import dmSansLatinExt from "../../styles/fonts/site-subsets/dm-sans-latin-ext-site.woff2";
import frauncesLatinExt from "../../styles/fonts/site-subsets/fraunces-latin-ext-site.woff2";

/**
 * Fetches a font file while the HTML is parsed instead of after the first
 * style pass. Font preloads are always CORS requests, hence crossOrigin.
 */
export function FontPreload({ href }: { href: string }) {
  return <link rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />;
}

/**
 * Whether a page in `lang` draws anything in Fraunces, the display face of
 * English pages. A Hindi page does not: its display face is the body's stack
 * (--font-display, src/styles/_tokens.scss), as its headings are Devanagari.
 */
export const drawsFraunces = (lang: string | undefined) => lang !== "hi";

/**
 * For pages that show prices: the Latin Extended subsets, the files that hold
 * ₹, about 1 KB each, of each family the page draws prices in: DM Sans and
 * Fraunces on an English page, DM Sans alone on a Hindi one (whose display
 * face is the body's stack, src/styles/_tokens.scss). Found only once a price
 * was first drawn, they arrived after the text had been laid out in the
 * fallback font, and the whole page was laid out again (on the trip list, in
 * the middle of the finder's first answer).
 */
export function PriceFontPreload({ lang }: { lang: string }) {
  return (
    <>
      <FontPreload href={dmSansLatinExt} />
      {drawsFraunces(lang) ? <FontPreload href={frauncesLatinExt} /> : null}
    </>
  );
}
