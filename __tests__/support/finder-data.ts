// A small catalogue as the trip finder's index holds it: three trips, six
// departures across a new year, one sold out, one dearer than its trip's others.
import { finderIndex, type FinderIndex, type FinderSourceTrip } from "../../content/finder-index";

/** A trip of the sample with the price its departures have unless one says its own. */
type PricedTrip = FinderSourceTrip & { price: number };

export const finderTrips = {
  rishikesh: {
    slug: "rishikesh-rafting-camp",
    title: "Rishikesh Rafting & Riverside Camp",
    location: "Rishikesh, Uttarakhand",
    summary: "A long weekend on the Ganga: Grade III rapids and a night in riverside tents.",
    category: "Adventure",
    difficulty: "moderate",
    price: 5999,
  },
  kerala: {
    slug: "kerala-backwaters-spice-hills",
    title: "Kerala Backwaters & Spice Hills",
    location: "Alleppey & Munnar, Kerala",
    summary: "A houseboat night on the backwaters and tea estates in Munnar.",
    category: "Cultural",
    difficulty: "easy",
    price: 16999,
  },
  spiti: {
    slug: "spiti-winter-expedition",
    title: "Spiti Valley Winter Expedition",
    location: "Kaza, Himachal Pradesh",
    summary: "Eight days in the frozen cold desert: Key Monastery and a homestay in Langza.",
    category: "Mountain",
    difficulty: "challenging",
    price: 18999,
  },
} satisfies Record<string, PricedTrip>;

const departure = (
  { price: tripPrice, ...trip }: PricedTrip,
  startDate: string,
  endDate: string,
  seatsLeft: number,
  price = tripPrice,
) => ({ startDate, endDate, price, seatsLeft, trip });

/** Soonest first, as the site lists departures. */
export const finderDepartures = [
  departure(finderTrips.rishikesh, "2026-12-18", "2026-12-20", 8),
  departure(finderTrips.rishikesh, "2027-01-08", "2027-01-10", 0),
  departure(finderTrips.spiti, "2027-01-16", "2027-01-23", 12),
  departure(finderTrips.kerala, "2027-02-06", "2027-02-11", 15),
  departure(finderTrips.rishikesh, "2027-02-12", "2027-02-14", 14),
  // Spiti's February departure costs more than its January one.
  departure(finderTrips.spiti, "2027-02-13", "2027-02-20", 3, 21999),
];

export const sampleFinderIndex: FinderIndex = finderIndex(finderDepartures);

/** The months of the sample's departures. */
export const finderMonths = ["2026-12", "2027-01", "2027-02"];

/** Three trips as the Hindi index holds them: their own Hindi words (data/trips/ › hi), as editors spell them. */
export const hindiFinderTrips = {
  ladakh: {
    slug: "ladakh-leh-pangong",
    title: "लद्दाख रोड ट्रिप: लेह से पैंगोंग",
    location: "लेह और पैंगोंग त्सो, लद्दाख",
    summary: "दुनिया की छत पर सात दिन: खारदुंग ला, नुब्रा के रेतीले टीले, और पैंगोंग त्सो के किनारे कैंप में एक रात।",
    category: "Mountain",
    difficulty: "moderate",
    price: 32999,
  },
  jaisalmer: {
    slug: "jaisalmer-thar-desert-camp",
    title: "जैसलमेर थार रेगिस्तान कैंप",
    location: "जैसलमेर, राजस्थान",
    summary: "स्वर्ण नगरी और उसके आगे फैले टीलों में चार दिन: जीवंत किला, सम में ऊँट सफ़ारी और रेगिस्तान के आसमान तले एक रात।",
    category: "Desert",
    difficulty: "easy",
    price: 14999,
  },
  rishikesh: {
    slug: "rishikesh-rafting-camp",
    title: "ऋषिकेश राफ्टिंग और नदी किनारे कैंप",
    location: "ऋषिकेश, उत्तराखंड",
    summary: "गंगा किनारे एक लंबा वीकेंड: ग्रेड III रैपिड्स में 16 किमी राफ्टिंग और शिवपुरी में नदी किनारे टेंट में रात।",
    category: "Adventure",
    difficulty: "moderate",
    price: 5999,
  },
} satisfies Record<string, PricedTrip>;

/** The Hindi index of three departures, soonest first. */
export const hindiFinderIndex: FinderIndex = finderIndex([
  departure(hindiFinderTrips.rishikesh, "2026-12-18", "2026-12-20", 8),
  departure(hindiFinderTrips.jaisalmer, "2027-01-08", "2027-01-11", 10),
  departure(hindiFinderTrips.ladakh, "2027-02-13", "2027-02-19", 4),
]);
