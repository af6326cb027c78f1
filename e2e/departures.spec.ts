import { departureMonths, monthOf, isSoldOut, seatKeyOf } from "../content/departures";
import { seatsTakenNow } from "./support/intake-state";
import { departuresPath, ROUTES } from "../content/routes.mjs";
import { formatDateRange, formatMonthName, formatSpotsLeft } from "../content/format";
import { MESSAGES } from "../content/messages";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { upcomingDepartures as departures } from "./support/site";

const months = departureMonths(departures.map((departure) => departure.startDate));
if (months.length === 0) throw new Error("data/trips/ needs upcoming departures for these tests");

test("/departures/ lists every month with departures, and /trips/ links to it", async ({ page }) => {
  await visit(page, ROUTES.trips);
  await page.getByRole("link", { name: "See every departure by month" }).click();
  await expect(page).toHaveURL(departuresPath());
  const nav = page.getByRole("navigation", { name: "Months" });
  await expect(nav.getByRole("link")).toHaveCount(months.length);
  for (const { month, count } of months) {
    await expect(
      nav.getByRole("link", { name: new RegExp(`^${formatMonthName(month)} ${count} departures?$`) }),
    ).toHaveAttribute("href", departuresPath(month));
  }
  await expectNoAxeViolations(page);
});

test("each month's page lists every departure leaving in it, with its seats, and nothing else", async ({ page }) => {
  for (const { month } of months) {
    // The live seats, as D1 holds them when the page is served: other tests book as this one runs.
    await expect(async () => {
      const taken = await seatsTakenNow();
      await visit(page, departuresPath(month));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Departures in ${formatMonthName(month)}`);
      const rows = page.getByRole("list", { name: `Departures in ${formatMonthName(month)}` }).getByRole("listitem");
      const expected = departures.filter((departure) => monthOf(departure.startDate) === month);
      await expect(rows).toHaveCount(expected.length);
      for (const departure of expected) {
        const row = rows.filter({ hasText: departure.trip.title }).filter({
          hasText: formatDateRange(departure.startDate, departure.endDate),
        });
        const left = departure.seats - (taken.get(seatKeyOf(departure.trip.slug, departure.startDate)) ?? 0);
        await expect(row).toContainText(formatSpotsLeft(left, MESSAGES.en.seats), { timeout: 1000 });
        await expect(
          row.getByRole("button", { name: left <= 0 ? /^Join waitlist for / : /^Book Now for / }),
        ).toBeVisible();
      }
    }).toPass();
  }
});

test("Book Now on a departure books that departure; a full one offers the waitlist", async ({ page }) => {
  const open = departures.find((departure) => !isSoldOut(departure))!;
  await visit(page, departuresPath(monthOf(open.startDate)));
  const dates = formatDateRange(open.startDate, open.endDate);
  await page.getByRole("button", { name: `Book Now for ${open.trip.title}, ${dates}` }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${open.trip.title}` });
  await expect(dialog).toContainText(dates);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();

  const full = departures.find(isSoldOut);
  if (!full) throw new Error("data/trips/ needs a full upcoming departure for this test");
  await visit(page, departuresPath(monthOf(full.startDate)));
  const fullDates = formatDateRange(full.startDate, full.endDate);
  await page.getByRole("button", { name: `Join waitlist for ${full.trip.title}, ${fullDates}` }).click();
  await expect(page.getByRole("dialog", { name: `Join the waitlist for ${full.trip.title}` })).toContainText(fullDates);
});
