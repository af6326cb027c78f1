// Plain data objects shaped like the GraphQL fragments the components declare,
// so display components are tested without Gatsby's data layer.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { noReviews } from "../../content/review-markup";
import { markupIn } from "./review-fixtures";

export function imageData(width = 720, height = 480): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } {
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width,
        height,
        images: { fallback: { src: "/static/trip.jpg", srcSet: "/static/trip.jpg 720w", sizes: "100vw" }, sources: [] },
      },
    },
  };
}

export const upcomingTrip = {
  slug: "spiti-winter-expedition",
  title: "Spiti Valley Winter Expedition",
  summary: "Eight days in the frozen cold desert.",
  location: "Kaza, Himachal Pradesh",
  category: "Mountain",
  // February's departure costs more than January's, so the card says "from".
  fromPrice: 18999,
  pricesVary: true,
  // Two published reviews, as the Worker writes them into the page's data.
  liveReviews: markupIn("en"),
  // Out of date order on purpose: cards and pages must sort departures themselves.
  upcomingDepartures: [
    {
      startDate: "2027-02-13",
      endDate: "2027-02-20",
      price: 21999,
      seatsLeft: 3,
      seatKey: "spiti-winter-expedition/2027-02-13",
    },
    {
      startDate: "2027-01-16",
      endDate: "2027-01-23",
      price: 18999,
      seatsLeft: 12,
      seatKey: "spiti-winter-expedition/2027-01-16",
    },
  ],
  imageAlt: "Snow peaks above a monastery",
  image: imageData(),
} satisfies Queries.UpcomingTripCardFragment;

/** The fixture trip with one departure only, holding `seatsLeft` seats (null: not known, as the build writes it). */
export function upcomingTripWithSeats(seatsLeft: number | null): Queries.UpcomingTripCardFragment {
  return {
    ...upcomingTrip,
    pricesVary: false,
    upcomingDepartures: [
      {
        startDate: "2027-01-16",
        endDate: "2027-01-23",
        price: 18999,
        seatsLeft,
        seatKey: "spiti-winter-expedition/2027-01-16",
      },
    ],
  };
}

/** A departure that has run, with its trip, as Recent Adventures lists it. */
function completedDeparture(slug: string, title: string, category: string, startDate: string, travellers: number) {
  return {
    startDate,
    travellers,
    trip: {
      slug,
      title,
      location: "Somewhere, India",
      category,
      // None yet, as the build writes them.
      liveReviews: markupIn("en", noReviews(`trip:${slug}`), title),
      imageAlt: `Art for ${title}`,
      image: imageData(),
    },
  } satisfies Queries.RecentTripCardFragment;
}

export const completedDepartures = [
  completedDeparture("jaisalmer", "Jaisalmer Thar Desert Camp", "Desert", "2026-10-09", 24),
  completedDeparture("varanasi", "Varanasi Ghats & Sarnath", "Pilgrimage", "2026-10-23", 32),
  completedDeparture("hampi", "Hampi Heritage Trail", "Cultural", "2026-09-12", 18),
  completedDeparture("ladakh", "Ladakh Road Trip", "Mountain", "2026-06-14", 28),
  completedDeparture("meghalaya", "Meghalaya Root Bridges", "Adventure", "2026-05-08", 16),
  completedDeparture("andaman", "Andaman Sea Kayaking", "Adventure", "2026-04-04", 1),
];

export const company = {
  name: "Safarnama",
  tagline: "Group trips across India",
  description: "Small group trips across India.",
  email: "hello@safarnama.example",
  pressEmail: "press@safarnama.example",
  careersEmail: "careers@safarnama.example",
  phone: "+91 00000 11111",
  whatsapp: "+91 00000 22222",
  address: {
    street: "Unit 404, Example Business Park",
    city: "Gurugram",
    state: "Haryana",
    postalCode: "122003",
    country: "India",
  },
  hours: { weekdays: "Monday to Friday, 9 AM to 6 PM IST", weekends: "Weekends: emergencies only" },
  responsePromise: "We reply to every message within 24 hours.",
  destinations: ["Himalayas", "Rajasthan", "Kerala"],
} satisfies Queries.CompanyDetailsFragment;

/** The company as Hindi pages show it: data/company.json's "hi" laid over the English, contact details kept. */
export const companyInHindi = {
  ...company,
  name: "सफ़रनामा",
  tagline: "पूरे भारत में ग्रुप ट्रिप",
  description: "पूरे भारत में छोटी ग्रुप ट्रिप।",
  address: { ...company.address, city: "गुरुग्राम", state: "हरियाणा", country: "भारत" },
  hours: { weekdays: "सोमवार से शुक्रवार, सुबह 9 बजे से शाम 6 बजे (IST) तक", weekends: "सप्ताहांत: केवल आपात स्थिति में" },
  responsePromise: "हम हर संदेश का जवाब 24 घंटे के भीतर देते हैं।",
  destinations: ["हिमालय", "राजस्थान", "केरल"],
} satisfies Queries.CompanyDetailsFragment;

/**
 * What useCompanyInfo's static query answers: a copy of data/company.json per
 * language (a static query takes no variables), for useStaticQuery's mock.
 */
export function companyInfoQuery(): Queries.CompanyInfoQuery {
  return {
    allCompanyJson: {
      nodes: [
        { lang: "en", ...company },
        { lang: "hi", ...companyInHindi },
      ],
    },
  };
}

export const job = {
  slug: "travel-consultant",
  title: "Travel Consultant",
  location: "Gurugram, Haryana",
  type: "Full-time",
  postedOn: "2026-11-19",
  summary: "Help travellers pick the right trip.",
} satisfies Queries.JobCardFragment;

/** Trigger props for cards rendered on their own, outside the section that owns the dialog. */
export function dialogTrigger() {
  return { "aria-haspopup": "dialog" as const, onClick: jest.fn(), onFocus: jest.fn(), onPointerEnter: jest.fn() };
}
