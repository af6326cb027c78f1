// The States and Union Territories a booker may live in (PLACES_OF_SUPPLY) by their names in each
// language the booking form speaks. Apart from indian-states.ts, whose English names the GST
// documents print and the content check reads, so that only the booking form carries the Hindi.
import type { IndianState } from "./indian-states";
import type { Locale } from "./locales.mjs";

/** Each place's Hindi name, by its GST code. */
export const HINDI_STATE_NAMES: Readonly<Record<string, string>> = {
  "01": "जम्मू और कश्मीर",
  "02": "हिमाचल प्रदेश",
  "03": "पंजाब",
  "04": "चंडीगढ़",
  "05": "उत्तराखंड",
  "06": "हरियाणा",
  "07": "दिल्ली",
  "08": "राजस्थान",
  "09": "उत्तर प्रदेश",
  "10": "बिहार",
  "11": "सिक्किम",
  "12": "अरुणाचल प्रदेश",
  "13": "नागालैंड",
  "14": "मणिपुर",
  "15": "मिज़ोरम",
  "16": "त्रिपुरा",
  "17": "मेघालय",
  "18": "असम",
  "19": "पश्चिम बंगाल",
  "20": "झारखंड",
  "21": "ओडिशा",
  "22": "छत्तीसगढ़",
  "23": "मध्य प्रदेश",
  "24": "गुजरात",
  "26": "दादरा और नगर हवेली और दमन और दीव",
  "27": "महाराष्ट्र",
  "29": "कर्नाटक",
  "30": "गोवा",
  "31": "लक्षद्वीप",
  "32": "केरल",
  "33": "तमिलनाडु",
  "34": "पुडुचेरी",
  "35": "अंडमान और निकोबार द्वीपसमूह",
  "36": "तेलंगाना",
  "37": "आंध्र प्रदेश",
  "38": "लद्दाख",
};

/** A State's name in `lang`, as the booking form offers it. */
export const stateNameIn = (state: IndianState, lang: Locale): string =>
  lang === "hi" ? (HINDI_STATE_NAMES[state.code] ?? state.name) : state.name;
