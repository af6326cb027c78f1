// Each page's JSON-LD, written at build time as GraphQL fields: a page's query
// asks for `structuredData` and its head prints the strings as they are. The
// builders (src/lib/structured-data.ts) run only in the build, so no visitor's
// browser downloads or runs them; the page's data carries the result.
import { isObjectType, type GraphQLResolveInfo } from "gatsby/graphql";
import type { Node } from "gatsby";
import type { Departure } from "../content/departures";
import { upcomingDepartures } from "../content/departure-days";
import { jsonTypeName } from "../content/file-schemas";
import { MESSAGES } from "../content/messages";
import { MANIFEST_ICON_PATH } from "../src/lib/site-assets";
import {
  faqPage,
  jobPosting,
  serializeJsonLd,
  touristTrip,
  travelAgency,
  type AgencyFacts,
  type Faq,
  type JobFacts,
  type TripFacts,
} from "../src/lib/structured-data";

const TRIP_TYPE = jsonTypeName("trips");
const JOB_TYPE = jsonTypeName("jobs");
const COMPANY_TYPE = jsonTypeName("company.json");
const FAQS_TYPE = jsonTypeName("faqs.json");

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<Node | null>;
}

export interface StructuredDataContext {
  nodeModel: NodeModel;
}

const DESCRIPTION = '"This entry as schema.org JSON-LD, serialised for a script element of the page\'s head."';

/** The `structuredData` field each type gains, in SDL, by type name. */
export const STRUCTURED_DATA_FIELDS: Record<string, string> = {
  [TRIP_TYPE]: `  ${DESCRIPTION}\n  structuredData("Whether to describe each day: the trip's own page does, lists do not." withItinerary: Boolean = false): String!`,
  [JOB_TYPE]: `  ${DESCRIPTION}\n  structuredData: String!`,
  [COMPANY_TYPE]: `  ${DESCRIPTION}\n  structuredData: String!`,
  [FAQS_TYPE]: `  ${DESCRIPTION}\n  structuredData: String!`,
};

async function siteUrlOf(context: StructuredDataContext): Promise<string> {
  const site = (await context.nodeModel.findOne({ type: "Site", query: {} })) as {
    siteMetadata?: { siteUrl?: string };
  } | null;
  const siteUrl = site?.siteMetadata?.siteUrl;
  if (!siteUrl) throw new Error("gatsby-config.ts has no siteMetadata.siteUrl: JSON-LD needs absolute URLs");
  return siteUrl;
}

async function nodeOf<Shape>(context: StructuredDataContext, type: string, lang: string): Promise<Shape> {
  const node = await context.nodeModel.findOne({ type, query: { filter: { lang: { eq: lang } } } });
  if (!node) throw new Error(`No ${type} node: the content check requires its file in data/`);
  return node as unknown as Shape;
}

interface TripNode extends Omit<TripFacts, "upcomingDepartures" | "imagePath"> {
  departures: Departure[];
  /** The art's path relative to data/ ('images/trips/spiti.jpg'). */
  image: string;
}

/**
 * The art's original file as served from the site (Gatsby copies it to
 * /static/), the largest picture of the trip there is, as search engines prefer.
 */
async function imagePathOf(
  trip: TripNode,
  context: StructuredDataContext,
  info: GraphQLResolveInfo,
): Promise<string | undefined> {
  const file = await context.nodeModel.findOne({
    type: "File",
    query: { filter: { relativePath: { eq: trip.image } } },
  });
  // gatsby-source-filesystem's own resolver copies the file and answers its URL.
  const fileType = info.schema.getType("File");
  const publicUrl = isObjectType(fileType) ? fileType.getFields().publicURL?.resolve : undefined;
  if (!file || !publicUrl) return undefined;
  return (await publicUrl(file, {}, context, info)) as string;
}

/** The build's today, from the node gatsby/graphql-schema.ts creates. */
type TodayOf = (context: StructuredDataContext) => Promise<string>;

type Resolve<Source, Args = object> = (
  source: Source,
  args: Args,
  context: StructuredDataContext,
  info: GraphQLResolveInfo,
) => Promise<string>;

/** The resolvers of the fields above, by type name. */
export function structuredDataResolvers(todayOf: TodayOf): Record<string, { structuredData: { resolve: unknown } }> {
  const trip: Resolve<TripNode, { withItinerary?: boolean }> = async (source, args, context, info) => {
    const [siteUrl, today, imagePath] = await Promise.all([
      siteUrlOf(context),
      todayOf(context),
      imagePathOf(source, context, info),
    ]);
    const { itinerary, ...facts } = source;
    return serializeJsonLd(
      touristTrip(
        {
          ...facts,
          ...(args.withItinerary ? { itinerary } : {}),
          upcomingDepartures: upcomingDepartures(source.departures, today),
          imagePath,
        },
        { siteUrl },
      ),
    );
  };
  const job: Resolve<JobFacts & { lang: string }> = async (source, _args, context) => {
    const [siteUrl, company] = await Promise.all([
      siteUrlOf(context),
      nodeOf<AgencyFacts>(context, COMPANY_TYPE, source.lang),
    ]);
    const employer = { name: company.name, logoPath: MANIFEST_ICON_PATH, address: company.address };
    // The description's lists under the job page's own headings, in its language.
    const { whatYouWillDo, whatWeLookFor } = MESSAGES[source.lang].careers;
    const headings = { responsibilities: whatYouWillDo, requirements: whatWeLookFor };
    return serializeJsonLd(jobPosting(source, employer, siteUrl, headings));
  };
  const company: Resolve<AgencyFacts> = async (source, _args, context) =>
    serializeJsonLd(travelAgency(source, { siteUrl: await siteUrlOf(context), logoPath: MANIFEST_ICON_PATH }));
  // The source is the file as the root field `faqs` gives it, the booking terms filled in.
  const faqs: Resolve<{ faqs: Faq[] }> = async (source) => serializeJsonLd(faqPage(source.faqs));

  return {
    [TRIP_TYPE]: { structuredData: { resolve: trip } },
    [JOB_TYPE]: { structuredData: { resolve: job } },
    [COMPANY_TYPE]: { structuredData: { resolve: company } },
    [FAQS_TYPE]: { structuredData: { resolve: faqs } },
  };
}
