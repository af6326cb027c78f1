// What a request may name, as the build saw it: the trips with their
// departures, and the jobs with the day they close. The build writes it beside
// the pages (INTAKE_CATALOGUE_PATH); the Worker reads it from there and checks
// every booking and application against it, so a request can only name what
// the site it came from offered.
import { compareIsoDates } from "../content/dates";
import { isSoldOut, type Departure } from "../content/departures";

export interface CatalogueTrip {
  title: string;
  departures: Pick<Departure, "startDate" | "endDate" | "seatsLeft">[];
}

export interface CatalogueJob {
  title: string;
  /** The last day applications are taken (YYYY-MM-DD). */
  validThrough: string;
}

export interface IntakeCatalogue {
  /**
   * When the build wrote it (ISO 8601). Seats in `trips` are as editors left
   * them then; the staff desk takes off the bookings confirmed since.
   */
  builtAt: string;
  /** Where the agency reads requests: bookings and messages to `email`, applications to `careersEmail`. */
  agency: { name: string; email: string; careersEmail: string };
  trips: Record<string, CatalogueTrip>;
  jobs: Record<string, CatalogueJob>;
}

/** A check against the catalogue that failed: the visitor's request names something they cannot ask for. */
export interface CatalogueRefusal {
  refused: string;
}

export interface BookingTarget {
  kind: "booking" | "waitlist";
  slug: string;
  trip: CatalogueTrip;
  departure: CatalogueTrip["departures"][number] | null;
}

/**
 * What a booking for `slug` and the departure starting on `startDate` (null:
 * the next one, not yet scheduled) becomes on `today`: a booking for a
 * departure with seats, a waitlist request for a full one or an unscheduled
 * one, or a refusal when the trip or departure does not exist or has started.
 */
export function bookingTarget(
  catalogue: IntakeCatalogue,
  slug: string,
  startDate: string | null,
  today: string,
): BookingTarget | CatalogueRefusal {
  const trip = Object.hasOwn(catalogue.trips, slug) ? catalogue.trips[slug] : undefined;
  if (!trip) return { refused: "This trip is no longer offered. Choose a trip from the trips page." };
  if (startDate === null) return { kind: "waitlist", slug, trip, departure: null };
  const departure = trip.departures.find((candidate) => candidate.startDate === startDate);
  if (!departure) {
    return {
      refused: `${trip.title} has no departure on ${startDate}. Choose one of its departures on the trip's page.`,
    };
  }
  if (compareIsoDates(departure.startDate, today) < 0) {
    return { refused: `The ${trip.title} departure of ${startDate} has already left. Choose a later departure.` };
  }
  return { kind: isSoldOut(departure) ? "waitlist" : "booking", slug, trip, departure };
}

/** The job `slug` if it still takes applications on `today`, else why not. */
export function openJob(
  catalogue: IntakeCatalogue,
  slug: string,
  today: string,
): { slug: string; job: CatalogueJob } | CatalogueRefusal {
  const job = Object.hasOwn(catalogue.jobs, slug) ? catalogue.jobs[slug] : undefined;
  if (!job) return { refused: "This job is no longer open. See the jobs we are hiring for on the careers page." };
  if (compareIsoDates(job.validThrough, today) < 0) {
    return {
      refused: `Applications for ${job.title} closed on ${job.validThrough}. See our open jobs on the careers page.`,
    };
  }
  return { slug, job };
}

export const isRefusal = (value: object): value is CatalogueRefusal => "refused" in value;
