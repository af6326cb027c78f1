// The review components place content/review-markup.ts's strings from the
// page's data into the marked elements the Worker writes the same strings
// into: a page the Worker served hydrates without a mismatch, and a page
// reached by a client-side navigation shows what the Worker would have.
import { act, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { noReviews } from "../../../content/review-markup";
import { HomeReviews } from "../../../src/components/reviews/home-reviews";
import { ReviewBadge } from "../../../src/components/reviews/review-badge";
import { TripReviews } from "../../../src/components/reviews/trip-reviews";
import { InPage, renderInPage } from "../../support/messages";
import { hindiReview, liveTripReviews, markupIn, TRIP_TITLE } from "../../support/review-fixtures";

/** Markup as the browser writes it back (its innerHTML): how the DOM holds what a string said. */
function normalised(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container.innerHTML;
}

const live = markupIn("en");
const none = markupIn("en", noReviews(liveTripReviews.reviewKey));
const tripReviews = (reviews = live) => (
  <InPage>
    <TripReviews reviews={reviews} collectedSinceMonth="December 2026" />
  </InPage>
);

describe("ReviewBadge", () => {
  it("shows the rating from the trip's reviews, marked with its key for the Worker", () => {
    const { container } = renderInPage(<ReviewBadge reviews={live} />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5 from 2 reviews" })).toBeInTheDocument();
    const badge = container.querySelector("[data-review-badge='trip:spiti-winter-expedition']")!;
    expect(badge.innerHTML).toBe(normalised(live.badgeHtml));
    expect(badge).not.toHaveAttribute("data-review-quiet");
  });

  it('says "No reviews yet" in the trip\'s facts, and nothing on a card, while there are none', () => {
    const { container, rerender } = renderInPage(<ReviewBadge reviews={none} />);
    expect(container).toHaveTextContent("No reviews yet");
    rerender(
      <InPage>
        <ReviewBadge reviews={none} quiet />
      </InPage>,
    );
    expect(container.querySelector("[data-review-badge]")).toBeEmptyDOMElement();
    expect(container.querySelector("[data-review-badge]")).toHaveAttribute("data-review-quiet", "");
  });
});

describe("TripReviews", () => {
  it("hydrates the page the Worker served, with the markup of the page's data, without a mismatch", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    // The build's HTML, with the Worker's reviews written into the marked element as it streams.
    const page = document.createElement("div");
    page.innerHTML = renderToString(tripReviews(none));
    page.querySelector(`[data-review-list="${live.reviewKey}"]`)!.innerHTML = live.listHtml;
    const served = page.innerHTML;
    document.body.append(page);
    await act(async () => {
      hydrateRoot(page, tripReviews());
    });
    expect(errors).not.toHaveBeenCalled();
    expect(page.innerHTML).toBe(served);
    expect(page.querySelectorAll("script[type='application/ld+json']")).toHaveLength(1);
    page.remove();
    errors.mockRestore();
  });

  it("after a client-side navigation, shows what the Worker would have written, with how reviews are collected", () => {
    const { container } = renderInPage(tripReviews());
    expect(container.querySelector("[data-review-list]")!.innerHTML).toBe(normalised(live.listHtml));
    const region = screen.getByRole("region", { name: "Reviews" });
    expect(within(region).getAllByRole("article")).toHaveLength(2);
    expect(region).toHaveTextContent("we have asked every traveller since December 2026");
  });
});

describe("HomeReviews", () => {
  it("shows the chosen reviews under 'From our travellers', and is hidden while there are none", () => {
    const home = (reviews: (typeof hindiReview)[]) =>
      markupIn("en", { reviewKey: "home", count: 0, average: null, reviews }, null);
    const { container, rerender } = renderInPage(
      <HomeReviews reviews={home([{ ...hindiReview, tripTitle: TRIP_TITLE }])} />,
    );
    const section = screen.getByRole("region", { name: "From our travellers" });
    expect(within(section).getByRole("article")).toHaveAttribute("lang", "hi");
    rerender(
      <InPage>
        <HomeReviews reviews={home([])} />
      </InPage>,
    );
    expect(screen.queryByRole("region", { name: "From our travellers" })).not.toBeInTheDocument();
    expect(container.querySelector("[data-review-section='home']")).toHaveAttribute("hidden");
  });
});
