// Written by gatsby/site-fonts.ts at the start of the build, before webpack reads them.
import dmSansLatin from "../styles/fonts/site-subsets/dm-sans-latin-site.woff2";
import frauncesLatin from "../styles/fonts/site-subsets/fraunces-latin-site.woff2";
import { FontPreload } from "../components/ui/font-preload";

/**
 * Preloads for the two font files every page uses (src/styles/_fonts.scss):
 * each family's Latin subset, cut to the site's own characters. Pages that
 * show prices add the file with ₹ in their Head (PriceFontPreload).
 */
export const fontPreloads = [dmSansLatin, frauncesLatin].map((href) => <FontPreload key={href} href={href} />);
