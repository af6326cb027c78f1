import { CATEGORY_FILTERS } from "../src/lib/categories";
import { ROUTES } from "../content/routes.mjs";
import { expect, test, visit } from "./support/fixtures";
import { completedDepartures } from "./support/site";

test("the category filter shows only the chosen category's trips", async ({ page }) => {
  await visit(page, ROUTES.home);
  const filter = page.getByRole("group", { name: "Filter trips by category" });
  const list = page.locator("#recent-trips-list");
  // The page orders trips by date; the filter decides which, so compare as sets.
  const shownTitles = async () => (await list.getByRole("heading").allTextContents()).sort();
  const titlesOf = (departures: typeof completedDepartures) => departures.map(({ trip }) => trip.title).sort();

  await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(shownTitles).toEqual(titlesOf(completedDepartures));

  for (const choice of [...CATEGORY_FILTERS.slice(1), "All" as const]) {
    await filter.getByRole("button", { name: choice }).click();
    for (const other of CATEGORY_FILTERS) {
      await expect(filter.getByRole("button", { name: other })).toHaveAttribute(
        "aria-pressed",
        String(other === choice),
      );
    }
    const expected = completedDepartures.filter(({ trip }) => choice === "All" || trip.category === choice);
    await expect.poll(shownTitles).toEqual(titlesOf(expected));
    await expect(list.getByText("Completed", { exact: true })).toHaveCount(expected.length);
  }
});
