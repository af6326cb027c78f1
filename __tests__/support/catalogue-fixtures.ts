// What every test catalogue (requests/intake-catalogue.ts) shares: the
// agency's contact details, the client's booking terms, the traveller
// questions and a trip's kit, and their words in Hindi for the Hindi
// edition's travellers. Plain data with no Gatsby types, so the Worker's
// unit tests (worker/test/) use it too.
import type { PersonalDataItem, TravellerQuestions } from "../../content/traveller-data";
import type { DifficultyLevel } from "../../content/trips";
import type { CatalogueTrip, CatalogueTripText, IntakeCatalogue } from "../../requests/intake-catalogue";

/** The agency as the catalogue names it (data/company.json's contact details, fictional). */
export const testAgency: IntakeCatalogue["agency"] = {
  name: "Safarnama",
  email: "hello@safarnama.example",
  careersEmail: "careers@safarnama.example",
  phone: "+91 00000 11111",
  whatsapp: "+91 00000 22222",
};

/**
 * The agency's tax identity (data/tax.json's shape): registered in Haryana (06), so a Haryana booker
 * pays CGST and SGST and one from any other State IGST. The GSTIN is fictional, with a valid check character.
 */
export const testTaxIdentity: IntakeCatalogue["tax"] = {
  legalName: "Safarnama Travels Private Limited",
  address: "Unit 404, Example Business Park, Sector 44, Gurugram, Haryana 122003",
  stateCode: "06",
  gstin: "06AAFCS1234M1ZC",
  sac: "998555",
  rateCondition:
    "Tour operator services. The price includes the charges for the accommodation and transport of the tour.",
  series: { receiptVoucher: "RV", taxInvoice: "INV", refundVoucher: "RFV", creditNote: "CN" },
};

/**
 * The client's booking terms (data/booking-terms.json as shipped): 5% GST; a
 * 30% deposit; the balance 5 days before; a seat handed on up to 10 days
 * before; 90% back (or a 100% credit, valid 12 months) more than 30 days
 * before, 50% (or 75%) from 15 to 30 days, then nothing; switching free from
 * 31 days before, ₹1,500 a seat from 10 to 30, then not at all; 7 days to
 * choose after the agency calls off a departure; at most 6
 * seats held unpaid per email or phone on a departure, 8 per internet address;
 * a refund arrives within 7 to 14 working days.
 */
/** The client's review terms (data/reviews.json as shipped): asked 2 days after the end, reminded once 7 days later, 60 days to write. */
export const clientReviewTerms: IntakeCatalogue["reviews"] = {
  askDaysAfterEnd: 2,
  reminderDaysAfterAsk: 7,
  writeWithinDays: 60,
  collectedSince: "2026-12-01",
  homePage: [],
};

export const clientBookingTerms: IntakeCatalogue["terms"] = {
  gstPercent: 5,
  depositPercent: 30,
  balanceDueDaysBefore: 5,
  balanceLinkDaysBefore: 12,
  changesDaysBefore: 10,
  creditsOffered: true,
  creditValidMonths: 12,
  callOffChoiceDays: 7,
  holdHours: 48,
  offerHours: 24,
  paymentHoldMinutes: 30,
  waitlistClosesDaysBefore: 7,
  unpaidSeatsPerContact: 6,
  unpaidSeatsPerAddress: 8,
  refundWorkingDaysMin: 7,
  refundWorkingDaysMax: 14,
  refunds: [
    { minDaysBefore: 31, refundPercent: 90, creditPercent: 100 },
    { minDaysBefore: 15, refundPercent: 50, creditPercent: 75 },
  ],
  switchFees: [
    { minDaysBefore: 31, feeRupees: 0 },
    { minDaysBefore: 10, feeRupees: 1500 },
  ],
};

/**
 * What the booking page's trip kit reads of a trip of `level` lasting `days`
 * days: its meeting points, checklist and a day-by-day itinerary as long as
 * its departures (the content check holds real trips to that).
 */
export function testTripKit(
  level: DifficultyLevel,
  days: number,
): Pick<CatalogueTrip, "level" | "pickup" | "drop" | "thingsToCarry" | "itinerary"> {
  return {
    level,
    pickup: "Manali bus stand, 7 AM on day 1",
    drop: "Manali bus stand, 6 PM on the last day",
    thingsToCarry: ["A down jacket rated to -20°C", "Sunglasses with UV protection"],
    itinerary: Array.from({ length: days }, (_unused, index) => ({
      day: index + 1,
      title: `Day ${index + 1} in the valley`,
      description: `Drive, walk and the night's camp of day ${index + 1}.`,
    })),
  };
}

