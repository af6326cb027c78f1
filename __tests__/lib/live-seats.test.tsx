// The live seats of a static host's pages (src/lib/live-seats.ts): the
// figures fetched from the Worker written into the page's seat marks in the
// Worker's words, kept there through React's hydration and whatever React
// adds later, and offered by the booking dialog; a page whose fetch fails
// keeps what it was built with.
import { act, screen, within } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SEATS_API_PATH } from "../../content/routes.mjs";
import { DepartureList } from "../../src/components/departures/departure-list";
import { TripDepartures } from "../../src/components/trip-page/trip-departures";
import { readSeatFigures, seatWordsOf, showLiveSeats, writeSeatFigures } from "../../src/lib/live-seats";
import { seatWordsAttributes } from "../../src/gatsby-hooks/seat-words";
import { SEAT_WORDS_ATTRIBUTE, seatPartWords } from "../../content/departures";
import { MESSAGES } from "../../content/messages";
import type { Locale } from "../../content/locales.mjs";
import { InPage } from "../support/messages";
import type * as LiveSeats from "../../src/lib/live-seats";
import { seatsLeftNow } from "../../src/lib/seat-figures";
import { renderInPage } from "../support/messages";
import type * as SeatFiguresModule from "../../src/lib/seat-figures";

const SLUG = "spiti-winter-expedition";
const OPEN = `${SLUG}/2027-01-16`;
const FULL = `${SLUG}/2027-02-13`;
const UNLISTED = `${SLUG}/2027-03-13`;

/** The trip's departures as the build writes them: seats left not known. */
const trip = {
  slug: SLUG,
  title: "Spiti Valley Winter Expedition",
  price: 18999,
  pricesVary: false,
  upcomingDepartures: [
    { startDate: "2027-01-16", endDate: "2027-01-23", price: 18999, seatsLeft: null, seatKey: OPEN },
    { startDate: "2027-02-13", endDate: "2027-02-20", price: 18999, seatsLeft: null, seatKey: FULL },
    { startDate: "2027-03-13", endDate: "2027-03-20", price: 18999, seatsLeft: null, seatKey: UNLISTED },
  ],
  completedDepartures: [],
};

const departuresIn = (lang: Locale) => (
  <InPage lang={lang}>
    <TripDepartures trip={trip} whatsapp="+91 00000 22222" />
  </InPage>
);
const departures = departuresIn("en");

/** The <html> attributes the build gives a static host's page in `lang` (gatsby-ssr.tsx). */
const staticHostHtml = (lang: Locale) => seatWordsAttributes(lang, "https://safarnama-worker.example");

/** What GET /api/seats answers: 3 seats on one departure, none on another, nothing on the third. */
const ANSWER = { [OPEN]: 3, [FULL]: 0 };

/** fetch answering the seats as the Worker does, or as `answer` says. */
function answerSeats(answer: () => Promise<Partial<Response>> = async () => ({ ok: true, json: async () => ANSWER })) {
  const fetch = jest.fn(answer);
  global.fetch = fetch as unknown as typeof global.fetch;
  return fetch;
}

/**
 * A document of its own for a test, holding `html` as its body and, as a
 * static host's page in `lang` does, its seat words in its <html>: each page
 * observes its own.
 */
function pageWith(html: string, lang: Locale | null = "en"): Document {
  const page = document.implementation.createHTMLDocument("Spiti");
  if (lang) {
    for (const [name, value] of Object.entries(staticHostHtml(lang))) page.documentElement.setAttribute(name, value);
  }
  page.body.innerHTML = `<div id="root">${html}</div>`;
  return page;
}

const mark = (page: ParentNode, part: "figure" | "action", key: string) =>
  page.querySelector(`[data-seat-${part}="${key}"]`)!;

/** Each mark's text and state, in order: figure and label of each departure. */
const marksOf = (page: ParentNode) =>
  [OPEN, FULL, UNLISTED].flatMap((key) =>
    (["figure", "action"] as const).map((part) => {
      const element = mark(page, part, key);
      return [part, key, element.textContent, element.getAttribute("data-seat-state")];
    }),
  );

