import { screen, within } from "@testing-library/react";
import { RecentTripCard } from "../../../src/components/trips/recent-trip-card";
import { completedDepartures } from "../../support/sample-data";
import { renderInPage } from "../../support/messages";

describe("RecentTripCard", () => {
  it("shows a completed trip with its month, rating and group size", () => {
    renderInPage(<RecentTripCard departure={completedDepartures[0]} />);
    const card = screen.getByRole("article", { name: "Jaisalmer Thar Desert Camp" });
    expect(card).toHaveTextContent("Completed");
    expect(card).toHaveTextContent("Desert");
    expect(card).toHaveTextContent("Oct 2026");
    expect(card).toHaveTextContent("24 travellers joined");
    expect(within(card).getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Jaisalmer Thar Desert Camp" })).toHaveAttribute(
      "href",
      "/trips/jaisalmer/",
    );
  });
});
