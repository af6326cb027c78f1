// What each editable file in data/ may contain, as zod schemas: the one
// statement of the content's shape. The build checks every file against them
// (check-content.ts), the GraphQL types are generated from them
// (graphql-types.ts), the browser tests take their types from them, and a test
// holds docs/editing-content.md's field tables to them. Beyond types, they know
// the business: allowed categories and icons, positive prices, real dates,
// consistent itineraries. Messages are written for editors and say what is allowed.
import { z } from "zod";
import { TRIP_CATEGORIES, DIFFICULTY_LEVELS, type DifficultyLevel } from "./trips";
import { tripDays } from "./dates";
import { ICON_NAMES } from "./icon-names";
import { CANCELLATION_ANCHOR, REVIEW_POLICY, TERMS_POLICY, TRIP_LIST_PAGES_SEGMENT } from "./routes.mjs";
import { EMPLOYMENT_TYPES, WORKPLACES } from "./jobs";
import { POLICY_PLACEHOLDER_NAMES, unknownPlaceholders } from "./term-placeholders";
import { MAX_SEATS_PER_BOOKING } from "./booking-limits";
import { PERSONAL_DATA_ITEMS, TRAVELLER_PLACEHOLDER_NAMES, type TravellerQuestions } from "./traveller-data";
import { GSTIN_PROBLEM_MESSAGES, gstinProblem, stateCodeOfGstin } from "./gstin";
import { GST_STATES } from "./indian-states";
import { DOCUMENT_KINDS, SERIES_PREFIX_PATTERN } from "./tax-documents";

/** What a field's JSON type alone does not say, for the GraphQL types and the CMS written from these schemas. */
export interface FieldMeta {
  /** How the field reads in GraphQL (graphql-types.ts). */
  graphql?: string;
  /** What the field's pattern allows, in the words of the content check's message (cms-config.ts). */
  patternMessage?: string;
  /** Whether the text runs to sentences or paragraphs, so the CMS gives it a text area. */
  multiline?: boolean;
  /** For a picture: the folder of data/images/ its kind of entry keeps pictures in, where the CMS uploads. */
  imageFolder?: string;
  /** For an item of a list: how the CMS names it while folded, from its fields ('Day {{fields.day}}'). */
  listSummary?: string;
  /** For an item of a list: whether the CMS shows the items unfolded, for lists editors change most. */
  listUnfolded?: boolean;
  /**
   * Whether the text is words people read, translated beside the English
   * (content/localise.ts); every other field is the English entry's in every language.
   */
  translatable?: boolean;
}

/** Words people read: translated, like everything derived from it unless it says otherwise. */
const text = z
  .string({ error: "must be text in quotes" })
  .refine((value) => value.trim() !== "", { error: "must not be empty" })
  .meta({ translatable: true } satisfies FieldMeta);

/** Text of a sentence or more: the same rules as `text`, edited in a text area. */
const prose = text.meta({ multiline: true } satisfies FieldMeta);

const wholeNumber = z.int({ error: "must be a whole number without quotes, e.g. 12" });

/** Lowercase words joined by single hyphens: safe in a URL and readable. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Text that must match `pattern`; `message` says what is allowed, to the build's check and to the CMS alike. */
const patterned = (pattern: RegExp, message: string) =>
  z
    .string({ error: "must be text in quotes" })
    .regex(pattern, { error: message })
    .meta({ patternMessage: message } satisfies FieldMeta);

const slugLike = patterned(
  SLUG_PATTERN,
  "must be lowercase letters and digits joined by single hyphens, e.g. spiti-winter-expedition",
);

/** A real calendar date written YYYY-MM-DD. */
export const isoDate = z.iso
  .date({ error: "must be a real calendar date written YYYY-MM-DD, e.g. 2027-01-16" })
  .meta({ graphql: "Date @dateformat" } satisfies FieldMeta);

/**
 * A picture in data/images/<folder>/, by its path relative to data/
 * ('images/trips/spiti-winter.jpg'); GraphQL links it to its File node.
 */
const imageIn = (folder: string) =>
  text.meta({
    graphql: 'File @link(by: "relativePath")',
    imageFolder: folder,
    translatable: false,
  } satisfies FieldMeta);

const list = (what: string, item: z.ZodType<string> = text) =>
  z.array(item, { error: `must be a list of ${what} in [ ]` }).min(1, { error: `must list at least one of ${what}` });