/** The notice's entry for one item of personal data, in the shipped file's words shortened. */
const noticeItem = (id: PersonalDataItem, what: string) => ({
  id,
  what,
  why: `To run the trip safely: ${what.toLowerCase()}.`,
  kept: "Erased 30 days after your trip ends.",
});

/**
 * The traveller questions as the catalogue carries them (placeholders
 * filled): every item of the notice, a declaration per level, questions for
 * moderate and challenging trips and a fitness proof for challenging ones.
 * Short and fixed, so tests of the booking page do not change when editors
 * reword data/traveller-questions.json; a test holds it to the file's schema.
 */
export const testTravellerQuestions: TravellerQuestions = {
  notice: {
    title: "Your details and your privacy",
    intro: "We ask each traveller for a few details to run the trip safely.",
    items: [
      noticeItem("name", "Full name"),
      noticeItem("date-of-birth", "Date of birth"),
      noticeItem("gender", "Gender"),
      noticeItem("phone", "Mobile number"),
      noticeItem("emergency-contact", "Emergency contact"),
      noticeItem("dietary-needs", "Dietary needs"),
      noticeItem("id-document", "ID type and number"),
      noticeItem("health-answers", "Health answers"),
      noticeItem("fitness-proof", "Fitness proof"),
      noticeItem("guardian", "A parent's or guardian's consent, for a traveller under 18"),
    ],
    safeguards: "ID numbers, health answers and proofs are encrypted; each time staff open one is logged for 365 days.",
    withdraw:
      "Delete any traveller's details from your booking link before the trip, or write to hello@safarnama.example.",
    contact: "Write to hello@safarnama.example; you may also complain to the Data Protection Board of India.",
  },
  aadhaarNote: "Enter only the last four digits of an Aadhaar number.",
  guardianConsent: "I am the parent or guardian of this traveller, who is under 18, and I consent.",
  levels: {
    easy: { declaration: "I am in good health for this trip.", questions: [] },
    moderate: {
      declaration: "My answers are true and complete.",
      questions: [
        { id: "heart-condition", question: "Do you have a heart condition?", detailsLabel: "The condition" },
        { id: "regular-medication", question: "Do you take any medicine regularly?", detailsLabel: "Each medicine" },
      ],
    },
    challenging: {
      declaration: "My answers are true and complete, and I have trained for this trek.",
      questions: [
        { id: "heart-condition", question: "Do you have a heart condition?", detailsLabel: "The condition" },
        { id: "altitude-sickness", question: "Have you had altitude sickness?", detailsLabel: "Where and when" },
      ],
      proof: { instructions: "Upload proof that you can walk or run 5 km in 35 minutes, up to 5 MB." },
    },
  },
};

/** The Hindi title of the test catalogues' trip, Spiti Valley Winter Expedition (its data file's). */
export const SPITI_IN_HINDI = "स्पीति घाटी शीतकालीन अभियान";

/** What testTripKit says, in Hindi: a translated trip's words, for `days` days, titled `title`. */
export function testTripTextInHindi(title: string, days: number): CatalogueTripText {
  return {
    title,
    pickup: "मनाली बस अड्डा, पहले दिन सुबह 7 बजे",
    drop: "मनाली बस अड्डा, आखिरी दिन शाम 6 बजे",
    thingsToCarry: ["−20 °C तक के लिए बनी डाउन जैकेट", "UV सुरक्षा वाला धूप का चश्मा"],
    itinerary: Array.from({ length: days }, (_unused, index) => ({
      day: index + 1,
      title: `घाटी में दिन ${index + 1}`,
      description: `दिन ${index + 1} की ड्राइव, पैदल सफ़र और रात का कैंप।`,
    })),
  };
}

/** The notice's entry for one item, in Hindi, as testTravellerQuestions' are. */
const noticeItemInHindi = (id: PersonalDataItem, what: string) => ({
  id,
  what,
  why: `ट्रिप को सुरक्षित चलाने के लिए: ${what}।`,
  kept: "आपकी यात्रा खत्म होने के 30 दिन बाद मिटा दिया जाता है।",
});

