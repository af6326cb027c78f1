// The site's languages, in one place: which there are, which one the content is
// written in first, how each is tagged for Intl and HTML, and where its pages
// live. Plain JavaScript with JSDoc types, so the build's Node scripts, Gatsby,
// Jest, the Worker and the browser all import it as it is.

/** Every language the site speaks, English first: the order of the language switch and of hreflang links. */
export const LOCALES = /** @type {const} */ (["en", "hi"]);

/** @typedef {(typeof LOCALES)[number]} Locale */

/** The language content is written in first; every other language falls back to it, field by field. */
export const DEFAULT_LOCALE = "en";

/**
 * The BCP 47 tag of each language's pages: their `<html lang>` and hreflang.
 * @type {Readonly<Record<Locale, string>>}
 */
export const HTML_LANGS = { en: "en-IN", hi: "hi" };

/**
 * The locale each language formats dates, numbers and money in (Intl): hi-IN
 * writes ₹18,999 and 16 जन॰ 2027, with international digits.
 * @type {Readonly<Record<Locale, string>>}
 */
export const INTL_LOCALES = { en: "en-IN", hi: "hi-IN" };

/**
 * Each language's name in itself, as the language switch shows it.
 * @type {Readonly<Record<Locale, string>>}
 */
export const LANGUAGE_NAMES = { en: "English", hi: "हिन्दी" };

/**
 * Each language's name in English, as the staff desk (which stays in English)
 * names the language a request was sent in.
 * @type {Readonly<Record<Locale, string>>}
 */
export const LANGUAGE_NAMES_IN_ENGLISH = { en: "English", hi: "Hindi" };

/**
 * Whether a value names one of the site's languages.
 * @param {unknown} value
 * @returns {value is Locale}
 */
export function isLocale(value) {
  return typeof value === "string" && /** @type {readonly string[]} */ (LOCALES).includes(value);
}
