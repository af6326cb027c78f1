import { screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import TripListPage from "../../src/templates/trip-list";
import { completedDepartures, upcomingTrip } from "../support/sample-data";
import { renderInPage } from "../support/messages";

describe("Trip list page", () => {
  const data = {
    upcoming: {
      nodes: [
        { ...upcomingTrip, structuredData: "{}" },
        { ...upcomingTrip, slug: "spiti-summer", title: "Spiti in Summer", structuredData: "{}" },
      ],
    },
    recent: { nodes: completedDepartures },
    departures: { months: [{ month: "2027-01" }, { month: "2027-02" }] },
    bookingTerms: { gstPercent: 5 },
  } satisfies Queries.TripListPageQuery;
  const renderPage = (page: number, pageCount: number) =>
    renderInPage(
      <TripListPage
        {...({
          data,
          pageContext: { skip: (page - 1) * 12, limit: 12, recentLimit: 12, page, pageCount },
          location: { pathname: page > 1 ? `/trips/page/${page}/` : "/trips/", search: "" },
        } as unknown as PageProps<
          Queries.TripListPageQuery,
          { skip: number; limit: number; recentLimit: number; page: number; pageCount: number }
        >)}
      />,
    );

  it("shows upcoming and recent trips on its first page", () => {
    renderPage(1, 2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Explore Our Trips$/);
    expect(screen.getByRole("region", { name: "Upcoming Adventures" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Recent Adventures" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/trips/page/2/");
  });

  it("offers the trip finder, with the months that have departures, above the list", () => {
    renderPage(1, 2);
    const finder = screen.getByRole("search", { name: "Trip finder" });
    expect(screen.getByRole("combobox", { name: "Month" })).toHaveTextContent("January 2027February 2027");
    expect(finder.compareDocumentPosition(screen.getByRole("region", { name: "Upcoming Adventures" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("shows only more upcoming trips on a later page, and says which page it is", () => {
    renderPage(2, 2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Explore Our Trips, page 2 of 2");
    expect(screen.queryByRole("region", { name: "Recent Adventures" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/trips/");
  });

  it("fetches the first upcoming trip's art at once, as the page's largest image, and the rest as they near the screen", () => {
    renderPage(1, 2);
    const upcoming = screen.getByRole("region", { name: "Upcoming Adventures" });
    const loading = [...upcoming.querySelectorAll("img")].map((image) => [
      image.getAttribute("loading"),
      image.getAttribute("fetchpriority"),
    ]);
    expect(loading).toEqual([
      ["eager", "high"],
      ["lazy", null],
    ]);
    const recent = [...screen.getByRole("region", { name: "Recent Adventures" }).querySelectorAll("img")];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.map((image) => image.getAttribute("loading"))).toEqual(recent.map(() => "lazy"));
  });
});
