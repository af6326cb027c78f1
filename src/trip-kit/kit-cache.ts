// What the trip kit's service worker decides, without the service worker:
// which scope it may serve, what it caches, and what an answer from the
// network does to the saved copy. kit-service-worker.ts does what these say.
import { BOOKING_PAGES_PATH, TRIP_KIT_ACTION } from "../../content/routes.mjs";

/**
 * Whether `scope` is one trip kit's own address ('https://…/booking/SF-7K3Q9XMD/kit'):
 * the only scope the service worker installs for, so it never controls the
 * booking pages or any page of the site.
 */
export function isKitScope(scope: string): boolean {
  const { pathname, search, hash } = new URL(scope);
  return (
    search === "" &&
    hash === "" &&
    pathname.startsWith(BOOKING_PAGES_PATH) &&
    new RegExp(`^[^/]+/${TRIP_KIT_ACTION}$`).test(pathname.slice(BOOKING_PAGES_PATH.length))
  );
}

/** The cache of the kit at `scope`: one per kit, so a kit gone from the site takes only its own copy with it. */
export const kitCacheName = (scope: string) => `trip-kit ${scope}`;

/** Whether the service worker answers a request: reading something of the site's own origin; anything else goes to the network untouched. */
export const isCacheable = (method: string, url: string, origin: string) =>
  method === "GET" && new URL(url).origin === origin;

/** Whether `url` is the kit page itself (with its token), rather than a file the page uses. */
export const isKitPage = (url: string, scope: string) => new URL(url).pathname === new URL(scope).pathname;

/**
 * What an answer from the network does to the saved copy of what was asked:
 * a good answer is saved; "not found" (the booking cancelled, the link's token
 * no longer the booking's) forgets it, so a gone kit is not served from the
 * phone for ever; a server's failure leaves the saved copy to be shown instead.
 */
export function onAnswer(status: number): "save" | "forget" | "use saved copy" {
  if (status >= 200 && status < 300) return "save";
  if (status === 404 || status === 410) return "forget";
  return "use saved copy";
}

/**
 * Of the `cached` URLs, the files the kit page, as just saved (its markup,
 * `html`), no longer names: a new build renames its fonts. Saved pages stay.
 */
export function unusedFiles(cached: readonly string[], html: string, scope: string): string[] {
  return cached.filter((url) => {
    const { pathname, search } = new URL(url);
    return !isKitPage(url, scope) && !html.includes(`${pathname}${search}`);
  });
}

function isOwn(url: string, origin: string) {
  try {
    return isCacheable("GET", url, origin);
  } catch {
    return false; // not a URL
  }
}

/** The URLs of a kit page's "keep" message that the worker may save: the site's own, and nothing else it was sent. */
export function urlsToKeep(message: unknown, origin: string): string[] {
  const urls = (message as { keep?: unknown } | null)?.keep;
  if (!Array.isArray(urls)) return [];
  const own = urls.filter((url): url is string => typeof url === "string" && isOwn(url, origin));
  return [...new Set(own.map((url) => url.split("#")[0]))];
}

/**
 * The page at the URL a kit page's question names ({ savedCopy: url }), asking
 * its worker whether it was answered from the copy saved on the phone; null for
 * any other message. Its fragment goes: a request for a page carries none.
 */
export function savedCopyAsked(message: unknown): string | null {
  const url = (message as { savedCopy?: unknown } | null)?.savedCopy;
  if (typeof url !== "string") return null;
  try {
    const page = new URL(url);
    page.hash = "";
    return page.href;
  } catch {
    return null; // not a URL
  }
}
