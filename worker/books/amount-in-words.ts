// An amount of rupees in words, as a GST document writes it beside the figures,
// in the Indian system (lakh, crore) and in the document's language: to-words'
// en-IN and hi-IN, imported one locale each so the Worker carries only these two.
import { toCurrency as inEnglish } from "to-words/en-IN";
import { toCurrency as inHindi } from "to-words/hi-IN";
import type { Locale } from "../../content/locales.mjs";

/**
 * to-words' Hindi spellings the site writes otherwise (docs/hindi-glossary.md): five's vowel is
 * nasal with nothing above the line, so it takes a chandrabindu. Its other numbers follow the rules.
 */
const HINDI_SPELLINGS: Readonly<Record<string, string>> = { पांच: "पाँच" };

/**
 * 1228550 paise → 'Twelve Thousand Two Hundred Eighty Five Rupees And Fifty Paise Only', or in Hindi
 * 'बारह हज़ार दो सौ पचासी रुपये और पचास पैसे मात्र' (मात्र closes an amount as Only does). Paise are
 * whole numbers, so dividing by 100 gives the rupees to the paisa.
 */
export function amountInWords(paise: number, lang: Locale): string {
  const rupees = paise / 100;
  if (lang !== "hi") return inEnglish(rupees);
  const words = inHindi(rupees)
    .split(" ")
    .map((word) => HINDI_SPELLINGS[word] ?? word)
    .join(" ");
  return `${words} मात्र`;
}
