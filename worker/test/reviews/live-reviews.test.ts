// What the Worker writes into a page's data from its review snapshot
// (worker/reviews/live-reviews.ts): each object with a review key gets the
// fields its page's query asked for, a trip's own reviews or none, and the
// home page's chosen reviews with their trip's title in the page's language.
import { MESSAGES } from "../../../content/messages";
import { reviewsMarkup } from "../../../content/review-markup";
import { liveReviewsOf, reviewsMarkupOf, rewriteReviewKeys } from "../../reviews/live-reviews";
import { shownReview, type ReviewSnapshot } from "../../reviews/published-reviews";
import { SPITI_IN_HINDI, spitiCatalogue } from "../../../__tests__/support/catalogue-fixtures";
import { englishReview, hindiReview } from "../../../__tests__/support/review-fixtures";

const SLUG = "spiti-winter-expedition";
const catalogue = spitiCatalogue();
const snapshot: ReviewSnapshot = {
  trips: { [SLUG]: { count: 2, average: 4.5, reviews: [hindiReview, englishReview] } },
  home: [hindiReview],
};

describe("the page data's reviews", () => {
  test("fill each review key's fields the query asked for, in the page's language, and nothing else", () => {
    const data = {
      trip: {
        title: "Spiti",
        liveReviews: { reviewKey: `trip:${SLUG}`, count: 0, average: null, badgeHtml: "", listHtml: "" },
        relatedTrips: [{ liveReviews: { reviewKey: "trip:mars-base", badgeHtml: "", cardBadgeHtml: "" } }],
      },
      cards: [{ liveReviews: { reviewKey: `trip:${SLUG}`, cardBadgeHtml: "" } }],
      other: { reviewKey: "unknown", count: 7 },
    };
    rewriteReviewKeys(data, snapshot, "hi", catalogue);
    const live = { reviewKey: `trip:${SLUG}`, count: 2, average: 4.5, reviews: [hindiReview, englishReview] };
    const markup = reviewsMarkup(live, { name: SPITI_IN_HINDI }, "hi", MESSAGES.hi.reviews);
    expect(data.trip.liveReviews).toEqual({
      reviewKey: `trip:${SLUG}`,
      count: 2,
      average: 4.5,
      badgeHtml: markup.badgeHtml,
      listHtml: markup.listHtml,
    });
    expect(data.trip.liveReviews.listHtml).toContain(`"name":"${SPITI_IN_HINDI}"`);
    // A card asked for its badge alone, and gets it alone; a trip nobody reviewed says nothing on it.
    expect(data.cards[0].liveReviews).toEqual({ reviewKey: `trip:${SLUG}`, cardBadgeHtml: markup.cardBadgeHtml });
    expect(data.trip.relatedTrips[0].liveReviews).toEqual({
      reviewKey: "trip:mars-base",
      badgeHtml: '<span class="review-none">अभी कोई समीक्षा नहीं</span>',
      cardBadgeHtml: "",
    });
    // A key that names neither a trip nor the home page is left alone.
    expect(data.other).toEqual({ reviewKey: "unknown", count: 7 });
  });

  test("give the home page's reviews their trip's title in the page's language", () => {
    expect(liveReviewsOf("home", snapshot, "en", catalogue)?.reviews[0].tripTitle).toBe(
      "Spiti Valley Winter Expedition",
    );
    expect(liveReviewsOf("home", snapshot, "hi", catalogue)?.reviews[0].tripTitle).toBe(SPITI_IN_HINDI);
    expect(reviewsMarkupOf("home", snapshot, "hi", catalogue)).toMatchObject({ count: 1, average: null });
    // The snapshot itself is shared by every page and stays without titles.
    expect(snapshot.home[0].tripTitle).toBeNull();
  });
});

test("a row of D1 becomes a review as pages show it", () => {
  expect(
    shownReview({
      id: "RV-7KQ3MX",
      trip_slug: SLUG,
      rating: 4,
      title: "T",
      body: "B",
      lead_note: "",
      author_name: "Priya N.",
      lang: "en",
      written_at: "2027-01-30T20:00:00.000Z",
      published_at: "2027-02-01T05:00:00.000Z",
      departure_start: "2027-01-16",
      reply: null,
      replied_at: null,
    }),
  ).toEqual({
    id: "RV-7KQ3MX",
    tripSlug: SLUG,
    rating: 4,
    title: "T",
    body: "B",
    leadNote: "",
    authorName: "Priya N.",
    lang: "en",
    writtenAt: "2027-01-30T20:00:00.000Z",
    publishedAt: "2027-02-01T05:00:00.000Z",
    departureStart: "2027-01-16",
    reply: null,
    repliedAt: null,
    tripTitle: null,
  });
});
