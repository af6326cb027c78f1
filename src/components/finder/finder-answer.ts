// What the finder needs only once a visitor uses it: reading the downloaded
// index, matching a query and listing the answer. It loads with the index
// (see use-finder.ts), in a chunk of its own, so the trip list's first load
// carries only the form.
export { readFinderIndex } from "../../../content/finder-index";
export { matchDepartures, tripCount } from "../../lib/finder/match";
export { FinderResults } from "./finder-results";
