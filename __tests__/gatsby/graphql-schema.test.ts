import type { Node } from "gatsby";
import { GraphQLObjectType, GraphQLString } from "gatsby/graphql";
import { z } from "zod";
import { nodeTypeDefs, wholeFileSelection } from "../../content/graphql-types";
import { jsonTypeName, travellerQuestionsSchema, tripSchema } from "../../content/file-schemas";
import { createResolvers, createSchemaCustomization, sourceNodes } from "../../gatsby/graphql-schema";
import { clientBookingTerms, clientReviewTerms } from "../support/catalogue-fixtures";

describe("nodeTypeDefs", () => {
  it("writes a node type from a schema: required fields non-null, lists, nested types, ids renamed, directives and descriptions kept, each copy's language", () => {
    const schema = z.strictObject({
      id: z.string(),
      count: z.int().optional().describe("How many"),
      rating: z.number(),
      tags: z.array(z.string()),
      when: z.iso.date().meta({ graphql: "Date @dateformat" }),
      stops: z.array(z.strictObject({ name: z.string(), open: z.boolean().optional() })),
    });
    const expected = [
      "type ToursJson implements Node @dontInfer {",
      "  jsonId: String!",
      '  "How many"',
      "  count: Int",
      "  rating: Float!",
      "  tags: [String!]!",
      "  when: Date! @dateformat",
      "  stops: [ToursJsonStops!]!",
      `  "The language of this copy of the entry: 'en', or a translation laid over the English ('hi')."`,
      "  lang: String!",
      "  next: Date",
      "}",
      "",
      "type ToursJsonStops {",
      "  name: String!",
      "  open: Boolean",
      "}",
    ].join("\n");
    expect(nodeTypeDefs({ name: "ToursJson", schema, computedFields: "  next: Date" })).toBe(expected);
    // Computed fields written as a template block: the same lines, no blank one.
    expect(nodeTypeDefs({ name: "ToursJson", schema, computedFields: "\n  next: Date\n" })).toBe(expected);
  });

  it("gives the trip every field its schema allows, images linked by their path in data/", () => {
    const sdl = nodeTypeDefs({ name: "TripsJson", schema: tripSchema });
    for (const field of Object.keys(tripSchema.shape)) expect(sdl).toMatch(new RegExp(`^  ${field}: `, "m"));
    expect(sdl).toContain('image: File! @link(by: "relativePath")');
    expect(sdl).toContain("departures: [TripsJsonDepartures!]!");
    expect(sdl).toMatch(/type TripsJsonDepartures \{[^}]*startDate: Date! @dateformat[^}]*travellers: Int\n/);
  });
});

describe("jsonTypeName", () => {
  it("names a collection's entries after its folder and a single file after itself", () => {
    expect(jsonTypeName("trips")).toBe("TripsJson");
    expect(jsonTypeName("company.json")).toBe("CompanyJson");
  });
});

describe("createSchemaCustomization", () => {
  it("declares a node type for every content file in data/, inference off", () => {
    const createTypes = jest.fn();
    createSchemaCustomization!({ actions: { createTypes } } as never, {} as never, () => undefined);
    const sdl = (createTypes.mock.calls[0][0] as string[]).join("\n");
    for (const name of [
      "TripsJson",
      "JobsJson",
      "CompanyJson",
      "AboutJson",
      "PoliciesJson",
      "FaqsJson",
      "FeaturesJson",
      "TravellerQuestionsJson",
    ]) {
      expect(sdl).toContain(`type ${name} implements Node @dontInfer {`);
    }
    expect(sdl).toMatch(/type TripsJson implements Node @dontInfer \{[^}]*upcomingDepartures: \[TripDeparture!\]!/);
    expect(sdl).not.toContain("TestimonialsJson");
  });

  it("declares the site metadata every page's head relies on as non-null, once", () => {
    const createTypes = jest.fn();
    createSchemaCustomization!({ actions: { createTypes } } as never, {} as never, () => undefined);
    const sdl = (createTypes.mock.calls[0][0] as string[]).join("\n");
    expect(sdl).toMatch(/type SiteSiteMetadata \{\s*title: String!\s*description: String!\s*siteUrl: String!\s*\}/);
    expect(sdl).toMatch(/type Site implements Node \{\s*siteMetadata: SiteSiteMetadata!\s*\}/);
  });
});

