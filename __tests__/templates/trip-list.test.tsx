import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { SeeAllTrips } from "../../src/components/trips/see-all-trips";
import { TripListPagination } from "../../src/components/trips/trip-list-pagination";
import TripListPage from "../../src/templates/trip-list";
import { recentTrips, upcomingTrip } from "../support/fixtures";

describe("TripListPagination", () => {
  const pageLinks = () => within(screen.getByRole("navigation", { name: "Trip list pages" })).getAllByRole("link");

  it("shows nothing when the list fits one page", () => {
    render(<TripListPagination page={1} pageCount={1} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("links to the neighbouring pages and marks the current one", () => {
    render(<TripListPagination page={2} pageCount={3} />);
    expect(pageLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous", "/trips/"],
      ["1", "/trips/"],
      ["2", "/trips/page/2/"],
      ["3", "/trips/page/3/"],
      ["Next", "/trips/page/3/"],
    ]);
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
  });

  it("has no Previous on the first page and no Next on the last", () => {
    const { rerender } = render(<TripListPagination page={1} pageCount={3} />);
    expect(screen.queryByRole("link", { name: "Previous" })).not.toBeInTheDocument();
    rerender(<TripListPagination page={3} pageCount={3} />);
    expect(screen.queryByRole("link", { name: "Next" })).not.toBeInTheDocument();
  });

  it("skips far pages with a gap that screen readers do not read", () => {
    render(<TripListPagination page={40} pageCount={84} />);
    expect(pageLinks().map((link) => link.textContent)).toEqual(["Previous", "1", "39", "40", "41", "84", "Next"]);
    expect(screen.getAllByText("…")).toHaveLength(2);
    screen.getAllByText("…").forEach((gap) => expect(gap).toHaveAttribute("aria-hidden", "true"));
  });
});

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

describe("Trip list page", () => {
  const data = { upcoming: { nodes: [upcomingTrip] }, recent: { nodes: recentTrips } } as Queries.TripListPageQuery;
  const renderPage = (page: number, pageCount: number) =>
    render(
      <TripListPage
        {...({
          data,
          pageContext: { skip: (page - 1) * 12, limit: 12, recentLimit: 12, page, pageCount },
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

  it("shows only more upcoming trips on a later page, and says which page it is", () => {
    renderPage(2, 2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Explore Our Trips, page 2 of 2");
    expect(screen.queryByRole("region", { name: "Recent Adventures" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/trips/");
  });
});
