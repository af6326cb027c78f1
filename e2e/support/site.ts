// What the browser tests expect to find, read from the same data/ files and
// route table the site is built from, so an editor's change to a title or a
// new policy page does not need a test edit — and a page that drops its
// content still fails.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildDate } from "../../gatsby/build-date";
import { contentFromDisk } from "../../gatsby/content-from-disk";
import type { About, Company, Faqs, Job, Policies, ReviewTerms, Trip } from "../../content/file-schemas";
import type { BookingTerms } from "../../content/booking-terms";
import { departureMonths, isSoldOut, monthOf, seatKeyOf } from "../../content/departures";
import {
  completedDepartures as completedDeparturesOf,
  upcomingDepartures as upcomingDeparturesOf,
} from "../../content/departure-days";
import { departuresPath, jobPath, ROUTES, tripPath } from "../../content/routes.mjs";
import { formatMonthName } from "../../content/format";
import { ON_PHONE } from "../../scripts/e2e-tags.mjs";

/** data/ as the build reads it. */
const content = contentFromDisk(path.join(__dirname, "../../data"));

/** A file's English entry (each file holds it under "en", its translations beside it). */
function readData<T>(file: string): T {
  const text = content.read(file);
  if (text === undefined) throw new Error(`data/${file} is missing`);
  return (JSON.parse(text) as { en: T }).en;
}

/** Every entry of a collection's folder (data/trips/, data/jobs/), in file order. */
function readCollection<T>(folder: string): T[] {
  return content
    .list(folder)
    .sort()
    .map((name) => readData<T>(`${folder}/${name}`));
}

/** The build's today, worked out as the build under test did: BUILD_DATE, or the date in India. */
export const TODAY = buildDate(process.env);

export const trips = readCollection<Trip>("trips");

/**
 * The seats sold before seats were live, by seat key, as the migration that
 * moved them into D1 records them: the browser tests' database starts with
 * them, so each departure starts with its capacity less these.
 */
const soldBeforeLiveSeats = (() => {
  const sold = new Map<string, number>();
  const migrations = path.join(__dirname, "../../migrations");
  for (const file of readdirSync(migrations).filter((name) => name.endsWith("_seats_sold_before_live_seats.sql"))) {
    for (const line of readFileSync(path.join(migrations, file), "utf8").split("\n")) {
      if (!line.startsWith("INSERT INTO requests")) continue;
      // The values in the column order scripts/seats-to-d1.mjs writes: … trip_slug (8), departure_start (10), … seats (13).
      const values = [...line.matchAll(/'((?:[^']|'')*)'|(\d+)(?=[,)])/g)].map((match) => match[1] ?? match[2]);
      const key = seatKeyOf(values[8], values[10]);
      sold.set(key, (sold.get(key) ?? 0) + Number(values[13]));
    }
  }
  return sold;
})();

/** Trips with departures still to leave, as the site lists them, each with only those departures and their seats left as the run starts. */
export const upcomingTrips = trips.flatMap((trip) => {
  const departures = upcomingDeparturesOf(trip.departures, TODAY).map((departure) => ({
    ...departure,
    seatsLeft: departure.seats - (soldBeforeLiveSeats.get(seatKeyOf(trip.slug, departure.startDate)) ?? 0),
  }));
  return departures.length > 0 ? [{ ...trip, departures }] : [];
});
/** Trips that have run their last departure: their pages list past departures and take waitlist requests. */
export const completedTrips = trips.filter((trip) => upcomingDeparturesOf(trip.departures, TODAY).length === 0);
/** Every departure that has run with its travellers recorded: the entries of Recent Adventures. */
export const completedDepartures = trips.flatMap((trip) =>
  completedDeparturesOf(trip.departures, TODAY).map((departure) => ({ ...departure, trip })),
);
export const jobs = readCollection<Job>("jobs");
export const { policies } = readData<Policies>("policies.json");
const { faqs } = readData<Faqs>("faqs.json");
const about = readData<About>("about.json");
export const company = readData<Company>("company.json");
export const bookingTerms = readData<BookingTerms>("booking-terms.json");
export const reviewTerms = readData<ReviewTerms>("reviews.json");

