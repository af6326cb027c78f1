// The Worker's pages in the site's shell (worker/platform/site-page.ts): the
// site's header, with every link of its menu in reach on a phone as on a
// desktop though the page runs no script, the page's one h1 inside main, the
// footer, and the site's own typeface. Only the trip kit runs a script (its
// own, from the site): it says so with `scripts`.
import { expect, type Page } from "@playwright/test";
import { MAIN_NAV } from "../../src/lib/navigation";
import { MESSAGES } from "../../content/messages";

export async function expectSiteFrame(page: Page, { scripts = 0 } = {}) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Safarnama home" })).toBeVisible();
  const menu = header.getByRole("navigation", { name: "Main" });
  for (const { label } of MAIN_NAV) {
    await expect(menu.getByRole("link", { name: MESSAGES.en.layout.nav[label], exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator("script")).toHaveCount(scripts);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"DM Sans Variable"/);
}
