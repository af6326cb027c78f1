import { screen, within } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import userEvent from "@testing-library/user-event";
import { RecentTripsSection } from "../../../src/components/trips/recent-trips-section";
import { completedDepartures } from "../../support/sample-data";

describe("RecentTripsSection filter", () => {
  const shownTitles = () =>
    within(screen.getByRole("region", { name: "Recent Adventures" }))
      .queryAllByRole("article")
      .map((card) => card.getAttribute("aria-labelledby") && within(card).getByRole("heading").textContent);
  const button = (name: string) => screen.getByRole("button", { name });

  it("starts on All, pressed, with every trip and a Completed badge on each", () => {
    renderInPage(<RecentTripsSection departures={completedDepartures} />);
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
    renderInPage(<RecentTripsSection departures={completedDepartures} />);
    await user.click(button(category));
    expect(shownTitles()).toEqual(titles);
    expect(button(category)).toHaveAttribute("aria-pressed", "true");
    expect(button("All")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${titles.length} ${category.toLowerCase()}`);
  });

  it("returns to every trip when All is chosen again", async () => {
    const user = userEvent.setup();
    renderInPage(<RecentTripsSection departures={completedDepartures} />);
    await user.click(button("Desert"));
    await user.click(button("All"));
    expect(shownTitles()).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 6 trips.");
  });

  it("says so when a category has no trips", async () => {
    const user = userEvent.setup();
    renderInPage(
      <RecentTripsSection
        departures={completedDepartures.filter((departure) => departure.trip.category !== "Cultural")}
      />,
    );
    await user.click(button("Cultural"));
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent("No cultural trips have run recently.");
  });

  it("filters in Hindi on a Hindi page: the categories and what each choice shows", async () => {
    const user = userEvent.setup();
    renderInPage(<RecentTripsSection departures={completedDepartures} />, { lang: "hi" });
    const filter = screen.getByRole("group", { name: "श्रेणी के हिसाब से ट्रिप छाँटें" });
    expect(
      within(filter)
        .getAllByRole("button")
        .map((option) => option.textContent),
    ).toEqual(["सभी", "रोमांच", "संस्कृति", "रेगिस्तान", "तीर्थयात्रा", "पहाड़"]);
    expect(screen.getByRole("region", { name: "हाल के सफ़र" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("6 ट्रिप दिखाई जा रही हैं।");
    await user.click(button("पहाड़"));
    expect(screen.getByRole("status")).toHaveTextContent("पहाड़ की 1 ट्रिप दिखाई जा रही है।");
    await user.click(button("सभी"));
    expect(button("सभी")).toHaveAttribute("aria-pressed", "true");
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    renderInPage(<RecentTripsSection departures={completedDepartures} />);
    button("Mountain").focus();
    await user.keyboard("{Enter}");
    expect(button("Mountain")).toHaveAttribute("aria-pressed", "true");
    expect(shownTitles()).toEqual(["Ladakh Road Trip"]);
  });
});
