// Writes the trip finder's index (content/finder-index.ts) to
// public/trips/finder.json once the pages are built.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { finderIndex, type FinderSourceTrip } from "../content/finder-index";
import { FINDER_INDEX_PATH } from "../content/routes.mjs";

interface FinderIndexQuery {
  upcomingDepartures: {
    nodes: {
      startDate: string;
      endDate: string;
      seatsLeft: number | null;
      trip: Omit<FinderSourceTrip, "difficulty"> & { difficulty: { level: string } };
    }[];
  };
}

export async function writeFinderIndex({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">) {
  // The departures as /departures/ lists them, so the finder and that page agree on what is upcoming and its order.
  const result = await graphql<FinderIndexQuery>(`
    {
      upcomingDepartures(lang: "en") {
        nodes {
          startDate
          endDate
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
            price
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Trip finder: could not read the departures", result.errors);
    return;
  }
  const index = finderIndex(
    result.data.upcomingDepartures.nodes.map(({ trip, ...departure }) => ({
      ...departure,
      trip: { ...trip, difficulty: trip.difficulty.level },
    })),
  );
  const file = path.join("public", FINDER_INDEX_PATH);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(index));
  reporter.info(
    `Trip finder: ${index.departures.length} departures of ${index.trips.length} trips in ${FINDER_INDEX_PATH}`,
  );
}
