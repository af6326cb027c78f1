// The reviews' markup (content/review-markup.ts), which the build's React and
// the Worker both write: escaped, each review in its own language with the
// page's words in the page's, a plain "No reviews yet" with no number, and
// the Product JSON-LD only for a trip that has reviews.
import {
  homeReviewsHtml,
  noReviews,
  noTripReviewsMarkup,
  reviewBadgeHtml,
  reviewsMarkup,
  reviewKeyOf,
  reviewProductJsonLd,
  roundedAverage,
  tripOfReviewKey,
  tripReviewsHtml,
} from "../../content/review-markup";
import { MESSAGES } from "../../content/messages";
import { englishReview, hindiReview, liveTripReviews, SLUG } from "../support/review-fixtures";

const en = MESSAGES.en.reviews;
const hi = MESSAGES.hi.reviews;
const TRIP = { name: "Spiti Valley Winter Expedition" };

/** `html` read as a browser reads it (set as innerHTML, where no script runs). */
function parse(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

describe("a trip's reviews", () => {
  test("escape everything a traveller typed: no element, attribute or script comes from a review", () => {
    const html = tripReviewsHtml(TRIP, liveTripReviews, en, "en");
    const page = parse(html);
    expect(page.querySelectorAll("script:not([type='application/ld+json'])")).toHaveLength(0);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("Snow, stars and &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    const english = page.querySelectorAll("article")[1];
    expect(english.querySelector("h3")?.textContent).toBe("Snow, stars and <script>alert('x')</script>");
    expect(english.querySelector(".review-author")?.textContent).toBe('Priya "PN" N.');
    // The JSON-LD holds the title too, with its < escaped so it cannot close the script element.
    const jsonLd = page.querySelector("script[type='application/ld+json']")!.textContent!;
    expect(jsonLd).not.toContain("</script>");
    expect(JSON.parse(jsonLd).review[1].name).toBe(englishReview.title);
  });

  test("show the summary, then each review newest first, with all a page says of it", () => {
    const page = parse(tripReviewsHtml(TRIP, liveTripReviews, en, "en"));
    expect(page.querySelector(".review-summary")?.textContent).toBe("4.5" + "2 reviews from verified travellers");
    expect(page.querySelector(".review-summary [role='img']")?.getAttribute("aria-label")).toBe("Rated 4.5 out of 5");
    const [first, second] = page.querySelectorAll("article");
    expect(first.querySelector("h3")?.textContent).toBe(hindiReview.title);
    expect(second.querySelector("[role='img']")?.getAttribute("aria-label")).toBe("Rated 4 out of 5");
    expect(second.querySelectorAll(".review-star:not(.review-star-empty)")).toHaveLength(4);
    expect([...second.querySelectorAll(".review-text")].map((p) => p.textContent)).toEqual([
      "Eight cold days & the best of company.",
      "Komic at night was unforgettable.",
      "Tenzin kept us warm and laughing.",
      "Thank you, Priya! Tenzin says hello.",
    ]);
    expect([...second.querySelectorAll(".review-meta > span")].map((span) => span.textContent)).toEqual([
      'Priya "PN" N.',
      "Verified traveller",
      // Written at 20:00 UTC on 30 January: 31 January in India.
      "Written 31 Jan 2027",
      "Travelled January 2027",
    ]);
    expect(second.querySelector(".review-lead-note .review-label")?.textContent).toBe("For the trip lead");
    expect(second.querySelector(".review-reply .review-label")?.textContent).toBe("Our answer, 2 Feb 2027");
  });

  test("mark each review with its own language, and the page's words with the page's where they differ", () => {
    const page = parse(tripReviewsHtml(TRIP, liveTripReviews, en, "en"));
    const [hindi, english] = page.querySelectorAll("article");
    expect(hindi.getAttribute("lang")).toBe("hi");
    expect(english.getAttribute("lang")).toBe("en-IN");
    // A Hindi review on an English page: its verified mark and dates are English, and say so.
    expect(hindi.querySelector(".review-verified")?.getAttribute("lang")).toBe("en-IN");
    expect(hindi.querySelector(".review-head")?.getAttribute("lang")).toBe("en-IN");
    // An English review on an English page needs no second mark.
    expect(english.querySelector(".review-verified")?.hasAttribute("lang")).toBe(false);
  });

  test("on a Hindi page, speak Hindi: the summary, the marks, the dates and the months", () => {
    const page = parse(tripReviewsHtml(TRIP, liveTripReviews, hi, "hi"));
    expect(page.querySelector(".review-summary span:last-child")?.textContent).toBe("सत्यापित यात्रियों की 2 समीक्षाएँ");
    const english = page.querySelectorAll("article")[1];
    expect(english.getAttribute("lang")).toBe("en-IN");
    expect(english.querySelector(".review-verified")).toHaveAttribute("lang", "hi");
    expect(english.querySelector(".review-verified")?.textContent).toBe("सत्यापित यात्री");
    expect([...english.querySelectorAll(".review-meta > span")].slice(2).map((span) => span.textContent)).toEqual([
      "31 जन॰ 2027 को लिखी गई",
      "यात्रा: जनवरी 2027",
    ]);
    expect(english.querySelector("[role='img']")?.getAttribute("aria-label")).toBe("5 में से 4 रेटिंग");
  });

  test("with none, as the build and the content editor's preview write them, say so plainly", () => {
    for (const lang of ["en", "hi"] as const) {
      const words = MESSAGES[lang].reviews;
      expect(noTripReviewsMarkup(SLUG, words)).toEqual(reviewsMarkup(noReviews(reviewKeyOf(SLUG)), TRIP, lang, words));
    }
  });

  test("with none, say so plainly: no number, no stars, no JSON-LD", () => {
    const html = tripReviewsHtml(TRIP, noReviews(reviewKeyOf(SLUG)), en, "en");
    expect(html).toBe('<p class="review-none">No reviews yet</p>');
    expect(tripReviewsHtml(TRIP, noReviews(reviewKeyOf(SLUG)), hi, "hi")).toContain("अभी कोई समीक्षा नहीं");
  });
});

describe("a trip's rating badge", () => {
  test("states the average and how many reviews, as one accessible sentence", () => {
    const badge = parse(reviewBadgeHtml({ count: 23, average: 4.7 }, en, "en")).firstElementChild!;
    expect(badge).toHaveAttribute("role", "img");
    expect(badge).toHaveAttribute("aria-label", "Rated 4.7 out of 5 from 23 reviews");
    expect(badge.textContent).toBe("4.7 (23 reviews)");
    expect(parse(reviewBadgeHtml({ count: 1, average: 5 }, en, "en")).textContent).toBe("5.0 (1 review)");
    expect(parse(reviewBadgeHtml({ count: 23, average: 4.7 }, hi, "hi")).firstElementChild).toHaveAttribute(
      "aria-label",
      "5 में से 4.7 रेटिंग, 23 समीक्षाओं के आधार पर",
    );
  });

  test("says 'No reviews yet' when there are none, or nothing at all on a card", () => {
    expect(parse(reviewBadgeHtml({ count: 0, average: null }, en, "en")).textContent).toBe("No reviews yet");
    expect(reviewBadgeHtml({ count: 0, average: null }, en, "en", { quiet: true })).toBe("");
  });
});

describe("the home page's reviews", () => {
  test("show each chosen review with a link to its trip in the page's language, or nothing when none", () => {
    const chosen = [{ ...hindiReview, tripTitle: "स्पीति घाटी शीतकालीन अभियान" }];
    const page = parse(homeReviewsHtml({ reviews: chosen }, hi, "hi"));
    const link = page.querySelector("a.review-trip")!;
    expect(link.getAttribute("href")).toBe(`/hi/trips/${SLUG}/`);
    expect(link.textContent).toBe("स्पीति घाटी शीतकालीन अभियान");
    expect(homeReviewsHtml({ reviews: [] }, en, "en")).toBe("");
  });
});

describe("the Product JSON-LD", () => {
  test("states the aggregate rating and the newest reviews, as schema.org and Google's review snippets ask", () => {
    const product = reviewProductJsonLd(TRIP, liveTripReviews)!;
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: TRIP.name,
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    expect((product.review as unknown[])[1]).toEqual({
      "@type": "Review",
      name: englishReview.title,
      reviewBody: englishReview.body,
      datePublished: "2027-02-01",
      inLanguage: "en",
      author: { "@type": "Person", name: englishReview.authorName },
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  test("is not written for a trip with no reviews", () => {
    expect(reviewProductJsonLd(TRIP, noReviews(reviewKeyOf(SLUG)))).toBeNull();
  });
});

test("review keys name a trip, or the home page; averages are stated to one decimal", () => {
  expect(tripOfReviewKey(reviewKeyOf(SLUG))).toBe(SLUG);
  expect(tripOfReviewKey("home")).toBeNull();
  expect(roundedAverage(14 / 3)).toBe(4.7);
  expect(roundedAverage(4.25)).toBe(4.3);
});
