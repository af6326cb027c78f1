/** Where the build writes the trip finder's index (see finder-index.ts), from the site's root. */
export const FINDER_INDEX_PATH = "/trips/finder.json";