/** What the page shows as built, and with the answer written in, as the Worker writes its own pages. */
const AS_BUILT = [
  ["figure", OPEN, "", "unknown"],
  ["action", OPEN, "Book Now", "unknown"],
  ["figure", FULL, "", "unknown"],
  ["action", FULL, "Book Now", "unknown"],
  ["figure", UNLISTED, "", "unknown"],
  ["action", UNLISTED, "Book Now", "unknown"],
];
const LIVE = [
  ["figure", OPEN, "3 spots left", "few"],
  ["action", OPEN, "Book Now", "few"],
  ["figure", FULL, "Sold out", "none"],
  ["action", FULL, "Join waitlist", "none"],
  // A departure the answer does not name (it has left since the build) is left as built.
  ["figure", UNLISTED, "", "unknown"],
  ["action", UNLISTED, "Book Now", "unknown"],
];

afterEach(() => {
  delete process.env.API_ORIGIN;
});

describe("a failed fetch", () => {
  it.each([
    ["the Worker unreachable", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 503", async () => ({ ok: false, status: 503, json: async () => ({ message: "down" }) })],
    ["an answer that is not seats", async () => ({ ok: true, json: async () => ({ [OPEN]: "3 spots" }) })],
    ["a cut-off answer", async () => ({ ok: true, json: async () => Promise.reject(new SyntaxError("JSON")) })],
  ])("leaves the page as built: %s", async (_, answer) => {
    // A module of its own, which has never had an answer.
    let live!: typeof LiveSeats;
    let kept!: typeof SeatFiguresModule;
    jest.isolateModules(() => {
      live = jest.requireActual("../../src/lib/live-seats");
      kept = jest.requireActual("../../src/lib/seat-figures");
    });
    answerSeats(answer as () => Promise<Partial<Response>>);
    const page = pageWith(renderToString(departures));
    await live.showLiveSeats(page);
    expect(marksOf(page)).toEqual(AS_BUILT);
    expect(kept.seatsLeftNow(trip.upcomingDepartures[1])).toBeNull();
  });
});

it("asks the Worker on API_ORIGIN for the seats, without credentials", async () => {
  process.env.API_ORIGIN = "https://safarnama-worker.example";
  const fetch = answerSeats();
  await showLiveSeats(pageWith(""));
  expect(fetch).toHaveBeenCalledWith(`https://safarnama-worker.example${SEATS_API_PATH}`, { credentials: "omit" });
});

it("writes the seats into every figure and label in the Worker's words", async () => {
  answerSeats();
  const page = pageWith(renderToString(departures));
  expect(marksOf(page)).toEqual(AS_BUILT);
  await showLiveSeats(page);
  expect(marksOf(page)).toEqual(LIVE);
  expect(mark(page, "action", FULL).closest("button")!.textContent).toBe("Join waitlist for 13 Feb – 20 Feb 2027");
});

it("keeps the seats written when React hydrates the page, which takes its own words for a moment", async () => {
  answerSeats();
  const page = pageWith(renderToString(departures));
  await showLiveSeats(page);
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  // The figure's text at each change made to it: React writes its own words, then the page the live ones again.
  const texts: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) texts.push([...record.addedNodes].map((node) => node.textContent).join(""));
  }).observe(mark(page, "figure", OPEN), { childList: true, characterData: true, subtree: true });
  await act(async () => {
    hydrateRoot(page.getElementById("root")!, departures);
  });
  expect(texts).toEqual(["", "3 spots left"]);
  expect(marksOf(page)).toEqual(LIVE);
  // No hydration error: the marks' text may differ from what React renders (suppressHydrationWarning).
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it("writes the seats into the marks React adds later: a page opened by a link, the finder's answers", async () => {
  answerSeats();
  const page = pageWith("");
  await showLiveSeats(page);
  await act(async () => {
    createRoot(page.getElementById("root")!).render(
      <InPage>
        <DepartureList
          label="Matching departures"
          departures={[
            {
              startDate: "2027-02-13",
              endDate: "2027-02-20",
              price: trip.price,
              seatsLeft: null,
              trip: { slug: SLUG, title: trip.title, location: "Kaza" },
            },
          ]}
        />
      </InPage>,
    );
  });
  expect(mark(page, "figure", FULL).textContent).toBe("Sold out");
  expect(mark(page, "action", FULL).getAttribute("data-seat-state")).toBe("none");
});

