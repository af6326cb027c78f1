import type { GatsbyBrowser } from "gatsby";
import { countSiteSteps } from "./src/gatsby-hooks/site-steps";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/gatsby-hooks/wrap-page-element";
export { replaceHydrateFunction } from "./src/gatsby-hooks/hydrate-in-transition";
export { shouldUpdateScroll } from "./src/gatsby-hooks/should-update-scroll";

// Before Gatsby's router writes its first history entry, so every entry carries its step count.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => countSiteSteps(window.history);
