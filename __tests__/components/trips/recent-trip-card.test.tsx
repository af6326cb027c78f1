import { screen, within } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import { RecentTripCard } from "../../../src/components/trips/recent-trip-card";
import { completedDepartures } from "../../support/sample-data";

describe("RecentTripCard", () => {
  it("shows a completed trip with its month and group size, and no rating while it has no reviews", () => {
    renderInPage(<RecentTripCard departure={completedDepartures[0]} />);
    const card = screen.getByRole("article", { name: "Jaisalmer Thar Desert Camp" });
    expect(card).toHaveTextContent("Completed");
    expect(card).toHaveTextContent("Desert");
    expect(card).toHaveTextContent("Oct 2026");
    expect(card).toHaveTextContent("24 travellers joined");
    expect(within(card).queryByRole("img", { name: /^Rated/ })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent("No reviews yet");
    expect(within(card).getByRole("link", { name: "Jaisalmer Thar Desert Camp" })).toHaveAttribute(
      "href",
      "/trips/jaisalmer/",
    );
  });

  it("speaks Hindi on a Hindi page", () => {
    renderInPage(<RecentTripCard departure={completedDepartures[0]} />, { lang: "hi" });
    const card = screen.getByRole("article", { name: "Jaisalmer Thar Desert Camp" });
    expect(card).toHaveTextContent("पूरी हुई");
    expect(card).toHaveTextContent("रेगिस्तान");
    expect(card).toHaveTextContent("अक्टू॰ 2026");
    expect(card).toHaveTextContent("24 यात्री शामिल हुए");
    expect(within(card).getByRole("link")).toHaveAttribute("href", "/hi/trips/jaisalmer/");
  });
});
