/**
 * @jest-environment node
 */
// The live seat figures the Worker puts into the pages it serves: an HTML page
// with seat marks, a page's data and the finder's index, each built with no
// figure (the build knows no seats left), are served with the seats D1 holds,
// and follow each booking at once; a Hindi page and the Hindi finder's index
// likewise, the page's seats in Hindi.
import { FINDER_INDEX_PATH, localePath } from "../../../content/routes.mjs";
import { startEngine, testCatalogue, daysFromToday, type Engine } from "../../support/worker-engine";
import { postJson, validBooking } from "../../support/intake-requests";

jest.setTimeout(180_000);

const SLUG = "spiti-winter-expedition";
const THREE_SEATS = daysFromToday(60);
const KEY = `${SLUG}/${THREE_SEATS}`;

/** A trip page as the build writes it: no figure, seats not known, marked by seat key. */
const BUILT_PAGE = `<!doctype html><html lang="en"><title>Spiti</title>
<p class="seats" data-seat-figure="${KEY}" data-seat-state="unknown"></p>
<button type="button" class="seat"><span data-seat-action="${KEY}" data-seat-state="unknown" data-seat-widest="Join waitlist">Book Now</span><span> for 16 Jan</span></button>
<p data-seat-figure="mars-base/2030-01-01" data-seat-state="unknown"></p>
</html>`;

const PAGE_DATA = {
  result: {
    data: {
      trip: {
        slug: SLUG,
        upcomingDepartures: [
          { startDate: THREE_SEATS, seatsLeft: null, seatKey: KEY },
          { startDate: "2030-01-01", seatsLeft: null, seatKey: "mars-base/2030-01-01" },
        ],
      },
    },
  },
};

const FINDER_INDEX = {
  trips: [{ slug: SLUG, title: "Spiti Valley Winter Expedition" }],
  departures: [[0, THREE_SEATS, daysFromToday(67), null, 8, 38999]],
};

/** The trip's Hindi page as the build writes it, under /hi/. */
const HINDI_PAGE_PATH = localePath("hi", "/trips/spiti-winter-expedition/");
const BUILT_HINDI_PAGE = `<!doctype html><html lang="hi"><title>स्पीति</title>
<p class="seats" data-seat-figure="${KEY}" data-seat-state="unknown"></p>
<button type="button" class="seat"><span data-seat-action="${KEY}" data-seat-state="unknown" data-seat-widest="वेटलिस्ट में नाम लिखवाएँ">अभी बुक करें</span><span> (16 जन॰ के लिए)</span></button>
</html>`;
const HINDI_FINDER_INDEX_PATH = localePath("hi", FINDER_INDEX_PATH);
const HINDI_FINDER_INDEX = {
  trips: [{ slug: SLUG, title: "स्पीति घाटी शीतकालीन अभियान" }],
  departures: [[0, THREE_SEATS, daysFromToday(67), null, 8, 38999]],
};

let engine: Engine;

beforeAll(async () => {
  engine = await startEngine({
    catalogue: testCatalogue(),
    rateLimit: 1000,
    assets: {
      "/trips/spiti-winter-expedition/index.html": BUILT_PAGE,
      "/page-data/trips/spiti-winter-expedition/page-data.json": JSON.stringify(PAGE_DATA),
      [FINDER_INDEX_PATH]: JSON.stringify(FINDER_INDEX),
      [`${HINDI_PAGE_PATH}index.html`]: BUILT_HINDI_PAGE,
      [HINDI_FINDER_INDEX_PATH]: JSON.stringify(HINDI_FINDER_INDEX),
    },
  });
});

