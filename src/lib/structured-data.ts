// Builders for the schema.org JSON-LD each page carries in its head (rendered by
// the Seo component). Pure functions of plain data and the site's URL, so they
// are tested without Gatsby. https://schema.org/ and Google's structured-data
// guidelines describe the shapes.

const CONTEXT = "https://schema.org";

/** One JSON-LD object: a schema.org type with its properties. */
export interface JsonLd {
  "@context": typeof CONTEXT;
  "@type": string;
  [property: string]: unknown;
}

/** `/careers/` on `https://www.safarnama.example` → `https://www.safarnama.example/careers/`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

/** The agency's node id, so trips can name it as their provider without repeating it. */
export const agencyId = (siteUrl: string) => absoluteUrl(siteUrl, "/#travel-agency");

export interface AgencyFacts {
  name: string;
  description: string;
  email: string;
  phone: string;
  address: { street: string; city: string; state: string; postalCode: string; country: string };
  openingHours: readonly { days: readonly string[]; opens: string; closes: string }[];
}

/** The home page's TravelAgency: who runs the trips, where, and when the office answers. */
export function travelAgency(agency: AgencyFacts, { siteUrl, logoPath }: { siteUrl: string; logoPath: string }): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "TravelAgency",
    "@id": agencyId(siteUrl),
    name: agency.name,
    description: agency.description,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, logoPath),
    image: absoluteUrl(siteUrl, logoPath),
    email: agency.email,
    telephone: agency.phone,
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.address.street,
      addressLocality: agency.address.city,
      addressRegion: agency.address.state,
      postalCode: agency.address.postalCode,
      addressCountry: agency.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: agency.phone,
      email: agency.email,
      areaServed: "IN",
      availableLanguage: ["English", "Hindi"],
    },
    openingHoursSpecification: agency.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home › …trail, for every page but the home page. */
export function breadcrumbList(trail: readonly Crumb[], siteUrl: string): JsonLd {
  const crumbs = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export interface TripFacts {
  jsonId: string;
  title: string;
  location: string;
  category: string;
  startDate: string;
  endDate: string;
  price: number;
  spots: number;
  /** The trip art's path on this site (e.g. the image's fallback src). */
  imagePath?: string;
}

/** Few enough seats that a search result may say so (schema.org LimitedAvailability). */
export const LIMITED_SEATS = 5;

/** schema.org availability from the seats left. */
export function availabilityFor(spots: number): string {
  if (spots <= 0) return `${CONTEXT}/SoldOut`;
  if (spots <= LIMITED_SEATS) return `${CONTEXT}/LimitedAvailability`;
  return `${CONTEXT}/InStock`;
}

/** An upcoming departure as a TouristTrip with its Offer (price in INR per person). */
export function touristTrip(trip: TripFacts, { siteUrl, pagePath }: { siteUrl: string; pagePath: string }): JsonLd {
  const url = absoluteUrl(siteUrl, pagePath);
  return {
    "@context": CONTEXT,
    "@type": "TouristTrip",
    "@id": `${url}#trip-${trip.jsonId}`,
    name: trip.title,
    description: `${trip.category} group trip to ${trip.location}, ${trip.startDate} to ${trip.endDate}.`,
    touristType: trip.category,
    ...(trip.imagePath ? { image: absoluteUrl(siteUrl, trip.imagePath) } : {}),
    provider: { "@id": agencyId(siteUrl) },
    itinerary: { "@type": "Place", name: trip.location },
    offers: {
      "@type": "Offer",
      url,
      price: trip.price,
      priceCurrency: "INR",
      availability: availabilityFor(trip.spots),
      availabilityEnds: trip.startDate,
      validThrough: trip.startDate,
      eligibleQuantity: { "@type": "QuantitativeValue", maxValue: Math.max(trip.spots, 0), unitText: "seats" },
      offeredBy: { "@id": agencyId(siteUrl) },
    },
  };
}

export interface Faq {
  question: string;
  answer: string;
}

/** The contact page's questions and answers. */
export function faqPage(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
