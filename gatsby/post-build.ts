import type { GatsbyNode } from "gatsby";
import { writeHeadersFile } from "../hosting/site-headers.mjs";
import { writeRobotsTxt } from "./robots";

/**
 * Files written once the pages exist. The headers come last: their
 * Content-Security-Policy is computed from the finished HTML.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  await writeHeadersFile(args.reporter);
};
