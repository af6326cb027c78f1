// Writes what the Worker checks requests against (requests/intake-catalogue.ts)
// to public/intake-catalogue.json: every trip with its price and all its
// departures with their capacity (the Worker decides on its own day which have
// left, and counts their seats in D1), the booking terms, every job with its
// closing day, and where the agency reads its requests.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { INTAKE_CATALOGUE_PATH } from "../content/routes.mjs";
import type { IntakeCatalogue } from "../requests/intake-catalogue";

interface CatalogueQuery {
  company: IntakeCatalogue["agency"];
  terms: IntakeCatalogue["terms"];
  trips: { nodes: ({ slug: string } & IntakeCatalogue["trips"][string])[] };
  jobs: { nodes: { slug: string; title: string; validThrough: string }[] };
}

export async function writeIntakeCatalogue({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">) {
  const result = await graphql<CatalogueQuery>(`
    {
      company {
        name
        email
        careersEmail
        phone
        whatsapp
      }
      terms: bookingTerms {
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
        refunds {
          minDaysBefore
          refundPercent
        }
      }
      trips: allTripsJson {
        nodes {
          slug
          title
          price
          departures {
            startDate
            endDate
            seats
          }
        }
      }
      jobs: allJobsJson {
        nodes {
          slug
          title
          validThrough
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Intake catalogue: could not read the trips and jobs", result.errors);
    return;
  }
  const { company, terms, trips, jobs } = result.data;
  const catalogue: IntakeCatalogue = {
    builtAt: new Date().toISOString(),
    agency: company,
    terms,
    trips: Object.fromEntries(trips.nodes.map(({ slug, ...trip }) => [slug, trip])),
    jobs: Object.fromEntries(jobs.nodes.map(({ slug, ...job }) => [slug, job])),
  };
  const file = path.join("public", INTAKE_CATALOGUE_PATH);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(catalogue));
  reporter.info(
    `Intake catalogue: ${trips.nodes.length} trips and ${jobs.nodes.length} jobs in ${INTAKE_CATALOGUE_PATH}`,
  );
}
