import type { GatsbyNode, Node } from "gatsby";
import type { BookingTerms } from "../content/booking-terms";
import { compareIsoDates } from "../content/dates";
import { departureMonths, departurePrice, fromPrice, monthOf, seatKeyOf, type Departure } from "../content/departures";
import { completedDepartures, upcomingDepartures } from "../content/departure-days";
import { COLLECTIONS, jsonTypeName, SINGLETONS, type ReviewTerms } from "../content/file-schemas";
import { nodeTypeDefs } from "../content/graphql-types";
import { CANCELLATION_ANCHOR, CHANGES_ANCHOR, TERMS_POLICY } from "../content/routes.mjs";
import { changePoints, fillReviewTermsDeep, fillTermsDeep, refundScalePoints } from "../content/terms-text";
import { fillTravellerText, type TravellerQuestions } from "../content/traveller-data";
import { collectedSinceMonth, HOME_REVIEWS_KEY, noReviews, reviewKeyOf, reviewsMarkup } from "../content/review-markup";
import { relatedTrips } from "../content/trips";
import { PROOF_MAX_BYTES } from "../requests/traveller-details";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../content/locales.mjs";
import { MESSAGE_GROUPS, MESSAGES } from "../content/messages";
import { buildDate } from "./build-date";
import { STRUCTURED_DATA_FIELDS, structuredDataResolvers } from "./structured-data-fields";

/** The node holding the build's today; its own type, so queries that read it re-run when it changes. */
const BUILD_DATE_TYPE = "BuildDate";

/** A language's interface messages (content/messages/), a node per language, so queries re-run when a file changes. */
const MESSAGES_TYPE = "SiteMessages";
const TRIP_TYPE = jsonTypeName("trips");
const REVIEW_TERMS_TYPE = jsonTypeName("reviews.json");

/** What a trip knows only once the build's today is known: resolved per build, never stored in data/. */
const TRIP_DATE_FIELDS = `
  "Departures that have not left yet, soonest first: what visitors can book, or wait-list when full."
  upcomingDepartures: [TripDeparture!]!
  "Departures that have run and whose travellers are recorded, soonest first."
  completedDepartures: [TripDeparture!]!
  "When the next departure leaves; null once every departure has left. Lists of bookable trips filter and sort on it."
  nextDeparture: Date
  "The lowest price of its upcoming departures (its price when none is upcoming): what cards and its facts show."
  fromPrice: Int!
  "Whether its upcoming departures' prices differ: cards and its facts then say 'from' before fromPrice."
  pricesVary: Boolean!
  "Upcoming trips to suggest beside this one: same category first, then soonest."
  relatedTrips(limit: Int = 3): [${TRIP_TYPE}!]!
  "Its published reviews: none as built; the Worker fills them in from D1 (content/review-markup.ts)."
  liveReviews: LiveReviews!
`;

/** The fields each type gains beyond its file's, resolved at build time. */
const COMPUTED_FIELDS: Record<string, string> = {
  [TRIP_TYPE]: TRIP_DATE_FIELDS,
  [REVIEW_TERMS_TYPE]: `
  "collectedSince's month in the copy's language ('December 2026'), as trip pages say it."
  collectedSinceMonth: String!
`,
};

/**
 * Every content type, generated from the zod schemas that check data/
 * (content/file-schemas.ts), with the fields resolved at build time (a trip's
 * dates, each entry's JSON-LD), and the few types the build adds: the build's
 * today, the completed departures listed under Recent Adventures, and the site metadata.
 */
