// The live seat figures and published reviews in every page the site serves.
// The build writes neither (it knows each departure's capacity, not its seats
// left, and no review). The Worker runs first for the pages that show seats or
// reviews and for their data (wrangler.jsonc's run_worker_first): it fetches
// the built file and, from a snapshot of every departure's seats left, rewrites
//
// - in HTML, each element marked with a seat key (seatMarks in
//   content/departures.ts): its text, in the page's language (a Hindi page's
//   address is under /hi/), and its data-seat-state, with HTMLRewriter as the
//   page streams;
// - in page data and static query JSON, each object with a seatKey: its seatsLeft;
// - in the trip finder's index of each language, each departure row's seats.
//
// The figures come from the seat snapshot (bookings/seat-snapshot.ts), so a page
// is at most 30 seconds behind a change made elsewhere and current after one
// made here. The reviews are written in the same pass, from the review snapshot
// (reviews/live-reviews.ts); should D1 fail to give them, the page is served
// with the seats and with its reviews as built ("No reviews yet").
import { seatKeyOf, seatStateOf, type SeatPart, type SeatPartWords } from "../../content/departures";
import { seatPartText } from "../../content/format";
import type { FinderIndex, FinderIndexDeparture } from "../../content/finder-index";
import { MESSAGES } from "../../content/messages";
import { FINDER_INDEX_PATH, INTAKE_CATALOGUE_PATH, pathInLocale } from "../../content/routes.mjs";
import type { Locale } from "../../content/locales.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { seatSnapshot, type SeatSnapshot } from "../bookings/seat-snapshot";
import { intakeCatalogue } from "../catalogue/catalogue";
import { reviewSnapshot, type ReviewSnapshot } from "../reviews/published-reviews";
import { rewriteReviewKeys, withLiveReviewMarks } from "../reviews/live-reviews";

/** The published reviews a page is served with, and what it needs to write them in its language. */
interface LiveReviewParts {
  snapshot: ReviewSnapshot;
  catalogue: IntakeCatalogue;
  locale: Locale;
}

/** The handler of one kind of seat-marked element: its text (in `words`) and state set to the snapshot's seats. */
const partRewriter = (
  part: SeatPart,
  snapshot: SeatSnapshot,
  words: SeatPartWords,
): HTMLRewriterElementContentHandlers => ({
  element(element) {
    const key = element.getAttribute(`data-seat-${part}`)!;
    if (!(key in snapshot)) return;
    element.setAttribute("data-seat-state", seatStateOf(snapshot[key]));
    element.setInnerContent(seatPartText(part, snapshot[key], words));
  },
});

/** The seat-marked elements of an HTML page, rewritten to `snapshot` in `words`' language, and its review marks to `reviews`. */
function rewriteHtml(
  response: Response,
  snapshot: SeatSnapshot,
  words: SeatPartWords,
  reviews: LiveReviewParts | null,
): Response {
  const rewriter = new HTMLRewriter()
    .on("[data-seat-figure]", partRewriter("figure", snapshot, words))
    .on("[data-seat-action]", partRewriter("action", snapshot, words));
  return (
    reviews ? withLiveReviewMarks(rewriter, reviews.snapshot, reviews.locale, reviews.catalogue) : rewriter
  ).transform(response);
}

/** Every object in `value` with a seatKey and a seatsLeft (null as built), set to the snapshot's figure. */
function rewriteSeatKeys(value: unknown, snapshot: SeatSnapshot): void {
  if (Array.isArray(value)) {
    for (const item of value) rewriteSeatKeys(item, snapshot);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record.seatKey === "string" && "seatsLeft" in record && record.seatKey in snapshot) {
    record.seatsLeft = snapshot[record.seatKey];
  }
  for (const child of Object.values(record)) rewriteSeatKeys(child, snapshot);
}

function rewriteFinderIndex(index: FinderIndex, snapshot: SeatSnapshot): FinderIndex {
  return {
    ...index,
    departures: index.departures.map((row) => {
      const key = seatKeyOf(index.trips[row[0]].slug, row[1]);
      if (!(key in snapshot)) return row;
      const live: FinderIndexDeparture = [...row];
      live[3] = snapshot[key];
      return live;
    }),
  };
}

/** Headers of a rewritten file: its validators and length described the built file, not this one. */
function rewrittenHeaders(response: Response): Headers {
  const headers = new Headers(response.headers);
  for (const name of ["ETag", "Last-Modified", "Content-Length"]) headers.delete(name);
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  return headers;
}

/** Whether the Worker puts live seats into what `path` serves. */
const isSeatData = (path: string) => path.startsWith(PAGE_DATA_PREFIX) && path.endsWith(".json");

const PAGE_DATA_PREFIX = "/page-data/";

/**
 * The review snapshot and the catalogue, or null when D1 cannot give them
 * (logged): a page is better served with its reviews as built than not at all.
 */
async function liveReviewParts(
  env: Env,
  context: { waitUntil(promise: Promise<unknown>): void },
  locale: Locale,
): Promise<LiveReviewParts | null> {
  try {
    const [{ snapshot }, catalogue] = await Promise.all([reviewSnapshot(env, context), intakeCatalogue(env.ASSETS)]);
    return { snapshot, catalogue, locale };
  } catch (error) {
    console.error(JSON.stringify({ event: "review-snapshot-failed", error: String(error) }));
    return null;
  }
}

/**
 * The built file at the request's address, with live seats in it when it is
 * an HTML page, page data or the finder's index; anything else as built.
 */
export async function withLiveSeats(
  request: Request,
  env: Env,
  context: { waitUntil(promise: Promise<unknown>): void },
): Promise<Response> {
  // Without the browser's validators: a copy it kept of the built file (not
  // rewritten) must not be revalidated as current, whatever the seats are now.
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  const built = await env.ASSETS.fetch(new Request(request, { headers }));
  const path = new URL(request.url).pathname;
  // The page's language is its address's: /hi/trips/… is Hindi, and so is /hi/trips/finder.json,
  // and its data's: /page-data/hi/trips/…/page-data.json.
  const { locale, englishPath } = pathInLocale(path);
  const dataLocale = isSeatData(path) ? pathInLocale(path.slice(PAGE_DATA_PREFIX.length - 1)).locale : locale;
  const isFinderIndex = englishPath === FINDER_INDEX_PATH;
  const type = built.headers.get("Content-Type") ?? "";
  const html = type.startsWith("text/html");
  const json = isFinderIndex || isSeatData(path);
  if (built.status !== 200 || request.method !== "GET" || (!html && !json) || path === INTAKE_CATALOGUE_PATH) {
    return built;
  }
  const [{ snapshot }, reviews] = await Promise.all([
    seatSnapshot(env, context),
    isFinderIndex ? null : liveReviewParts(env, context, dataLocale),
  ]);
  if (html) {
    const rewritten = rewriteHtml(built, snapshot, MESSAGES[locale].seats, reviews);
    return new Response(rewritten.body, { status: 200, headers: rewrittenHeaders(built) });
  }
  const data = await built.json<unknown>();
  if (isFinderIndex) {
    return Response.json(rewriteFinderIndex(data as FinderIndex, snapshot), { headers: rewrittenHeaders(built) });
  }
  rewriteSeatKeys(data, snapshot);
  if (reviews) rewriteReviewKeys(data, reviews.snapshot, reviews.locale, reviews.catalogue);
  return Response.json(data, { headers: rewrittenHeaders(built) });
}
