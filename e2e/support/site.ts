// What the browser tests expect to find, read from the same data/ files and
// route table the site is built from, so an editor's change to a title or a
// new policy page does not need a test edit — and a page that drops its
// content still fails.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CATEGORY_FILTERS } from "../../src/lib/categories";
import { jobPath } from "../../src/lib/jobs";
import { ROUTES } from "../../src/lib/routes";
import { tripPath, type Batch } from "../../src/lib/trips";

function readData<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(__dirname, "../../data", file), "utf8")) as T;
}

interface Trip {
  id: string;
  slug: string;
  title: string;
  summary: string;
  price: number;
  batches: Batch[];
  itinerary: { day: number; title: string }[];
  inclusions: string[];
  pickup: string;
}
interface UpcomingTrip extends Trip {
  category: string;
}
interface RecentTrip extends Trip {
  category: (typeof CATEGORY_FILTERS)[number];
}
interface Job {
  slug: string;
  title: string;
  location: string;
  responsibilities: string[];
  requirements: string[];
}
interface Policy {
  id: string;
  title: string;
  sections: { heading: string }[];
}

export const upcomingTrips = readData<UpcomingTrip[]>("upcoming-trips.json");
export const recentTrips = readData<RecentTrip[]>("recent-trips.json");
export const jobs = readData<Job[]>("jobs.json");
export const policies = readData<Policy[]>("policies.json");
const faqs = readData<{ question: string }[]>("faqs.json");
const about = readData<{ values: { title: string }[]; press: { heading: string } }>("about.json");
export const company = readData<{
  email: string;
  whatsapp: string;
  destinations: string[];
  hours: { weekdays: string };
}>("company.json");

/** One route of the site (README, "Routes"): where it is, its title and h1, and text its main content must show. */
export interface RouteCheck {
  path: string;
  title: RegExp;
  heading: RegExp;
  content: string[];
}

const tripSections = ["Upcoming Adventures", "Recent Adventures", ...upcomingTrips.map((trip) => trip.title)];

export const ROUTE_CHECKS: RouteCheck[] = [
  {
    path: ROUTES.home,
    title: /^Safarnama/,
    heading: /Travel India together/,
    content: ["Explore Trips", "Plan Custom Trip", "Why travel with us", "What our travellers say", ...tripSections],
  },
  { path: ROUTES.trips, title: /^Explore Our Trips \|/, heading: /^Explore Our Trips/, content: tripSections },
  {
    path: ROUTES.about,
    title: /^About Us \|/,
    heading: /Travel is better together/,
    content: [...about.values.map((value) => value.title), about.press.heading],
  },
  {
    path: ROUTES.contact,
    title: /^Contact Us \|/,
    heading: /plan your next trip/,
    content: [
      "Send message",
      company.email,
      company.hours.weekdays,
      "within 24 hours",
      ...faqs.map((faq) => faq.question),
    ],
  },
  { path: ROUTES.careers, title: /^Careers \|/, heading: /Work with us/, content: jobs.map((job) => job.title) },
  ...[...upcomingTrips, ...recentTrips].map((trip) => ({
    path: tripPath(trip.slug),
    title: new RegExp(`^${escapeRegExp(trip.title)} \\|`),
    heading: new RegExp(`^${escapeRegExp(trip.title)}$`),
    content: [
      "Day-by-day itinerary",
      ...trip.itinerary.map((day) => day.title),
      trip.inclusions[0],
      trip.pickup,
      "If you need to cancel",
    ],
  })),
  ...jobs.map((job) => ({
    path: jobPath(job.slug),
    title: new RegExp(`^${escapeRegExp(job.title)}, ${escapeRegExp(job.location)} \\|`),
    heading: new RegExp(`^${escapeRegExp(job.title)}$`),
    content: [job.responsibilities[0], job.requirements[0], "Apply for this role"],
  })),
  ...policies.map((policy) => ({
    path: `/${policy.id}/`,
    title: new RegExp(`^${escapeRegExp(policy.title)} \\|`),
    heading: new RegExp(`^${escapeRegExp(policy.title)}`),
    content: policy.sections.map((section) => section.heading),
  })),
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