const typeDefs = [
  ...[
    ...Object.entries(COLLECTIONS).map(([folder, { schema }]) => [folder, schema] as const),
    ...Object.entries(SINGLETONS),
  ].map(([source, schema]) => {
    const name = jsonTypeName(source);
    const computedFields = [COMPUTED_FIELDS[name] ?? "", STRUCTURED_DATA_FIELDS[name] ?? ""];
    return nodeTypeDefs({ name, schema, computedFields: computedFields.filter(Boolean).join("\n") });
  }),
  `#graphql
  "The build's today (gatsby/build-date.ts): BUILD_DATE, or the date in India when the build ran."
  type ${BUILD_DATE_TYPE} implements Node @dontInfer {
    date: Date! @dateformat
  }

  "One departure that has run, with its trip: an entry of Recent Adventures."
  type CompletedDeparture {
    trip: ${TRIP_TYPE}!
    startDate: Date!
    endDate: Date!
    travellers: Int!
  }

  type CompletedDepartures {
    totalCount: Int!
    nodes: [CompletedDeparture!]!
  }

  """
  One departure of a trip as pages show it. The build knows only its capacity,
  not its seats left, so seatsLeft is null; the Worker puts the live figure into
  every page and its data, finding the departure by seatKey
  (worker/seats/live-pages.ts), and a static host's pages fetch it.
  """
  type TripDeparture {
    startDate: Date!
    endDate: Date!
    seats: Int!
    "Rupees per person before GST: the departure's own price, else its trip's (content/departures.ts, departurePrice)."
    price: Int!
    seatsLeft: Int
    "trip-slug/YYYY-MM-DD: how pages, the Worker and D1 name the departure."
    seatKey: String!
    travellers: Int
  }

  "One departure still to leave, with its trip: an entry of the departures pages."
  type UpcomingDeparture {
    trip: ${TRIP_TYPE}!
    startDate: Date!
    endDate: Date!
    seats: Int!
    "Rupees per person before GST (departurePrice)."
    price: Int!
    seatsLeft: Int
    seatKey: String!
  }

  """
  A set of published reviews: a trip's, or the home page's chosen ones, with
  their markup in the page's language (content/review-markup.ts). The build
  knows none (count 0, the markup of no reviews); the Worker fills each object
  with a reviewKey, the fields a page asked for, from its snapshot of D1, in
  the page's HTML and its data alike (worker/reviews/live-reviews.ts).
  """
  type LiveReviews {
    "trip:<slug>, or home: how pages and the Worker name the set."
    reviewKey: String!
    "How many published reviews the trip has (the home page: how many of its chosen ones are published)."
    count: Int!
    "Their average stars to one decimal; null when none (and on the home page)."
    average: Float
    "The rating badge: '★ 4.7 (23 reviews)', or 'No reviews yet'."
    badgeHtml: String!
    "A card's rating badge: the same, or nothing while there are none."
    cardBadgeHtml: String!
    "A trip's summary, newest reviews and Product JSON-LD; the home page's chosen reviews."
    listHtml: String!
  }

  "A month with departures, and how many."
  type DepartureMonth {
    month: String!
    count: Int!
  }

  type UpcomingDepartures {
    "Every month with departures, soonest first."
    months: [DepartureMonth!]!
    "The departures (of the month asked for, or all), soonest first."
    nodes: [UpcomingDeparture!]!
  }

  """
  The interface's words in one language (content/messages/<lang>.json), a
  field per group. A page asks for the groups its components show
  (messages(lang: $lang) { layout notFound }), and gets only those.
  """
  type ${MESSAGES_TYPE} implements Node @dontInfer {
    lang: String!
    ${MESSAGE_GROUPS.map((group) => `${group}: JSON!`).join("\n    ")}
  }

  "gatsby-config.ts's siteMetadata: the site's English name and description, and the URL every canonical URL starts with."
  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
  }

  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
  `,
];

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/**
 * The build's today as a node, so every query that depends on it re-runs on
 * the day it changes; and each language's messages, likewise.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const date = buildDate(process.env);
  actions.createNode({
    id: createNodeId(BUILD_DATE_TYPE),
    date,
    internal: { type: BUILD_DATE_TYPE, contentDigest: date },
  });
  for (const lang of LOCALES) {
    const messages = { ...MESSAGES[lang], lang };
    actions.createNode({
      ...messages,
      id: createNodeId(`${MESSAGES_TYPE} ${lang}`),
      internal: { type: MESSAGES_TYPE, contentDigest: createContentDigest(messages) },
    });
  }
};

interface TripNode extends Node {
  lang: string;
  slug: string;
  title: string;
  category: string;
  price: number;
  departures: Departure[];
}

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<Node | null>;
  findAll(args: { type: string; query?: object }): Promise<{ entries: Iterable<Node> }>;
}

/** The query that picks one language's copy of the content's nodes. */
const inLanguage = (lang: string) => ({ filter: { lang: { eq: lang } } });

interface ResolverContext {
  nodeModel: NodeModel;
}

/** A departure as pages get it: its price, seats left not known (live seats fill them in), and its seat key. */
const seated = (trip: Pick<TripNode, "slug" | "price">, departure: Departure) => ({
  ...departure,
  price: departurePrice(trip, departure),
  seatsLeft: null,
  seatKey: seatKeyOf(trip.slug, departure.startDate),
});

async function todayOf(context: { nodeModel: Pick<NodeModel, "findOne"> }): Promise<string> {
  const node = (await context.nodeModel.findOne({ type: BUILD_DATE_TYPE, query: {} })) as { date: string } | null;
  if (!node) throw new Error(`The ${BUILD_DATE_TYPE} node is missing: gatsby/graphql-schema.ts sourceNodes creates it`);
  return node.date;
}

