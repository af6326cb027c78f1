import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab, as a keyboard user would, until `target` has focus, and fails
 * if it has not after `maxPresses`: a control a keyboard cannot reach is a bug.
 */
export async function tabUntilFocused(page: Page, target: Locator, maxPresses: number) {
  for (
    let presses = 0;
    presses < maxPresses && !(await target.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