/** One route of the site (README, "Routes"): where it is, its title and h1, and text its main content must show. */
export interface RouteCheck {
  path: string;
  title: RegExp;
  heading: RegExp;
  content: string[];
}

/** Every upcoming departure, each with its trip: the entries of the departures pages. */
export const upcomingDepartures = upcomingTrips.flatMap((trip) =>
  trip.departures.map((departure) => ({ ...departure, trip })),
);

/**
 * The two latest departures not sold out, latest first: e2e/live-seats.spec.ts
 * sells them out (one per project), so no other test books them.
 */
export const latestOpenDeparture = [...upcomingDepartures]
  .filter((departure) => !isSoldOut(departure))
  .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
const months = departureMonths(upcomingDepartures.map((departure) => departure.startDate));

const tripSections = ["Upcoming Adventures", "Recent Adventures", ...upcomingTrips.map((trip) => trip.title)];

export const ROUTE_CHECKS: RouteCheck[] = [
  {
    path: ROUTES.home,
    title: /^Safarnama/,
    heading: /Travel India together/,
    content: ["Explore Trips", "Plan Custom Trip", "Why travel with us", ...tripSections],
  },
  { path: ROUTES.trips, title: /^Explore Our Trips \|/, heading: /^Explore Our Trips/, content: tripSections },
  {
    path: departuresPath(),
    title: /^Departures by month \|/,
    heading: /^Departures by month$/,
    content: months.map(({ month }) => formatMonthName(month)),
  },
  ...months.map(({ month }) => ({
    path: departuresPath(month),
    title: new RegExp(`^Departures in ${formatMonthName(month)} \\|`),
    heading: new RegExp(`^Departures in ${formatMonthName(month)}$`),
    content: upcomingDepartures
      .filter((departure) => monthOf(departure.startDate) === month)
      .map((departure) => departure.trip.title),
  })),
  {
    path: ROUTES.about,
    title: /^About Us \|/,
    heading: /Travel is better together/,
    content: [...about.story, ...about.values.map((value) => value.title), about.press.heading],
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
  ...trips.map((trip) => ({
    path: tripPath(trip.slug),
    title: new RegExp(`^${escapeRegExp(trip.title)} \\|`),
    heading: new RegExp(`^${escapeRegExp(trip.title)}$`),
    content: [
      "Day-by-day itinerary",
      ...trip.itinerary.map((day) => day.title),
      trip.inclusions[0],
      trip.pickup,
      "What you pay, and until when",
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

/**
 * One page of each kind (each fixed page, the first month, trip, job and
 * policy page). The tests that go through every page run on every page at
 * desktop size; on the phone they run on these, since pages of one kind share
 * their template (onPhoneForKind).
 */
const ONE_OF_EACH_KIND = new Set([
  ROUTES.home,
  ROUTES.trips,
  departuresPath(),
  ...months.slice(0, 1).map(({ month }) => departuresPath(month)),
  ROUTES.about,
  ROUTES.contact,
  ROUTES.careers,
  ...trips.slice(0, 1).map((trip) => tripPath(trip.slug)),
  ...jobs.slice(0, 1).map((job) => jobPath(job.slug)),
  ...policies.slice(0, 1).map((policy) => `/${policy.id}/`),
]);

/** The phone tag for the first page of each kind (pages of one kind share a template, so a layout), none for the rest. */
export const onPhoneForKind = (path: string) => (ONE_OF_EACH_KIND.has(path) ? [ON_PHONE] : []);

/** The address of one page of each kind the build makes (the 404 page aside), in English. */
export const PAGE_OF_EACH_KIND = [...ONE_OF_EACH_KIND];
