// Every URL of the site, built in one place: the pages Gatsby makes, the files
// the build writes beside them and the fragments other pages link to. A
// renamed route changes here once, and no link, page or header rule can point
// at a page that is gone. Plain JavaScript with JSDoc types, so the hosting
// rules' Node scripts import it as they are, as Gatsby, Jest and the browser do.

import { DEFAULT_LOCALE, LOCALES } from "./locales.mjs";

/** Where the content editor (Decap CMS, src/pages/admin.tsx) is served. */
export const EDITOR_PATH = "/admin/";

/** Fixed pages, and the fragments of them the layout links to. */
export const ROUTES = /** @type {const} */ ({
  home: "/",
  trips: "/trips/",
  upcomingTrips: "/trips/#upcoming-trips",
  about: "/about-us/",
  press: "/about-us/#press",
  contact: "/contact-us/",
  careers: "/careers/",
  terms: "/terms-conditions/",
  safety: "/safety-guidelines/",
  insurance: "/travel-insurance/",
  help: "/help-center/",
  reviewPolicy: "/review-policy/",
  admin: EDITOR_PATH,
});

/** The section of the terms every trip page summarises and links to: /terms-conditions/#cancellation. */
export const CANCELLATION_ANCHOR = "cancellation";

/** The section of the terms on switching departure and handing a seat on: /terms-conditions/#changes. */
export const CHANGES_ANCHOR = "changes";

/**
 * '/terms-conditions/': each entry of data/policies.json is a page named after its id.
 * @param {string} id
 */
export function policyPath(id) {
  return `/${id}/`;
}

/** The id of the policy whose page is ROUTES.reviewPolicy: how reviews are collected, moderated and shown. */
export const REVIEW_POLICY = ROUTES.reviewPolicy.slice(1, -1);

/** The id of the policy whose page is ROUTES.terms: 'terms-conditions'. */
export const TERMS_POLICY = ROUTES.terms.slice(1, -1);

/**
 * '/trips/spiti-winter-expedition/'.
 * @param {string} slug
 */
export function tripPath(slug) {
  return `${ROUTES.trips}${slug}/`;
}

/**
 * Where a departure's calendar file is: /trips/<slug>/<start date>.ics,
 * written by the build (gatsby/departure-calendars.ts).
 * @param {string} slug
 * @param {string} startDate
 */
export function departureCalendarPath(slug, startDate) {
  return `${tripPath(slug)}${startDate}.ics`;
}

/** The folder under /trips/ that holds the trip list's later pages, so no trip's slug may take it. */
export const TRIP_LIST_PAGES_SEGMENT = "page";

/**
 * '/trips/' for the first page of the trip list, '/trips/page/2/' after it.
 * @param {number} page
 */
export function tripListPath(page) {
  return page <= 1 ? ROUTES.trips : `${ROUTES.trips}${TRIP_LIST_PAGES_SEGMENT}/${page}/`;
}

/** Where the build writes the trip finder's index (content/finder-index.ts); each language's twin at localePath(lang, this). */
export const FINDER_INDEX_PATH = `${ROUTES.trips}finder.json`;

/**
 * '/departures/' for the list of months, '/departures/2027-01/' for one month's departures.
 * @param {string} [month] YYYY-MM
 */
export function departuresPath(month) {
  return month ? `/departures/${month}/` : "/departures/";
}

/**
 * '/careers/travel-consultant/': a job's page, under the Careers page that lists the jobs.
 * @param {string} slug
 */
export function jobPath(slug) {
  return `${ROUTES.careers}${slug}/`;
}

/**
 * The contact page with a subject chosen ('/contact-us/?subject=custom-trip');
 * requests/contact-subjects.ts names the subjects.
 * @param {string} subject
 */
export function contactLink(subject) {
  return `${ROUTES.contact}?subject=${subject}`;
}

/**
 * Where the forms send what visitors fill in: the intake API of the Worker
 * (worker/), on the site's own origin or, for a static host, on API_ORIGIN.
 */
export const API_PATHS = /** @type {const} */ ({
  bookings: "/api/bookings",
  applications: "/api/applications",
  messages: "/api/messages",
  credits: "/api/credits",
});

/**
 * Every departure's seats left, as the Worker's seat snapshot holds them
 * (worker/seats/seats-endpoint.ts): what a page a static host serves fetches,
 * from API_ORIGIN, to show live seats (src/lib/live-seats.ts).
 */
export const SEATS_API_PATH = "/api/seats";

/**
 * The traveller's booking page in the Worker (worker/traveller/): one per
 * booking or waitlist request, reached from their emails with its secret token.
 */
export const BOOKING_PAGES_PATH = "/booking/";

/**
 * The site's look for the pages the Worker writes (the booking pages, the
 * contact form's answers without JavaScript): the site's header, footer, fonts
 * and colours around an empty main, with no script, written by the build
 * (gatsby/site-page-shell.ts) and filled by the Worker (worker/platform/site-page.ts).
 * Not a page of the site: no link leads to it, no sitemap lists it, and it asks not to be indexed.
 */
export const SITE_PAGE_SHELL_PATH = `${BOOKING_PAGES_PATH}shell/`;

/**
 * The shell in `locale`, made from that language's 404 page (its header,
 * footer, <html lang> and fonts): SITE_PAGE_SHELL_PATH for English,
 * '/booking/shell/hi/' for Hindi. Under the English shell's own path rather
 * than /hi/, so that it is no page of the Hindi edition either.
 * @param {import("./locales.mjs").Locale} locale
 */
export function sitePageShellPath(locale) {
  return locale === DEFAULT_LOCALE ? SITE_PAGE_SHELL_PATH : `${SITE_PAGE_SHELL_PATH}${locale}/`;
}

