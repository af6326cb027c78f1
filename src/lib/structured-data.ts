// Builders for the schema.org JSON-LD each page carries in its head. They run at
// build time (gatsby/structured-data-fields.ts makes each entry's JSON-LD a
// GraphQL field), except the breadcrumbs, which the Seo component builds from
// the page's trail. Pure functions of plain data and the site's URL, so they
// are tested without Gatsby. https://schema.org/ and Google's structured-data
// guidelines describe the shapes.

import { departurePrice, departuresByDate, type DepartureSpan } from "../../content/departures";
import type { EmploymentType } from "../../content/jobs";
import { jobPath, localePath, tripPath } from "../../content/routes.mjs";
import { DEFAULT_LOCALE, type Locale } from "../../content/locales.mjs";

const CONTEXT = "https://schema.org";

/** schema.org / Google JobPosting employmentType values. */
export const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

/** One JSON-LD object: a schema.org type with its properties. */
export interface JsonLd {
  "@context": typeof CONTEXT;
  "@type": string;
  [property: string]: unknown;
}

/**
 * One JSON-LD object as the text of its script element: `<` escaped, so no
 * value (an editor's text holding "</script>") can close the element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
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
export function travelAgency(
  agency: AgencyFacts,
  { siteUrl, logoPath }: { siteUrl: string; logoPath: string },
): JsonLd {
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

/** The trail from the home page to a page (Home › Careers › Tour Planner), for every page but the home page. */
export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string): JsonLd {
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
  /** The language of the page the trip is described on; English unless said. */
  lang?: Locale;
  slug: string;
  title: string;
  summary: string;
  location: string;
  category: string;
  /** Rupees per person before GST: what a departure without its own price costs. */
  price: number;
  /** The departures still to leave; none for a trip that has run its last. */
  upcomingDepartures: readonly (DepartureSpan & { price?: number | null })[];
  /** The day-by-day plan; listing pages leave it out and let the trip's own page carry it. */
  itinerary?: readonly { day: number; title: string; description: string }[];
  /** The trip art's path on this site (e.g. the image's fallback src). */
  imagePath?: string;
}

/**
 * A trip as a TouristTrip, identified by its own page's URL wherever it
 * appears, with an Offer per departure still to leave (its own price, departurePrice, in INR per person);
 * a trip that has run its last departure has nothing on sale.
 *
 * An Offer states no availability: the JSON-LD is written at build time, which
 * knows a departure's capacity but not its seats left, and neither the Worker
 * nor a static host's pages rewrite it, so "InStock" would stay on a
 * departure long after it sold out. The seats left are on the page itself,
 * live (docs/deploying.md).
 */
export function touristTrip(trip: TripFacts, { siteUrl }: { siteUrl: string }): JsonLd {
  const url = absoluteUrl(siteUrl, localePath(trip.lang ?? DEFAULT_LOCALE, tripPath(trip.slug)));
  return {
    "@context": CONTEXT,
    "@type": "TouristTrip",
    "@id": `${url}#trip`,
    name: trip.title,
    description: trip.summary,
    url,
    touristType: trip.category,
    ...(trip.imagePath ? { image: absoluteUrl(siteUrl, trip.imagePath) } : {}),
    provider: { "@id": agencyId(siteUrl) },
    itinerary: trip.itinerary
      ? {
          "@type": "ItemList",
          numberOfItems: trip.itinerary.length,
          itemListElement: trip.itinerary.map((day) => ({
            "@type": "ListItem",
            position: day.day,
            name: `Day ${day.day}: ${day.title}`,
            description: day.description,
          })),
        }
      : { "@type": "Place", name: trip.location },
    ...(trip.upcomingDepartures.length > 0
      ? {
          offers: departuresByDate(trip.upcomingDepartures).map((departure) => ({
            "@type": "Offer",
            url,
            name: `${trip.title}, ${departure.startDate} to ${departure.endDate}`,
            price: departurePrice(trip, departure),
            priceCurrency: "INR",
            availabilityEnds: departure.startDate,
            validThrough: departure.startDate,
            offeredBy: { "@id": agencyId(siteUrl) },
          })),
        }
      : {}),
  };
}

export interface JobFacts {
  /** The language of the page the job is described on; English unless said. */
  lang?: Locale;
  slug: string;
  title: string;
  workplace: string;
  type: string;
  postedOn: string;
  validThrough: string;
  summary: string;
  description: readonly string[];
  responsibilities: readonly string[];
  requirements: readonly string[];
}

export interface Employer {
  name: string;
  logoPath: string;
  address: AgencyFacts["address"];
}

/** The headings of a job's lists in its JobPosting's description, in the job's language. */
export interface JobListHeadings {
  responsibilities: string;
  requirements: string;
}

/** A job as a JobPosting; Google wants the description as HTML and a place unless the job is fully remote. */
export function jobPosting(job: JobFacts, employer: Employer, siteUrl: string, headings: JobListHeadings): JsonLd {
  const url = absoluteUrl(siteUrl, localePath(job.lang ?? DEFAULT_LOCALE, jobPath(job.slug)));
  const remote = job.workplace === "Remote";
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    "@id": `${url}#job`,
    title: job.title,
    description: jobDescriptionHtml(job, headings),
    url,
    datePosted: job.postedOn,
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType: SCHEMA_EMPLOYMENT_TYPE[job.type as EmploymentType] ?? "OTHER",
    directApply: true,
    hiringOrganization: {
      "@type": "Organization",
      "@id": agencyId(siteUrl),
      name: employer.name,
      sameAs: absoluteUrl(siteUrl, "/"),
      logo: absoluteUrl(siteUrl, employer.logoPath),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: employer.address.street,
        addressLocality: employer.address.city,
        addressRegion: employer.address.state,
        postalCode: employer.address.postalCode,
        addressCountry: "IN",
      },
    },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : {}),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function jobDescriptionHtml(job: JobFacts, headings: JobListHeadings): string {
  const list = (heading: string, items: readonly string[]) =>
    `<h3>${heading}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return [
    ...job.description.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    list(headings.responsibilities, job.responsibilities),
    list(headings.requirements, job.requirements),
  ].join("");
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
