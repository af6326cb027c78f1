import path from "node:path";
import type { Actions, GatsbyNode, Page } from "gatsby";
import { LOCALES, type Locale } from "../content/locales.mjs";
import {
  departuresPath,
  EDITOR_PATH,
  jobPath,
  localePath,
  policyPath,
  STAFF_PATH,
  tripListPath,
  tripPath,
} from "../content/routes.mjs";
import { RECENT_TRIP_LIMIT, TRIPS_PER_PAGE, tripListPageCount } from "../src/lib/trips";

interface PagesQuery {
  policies: { policies: { id: string }[] };
  allTripsJson: { nodes: { slug: string }[] };
  upcomingTrips: { totalCount: number };
  allJobsJson: { nodes: { slug: string }[] };
  upcomingDepartures: { months: { month: string }[] };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * Pages generated from data/: a page per policy, trip and job, each passed
 * only its id (the template queries the rest), and the trip list split
 * into pages so that no page grows with the number of trips; likewise the
 * departures, a page per month.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query GeneratedPages {
      policies(lang: "en") {
        policies {
          id
        }
      }
      allTripsJson(filter: { lang: { eq: "en" } }) {
        nodes {
          slug
        }
      }
      upcomingTrips: allTripsJson(filter: { lang: { eq: "en" }, nextDeparture: { ne: null } }) {
        totalCount
      }
      allJobsJson(filter: { lang: { eq: "en" } }) {
        nodes {
          slug
        }
      }
      upcomingDepartures(lang: "en") {
        months {
          month
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query data/ to create the policy, trip and job pages", result.errors);
    return;
  }
  const { policies, allTripsJson, upcomingTrips, allJobsJson, upcomingDepartures } = result.data;

  for (const lang of LOCALES) {
    const createPage = (path: string, name: string, context: object) =>
      actions.createPage({ path: localePath(lang, path), component: template(name), context: { ...context, lang } });
    for (const policy of policies.policies) createPage(policyPath(policy.id), "policy-page", { id: policy.id });
    for (const trip of allTripsJson.nodes) createPage(tripPath(trip.slug), "trip-page", { slug: trip.slug });
    for (const job of allJobsJson.nodes) createPage(jobPath(job.slug), "job-page", { slug: job.slug });
    createTripListPages(actions, upcomingTrips.totalCount, lang);
    // Departures by month: the list of months, and a page per month.
    createPage(departuresPath(), "departures", { month: null, listed: false });
    for (const { month } of upcomingDepartures.months)
      createPage(departuresPath(month), "departures", { month, listed: true });
  }
};

/** Pages for the staff and the content editor, which speak English only. */
const ENGLISH_ONLY = [STAFF_PATH, EDITOR_PATH];

/**
 * The pages of src/pages/ in every language: the English page as Gatsby made
 * it, with its language in its context, and a twin under each language's folder.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { lang?: string }).lang) return;
  const english = page as Page<Record<string, unknown>>;
  const englishOnly = ENGLISH_ONLY.some((path) => page.path.startsWith(path));
  actions.deletePage(page);
  for (const lang of englishOnly ? (["en"] as const) : LOCALES) {
    actions.createPage({
      ...english,
      path: localePath(lang, page.path),
      ...(page.matchPath ? { matchPath: localePath(lang, page.matchPath) } : {}),
      context: { ...english.context, lang },
    });
  }
};

function createTripListPages(actions: Actions, upcomingCount: number, lang: Locale) {
  const pageCount = tripListPageCount(upcomingCount);
  for (let page = 1; page <= pageCount; page += 1) {
    actions.createPage({
      path: localePath(lang, tripListPath(page)),
      component: template("trip-list"),
      context: {
        skip: (page - 1) * TRIPS_PER_PAGE,
        limit: TRIPS_PER_PAGE,
        recentLimit: RECENT_TRIP_LIMIT,
        page,
        pageCount,
        lang,
      },
    });
  }
}
