// The trip finder on /trips/, used as a visitor uses it: its answer follows the
// query in the address, Back and Forward step through queries, a shared
// address opens on its answer, and the page works, as a plain list, without
// JavaScript.
import type { Page } from "@playwright/test";
import { compareIsoDates } from "../content/dates";
import { departureMonths, departurePrice, monthOf } from "../content/departures";
import { formatDateRange, formatMonthName } from "../content/format";
import { FINDER_INDEX_PATH, ROUTES } from "../content/routes.mjs";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { tabUntilFocused } from "./support/keyboard";
import { upcomingDepartures, upcomingTrips } from "./support/site";

const months = departureMonths(upcomingDepartures.map((departure) => departure.startDate)).map(({ month }) => month);
if (months.length < 2 || upcomingTrips.length < 2) {
  throw new Error("data/trips/ needs upcoming departures of two trips in two months for these tests");
}

const finder = (page: Page) => page.getByRole("search", { name: "Trip finder" });
const results = (page: Page) => page.getByRole("list", { name: "Matching departures" }).getByRole("listitem");
const status = (page: Page) => page.getByRole("region", { name: "Find your departure" }).getByRole("status");

/** Each listed departure as 'title, dates', in the order shown. */
const shownDepartures = (page: Page) =>
  results(page).evaluateAll((rows) =>
    rows.map((row) => `${row.querySelector("h3")?.textContent}, ${row.querySelector("time")?.textContent}`),
  );
const described = (departures: typeof upcomingDepartures) =>
  departures.map((departure) => `${departure.trip.title}, ${formatDateRange(departure.startDate, departure.endDate)}`);
const soonestFirst = (departures: typeof upcomingDepartures) =>
  [...departures].sort((a, b) => compareIsoDates(a.startDate, b.startDate) || (a.trip.title < b.trip.title ? -1 : 1));

/** Opens /trips/ (or a finder address) and waits until the finder's controls respond. */
async function openFinder(page: Page, search = "") {
  await visit(page, `${ROUTES.trips}${search}`);
  await expect(finder(page).getByRole("combobox", { name: "Month" })).toBeEnabled();
}

