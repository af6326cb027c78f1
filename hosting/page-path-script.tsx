import type { GatsbySSR } from "gatsby";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { pathInLocale } from "../content/routes.mjs";

/**
 * Gatsby ends every page with one inline script that differs from page to page:
 *
 *   <script id="gatsby-script-loader">/*<![CDATA[*\/window.pagePath="/trips/spiti/";/*]]>*\/</script>
 *
 * The Content-Security-Policy (site-headers.mjs) allows inline scripts by their
 * sha256, so that script would need a policy of its own on every page: one
 * header rule per page, which Cloudflare Pages caps at 100 and which cannot
 * follow the 404 page to the unknown URLs a CDN serves it at. Here the path
 * moves into a data attribute and the script body becomes the same on every
 * page, so one hash — one policy — covers the whole site. The browser runs it
 * exactly where Gatsby's ran, before the app's (async) bundles start.
 */
export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath;";

const SCRIPT_LOADER_ID = "gatsby-script-loader";

// Exactly what gatsby/cache-dir/static-entry.js writes with slices on and page
// data not inlined. Anything else (a Gatsby upgrade, inlinePageData) must stop
// the build rather than drop what the script carried.
const GATSBY_PAGE_PATH_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

type InlineScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: string } };

/** The page path Gatsby's script assigns, or an error naming what it found instead. */
export function pagePathFrom(scriptBody: string): string {
  const match = GATSBY_PAGE_PATH_SCRIPT.exec(scriptBody);
  if (!match) {
    throw new Error(
      `hosting/page-path-script.tsx: Gatsby's #${SCRIPT_LOADER_ID} script no longer has the expected shape, ` +
        `so the CSP-friendly rewrite cannot keep what it does. Found: ${scriptBody.slice(0, 200)}`,
    );
  }
  return JSON.parse(match[1]) as string;
}

/**
 * The page path the browser's Gatsby is told: the page's own, but for a 404
 * page in a language's folder (/hi/404.html), the site's one 404 page. Gatsby's
 * browser code takes only /404.html for a 404 page, and would otherwise move
 * the visitor from the unknown address they typed to /hi/404.html; the 404
 * page's data carries every language's words (src/pages/404.tsx).
 */
export function browserPagePath(pagePath: string): string {
  const { englishPath } = pathInLocale(pagePath);
  return /^\/404(\/|\.html)$/.test(englishPath) ? englishPath : pagePath;
}

/** Replaces Gatsby's per-page #gatsby-script-loader with the constant script and a data-page-path attribute. */
export function withConstantPagePathScript(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement(component)) return component;
    const { id, dangerouslySetInnerHTML } = (component as ReactElement<InlineScriptProps>).props;
    if (component.type !== "script" || id !== SCRIPT_LOADER_ID) return component;
    const pagePath = browserPagePath(pagePathFrom(dangerouslySetInnerHTML?.__html ?? ""));
    return (
      <script
        key={component.key ?? SCRIPT_LOADER_ID}
        id={SCRIPT_LOADER_ID}
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
      />
    );
  });
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(withConstantPagePathScript(getPostBodyComponents()));
};