/** For a list whose entries' `key` must differ, since each names a page, an anchor or a list item. */
function uniqueBy<Key extends string>(key: Key) {
  return (entries: Record<Key, unknown>[], ctx: z.RefinementCtx) => {
    const firstIndex = new Map<unknown, number>();
    entries.forEach((entry, index) => {
      const first = firstIndex.get(entry[key]);
      if (first === undefined) firstIndex.set(entry[key], index);
      else {
        ctx.addIssue({
          code: "custom",
          path: [index, key],
          message: `"${String(entry[key])}" is already used by entry ${first + 1}; it must be unique`,
        });
      }
    });
  };
}

const icon = z.enum(ICON_NAMES, { error: `must be one of the site's icons: ${ICON_NAMES.join(", ")}` });

const departure = z
  .strictObject({
    startDate: isoDate,
    endDate: isoDate,
    seats: wholeNumber
      .min(1, { error: "must be 1 or more (all the departure's seats)" })
      .describe(
        "How many travellers the departure takes in all. Seats booked are counted by the booking system, never typed here.",
      ),
    price: wholeNumber
      .positive({ error: "must be more than 0 (rupees per person, before GST)" })
      .optional()
      .describe(
        "This departure's own price in rupees per person before GST, e.g. 21999 for a festive week. Leave it out and the trip's price applies.",
      ),
    travellers: wholeNumber
      .positive({ error: "must be 1 or more" })
      .optional()
      .describe("How many travelled, recorded once the departure has run; it then shows under Recent Adventures."),
  })
  .refine((value) => value.endDate >= value.startDate, { path: ["endDate"], error: "must be on or after startDate" })
  .describe(
    "One departure of a trip: its dates, how many seats it has in all, its own price if it has one, and who travelled.",
  )
  .meta({
    listSummary: "{{fields.startDate}} to {{fields.endDate}}: {{fields.seats}} seats",
    // Seats and dates change with every booking.
    listUnfolded: true,
  } satisfies FieldMeta);

const itineraryDay = z
  .strictObject({
    day: wholeNumber.min(1, { error: "must be 1 or more" }),
    title: text,
    description: prose,
  })
  .meta({ listSummary: "Day {{fields.day}}: {{fields.title}}" } satisfies FieldMeta);

/** An itinerary numbered 1, 2, 3… and as long as every departure: otherwise the page contradicts itself. */
function checkItinerary(
  trip: { itinerary: { day: number }[]; departures: { startDate: string; endDate: string }[] },
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
  trip.departures.forEach((departureDates, index) => {
    if (departureDates.endDate < departureDates.startDate) return;
    const days = tripDays(departureDates.startDate, departureDates.endDate);
    if (days !== trip.itinerary.length) {
      ctx.addIssue({
        code: "custom",
        path: ["departures", index, "endDate"],
        message: `makes the departure ${days} days long, but the itinerary has ${trip.itinerary.length} days; they must match`,
      });
    }
  });
}

/** One trip, as data/trips/<slug>.json holds it: a page at /trips/<slug>/. */
export const tripSchema = z
  .strictObject({
    slug: slugLike.refine((slug) => slug !== TRIP_LIST_PAGES_SEGMENT, {
      error: `must not be "${TRIP_LIST_PAGES_SEGMENT}", which the trip list's pages use`,
    }),
    title: text,
    summary: prose,
    location: text,
    category: z.enum(TRIP_CATEGORIES, { error: `must be one of ${TRIP_CATEGORIES.join(", ")}` }),
    price: wholeNumber
      .positive({ error: "must be more than 0 (rupees per person, before GST)" })
      .describe("Rupees per person before GST, e.g. 18999: the price of every departure that has no price of its own."),
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
    departures: z
      .array(departure, { error: "must be a list of departures in [ ]" })
      .min(1, { error: "must list at least one departure" }),
    highlights: list("highlights"),
    itinerary: z
      .array(itineraryDay, { error: "must be a list of days in [ ]" })
      .min(1, { error: "must list at least day 1" }),
    inclusions: list("inclusions"),
    exclusions: list("exclusions"),
    pickup: text,
    drop: text,
    thingsToCarry: list("things to carry"),
    image: imageIn("trips"),
    imageAlt: text,
  })
  .superRefine(checkItinerary);

export type Trip = z.infer<typeof tripSchema>;
export type TripDeparture = z.infer<typeof departure>;

/** One job, as data/jobs/<slug>.json holds it: a page at /careers/<slug>/. */
export const jobSchema = z
  .strictObject({
    slug: slugLike,
    title: text,
    location: text,
    workplace: z.enum(WORKPLACES, { error: `must be one of ${WORKPLACES.join(", ")}` }),
    type: z.enum(EMPLOYMENT_TYPES, { error: `must be one of ${EMPLOYMENT_TYPES.join(", ")}` }),
    postedOn: isoDate,
    validThrough: isoDate,
    summary: prose,
    description: list("paragraphs", prose),
    responsibilities: list("responsibilities"),
    requirements: list("requirements"),
  })
  .refine((job) => job.validThrough >= job.postedOn, { path: ["validThrough"], error: "must be on or after postedOn" });