/** The build's today node as sourceNodes creates it, for BUILD_DATE = `date`. */
function buildDateNode(date: string): Node {
  const createNode = jest.fn();
  const previous = process.env.BUILD_DATE;
  process.env.BUILD_DATE = date;
  try {
    sourceNodes!(
      {
        actions: { createNode },
        createNodeId: (key: string) => `id-${key}`,
        createContentDigest: (content: unknown) => JSON.stringify(content),
      } as never,
      {} as never,
      () => undefined,
    );
  } finally {
    if (previous === undefined) delete process.env.BUILD_DATE;
    else process.env.BUILD_DATE = previous;
  }
  return createNode.mock.calls[0][0] as Node;
}

type Resolver = (source: unknown, args: object, context: object, info?: object) => Promise<unknown>;

interface NodeQuery {
  type: string;
  query?: { filter?: Record<string, { eq: unknown }> };
}

/** The resolvers gatsby/graphql-schema.ts registers, run against these nodes. */
function resolversOver(nodes: Node[]) {
  let registered: Record<string, Record<string, { resolve: Resolver }>> = {};
  createResolvers!(
    { createResolvers: (resolvers: typeof registered) => (registered = resolvers) } as never,
    {} as never,
    () => undefined,
  );
  // Gatsby's node model, for the queries the resolvers make: a type, and fields each equal to a value.
  const matches = (node: Node, { type, query }: NodeQuery) =>
    node.internal.type === type &&
    Object.entries(query?.filter ?? {}).every(([field, { eq }]) => (node as Record<string, unknown>)[field] === eq);
  const nodeModel = {
    findOne: async (args: NodeQuery) => nodes.find((node) => matches(node, args)) ?? null,
    findAll: async (args: NodeQuery) => ({ entries: nodes.filter((node) => matches(node, args)) }),
  };
  return (type: string, field: string, source: unknown = {}, args: object = {}, info?: object) =>
    registered[type][field].resolve(source, args, { nodeModel }, info);
}

describe("the traveller questions", () => {
  it("reach pages and the catalogue with the agency's email, the upload limit and the days kept filled in", async () => {
    const company = { id: "company", internal: { type: "CompanyJson" }, lang: "en", email: "hello@safarnama.example" };
    const questions = {
      id: "questions",
      internal: { type: "TravellerQuestionsJson" },
      lang: "en",
      notice: {
        contact: "Write to {agencyEmail}.",
        items: [{ id: "name", kept: "Erased {keptDays} after the trip." }],
      },
      levels: { challenging: { proof: { instructions: "An image or PDF of up to {proofMaxSize}." } } },
    };
    const resolve = resolversOver([company, questions] as unknown as Node[]);
    expect(await resolve("Query", "travellerQuestions", {}, { lang: "en" })).toMatchObject({
      notice: { contact: "Write to hello@safarnama.example.", items: [{ kept: "Erased 30 days after the trip." }] },
      levels: { challenging: { proof: { instructions: "An image or PDF of up to 5 MB." } } },
    });
  });
});

describe("wholeFileSelection", () => {
  it("asks for every field of a file, however deep, so a query for the whole file misses none", () => {
    const schema = z.strictObject({
      title: z.string(),
      items: z.array(z.strictObject({ id: z.string(), tags: z.array(z.string()) })),
      nested: z.strictObject({ inner: z.strictObject({ value: z.int() }) }),
      note: z.string().optional(),
    });
    expect(wholeFileSelection(schema)).toBe("{ title items { id tags } nested { inner { value } } note }");
  });

  it("asks for the traveller questions' notice items, every level and the fitness proof", () => {
    expect(wholeFileSelection(travellerQuestionsSchema)).toContain(
      "challenging { declaration questions { id question detailsLabel } proof { instructions } }",
    );
  });

  it("refuses a field linked to another node, which needs its own selection", () => {
    expect(() => wholeFileSelection(tripSchema)).toThrow(/image: a linked node/);
  });
});

