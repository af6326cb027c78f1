import { screen, within } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import { UpcomingTripsSection } from "../../../src/components/trips/upcoming-trips-section";
import { upcomingTrip } from "../../support/sample-data";

describe("UpcomingTripsSection", () => {
  it("lists every trip under 'Upcoming Adventures'", () => {
    const second = { ...upcomingTrip, jsonId: "kerala", slug: "kerala", title: "Kerala Backwaters" };
    renderInPage(<UpcomingTripsSection trips={[upcomingTrip, second]} />);
    const section = screen.getByRole("region", { name: "Upcoming Adventures" });
    expect(within(section).getAllByRole("article")).toHaveLength(2);
    expect(section).toHaveAttribute("id", "upcoming-trips");
  });

  it("says so when there are no departures", () => {
    renderInPage(<UpcomingTripsSection trips={[]} />);
    expect(screen.getByText(/New departures are being planned/)).toBeInTheDocument();
  });

  it("speaks Hindi on a Hindi page", () => {
    renderInPage(<UpcomingTripsSection trips={[]} />, { lang: "hi" });
    expect(screen.getByRole("region", { name: "आने वाले सफ़र" })).toHaveTextContent("जल्द रवाना");
    expect(screen.getByText(/नए प्रस्थानों की तैयारी चल रही है/)).toBeInTheDocument();
  });
});
