// The published reviews as pages show them: a trip's rating badge, a trip's
// reviews with their summary, and the home page's chosen reviews, each written
// as an HTML string by one pure function. The build writes the strings of no
// reviews into each page and its data (GraphQL's LiveReviews), and the Worker
// writes them from its snapshot of D1 into the page's HTML and its data alike
// (worker/reviews/live-reviews.ts); the components only place the string from
// the page's data (src/components/reviews/). So a review shows in the HTML
// within a minute of being published, hydrates unchanged, reads the same after
// a client-side navigation, and no browser downloads this module. Every text
// is escaped here: a review is what a visitor typed.
import { fillMessage } from "./fill-message";
import { formatLongDate, formatMonthName, takesSingular } from "./format";
import type { LiveReviewsMarkup } from "./review-marks";
import { STAR_PATH } from "./star-path";
import { todayInIndia } from "./india-time";
import { HTML_LANGS, isLocale, type Locale } from "./locales.mjs";
import type { Messages } from "./messages";
import { tripPath, localePath } from "./routes.mjs";

/** The words reviews are shown with, in the page's language: the `reviews` group of the messages. */
export type ReviewWords = Messages["reviews"];

/** One published review as pages show it (the Worker reads it from D1's reviews table). */
export interface ShownReview {
  id: string;
  tripSlug: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  /** Its line for the trip lead; '' when none. */
  leadNote: string;
  /** The name as its author chose to show it. */
  authorName: string;
  /** The language it was written in ('en', 'hi'). */
  lang: string;
  /** When it was written and published (ISO 8601). */
  writtenAt: string;
  publishedAt: string;
  /** The day its departure started (YYYY-MM-DD). */
  departureStart: string;
  /** The agency's public answer, and when it was given (ISO 8601); null when none. */
  reply: string | null;
  repliedAt: string | null;
  /** The home page's reviews: their trip's title in the page's language (null elsewhere, or for a trip no longer listed). */
  tripTitle: string | null;
}

/**
 * A set of published reviews as a page's data holds it. Each object the page
 * data carries with a `reviewKey` is filled by the Worker from its snapshot,
 * field by field for the fields the page's query asked for; as built, none.
 */
export interface LiveReviews {
  /** Which set: a trip's (reviewKeyOf) or the home page's (HOME_REVIEWS_KEY). */
  reviewKey: string;
  /** How many published reviews the trip has. */
  count: number;
  /** Their average stars to one decimal, null when there are none. */
  average: number | null;
  /** A trip's newest reviews, newest first (up to NEWEST_REVIEWS); the home page's in the editors' order. */
  reviews: readonly ShownReview[];
}

/** How many of a trip's newest reviews its page lists. */
export const NEWEST_REVIEWS = 20;

/** How many of them its JSON-LD names beside the aggregate rating. */
export const REVIEWS_IN_JSON_LD = 5;

/** 'trip:spiti-winter-expedition': how pages and the Worker name a trip's reviews. */
export const reviewKeyOf = (slug: string) => `trip:${slug}`;

/** The trip a review key names, or null for another key. */
export const tripOfReviewKey = (key: string): string | null => (key.startsWith("trip:") ? key.slice(5) : null);

/** The home page's chosen reviews (data/reviews.json › homePage). */
export const HOME_REVIEWS_KEY = "home";

/** A set with nothing in it: what the build writes, and a trip nobody has reviewed. */
export const noReviews = (reviewKey: string): LiveReviews => ({ reviewKey, count: 0, average: null, reviews: [] });

/** 4.666… → 4.7: the average as pages and JSON-LD state it. */
export const roundedAverage = (average: number) => Math.round(average * 10) / 10;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML: every character that could open markup or close an attribute escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

/** A message filled with values, all escaped, but for `html` values, which are markup this module wrote. */
function fillHtml(template: string, values: Record<string, string | number>, html: Record<string, string> = {}) {
  const escaped = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(String(value))]));
  return fillMessage(escapeHtml(template), { ...escaped, ...html });
}

/** The `lang` attribute of a language: HTML_LANGS's tag ('en-IN', 'hi'). */
const htmlLang = (lang: string) => (isLocale(lang) ? HTML_LANGS[lang] : "en-IN");

const star = (filled: boolean) =>
  `<svg class="review-star${filled ? "" : " review-star-empty"}" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${STAR_PATH}"></path></svg>`;