describe("a departure and the build's today", () => {
  const rishikesh = {
    id: "rishikesh",
    internal: { type: "TripsJson" },
    lang: "en",
    slug: "rishikesh-rafting-camp",
    category: "Adventure",
    departures: [
      { startDate: "2027-01-08", endDate: "2027-01-10", seatsLeft: 0 },
      { startDate: "2026-12-18", endDate: "2026-12-20", seatsLeft: 0, travellers: 14 },
    ],
  } as unknown as Node;

  it("becomes a completed trip when BUILD_DATE alone moves past its end", async () => {
    const before = resolversOver([rishikesh, buildDateNode("2026-12-18")]);
    expect(await before("TripsJson", "upcomingDepartures", rishikesh)).toEqual([
      expect.objectContaining({ startDate: "2026-12-18" }),
      expect.objectContaining({ startDate: "2027-01-08" }),
    ]);
    expect(await before("TripsJson", "nextDeparture", rishikesh)).toBe("2026-12-18");
    expect(await before("Query", "completedDepartures", {}, { lang: "en" })).toEqual({ totalCount: 0, nodes: [] });

    const after = resolversOver([rishikesh, buildDateNode("2026-12-21")]);
    expect(await after("TripsJson", "upcomingDepartures", rishikesh)).toEqual([
      expect.objectContaining({ startDate: "2027-01-08" }),
    ]);
    expect(await after("TripsJson", "nextDeparture", rishikesh)).toBe("2027-01-08");
    expect(await after("TripsJson", "completedDepartures", rishikesh)).toEqual([
      expect.objectContaining({ startDate: "2026-12-18", travellers: 14 }),
    ]);
    expect(await after("Query", "completedDepartures", {}, { limit: 6, lang: "en" })).toEqual({
      totalCount: 1,
      nodes: [expect.objectContaining({ startDate: "2026-12-18", travellers: 14, trip: rishikesh })],
    });
  });

  it("leaves a trip off the upcoming lists once its last departure has left", async () => {
    const resolve = resolversOver([rishikesh, buildDateNode("2027-01-09")]);
    expect(await resolve("TripsJson", "nextDeparture", rishikesh)).toBeNull();
    expect(await resolve("TripsJson", "upcomingDepartures", rishikesh)).toEqual([]);
  });

  it("lists completed departures newest first, capped at the limit, counting them all", async () => {
    const hampi = {
      ...rishikesh,
      id: "hampi",
      slug: "hampi-heritage-trail",
      departures: [{ startDate: "2026-09-12", endDate: "2026-09-14", seatsLeft: 2, travellers: 18 }],
    } as unknown as Node;
    const resolve = resolversOver([hampi, rishikesh, buildDateNode("2026-12-21")]);
    const { totalCount, nodes } = (await resolve("Query", "completedDepartures", {}, { limit: 1, lang: "en" })) as {
      totalCount: number;
      nodes: { startDate: string }[];
    };
    expect(totalCount).toBe(2);
    expect(nodes.map((node) => node.startDate)).toEqual(["2026-12-18"]);
  });
});

