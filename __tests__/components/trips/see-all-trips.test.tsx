import { screen } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import { SeeAllTrips } from "../../../src/components/trips/see-all-trips";

describe("SeeAllTrips", () => {
  it("links to the trip list with the total when the list was cut short", () => {
    renderInPage(<SeeAllTrips list={{ nodes: Array(6).fill({}), totalCount: 40 }} trips="upcoming" />);
    expect(screen.getByRole("link", { name: "See all upcoming trips (40)" })).toHaveAttribute("href", "/trips/");
  });

  it("names the completed trips, and on a Hindi page links to the Hindi trip list in Hindi", () => {
    renderInPage(<SeeAllTrips list={{ nodes: Array(6).fill({}), totalCount: 9 }} trips="completed" />);
    expect(screen.getByRole("link", { name: "See more completed trips (9)" })).toBeInTheDocument();
    renderInPage(<SeeAllTrips list={{ nodes: Array(6).fill({}), totalCount: 40 }} trips="upcoming" />, {
      lang: "hi",
    });
    expect(screen.getByRole("link", { name: "आने वाली सभी ट्रिप देखें (40)" })).toHaveAttribute("href", "/hi/trips/");
  });

  it("says nothing when every trip is shown", () => {
    renderInPage(<SeeAllTrips list={{ nodes: Array(3).fill({}), totalCount: 3 }} trips="upcoming" />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
