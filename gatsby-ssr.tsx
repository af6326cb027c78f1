import type { GatsbySSR } from "gatsby";
import { fontPreloads } from "./src/gatsby-hooks/font-preloads";
import { siteIcon } from "./src/gatsby-hooks/site-icon";
import { seatWordsAttributes } from "./src/gatsby-hooks/seat-words";
import { HTML_LANGS } from "./content/locales.mjs";
import { pathInLocale } from "./content/routes.mjs";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/gatsby-hooks/wrap-page-element";
export { onPreRenderHTML } from "./hosting/page-path-script";

/**
 * Each page's html names its language (and, on a static host, holds its seat
 * words in that language), and its head preloads the fonts that language draws with.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const { locale } = pathInLocale(pathname);
  setHtmlAttributes({ lang: HTML_LANGS[locale], ...seatWordsAttributes(locale) });
  setHeadComponents([...fontPreloads(locale), siteIcon]);
};
