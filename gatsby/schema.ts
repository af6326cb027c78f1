import type { GatsbyNode, Node } from "gatsby";
import { batchesByDate, relatedTrips, type Batch } from "../src/lib/trips";

/**
 * The fields of the Trip interface, which GraphQL makes both trip types
 * repeat; written once here so the three cannot drift apart.
 */
const TRIP_FIELDS = `
    jsonId: String!
    slug: String!
    title: String!
    summary: String!
    location: String!
    category: String!
    price: Int!
    rating: Float!
    reviews: Int!
    difficulty: TripDifficulty!
    groupSize: TripGroupSize!
    batches: [TripBatch!]!
    highlights: [String!]!
    itinerary: [TripItineraryDay!]!
    inclusions: [String!]!
    exclusions: [String!]!
    pickup: String!
    drop: String!
    thingsToCarry: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
    fields: TripFields!
    "Upcoming trips to suggest beside this one: same category first, then soonest."
    relatedTrips(limit: Int = 3): [UpcomingTripsJson!]!
`;

/**
 * Explicit types for every JSON collection in data/. Inference is switched off
 * (@dontInfer) so that a field an editor deletes fails the build instead of
 * silently disappearing, and images resolve to File nodes relative to the JSON.
 * gatsby-transformer-json renames each entry's `id` to `jsonId`.
 */
const typeDefs = `#graphql
  "A trip's departure: its dates and how many seats are still open (0 means sold out)."
  type TripBatch {
    startDate: Date! @dateformat
    endDate: Date! @dateformat
    seatsLeft: Int!
  }

  type TripItineraryDay {
    day: Int!
    title: String!
    description: String!
  }

  type TripDifficulty {
    "easy, moderate or challenging"
    level: String!
    "One line on the fitness the trip asks for."
    fitness: String!
  }

  type TripGroupSize {
    min: Int!
    max: Int!
  }

  "Set by onCreateNode from the batches, so lists can sort by departure in GraphQL."
  type TripFields {
    "The earliest batch's start: when an upcoming trip next leaves, when a completed one first ran."
    firstDeparture: Date! @dateformat
    "The latest batch's start: when a completed trip last ran."
    lastDeparture: Date! @dateformat
  }

  "What every trip has, upcoming or completed; each is a page at /trips/<slug>/."
  interface Trip implements Node {
    id: ID!
    ${TRIP_FIELDS}
  }

  type UpcomingTripsJson implements Node & Trip @dontInfer {
    ${TRIP_FIELDS}
  }

  type RecentTripsJson implements Node & Trip @dontInfer {
    ${TRIP_FIELDS}
    "How many travellers the completed trip took, across its batches."
    participants: Int!
  }

  type TestimonialsJson implements Node @dontInfer {
    jsonId: String!
    name: String!
    location: String!
    trip: String!
    rating: Int!
    text: String!
    image: File! @fileByRelativePath
  }

  type JobsJson implements Node @dontInfer {
    jsonId: String!
    slug: String!
    title: String!
    location: String!
    "On-site, Hybrid or Remote"
    workplace: String!
    "Full-time, Part-time, Contract or Internship"
    type: String!
    postedOn: Date! @dateformat
    validThrough: Date! @dateformat
    summary: String!
    description: [String!]!
    responsibilities: [String!]!
    requirements: [String!]!
  }

  type FeaturesJson implements Node @dontInfer {
    jsonId: String!
    icon: String!
    title: String!
    description: String!
  }

  type FaqsJson implements Node @dontInfer {
    jsonId: String!
    question: String!
    answer: String!
  }

  type CompanyJsonAddress {
    street: String!
    city: String!
    state: String!
    postalCode: String!
    country: String!
  }

  type CompanyJsonHours {
    weekdays: String!
    weekends: String!
  }

  "Office hours in machine form (24-hour IST) for search engines; hours above is what visitors read."
  type CompanyJsonOpeningHours {
    days: [String!]!
    opens: String!
    closes: String!
  }

  type CompanyJson implements Node @dontInfer {
    name: String!
    tagline: String!
    description: String!
    email: String!
    pressEmail: String!
    careersEmail: String!
    phone: String!
    whatsapp: String!
    address: CompanyJsonAddress!
    hours: CompanyJsonHours!
    openingHours: [CompanyJsonOpeningHours!]!
    responsePromise: String!
    destinations: [String!]!
  }

  type AboutJsonStat {
    value: String!
    label: String!
  }

  type AboutJsonValue {
    icon: String!
    title: String!
    description: String!
  }

  type AboutJsonPress {
    heading: String!
    text: String!
    facts: [String!]!
  }

  type AboutJson implements Node @dontInfer {
    heading: String!
    story: [String!]!
    stats: [AboutJsonStat!]!
    values: [AboutJsonValue!]!
    press: AboutJsonPress!
  }

  type PoliciesJsonSection {
    "A stable #fragment for links from other pages, e.g. the trip pages' link to the cancellation rules."
    anchor: String
    heading: String!
    paragraphs: [String!]!
    points: [String!]!
  }

  type PoliciesJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    summary: String!
    updated: Date! @dateformat
    sections: [PoliciesJsonSection!]!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

const TRIP_TYPES = ["UpcomingTripsJson", "RecentTripsJson"];

interface TripNode extends Node {
  category: string;
  batches: Batch[];
  fields: { firstDeparture: string; lastDeparture: string };
}

/** Departure dates as node fields: GraphQL can sort and paginate on them, but not on a list inside each node. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (!TRIP_TYPES.includes(node.internal.type)) return;
  const batches = batchesByDate((node as unknown as TripNode).batches ?? []);
  if (batches.length === 0) return;
  actions.createNodeField({ node, name: "firstDeparture", value: batches[0].startDate });
  actions.createNodeField({ node, name: "lastDeparture", value: batches[batches.length - 1].startDate });
};

interface FindAll {
  findAll(args: { type: string }): Promise<{ entries: Iterable<TripNode> }>;
}

/** relatedTrips, computed from every upcoming trip, so a trip page's query needs only the trip's id. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  const relatedTripsField = {
    type: "[UpcomingTripsJson!]!",
    resolve: async (trip: TripNode, args: { limit: number }, context: { nodeModel: FindAll }) => {
      const { entries } = await context.nodeModel.findAll({ type: "UpcomingTripsJson" });
      const candidates = [...entries].map((node) => ({
        node,
        id: node.id,
        category: node.category,
        nextDeparture: node.fields.firstDeparture,
      }));
      return relatedTrips(trip, candidates, args.limit).map((candidate) => candidate.node);
    },
  };
  addResolvers(Object.fromEntries(TRIP_TYPES.map((type) => [type, { relatedTrips: relatedTripsField }])));
};
