import { screen, within } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import userEvent from "@testing-library/user-event";
import { cardDeparture, UpcomingTripCard, type UpcomingTrip } from "../../../src/components/trips/upcoming-trip-card";
import { FEW_SEATS_LEFT } from "../../../content/departures";
import { dialogTrigger, upcomingTrip, upcomingTripWithSeats } from "../../support/sample-data";

/** A card's trip and the departure it offers in a hydrated page, as the upcoming section gives them. */
const cardOf = (trip: UpcomingTrip) => ({ trip, departure: cardDeparture(trip, true) });

describe("UpcomingTripCard", () => {
  it("shows what a visitor needs to choose a departure", () => {
    renderInPage(<UpcomingTripCard {...cardOf(upcomingTrip)} bookingTrigger={dialogTrigger()} />);
    const card = screen.getByRole("article", { name: "Spiti Valley Winter Expedition" });
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Spiti Valley Winter Expedition");
    expect(card).toHaveTextContent("Kaza, Himachal Pradesh");
    expect(card).toHaveTextContent("Mountain");
    // Its departures cost ₹18,999 and ₹21,999.
    expect(card).toHaveTextContent("from ₹18,999 per person");
    expect(card).toHaveTextContent("8D / 7N");
    expect(card).toHaveTextContent("16 Jan – 23 Jan 2027 +1 more date");
    expect(card).toHaveTextContent("12 spots left");
    expect(within(card).getByRole("img", { name: "Rated 4.5 out of 5 from 2 reviews" })).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Snow peaks above a monastery" })).toBeInTheDocument();
  });

  it('says no "from" when every upcoming departure costs the same', () => {
    renderInPage(<UpcomingTripCard {...cardOf(upcomingTripWithSeats(12))} bookingTrigger={dialogTrigger()} />);
    const card = screen.getByRole("article", { name: "Spiti Valley Winter Expedition" });
    expect(card).toHaveTextContent("₹18,999 per person");
    expect(card).not.toHaveTextContent("from");
  });

  it("has a Book Now button named after its trip that opens a dialog", async () => {
    const user = userEvent.setup();
    const trigger = dialogTrigger();
    renderInPage(<UpcomingTripCard {...cardOf(upcomingTrip)} bookingTrigger={trigger} />);
    const book = screen.getByRole("button", { name: "Book Now for Spiti Valley Winter Expedition" });
    expect(book).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(book);
    expect(trigger.onClick).toHaveBeenCalledTimes(1);
  });

  it("links its title to the trip's own page", () => {
    renderInPage(<UpcomingTripCard {...cardOf(upcomingTrip)} bookingTrigger={dialogTrigger()} />);
    expect(screen.getByRole("link", { name: "Spiti Valley Winter Expedition" })).toHaveAttribute(
      "href",
      "/trips/spiti-winter-expedition/",
    );
  });

  it("says when every departure is sold out and offers the waitlist instead", () => {
    renderInPage(<UpcomingTripCard {...cardOf(upcomingTripWithSeats(0))} bookingTrigger={dialogTrigger()} />);
    expect(screen.getByText("Sold out")).toHaveAttribute("data-seat-state", "none");
    expect(screen.getByRole("button", { name: "Join waitlist for Spiti Valley Winter Expedition" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    expect(screen.queryByRole("button", { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it("as built, with no live figure yet, states no seats left: no badge text, and Book Now", () => {
    renderInPage(<UpcomingTripCard {...cardOf(upcomingTripWithSeats(null))} bookingTrigger={dialogTrigger()} />);
    const card = screen.getByRole("article");
    expect(card).not.toHaveTextContent(/spots? left|Sold out/);
    // The badge is there, empty, for the live figure to be written into (its CSS hides it until then).
    const badge = card.querySelector('[data-seat-figure="spiti-winter-expedition/2027-01-16"]');
    expect(badge).toHaveAttribute("data-seat-state", "unknown");
    expect(badge).toBeEmptyDOMElement();
    expect(screen.getByRole("button", { name: "Book Now for Spiti Valley Winter Expedition" })).toBeInTheDocument();
    expect(screen.getByText("Book Now")).toHaveAttribute("data-seat-state", "unknown");
  });

  it("speaks Hindi on a Hindi page: category, dates, length, seats, price and its button, linking to the Hindi page", () => {
    renderInPage(<UpcomingTripCard {...cardOf(upcomingTrip)} bookingTrigger={dialogTrigger()} />, { lang: "hi" });
    const card = screen.getByRole("article", { name: "Spiti Valley Winter Expedition" });
    expect(card).toHaveTextContent("पहाड़");
    expect(card).toHaveTextContent("16 जन॰ – 23 जन॰ 2027 +1 और तारीख");
    expect(card).toHaveTextContent("8 दिन / 7 रात");
    expect(card).toHaveTextContent("12 सीटें बाकी");
    expect(card).toHaveTextContent("₹18,999 से शुरू प्रति व्यक्ति");
    expect(
      within(card).getByRole("button", { name: "अभी बुक करें (Spiti Valley Winter Expedition के लिए)" }),
    ).toHaveAttribute("aria-haspopup", "dialog");
    expect(within(card).getByText("अभी बुक करें")).toHaveAttribute("data-seat-widest", "वेटलिस्ट में नाम लिखवाएँ");
    expect(within(card).getByRole("link", { name: "Spiti Valley Winter Expedition" })).toHaveAttribute(
      "href",
      "/hi/trips/spiti-winter-expedition/",
    );
  });

  it("marks the seats badge urgent only when few seats are left", () => {
    const { rerender } = renderInPage(
      <UpcomingTripCard {...cardOf(upcomingTripWithSeats(FEW_SEATS_LEFT))} bookingTrigger={dialogTrigger()} />,
    );
    // The badge's look follows data-seat-state (few and none are urgent), which the Worker sets from live seats.
    expect(screen.getByText(`${FEW_SEATS_LEFT} spots left`)).toHaveAttribute("data-seat-state", "few");
    rerender(
      <UpcomingTripCard {...cardOf(upcomingTripWithSeats(FEW_SEATS_LEFT + 1))} bookingTrigger={dialogTrigger()} />,
    );
    expect(screen.getByText(`${FEW_SEATS_LEFT + 1} spots left`)).toHaveAttribute("data-seat-state", "open");
  });
});

describe("cardDeparture", () => {
  const firstFull = {
    ...upcomingTrip,
    upcomingDepartures: [
      { ...upcomingTrip.upcomingDepartures[0], seatsLeft: 3 },
      { ...upcomingTrip.upcomingDepartures[1], seatsLeft: 0 },
    ],
  };

  it("offers the soonest departure that still has seats once the page is hydrated", () => {
    expect(cardDeparture(firstFull, true).startDate).toBe("2027-02-13");
    renderInPage(<UpcomingTripCard {...cardOf(firstFull)} bookingTrigger={dialogTrigger()} />);
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("13 Feb – 20 Feb 2027");
    expect(card).toHaveTextContent("3 spots left");
    expect(screen.getByRole("button", { name: "Book Now for Spiti Valley Winter Expedition" })).toBeInTheDocument();
  });

  it("offers the first departure while the page hydrates, as the built page, which knows no seats, shows it", () => {
    // The live seats are in the page's data, but the markup being hydrated shows the first departure.
    expect(cardDeparture(firstFull, false)).toBe(firstFull.upcomingDepartures[1]);
  });
});