export type Job = z.infer<typeof jobSchema>;

const email = z.email({ error: "must be an email address, e.g. hello@safarnama.in" });
const clockTime = patterned(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time written HH:MM, e.g. 09:00");
const phoneNumber = patterned(
  /^\+\d[\d ]{7,18}$/,
  "must be a phone number with its country code, e.g. +91 98765 43210",
);
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** data/company.json: who the agency is and how to reach it, on every page. */
export const companySchema = z.strictObject({
  name: text,
  tagline: text,
  description: prose,
  email,
  pressEmail: email,
  careersEmail: email,
  phone: phoneNumber,
  whatsapp: phoneNumber,
  address: z.strictObject({
    street: text,
    city: text,
    state: text,
    postalCode: text.meta({ translatable: false } satisfies FieldMeta),
    country: text,
  }),
  hours: z.strictObject({ weekdays: text, weekends: text }).describe("Office hours as visitors read them."),
  openingHours: z
    .array(
      z.strictObject({
        days: z
          .array(z.enum(WEEKDAYS, { error: `must be one of ${WEEKDAYS.join(", ")}` }), {
            error: "must be a list of days in [ ]",
          })
          .min(1, { error: "must list at least one day" }),
        opens: clockTime,
        closes: clockTime,
      }),
      { error: "must be a list in [ ]" },
    )
    .min(1, { error: "must list the office's hours at least once" })
    .describe("Office hours in machine form (24-hour IST) for search engines."),
  responsePromise: text,
  destinations: list("destinations"),
});

export type Company = z.infer<typeof companySchema>;

/** data/about.json: the About page's story, numbers, values and press section. */
export const aboutSchema = z.strictObject({
  heading: text,
  story: list("paragraphs", prose),
  stats: z
    .array(
      z.strictObject({
        value: text
          .meta({ translatable: false } satisfies FieldMeta)
          .describe(
            "The figure as written, e.g. 6,000+ or 350+: the same in every language. Never a rating: the trips' ratings come from their reviews.",
          ),
        label: text,
      }),
      { error: "must be a list in [ ]" },
    )
    .min(1, { error: "must list at least one number" }),
  values: z
    .array(z.strictObject({ icon, title: text, description: prose }), { error: "must be a list in [ ]" })
    .min(1, { error: "must list at least one value" }),
  press: z.strictObject({ heading: text, text: prose, facts: list("facts") }),
});

export type About = z.infer<typeof aboutSchema>;

/** Refuses a {placeholder} not among `names`, which are `what` ('a booking term'), naming the ones there are. */
const knownPlaceholders = (names: readonly string[], what: string) => (value: string, ctx: z.RefinementCtx) => {
  const [unknown] = unknownPlaceholders(value, names);
  if (unknown === undefined) return;
  const known = names.map((name) => `{${name}}`).join(", ");
  ctx.addIssue({ code: "custom", message: `has {${unknown}}, which is not ${what}: write one of ${known}` });
};

/** Text that may name the booking terms' figures by placeholder ('a {deposit} deposit'), filled at build time. */
const textWithTerms = text.superRefine(knownPlaceholders(POLICY_PLACEHOLDER_NAMES, "a booking or review term"));
const proseWithTerms = textWithTerms.meta({ multiline: true } satisfies FieldMeta);

const policySection = z.strictObject({
  anchor: slugLike
    .optional()
    .describe("A stable #fragment for links from other pages, e.g. the trip pages' link to the cancellation rules."),
  heading: text,
  paragraphs: z.array(proseWithTerms, { error: "must be a list of paragraphs in [ ]" }),
  points: z.array(textWithTerms, { error: "must be a list of points in [ ]" }),
});

const percent = (what: string) =>
  wholeNumber
    .min(0, { error: `must be from 0 to 100 (${what})` })
    .max(100, { error: `must be from 0 to 100 (${what})` });
const daysBefore = wholeNumber.min(0, { error: "must be 0 or more (days before departure)" });
const hours = wholeNumber
  .min(1, { error: "must be from 1 to 720 (hours)" })
  .max(720, { error: "must be from 1 to 720 (hours)" });
/** The highest an unpaid-seat limit may be set: beyond any departure's seats, so a typo like 800 is caught. */
const UNPAID_SEATS_MOST = 100;
/** An unpaid-seat limit: never below one full booking, which it would always refuse. */
const unpaidSeats = wholeNumber
  .min(MAX_SEATS_PER_BOOKING, {
    error: `must be from ${MAX_SEATS_PER_BOOKING} to ${UNPAID_SEATS_MOST} (seats; at least the ${MAX_SEATS_PER_BOOKING} one booking may take, or a full booking would be refused)`,
  })
  .max(UNPAID_SEATS_MOST, { error: `must be from ${MAX_SEATS_PER_BOOKING} to ${UNPAID_SEATS_MOST} (seats)` });

/**
 * data/booking-terms.json: the numbers of the terms every booking is made on.
 * The terms page, the FAQs and every departure's money and dates read them
 * from here, so they cannot disagree.
 */
export const bookingTermsSchema = z
  .strictObject({
    gstPercent: percent("GST on the trip price, e.g. 5"),
    depositPercent: percent("of the total paid at booking, e.g. 30"),
    balanceDueDaysBefore: daysBefore.describe("The balance is due this many days before departure."),
    balanceLinkDaysBefore: daysBefore.describe(
      "With payments online, the balance's payment link is emailed this many days before departure, e.g. 12.",
    ),
    changesDaysBefore: daysBefore.describe(
      "A seat may be handed to someone else, and its sharing or pickup changed, up to this many days before departure, e.g. 10.",
    ),
    creditsOffered: z
      .boolean({ error: "must be true or false (whether a trip credit is offered instead of a refund)" })
      .describe(
        "Whether a traveller who cancels may keep a trip credit instead of the refund, worth each refund step's creditPercent.",
      ),
    creditValidMonths: wholeNumber
      .min(1, { error: "must be from 1 to 36 (months)" })
      .max(36, { error: "must be from 1 to 36 (months)" })
      .describe(
        "A trip credit can be spent on a booking made within this many months of the day it was kept, e.g. 12.",
      ),
    callOffChoiceDays: wholeNumber
      .min(1, { error: "must be from 1 to 30 (days)" })
      .max(30, { error: "must be from 1 to 30 (days)" })
      .describe(
        "When the agency calls off a departure, each booking has this many days to choose a full refund, a full credit or another departure; then it is refunded in full, e.g. 7.",
      ),
    holdHours: hours.describe("A booking holds its seats this many hours while the deposit is collected, e.g. 48."),
    offerHours: hours.describe(
      "A seat offered to the waitlist is kept this many hours for the traveller to take, e.g. 24.",
    ),
    paymentHoldMinutes: wholeNumber
      .min(15, { error: "must be from 15 to 120 (minutes; Razorpay's payment links last at least 15)" })
      .max(120, { error: "must be from 15 to 120 (minutes)" })
      .describe("A booking paid online holds its seats this many minutes while the traveller pays, e.g. 30."),
    waitlistClosesDaysBefore: daysBefore.describe(
      "The waitlist takes no requests and offers no seats from this many days before departure, e.g. 7.",
    ),
    unpaidSeatsPerContact: unpaidSeats.describe(
      "The most seats one email address, and one phone number, may hold unpaid on one departure at a time, e.g. 6. A booking beyond it is refused until the traveller pays or a hold ends; staff entering a sale on the desk are not limited.",
    ),
    unpaidSeatsPerAddress: unpaidSeats.describe(
      "The most seats the bookings sent from one internet address may hold unpaid on one departure at a time, e.g. 8. Mobile networks put many people behind one address, so keep it at least unpaidSeatsPerContact.",
    ),
    refundWorkingDaysMin: wholeNumber
      .min(1, { error: "must be 1 or more (working days)" })
      .describe(
        "An approved refund reaches the traveller's account at the soonest this many working days after it is sent, e.g. 7.",
      ),
    refundWorkingDaysMax: wholeNumber
      .min(1, { error: "must be 1 or more (working days)" })
      .describe(
        "An approved refund reaches the traveller's account at the latest this many working days after it is sent, e.g. 14.",
      ),
    refunds: z
      .array(
        z.strictObject({
          minDaysBefore: wholeNumber.min(1, { error: "must be 1 or more (days before departure)" }),
          refundPercent: percent("of the amount paid"),
          creditPercent: percent("of the amount paid, kept as a trip credit instead of the refund"),
        }),
        { error: "must be a list of refund steps in [ ]" },
      )
      .min(1, { error: "must list at least one refund step" })
      .describe(
        "The refund scale, most generous first: cancelling at least minDaysBefore days before departure returns refundPercent, or creditPercent as a trip credit when credits are offered; later than the last step, nothing.",
      )
      .meta({
        listSummary:
          "{{fields.refundPercent}}% back or {{fields.creditPercent}}% credit from {{fields.minDaysBefore}} days before",
      } satisfies FieldMeta),
    switchFees: z
      .array(
        z.strictObject({
          minDaysBefore: wholeNumber.min(1, { error: "must be 1 or more (days before departure)" }),
          feeRupees: wholeNumber.min(0, { error: "must be 0 or more (rupees per seat, GST included)" }),
        }),
        { error: "must be a list of switch fee steps in [ ]" },
      )
      .min(1, { error: "must list at least one switch fee step" })
      .describe(
        "What switching a booking to another departure of the same trip costs, most distant first: at least minDaysBefore days before departure, feeRupees per seat (GST included; 0 for free); later than the last step, no switch.",
      )
      .meta({
        listSummary: "₹{{fields.feeRupees}} a seat from {{fields.minDaysBefore}} days before",
      } satisfies FieldMeta),
  })
  .superRefine(({ refunds, switchFees, balanceLinkDaysBefore, balanceDueDaysBefore, ...limits }, ctx) => {
    if (limits.refundWorkingDaysMax < limits.refundWorkingDaysMin) {
      ctx.addIssue({
        code: "custom",
        path: ["refundWorkingDaysMax"],
        input: limits.refundWorkingDaysMax,
        message: `must be at least refundWorkingDaysMin (${limits.refundWorkingDaysMin}): the latest a refund arrives cannot come before the soonest`,
      });
    }
    if (limits.unpaidSeatsPerAddress < limits.unpaidSeatsPerContact) {
      ctx.addIssue({
        code: "custom",
        path: ["unpaidSeatsPerAddress"],
        input: limits.unpaidSeatsPerAddress,
        message: `must be at least unpaidSeatsPerContact (${limits.unpaidSeatsPerContact}): many travellers share one internet address, and each of them may hold that many`,
      });
    }
    if (balanceLinkDaysBefore <= balanceDueDaysBefore) {
      ctx.addIssue({
        code: "custom",
        path: ["balanceLinkDaysBefore"],
        input: balanceLinkDaysBefore,
        message: `must be more days than balanceDueDaysBefore (${balanceDueDaysBefore}): the link goes out before the balance is due`,
      });
    }
    refunds.forEach((step, index) => {
      const before = refunds[index - 1];
      if (before && step.minDaysBefore >= before.minDaysBefore) {
        ctx.addIssue({
          code: "custom",
          path: ["refunds", index, "minDaysBefore"],
          input: step.minDaysBefore,
          message: `must be fewer days than the step before it (${before.minDaysBefore}): list the most generous step first`,
        });
      }
      if (step.creditPercent < step.refundPercent) {
        ctx.addIssue({
          code: "custom",
          path: ["refunds", index, "creditPercent"],
          input: step.creditPercent,
          message: `must be at least this step's refundPercent (${step.refundPercent}%): a credit worth less than the refund is no choice`,
        });
      }
      if (before && step.creditPercent > before.creditPercent) {
        ctx.addIssue({
          code: "custom",
          path: ["refunds", index, "creditPercent"],
          input: step.creditPercent,
          message: `must be at most the step before it (${before.creditPercent}%): cancelling later never keeps more`,
        });
      }
      if (before && step.refundPercent >= before.refundPercent) {
        ctx.addIssue({
          code: "custom",
          path: ["refunds", index, "refundPercent"],
          input: step.refundPercent,
          message: `must be less than the step before it (${before.refundPercent}%): cancelling later never returns more`,
        });
      }
    });
    switchFees.forEach((step, index) => {
      const before = switchFees[index - 1];
      if (before && step.minDaysBefore >= before.minDaysBefore) {
        ctx.addIssue({
          code: "custom",
          path: ["switchFees", index, "minDaysBefore"],
          input: step.minDaysBefore,
          message: `must be fewer days than the step before it (${before.minDaysBefore}): list the most distant step first`,
        });
      }
      if (before && step.feeRupees < before.feeRupees) {
        ctx.addIssue({
          code: "custom",
          path: ["switchFees", index, "feeRupees"],
          input: step.feeRupees,
          message: `must be at least the step before it (₹${before.feeRupees}): switching later never costs less`,
        });
      }
    });
  });

/** data/policies.json: the terms, safety, insurance and help pages, each at /<id>/. */
/** A review's id as the desk shows it, e.g. RV-7KQ3MX. */
export const REVIEW_ID_PATTERN = /^RV-[A-Z0-9]{6}$/;

const dayCount = (least: number, most: number, what: string) =>
  wholeNumber
    .min(least, { error: `must be from ${least} to ${most} (${what})` })
    .max(most, { error: `must be from ${least} to ${most} (${what})` });

/**
 * data/reviews.json: when the travellers who went are asked for a review, how
 * long their link takes one, since when reviews are collected (the review
 * policy says so), and which published reviews the home page shows.
 */
export const reviewTermsSchema = z.strictObject({
  askDaysAfterEnd: dayCount(1, 30, "days after a departure ends").describe(
    "Each traveller of a departure is emailed a link to review it this many days after it ends, e.g. 2.",
  ),
  reminderDaysAfterAsk: dayCount(3, 30, "days after the first email").describe(
    "Those who have not written a review get one reminder, and only one, this many days after the first email, e.g. 7.",
  ),
  writeWithinDays: dayCount(14, 365, "days after the first email").describe(
    "A review can be written through the link for this many days after the first email, e.g. 60. The link can withdraw a review at any time.",
  ),
  collectedSince: isoDate.describe(
    "The review policy says reviews are collected from the travellers of departures that ended on or after this day, e.g. 2026-12-01.",
  ),
  homePage: z
    .array(patterned(REVIEW_ID_PATTERN, "must be a review's id as the staff desk shows it, e.g. RV-7KQ3MX"), {
      error: "must be a list of review ids in [ ]",
    })
    .max(6, { error: "must list at most 6 reviews" })
    .describe(
      "The published reviews the home page shows, in this order, by their id on the staff desk (e.g. RV-7KQ3MX). A review that is withdrawn, or not published, is left out on its own.",
    ),
});

export type ReviewTerms = z.infer<typeof reviewTermsSchema>;

export const policiesSchema = z
  .strictObject({
    policies: z
      .array(
        z.strictObject({
          id: slugLike,
          title: text,
          summary: prose,
          updated: isoDate,
          sections: z
            .array(policySection, { error: "must be a list of sections in [ ]" })
            .min(1, { error: "must list at least one section" }),
        }),
        { error: "must be a list of policies in [ ]" },
      )
      .min(1, { error: "must list at least one policy" })
      .superRefine(uniqueBy("id")),
  })
  .superRefine(({ policies }, ctx) => {
    if (!policies.some((policy) => policy.id === REVIEW_POLICY)) {
      ctx.addIssue({
        code: "custom",
        path: ["policies"],
        message: `must include the "${REVIEW_POLICY}" policy: every trip's reviews, the review page and the footer link to it`,
      });
    }
    const index = policies.findIndex((policy) => policy.id === TERMS_POLICY);
    if (index === -1) {
      ctx.addIssue({
        code: "custom",
        path: ["policies"],
        message: `must include the "${TERMS_POLICY}" policy, whose cancellation section every trip page links to`,
      });
      return;
    }
    if (!policies[index].sections.some((section) => section.anchor === CANCELLATION_ANCHOR)) {
      ctx.addIssue({
        code: "custom",
        path: ["policies", index, "sections"],
        message: `must have a section with "anchor": "${CANCELLATION_ANCHOR}": it lists the refund scale from booking-terms.json, and every trip page links to it`,
      });
    }
  });

export type Policies = z.infer<typeof policiesSchema>;

/** data/faqs.json: the questions the contact page answers. */
export const faqsSchema = z.strictObject({
  faqs: z
    .array(z.strictObject({ id: slugLike, question: text, answer: proseWithTerms }), { error: "must be a list in [ ]" })
    .min(1, { error: "must list at least one question" })
    .superRefine(uniqueBy("id")),
});

export type Faqs = z.infer<typeof faqsSchema>;

/** data/features.json: the home page's reasons to travel with the agency. */
export const featuresSchema = z.strictObject({
  features: z
    .array(z.strictObject({ id: slugLike, icon, title: text, description: prose }), {
      error: "must be a list in [ ]",
    })
    .min(1, { error: "must list at least one feature" })
    .superRefine(uniqueBy("id")),
});

/** Text of the traveller questions, which may name the figures of traveller-data.ts by placeholder ('{keptDays}'). */
const travellerText = text.superRefine(
  knownPlaceholders(TRAVELLER_PLACEHOLDER_NAMES, "one of the traveller questions' placeholders"),
);
const travellerProse = travellerText.meta({ multiline: true } satisfies FieldMeta);

const noticeItem = z
  .strictObject({
    id: z
      .enum(PERSONAL_DATA_ITEMS, { error: `must be one of ${PERSONAL_DATA_ITEMS.join(", ")}` })
      .describe("Which item of the booking page's form this entry explains."),
    what: travellerText.describe("The item as the traveller reads it, e.g. Date of birth."),
    why: travellerProse.describe("Every purpose it is used for, and who else sees it."),
    kept: travellerProse.describe("How long it is kept; write {keptDays} for the days after the trip."),
  })
  .meta({ listSummary: "{{fields.what}}" } satisfies FieldMeta);

/** Every item the form collects, each once: the notice must itemise what it asks for, and only that. */
function everyItemOnce(items: { id: string }[], ctx: z.RefinementCtx) {
  uniqueBy("id")(items, ctx);
  const missing = PERSONAL_DATA_ITEMS.filter((id) => !items.some((item) => item.id === id));
  if (missing.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `must have an item for ${missing.map((id) => `"${id}"`).join(", ")}: the booking page asks for it, and the notice must say what each item is for and how long it is kept`,
    });
  }
}

