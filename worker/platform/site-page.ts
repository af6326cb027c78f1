// The Worker's pages in the site's look: the shell the build writes
// (SITE_PAGE_SHELL_PATH: the site's header, footer, fonts and colours around an
// empty main, with no script, gatsby/site-page-shell.ts) with the page's title
// and main put in as it streams. Nothing on these pages runs or loads from
// anywhere but the site: the policy allows the shell's own <style> elements by
// hash, its fonts and icons, and forms posting back here (and, for the trip kit
// alone, its own script and service worker); the referrer is never
// sent, as the booking pages' addresses carry their key.
import { ROUTES, SITE_PAGE_SHELL_PATH } from "../../content/routes.mjs";
import { htmlPage, WORKER_PAGE_HEADERS } from "./html-page";

export interface SitePage {
  status: number;
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

/** The shell, or null when the build has none (a site built before it existed): then the plain page. */
async function fetchShell(assets: Fetcher): Promise<Shell | null> {
  const response = await assets.fetch(new URL(SITE_PAGE_SHELL_PATH, "https://assets.invalid"));
  if (response.status === 404) {
    console.error(JSON.stringify({ event: "site-page-shell-missing", path: SITE_PAGE_SHELL_PATH }));
    return null;
  }
  if (!response.ok) throw new Error(`${SITE_PAGE_SHELL_PATH} answered ${response.status}`);
  const html = await response.text();
  return { html, styleHashes: await styleHashesOf(html) };
}

// Once per isolate, as the catalogue is: a new deploy starts new isolates, so
// the shell is never older than the site around it.
let loading: Promise<Shell | null> | undefined;

function siteShell(assets: Fetcher): Promise<Shell | null> {
  loading ??= fetchShell(assets).catch((error: unknown) => {
    loading = undefined; // the next request tries again
    throw error;
  });
  return loading;
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

async function plainPage({ status, title, main, headers, allow }: SitePage): Promise<Response> {
  return htmlPage({
    status,
    title,
    style: PLAIN_STYLE,
    body: `<header><a href="${ROUTES.home}">Safarnama</a></header>
<main id="main"><div class="worker-page">
${main}
</div></main>
<footer><a href="${ROUTES.home}">Safarnama home</a> · <a href="${ROUTES.contact}">Contact us</a></footer>`,
    headers: {
      "Content-Security-Policy": policy(await styleHashesOf(`<style>${PLAIN_STYLE}</style>`), allow),
      "Referrer-Policy": "no-referrer",
      ...headers,
    },
  });
}

/** A page of the Worker's in the site's look, or in a plain frame (logged) when the build has no shell. */
export async function sitePage(assets: Fetcher, page: SitePage): Promise<Response> {
  const shell = await siteShell(assets);
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