/** The node of one single file of data/ in a language (the content check guarantees each exists). */
async function singleFileOf(context: ResolverContext, file: string, lang: string): Promise<Node> {
  const node = await context.nodeModel.findOne({ type: jsonTypeName(file), query: inLanguage(lang) });
  if (!node) throw new Error(`data/${file} is missing: the content check requires it`);
  return node;
}

async function reviewTermsOf(context: ResolverContext): Promise<ReviewTerms> {
  // Figures only, like the booking terms.
  return (await singleFileOf(context, "reviews.json", DEFAULT_LOCALE)) as unknown as ReviewTerms;
}

async function bookingTermsOf(context: ResolverContext): Promise<BookingTerms> {
  // The terms are figures only, the same in every language.
  return (await singleFileOf(context, "booking-terms.json", DEFAULT_LOCALE)) as unknown as BookingTerms;
}

interface PolicyEntry {
  id: string;
  sections: { anchor?: string | null; points: string[] }[];
}

/**
 * A policy as its page shows it, in its language: the booking terms'
 * placeholders filled, and, in the terms' cancellation section, the refund
 * scale before the editor's points (in its changes section, the switch scale).
 */
function policyWithTerms<Policy extends PolicyEntry>(
  policy: Policy,
  terms: BookingTerms,
  reviewTerms: ReviewTerms,
  lang: Locale,
): Policy {
  const filled = fillReviewTermsDeep(fillTermsDeep(policy, terms, lang), reviewTerms, lang);
  if (filled.id !== TERMS_POLICY) return filled;
  return {
    ...filled,
    sections: filled.sections.map((section) => {
      if (section.anchor === CANCELLATION_ANCHOR) {
        return { ...section, points: [...refundScalePoints(terms, lang), ...section.points] };
      }
      if (section.anchor === CHANGES_ANCHOR)
        return { ...section, points: [...changePoints(terms, lang), ...section.points] };
      return section;
    }),
  };
}

async function policiesFileOf(context: ResolverContext, lang: string): Promise<Node & { policies: PolicyEntry[] }> {
  return (await singleFileOf(context, "policies.json", lang)) as Node & { policies: PolicyEntry[] };
}

async function allTrips(context: ResolverContext, lang: string): Promise<TripNode[]> {
  const { entries } = await context.nodeModel.findAll({ type: TRIP_TYPE, query: inLanguage(lang) });
  return [...entries] as TripNode[];
}

/**
 * The single files whose text names figures by placeholder (the policies and
 * FAQs the booking terms, the traveller questions traveller-data.ts's): their
 * root fields fill them in.
 */
const FILLED_AT_BUILD = new Set(["policies.json", "faqs.json", "traveller-questions.json"]);

/** The root query field of a single file: 'booking-terms.json' → bookingTerms. */
export const singletonField = (file: string) =>
  file.replace(/\.json$/, "").replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Every root field that reads content takes the language its page is in. */
const LANG_ARG = { lang: "String!" };

interface InLanguage {
  lang: string;
}

/** A `lang` argument as a language the site has: text is filled in its words (content/terms-text.ts). */
function localeOf(lang: string): Locale {
  if (!isLocale(lang)) throw new Error(`lang: "${lang}" is not one of the site's languages (${LOCALES.join(", ")})`);
  return lang;
}

const singleton = (type: string) => ({
  type: `${type}!`,
  args: LANG_ARG,
  resolve: (_source: unknown, args: InLanguage, context: ResolverContext) =>
    context.nodeModel.findOne({ type, query: inLanguage(args.lang) }),
});

/** One root field: its type in SDL, its arguments, and what it answers. */
interface QueryField {
  type: string;
  description?: string;
  args?: Record<string, string>;
  resolve: (source: unknown, args: never, context: ResolverContext) => unknown;
}

