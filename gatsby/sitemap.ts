// What /sitemap-index.xml lists (gatsby-plugin-sitemap): every public page,
// each with its twins in the other languages as hreflang alternates, as search
// engines read them from a sitemap.
import { DEFAULT_LOCALE, HTML_LANGS, LOCALES } from "../content/locales.mjs";
import { localePath, pathInLocale, ROUTES, STAFF_PATH } from "../content/routes.mjs";

/** One page's entry: its address and its twins (hreflang), relative to the site's URL. */
export function sitemapEntry({ path }: { path: string }) {
  const { englishPath } = pathInLocale(path);
  return {
    url: path,
    links: [
      ...LOCALES.map((lang) => ({ lang: HTML_LANGS[lang], url: localePath(lang, englishPath) })),
      { lang: "x-default", url: localePath(DEFAULT_LOCALE, englishPath) },
    ],
  };
}

/** gatsby-plugin-sitemap's options: the staff desk, the editor and every language's 404 page are not listed. */
export const SITEMAP_OPTIONS = {
  // Gatsby writes the 404 page at /404/ and /404.html; it leaves out the English ones itself.
  excludes: [
    ROUTES.admin,
    STAFF_PATH,
    ...LOCALES.flatMap((lang) => ["/404/", "/404.html"].map((page) => localePath(lang, page))),
  ],
  serialize: sitemapEntry,
};
