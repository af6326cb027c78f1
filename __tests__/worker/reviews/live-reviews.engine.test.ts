/**
 * @jest-environment node
 */
// The published reviews the Worker writes into the pages it serves: a trip
// page's badge, its reviews and their Product JSON-LD, the home page's chosen
// reviews, and the same in each page's data, all built with none, are served
// with D1's published reviews only (never one waiting, held back or
// withdrawn), newest first, in the page's language; a review published since
// shows within the snapshot's 30 seconds, with no rebuild.
import { localePath } from "../../../content/routes.mjs";
import { postJson, validBooking } from "../../support/intake-requests";
import { SPITI_IN_HINDI } from "../../support/catalogue-fixtures";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";

jest.setTimeout(180_000);

/** How long the Worker reuses its review snapshot (REVIEW_SNAPSHOT_SECONDS in worker/reviews/published-reviews.ts, which runs on workerd's types, not this file's). */
const REVIEW_SNAPSHOT_SECONDS = 30;

const SLUG = "spiti-winter-expedition";
const KEY = `trip:${SLUG}`;
const DEPARTURE = daysFromToday(30);

/** The trip page as the build writes it: no reviews, its parts marked by review key. */
const builtTripPage = (
  lang: string,
  none: string,
) => `<!doctype html><html lang="${lang}"><head><title>Spiti</title></head><body>
<dl><dt>Rating</dt><dd><span class="badge" data-review-badge="${KEY}"><span class="review-none">${none}</span></span></dd></dl>
<section><h2>Reviews</h2><div class="reviews" data-review-list="${KEY}"><p class="review-none">${none}</p></div></section>
<article><span class="badge" data-review-badge="trip:mars-base" data-review-quiet=""></span></article>
</body></html>`;

const builtTripData = () => ({
  result: {
    data: {
      trip: {
        slug: SLUG,
        title: "Spiti Valley Winter Expedition",
        liveReviews: { reviewKey: KEY, count: 0, average: null, badgeHtml: "", cardBadgeHtml: "", listHtml: "" },
        relatedTrips: [{ slug: "mars-base", liveReviews: { reviewKey: "trip:mars-base", cardBadgeHtml: "" } }],
      },
    },
  },
});

const BUILT_HOME = `<!doctype html><html lang="en"><head><title>Safarnama</title></head><body><p>Test site</p>
<div data-review-section="home" hidden=""><section><h2>From our travellers</h2><div data-review-list="home"></div></section></div>
<span data-review-badge="${KEY}" data-review-quiet=""></span>
</body></html>`;
const BUILT_HOME_DATA = {
  result: {
    data: {
      homeReviews: { reviewKey: "home", count: 0, listHtml: "" },
      upcoming: { nodes: [{ slug: SLUG, liveReviews: { reviewKey: KEY, cardBadgeHtml: "" } }] },
    },
  },
};

const HINDI_TRIP = localePath("hi", `/trips/${SLUG}/`);

let engine: Engine;

beforeAll(async () => {
  const catalogue = testCatalogue();
  engine = await startEngine({
    // The home page shows a published review and a withdrawn one, in that order: only the first is shown.
    catalogue: { ...catalogue, reviews: { ...catalogue.reviews, homePage: ["RV-NEWEST", "RV-WITHDR"] } },
    rateLimit: 1000,
    assets: {
      [`/trips/${SLUG}/index.html`]: builtTripPage("en", "No reviews yet"),
      [`/page-data/trips/${SLUG}/page-data.json`]: JSON.stringify(builtTripData()),
      [`${HINDI_TRIP}index.html`]: builtTripPage("hi", "अभी कोई समीक्षा नहीं"),
      [`/page-data${HINDI_TRIP}page-data.json`]: JSON.stringify(builtTripData()),
      "/index.html": BUILT_HOME,
      "/page-data/index/page-data.json": JSON.stringify(BUILT_HOME_DATA),
      "/hi/index.html": BUILT_HOME.replace('lang="en"', 'lang="hi"'),
      "/page-data/hi/page-data.json": JSON.stringify(BUILT_HOME_DATA),
    },
  });
  // A booking of 6 seats, each of whose travellers is asked for a review.
  const booked = await postJson(`${engine.url}/api/bookings`, {
    ...validBooking(),
    departure: DEPARTURE,
    seats: "6",
    travellers: "",
  });
  expect(booked.status).toBe(201);
  const [{ id }] = await engine.rows<{ id: string }>("SELECT id FROM requests");
  requestId = id;
});

afterAll(() => engine?.stop());

