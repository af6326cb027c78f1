import { render, screen } from "@testing-library/react";
import { SeeAllTrips } from "../../../src/components/trips/see-all-trips";

describe("SeeAllTrips", () => {
  it("links to the trip list with the total when the list was cut short", () => {
    render(<SeeAllTrips shown={6} total={40} label="See all upcoming trips" />);
    expect(screen.getByRole("link", { name: "See all upcoming trips (40)" })).toHaveAttribute("href", "/trips/");
  });

  it("says nothing when every trip is shown", () => {
    render(<SeeAllTrips shown={3} total={3} label="See all upcoming trips" />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
