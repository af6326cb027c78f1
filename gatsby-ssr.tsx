import type { GatsbySSR } from "gatsby";
import { fontPreloads } from "./src/font-preloads";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/wrap-page-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-IN" });
  setHeadComponents(fontPreloads);
};
