import type { GatsbyNode } from "gatsby";
import { writeHeadersFile } from "../hosting/site-headers.mjs";
import { writeDepartureCalendars } from "./departure-calendars";
import { writeRobotsTxt } from "./robots";

/**
 * Files written once the pages exist: robots.txt, each departure's calendar
 * file, and the headers. The headers come last: their
 * Content-Security-Policy is computed from the finished HTML.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  await writeDepartureCalendars(args);
  await writeHeadersFile(args.reporter);
};
