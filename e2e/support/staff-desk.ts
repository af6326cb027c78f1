// The staff desk as the browser tests open it: through the local stand-in
// for Cloudflare Access, signed in as E2E_STAFF_EMAIL.
import type { Page } from "@playwright/test";
import { STAFF_PATH } from "../../content/routes.mjs";
import { E2E_STAFF_ORIGIN } from "../../playwright.config";
import { expect } from "./fixtures";

export const desk = `${E2E_STAFF_ORIGIN}${STAFF_PATH}`;

/** Opens the desk (the first Worker's, unless another is given) and finds the request from `name` by searching for it. */
export async function findRequest(page: Page, name: string, deskUrl = desk) {
  await page.goto(deskUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Show requests" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole("link", { name }).click();
  // Opening a request loads its page data and then the request: with both test workers busy on two
  // cores, that has taken more than the usual 5 s.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name, { timeout: 15_000 });
}
