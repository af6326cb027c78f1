import type { GatsbySSR } from "gatsby";
import { fontPreloads } from "./src/font-preloads";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/wrap-page-element";
export { onPreRenderHTML } from "./src/page-path-script";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-IN" });
  setHeadComponents(fontPreloads);
};
