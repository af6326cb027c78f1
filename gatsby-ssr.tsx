import type { GatsbySSR, RenderBodyArgs } from "gatsby";
import { fontPreloads } from "./src/gatsby-hooks/font-preloads";
import { siteIcon } from "./src/gatsby-hooks/site-icon";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/gatsby-hooks/wrap-page-element";
export { onPreRenderHTML } from "./hosting/page-path-script";

/**
 * The language of the page being written, from its pageContext.lang. Pages
 * without one are English; `gatsby develop` passes no page data here, so its
 * pages all count as English (they preload no Devanagari font).
 */
function pageLanguage({ pathname, loadPageDataSync }: Pick<RenderBodyArgs, "pathname" | "loadPageDataSync">) {
  const pageData = (loadPageDataSync as RenderBodyArgs["loadPageDataSync"] | undefined)?.(pathname);
  const lang = (pageData?.result.pageContext as { lang?: unknown } | undefined)?.lang;
  return typeof lang === "string" ? lang : undefined;
}

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  args.setHtmlAttributes({ lang: "en-IN" });
  args.setHeadComponents([...fontPreloads(pageLanguage(args)), siteIcon]);
};
