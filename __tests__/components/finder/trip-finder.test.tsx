import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { RESULTS_PER_STEP } from "../../../src/components/finder/finder-results";
import { TYPING_PAUSE_MS } from "../../../src/components/finder/finder-form";
import { TripFinder } from "../../../src/components/finder/trip-finder";
import { forgetFinder } from "../../../src/components/finder/use-finder";
import { finderIndex } from "../../../content/finder-index";
import { FINDER_HISTORY_STATE } from "../../../src/lib/finder/history";
import { finderDepartures, finderMonths, hindiFinderIndex, sampleFinderIndex } from "../../support/finder-data";
import { InPage, renderInPage } from "../../support/messages";
import type { Locale } from "../../../content/locales.mjs";
import { advanceClock, settle, userOnFakeClock } from "../../support/user";

/** Opens /trips/ (or /hi/trips/) with `search` as its address's query, on jsdom's own history. */
function openTrips(search = "", lang: Locale = "en") {
  window.history.replaceState(null, "", `${lang === "en" ? "" : `/${lang}`}/trips/${search}`);
  const startLength = window.history.length;
  const view = renderInPage(
    <TripFinder months={finderMonths} gstPercent={5}>
      <p>Every upcoming trip</p>
    </TripFinder>,
    { lang },
  );
  return { ...view, stepsTaken: () => window.history.length - startLength };
}

/** The browser's Back button: the page learns of it from the popstate event. */
async function goBack() {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    window.history.back();
    await popped;
  });
}

const address = () => `${window.location.pathname}${window.location.search}`;

const answerWith = (json: unknown, ok = true) =>
  jest.fn(async () => ({ ok, status: ok ? 200 : 503, json: async () => json }) as Response);

const status = () => screen.getByRole("status");
const matchingTitles = () =>
  within(screen.getByRole("list", { name: /^(Matching departures|मेल खाते प्रस्थान)$/ }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  forgetFinder();
  global.fetch = answerWith(sampleFinderIndex);
});
afterEach(() => jest.useRealTimers());

