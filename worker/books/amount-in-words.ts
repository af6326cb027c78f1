// An amount of rupees in words, as a GST document writes it beside the figures,
// in the Indian system (lakh, crore) and in the document's language: to-words'
// en-IN and hi-IN, imported one locale each so the Worker carries only these two.
import { toCurrency as inEnglish } from "to-words/en-IN";
import { toCurrency as inHindi } from "to-words/hi-IN";
import type { Locale } from "../../content/locales.mjs";

/**
 * 1228550 paise → 'Twelve Thousand Two Hundred Eighty Five Rupees And Fifty Paise Only', or in Hindi
 * 'बारह हज़ार दो सौ पचासी रुपये और पचास पैसे'. Paise are whole numbers, so dividing by 100 gives the
 * rupees to the paisa.
 */
export function amountInWords(paise: number, lang: Locale): string {
  const rupees = paise / 100;
  return lang === "hi" ? inHindi(rupees) : inEnglish(rupees);
}