const healthQuestion = z
  .strictObject({
    id: slugLike.describe("Names the answer in the booking system; never reuse an old question's id for a new one."),
    question: travellerText.describe("A question answered yes or no, e.g. Do you have asthma?"),
    detailsLabel: travellerText.describe("What a traveller who answers yes is asked to describe."),
  })
  .meta({ listSummary: "{{fields.question}}" } satisfies FieldMeta);

const levelFields = {
  declaration: travellerProse.describe("What every traveller on such a trip confirms before they go."),
  questions: z
    .array(healthQuestion, { error: "must be a list of questions in [ ]" })
    .superRefine(uniqueBy("id"))
    .describe("Yes-or-no health questions; may be empty."),
};

const levelShape = (level: string) =>
  `must be the questions for ${level} trips: { "declaration": "…", "questions": [ … ]${level === "challenging" ? ', "proof": { "instructions": "…" }' : ""} }`;

const fitnessProof = z
  .strictObject(
    { instructions: travellerProse.describe("What the proof must show and in what form.") },
    {
      error:
        'must be { "instructions": "…" }: every traveller on a challenging trip uploads a fitness proof, which staff approve',
    },
  )
  .describe("The fitness proof each traveller uploads, which staff approve or send back.");

/**
 * data/traveller-questions.json: what the booking page tells and asks each
 * traveller before a trip. The notice is the privacy notice the law asks for;
 * the levels are the fitness and health questions by trip difficulty.
 */
