// India's States and Union Territories as GST numbers them: the code every
// GSTIN starts with, and the code a tax document gives beside the place of
// supply's name. Whether a place is a State or a Union Territory without a
// legislature decides the name of the tax collected with CGST inside it: SGST
// in a State (and in Delhi, Puducherry and Jammu and Kashmir, which have
// legislatures), UTGST in the others (UTGST Act, 2017, section 2(8)).

import type { Locale } from "./locales.mjs";

export interface IndianState {
  /** The GST State code: two digits, '06' for Haryana. */
  code: string;
  /** The name a tax document prints, in English as the GST portal writes it. */
  name: string;
  /** Its name in Hindi, as the Hindi booking form offers it. */
  hindiName: string;
  /** Whether the tax with CGST here is UTGST: a Union Territory without a legislature. */
  utgst: boolean;
}

/**
 * Every code a GSTIN may start with, 01 to 38, in the code's order. Two name places that no longer
 * exist as such (25, Daman and Diu, merged into 26 in 2020; 28, Andhra Pradesh before Telangana was
 * made from it in 2014): GSTINs issued under them are still in use, but nobody lives there now, so
 * PLACES_OF_SUPPLY, which a booker chooses from, leaves them out.
 */
export const GST_STATES: readonly IndianState[] = [
  { code: "01", name: "Jammu and Kashmir", hindiName: "जम्मू और कश्मीर", utgst: false },
  { code: "02", name: "Himachal Pradesh", hindiName: "हिमाचल प्रदेश", utgst: false },
  { code: "03", name: "Punjab", hindiName: "पंजाब", utgst: false },
  { code: "04", name: "Chandigarh", hindiName: "चंडीगढ़", utgst: true },
  { code: "05", name: "Uttarakhand", hindiName: "उत्तराखंड", utgst: false },
  { code: "06", name: "Haryana", hindiName: "हरियाणा", utgst: false },
  { code: "07", name: "Delhi", hindiName: "दिल्ली", utgst: false },
  { code: "08", name: "Rajasthan", hindiName: "राजस्थान", utgst: false },
  { code: "09", name: "Uttar Pradesh", hindiName: "उत्तर प्रदेश", utgst: false },
  { code: "10", name: "Bihar", hindiName: "बिहार", utgst: false },
  { code: "11", name: "Sikkim", hindiName: "सिक्किम", utgst: false },
  { code: "12", name: "Arunachal Pradesh", hindiName: "अरुणाचल प्रदेश", utgst: false },
  { code: "13", name: "Nagaland", hindiName: "नागालैंड", utgst: false },
  { code: "14", name: "Manipur", hindiName: "मणिपुर", utgst: false },
  { code: "15", name: "Mizoram", hindiName: "मिज़ोरम", utgst: false },
  { code: "16", name: "Tripura", hindiName: "त्रिपुरा", utgst: false },
  { code: "17", name: "Meghalaya", hindiName: "मेघालय", utgst: false },
  { code: "18", name: "Assam", hindiName: "असम", utgst: false },
  { code: "19", name: "West Bengal", hindiName: "पश्चिम बंगाल", utgst: false },
  { code: "20", name: "Jharkhand", hindiName: "झारखंड", utgst: false },
  { code: "21", name: "Odisha", hindiName: "ओडिशा", utgst: false },
  { code: "22", name: "Chhattisgarh", hindiName: "छत्तीसगढ़", utgst: false },
  { code: "23", name: "Madhya Pradesh", hindiName: "मध्य प्रदेश", utgst: false },
  { code: "24", name: "Gujarat", hindiName: "गुजरात", utgst: false },
  { code: "25", name: "Daman and Diu", hindiName: "दमन और दीव", utgst: true },
  {
    code: "26",
    name: "Dadra and Nagar Haveli and Daman and Diu",
    hindiName: "दादरा और नगर हवेली और दमन और दीव",
    utgst: true,
  },
  { code: "27", name: "Maharashtra", hindiName: "महाराष्ट्र", utgst: false },
  { code: "28", name: "Andhra Pradesh (before division)", hindiName: "आंध्र प्रदेश (विभाजन से पहले)", utgst: false },
  { code: "29", name: "Karnataka", hindiName: "कर्नाटक", utgst: false },
  { code: "30", name: "Goa", hindiName: "गोवा", utgst: false },
  { code: "31", name: "Lakshadweep", hindiName: "लक्षद्वीप", utgst: true },
  { code: "32", name: "Kerala", hindiName: "केरल", utgst: false },
  { code: "33", name: "Tamil Nadu", hindiName: "तमिलनाडु", utgst: false },
  { code: "34", name: "Puducherry", hindiName: "पुडुचेरी", utgst: false },
  { code: "35", name: "Andaman and Nicobar Islands", hindiName: "अंडमान और निकोबार द्वीपसमूह", utgst: true },
  { code: "36", name: "Telangana", hindiName: "तेलंगाना", utgst: false },
  { code: "37", name: "Andhra Pradesh", hindiName: "आंध्र प्रदेश", utgst: false },
  { code: "38", name: "Ladakh", hindiName: "लद्दाख", utgst: true },
];

/** Codes that name no place a person lives in today (see GST_STATES). */
const FORMER_CODES = new Set(["25", "28"]);

/** The places a booker may live in, as the booking form offers them: every State and UT of today. */
export const PLACES_OF_SUPPLY: readonly IndianState[] = GST_STATES.filter(({ code }) => !FORMER_CODES.has(code));

/**
 * What a booker who lives abroad gives for their State: 96, the code GST returns give a foreign
 * country. The booking form offers it first when the phone's country code is not India's.
 */
export const OUTSIDE_INDIA = "96";

/** The State or UT with GST code `code` ('06'), if there is one. */
export function gstStateOf(code: string): IndianState | undefined {
  return GST_STATES.find((state) => state.code === code);
}

/** A State's name in `lang`, as the booking form offers it. */
export const stateNameIn = (state: IndianState, lang: Locale): string => (lang === "hi" ? state.hindiName : state.name);
