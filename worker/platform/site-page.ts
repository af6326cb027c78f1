// The Worker's pages in the site's look: the shell the build writes for the
// page's language (sitePageShellPath: the site's header, footer, fonts and
// colours around an empty main, with no script, gatsby/site-page-shell.ts)
// with the page's title and main put in as it streams. Nothing on these pages runs or loads from
// anywhere but the site: the policy allows the shell's own <style> elements by
// hash, its fonts and icons, and forms posting back here (and, for the trip kit
// alone, its own script and service worker); the referrer is never
// sent, as the booking pages' addresses carry their key.
import { DEFAULT_LOCALE, HTML_LANGS, isLocale, type Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { localePath, ROUTES, sitePageShellPath } from "../../content/routes.mjs";
import { escapeHtml, htmlPage, WORKER_PAGE_HEADERS } from "./html-page";
import { fillMessage } from "../../content/fill-message";

export interface SitePage {
  status: number;
  /** The language the page is written in, whose shell it is put in; English unless said. */
  lang?: Locale;
  /** The page's own title; " | Safarnama" is added, as on the site's pages. */
  title: string;
  /** What goes inside <main>, as markup; sitePage puts it in the site's column (.worker-page). */
  main: string;
  /** Headers of this page beside the shared ones (they win over them). */
  headers?: Record<string, string>;
  /**
   * Directives this page adds to the shared policy, whole ("script-src 'self'"):
   * only a page that runs a script of the site's (the trip kit) names any.
   */
  allow?: string[];
}

interface Shell {
  html: string;
  /** The policy's style-src sources: the hash of each of the shell's <style> elements. */
  styleHashes: string[];
}

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The shell's <style> elements' text is raw text: what lies between the tags is what the browser hashes. */
async function styleHashesOf(html: string): Promise<string[]> {
  const texts = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const digests = await Promise.all(
    texts.map((text) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
  );
  return [...new Set(digests.map((digest) => `'sha256-${base64(digest)}'`))];
}

/** The shell in `lang`, or null when the build has none (a site built before it existed): then the plain page. */
async function fetchShell(assets: Fetcher, lang: Locale): Promise<Shell | null> {
  const path = sitePageShellPath(lang);
  const response = await assets.fetch(new URL(path, "https://assets.invalid"));
  if (response.status === 404) {
    console.error(JSON.stringify({ event: "site-page-shell-missing", path }));
    return null;
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  return { html, styleHashes: await styleHashesOf(html) };
}

// Each language's once per isolate, as the catalogue is: a new deploy starts
// new isolates, so a shell is never older than the site around it.
const loading = new Map<Locale, Promise<Shell | null>>();

function siteShell(assets: Fetcher, lang: Locale): Promise<Shell | null> {
  let shell = loading.get(lang);
  if (!shell) {
    shell = fetchShell(assets, lang).catch((error: unknown) => {
      loading.delete(lang); // the next request tries again
      throw error;
    });
    loading.set(lang, shell);
  }
  return shell;
}

/**
 * The site's language a visitor's browser asks for first (Accept-Language),
 * for a page that belongs to no request, such as a booking link that finds
 * none: it must not tell, by its language, that the booking exists.
 */
export function browserLanguage(acceptLanguage: string | null | undefined): Locale {
  const asked = (acceptLanguage ?? "")
    .split(",")
    .map((entry, order) => {
      const [tag, ...parameters] = entry.trim().split(";");
      const weight = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { lang: tag.split("-")[0].toLowerCase(), quality: weight === undefined ? 1 : Number(weight), order };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return asked.map(({ lang }) => lang).find(isLocale) ?? DEFAULT_LOCALE;
}

const policy = (styles: string[], allow: string[] = []) =>
  [
    "default-src 'none'",
    `style-src ${styles.join(" ")}`,
    "font-src 'self'",
    "img-src 'self'",
    ...allow,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");

/** The page's title, as the site writes its own. */
const fullTitle = (title: string) => `${title} | Safarnama`;

// The page without the shell: the same content in a plain, readable frame.
const PLAIN_STYLE = `
  body { font: 1.0625rem/1.6 system-ui, sans-serif; color: #1d2b36; margin: 0; background: #fff6e6; }
  header, footer { padding: 1rem; background: #fff; border-bottom: 1px solid #e6dccb; }
  footer { border: 0; border-top: 1px solid #e6dccb; }
  header a { font-weight: 700; color: #0f5e63; }
  .worker-page { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .card { background: #fff; border-radius: .875rem; padding: 1rem 1.25rem; margin: 0 0 1.5rem; }
  dl { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: .5rem 1rem; margin: 0; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  .status { padding: .125rem .625rem; border-radius: 1rem; background: #0f5e63; color: #fff; font-weight: 600; }
  .button { display: inline-block; font: inherit; font-weight: 700; color: #fff; background: #c4522a; border: 0; border-radius: 999px; padding: .75rem 1.25rem; text-decoration: none; cursor: pointer; }
  a { color: #0f5e63; }
  :focus-visible { outline: 3px solid #9c5107; outline-offset: 2px; }
  @media print { .button, button, footer { display: none; } body { background: #fff; color: #000; } }
`;

async function plainPage({ status, title, main, headers, allow, lang = DEFAULT_LOCALE }: SitePage): Promise<Response> {
  const home = localePath(lang, ROUTES.home);
  const { layout, bookingPage } = MESSAGES[lang];
  return htmlPage({
    status,
    title,
    lang: HTML_LANGS[lang],
    style: PLAIN_STYLE,
    body: `<header><a href="${home}">Safarnama</a></header>
<main id="main"><div class="worker-page">
${main}
</div></main>
<footer><a href="${home}">${escapeHtml(fillMessage(layout.homeLinkLabel, { siteName: "Safarnama" }))}</a> · <a href="${localePath(lang, ROUTES.contact)}">${escapeHtml(bookingPage.plainContact)}</a></footer>`,
    headers: {
      "Content-Security-Policy": policy(await styleHashesOf(`<style>${PLAIN_STYLE}</style>`), allow),
      "Referrer-Policy": "no-referrer",
      ...headers,
    },
  });
}

/** A page of the Worker's in the site's look, in its language's shell, or in a plain frame (logged) when the build has none. */
export async function sitePage(assets: Fetcher, page: SitePage): Promise<Response> {
  const shell = await siteShell(assets, page.lang ?? DEFAULT_LOCALE);
  if (!shell) return plainPage(page);
  const filled = new HTMLRewriter()
    .on("title", { element: (title) => void title.setInnerContent(fullTitle(page.title)) })
    .on("main", {
      element: (main) => void main.setInnerContent(`<div class="worker-page">\n${page.main}\n</div>`, { html: true }),
    })
    .transform(new Response(shell.html));
  return new Response(filled.body, {
    status: page.status,
    headers: {
      ...WORKER_PAGE_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": policy(shell.styleHashes, page.allow),
      "Referrer-Policy": "no-referrer",
      ...page.headers,
    },
  });
}

/** The 404 page of a link that opens nothing, a booking's, a traveller form's or a review's, in `lang`, in its group's words. */
export const notFoundPage = (assets: Fetcher, lang: Locale, link: "bookingPage" | "travellerForm" | "reviewPage") => {
  const words = MESSAGES[lang][link];
  return sitePage(assets, {
    status: 404,
    lang,
    title: words.notFoundTitle,
    main: `<h1>${escapeHtml(words.notFoundHeading)}</h1>
<p class="lede">${escapeHtml(words.notFoundText)}</p>`,
  });
};
