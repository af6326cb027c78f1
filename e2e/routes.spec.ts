import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";
import { expectRouteContent } from "./support/content";
import { everyPageTag, ROUTE_CHECKS } from "./support/site";

// Every route the site promises (README, "Routes") answers 200 and shows its own content; the integrity
// fixture fails any of them that logs an error or loses a request. Its text needs no font file but the
// subsets the build cuts to the site's characters (gatsby/site-fonts.ts): a character they lacked would
// fetch a family's full file. And it needs none that its head does not preload.
for (const route of ROUTE_CHECKS) {
  test(`${route.path} shows its content${everyPageTag(route.path)}`, async ({ page }) => {
    const response = await visit(page, route.path);
    expect(response.status()).toBe(200);
    await expectRouteContent(page, route);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".woff2")),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles)
      expect(file).toMatch(/^\/static\/(dm-sans|fraunces)-latin(-ext)?-site-[0-9a-f]+\.woff2$/);
    // Each one is named in the head, so the browser fetches it with the page rather than once the text
    // needing it is first laid out, which then lays the page out again (PriceFontPreload, for ₹).
    const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    for (const file of fontFiles) expect(preloaded, `${file} is drawn with but not preloaded`).toContain(file);
  });

  // Nothing on the page moves as it loads and hydrates: a cumulative layout shift of 0. The web fonts are
  // kept away, so the page is drawn in its fallbacks throughout: how it lays itself out is checked, not
  // when a font happens to arrive on this machine (a font arriving after the first paint moves
  // right-aligned text by the few pixels its words differ in width from the fallback's).
  test(`${route.path} lays out once: nothing moves as it loads${everyPageTag(route.path)}`, async ({ page }) => {
    await page.route(/\.woff2$/, (request) => request.abort("aborted"));
    await visit(page, route.path);
    expect(await layoutShiftsOf(page), "what moved as the page loaded").toEqual([]);
  });
}

/** The layout shifts the page has had without any input from the visitor, each as the elements that moved. */
function layoutShiftsOf(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const describeNode = (node: Node | null) =>
          node === null ? "(removed)" : ((node as Element).outerHTML ?? node.textContent ?? "").slice(0, 80);
        // Shift entries are only observable, and a page with none calls no observer: wait a few frames for them.
        const waited = setTimeout(() => resolve([]), 300);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          clearTimeout(waited);
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[];
          resolve(
            shifts
              .filter((shift) => !shift.hadRecentInput)
              .map(
                (shift) =>
                  `${shift.value.toFixed(4)}: ${shift.sources.map((source) => describeNode(source.node)).join(" | ")}`,
              ),
          );
        }).observe({ type: "layout-shift", buffered: true });
      }),
  );
}
