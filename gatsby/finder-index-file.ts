// Writes the trip finder's index (content/finder-index.ts) once the pages are
// built, one per language, each of that language's trips: public/trips/finder.json
// and public/hi/trips/finder.json.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { finderIndex, type FinderSourceTrip } from "../content/finder-index";
import { LOCALES, type Locale } from "../content/locales.mjs";
import { FINDER_INDEX_PATH, localePath } from "../content/routes.mjs";

interface FinderIndexQuery {
  upcomingDepartures: {
    nodes: {
      startDate: string;
      endDate: string;
      price: number;
      seatsLeft: number | null;
      trip: Omit<FinderSourceTrip, "difficulty"> & { difficulty: { level: string } };
    }[];
  };
}

async function writeIndexIn(lang: Locale, { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">) {
  // The departures as /departures/ lists them, so the finder and that page agree on what is upcoming and its order.
  const result = await graphql<FinderIndexQuery>(
    `
      query FinderIndex($lang: String!) {
        upcomingDepartures(lang: $lang) {
          nodes {
            startDate
            endDate
            price
            seatsLeft
            trip {
              slug
              title
              location
              summary
              category
              difficulty {
                level
              }
            }
          }
        }
      }
    `,
    { lang },
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Trip finder: could not read the departures in "${lang}"`, result.errors);
    return;
  }
  const index = finderIndex(
    result.data.upcomingDepartures.nodes.map(({ trip, ...departure }) => ({
      ...departure,
      trip: { ...trip, difficulty: trip.difficulty.level },
    })),
  );
  const indexPath = localePath(lang, FINDER_INDEX_PATH);
  const file = path.join("public", indexPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(index));
  reporter.info(`Trip finder: ${index.departures.length} departures of ${index.trips.length} trips in ${indexPath}`);
}

export async function writeFinderIndex(args: Pick<BuildArgs, "graphql" | "reporter">) {
  for (const lang of LOCALES) await writeIndexIn(lang, args);
}
