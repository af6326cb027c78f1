// Written by gatsby/site-fonts.ts at the start of the build, before webpack reads them.
import dmSansLatin from "../styles/fonts/site-subsets/dm-sans-latin-site.woff2";
import frauncesLatin from "../styles/fonts/site-subsets/fraunces-latin-site.woff2";
import notoSansDevanagari from "../styles/fonts/site-subsets/noto-sans-devanagari-devanagari-site.woff2";
import { drawsFraunces, FontPreload } from "../components/ui/font-preload";

/** The subsets a page may preload, by their file's name in site-subsets/, and the address the build gives each. */
const SUBSET_FILES = {
  "dm-sans-latin-site.woff2": dmSansLatin,
  "fraunces-latin-site.woff2": frauncesLatin,
  "noto-sans-devanagari-devanagari-site.woff2": notoSansDevanagari,
};

type SubsetFile = keyof typeof SUBSET_FILES;

/**
 * The font subsets a page in `lang` (its pageContext.lang; none on pages made
 * before the Hindi edition, which are English) draws before anything else
 * (src/styles/_fonts.scss): on an English page the Latin subsets of its two
 * families; on a Hindi page the Devanagari subset and DM Sans's Latin one, as
 * its display face there is the body's stack (src/styles/_tokens.scss) and it
 * draws nothing in Fraunces. An English page never preloads the Devanagari
 * subset: its text holds no Devanagari, so the file would go unused. Pages
 * that show prices add the files with ₹ in their Head (PriceFontPreload).
 */
export function preloadedSubsets(lang: string | undefined): SubsetFile[] {
  return [
    "dm-sans-latin-site.woff2",
    ...(drawsFraunces(lang) ? (["fraunces-latin-site.woff2"] as const) : []),
    ...(lang === "hi" ? (["noto-sans-devanagari-devanagari-site.woff2"] as const) : []),
  ];
}

/** The preload links of a page in `lang`, for the head gatsby-ssr.tsx writes. */
export function fontPreloads(lang: string | undefined) {
  return preloadedSubsets(lang).map((file) => <FontPreload key={file} href={SUBSET_FILES[file]} />);
}
