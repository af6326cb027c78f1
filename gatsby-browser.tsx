import "./src/styles/global.scss";

export { wrapPageElement } from "./src/wrap-page-element";
export { replaceHydrateFunction } from "./src/hydrate-in-transition";
