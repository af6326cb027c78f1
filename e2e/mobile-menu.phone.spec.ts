import { MAIN_NAV } from "../src/lib/navigation";
import { MESSAGES } from "../content/messages";
import { ROUTES } from "../content/routes.mjs";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { expectScrolledTo } from "./support/navigation";

test.beforeEach(async ({ page }) => {
  await visit(page, ROUTES.home);
});

test("the menu toggle shows and hides the links", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  for (const link of MAIN_NAV) {
    await expect(nav.getByRole("link", { name: MESSAGES.en.layout.nav[link.label], exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Book Trip" })).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
});

test("choosing a link closes the menu", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Trips", exact: true }).click();
  await expect(page).toHaveURL(ROUTES.trips);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
});

test("Book Trip goes to the upcoming trips", async ({ page }) => {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Book Trip" }).click();
  await expect(page).toHaveURL(ROUTES.upcomingTrips);
  await expectScrolledTo(page, "#upcoming-trips");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
});

test("Escape closes the menu and puts focus back on the toggle", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
});

test("the open menu has no accessibility violations", async ({ page }) => {
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expectNoAxeViolations(page);
});
