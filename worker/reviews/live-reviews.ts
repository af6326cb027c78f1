// The published reviews written into the pages the Worker serves, as the live
// seats are: the build writes none, and the Worker fills in, from the review
// snapshot (published-reviews.ts), in the page's language,
//
// - in HTML, each element marked by REVIEW_MARKS (content/review-markup.ts):
//   a rating badge's and a list's inner HTML, the same strings the page's
//   React renders from its data, and whether a section is hidden, with
//   HTMLRewriter as the page streams; a trip's list carries its Product
//   JSON-LD, so a crawler that runs no script reads the rating in the HTML,
//   and React renders the same script in the same place, once;
// - in page data, each object with a reviewKey: its count, average and
//   markup, those of them the page's query asked for, the same strings.
import {
  HOME_REVIEWS_KEY,
  LIVE_REVIEW_FIELDS,
  noReviews,
  reviewsMarkup,
  tripOfReviewKey,
  type LiveReviews,
} from "../../content/review-markup";
import { REVIEW_MARKS, type LiveReviewsMarkup } from "../../content/review-marks";
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { catalogueWordsIn, tripTextOf, type IntakeCatalogue } from "../../requests/intake-catalogue";
import type { ReviewSnapshot } from "./published-reviews";

/** What a page in `locale` shows for `key` by `snapshot`: a trip's reviews, or the home page's with their trips' titles. */
export function liveReviewsOf(
  key: string,
  snapshot: ReviewSnapshot,
  locale: Locale,
  catalogue: Pick<IntakeCatalogue, "agency" | "trips" | "travellerQuestions" | "translations">,
): LiveReviews | null {
  if (key === HOME_REVIEWS_KEY) {
    const words = catalogueWordsIn(catalogue, locale);
    const reviews = snapshot.home.map((review) => ({
      ...review,
      tripTitle: tripTextOf(words, review.tripSlug)?.title ?? null,
    }));
    return { ...noReviews(key), reviews };
  }
  const slug = tripOfReviewKey(key);
  if (slug === null) return null;
  const trip = Object.hasOwn(snapshot.trips, slug) ? snapshot.trips[slug] : undefined;
  return trip ? { reviewKey: key, ...trip } : noReviews(key);
}

/** What a page in `locale` shows for `key` by `snapshot`, as its markup; null for a key that names neither a trip nor the home page. */
export function reviewsMarkupOf(
  key: string,
  snapshot: ReviewSnapshot,
  locale: Locale,
  catalogue: IntakeCatalogue,
): LiveReviewsMarkup | null {
  const live = liveReviewsOf(key, snapshot, locale, catalogue);
  if (!live) return null;
  const slug = tripOfReviewKey(key);
  // A trip's Product is named as the page names the trip: its title in the page's language.
  const trip = slug === null ? null : { name: tripTextOf(catalogueWordsIn(catalogue, locale), slug)?.title ?? slug };
  return reviewsMarkup(live, trip, locale, MESSAGES[locale].reviews);
}

/** The page's review-marked elements, rewritten to `snapshot`, in `locale`; each key's markup written once. */
export function withLiveReviewMarks(
  rewriter: HTMLRewriter,
  snapshot: ReviewSnapshot,
  locale: Locale,
  catalogue: IntakeCatalogue,
): HTMLRewriter {
  const markups = new Map<string, LiveReviewsMarkup | null>();
  const markupOf = (element: Element, mark: string) => {
    const key = element.getAttribute(mark)!;
    if (!markups.has(key)) markups.set(key, reviewsMarkupOf(key, snapshot, locale, catalogue));
    return markups.get(key);
  };
  return rewriter
    .on(`[${REVIEW_MARKS.badge}]`, {
      element(element) {
        const markup = markupOf(element, REVIEW_MARKS.badge);
        if (!markup) return;
        const quiet = element.hasAttribute(REVIEW_MARKS.quiet);
        element.setInnerContent(quiet ? markup.cardBadgeHtml : markup.badgeHtml, { html: true });
      },
    })
    .on(`[${REVIEW_MARKS.list}]`, {
      element(element) {
        const markup = markupOf(element, REVIEW_MARKS.list);
        if (markup) element.setInnerContent(markup.listHtml, { html: true });
      },
    })
    .on(`[${REVIEW_MARKS.section}]`, {
      element(element) {
        const markup = markupOf(element, REVIEW_MARKS.section);
        if (!markup) return;
        if (markup.count > 0) element.removeAttribute("hidden");
        else element.setAttribute("hidden", "");
      },
    });
}

/**
 * Every object in `value` with a reviewKey, its count, average and markup
 * (those it has: what its page's query asked for) set to `snapshot`'s.
 */
export function rewriteReviewKeys(
  value: unknown,
  snapshot: ReviewSnapshot,
  locale: Locale,
  catalogue: IntakeCatalogue,
): void {
  if (Array.isArray(value)) {
    for (const item of value) rewriteReviewKeys(item, snapshot, locale, catalogue);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const record = value as Record<string, unknown>;
  const markup =
    typeof record.reviewKey === "string" ? reviewsMarkupOf(record.reviewKey, snapshot, locale, catalogue) : null;
  if (markup) {
    for (const field of LIVE_REVIEW_FIELDS) {
      if (field in record) record[field] = markup[field];
    }
    return;
  }
  for (const child of Object.values(record)) rewriteReviewKeys(child, snapshot, locale, catalogue);
}
