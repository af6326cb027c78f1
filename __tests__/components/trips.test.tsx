import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecentTripCard } from "../../src/components/trips/recent-trip-card";
import { RecentTripsSection } from "../../src/components/trips/recent-trips-section";
import { FEW_SPOTS_LEFT, UpcomingTripCard } from "../../src/components/trips/upcoming-trip-card";
import { UpcomingTripsSection } from "../../src/components/trips/upcoming-trips-section";
import { dialogTrigger, recentTrips, upcomingTrip, upcomingTripWithSeats } from "../support/fixtures";

describe("UpcomingTripCard", () => {
  it("shows what a visitor needs to choose a departure", () => {
    render(<UpcomingTripCard trip={upcomingTrip} bookingTrigger={dialogTrigger()} />);
    const card = screen.getByRole("article", { name: "Spiti Valley Winter Expedition" });
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Spiti Valley Winter Expedition");
    expect(card).toHaveTextContent("Kaza, Himachal Pradesh");
    expect(card).toHaveTextContent("Mountain");
    expect(card).toHaveTextContent("₹18,999");
    expect(card).toHaveTextContent("8D / 7N");
    expect(card).toHaveTextContent("16 Jan – 23 Jan 2027 +1 more date");
    expect(card).toHaveTextContent("12 spots left");
    expect(within(card).getByRole("img", { name: "Rated 4.9 out of 5 from 167 reviews" })).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Snow peaks above a monastery" })).toBeInTheDocument();
  });

  it("has a Book Now button named after its trip that opens a dialog", async () => {
    const user = userEvent.setup();
    const trigger = dialogTrigger();
    render(<UpcomingTripCard trip={upcomingTrip} bookingTrigger={trigger} />);
    const book = screen.getByRole("button", { name: "Book Now for Spiti Valley Winter Expedition" });
    expect(book).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(book);
    expect(trigger.onClick).toHaveBeenCalledTimes(1);
  });

  it("links its title to the trip's own page", () => {
    render(<UpcomingTripCard trip={upcomingTrip} bookingTrigger={dialogTrigger()} />);
    expect(screen.getByRole("link", { name: "Spiti Valley Winter Expedition" })).toHaveAttribute(
      "href",
      "/trips/spiti-winter-expedition/",
    );
  });

  it("offers the soonest batch that still has seats when the first one is full", () => {
    const trip = {
      ...upcomingTrip,
      batches: [
        { startDate: "2027-01-16", endDate: "2027-01-23", seatsLeft: 0 },
        { startDate: "2027-02-13", endDate: "2027-02-20", seatsLeft: 3 },
      ],
    };
    render(<UpcomingTripCard trip={trip} bookingTrigger={dialogTrigger()} />);
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("13 Feb – 20 Feb 2027");
    expect(card).toHaveTextContent("3 spots left");
    expect(screen.getByRole("button", { name: "Book Now for Spiti Valley Winter Expedition" })).toBeInTheDocument();
  });

  it("says when every batch is sold out and offers the waitlist instead", () => {
    render(<UpcomingTripCard trip={upcomingTripWithSeats(0)} bookingTrigger={dialogTrigger()} />);
    expect(screen.getByText("Sold out")).toHaveClass("badgeUrgent");
    expect(screen.getByRole("button", { name: "Join waitlist for Spiti Valley Winter Expedition" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    expect(screen.queryByRole("button", { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it("marks the seats badge urgent only when few seats are left", () => {
    const { rerender } = render(
      <UpcomingTripCard trip={upcomingTripWithSeats(FEW_SPOTS_LEFT)} bookingTrigger={dialogTrigger()} />,
    );
    expect(screen.getByText(`${FEW_SPOTS_LEFT} spots left`)).toHaveClass("badgeUrgent");
    rerender(<UpcomingTripCard trip={upcomingTripWithSeats(FEW_SPOTS_LEFT + 1)} bookingTrigger={dialogTrigger()} />);
    expect(screen.getByText(`${FEW_SPOTS_LEFT + 1} spots left`)).not.toHaveClass("badgeUrgent");
  });
});

describe("UpcomingTripsSection", () => {
  it("lists every trip under 'Upcoming Adventures'", () => {
    const second = { ...upcomingTrip, jsonId: "kerala", slug: "kerala", title: "Kerala Backwaters" };
    render(<UpcomingTripsSection trips={[upcomingTrip, second]} />);
    const section = screen.getByRole("region", { name: "Upcoming Adventures" });
    expect(within(section).getAllByRole("article")).toHaveLength(2);
    expect(section).toHaveAttribute("id", "upcoming-trips");
  });

  it("says so when there are no departures", () => {
    render(<UpcomingTripsSection trips={[]} />);
    expect(screen.getByText(/New departures are being planned/)).toBeInTheDocument();
  });
});

describe("RecentTripCard", () => {
  it("shows a completed trip with its month, rating and group size", () => {
    render(<RecentTripCard trip={recentTrips[0]} />);
    const card = screen.getByRole("article", { name: "Jaisalmer Thar Desert Camp" });
    expect(card).toHaveTextContent("Completed");
    expect(card).toHaveTextContent("Desert");
    expect(card).toHaveTextContent("Oct 2026");
    expect(card).toHaveTextContent("24 travelers joined");
    expect(within(card).getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Jaisalmer Thar Desert Camp" })).toHaveAttribute(
      "href",
      "/trips/jaisalmer/",
    );
  });
});

describe("RecentTripsSection filter", () => {
  const shownTitles = () =>
    within(screen.getByRole("region", { name: "Recent Adventures" }))
      .queryAllByRole("article")
      .map((card) => card.getAttribute("aria-labelledby") && within(card).getByRole("heading").textContent);
  const button = (name: string) => screen.getByRole("button", { name });

  it("starts on All, pressed, with every trip and a Completed badge on each", () => {
    render(<RecentTripsSection trips={recentTrips} />);
    expect(button("All")).toHaveAttribute("aria-pressed", "true");
    expect(shownTitles()).toHaveLength(6);
    expect(screen.getAllByText("Completed")).toHaveLength(6);
  });

  it.each([
    ["Adventure", ["Meghalaya Root Bridges", "Andaman Sea Kayaking"]],
    ["Cultural", ["Hampi Heritage Trail"]],
    ["Desert", ["Jaisalmer Thar Desert Camp"]],
    ["Pilgrimage", ["Varanasi Ghats & Sarnath"]],
    ["Mountain", ["Ladakh Road Trip"]],
  ])("shows only %s trips when that filter is chosen", async (category, titles) => {
    const user = userEvent.setup();
    render(<RecentTripsSection trips={recentTrips} />);
    await user.click(button(category));
    expect(shownTitles()).toEqual(titles);
    expect(button(category)).toHaveAttribute("aria-pressed", "true");
    expect(button("All")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${titles.length} ${category.toLowerCase()}`);
  });

  it("returns to every trip when All is chosen again", async () => {
    const user = userEvent.setup();
    render(<RecentTripsSection trips={recentTrips} />);
    await user.click(button("Desert"));
    await user.click(button("All"));
    expect(shownTitles()).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 6 trips.");
  });

  it("says so when a category has no trips", async () => {
    const user = userEvent.setup();
    render(<RecentTripsSection trips={recentTrips.filter((trip) => trip.category !== "Cultural")} />);
    await user.click(button("Cultural"));
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent("No cultural trips have run recently.");
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    render(<RecentTripsSection trips={recentTrips} />);
    button("Mountain").focus();
    await user.keyboard("{Enter}");
    expect(button("Mountain")).toHaveAttribute("aria-pressed", "true");
    expect(shownTitles()).toEqual(["Ladakh Road Trip"]);
  });
});
