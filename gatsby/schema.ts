import type { GatsbyNode } from "gatsby";

/**
 * Explicit types for every JSON collection in data/. Inference is switched off
 * (@dontInfer) so that a field an editor deletes fails the build instead of
 * silently disappearing, and images resolve to File nodes relative to the JSON.
 * gatsby-transformer-json renames each entry's `id` to `jsonId`.
 */
const typeDefs = `#graphql
  type UpcomingTripsJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    location: String!
    category: String!
    startDate: Date! @dateformat
    endDate: Date! @dateformat
    price: Int!
    rating: Float!
    reviews: Int!
    spots: Int!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  type RecentTripsJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    location: String!
    category: String!
    date: Date! @dateformat
    rating: Float!
    participants: Int!
    image: File! @fileByRelativePath
    imageAlt: String!
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
    title: String!
    location: String!
    type: String!
    postedOn: Date! @dateformat
    summary: String!
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