it("writes nothing into a mark already right, so its own writes cause no more", () => {
  const page = pageWith(`<p data-seat-figure="${OPEN}" data-seat-state="few">3 spots left</p>`);
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(page.body, { subtree: true, childList: true, characterData: true, attributes: true });
  writeSeatFigures([mark(page, "figure", OPEN)], readSeatFigures(ANSWER), MESSAGES.en.seats);
  expect(observer.takeRecords()).toEqual([]);
  expect(changes).toEqual([]);
});

it("refuses an answer that is not seats by key", () => {
  expect(readSeatFigures(ANSWER)).toEqual(new Map(Object.entries(ANSWER)));
  for (const json of [null, [3], "<!doctype html>", { [OPEN]: 2.5 }, { [OPEN]: null }]) {
    expect(() => readSeatFigures(json)).toThrow(`${SEATS_API_PATH} is not seats`);
  }
});

it("offers in the booking dialog the seats the page shows: a departure sold out since the build, its waitlist", async () => {
  answerSeats();
  for (const [name, value] of Object.entries(staticHostHtml("en"))) document.documentElement.setAttribute(name, value);
  renderInPage(departures);
  await showLiveSeats(document);
  document.documentElement.removeAttribute(SEAT_WORDS_ATTRIBUTE);
  expect(seatsLeftNow(trip.upcomingDepartures[1])).toBe(0);
  // Page data has a figure of its own on the Worker's pages: that one is what the page shows.
  expect(seatsLeftNow({ ...trip.upcomingDepartures[1], seatsLeft: 4 })).toBe(4);
  await act(async () => screen.getByRole("button", { name: "Join waitlist for 13 Feb – 20 Feb 2027" }).click());
  const dialog = await screen.findByRole("dialog", { name: `Join the waitlist for ${trip.title}` });
  expect(dialog).toHaveAccessibleDescription("13 Feb – 20 Feb 2027 · 8D / 7N · ₹18,999 per person · Sold out");
  expect(within(dialog).getByRole("button", { name: "Join waitlist" })).toBeInTheDocument();
});

it("writes a Hindi page's seats in Hindi, from the words its <html> holds", async () => {
  answerSeats();
  const page = pageWith(renderToString(departuresIn("hi")), "hi");
  await showLiveSeats(page);
  expect(marksOf(page)).toEqual([
    ["figure", OPEN, "3 सीटें बाकी", "few"],
    ["action", OPEN, "अभी बुक करें", "few"],
    ["figure", FULL, "सीटें भर गईं", "none"],
    ["action", FULL, "वेटलिस्ट में नाम लिखवाएँ", "none"],
    ["figure", UNLISTED, "", "unknown"],
    ["action", UNLISTED, "अभी बुक करें", "unknown"],
  ]);
});

it("leaves a page without its seat words as built, and asks nothing", async () => {
  const fetch = answerSeats();
  const page = pageWith(renderToString(departures), null);
  await showLiveSeats(page);
  expect(marksOf(page)).toEqual(AS_BUILT);
  expect(fetch).not.toHaveBeenCalled();
});

describe("the seat words of a page", () => {
  it("are written into a static host's page's <html> in its language, and only the words its marks say", () => {
    expect(staticHostHtml("hi")).toEqual({ [SEAT_WORDS_ATTRIBUTE]: JSON.stringify(seatPartWords(MESSAGES.hi.seats)) });
    expect(seatWordsOf(pageWith("", "hi"))).toEqual(seatPartWords(MESSAGES.hi.seats));
    expect(JSON.parse(staticHostHtml("en")[SEAT_WORDS_ATTRIBUTE])).not.toHaveProperty("travellersJoinedOther");
  });

  it("are left out of the pages the Worker serves, which it writes itself", () => {
    expect(seatWordsAttributes("en", "")).toEqual({});
  });

  it("are refused when mangled", () => {
    const page = pageWith("", null);
    page.documentElement.setAttribute(SEAT_WORDS_ATTRIBUTE, "{not json");
    expect(seatWordsOf(page)).toBeNull();
    page.documentElement.setAttribute(SEAT_WORDS_ATTRIBUTE, JSON.stringify({ soldOut: "Sold out" }));
    expect(seatWordsOf(page)).toBeNull();
  });
});