export const travellerQuestionsSchema = z.strictObject({
  notice: z
    .strictObject({
      title: travellerText,
      intro: travellerProse.describe("Who collects the data and that the traveller may say no."),
      items: z
        .array(noticeItem, { error: "must be a list of items in [ ]" })
        .superRefine(everyItemOnce)
        .describe("One entry per item of personal data the booking page collects."),
      safeguards: travellerProse.describe("How the data is protected: encryption, who may open it, the access log."),
      withdraw: travellerProse.describe("How to withdraw consent, as easily as it was given."),
      contact: travellerProse.describe("The traveller's rights and whom to write to; write {agencyEmail}."),
    })
    .describe("The privacy notice shown before the traveller types anything. Legal text: change it with care."),
  aadhaarNote: travellerProse.describe("Why only the last four digits of an Aadhaar number are taken."),
  guardianConsent: travellerProse.describe(
    "What a parent or guardian agrees to for a traveller under {adultAge}, by ticking a box.",
  ),
  levels: z
    .strictObject(
      {
        easy: z
          .strictObject(levelFields, { error: levelShape("easy") })
          .describe("Easy trips: usually the declaration alone."),
        moderate: z
          .strictObject(levelFields, { error: levelShape("moderate") })
          .describe("Moderate trips: the declaration and the health questions."),
        challenging: z
          .strictObject({ ...levelFields, proof: fitnessProof }, { error: levelShape("challenging") })
          .describe("Challenging trips: the declaration, the health questions and a fitness proof."),
      } satisfies Record<DifficultyLevel, z.ZodType>,
      { error: `must hold the questions for each difficulty: ${DIFFICULTY_LEVELS.join(", ")}` },
    )
    .describe("What travellers confirm and answer for each trip difficulty (a trip's difficulty.level)."),
});

