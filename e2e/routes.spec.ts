import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { expectRouteContent } from "./support/content";
import { onPhoneForKind, ROUTE_CHECKS } from "./support/site";

// Every route the site promises (README, "Routes") answers 200 and shows its own content; the integrity
// fixture fails any of them that logs an error or loses a request. Its text needs no font file but the
// subsets the build cuts to the site's characters (gatsby/site-fonts.ts): a character they lacked would
// fetch a family's full file. And it needs none that its head does not preload. axe-core then checks the
// page as loaded against WCAG 2.0/2.1 A and AA and WCAG 2.2 AA (the same load, rather than one more).
for (const route of ROUTE_CHECKS) {
  test(
    `${route.path} shows its content and has no accessibility violations`,
    { tag: onPhoneForKind(route.path) },
    async ({ page }) => {
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
      await expectNoAxeViolations(page);
    },
  );

  // Nothing on the page moves as it loads and hydrates: a cumulative layout shift of 0. The web fonts are
  // kept away, so the page is drawn in its fallbacks throughout: how it lays itself out is checked, not
  // when a font happens to arrive on this machine (a font arriving after the first paint moves
  // right-aligned text by the few pixels its words differ in width from the fallback's).
  // One retry, for these read-only checks alone: twice in CI one of the 27 pages had one small shift of
  // one icon (0.006 and under 0.0001) that no run here reproduced, in hundreds of loads with and without
  // CPU load. A page that shifts every time still fails; one that shifted once is listed as flaky, with
  // the first try's record of what moved (recordLayoutShifts) in its report.
  test.describe(() => {
    test.describe.configure({ retries: 1 });
    test(
      `${route.path} lays out once: nothing moves as it loads`,
      { tag: onPhoneForKind(route.path) },
      async ({ page }) => {
        await page.route(/\.woff2$/, (request) => request.abort("aborted"));
        await page.addInitScript(recordLayoutShifts);
        await visit(page, route.path);
        expect(await layoutShiftsOf(page), "what moved as the page loaded").toEqual([]);
      },
    );
  });
}

declare global {
  interface Window {
    layoutShifts?: string[];
  }
}

/**
 * Runs in the page before its own scripts: describes each layout shift as it is reported, while the
 * elements that moved are still in the document (React may replace them later): where each was and
 * went, and when, against the first contentful paint and the end of hydration (Gatsby's
 * onInitialClientRender mark), so that a failure says what moved and in which phase of the load.
 */
function recordLayoutShifts() {
  const shifts: string[] = [];
  window.layoutShifts = shifts;
  // The element and its three nearest ancestors, e.g. main.layout-module--main>div.job-page-body-module--layout.
  // A source without a node is a box of no element of its own, or of one removed since.
  const pathOf = (node: Node | null) => {
    if (node === null) return "(no element)";
    const steps: string[] = [];
    let element = node instanceof Element ? node : node.parentElement;
    for (; element && element !== document.body && steps.length < 4; element = element.parentElement) {
      const firstClass = typeof element.className === "string" ? element.className.split(" ")[0] : "";
      steps.unshift(element.tagName.toLowerCase() + (firstClass ? `.${firstClass}` : ""));
    }
    return (node instanceof Element ? "" : "text in ") + steps.join(">");
  };
  const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(",");
  new PerformanceObserver((list) => {
    const hydrated = performance.getEntriesByName("onInitialClientRender")[0]?.startTime;
    const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const when =
        `at ${Math.round(entry.startTime)} ms (first paint ${painted === undefined ? "not yet" : Math.round(painted)}, ` +
        `hydrated ${hydrated === undefined ? "not yet" : Math.round(hydrated)})`;
      const moved = entry.sources.map(
        (source) => `${pathOf(source.node)} [${box(source.previousRect)} → ${box(source.currentRect)}]`,
      );
      shifts.push(`${entry.value.toPrecision(2)} ${when}: ${moved.join(" | ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * The layout shifts the page has had without any input from the visitor. Shift entries are delivered
 * to observers a frame or so after they happen: wait a few frames for any still on their way.
 */
async function layoutShiftsOf(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  return page.evaluate(() => window.layoutShifts ?? ["the layout-shift recorder never ran"]);
}