describe("Trip finder", () => {
  it("renders on the server with its controls inert and the page's own list of trips", () => {
    const html = renderToString(
      <InPage>
        <TripFinder months={finderMonths} gstPercent={5}>
          <p>Every upcoming trip</p>
        </TripFinder>
      </InPage>,
    );
    expect(html).toContain("<fieldset disabled=");
    expect(html).toContain("Every upcoming trip");
    expect(html).toContain("The finder needs JavaScript");
    expect(html).not.toContain("Matching departures");
  });

  it("offers each month with departures, and says what prices include", () => {
    openTrips();
    const month = screen.getByRole("combobox", { name: "Month" });
    expect(
      within(month)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Any month", "December 2026", "January 2027", "February 2027"]);
    expect(screen.getByRole("search", { name: "Trip finder" })).toHaveTextContent(
      "Prices are per person, before 5% GST.",
    );
  });

  it("downloads nothing until the finder is used, then the index once", async () => {
    const user = userEvent.setup();
    openTrips();
    expect(screen.getByText("Every upcoming trip")).toBeVisible();
    expect(status()).toHaveTextContent("");
    expect(global.fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole("combobox", { name: "Month" }));
    await settle();
    expect(global.fetch).toHaveBeenCalledWith("/trips/finder.json");
    await user.selectOptions(screen.getByRole("combobox", { name: "Budget per person" }), "Under ₹10,000");
    await settle();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it("writes each choice into the address as a step of its own, and shows and announces the answer", async () => {
    const user = userEvent.setup();
    const { stepsTaken } = openTrips();
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "January 2027");
    await settle();
    expect(address()).toBe("/trips/?month=2027-01");
    expect(window.history.state).toEqual(expect.objectContaining(FINDER_HISTORY_STATE));
    expect(stepsTaken()).toBe(1);
    expect(status()).toHaveTextContent("2 departures on 2 trips match, soonest first.");
    expect(matchingTitles()).toEqual(["Rishikesh Rafting & Riverside Camp", "Spiti Valley Winter Expedition"]);
    expect(screen.getByText("Every upcoming trip")).not.toBeVisible();

    await user.selectOptions(screen.getByRole("combobox", { name: "Difficulty" }), "Challenging");
    await settle();
    expect(address()).toBe("/trips/?month=2027-01&difficulty=challenging");
    expect(stepsTaken()).toBe(2);
    expect(status()).toHaveTextContent("1 departure on 1 trip match, soonest first.");

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort" }), "Lowest price first");
    await settle();
    expect(status()).toHaveTextContent("lowest price first.");
  });

  it("shows a shared address's answer as the page opens", async () => {
    openTrips("?budget=10000-19999&sort=price");
    expect(status()).toHaveTextContent("Finding departures…");
    await settle();
    expect(screen.getByRole("combobox", { name: "Budget per person" })).toHaveValue("10000-19999");
    expect(screen.getByRole("combobox", { name: "Sort" })).toHaveValue("price");
    // Spiti's February departure, at ₹21,999, is over the budget; its January one is not.
    expect(matchingTitles()).toEqual(["Kerala Backwaters & Spice Hills", "Spiti Valley Winter Expedition"]);
  });

  it("says so when nothing matches, and clears every filter at once", async () => {
    const user = userEvent.setup();
    openTrips("?category=desert&q=goa");
    await settle();
    expect(status()).toHaveTextContent("No departure matches all of these. Try removing a filter.");
    expect(screen.queryByRole("list", { name: "Matching departures" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(address()).toBe("/trips/");
    expect(screen.getByRole("searchbox", { name: "Search trips" })).toHaveValue("");
    expect(screen.getByText("Every upcoming trip")).toBeVisible();
    expect(status()).toHaveTextContent("");
  });

  it("searches once typing pauses, in place of the current step, keeping what is typed meanwhile", async () => {
    const user = userOnFakeClock();
    const { stepsTaken } = openTrips("?month=2027-02");
    const box = screen.getByRole("searchbox", { name: "Search trips" });
    await user.type(box, "spi");
    expect(address()).toBe("/trips/?month=2027-02");
    advanceClock(TYPING_PAUSE_MS);
    expect(address()).toBe("/trips/?month=2027-02&q=spi");
    expect(stepsTaken()).toBe(0);
    await user.type(box, "ti");
    expect(box).toHaveValue("spiti");
    await settle();
    advanceClock(TYPING_PAUSE_MS);
    await settle();
    expect(address()).toBe("/trips/?month=2027-02&q=spiti");
    expect(stepsTaken()).toBe(0);
    expect(matchingTitles()).toEqual(["Spiti Valley Winter Expedition"]);
  });

  it("sends typed words with a choice made before typing paused", async () => {
    const user = userOnFakeClock();
    const { stepsTaken } = openTrips();
    await user.type(screen.getByRole("searchbox", { name: "Search trips" }), "rafting");
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "December 2026");
    advanceClock(TYPING_PAUSE_MS);
    expect(address()).toBe("/trips/?month=2026-12&q=rafting");
    expect(stepsTaken()).toBe(1);
  });

  it("runs the search at once on Enter", async () => {
    const user = userEvent.setup();
    const { stepsTaken } = openTrips();
    await user.type(screen.getByRole("searchbox", { name: "Search trips" }), "kerala{Enter}");
    await settle();
    expect(address()).toBe("/trips/?q=kerala");
    expect(stepsTaken()).toBe(1);
    expect(matchingTitles()).toEqual(["Kerala Backwaters & Spice Hills"]);
  });

  it("puts the earlier query back in every control on Back", async () => {
    const user = userEvent.setup();
    openTrips("?q=spiti");
    await settle();
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "February 2027");
    await settle();
    await user.clear(screen.getByRole("searchbox", { name: "Search trips" }));
    await user.type(screen.getByRole("searchbox", { name: "Search trips" }), "kerala{Enter}");
    await settle();
    expect(matchingTitles()).toEqual(["Kerala Backwaters & Spice Hills"]);

    await goBack();
    expect(screen.getByRole("searchbox", { name: "Search trips" })).toHaveValue("spiti");
    expect(screen.getByRole("combobox", { name: "Month" })).toHaveValue("2027-02");
    expect(matchingTitles()).toEqual(["Spiti Valley Winter Expedition"]);
    await goBack();
    expect(screen.getByRole("combobox", { name: "Month" })).toHaveValue("");
    expect(matchingTitles()).toHaveLength(2);
  });

  it("says when the departures cannot be downloaded, and tries again", async () => {
    const user = userEvent.setup();
    global.fetch = answerWith(null, false);
    openTrips("?month=2027-01");
    await settle();
    expect(status()).toHaveTextContent("The departures could not be loaded. Check your connection and try again.");
    global.fetch = answerWith(sampleFinderIndex);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await settle();
    expect(status()).toHaveTextContent("2 departures on 2 trips match");
  });

  it("refuses a download that is not an index rather than listing nonsense", async () => {
    global.fetch = answerWith({ departures: "soon" });
    openTrips("?month=2027-01");
    await settle();
    expect(status()).toHaveTextContent("could not be loaded");
  });

  it("lists a long answer a step at a time, and moves focus to the first departure each step adds", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: RESULTS_PER_STEP + 5 }, (_, index) => ({
      ...finderDepartures[2],
      trip: { ...finderDepartures[2].trip, slug: `spiti-${index}`, title: `Spiti, set ${index + 1}` },
    }));
    global.fetch = answerWith(finderIndex(many));
    openTrips("?month=2027-01");
    await settle();
    expect(matchingTitles()).toHaveLength(RESULTS_PER_STEP);
    expect(screen.getByText(`${RESULTS_PER_STEP} of ${RESULTS_PER_STEP + 5} shown`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show 5 more" }));
    expect(matchingTitles()).toHaveLength(RESULTS_PER_STEP + 5);
    expect(screen.getByRole("link", { name: `Spiti, set ${RESULTS_PER_STEP + 1}` })).toHaveFocus();
    expect(screen.queryByRole("button", { name: /more/ })).not.toBeInTheDocument();
  });

  it("speaks Hindi on a Hindi page, downloads the Hindi index and finds trips by Hindi words", async () => {
    const user = userEvent.setup();
    global.fetch = answerWith(hindiFinderIndex);
    openTrips("", "hi");
    const finder = screen.getByRole("search", { name: "ट्रिप खोजक" });
    expect(
      within(screen.getByRole("combobox", { name: "महीना" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["कोई भी महीना", "दिसंबर 2026", "जनवरी 2027", "फ़रवरी 2027"]);
    expect(
      within(screen.getByRole("combobox", { name: "श्रेणी" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["कोई भी श्रेणी", "रोमांच", "संस्कृति", "रेगिस्तान", "तीर्थयात्रा", "पहाड़"]);
    expect(finder).toHaveTextContent("कीमतें प्रति व्यक्ति हैं, 5% GST अलग से।");

    await user.type(screen.getByRole("searchbox", { name: "ट्रिप खोजें" }), "ऊंट{Enter}");
    await settle();
    expect(global.fetch).toHaveBeenCalledWith("/hi/trips/finder.json");
    expect(address()).toBe(`/hi/trips/?q=${encodeURIComponent("ऊंट")}`);
    expect(status()).toHaveTextContent("1 ट्रिप में 1 प्रस्थान मेल खाता है, जल्दी निकलने वाले पहले।");
    const results = screen.getByRole("list", { name: "मेल खाते प्रस्थान" });
    const [row] = within(results).getAllByRole("listitem");
    expect(within(row).getByRole("heading", { level: 3 })).toHaveTextContent("जैसलमेर थार रेगिस्तान कैंप");
    expect(row).toHaveTextContent("8 जन॰ – 11 जन॰ 2027");
    expect(row).toHaveTextContent("10 सीटें बाकी");
    expect(within(row).getByRole("link")).toHaveAttribute("href", "/hi/trips/jaisalmer-thar-desert-camp/");
    expect(screen.getByRole("link", { name: "महीने के हिसाब से सारे प्रस्थान देखें" })).toHaveAttribute(
      "href",
      "/hi/departures/",
    );

    await user.clear(screen.getByRole("searchbox", { name: "ट्रिप खोजें" }));
    await user.type(screen.getByRole("searchbox", { name: "ट्रिप खोजें" }), "लद्दाख{Enter}");
    await settle();
    expect(matchingTitles()).toEqual(["लद्दाख रोड ट्रिप: लेह से पैंगोंग"]);
  });

  it("reads a shared Hindi address's query on the Hindi page, as the language switch carries it", async () => {
    global.fetch = answerWith(hindiFinderIndex);
    openTrips(`?q=${encodeURIComponent("राफ्टिंग")}&sort=price`, "hi");
    expect(status()).toHaveTextContent("प्रस्थान खोजे जा रहे हैं…");
    await settle();
    expect(screen.getByRole("searchbox", { name: "ट्रिप खोजें" })).toHaveValue("राफ्टिंग");
    expect(status()).toHaveTextContent("1 ट्रिप में 1 प्रस्थान मेल खाता है, कम कीमत वाले पहले।");
  });
});
