import type { GatsbySSR } from "gatsby";
import { fontPreloads } from "./src/gatsby-hooks/font-preloads";
import { siteIcon } from "./src/gatsby-hooks/site-icon";
import { HTML_LANGS } from "./content/locales.mjs";
import { pathInLocale } from "./content/routes.mjs";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/gatsby-hooks/wrap-page-element";
export { onPreRenderHTML } from "./hosting/page-path-script";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: HTML_LANGS[pathInLocale(pathname).locale] });
  setHeadComponents([...fontPreloads, siteIcon]);
};