/** testTravellerQuestions in Hindi, as the catalogue carries the Hindi file (placeholders filled in Hindi). */
export const testTravellerQuestionsInHindi: TravellerQuestions = {
  notice: {
    title: "आपकी जानकारी और आपकी निजता",
    intro: "ट्रिप को सुरक्षित चलाने के लिए हम हर यात्री से कुछ जानकारी माँगते हैं।",
    items: [
      noticeItemInHindi("name", "पूरा नाम"),
      noticeItemInHindi("date-of-birth", "जन्म तिथि"),
      noticeItemInHindi("gender", "लिंग"),
      noticeItemInHindi("phone", "मोबाइल नंबर"),
      noticeItemInHindi("emergency-contact", "आपातकालीन संपर्क"),
      noticeItemInHindi("dietary-needs", "खाने से जुड़ी ज़रूरतें"),
      noticeItemInHindi("id-document", "पहचान पत्र का प्रकार और नंबर"),
      noticeItemInHindi("health-answers", "स्वास्थ्य संबंधी जवाब"),
      noticeItemInHindi("fitness-proof", "फ़िटनेस का प्रमाण"),
      noticeItemInHindi("guardian", "18 साल से कम उम्र के यात्री के लिए माता-पिता या अभिभावक की सहमति"),
    ],
    safeguards:
      "पहचान पत्र के नंबर, स्वास्थ्य संबंधी जवाब और प्रमाण एन्क्रिप्ट करके रखे जाते हैं; कर्मचारी जब भी इन्हें खोलते हैं, उसका रिकॉर्ड 365 दिन तक रखा जाता है।",
    withdraw: "ट्रिप से पहले अपने बुकिंग लिंक से किसी भी यात्री की जानकारी मिटाएँ, या hello@safarnama.example पर लिखें।",
    contact: "hello@safarnama.example पर लिखें; आप भारत के डेटा संरक्षण बोर्ड से शिकायत भी कर सकते हैं।",
  },
  aadhaarNote: "आधार नंबर के केवल आखिरी चार अंक लिखें।",
  guardianConsent: "मैं इस यात्री का माता-पिता या अभिभावक हूँ, जिसकी उम्र 18 साल से कम है, और मैं सहमति देता/देती हूँ।",
  levels: {
    easy: { declaration: "मैं इस ट्रिप के लिए स्वस्थ हूँ।", questions: [] },
    moderate: {
      declaration: "मेरे जवाब सच्चे और पूरे हैं।",
      questions: [
        { id: "heart-condition", question: "क्या आपको दिल की कोई बीमारी है?", detailsLabel: "कौन-सी बीमारी" },
        { id: "regular-medication", question: "क्या आप नियमित रूप से कोई दवा लेते हैं?", detailsLabel: "हर दवा" },
      ],
    },
    challenging: {
      declaration: "मेरे जवाब सच्चे और पूरे हैं, और मैंने इस ट्रेक के लिए ट्रेनिंग की है।",
      questions: [
        { id: "heart-condition", question: "क्या आपको दिल की कोई बीमारी है?", detailsLabel: "कौन-सी बीमारी" },
        {
          id: "altitude-sickness",
          question: "क्या आपको कभी ऊँचाई की बीमारी (AMS) हुई है?",
          detailsLabel: "कहाँ और कब",
        },
      ],
      proof: { instructions: "सबूत अपलोड करें कि आप 35 मिनट में 5 किमी चल या दौड़ सकते हैं, 5 MB तक।" },
    },
  },
};

/** A test catalogue's Hindi words: the agency's Hindi name, each trip's Hindi text (by slug), the questions in Hindi. */
export const testTranslations = (trips: Record<string, CatalogueTripText>): IntakeCatalogue["translations"] => ({
  hi: { agencyName: "सफ़रनामा", trips, travellerQuestions: testTravellerQuestionsInHindi },
});

/** spitiCatalogue's dearer departure: its start and its own price per person before GST. */
export const SPITI_FEBRUARY = { startDate: "2027-02-13", price: 21999 } as const;

/**
 * A catalogue of one trip on the shipped terms, with its words in Hindi, for the Worker's unit tests:
 * Spiti Valley Winter Expedition at ₹18,999, 8 days: a departure of 14 seats from 16 Jan 2027 at the
 * trip's price, and a dearer one of 12 seats from 13 Feb 2027 at ₹21,999 (SPITI_FEBRUARY).
 */
export function spitiCatalogue(): IntakeCatalogue {
  return {
    builtAt: "2026-11-01T00:00:00.000Z",
    agency: testAgency,
    terms: clientBookingTerms,
    reviews: clientReviewTerms,
    tax: testTaxIdentity,
    trips: {
      "spiti-winter-expedition": {
        title: "Spiti Valley Winter Expedition",
        price: 18999,
        ...testTripKit("challenging", 8),
        departures: [
          { startDate: "2027-01-16", endDate: "2027-01-23", seats: 14, price: 18999 },
          { startDate: SPITI_FEBRUARY.startDate, endDate: "2027-02-20", seats: 12, price: SPITI_FEBRUARY.price },
        ],
      },
    },
    jobs: {},
    travellerQuestions: testTravellerQuestions,
    translations: testTranslations({ "spiti-winter-expedition": testTripTextInHindi(SPITI_IN_HINDI, 8) }),
  };
}