// Fails to compile when the file's shape and the type the Worker and the site read it as part ways.
const questionsReadAsWritten: z.infer<typeof travellerQuestionsSchema> extends TravellerQuestions ? true : never = true;
void questionsReadAsWritten;

/** Legal text printed on the tax documents as written: the same in every language. */
const legalText = text.meta({ translatable: false } satisfies FieldMeta);

const gstin = z
  .string({ error: "must be text in quotes" })
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: GSTIN_PROBLEM_MESSAGES[problem] });
  })
  .meta({ translatable: false } satisfies FieldMeta);

const seriesPrefix = patterned(
  SERIES_PREFIX_PATTERN,
  "must be 1 to 4 capital letters or digits, e.g. RV: a document's number is this prefix, the financial year and a count, at most 16 characters",
).meta({ translatable: false } satisfies FieldMeta);

/**
 * data/tax.json: the agency as its GST registration names it, printed on every receipt voucher, tax
 * invoice, refund voucher and credit note the Worker issues (docs/gst-documents.md). The rate is the
 * booking terms' gstPercent, which the prices are worked out with.
 */
export const taxSchema = z
  .strictObject({
    legalName: legalText.describe("The legal name on the GST registration, e.g. Safarnama Travels Private Limited."),
    address: legalText
      .meta({ multiline: true } satisfies FieldMeta)
      .describe("The principal place of business as the GST registration gives it, with its PIN code."),
    stateCode: z
      .enum(
        GST_STATES.map(({ code }) => code),
        { error: "must be a State's or Union Territory's 2-digit GST code in quotes, e.g. \"06\" for Haryana" },
      )
      .describe(
        "The GST code of the State the agency is registered in, e.g. 06 (Haryana): the place of supply when a booker gives none.",
      ),
    gstin: gstin.describe(
      "The agency's GSTIN, 15 characters, e.g. 06AAFCS1234M1ZC: checked for its State code and check character.",
    ),
    sac: patterned(/^\d{6}$/, "must be a 6-digit Services Accounting Code, e.g. 998555 (tour operator services)")
      .meta({ translatable: false } satisfies FieldMeta)
      .describe("The Services Accounting Code the documents give, e.g. 998555 (tour operator services)."),
    rateCondition: legalText
      .meta({ multiline: true } satisfies FieldMeta)
      .describe(
        "What every document says of the rate: the 5% rate for tour operators holds only if the bill says it includes the tour's accommodation and transport and no input tax credit is taken.",
      ),
    series: z
      .strictObject(
        Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, seriesPrefix])) as Record<
          (typeof DOCUMENT_KINDS)[number],
          typeof seriesPrefix
        >,
      )
      .describe("Each kind of document's own series: the prefix of its numbers, e.g. RV for receipt vouchers."),
  })
  .superRefine(({ gstin: registered, stateCode, series }, ctx) => {
    if (gstinProblem(registered) === undefined && stateCodeOfGstin(registered) !== stateCode) {
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        input: registered,
        message: `starts with ${stateCodeOfGstin(registered)}, not stateCode ${stateCode}: a GSTIN begins with the code of the State it was issued in`,
      });
    }
    const kinds = Object.keys(series) as (keyof typeof series)[];
    kinds.forEach((kind, index) => {
      const earlier = kinds.slice(0, index).find((other) => series[other] === series[kind]);
      if (earlier) {
        ctx.addIssue({
          code: "custom",
          path: ["series", kind],
          input: series[kind],
          message: `is also ${earlier}'s prefix: each kind of document is numbered in a series of its own`,
        });
      }
    });
  });

