// A page's largest image (the picture fetched with priority) is named in its
// head, so the browser starts on it before reading the inlined styles: the
// preload must offer exactly the picture's AVIF candidates and sizes, or the
// browser would fetch one file for the preload and another for the picture.
import { expect, test } from "../support/fixtures";
import { ROUTE_CHECKS } from "../support/site";

test.use({ javaScriptEnabled: false });

test("every page's priority picture is preloaded from the head with its own AVIF candidates; no other image is", async ({
  page,
}) => {
  const withPriorityImage: string[] = [];
  for (const { path } of ROUTE_CHECKS) {
    await page.goto(path);
    const facts = await page.evaluate(() => {
      const avif = document
        .querySelector('img[fetchpriority="high"]')
        ?.closest("picture")
        ?.querySelector('source[type="image/avif"]');
      return {
        picture: avif ? { srcset: avif.getAttribute("srcset"), sizes: avif.getAttribute("sizes") } : null,
        preloads: [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
          srcset: link.getAttribute("imagesrcset"),
          sizes: link.getAttribute("imagesizes"),
          type: link.getAttribute("type"),
          priority: link.getAttribute("fetchpriority"),
        })),
      };
    });
    if (facts.picture) {
      withPriorityImage.push(path);
      expect(facts.preloads, path).toEqual([{ ...facts.picture, type: "image/avif", priority: "high" }]);
    } else {
      expect(facts.preloads, path).toEqual([]);
    }
  }
  // The home page's hero, the trip list's first card, and every trip page's header.
  expect(withPriorityImage).toEqual(
    ROUTE_CHECKS.map(({ path }) => path).filter(
      (path) => path === "/" || path === "/trips/" || /^\/trips\/[a-z-]+\/$/.test(path),
    ),
  );
});

test.describe("on Lighthouse's phone (412 px at 1.75×)", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  test("no picture the page shows is fetched much wider than it is drawn", async ({ page }) => {
    for (const path of ["/", "/trips/", "/trips/spiti-winter-expedition/"]) {
      await page.goto(path);
      // Down the page a screen at a time, so every lazy picture is fetched as a visitor scrolling would.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < height; top += 400) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState("networkidle");
      const drawn = await page.$$eval("picture img", (elements) =>
        (elements as HTMLImageElement[])
          .filter((image) => image.complete && image.currentSrc && image.clientWidth > 0)
          .map((image) => {
            // The fetched file's width is its srcset descriptor (naturalWidth is in CSS pixels).
            const candidates = [...(image.closest("picture")?.querySelectorAll("source, img") ?? [])]
              .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
              .map((candidate) => candidate.trim().split(/\s+/));
            const path = new URL(image.currentSrc).pathname;
            const descriptor = candidates.find(([url]) => url === path)?.[1] ?? "";
            return {
              src: path,
              fetched: Number.parseInt(descriptor, 10),
              needed: Math.ceil(image.clientWidth * window.devicePixelRatio),
            };
          }),
      );
      expect(drawn.length, path).toBeGreaterThan(0);
      // Every picture is described by widths (w), so the file's width is known.
      expect(
        drawn.filter((image) => Number.isNaN(image.fetched)),
        path,
      ).toEqual([]);
      // A candidate a step wider than needed is fine (the steps are about 1.5× apart); twice as wide is not.
      for (const image of drawn) expect(image.fetched, `${path}: ${image.src}`).toBeLessThanOrEqual(image.needed * 1.5);
    }
  });
});
