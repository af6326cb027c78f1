// Where a booking's visit came from, end to end: a visitor lands on the home page from a campaign's
// link, moves to a trip page through the site's own links, and books a departure in the dialog; the
// booking carries the campaign's tags to the Worker, which stores them, the desk's request view shows
// them on its Came from line, and the site set no cookie to do it.
import { seatKeyOf } from "../content/departures";
import { API_PATHS, ROUTES, tripPath } from "../content/routes.mjs";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { expect, test, visit } from "./support/fixtures";
import { expectStoredOnce } from "./support/forms";
import { storedRequest } from "./support/intake-state";
import { projectOf, SEAT_PLAN } from "./support/seat-plan";
import { findRequest } from "./support/staff-desk";

const CAMPAIGN = "utm_source=instagram&utm_medium=social&utm_campaign=diwali-2026";

test(
  "a booking from a campaign's link carries its tags to the desk, with no cookie",
  { tag: [ON_PHONE] },
  async ({ page, baseURL }, testInfo) => {
    const project = projectOf(testInfo.project.name);
    const departure = SEAT_PLAN.visitSource[project];
    const { trip } = departure;
    // A visitor of their own (address, email, phone): the unpaid-seat limits count per visitor.
    const visitor = project === "phone" ? 92 : 91;
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${visitor}` });
    const name = `Campaign Visitor ${visitor}`;

    await visit(page, `${ROUTES.home}?${CAMPAIGN}`);
    await page.getByRole("link", { name: trip.title, exact: true }).first().click();
    await expect(page).toHaveURL(tripPath(trip.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
    // The tags are no longer in the address: the tab kept them.
    expect(new URL(page.url()).search).toBe("");

    await page
      .locator("button")
      .filter({ has: page.locator(`[data-seat-action="${seatKeyOf(trip.slug, departure.startDate)}"]`) })
      .click();
    const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("this form sends where your visit came from");
    await dialog.getByLabel("Full name").fill(name);
    await dialog.getByLabel("Email").fill(`campaign.visitor.${visitor}@example.com`);
    await dialog.getByLabel("Phone number").fill(String(9_500_000_000 + visitor));
    await dialog.getByLabel("The State you live in").selectOption({ label: "Haryana" });
    // A departure whose one seat reaches the value GST documents name an address at asks for it.
    const address = dialog.getByLabel(/^Your address/);
    if (await address.isVisible()) await address.fill("14 Sector 15, Gurugram");
    const id = await expectStoredOnce(page, API_PATHS.bookings, async () => {
      await dialog.getByRole("button", { name: "Submit booking" }).click();
      await expect(dialog.getByRole("status")).toContainText("Booking submitted successfully!");
    });

    expect((await storedRequest(id))?.request).toMatchObject({
      full_name: name,
      visit_source: "instagram",
      visit_medium: "social",
      visit_campaign: "diwali-2026",
      visit_term: null,
      visit_content: null,
    });
    // Kept in the tab alone: the site set no cookie.
    expect(await page.context().cookies(baseURL!)).toEqual([]);

    await findRequest(page, name);
    const cameFrom = page.getByText("Came from", { exact: true });
    await expect(cameFrom).toBeVisible();
    await expect(cameFrom.locator("xpath=following-sibling::*[1]")).toHaveText("instagram · social · diwali-2026");
  },
);
