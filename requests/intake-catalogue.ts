// What a request may name, as the build saw it: the trips with their
// departures, and the jobs with the day they close. The build writes it beside
// the pages (INTAKE_CATALOGUE_PATH); the Worker reads it from there and checks
// every booking and application against it, so a request can only name what
// the site it came from offered. It also carries what the booking page shows
// a traveller after booking: the traveller questions, and each trip's
// itinerary, meeting points and checklist for the trip kit; and these words
// again in each of the site's other languages, for the travellers whose
// request came from its pages.
import type { BookingTerms } from "../content/booking-terms";
import type { ReviewTerms } from "../content/file-schemas";
import { addDays, compareIsoDates } from "../content/dates";
import { departurePrice, type Departure } from "../content/departures";
import type { TaxIdentity, Trip } from "../content/file-schemas";
import type { TravellerQuestions } from "../content/traveller-data";
import { fillMessage } from "../content/fill-message";
import type { Messages } from "../content/messages";
import type { DifficultyLevel } from "../content/trips";
import { DEFAULT_LOCALE, type Locale } from "../content/locales.mjs";
import type { BookingRequestKind } from "./intake";

export interface CatalogueTrip {
  title: string;
  /** The trip's price per person before GST, in rupees: what a request naming no departure is priced at. */
  price: number;
  /**
   * Each departure with its capacity (`seats`; D1 counts what is taken) and
   * its price per person before GST, always written (departurePrice), so the
   * Worker prices a departure as its pages did.
   */
  departures: (Pick<Departure, "startDate" | "endDate" | "seats"> & { price: number })[];
  /** How demanding the trip is (data/trips › difficulty.level): which level of the traveller questions its travellers answer. */
  level: DifficultyLevel;
  /** Where and when the trip starts and ends, as the trip page says it. */
  pickup: string;
  drop: string;
  thingsToCarry: string[];
  /** Day by day, numbered from 1. */
  itinerary: Trip["itinerary"];
}

/** A trip's words as its pages say them in one language: what its travellers' emails, booking page and trip kit show. */
export type CatalogueTripText = Pick<CatalogueTrip, "title" | "pickup" | "drop" | "thingsToCarry" | "itinerary">;

/** The languages the catalogue carries words for beside English, its own. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/**
 * What a traveller reads of the catalogue, in one language: the agency's name,
 * each trip's text (by slug) and the traveller questions, their placeholders
 * filled. A field not yet translated is the English one, as on the site's pages.
 */
export interface CatalogueWords {
  agencyName: string;
  trips: Record<string, CatalogueTripText>;
  travellerQuestions: TravellerQuestions;
}

export interface CatalogueJob {
  title: string;
  /** The last day applications are taken (YYYY-MM-DD). */
  validThrough: string;
}

export interface IntakeCatalogue {
  /** When the build wrote it (ISO 8601). */
  builtAt: string;
  /**
   * Where the agency reads requests (bookings and messages to `email`,
   * applications to `careersEmail`), and how travellers reach it (`phone`, `whatsapp`).
   */
  agency: { name: string; email: string; careersEmail: string; phone: string; whatsapp: string };
  /** data/booking-terms.json: the money, the hold and offer times, when the waitlist closes. */
  terms: BookingTerms;
  /** data/reviews.json: when travellers are asked for a review, how long they may write one, which the home page shows. */
  reviews: ReviewTerms;
  /** data/tax.json: the agency as its GST registration names it, for the tax documents the Worker issues. */
  tax: TaxIdentity;
  trips: Record<string, CatalogueTrip>;
  jobs: Record<string, CatalogueJob>;
  /** data/traveller-questions.json with its placeholders filled: the privacy notice and the questions by level. */
  travellerQuestions: TravellerQuestions;
  /** The words of catalogueWordsIn in each other language: the agency's name, the trips' text and the traveller questions. */
  translations: Record<TranslatedLocale, CatalogueWords>;
}

/** A check against the catalogue that failed: the visitor's request names something they cannot ask for. */
export interface CatalogueRefusal {
  /** Why, in the request's language (the intake messages it was checked with). */
  refused: string;
}

/** The words a refusal is written in: the intake messages of the request's language. */
type IntakeMessages = Messages["intake"];

export interface BookingTarget {
  kind: BookingRequestKind;
  slug: string;
  trip: CatalogueTrip;
  departure: CatalogueTrip["departures"][number] | null;
}

/** The trip `slug` of the catalogue; never a property every object has ('constructor'). */
export const catalogueTrip = (catalogue: Pick<IntakeCatalogue, "trips">, slug: string): CatalogueTrip | undefined =>
  Object.hasOwn(catalogue.trips, slug) ? catalogue.trips[slug] : undefined;

