import type { GatsbyBrowser } from "gatsby";
import { isFinderStep } from "../lib/finder/history";

/**
 * Gatsby scrolls to the top (or to the saved position) on every change of
 * address; a change of the trip finder's query keeps the page where it is.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  !isFinderStep(prevRouterProps?.location, routerProps.location);
