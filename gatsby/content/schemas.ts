// What each editable file in data/ may contain, as zod schemas. The GraphQL
// schema (gatsby/schema.ts) only knows types; these rules also know the
// business: allowed categories, positive prices, real dates, consistent
// itineraries. Messages are written for editors and say what is allowed.
import { z } from "zod";
import { TRIP_CATEGORIES } from "../../src/lib/categories";
import { tripDays } from "../../src/lib/dates";
import { DIFFICULTY_LEVELS, TRIP_LIST_PAGES_SEGMENT } from "../../src/lib/trips";
import { EMPLOYMENT_TYPES, WORKPLACES } from "../../src/lib/jobs";

const text = z
  .string({ error: "must be text in quotes" })
  .refine((value) => value.trim() !== "", { error: "must not be empty" });

const wholeNumber = z.int({ error: "must be a whole number without quotes, e.g. 12" });

/** Lowercase words joined by single hyphens: safe in a URL and readable. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugLike = z.string({ error: "must be text in quotes" }).regex(SLUG_PATTERN, {
  error: "must be lowercase letters and digits joined by single hyphens, e.g. spiti-winter-expedition",
});

const isoDate = z.iso.date({ error: "must be a real calendar date written YYYY-MM-DD, e.g. 2027-01-16" });

const list = (what: string) =>
  z.array(text, { error: `must be a list of ${what} in [ ]` }).min(1, { error: `must list at least one of ${what}` });

const batch = z
  .strictObject({
    startDate: isoDate,
    endDate: isoDate,
    seatsLeft: wholeNumber.min(0, { error: "must be 0 (sold out) or more" }),
  })
  .refine((value) => value.endDate >= value.startDate, { path: ["endDate"], error: "must be on or after startDate" });

const itineraryDay = z.strictObject({
  day: wholeNumber.min(1, { error: "must be 1 or more" }),
  title: text,
  description: text,
});

const tripShape = {
  id: slugLike,
  slug: slugLike.refine((slug) => slug !== TRIP_LIST_PAGES_SEGMENT, {
    error: `must not be "${TRIP_LIST_PAGES_SEGMENT}", which the trip list's pages use`,
  }),
  title: text,
  summary: text,
  location: text,
  category: z.enum(TRIP_CATEGORIES, { error: `must be one of ${TRIP_CATEGORIES.join(", ")}` }),
  price: wholeNumber.positive({ error: "must be more than 0 (rupees per person, before GST)" }),
  rating: z
    .number({ error: "must be a number from 0 to 5, e.g. 4.8" })
    .min(0, { error: "must be from 0 to 5" })
    .max(5, { error: "must be from 0 to 5" }),
  reviews: wholeNumber.min(0, { error: "must be 0 or more" }),
  difficulty: z.strictObject({
    level: z.enum(DIFFICULTY_LEVELS, { error: `must be one of ${DIFFICULTY_LEVELS.join(", ")}` }),
    fitness: text,
  }),
  groupSize: z
    .strictObject({
      min: wholeNumber.positive({ error: "must be 1 or more" }),
      max: wholeNumber.positive({ error: "must be 1 or more" }),
    })
    .refine((size) => size.max >= size.min, { path: ["max"], error: "must be at least groupSize.min" }),
  batches: z
    .array(batch, { error: "must be a list of batches in [ ]" })
    .min(1, { error: "must list at least one batch" }),
  highlights: list("highlights"),
  itinerary: z
    .array(itineraryDay, { error: "must be a list of days in [ ]" })
    .min(1, { error: "must list at least day 1" }),
  inclusions: list("inclusions"),
  exclusions: list("exclusions"),
  pickup: text,
  drop: text,
  thingsToCarry: list("things to carry"),
  image: text,
  imageAlt: text,
};

/** An itinerary numbered 1, 2, 3… and as long as every batch: otherwise the page contradicts itself. */
function checkItinerary(
  trip: { itinerary: { day: number }[]; batches: { startDate: string; endDate: string }[] },
  ctx: z.RefinementCtx,
) {
  trip.itinerary.forEach((entry, index) => {
    if (entry.day !== index + 1) {
      ctx.addIssue({
        code: "custom",
        path: ["itinerary", index, "day"],
        message: `must be ${index + 1}: days are numbered 1, 2, 3… in order`,
      });
    }
  });
  trip.batches.forEach((batchDates, index) => {
    if (batchDates.endDate < batchDates.startDate) return;
    const days = tripDays(batchDates.startDate, batchDates.endDate);
    if (days !== trip.itinerary.length) {
      ctx.addIssue({
        code: "custom",
        path: ["batches", index, "endDate"],
        message: `makes the batch ${days} days long, but the itinerary has ${trip.itinerary.length} days; they must match`,
      });
    }
  });
}

export const upcomingTripSchema = z.strictObject(tripShape).superRefine(checkItinerary);

/** An upcoming trip as data/upcoming-trips.json holds it. */
export type UpcomingTrip = z.infer<typeof upcomingTripSchema>;

export const completedTripSchema = z
  .strictObject({ ...tripShape, participants: wholeNumber.positive({ error: "must be 1 or more" }) })
  .superRefine(checkItinerary);

export const jobSchema = z
  .strictObject({
    id: slugLike,
    slug: slugLike,
    title: text,
    location: text,
    workplace: z.enum(WORKPLACES, { error: `must be one of ${WORKPLACES.join(", ")}` }),
    type: z.enum(EMPLOYMENT_TYPES, { error: `must be one of ${EMPLOYMENT_TYPES.join(", ")}` }),
    postedOn: isoDate,
    validThrough: isoDate,
    summary: text,
    description: list("paragraphs"),
    responsibilities: list("responsibilities"),
    requirements: list("requirements"),
  })
  .refine((job) => job.validThrough >= job.postedOn, { path: ["validThrough"], error: "must be on or after postedOn" });

export const testimonialSchema = z.strictObject({
  id: slugLike,
  name: text,
  location: text,
  trip: text,
  rating: wholeNumber.min(1, { error: "must be from 1 to 5" }).max(5, { error: "must be from 1 to 5" }),
  text,
  image: text,
});

/** Only the company fields a rule applies to; GraphQL's schema requires the rest. */
export const companySchema = z.object({
  whatsapp: z
    .string({ error: "must be text in quotes" })
    .regex(/^\+\d[\d ]{7,18}$/, { error: "must be a phone number with its country code, e.g. +91 98765 43210" }),
});
