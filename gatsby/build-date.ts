// "Today" for the build: which departures are still bookable, which have run
// and become completed trips, which need an editor's attention. The clock by
// default; BUILD_DATE=YYYY-MM-DD pins it, for tests and reproducible builds.
import { todayInIndia } from "../content/india-time";
import { isoDate } from "../content/file-schemas";

export const BUILD_DATE_VARIABLE = "BUILD_DATE";

/**
 * The build's today: BUILD_DATE when set, otherwise the date in India now.
 * Throws, naming the variable, when BUILD_DATE is not a real date.
 */
export function buildDate(env: NodeJS.ProcessEnv, now: Date = new Date()): string {
  const pinned = env[BUILD_DATE_VARIABLE];
  if (pinned === undefined || pinned === "") return todayInIndia(now);
  if (!isoDate.safeParse(pinned).success) {
    throw new Error(`${BUILD_DATE_VARIABLE}="${pinned}" is not a real date written YYYY-MM-DD, e.g. 2027-01-16`);
  }
  return pinned;
}
