// Which requests the desk's service worker may save: the desk's page and the site's files it is built
// from (scripts, styles, fonts, Gatsby's page data for the desk and its static queries), on the site's
// own origin. Never an
// answer of the API, which holds travellers' data, and nothing of any other page.
import { STAFF_API_PATH, STAFF_PATH } from "../../content/routes.mjs";

/** Whether `url` is the desk's page, under any of its views (?roster=…, ?view=…). */
export function isDeskPage(url: string, origin: string): boolean {
  const { origin: from, pathname } = new URL(url);
  return from === origin && pathname === STAFF_PATH;
}

/** Whether `url` is something the desk's copy on a phone is made of. */
export function isDeskFile(url: string, origin: string): boolean {
  const { origin: from, pathname } = new URL(url);
  if (from !== origin || pathname.startsWith("/api/")) return false;
  if (pathname.startsWith(STAFF_API_PATH)) return false;
  return (
    isDeskPage(url, origin) ||
    /^\/[\w.-]+\.(js|css)$/.test(pathname) ||
    pathname.startsWith("/static/") ||
    pathname === "/page-data/app-data.json" ||
    // The results of the static queries the desk's components share with the site (its fonts' preload, say).
    pathname.startsWith("/page-data/sq/") ||
    pathname.startsWith(`/page-data${STAFF_PATH}`)
  );
}
