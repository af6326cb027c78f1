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
//   reviews, those of them the page's query asked for.
import {
  HOME_REVIEWS_KEY,
  homeReviewsHtml,
  noReviews,
  REVIEW_MARKS,
  reviewBadgeHtml,
  tripOfReviewKey,
  tripReviewsHtml,
  type LiveReviews,
} from "../../content/review-markup";
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

/** The page's review-marked elements, rewritten to `snapshot`, in `locale`. */
export function withLiveReviewMarks(
  rewriter: HTMLRewriter,
  snapshot: ReviewSnapshot,
  locale: Locale,
  catalogue: IntakeCatalogue,
): HTMLRewriter {
  const words = MESSAGES[locale].reviews;
  const live = (element: Element, mark: string) =>
    liveReviewsOf(element.getAttribute(mark)!, snapshot, locale, catalogue);
  return rewriter
    .on(`[${REVIEW_MARKS.badge}]`, {
      element(element) {
        const reviews = live(element, REVIEW_MARKS.badge);
        if (!reviews) return;
        const quiet = element.hasAttribute(REVIEW_MARKS.quiet);
        element.setInnerContent(reviewBadgeHtml(reviews, words, locale, { quiet }), { html: true });
      },
    })
    .on(`[${REVIEW_MARKS.list}]`, {
      element(element) {
        const reviews = live(element, REVIEW_MARKS.list);
        if (!reviews) return;
        const slug = tripOfReviewKey(reviews.reviewKey);
        const html =
          slug === null
            ? homeReviewsHtml(reviews, words, locale)
            : tripReviewsHtml(
                { name: tripTextOf(catalogueWordsIn(catalogue, locale), slug)?.title ?? slug },
                reviews,
                words,
                locale,
              );
        element.setInnerContent(html, { html: true });
      },
    })
    .on(`[${REVIEW_MARKS.section}]`, {
      element(element) {
        const reviews = live(element, REVIEW_MARKS.section);
        if (!reviews) return;
        if (reviews.reviews.length > 0) element.removeAttribute("hidden");
        else element.setAttribute("hidden", "");
      },
    });
}

/**
 * Every object in `value` with a reviewKey, its count, average and reviews
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
  const reviews =
    typeof record.reviewKey === "string" ? liveReviewsOf(record.reviewKey, snapshot, locale, catalogue) : null;
  if (reviews) {
    for (const field of ["count", "average", "reviews"] as const) {
      if (field in record) record[field] = reviews[field];
    }
    return;
  }
  for (const child of Object.values(record)) rewriteReviewKeys(child, snapshot, locale, catalogue);
}
