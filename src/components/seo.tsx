import { graphql, useStaticQuery } from "gatsby";
import type { Messages } from "../../content/messages";
import { fillMessage } from "../../content/fill-message";
import { SHARE_IMAGE, THEME_COLOR } from "../lib/site-assets";
import { absoluteUrl, breadcrumbList, serializeJsonLd, type Crumb } from "../lib/structured-data";
import { DEFAULT_LOCALE, HTML_LANGS, LOCALES } from "../../content/locales.mjs";
import { localePath, pathInLocale, ROUTES } from "../../content/routes.mjs";

/** Open Graph's locale of each language's pages (language_TERRITORY). */
const OG_LOCALES = { en: "en_IN", hi: "hi_IN" } as const;

interface SeoProps {
  /**
   * The page's `seo` messages (`headMessages(data, "seo")`; its query asks for
   * `seo`): the site's name and description, and the words around titles, in the page's language.
   */
  messages: Messages["seo"];
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** The page's path (Head's `location.pathname`), for the canonical URL and breadcrumbs. */
  pathname: string;
  /**
   * The trail between Home and this page; by default just this page under Home.
   * A crumb's path may be the English route (ROUTES.careers): it leads to the page's language.
   */
  breadcrumbs?: readonly Crumb[];
  /** JSON-LD describing what the page shows, as the page's query got it: each entry's `structuredData` field. */
  structuredData?: readonly string[];
  /** For pages search engines must not list (the 404 page): no canonical, noindex. */
  noindex?: boolean;
}

/**
 * The document head of every page, used from each page's Gatsby Head export:
 * a unique title and description, the canonical URL, Open Graph and Twitter
 * card tags with the share image, the theme colour and the page's JSON-LD
 * (written at build time; only the breadcrumbs are put together here).
 * The site's URL comes from gatsby-config's siteMetadata.siteUrl, its one home;
 * its name and words from the page's messages, so a Hindi page's head is Hindi.
 */
export function Seo({
  messages,
  title,
  description,
  pathname,
  breadcrumbs,
  structuredData,
  noindex = false,
}: SeoProps) {
  const { siteMetadata } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      siteMetadata {
        siteUrl
      }
    }
  `);
  const { siteUrl } = siteMetadata;
  const siteName = messages.siteName;
  const fullTitle = fillMessage(title ? messages.pageTitle : messages.homeTitle, { title: title ?? "", siteName });
  const pageDescription = description ?? messages.siteDescription;
  const shareImageAlt = fillMessage(messages.shareImageAlt, { siteName });
  const canonical = absoluteUrl(siteUrl, pathname);
  // Every page has a twin in each language (gatsby/pages.ts); each names them all, itself included.
  const { locale, englishPath } = pathInLocale(pathname);
  const twins = LOCALES.map((lang) => ({ lang, href: absoluteUrl(siteUrl, localePath(lang, englishPath)) }));
  const shareImage = absoluteUrl(siteUrl, SHARE_IMAGE.path);

  const trail = breadcrumbs ?? (title && englishPath !== ROUTES.home ? [{ name: title, path: pathname }] : []);
  // Home, then the trail, each crumb in the page's language (a path given as the page's own stays as it is).
  const crumbs = [{ name: messages.breadcrumbHome, path: ROUTES.home }, ...trail].map((crumb) => ({
    name: crumb.name,
    path: localePath(locale, pathInLocale(crumb.path).englishPath),
  }));
  const jsonLd = [
    ...(structuredData ?? []),
    ...(trail.length > 0 && !noindex ? [serializeJsonLd(breadcrumbList(crumbs, siteUrl))] : []),
  ];

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={pageDescription} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {noindex
        ? null
        : twins.map(({ lang, href }) => <link key={lang} rel="alternate" hrefLang={HTML_LANGS[lang]} href={href} />)}
      {noindex ? null : (
        <link rel="alternate" hrefLang="x-default" href={twins.find(({ lang }) => lang === DEFAULT_LOCALE)!.href} />
      )}
      <meta name="theme-color" content={THEME_COLOR} />

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {LOCALES.filter((lang) => lang !== locale).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={OG_LOCALES[lang]} />
      ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={pageDescription} />
      {noindex ? null : <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={shareImageAlt} />

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={shareImage} />
      <meta name="twitter:image:alt" content={shareImageAlt} />

      {jsonLd.map((data, index) => (
        // The list is built in a fixed order for this page, so the position is a stable key.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
      ))}
    </>
  );
}
