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