export type TaxIdentity = z.infer<typeof taxSchema>;

/** Folders holding one entry per file, and the field each file is named after. */
export const COLLECTIONS = {
  trips: { schema: tripSchema, key: "slug" },
  jobs: { schema: jobSchema, key: "slug" },
} as const;

/** Files holding one object each. */
export const SINGLETONS = {
  "company.json": companySchema,
  "booking-terms.json": bookingTermsSchema,
  "about.json": aboutSchema,
  "policies.json": policiesSchema,
  "faqs.json": faqsSchema,
  "features.json": featuresSchema,
  "traveller-questions.json": travellerQuestionsSchema,
  "tax.json": taxSchema,
  "reviews.json": reviewTermsSchema,
} as const;

/** The schema of a file of data/ by its path there ('trips/spiti.json', 'company.json'), if the site reads it. */
export function schemaOfDataFile(file: string): z.ZodType | undefined {
  if (Object.hasOwn(SINGLETONS, file)) return SINGLETONS[file as keyof typeof SINGLETONS];
  const [folder, name, ...rest] = file.split("/");
  if (rest.length > 0 || !name?.endsWith(".json") || !Object.hasOwn(COLLECTIONS, folder)) return undefined;
  return COLLECTIONS[folder as keyof typeof COLLECTIONS].schema;
}

/**
 * The GraphQL type Gatsby gives a content file's entries: a collection's folder
 * names them ('trips' → TripsJson), a single file its own name ('company' →
 * CompanyJson). gatsby-config.ts names the types so, and gatsby/graphql-schema.ts declares them.
 */
export function jsonTypeName(folderOrFile: string): string {
  const pascal = folderOrFile
    .replace(/\.json$/, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");
  return `${pascal}Json`;
}
