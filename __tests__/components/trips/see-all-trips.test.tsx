import { render, screen } from "@testing-library/react";
import { SeeAllTrips } from "../../../src/components/trips/see-all-trips";

describe("SeeAllTrips", () => {
  it("links to the trip list with the total when the list was cut short", () => {
    render(<SeeAllTrips list={{ nodes: Array(6).fill({}), totalCount: 40 }} label="See all upcoming trips" />);
    expect(screen.getByRole("link", { name: "See all upcoming trips (40)" })).toHaveAttribute("href", "/trips/");
  });

  it("says nothing when every trip is shown", () => {
    render(<SeeAllTrips list={{ nodes: Array(3).fill({}), totalCount: 3 }} label="See all upcoming trips" />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