/** What a traveller reads of the catalogue in `lang`; English's words are the catalogue's own. */
export const catalogueWordsIn = (
  catalogue: Pick<IntakeCatalogue, "agency" | "trips" | "travellerQuestions" | "translations">,
  lang: Locale,
): CatalogueWords =>
  lang === DEFAULT_LOCALE
    ? { agencyName: catalogue.agency.name, trips: catalogue.trips, travellerQuestions: catalogue.travellerQuestions }
    : catalogue.translations[lang];

/** Trip `slug`'s words, when the catalogue has the trip. */
export const tripTextOf = (words: CatalogueWords, slug: string): CatalogueTripText | undefined =>
  Object.hasOwn(words.trips, slug) ? words.trips[slug] : undefined;

/** The departure of trip `slug` starting on `startDate`, when the catalogue has it. */
export const catalogueDeparture = (catalogue: Pick<IntakeCatalogue, "trips">, slug: string, startDate: string | null) =>
  catalogueTrip(catalogue, slug)?.departures.find((departure) => departure.startDate === startDate);

/**
 * What one seat of trip `trip`'s departure starting on `startDate` costs,
 * in rupees before GST: that departure's price; the trip's for a request that
 * names no departure, or a departure the catalogue no longer lists.
 */
export const seatPriceOf = (trip: CatalogueTrip, startDate: string | null): number =>
  departurePrice(
    trip,
    trip.departures.find((departure) => departure.startDate === startDate),
  );

/** The day the waitlist of a departure starting on `startDate` closes: from then it takes no requests and offers no seats. */
export const waitlistClosesOn = (startDate: string, terms: Pick<BookingTerms, "waitlistClosesDaysBefore">) =>
  addDays(startDate, -terms.waitlistClosesDaysBefore);

/** Whether the waitlist of a departure starting on `startDate` is open on `today`. */
export const isWaitlistOpen = (
  startDate: string,
  terms: Pick<BookingTerms, "waitlistClosesDaysBefore">,
  today: string,
) => compareIsoDates(today, waitlistClosesOn(startDate, terms)) < 0;

/**
 * What a `kind` request for `slug` and the departure starting on `startDate`
 * (null: the next one, not yet scheduled, which only a waitlist request can
 * ask for) becomes on `today`, or a refusal when the trip or departure does
 * not exist, has started, or its waitlist has closed. Whether a booking's
 * seats are free is the database's to say, as it stores the booking.
 */
export function bookingTarget(
  catalogue: IntakeCatalogue,
  slug: string,
  startDate: string | null,
  kind: BookingRequestKind,
  today: string,
  messages: IntakeMessages,
): BookingTarget | CatalogueRefusal {
  const trip = catalogueTrip(catalogue, slug);
  if (!trip) return { refused: messages.tripGone };
  if (startDate === null) {
    return kind === "waitlist"
      ? { kind, slug, trip, departure: null }
      : { refused: fillMessage(messages.chooseDeparture, { trip: trip.title }) };
  }
  const departure = trip.departures.find((candidate) => candidate.startDate === startDate);
  if (!departure) return { refused: fillMessage(messages.noSuchDeparture, { trip: trip.title, date: startDate }) };
  if (compareIsoDates(departure.startDate, today) < 0) {
    return { refused: fillMessage(messages.departed, { trip: trip.title, date: startDate }) };
  }
  if (kind === "waitlist" && !isWaitlistOpen(departure.startDate, catalogue.terms, today)) {
    const closedOn = waitlistClosesOn(departure.startDate, catalogue.terms);
    return { refused: fillMessage(messages.waitlistClosed, { trip: trip.title, date: startDate, closedOn }) };
  }
  return { kind, slug, trip, departure };
}

/** The job `slug` if it still takes applications on `today`, else why not. */
export function openJob(
  catalogue: IntakeCatalogue,
  slug: string,
  today: string,
  messages: IntakeMessages,
): { slug: string; job: CatalogueJob } | CatalogueRefusal {
  const job = Object.hasOwn(catalogue.jobs, slug) ? catalogue.jobs[slug] : undefined;
  if (!job) return { refused: messages.jobGone };
  if (compareIsoDates(job.validThrough, today) < 0) {
    return { refused: fillMessage(messages.jobClosed, { job: job.title, date: job.validThrough }) };
  }
  return { slug, job };
}

export const isRefusal = (value: object): value is CatalogueRefusal => "refused" in value;
