import type { GatsbyBrowser } from "gatsby";
import { nextTask } from "./src/lib/next-task";
import { countSiteSteps } from "./src/gatsby-hooks/site-steps";
import { captureVisitSource } from "./src/visit/visit-source";
import { type PageLoader, showErrorViewWhenGatsbyCannotRender } from "./src/gatsby-hooks/unrendered-page";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/gatsby-hooks/wrap-page-element";
export { replaceHydrateFunction } from "./src/gatsby-hooks/hydrate-in-transition";
export { shouldUpdateScroll } from "./src/gatsby-hooks/should-update-scroll";

/**
 * A static host's pages fetch their live seats from the Worker, which writes its own pages'
 * (src/lib/live-seats.ts). The build leaves this out when the Worker serves the pages
 * (API_ORIGIN empty: the branch is dropped, chunk and all), and its code is a chunk of its
 * own, so that its imports never join the code every page loads first.
 */
function showLiveSeats() {
  if (process.env.API_ORIGIN) {
    void import(/* webpackChunkName: "live-seats" */ "./src/lib/live-seats").then((live) => live.showLiveSeats());
  }
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  // Before Gatsby's router writes its first history entry, so every entry carries its step count.
  countSiteSteps(window.history);
  // The address the visitor landed on, before Gatsby's router rewrites any of it.
  captureVisitSource(window);
  // This runs in the task that starts the site, which has just evaluated every module of the
  // bundles. The page's data is requested in the next task, so a slow phone meets two shorter
  // tasks instead of one long one. Gatsby waits for this hook before it loads and renders the page.
  await nextTask();
  // Gatsby's loader is window.___loader from before this hook runs (gatsby/cache-dir/production-app.js).
  void showErrorViewWhenGatsbyCannotRender((window as unknown as { ___loader: PageLoader }).___loader, window.location);
  showLiveSeats();
};

// After a link inside the site, the new page's seats as they stand now.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) showLiveSeats();
};