let requestId: string;
let seat = 0;

interface SeededReview {
  id: string;
  status: "published" | "waiting" | "held" | "withdrawn";
  rating: number;
  lang: "en" | "hi";
  title: string;
  daysAgo: number;
}

/** A review written through its own invitation, stored as the review page and the desk would leave it. */
async function seed(review: SeededReview) {
  seat += 1;
  const invitation = `INV-${review.id}`;
  const at = new Date(Date.now() - review.daysAgo * 86_400_000).toISOString();
  await engine.rows(
    `INSERT INTO review_invitations (id, token, request_id, seat, trip_slug, departure_start, departure_end, lang, full_name, asked_at, write_by)
     VALUES (?, 'token', ?, ?, ?, ?, ?, ?, 'Asha Verma', ?, ?)`,
    invitation,
    requestId,
    seat,
    SLUG,
    DEPARTURE,
    daysFromToday(37),
    review.lang,
    at,
    at,
  );
  await engine.rows(
    `INSERT INTO reviews (id, invitation_id, trip_slug, departure_start, lang, rating, title, body, lead_note, author_name,
       written_at, status, held_reason, published_at, withdrawn_at, reply, replied_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', 'Asha V.', ?, ?, ?, ?, ?, ?, ?)`,
    review.id,
    invitation,
    SLUG,
    DEPARTURE,
    review.lang,
    review.rating,
    review.title,
    `${review.title}: thirty characters or more of what happened.`,
    at,
    review.status,
    review.status === "held" ? "abuse" : null,
    review.status === "waiting" || review.status === "held" ? null : at,
    review.status === "withdrawn" ? at : null,
    review.id === "RV-OLDEST" ? "Thank you for travelling with us." : null,
    review.id === "RV-OLDEST" ? at : null,
  );
}

const get = (path: string) => fetch(`${engine.url}${path}`);

async function served() {
  const english = await (await get(`/trips/${SLUG}/`)).text();
  const hindi = await (await get(HINDI_TRIP)).text();
  const data = await (await get(`/page-data/trips/${SLUG}/page-data.json`)).json();
  const hindiData = await (await get(`/page-data${HINDI_TRIP}page-data.json`)).json();
  const home = await (await get("/")).text();
  const homeData = await (await get("/page-data/index/page-data.json")).json();
  const hindiHomeData = await (await get("/page-data/hi/page-data.json")).json();
  return { english, hindi, data, hindiData, home, homeData, hindiHomeData };
}

/** The Product JSON-LD scripts of a page, parsed. */
const productsOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as { "@type": string; name: string; aggregateRating: object; review: object[] },
  );

it("serves a trip with no published review as built: no rating, no number, no JSON-LD", async () => {
  await seed({ id: "RV-WAITIN", status: "waiting", rating: 1, lang: "en", title: "Still waiting", daysAgo: 1 });
  const { english, data, home } = await served();
  expect(english).toContain(`data-review-badge="${KEY}"><span class="review-none">No reviews yet</span>`);
  expect(english).toContain(`data-review-list="${KEY}"><p class="review-none">No reviews yet</p>`);
  expect(productsOf(english)).toEqual([]);
  expect(data.result.data.trip.liveReviews).toEqual({
    reviewKey: KEY,
    count: 0,
    average: null,
    badgeHtml: '<span class="review-none">No reviews yet</span>',
    cardBadgeHtml: "",
    listHtml: '<p class="review-none">No reviews yet</p>',
  });
  expect(home).toContain('<div data-review-section="home" hidden="">');
});

