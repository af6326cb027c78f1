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
}