test("filters by month and budget, the query in the address, Back and Forward stepping through it", async ({
  page,
}) => {
  await openFinder(page);
  await expect(page.getByRole("region", { name: "Upcoming Adventures" })).toBeVisible();
  await expectNoAxeViolations(page);

  const [month] = months;
  await finder(page).getByRole("combobox", { name: "Month" }).selectOption(month);
  await expect(page).toHaveURL(`${ROUTES.trips}?month=${month}`);
  const inMonth = soonestFirst(upcomingDepartures.filter((departure) => monthOf(departure.startDate) === month));
  await expect.poll(() => shownDepartures(page)).toEqual(described(inMonth));
  await expect(status(page)).toHaveText(
    new RegExp(`^${inMonth.length} departures? on \\d+ trips? match, soonest first\\.$`),
  );
  await expect(page.getByRole("region", { name: "Upcoming Adventures" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const cheapest = Math.min(...upcomingDepartures.map((departure) => departurePrice(departure.trip, departure)));
  const band = cheapest < 10_000 ? "under-10000" : cheapest < 20_000 ? "10000-19999" : "20000-29999";
  await finder(page).getByRole("combobox", { name: "Budget per person" }).selectOption(band);
  await expect(page).toHaveURL(`${ROUTES.trips}?month=${month}&budget=${band}`);

  await page.goBack();
  await expect(page).toHaveURL(`${ROUTES.trips}?month=${month}`);
  await expect(finder(page).getByRole("combobox", { name: "Budget per person" })).toHaveValue("");
  await expect.poll(() => shownDepartures(page)).toEqual(described(inMonth));
  await page.goBack();
  await expect(page).toHaveURL(ROUTES.trips);
  await expect(page.getByRole("region", { name: "Upcoming Adventures" })).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(finder(page).getByRole("combobox", { name: "Budget per person" })).toHaveValue(band);
  await expect(finder(page).getByRole("combobox", { name: "Month" })).toHaveValue(month);
});

test("a shared address opens on its answer; words and order are part of it", async ({ page }) => {
  const trip = upcomingTrips[0];
  const word = trip.location.split(/[\s,]+/)[0];
  const search = `?q=${encodeURIComponent(word)}&sort=price`;
  await openFinder(page, search);
  await expect(finder(page).getByRole("searchbox", { name: "Search trips" })).toHaveValue(word);
  await expect(finder(page).getByRole("combobox", { name: "Sort" })).toHaveValue("price");
  const expected = upcomingDepartures.filter((departure) =>
    `${departure.trip.title} ${departure.trip.location} ${departure.trip.summary}`
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .some((part) => part.startsWith(word.toLowerCase())),
  );
  const byPrice = soonestFirst(expected).sort((a, b) => departurePrice(a.trip, a) - departurePrice(b.trip, b));
  await expect.poll(() => shownDepartures(page)).toEqual(described(byPrice));
  await expect(status(page)).toContainText("lowest price first");
});

test("typing searches once typing pauses; nothing matching says so; Clear all filters brings the list back", async ({
  page,
}) => {
  await openFinder(page);
  const box = finder(page).getByRole("searchbox", { name: "Search trips" });
  await box.pressSequentially("zzqx nowhere", { delay: 20 });
  await expect(page).toHaveURL(`${ROUTES.trips}?q=zzqx+nowhere`);
  await expect(status(page)).toHaveText("No departure matches all of these. Try removing a filter.");
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "every departure by month" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Typing replaced the address rather than adding a step: Back leaves the finder's page.
  await finder(page).getByRole("button", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(ROUTES.trips);
  await expect(box).toHaveValue("");
  await expect(page.getByRole("region", { name: "Upcoming Adventures" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${ROUTES.trips}?q=zzqx+nowhere`);
  await expect(box).toHaveValue("zzqx nowhere");
});

test("downloads its index only when used, and keeps the page where it is as the answer changes", async ({ page }) => {
  const downloads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === FINDER_INDEX_PATH) downloads.push(request.url());
  });
  await openFinder(page);
  expect(downloads).toEqual([]);

  await finder(page).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);
  await finder(page).getByRole("combobox", { name: "Month" }).focus();
  await expect.poll(() => downloads.length).toBe(1);
  await finder(page).getByRole("combobox", { name: "Month" }).selectOption(months[1]);
  await expect(results(page).first()).toBeVisible();
  await finder(page).getByRole("combobox", { name: "Sort" }).selectOption("price");
  await page.goBack();
  await expect(page).toHaveURL(`${ROUTES.trips}?month=${months[1]}`);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(downloads).toHaveLength(1);
});

test("says when its departures cannot be downloaded, and tries again", async ({ page, integrity }) => {
  integrity.allow(new RegExp(`${FINDER_INDEX_PATH}`));
  await page.route(`**${FINDER_INDEX_PATH}`, (route) => route.fulfill({ status: 503, body: "Busy" }));
  await openFinder(page, `?month=${months[0]}`);
  await expect(status(page)).toHaveText("The departures could not be loaded. Check your connection and try again.");
  await expectNoAxeViolations(page);
  await page.unroute(`**${FINDER_INDEX_PATH}`);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(results(page).first()).toBeVisible();
});

test("works by keyboard alone, from the search box to booking a departure", async ({ page }) => {
  await openFinder(page);
  const box = finder(page).getByRole("searchbox", { name: "Search trips" });
  await box.focus();
  const trip = upcomingTrips.find((candidate) => candidate.departures.some((departure) => departure.seatsLeft > 0))!;
  const word = trip.title.split(" ")[0];
  await page.keyboard.type(word);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${ROUTES.trips}?q=${word}`);
  await page.keyboard.press("Tab");
  await expect(finder(page).getByRole("combobox", { name: "Month" })).toBeFocused();
  // A closed drop-down steps through its options with the arrow keys.
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(`${ROUTES.trips}?month=${months[0]}&q=${word}`);
  await page.keyboard.press("ArrowUp");
  await expect(page).toHaveURL(`${ROUTES.trips}?q=${word}`);

  const open = trip.departures.find((departure) => departure.seatsLeft > 0)!;
  const book = page.getByRole("button", {
    name: `Book Now for ${trip.title}, ${formatDateRange(open.startDate, open.endDate)}`,
  });
  await expect(book).toBeVisible();
  await tabUntilFocused(page, book, 30);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: `Book ${trip.title}` })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/trips/ lists every upcoming trip, finder address or not, and says the finder needs JavaScript", async ({
    page,
  }) => {
    for (const search of ["", `?month=${months[0]}`]) {
      await visit(page, `${ROUTES.trips}${search}`, { scripts: false });
      const upcoming = page.getByRole("region", { name: "Upcoming Adventures" });
      for (const trip of upcomingTrips) {
        await expect(upcoming.getByRole("heading", { name: trip.title })).toBeVisible();
      }
      await expect(finder(page).getByRole("combobox", { name: "Month" })).toBeDisabled();
      // Playwright's text queries skip <noscript>, so it is found by its markup.
      const notice = page.locator("noscript p");
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("The finder needs JavaScript.");
      await expect(notice.locator("a")).toHaveAttribute("href", "/departures/");
    }
  });
});

test("names each month as the departures pages do", async ({ page }) => {
  await openFinder(page);
  await expect(finder(page).getByRole("combobox", { name: "Month" }).getByRole("option")).toHaveText([
    "Any month",
    ...months.map((month) => formatMonthName(month)),
  ]);
});