describe("each entry's JSON-LD, written at build time", () => {
  const site = { id: "site", internal: { type: "Site" }, siteMetadata: { siteUrl: "https://trips.example.in" } };
  const art = { id: "art", internal: { type: "File" }, relativePath: "images/trips/spiti.jpg" };
  const spiti = {
    id: "spiti",
    internal: { type: "TripsJson" },
    slug: "spiti-winter-expedition",
    title: "Spiti in Winter",
    summary: "Snow and monasteries.",
    location: "Spiti, Himachal Pradesh",
    category: "Mountain",
    price: 18999,
    image: "images/trips/spiti.jpg",
    itinerary: [{ day: 1, title: "Manali", description: "Meet the group." }],
    departures: [
      { startDate: "2026-12-01", endDate: "2026-12-07", seatsLeft: 0, travellers: 12 },
      { startDate: "2027-01-16", endDate: "2027-01-22", seatsLeft: 3 },
    ],
  };
  // The File type as gatsby-source-filesystem extends it: publicURL copies the file and answers its URL.
  const fileType = new GraphQLObjectType({
    name: "File",
    fields: { publicURL: { type: GraphQLString, resolve: (file: { id: string }) => `/static/hash/${file.id}.jpg` } },
  });
  const info = { schema: { getType: (name: string) => (name === "File" ? fileType : undefined) } };
  const nodes = [site, art, spiti, buildDateNode("2026-12-10")] as unknown as Node[];

  it("describes a trip with its upcoming offers and its art's original file; the itinerary only when asked", async () => {
    const resolve = resolversOver(nodes);
    const listed = JSON.parse((await resolve("TripsJson", "structuredData", spiti, {}, info)) as string);
    expect(listed).toMatchObject({
      "@type": "TouristTrip",
      url: "https://trips.example.in/trips/spiti-winter-expedition/",
      image: "https://trips.example.in/static/hash/art.jpg",
      itinerary: { "@type": "Place", name: "Spiti, Himachal Pradesh" },
    });
    expect(listed.offers.map((offer: { validThrough: string }) => offer.validThrough)).toEqual(["2027-01-16"]);

    const own = JSON.parse(
      (await resolve("TripsJson", "structuredData", spiti, { withItinerary: true }, info)) as string,
    );
    expect(own.itinerary.itemListElement[0].name).toBe("Day 1: Manali");
  });

  it("describes a job with the agency as its employer, and the FAQs as a FAQPage, ready for a script element", async () => {
    const company = {
      id: "company",
      internal: { type: "CompanyJson" },
      lang: "en",
      name: "Safarnama",
      address: { street: "Sector 44", city: "Gurugram", state: "Haryana", postalCode: "122003", country: "India" },
    };
    const job = {
      lang: "en",
      slug: "tour-planner",
      title: "Tour Planner",
      workplace: "On-site",
      type: "Full-time",
      postedOn: "2026-11-01",
      validThrough: "2026-12-31",
      summary: "Plan trips.",
      description: ["Plan trips."],
      responsibilities: ["Routes"],
      requirements: ["Maps"],
    };
    const resolve = resolversOver([...nodes, company as unknown as Node]);
    const posting = JSON.parse((await resolve("JobsJson", "structuredData", job, {}, info)) as string);
    expect(posting).toMatchObject({ "@type": "JobPosting", hiringOrganization: { name: "Safarnama" } });
    expect(posting.jobLocation.address.addressLocality).toBe("Gurugram");
    expect(posting.description).toContain("<h3>What you will do</h3>");

    // A Hindi job page's posting lists the job under the page's Hindi headings, with the Hindi employer.
    const hindiCompany = { ...company, id: "company-hi", lang: "hi", name: "सफ़रनामा" };
    const hindiPosting = JSON.parse(
      (await resolversOver([...nodes, company, hindiCompany] as unknown as Node[])(
        "JobsJson",
        "structuredData",
        { ...job, lang: "hi" },
        {},
        info,
      )) as string,
    );
    expect(hindiPosting.url).toBe("https://trips.example.in/hi/careers/tour-planner/");
    expect(hindiPosting.hiringOrganization.name).toBe("सफ़रनामा");
    expect(hindiPosting.description).toContain("<h3>आप क्या करेंगे</h3>");
    expect(hindiPosting.description).toContain("<h3>हमें किसकी तलाश है</h3>");

    const faqs = (await resolve(
      "FaqsJson",
      "structuredData",
      { faqs: [{ question: "</script>?", answer: "No." }] },
      {},
      info,
    )) as string;
    expect(faqs).not.toContain("<");
    expect(JSON.parse(faqs).mainEntity[0].name).toBe("</script>?");
  });
});

