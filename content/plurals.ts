// Apart from format.ts, so the form rules that need only this do not bring it along.
import { DEFAULT_LOCALE, type Locale } from "./locales.mjs";

/**
 * Whether a count takes the singular, by CLDR's plural rules: English's
 * "one" is 1 alone; Hindi's is 0 and 1 ('0 सीट', '1 सीट', '2 सीटें').
 */
export function takesSingular(count: number, lang: Locale = DEFAULT_LOCALE): boolean {
  return lang === "hi" ? count === 0 || count === 1 : count === 1;
}