/**
 * A request's booking page: '/booking/SF-7K3Q9XMD', with `action` ('take',
 * 'paid', 'kit') the address of what the page does or leads to.
 * @param {string} reference
 * @param {string} [action]
 */
export function bookingPagePath(reference, action) {
  return `${BOOKING_PAGES_PATH}${reference}${action ? `/${action}` : ""}`;
}

/**
 * A seat's traveller form on a booking page: '/booking/SF-7K3Q9XMD/travellers/2',
 * with `action` ('proof', 'link', 'link/stop', 'withdraw') what it does.
 * @param {string} reference
 * @param {number} seat
 * @param {string} [action]
 */
export function travellerSeatPath(reference, seat, action) {
  return bookingPagePath(reference, `travellers/${seat}${action ? `/${action}` : ""}`);
}

/**
 * A traveller's review page in the Worker (worker/traveller/review-page.ts):
 * '/review/<invitation id>', reached from the review emails with the
 * invitation's secret token (?t=), where they write, see and withdraw their review.
 */
export const REVIEW_PAGES_PATH = "/review/";

/**
 * '/review/3f9c0a7d1e2b4c68', with `action` ('withdraw') what it does.
 * @param {string} invitation
 * @param {string} [action]
 */
export function reviewPagePath(invitation, action) {
  return `${REVIEW_PAGES_PATH}${invitation}${action ? `/${action}` : ""}`;
}

/**
 * A GST document of a booking (worker/books/tax-document-page.ts): '/booking/SF-7K3Q9XMD/documents/RV-2627-00042'
 * for the document numbered 'RV/2627/00042' (its slashes as hyphens, which no series' prefix holds).
 * @param {string} reference
 * @param {string} number
 */
export function taxDocumentPath(reference, number) {
  return bookingPagePath(reference, `documents/${number.replaceAll("/", "-")}`);
}

/** What a booking page's address ends with to open its trip kit: '/booking/SF-7K3Q9XMD/kit'. */
export const TRIP_KIT_ACTION = "kit";

/**
 * The trip kit's two scripts, built from src/trip-kit/ into these files of the
 * build and served by the Worker (worker/traveller/trip-kit.ts): the kit page's
 * own, and its service worker, which each kit registers for its own address
 * alone. No page of the site loads either.
 */
export const TRIP_KIT_SCRIPTS = /** @type {const} */ ({
  page: `${BOOKING_PAGES_PATH}kit.js`,
  serviceWorker: `${BOOKING_PAGES_PATH}kit-sw.js`,
});

/** Where Razorpay posts its webhooks (worker/payments/razorpay-webhook.ts): set on Razorpay's dashboard as SITE_URL + this. */
export const RAZORPAY_WEBHOOK_PATH = "/api/payments/razorpay";

/**
 * What the build tells the Worker about its trips, departures and jobs
 * (requests/intake-catalogue.ts), written beside the pages so the Worker
 * checks requests against the same build it serves.
 */
export const INTAKE_CATALOGUE_PATH = "/intake-catalogue.json";

/**
 * The staff desk (src/pages/staff.tsx) and its API in the Worker
 * (worker/desk/), both behind Cloudflare Access; requests/staff.ts
 * names each address under the API.
 */
export const STAFF_PATH = "/staff/";
export const STAFF_API_PATH = "/api/staff/";

/**
 * The staff desk's service worker, which keeps the desk's page on a trip lead's phone for a roster
 * opened with no signal (src/staff-offline/); under the desk's path, so it serves the desk alone.
 */
export const DESK_SERVICE_WORKER = `${STAFF_PATH}desk-sw.js`;

/**
 * Where the content editor's GitHub sign-in runs, in the Worker
 * (worker/editor/): Decap opens the first in a pop-up (its
 * `auth_endpoint`), and GitHub returns to the second.
 */
export const EDITOR_AUTH_PATHS = /** @type {const} */ ({
  start: "/api/auth",
  callback: "/api/callback",
});

/**
 * Where the Worker as it runs locally (worker/local.ts: `npm start`, the
 * tests) runs a cron on request, as if at a given time; the deployed Worker
 * has no such address.
 */
export const LOCAL_CRON_PATH = "/__cron";

/**
 * Where the Worker as it runs locally lets the browser tests read its state
 * through its own connection (a SELECT under `sql`, a resume under
 * `resumes/<key>`), and set a request's language (`requests/<id>/lang`): a
 * second process opening the same SQLite file takes locks the Worker then
 * meets as errors. The deployed Worker has no such address.
 */
export const LOCAL_STATE_PATH = "/__state";

/**
 * The header the local Worker (worker/local.ts: `npm start` and the tests) adds to each answer: the rows
 * D1 said its queries read (meta.rows_read), which `npm run bench:numbers` reports. The deployed Worker
 * sends no such header.
 */
export const LOCAL_ROWS_READ_HEADER = "X-D1-Rows-Read";

/**
 * A page's address in a language: the English page's own, or under the
 * language's folder ('/hi/trips/spiti-winter-expedition/'). Every route above
 * is the English one; this gives its twin.
 * @param {import("./locales.mjs").Locale} locale
 * @param {string} path an English page's path, starting with '/'
 */
export function localePath(locale, path) {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/**
 * The language a page's address is in, and the English page's address it is the twin of.
 * @param {string} path
 * @returns {{ locale: import("./locales.mjs").Locale, englishPath: string }}
 */
export function pathInLocale(path) {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}/`;
    if (path === `/${locale}` || path.startsWith(prefix)) {
      return { locale, englishPath: path.slice(prefix.length - 1) || "/" };
    }
  }
  return { locale: DEFAULT_LOCALE, englishPath: path };
}
