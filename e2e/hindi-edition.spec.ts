// The Hindi edition as a visitor meets it: every public page has a Hindi twin
// under /hi/ that names its language, links to its English twin and back,
// draws its Devanagari in the site's own font and passes axe; the language
// switch keeps the visitor on the same page and keeps the finder's question;
// an unknown Hindi address gets the Hindi 404 page.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { HTML_LANGS } from "../content/locales.mjs";
import { localePath, ROUTES, tripPath } from "../content/routes.mjs";
import { departureMonths } from "../content/departures";
import { expect, expectNoAxeViolations, missingPageProblems, test, visit } from "./support/fixtures";
import { onPhoneForKind, ROUTE_CHECKS, upcomingDepartures, upcomingTrips } from "./support/site";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";

/** A trip's Hindi title, as its file holds it beside the English. */
function hindiTitleOf(slug: string): string {
  const file = path.join(__dirname, "../data/trips", `${slug}.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { hi: { title: string } }).hi.title;
}

/** The page's hreflang links, by language. */
const alternatesOf = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.hreflang,
        new URL(link.href).pathname,
      ]),
    ),
  );

for (const { path: englishPath } of ROUTE_CHECKS) {
  const hindiPath = localePath("hi", englishPath);
  test(
    `${hindiPath} is in Hindi, linked both ways with its English twin, and has no accessibility violations`,
    { tag: onPhoneForKind(englishPath) },
    async ({ page }) => {
      await visit(page, hindiPath);
      await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANGS.hi);
      expect(await alternatesOf(page)).toEqual({
        [HTML_LANGS.en]: englishPath,
        [HTML_LANGS.hi]: hindiPath,
        "x-default": englishPath,
      });
      // The page's Devanagari is drawn in the site's own face, loaded for it, not a fallback.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
      const devanagariFacesLoaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter(
          (face) => face.family.includes("Noto Sans Devanagari") && face.status === "loaded",
        ).length;
      });
      expect(devanagariFacesLoaded).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    },
  );
}

// On a phone the switch sits in the header beside the menu button, not in the menu: both projects use it.
test(
  "the language switch keeps the visitor on the same trip, in the other language",
  { tag: ON_PHONE },
  async ({ page }) => {
    const trip = upcomingTrips[0];
    await visit(page, tripPath(trip.slug));
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(localePath("hi", tripPath(trip.slug)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiTitleOf(trip.slug));

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(tripPath(trip.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
  },
);

test("the language switch keeps the finder's question, which the Hindi finder answers", async ({ page }) => {
  const [{ month }] = departureMonths(upcomingDepartures.map((departure) => departure.startDate));
  const search = `?month=${month}`;
  await visit(page, `${ROUTES.trips}${search}`);
  const monthControl = page.getByRole("search").getByRole("combobox").first();
  await expect(monthControl).toHaveValue(month);

  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(`${localePath("hi", ROUTES.trips)}${search}`);
  await expect(page.getByRole("search").getByRole("combobox").first()).toHaveValue(month);
  const inMonth = upcomingDepartures.filter((departure) => departure.startDate.startsWith(month));
  for (const departure of inMonth) {
    await expect(page.getByRole("main").getByText(hindiTitleOf(departure.trip.slug)).first()).toBeVisible();
  }
});

test("an unknown address under /hi/ gets the Hindi 404 page", async ({ page, integrity }) => {
  const missing = "/hi/no-such-trip/";
  for (const problem of missingPageProblems(missing)) integrity.allow(problem);
  const response = await visit(page, missing);
  expect(response.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANGS.hi);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/पेज नहीं मिला/);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "होम पेज पर लौटें" }).click();
  await expect(page).toHaveURL(localePath("hi", ROUTES.home));
});