/** Five stars, `filled` of them filled, named for assistive technology by `label`. */
const stars = (filled: number, label: string) =>
  `<span class="review-stars" role="img" aria-label="${escapeHtml(label)}">${Array.from({ length: 5 }, (_, index) =>
    star(index < Math.round(filled)),
  ).join("")}</span>`;

/** The words of a count of reviews: '1 review', '23 reviews'. */
const countWords = (count: number, words: ReviewWords, locale: Locale) =>
  fillMessage(takesSingular(count, locale) ? words.countOne : words.countOther, { count });

/** 'Rated 4.7 out of 5 from 23 reviews'. */
const averageLabel = (live: Pick<LiveReviews, "count" | "average">, words: ReviewWords, locale: Locale) =>
  fillMessage(takesSingular(live.count, locale) ? words.averageLabelOne : words.averageLabelOther, {
    value: live.average ?? 0,
    count: live.count,
  });

/**
 * A trip's rating badge: '★ 4.7 (23 reviews)', one accessible sentence; or
 * 'No reviews yet' (nothing at all when `quiet`), never a number nobody gave.
 */
export function reviewBadgeHtml(
  live: Pick<LiveReviews, "count" | "average">,
  words: ReviewWords,
  locale: Locale,
  { quiet = false }: { quiet?: boolean } = {},
) {
  if (live.count === 0 || live.average === null) return quiet ? "" : noBadgeHtml(words);
  return (
    `<span class="review-badge" role="img" aria-label="${escapeHtml(averageLabel(live, words, locale))}">` +
    `${star(true)}<span aria-hidden="true"><strong>${live.average.toFixed(1)}</strong> ` +
    `<span class="review-count">(${escapeHtml(countWords(live.count, words, locale))})</span></span></span>`
  );
}

/** A badge's "No reviews yet". */
const noBadgeHtml = (words: Pick<ReviewWords, "noReviews">) =>
  `<span class="review-none">${escapeHtml(words.noReviews)}</span>`;

/** A trip's list's "No reviews yet". */
const noListHtml = (words: Pick<ReviewWords, "noReviews">) =>
  `<p class="review-none">${escapeHtml(words.noReviews)}</p>`;

/**
 * A trip's set with no reviews, as the build writes it: what reviewsMarkup
 * writes for noReviews(reviewKeyOf(slug)), without the writers of reviews,
 * for the content editor's preview, whose chunk need not carry them.
 */
export const noTripReviewsMarkup = (slug: string, words: Pick<ReviewWords, "noReviews">): LiveReviewsMarkup => ({
  reviewKey: reviewKeyOf(slug),
  count: 0,
  average: null,
  badgeHtml: noBadgeHtml(words),
  cardBadgeHtml: "",
  listHtml: noListHtml(words),
});

/** A date of D1 (ISO 8601, UTC) as the day it was in India, written in the page's language. */
const dayOf = (iso: string, locale: Locale) => formatLongDate(todayInIndia(new Date(iso)), locale);

