// Where the build writes the trip finder's index, relative to public/ (the
// site's own constant is src/lib/finder/paths.ts, which Node scripts cannot import).
export const FINDER_INDEX_FILE = "trips/finder.json";
