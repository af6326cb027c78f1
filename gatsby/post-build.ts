import type { GatsbyNode } from "gatsby";
import { writeHeadersFile } from "../hosting/site-headers.mjs";
import { startBundlesAfterFirstPaint } from "./bundles-after-first-paint";
import { writeDepartureCalendars } from "./departure-calendars";
import { writeFinderIndex } from "./finder-index-file";
import { writeIntakeCatalogue } from "./intake-catalogue-file";
import { writeRobotsTxt } from "./robots";
import { writeSitePageShells } from "./site-page-shell";
import { writeTripKitScripts } from "./trip-kit-scripts";
import { writeDeskServiceWorker } from "./desk-service-worker-file";

/**
 * First each page's bundles are moved after its first paint; then the files
 * written once the pages exist: robots.txt, each departure's calendar
 * file, the trip finder's index, the intake's catalogue, the shells of the
 * Worker's pages (made from each language's 404 page), the trip kit's scripts, the staff desk's
 * service worker, and the headers. The headers come
 * last: their Content-Security-Policy is computed from the finished HTML.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await startBundlesAfterFirstPaint();
  await writeRobotsTxt(args);
  await writeDepartureCalendars(args);
  await writeFinderIndex(args);
  await writeIntakeCatalogue(args);
  await writeSitePageShells();
  await writeTripKitScripts();
  await writeDeskServiceWorker();
  await writeHeadersFile(args.reporter);
};