/** The root fields the build adds to Gatsby's Query: the build's today, the departures, and each single file of data/. */
const QUERY_FIELDS: Record<string, QueryField> = {
  today: {
    type: "Date!",
    description: "The build's today (YYYY-MM-DD): what is upcoming, completed or past is decided against it.",
    resolve: (_source: unknown, _args: unknown, context: ResolverContext) => todayOf(context),
  },
  upcomingDepartures: {
    type: "UpcomingDepartures!",
    args: { month: "String", ...LANG_ARG },
    resolve: async (_source: unknown, args: { month?: string | null } & InLanguage, context: ResolverContext) => {
      const today = await todayOf(context);
      const departures = (await allTrips(context, args.lang))
        .flatMap((trip) =>
          upcomingDepartures(trip.departures, today).map((departure) => ({ ...seated(trip, departure), trip })),
        )
        .sort((a, b) => compareIsoDates(a.startDate, b.startDate) || a.trip.title.localeCompare(b.trip.title));
      return {
        months: departureMonths(departures.map((departure) => departure.startDate)),
        nodes: args.month ? departures.filter((departure) => monthOf(departure.startDate) === args.month) : departures,
      };
    },
  },
  completedDepartures: {
    type: "CompletedDepartures!",
    args: { limit: "Int", ...LANG_ARG },
    resolve: async (_source: unknown, args: { limit?: number | null } & InLanguage, context: ResolverContext) => {
      const today = await todayOf(context);
      const departures = (await allTrips(context, args.lang))
        .flatMap((trip) => completedDepartures(trip.departures, today).map((departure) => ({ ...departure, trip })))
        .sort((a, b) => compareIsoDates(b.startDate, a.startDate) || a.trip.id.localeCompare(b.trip.id));
      return {
        totalCount: departures.length,
        nodes: args.limit == null ? departures : departures.slice(0, args.limit),
      };
    },
  },
  policy: {
    type: "PoliciesJsonPolicies",
    args: { id: "String!", ...LANG_ARG },
    resolve: async (_source: unknown, args: { id: string } & InLanguage, context: ResolverContext) => {
      const lang = localeOf(args.lang);
      const policy = (await policiesFileOf(context, lang)).policies.find((entry) => entry.id === args.id);
      return policy ? policyWithTerms(policy, await bookingTermsOf(context), await reviewTermsOf(context), lang) : null;
    },
  },
  // company, bookingTerms, about, features: each single file by its name (the files filled at build below).
  ...Object.fromEntries(
    Object.keys(SINGLETONS)
      .filter((file) => !FILLED_AT_BUILD.has(file))
      .map((file) => [singletonField(file), singleton(jsonTypeName(file))]),
  ),
  // The policies and FAQs as pages show them, with the booking terms' placeholders filled.
  policies: {
    type: `${jsonTypeName("policies.json")}!`,
    args: LANG_ARG,
    resolve: async (_source: unknown, args: InLanguage, context: ResolverContext) => {
      const lang = localeOf(args.lang);
      const file = await policiesFileOf(context, lang);
      const [terms, reviewTerms] = await Promise.all([bookingTermsOf(context), reviewTermsOf(context)]);
      return { ...file, policies: file.policies.map((policy) => policyWithTerms(policy, terms, reviewTerms, lang)) };
    },
  },
  faqs: {
    type: `${jsonTypeName("faqs.json")}!`,
    args: LANG_ARG,
    resolve: async (_source: unknown, args: InLanguage, context: ResolverContext) => {
      const lang = localeOf(args.lang);
      const filled = fillTermsDeep(await singleFileOf(context, "faqs.json", lang), await bookingTermsOf(context), lang);
      return fillReviewTermsDeep(filled, await reviewTermsOf(context), lang);
    },
  },
  // What the booking page tells and asks each traveller, with the agency's email, the upload limit and the
  // days details are kept filled in, in the language's words ('30 days', '30 दिन').
  travellerQuestions: {
    type: `${jsonTypeName("traveller-questions.json")}!`,
    args: LANG_ARG,
    resolve: async (_source: unknown, args: InLanguage, context: ResolverContext) => {
      const questions = (await singleFileOf(context, "traveller-questions.json", args.lang)) as Node &
        TravellerQuestions;
      const company = (await singleFileOf(context, "company.json", args.lang)) as Node & { email: string };
      // The language's file was found above, so `lang` is one of the site's.
      const lang = isLocale(args.lang) ? args.lang : DEFAULT_LOCALE;
      // A fitness proof may be as large as a resume, the other file a visitor uploads.
      return fillTravellerText(questions, { agencyEmail: company.email, proofMaxBytes: PROOF_MAX_BYTES }, lang);
    },
  },
  // The 404 page answers unknown addresses in every language's folder, and Gatsby's
  // browser code loads the one 404 page's data for them all (hosting/page-path-script.tsx).
  messagesInEveryLanguage: {
    type: `[${MESSAGES_TYPE}!]!`,
    description: "The interface's words in every language: for the 404 page, which answers any address.",
    resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => [
      ...(await context.nodeModel.findAll({ type: MESSAGES_TYPE })).entries,
    ],
  },
  messages: {
    type: `${MESSAGES_TYPE}!`,
    description: "The interface's words in the page's language, by group.",
    args: LANG_ARG,
    resolve: (_source: unknown, args: InLanguage, context: ResolverContext) =>
      context.nodeModel.findOne({ type: MESSAGES_TYPE, query: inLanguage(args.lang) }),
  },
  homeReviews: {
    type: "LiveReviews!",
    description:
      "The published reviews editors chose for the home page (data/reviews.json › homePage): none as built; the Worker fills them in.",
    args: LANG_ARG,
    resolve: (_source: unknown, args: InLanguage) => {
      const lang = localeOf(args.lang);
      return reviewsMarkup(noReviews(HOME_REVIEWS_KEY), null, lang, MESSAGES[lang].reviews);
    },
  },
  siteMetadata: {
    type: "SiteSiteMetadata!",
    resolve: async (_source: unknown, _args: unknown, context: ResolverContext) =>
      ((await context.nodeModel.findOne({ type: "Site", query: {} })) as { siteMetadata?: unknown } | null)
        ?.siteMetadata,
  },
};

