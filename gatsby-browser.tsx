import "./src/styles/global.scss";

export { wrapPageElement } from "./src/gatsby-hooks/wrap-page-element";
export { replaceHydrateFunction } from "./src/gatsby-hooks/hydrate-in-transition";