describe("each language's copy of the content", () => {
  /** A node of `type` in language `lang`, as gatsby/content-nodes.ts makes one per language of a file. */
  const nodeIn = (type: string, lang: string, fields: object) =>
    ({ id: `${type}-${lang}`, internal: { type }, lang, ...fields }) as unknown as Node;
  // The terms are figures, the same in every language; here only the English copy has them.
  const terms = nodeIn("BookingTermsJson", "en", clientBookingTerms);
  const reviewTerms = nodeIn("ReviewsJson", "en", clientReviewTerms);
  const company = (lang: string, name: string) =>
    nodeIn("CompanyJson", lang, { name, email: "hello@safarnama.example" });

  it("answers a single file's root field with the copy in the page's language", async () => {
    const resolve = resolversOver([company("en", "Safarnama"), company("hi", "सफ़रनामा")]);
    expect(await resolve("Query", "company", {}, { lang: "hi" })).toMatchObject({ lang: "hi", name: "सफ़रनामा" });
    expect(await resolve("Query", "company", {}, { lang: "en" })).toMatchObject({ lang: "en", name: "Safarnama" });
  });

  it("fills the Hindi FAQs and traveller questions with the one set of terms and the agency's email", async () => {
    const resolve = resolversOver([
      terms,
      reviewTerms,
      company("en", "Safarnama"),
      company("hi", "सफ़रनामा"),
      nodeIn("FaqsJson", "en", { faqs: [{ question: "Deposit?", answer: "A {deposit} deposit." }] }),
      nodeIn("FaqsJson", "hi", { faqs: [{ question: "अग्रिम?", answer: "{deposit} अग्रिम।" }] }),
      nodeIn("TravellerQuestionsJson", "en", { notice: { contact: "Write to {agencyEmail}.", items: [] } }),
      nodeIn("TravellerQuestionsJson", "hi", { notice: { contact: "{agencyEmail} पर लिखें।", items: [] } }),
    ]);
    expect(await resolve("Query", "faqs", {}, { lang: "hi" })).toMatchObject({
      faqs: [{ question: "अग्रिम?", answer: "30% अग्रिम।" }],
    });
    expect(await resolve("Query", "travellerQuestions", {}, { lang: "hi" })).toMatchObject({
      notice: { contact: "hello@safarnama.example पर लिखें।" },
    });
  });

  it("writes the booking terms into a Hindi policy in Hindi: days as 'दिन', and the terms page's refund scale", async () => {
    const policy = (lang: string, text: { paragraph: string; point: string }) =>
      nodeIn("PoliciesJson", lang, {
        policies: [
          {
            id: "terms-conditions",
            title: lang,
            sections: [
              { heading: "Payment", paragraphs: [text.paragraph], points: [] },
              { anchor: "cancellation", heading: "Cancellation", paragraphs: [], points: [text.point] },
              { anchor: "changes", heading: "Changes", paragraphs: [], points: [] },
            ],
          },
        ],
      });
    const resolve = resolversOver([
      terms,
      reviewTerms,
      policy("en", {
        paragraph: "The balance is due {balanceDueDays} before. Reviews since {reviewsSince}, for {reviewWriteDays}.",
        point: "Refunds: {refundScale}.",
      }),
      policy("hi", {
        paragraph: "बाकी राशि {balanceDueDays} पहले देय है। समीक्षाएँ {reviewsSince} से, {reviewWriteDays} तक।",
        point: "रिफ़ंड: {refundScale}।",
      }),
    ]);
    const hindi = (await resolve("Query", "policy", {}, { id: "terms-conditions", lang: "hi" })) as {
      sections: { paragraphs: string[]; points: string[] }[];
    };
    expect(hindi.sections[0].paragraphs).toEqual(["बाकी राशि 5 दिन पहले देय है। समीक्षाएँ 1 दिसंबर 2026 से, 60 दिन तक।"]);
    expect(hindi.sections[1].points).toEqual([
      "यात्रा से 30 दिन से ज़्यादा पहले: चुकाई गई राशि का 90% रिफ़ंड, या उसका 100% ट्रिप क्रेडिट।",
      "यात्रा से 15 से 30 दिन पहले: चुकाई गई राशि का 50% रिफ़ंड, या उसका 75% ट्रिप क्रेडिट।",
      "यात्रा से 15 दिन से कम पहले, या पिकअप पॉइंट पर न पहुँचने पर (नो-शो): कोई रिफ़ंड नहीं।",
      "ट्रिप क्रेडिट एक कोड है, जिसकी कीमत उतनी है जितनी आपने रखी। उसे रखने के दिन से 12 महीने के भीतर की किसी भी बुकिंग में इस्तेमाल करें; जो राशि बुकिंग में न लगे, वह तब तक कोड पर बनी रहती है।",
      "रिफ़ंड: यात्रा से 30 दिन से ज़्यादा पहले 90%, 15 से 30 दिन पहले 50%, और उसके बाद कुछ नहीं।",
    ]);
    expect(hindi.sections[2].points[0]).toBe(
      "आपके प्रस्थान से 30 दिन से ज़्यादा पहले उसी ट्रिप के किसी दूसरे प्रस्थान पर जाना: मुफ़्त।",
    );
    const { policies } = (await resolve("Query", "policies", {}, { lang: "en" })) as {
      policies: { sections: { paragraphs: string[]; points: string[] }[] }[];
    };
    expect(policies[0].sections[0].paragraphs).toEqual([
      "The balance is due 5 days before. Reviews since 1 December 2026, for 60 days.",
    ]);
    expect(policies[0].sections[1].points[0]).toBe(
      "More than 30 days before travel: a refund of 90% of the amount paid, or a trip credit of 100% of it.",
    );
    expect(policies[0].sections[2].points).toContain("Switching 10 to 30 days before: 1,500 rupees a seat.");
    await expect(resolve("Query", "policy", {}, { id: "terms-conditions", lang: "fr" })).rejects.toThrow(
      'lang: "fr" is not one of the site\'s languages (en, hi)',
    );
  });

  it("gives every trip and the home page no reviews as built, each named by the key the Worker fills it by", async () => {
    const resolve = resolversOver([]);
    const trip = { slug: "spiti-winter-expedition", title: "स्पीति", lang: "hi" };
    expect(await resolve("TripsJson", "liveReviews", trip)).toEqual({
      reviewKey: "trip:spiti-winter-expedition",
      count: 0,
      average: null,
      badgeHtml: '<span class="review-none">अभी कोई समीक्षा नहीं</span>',
      cardBadgeHtml: "",
      listHtml: '<p class="review-none">अभी कोई समीक्षा नहीं</p>',
    });
    // Trip pages say since when reviews are collected, in their language.
    const terms = { collectedSince: "2026-12-01" };
    expect(await resolve("ReviewsJson", "collectedSinceMonth", { ...terms, lang: "hi" })).toBe("दिसंबर 2026");
    expect(await resolve("ReviewsJson", "collectedSinceMonth", { ...terms, lang: "en" })).toBe("December 2026");
    expect(await resolve("Query", "homeReviews", {}, { lang: "en" })).toMatchObject({
      reviewKey: "home",
      count: 0,
      listHtml: "",
    });
  });

  it("lists the departures and related trips of the page's language only", async () => {
    const departures = [{ startDate: "2027-01-16", endDate: "2027-01-22", seats: 12 }];
    const trip = (lang: string, slug: string, title: string) =>
      ({
        ...nodeIn("TripsJson", lang, { slug, title, category: "Mountain", departures }),
        id: `${slug}-${lang}`,
      }) as Node;
    const spitiHindi = trip("hi", "spiti-winter-expedition", "स्पीति");
    const ladakhHindi = trip("hi", "ladakh-leh-pangong", "लद्दाख");
    const resolve = resolversOver([
      trip("en", "spiti-winter-expedition", "Spiti"),
      trip("en", "ladakh-leh-pangong", "Ladakh"),
      spitiHindi,
      ladakhHindi,
      buildDateNode("2026-12-10"),
    ]);
    const { nodes } = (await resolve("Query", "upcomingDepartures", {}, { lang: "hi" })) as {
      nodes: { trip: { title: string } }[];
    };
    expect(nodes.map((departure) => departure.trip.title)).toEqual(["लद्दाख", "स्पीति"]);
    expect(await resolve("TripsJson", "relatedTrips", ladakhHindi, { limit: 3 })).toEqual([spitiHindi]);
  });
});