/** A review's text, a paragraph for each of its author's paragraphs. */
const paragraphs = (text: string, className: string) =>
  text
    .split(/\n\s*\n|\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p class="${className}">${escapeHtml(paragraph)}</p>`)
    .join("");

/**
 * One review: an <article> in its own language, its stars, title and text,
 * who wrote it (a verified traveller), when, and which departure, the line
 * for the trip lead, and the agency's answer under it. The page's own words
 * are marked with the page's language where it differs from the review's.
 */
function reviewHtml(review: ShownReview, words: ReviewWords, locale: Locale, withTrip: boolean) {
  const pageLang = review.lang === locale ? "" : ` lang="${htmlLang(locale)}"`;
  const written = todayInIndia(new Date(review.writtenAt));
  const trip =
    withTrip && review.tripTitle
      ? `<a class="review-trip" href="${escapeHtml(localePath(locale, tripPath(review.tripSlug)))}"${pageLang}>${escapeHtml(review.tripTitle)}</a>`
      : "";
  const leadNote = review.leadNote.trim()
    ? `<div class="review-lead-note"><p class="review-label"${pageLang}>${escapeHtml(words.leadNote)}</p>${paragraphs(review.leadNote, "review-text")}</div>`
    : "";
  const reply =
    review.reply && review.repliedAt
      ? `<div class="review-reply"><p class="review-label"${pageLang}>${fillHtml(words.reply, { date: dayOf(review.repliedAt, locale) })}</p>${paragraphs(review.reply, "review-text")}</div>`
      : "";
  return (
    `<article class="review" lang="${htmlLang(review.lang)}">` +
    `<div class="review-head"${pageLang}>${stars(review.rating, fillMessage(words.ratedLabel, { value: review.rating }))}</div>` +
    `<h3 class="review-title">${escapeHtml(review.title)}</h3>` +
    paragraphs(review.body, "review-text") +
    `<p class="review-meta"><span class="review-author">${escapeHtml(review.authorName)}</span>` +
    `<span class="review-verified"${pageLang}>${escapeHtml(words.verifiedTraveller)}</span>` +
    `<span${pageLang}>${fillHtml(words.written, { date: formatLongDate(written, locale) })}</span>` +
    `<span${pageLang}>${fillHtml(words.travelled, { month: formatMonthName(review.departureStart.slice(0, 7), locale) })}</span>` +
    `</p>${trip}${leadNote}${reply}</article>`
  );
}

/** What a Product's JSON-LD says of a trip's reviews, and the trip as its page names it. */
export interface ReviewedTrip {
  /** The trip's title in the page's language. */
  name: string;
}

/**
 * A trip's reviews as schema.org JSON-LD: a Product named as the trip, with
 * its aggregate rating and its newest reviews, for search engines' review
 * snippets; null when it has none (a rating with no reviews is never stated).
 */
export function reviewProductJsonLd(trip: ReviewedTrip, live: LiveReviews): Record<string, unknown> | null {
  if (live.count < 1 || live.average === null) return null;
  const rating = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: trip.name,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: live.average,
      reviewCount: live.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: live.reviews.slice(0, REVIEWS_IN_JSON_LD).map((review) => ({
      "@type": "Review",
      name: review.title,
      reviewBody: review.body,
      datePublished: todayInIndia(new Date(review.publishedAt)),
      inLanguage: review.lang,
      author: { "@type": "Person", name: review.authorName },
      reviewRating: rating(review.rating),
    })),
  };
}

/** JSON-LD as a script element's text: `<` escaped, so no review can close the element early. */
const jsonLdScript = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

/**
 * A trip's reviews: the summary (average, count, "from verified travellers"),
 * then its newest reviews, newest first, and the Product JSON-LD that states
 * them for search engines; or a plain "No reviews yet".
 */
export function tripReviewsHtml(trip: ReviewedTrip, live: LiveReviews, words: ReviewWords, locale: Locale): string {
  const product = reviewProductJsonLd(trip, live);
  if (!product || live.average === null) return noListHtml(words);
  const summary =
    `<p class="review-summary"><strong class="review-average" aria-hidden="true">${live.average.toFixed(1)}</strong>` +
    stars(live.average, fillMessage(words.ratedLabel, { value: live.average.toFixed(1) })) +
    `<span>${escapeHtml(fillMessage(takesSingular(live.count, locale) ? words.summaryOne : words.summaryOther, { count: live.count }))}</span></p>`;
  const list = live.reviews.map((review) => `<li>${reviewHtml(review, words, locale, false)}</li>`).join("");
  return `${summary}<ol class="review-list">${list}</ol>${jsonLdScript(product)}`;
}

/** The home page's chosen reviews, each with its trip; nothing when none is published. */
export function homeReviewsHtml(live: Pick<LiveReviews, "reviews">, words: ReviewWords, locale: Locale): string {
  if (live.reviews.length === 0) return "";
  return `<ul class="review-list">${live.reviews.map((review) => `<li>${reviewHtml(review, words, locale, true)}</li>`).join("")}</ul>`;
}

/** `live` as a page in `locale` shows it; `trip` names a trip's Product (null: the home page's reviews). */
export function reviewsMarkup(live: LiveReviews, trip: ReviewedTrip | null, locale: Locale, words: ReviewWords) {
  const markup: LiveReviewsMarkup = {
    reviewKey: live.reviewKey,
    count: trip ? live.count : live.reviews.length,
    average: trip ? live.average : null,
    badgeHtml: reviewBadgeHtml(live, words, locale),
    cardBadgeHtml: reviewBadgeHtml(live, words, locale, { quiet: true }),
    listHtml: trip ? tripReviewsHtml(trip, live, words, locale) : homeReviewsHtml(live, words, locale),
  };
  return markup;
}

/** The fields of LiveReviewsMarkup the Worker fills in a page's data. */
export const LIVE_REVIEW_FIELDS = ["count", "average", "badgeHtml", "cardBadgeHtml", "listHtml"] as const;

/** The month reviews have been collected since ('2026-12-01' → 'December 2026'), in the page's language. */
export const collectedSinceMonth = (collectedSince: string, locale: Locale) =>
  formatMonthName(collectedSince.slice(0, 7), locale);
