// Writes what the Worker checks requests against (requests/intake-catalogue.ts)
// to public/intake-catalogue.json: every trip with its price and all its
// departures with their capacity and price (the Worker decides on its own day which have
// left, and counts their seats in D1), the booking terms, every job with its
// closing day, where the agency reads its requests and its tax identity (the
// tax documents'); and for the booking
// page, the traveller questions (placeholders filled by their root field) and
// each trip's difficulty, meeting points, checklist and itinerary; and the
// agency's name, the trips' text and the traveller questions in each other
// language, as that language's pages show them.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { departurePrice, type Departure } from "../content/departures";
import { taxSchema, reviewTermsSchema, travellerQuestionsSchema } from "../content/file-schemas";
import { wholeFileSelection } from "../content/graphql-types";
import { DEFAULT_LOCALE, LOCALES } from "../content/locales.mjs";
import { INTAKE_CATALOGUE_PATH } from "../content/routes.mjs";
import type {
  CatalogueTrip,
  CatalogueTripText,
  CatalogueWords,
  IntakeCatalogue,
  TranslatedLocale,
} from "../requests/intake-catalogue";

/** What the catalogue's query answers. */
export interface CatalogueQuery {
  company: IntakeCatalogue["agency"];
  terms: IntakeCatalogue["terms"];
  reviews: IntakeCatalogue["reviews"];
  tax: IntakeCatalogue["tax"];
  trips: {
    nodes: ({
      slug: string;
      difficulty: { level: CatalogueTrip["level"] };
      departures: Pick<Departure, "startDate" | "endDate" | "seats" | "price">[];
    } & Omit<CatalogueTrip, "level" | "departures">)[];
  };
  jobs: { nodes: { slug: string; title: string; validThrough: string }[] };
  travellerQuestions: IntakeCatalogue["travellerQuestions"];
}

/** What the query of one other language's words answers. */
export interface WordsQuery {
  company: { name: string };
  trips: { nodes: ({ slug: string } & CatalogueTripText)[] };
  travellerQuestions: IntakeCatalogue["travellerQuestions"];
}

/** The trip's words alone, each day of its itinerary with just what the kit shows. */
const tripText = ({ title, pickup, drop, thingsToCarry, itinerary }: CatalogueTripText): CatalogueTripText => ({
  title,
  pickup,
  drop,
  thingsToCarry,
  itinerary: itinerary.map(({ day, title: dayTitle, description }) => ({ day, title: dayTitle, description })),
});

const wordsOf = ({ company, trips, travellerQuestions }: WordsQuery): CatalogueWords => ({
  agencyName: company.name,
  trips: Object.fromEntries(trips.nodes.map(({ slug, ...text }) => [slug, tripText(text)])),
  travellerQuestions,
});

/** The languages beside English, whose words the catalogue carries. */
const TRANSLATED_LOCALES = LOCALES.filter((lang): lang is TranslatedLocale => lang !== DEFAULT_LOCALE);

/** The catalogue from the queries' answers (English's, then each other language's words), as written on `builtAt` (ISO 8601). */
export function intakeCatalogueOf(
  data: CatalogueQuery,
  translations: Record<TranslatedLocale, WordsQuery>,
  builtAt: string,
): IntakeCatalogue {
  const { company, terms, reviews, tax, trips, jobs, travellerQuestions } = data;
  return {
    builtAt,
    agency: company,
    terms,
    reviews,
    tax,
    trips: Object.fromEntries(
      trips.nodes.map(({ slug, title, price, departures, difficulty, pickup, drop, thingsToCarry, itinerary }) => [
        slug,
        {
          price,
          departures: departures.map((departure) => ({
            startDate: departure.startDate,
            endDate: departure.endDate,
            seats: departure.seats,
            price: departurePrice({ price }, departure),
          })),
          level: difficulty.level,
          ...tripText({ title, pickup, drop, thingsToCarry, itinerary }),
        } satisfies CatalogueTrip,
      ]),
    ),
    jobs: Object.fromEntries(jobs.nodes.map(({ slug, ...job }) => [slug, job])),
    travellerQuestions,
    translations: Object.fromEntries(TRANSLATED_LOCALES.map((lang) => [lang, wordsOf(translations[lang])])) as Record<
      TranslatedLocale,
      CatalogueWords
    >,
  };
}

/** A trip's fields that a traveller reads in their language (tripText), asked of each language alike. */
const TRIP_TEXT_FIELDS = "slug title pickup drop thingsToCarry itinerary { day title description }";

/** The query of the words a traveller reads in `lang`, as that language's pages show them. */
const wordsQuery = (lang: TranslatedLocale) => `
  {
    company(lang: "${lang}") {
      name
    }
    trips: allTripsJson(filter: { lang: { eq: "${lang}" } }) {
      nodes {
        ${TRIP_TEXT_FIELDS}
      }
    }
    travellerQuestions(lang: "${lang}") ${wholeFileSelection(travellerQuestionsSchema)}
  }
`;

export async function writeIntakeCatalogue({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">) {
  const result = await graphql<CatalogueQuery>(`
    {
      company(lang: "en") {
        name
        email
        careersEmail
        phone
        whatsapp
      }
      terms: bookingTerms(lang: "en") {
        gstPercent
        depositPercent
        balanceDueDaysBefore
        balanceLinkDaysBefore
        changesDaysBefore
        holdHours
        offerHours
        paymentHoldMinutes
        waitlistClosesDaysBefore
        unpaidSeatsPerContact
        unpaidSeatsPerAddress
        refundWorkingDaysMin
        refundWorkingDaysMax
        creditsOffered
        creditValidMonths
        callOffChoiceDays
        refunds {
          minDaysBefore
          refundPercent
          creditPercent
        }
        switchFees {
          minDaysBefore
          feeRupees
        }
      }
      reviews(lang: "en") ${wholeFileSelection(reviewTermsSchema)}
      tax(lang: "en") ${wholeFileSelection(taxSchema)}
      trips: allTripsJson(filter: { lang: { eq: "en" } }) {
        nodes {
          price
          departures {
            startDate
            endDate
            seats
            price
          }
          difficulty {
            level
          }
          ${TRIP_TEXT_FIELDS}
        }
      }
      jobs: allJobsJson(filter: { lang: { eq: "en" } }) {
        nodes {
          slug
          title
          validThrough
        }
      }
      travellerQuestions(lang: "en") ${wholeFileSelection(travellerQuestionsSchema)}
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Intake catalogue: could not read the trips and jobs", result.errors);
    return;
  }
  const translations = {} as Record<TranslatedLocale, WordsQuery>;
  for (const lang of TRANSLATED_LOCALES) {
    const words = await graphql<WordsQuery>(wordsQuery(lang));
    if (words.errors || !words.data) {
      reporter.panicOnBuild(
        `Intake catalogue: could not read the trips' and travellers' words in ${lang}`,
        words.errors,
      );
      return;
    }
    translations[lang] = words.data;
  }
  const catalogue = intakeCatalogueOf(result.data, translations, new Date().toISOString());
  const file = path.join("public", INTAKE_CATALOGUE_PATH);
  await mkdir(path.dirname(file), { recursive: true });
  const text = JSON.stringify(catalogue);
  await writeFile(file, text);
  reporter.info(
    `Intake catalogue: ${Object.keys(catalogue.trips).length} trips and ${Object.keys(catalogue.jobs).length} jobs in ${INTAKE_CATALOGUE_PATH} (${text.length} bytes)`,
  );
}
