import type { GatsbySSR } from "gatsby";
import { fontPreloads } from "./src/gatsby-hooks/font-preloads";
import { siteIcon } from "./src/gatsby-hooks/site-icon";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/gatsby-hooks/wrap-page-element";
export { onPreRenderHTML } from "./hosting/page-path-script";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-IN" });
  setHeadComponents([...fontPreloads, siteIcon]);
};
