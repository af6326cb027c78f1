// Published reviews as pages show them (content/review-markup.ts's ShownReview), for the renderer's and components' tests.
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { reviewsMarkup, type LiveReviews, type ShownReview } from "../../content/review-markup";

export const SLUG = "spiti-winter-expedition";
export const TRIP_TITLE = "Spiti Valley Winter Expedition";

/** A review written in English, with a line for the trip lead and the agency's answer. */
export const englishReview: ShownReview = {
  id: "RV-7KQ3MX",
  tripSlug: SLUG,
  rating: 4,
  title: "Snow, stars and <script>alert('x')</script>",
  body: "Eight cold days & the best of company.\n\nKomic at night was unforgettable.",
  leadNote: "Tenzin kept us warm and laughing.",
  authorName: 'Priya "PN" N.',
  lang: "en",
  writtenAt: "2027-01-30T20:00:00.000Z",
  publishedAt: "2027-02-01T05:00:00.000Z",
  departureStart: "2027-01-16",
  reply: "Thank you, Priya! Tenzin says hello.",
  repliedAt: "2027-02-02T06:00:00.000Z",
  tripTitle: null,
};

/** A review written in Hindi, without a note or an answer. */
export const hindiReview: ShownReview = {
  id: "RV-H1ND1A",
  tripSlug: SLUG,
  rating: 5,
  title: "ज़िंदगी भर याद रहेगा",
  body: "बर्फ़, तारे और बहुत अच्छे साथी।",
  leadNote: "",
  authorName: "राहुल व.",
  lang: "hi",
  writtenAt: "2027-02-03T04:00:00.000Z",
  publishedAt: "2027-02-03T09:00:00.000Z",
  departureStart: "2027-01-16",
  reply: null,
  repliedAt: null,
  tripTitle: null,
};

/** The trip's live reviews: two, newest first, averaging 4.5. */
export const liveTripReviews: LiveReviews = {
  reviewKey: `trip:${SLUG}`,
  count: 2,
  average: 4.5,
  reviews: [hindiReview, englishReview],
};

/** `live` as a page's data carries it, in `lang` (as the build or the Worker writes it). */
export const markupIn = (lang: Locale, live: LiveReviews = liveTripReviews, trip: string | null = TRIP_TITLE) =>
  reviewsMarkup(live, trip === null ? null : { name: trip }, lang, MESSAGES[lang].reviews);
