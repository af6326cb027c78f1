import { expect, type Page } from "@playwright/test";

/** The main navigation; on small screens it first opens the menu it collapses into, unless open. */
export async function mainNavigation(page: Page) {
  const toggle = page.getByRole("button", { name: "Menu" });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  return page.getByRole("navigation", { name: "Main" });
}

/** The footer's link group with the given heading (Destinations, Company, Support). */
export function footerGroup(page: Page, title: string) {
  return page.getByRole("contentinfo").getByRole("navigation", { name: title });
}

/**
 * Waits until the element is where a jump to its #anchor puts it: at the top of
 * the window below the sticky header (the page's scroll-padding), or as high as
 * it gets when the page is scrolled to its end.
 */
export async function expectScrolledTo(page: Page, selector: string) {
  await expect
    .poll(
      () =>
        page.evaluate((target) => {
          const top = document.querySelector(target)?.getBoundingClientRect().top;
          if (top === undefined) return false;
          const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
          const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
          return Math.abs(top - padding) <= 2 || (atEnd && top >= 0 && top < window.innerHeight);
        }, selector),
      { message: `${selector} at the top of the window` },
    )
    .toBe(true);
}
