// Live seats on the pages a static host serves (a build with API_ORIGIN,
// docs/deploying.md). The Worker writes the live figures into the pages it
// serves itself (worker/seats/live-pages.ts); these pages come from elsewhere
// with none (the build knows no seats left), so they fetch the figures from
// the Worker (GET /api/seats on API_ORIGIN, worker/seats/seats-endpoint.ts)
// and write them into every seat-marked element (seatMarks in
// content/departures.ts) in the Worker's words: the same text and
// data-seat-state. Until the answer comes, or if it never does, the page
// shows what it was built with: no figure, and Book Now.
//
// The words are the page's own, in its language: the build writes them into
// its <html> (SEAT_WORDS_ATTRIBUTE, src/gatsby-hooks/seat-words.ts), so this
// script carries no language's words and a Hindi page is written in Hindi.
//
// React renders seat marks from page data, which on a static host has no
// figures either: when it hydrates a mark already written (it takes its own
// text), lays out a new page after a link, or shows the finder's answers,
// what it writes is written over again, in the same task, before the browser
// paints (a MutationObserver's callback runs before rendering).
import {
  readSeatPartWords,
  SEAT_WORDS_ATTRIBUTE,
  seatStateOf,
  type SeatPart,
  type SeatPartWords,
} from "../../content/departures";
import { seatPartText } from "../../content/format";
import { SEATS_API_PATH } from "../../content/routes.mjs";
import { apiUrl } from "./api-url";
import { keepSeatFigures, seatFigures, type SeatFigures } from "./seat-figures";

const SEAT_MARKS = "[data-seat-figure], [data-seat-action]";

/** The pages whose seat marks are kept written (one in a browser; each test has its own). */
const watched = new WeakSet<Document>();

/** The figures of a fetched answer; refuses anything else (a proxy's error page, a cut-off download). */
export function readSeatFigures(json: unknown): SeatFigures {
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new Error(`${SEATS_API_PATH} is not seats`);
  const entries = Object.entries(json);
  if (!entries.every(([, seats]) => Number.isInteger(seats))) throw new Error(`${SEATS_API_PATH} is not seats`);
  return new Map(entries as [string, number][]);
}

/** The seat words a page carries in its <html>, or null when it carries none it can use. */
export function seatWordsOf(page: Document): SeatPartWords | null {
  const json = page.documentElement.getAttribute(SEAT_WORDS_ATTRIBUTE);
  if (json === null) return null;
  try {
    return readSeatPartWords(JSON.parse(json));
  } catch {
    return null;
  }
}

/**
 * Writes `seats` into each of `elements` whose departure it names: its text,
 * in `words`, and data-seat-state, as the Worker's rewrite would. An element
 * already right is left alone, so writing causes no further writes.
 */
export function writeSeatFigures(elements: Iterable<Element>, seats: SeatFigures, words: SeatPartWords): void {
  for (const element of elements) {
    const part: SeatPart = element.hasAttribute("data-seat-figure") ? "figure" : "action";
    const seatsLeft = seats.get(element.getAttribute(`data-seat-${part}`)!);
    if (seatsLeft === undefined) continue;
    const state = seatStateOf(seatsLeft);
    const text = seatPartText(part, seatsLeft, words);
    if (element.getAttribute("data-seat-state") !== state) element.setAttribute("data-seat-state", state);
    if (element.textContent !== text) element.textContent = text;
  }
}

/** The seat-marked elements that `records` added, or whose text or seat key changed. */
function marksChangedBy(records: readonly MutationRecord[]): Set<Element> {
  const marks = new Set<Element>();
  for (const record of records) {
    const target = record.target instanceof Element ? record.target : record.target.parentElement;
    const changed = target?.closest(SEAT_MARKS);
    if (changed) marks.add(changed);
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (node.matches(SEAT_MARKS)) marks.add(node);
      for (const mark of node.querySelectorAll(SEAT_MARKS)) marks.add(mark);
    }
  }
  return marks;
}

/**
 * Fetches the seats left and writes them into the page, then into every seat
 * mark React adds or rewrites. Called once as the page loads, and again after
 * each link followed inside the site (the browser reuses the answer for the
 * 30 seconds the Worker allows, so that costs no request in between). A
 * failed fetch, or a page without its seat words, leaves the page as it is.
 */
export async function showLiveSeats(page: Document = document): Promise<void> {
  const words = seatWordsOf(page);
  if (!words) return;
  let figures: SeatFigures;
  try {
    const response = await fetch(apiUrl(SEATS_API_PATH), { credentials: "omit" });
    if (!response.ok) return;
    figures = readSeatFigures(await response.json());
  } catch {
    return;
  }
  keepSeatFigures(figures);
  writeSeatFigures(page.querySelectorAll(SEAT_MARKS), figures, words);
  if (watched.has(page)) return;
  watched.add(page);
  // The figures kept when React writes, which a later fetch may have replaced.
  new MutationObserver((records) => writeSeatFigures(marksChangedBy(records), seatFigures()!, words)).observe(
    page.body,
    {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: ["data-seat-figure", "data-seat-action"],
    },
  );
}