it("shows only the published reviews, newest first, in the page's language, in the HTML and the page's data", async () => {
  // A new snapshot: the one cached by the test before is at most REVIEW_SNAPSHOT_SECONDS old.
  await seed({ id: "RV-OLDEST", status: "published", rating: 5, lang: "en", title: "Snow and stars", daysAgo: 5 });
  await seed({ id: "RV-NEWEST", status: "published", rating: 4, lang: "hi", title: "बर्फ़ और तारे", daysAgo: 2 });
  await seed({ id: "RV-HELDBK", status: "held", rating: 1, lang: "en", title: "Held back", daysAgo: 1 });
  await seed({ id: "RV-WITHDR", status: "withdrawn", rating: 1, lang: "en", title: "Withdrawn", daysAgo: 1 });
  await new Promise((resolve) => setTimeout(resolve, (REVIEW_SNAPSHOT_SECONDS + 1) * 1000));

  const { english, hindi, data, hindiData, home, homeData, hindiHomeData } = await served();
  // The badge, with its one accessible sentence.
  expect(english).toContain('aria-label="Rated 4.5 out of 5 from 2 reviews"');
  expect(english).toContain("<strong>4.5</strong>");
  // The reviews, newest first, each in its language; none of those not published.
  const titles = [...english.matchAll(/<h3 class="review-title">(.*?)<\/h3>/g)].map((match) => match[1]);
  expect(titles).toEqual(["बर्फ़ और तारे", "Snow and stars"]);
  expect(english).toContain('<article class="review" lang="hi">');
  expect(english).toContain('<article class="review" lang="en-IN">');
  expect(english).toContain("2 reviews from verified travellers");
  for (const hidden of ["Still waiting", "Held back", "Withdrawn"]) expect(english).not.toContain(hidden);
  // A card's badge of a trip nobody reviewed says nothing.
  expect(english).toContain('data-review-badge="trip:mars-base" data-review-quiet=""></span>');
  // The Product JSON-LD, once, with the aggregate and the reviews.
  const [product, ...others] = productsOf(english);
  expect(others).toEqual([]);
  expect(product).toMatchObject({
    "@type": "Product",
    name: "Spiti Valley Winter Expedition",
    aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
  });
  expect(product.review.map((review) => (review as { name: string }).name)).toEqual(["बर्फ़ और तारे", "Snow and stars"]);

  // The Hindi page: Hindi words around the reviews, the Product named as the Hindi page names the trip.
  expect(hindi).toContain('aria-label="5 में से 4.5 रेटिंग, 2 समीक्षाओं के आधार पर"');
  expect(hindi).toContain("सत्यापित यात्रियों की 2 समीक्षाएँ");
  expect(productsOf(hindi)[0].name).toBe(SPITI_IN_HINDI);

  // The page's data: the fields each object asked for, the very strings of the HTML, from the same snapshot.
  const live = data.result.data.trip.liveReviews;
  expect(live).toMatchObject({ reviewKey: KEY, count: 2, average: 4.5 });
  expect(english).toContain(`data-review-list="${KEY}">${live.listHtml}</div>`);
  expect(english).toContain(`data-review-badge="${KEY}">${live.badgeHtml}</span>`);
  expect(live.listHtml).toContain("Thank you for travelling with us.");
  expect(hindiData.result.data.trip.liveReviews.listHtml).toContain("सत्यापित यात्रियों की 2 समीक्षाएँ");
  expect(data.result.data.trip.relatedTrips[0].liveReviews).toEqual({ reviewKey: "trip:mars-base", cardBadgeHtml: "" });

  // The home page: the chosen review that is published, the withdrawn one left out, with its trip's title.
  expect(home).toContain('<div data-review-section="home">');
  expect(home).toContain(
    `<a class="review-trip" href="/trips/${SLUG}/" lang="en-IN">Spiti Valley Winter Expedition</a>`,
  );
  expect(home).not.toContain("Withdrawn");
  expect(homeData.result.data.homeReviews.count).toBe(1);
  expect(homeData.result.data.homeReviews.listHtml).toContain(">Spiti Valley Winter Expedition</a>");
  expect(hindiHomeData.result.data.homeReviews.listHtml).toContain(`>${SPITI_IN_HINDI}</a>`);
  expect(homeData.result.data.upcoming.nodes[0].liveReviews.cardBadgeHtml).toContain(
    'aria-label="Rated 4.5 out of 5 from 2 reviews"',
  );
});

it("shows a review published since within the snapshot's 30 seconds, with no rebuild", async () => {
  await served(); // the snapshot as it stands, cached
  await seed({ id: "RV-LATEST", status: "published", rating: 3, lang: "en", title: "Cold but worth it", daysAgo: 0 });
  const cached = await served();
  expect(cached.data.result.data.trip.liveReviews.count).toBe(2);
  expect(cached.english).not.toContain("Cold but worth it");

  await new Promise((resolve) => setTimeout(resolve, (REVIEW_SNAPSHOT_SECONDS + 1) * 1000));
  const { english, data } = await served();
  expect(data.result.data.trip.liveReviews).toMatchObject({ count: 3, average: 4 });
  const titles = [...english.matchAll(/<h3 class="review-title">(.*?)<\/h3>/g)].map((match) => match[1]);
  expect(titles).toEqual(["Cold but worth it", "बर्फ़ और तारे", "Snow and stars"]);
  expect(english).toContain('aria-label="Rated 4 out of 5 from 3 reviews"');
  expect(productsOf(english)[0].aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 3 });
});