/** Resolvers for what depends on the build's today, and for the singletons, which the content check guarantees. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  const structuredData = structuredDataResolvers(todayOf);
  addResolvers({
    ...structuredData,
    [REVIEW_TERMS_TYPE]: {
      collectedSinceMonth: {
        resolve: (terms: { collectedSince: string; lang: string }) =>
          collectedSinceMonth(terms.collectedSince, localeOf(terms.lang)),
      },
    },
    [TRIP_TYPE]: {
      ...structuredData[TRIP_TYPE],
      upcomingDepartures: {
        resolve: async (trip: TripNode, _args: unknown, context: ResolverContext) =>
          upcomingDepartures(trip.departures, await todayOf(context)).map((departure) => seated(trip, departure)),
      },
      completedDepartures: {
        resolve: async (trip: TripNode, _args: unknown, context: ResolverContext) =>
          completedDepartures(trip.departures, await todayOf(context)).map((departure) => seated(trip, departure)),
      },
      nextDeparture: {
        resolve: async (trip: TripNode, _args: unknown, context: ResolverContext) =>
          upcomingDepartures(trip.departures, await todayOf(context))[0]?.startDate ?? null,
      },
      fromPrice: {
        resolve: async (trip: TripNode, _args: unknown, context: ResolverContext) =>
          fromPrice(trip, upcomingDepartures(trip.departures, await todayOf(context))).price,
      },
      pricesVary: {
        resolve: async (trip: TripNode, _args: unknown, context: ResolverContext) =>
          fromPrice(trip, upcomingDepartures(trip.departures, await todayOf(context))).varies,
      },
      liveReviews: {
        resolve: (trip: TripNode) => {
          const lang = localeOf(trip.lang);
          return reviewsMarkup(noReviews(reviewKeyOf(trip.slug)), { name: trip.title }, lang, MESSAGES[lang].reviews);
        },
      },
      relatedTrips: {
        resolve: async (trip: TripNode, args: { limit: number }, context: ResolverContext) => {
          const today = await todayOf(context);
          const candidates = (await allTrips(context, trip.lang)).flatMap((node) => {
            const next = upcomingDepartures(node.departures, today)[0];
            return next ? [{ node, id: node.id, category: node.category, nextDeparture: next.startDate }] : [];
          });
          return relatedTrips(trip, candidates, args.limit).map((candidate) => candidate.node);
        },
      },
    },
    Query: QUERY_FIELDS,
  });
};

/** Removes the indent a block's lines share, so the SDL reads flush left. */
function flushLeft(block: string): string {
  const lines = block
    .replace(/^\s*#graphql\s*\n/, "")
    .replace(/\s+$/, "")
    .split("\n");
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.match(/^ */)![0].length));
  return lines
    .map((line) => line.slice(indent))
    .join("\n")
    .replace(/^\n+/, "");
}

/**
 * Every type the build declares, as one SDL document: what gatsby/graphql-schema.graphql
 * holds for readers, kept current by its test.
 */
export function graphqlTypeDefs(): string {
  const rootFields = Object.entries(QUERY_FIELDS).map(([name, field]) => {
    const args = field.args
      ? `(${Object.entries(field.args)
          .map(([arg, type]) => `${arg}: ${type}`)
          .join(", ")})`
      : "";
    const description = field.description ? `  ${JSON.stringify(field.description)}\n` : "";
    return `${description}  ${name}${args}: ${field.type}`;
  });
  const query = `# The root fields the build adds to Gatsby's own (createResolvers).\nextend type Query {\n${rootFields.join("\n")}\n}`;
  return `${[...typeDefs.map(flushLeft), query].join("\n\n")}\n`;
}
