import { act, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { InPage, renderInPage } from "../../support/messages";
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

  it("hydrates a card whose first departure sold out after the build, then offers the next one", async () => {
    const departures = [
      { startDate: "2027-01-16", endDate: "2027-01-23", price: 18999, seatKey: "spiti-winter-expedition/2027-01-16" },
      { startDate: "2027-02-13", endDate: "2027-02-20", price: 21999, seatKey: "spiti-winter-expedition/2027-02-13" },
    ];
    // The build knows no seats; the page's data, as the Worker serves it, has the live ones.
    const built = { ...upcomingTrip, upcomingDepartures: departures.map((d) => ({ ...d, seatsLeft: null })) };
    const live = {
      ...upcomingTrip,
      upcomingDepartures: [0, 3].map((seatsLeft, i) => ({ ...departures[i], seatsLeft })),
    };
    const page = document.createElement("div");
    page.innerHTML = renderToString(
      <InPage>
        <UpcomingTripsSection trips={[built]} />
      </InPage>,
    );
    document.body.append(page);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        page,
        <InPage>
          <UpcomingTripsSection trips={[live]} />
        </InPage>,
      );
    });
    // A mismatch would be logged, and React would throw the markup away and render it again.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const card = within(page).getByRole("article");
    expect(card).toHaveTextContent("13 Feb – 20 Feb 2027");
    expect(card).toHaveTextContent("3 spots left");
    expect(within(card).getByRole("button", { name: "Book Now for Spiti Valley Winter Expedition" })).toBeVisible();
    page.remove();
  });
});
