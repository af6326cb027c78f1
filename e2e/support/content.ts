import { expect, type Page } from "@playwright/test";
import type { RouteCheck } from "./site";

/** The page has its one h1 and every piece of text its route must show, inside <main>. */
export async function expectRouteContent(page: Page, route: RouteCheck) {
  await expect(page).toHaveTitle(route.title);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(route.heading);
  const main = page.getByRole("main");
  for (const text of route.content) {
    await expect(main.getByText(text).first(), `"${text}" on ${route.path}`).toBeVisible();
  }
}