afterAll(() => engine?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${engine.url}${path}`, { headers });

async function served() {
  const page = await get("/trips/spiti-winter-expedition/", { "If-None-Match": '"built"' });
  const data = await (await get("/page-data/trips/spiti-winter-expedition/page-data.json")).json();
  const finder = await (await get(FINDER_INDEX_PATH)).json();
  const hindi = await (await get(HINDI_PAGE_PATH)).text();
  const hindiFinder = await (await get(HINDI_FINDER_INDEX_PATH)).json();
  return { page, html: await page.text(), data, finder, hindi, hindiFinder };
}

const book = async (seats: number) => {
  const response = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    departure: THREE_SEATS,
    seats: String(seats),
    travellers: "",
  });
  expect(response.status).toBe(201);
};

it("serves each page, its data and the finder's index with the seats D1 holds, and follows every booking at once", async () => {
  const before = await served();
  expect(before.page.status).toBe(200);
  expect(before.page.headers.get("ETag")).toBeNull();
  expect(before.html).toContain(`<p class="seats" data-seat-figure="${KEY}" data-seat-state="few">3 spots left</p>`);
  expect(before.html).toContain(
    `<button type="button" class="seat"><span data-seat-action="${KEY}" data-seat-state="few" data-seat-widest="Join waitlist">Book Now</span><span> for 16 Jan</span>`,
  );
  // A key the catalogue does not know is left as built: no figure.
  expect(before.html).toContain(`<p data-seat-figure="mars-base/2030-01-01" data-seat-state="unknown"></p>`);
  expect(before.data.result.data.trip.upcomingDepartures[0].seatsLeft).toBe(3);
  expect(before.data.result.data.trip.upcomingDepartures[1].seatsLeft).toBeNull();
  // Only the seats change: the departure's length and price stay as built.
  expect(before.finder.departures[0]).toEqual([0, THREE_SEATS, daysFromToday(67), 3, 8, 38999]);
  // The Hindi page, in Hindi: its address says its language.
  expect(before.hindi).toContain(`<p class="seats" data-seat-figure="${KEY}" data-seat-state="few">3 सीटें बाकी</p>`);
  expect(before.hindi).toContain(
    `<span data-seat-action="${KEY}" data-seat-state="few" data-seat-widest="वेटलिस्ट में नाम लिखवाएँ">अभी बुक करें</span>`,
  );
  expect(before.hindiFinder).toEqual({
    ...HINDI_FINDER_INDEX,
    departures: [[0, THREE_SEATS, daysFromToday(67), 3, 8, 38999]],
  });

  await book(2);
  const two = await served();
  expect(two.html).toContain(`data-seat-state="few">1 spot left</p>`);
  expect(two.data.result.data.trip.upcomingDepartures[0].seatsLeft).toBe(1);
  expect(two.finder.departures[0][3]).toBe(1);
  expect(two.hindi).toContain(`data-seat-state="few">1 सीट बाकी</p>`);
  expect(two.hindiFinder.departures[0][3]).toBe(1);

  await book(1);
  const full = await served();
  expect(full.html).toContain(`data-seat-figure="${KEY}" data-seat-state="none">Sold out</p>`);
  expect(full.html).toContain(
    `data-seat-action="${KEY}" data-seat-state="none" data-seat-widest="Join waitlist">Join waitlist</span>`,
  );
  expect(full.data.result.data.trip.upcomingDepartures[0].seatsLeft).toBe(0);
  expect(full.finder.departures[0][3]).toBe(0);
  expect(full.hindi).toContain(`data-seat-figure="${KEY}" data-seat-state="none">सीटें भर गईं</p>`);
  expect(full.hindi).toContain(
    `data-seat-action="${KEY}" data-seat-state="none" data-seat-widest="वेटलिस्ट में नाम लिखवाएँ">वेटलिस्ट में नाम लिखवाएँ</span>`,
  );
  expect(full.hindiFinder.departures[0][3]).toBe(0);
});

it("leaves every other file as built", async () => {
  const catalogue = await get("/intake-catalogue.json");
  expect((await catalogue.json()).trips[SLUG].departures[2].seats).toBe(3);
  const home = await get("/");
  expect(await home.text()).toContain("<p>Test site</p>");
  expect((await get("/no-such-page/")).status).toBe(404);
});
