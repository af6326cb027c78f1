import path from "node:path";
import type { Actions, GatsbyNode } from "gatsby";
import { departuresPath, jobPath, policyPath, tripListPath, tripPath } from "../content/routes.mjs";
import { RECENT_TRIP_LIMIT, TRIPS_PER_PAGE, tripListPageCount } from "../src/lib/trips";

interface PagesQuery {
  policies: { policies: { id: string }[] };
  allTripsJson: { nodes: { id: string; slug: string }[] };
  upcomingTrips: { totalCount: number };
  allJobsJson: { nodes: { id: string; slug: string }[] };
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
      policies {
        policies {
          id
        }
      }
      allTripsJson {
        nodes {
          id
          slug
        }
      }
      upcomingTrips: allTripsJson(filter: { nextDeparture: { ne: null } }) {
        totalCount
      }
      allJobsJson {
        nodes {
          id
          slug
        }
      }
      upcomingDepartures {
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

  for (const policy of policies.policies) {
    actions.createPage({ path: policyPath(policy.id), component: template("policy-page"), context: { id: policy.id } });
  }
  for (const trip of allTripsJson.nodes) {
    actions.createPage({ path: tripPath(trip.slug), component: template("trip-page"), context: { id: trip.id } });
  }
  for (const job of allJobsJson.nodes) {
    actions.createPage({ path: jobPath(job.slug), component: template("job-page"), context: { id: job.id } });
  }
  createTripListPages(actions, upcomingTrips.totalCount);
  // Departures by month: the list of months, and a page per month.
  actions.createPage({
    path: departuresPath(),
    component: template("departures"),
    context: { month: null, listed: false },
  });
  for (const { month } of upcomingDepartures.months) {
    actions.createPage({
      path: departuresPath(month),
      component: template("departures"),
      context: { month, listed: true },
    });
  }
};

function createTripListPages(actions: Actions, upcomingCount: number) {
  const pageCount = tripListPageCount(upcomingCount);
  for (let page = 1; page <= pageCount; page += 1) {
    actions.createPage({
      path: tripListPath(page),
      component: template("trip-list"),
      context: {
        skip: (page - 1) * TRIPS_PER_PAGE,
        limit: TRIPS_PER_PAGE,
        recentLimit: RECENT_TRIP_LIMIT,
        page,
        pageCount,
      },
    });
  }
}
