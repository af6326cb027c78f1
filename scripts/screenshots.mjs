// Takes full-page screenshots of the served site at phone and desktop widths
// with Debian's Chromium, for reviewing layout changes by eye.
// Usage: npm run screenshots -- [baseUrl] [outDir]   (defaults: http://localhost:9000, screenshots/)
// Other widths: SCREENSHOT_WIDTHS=360,768 npm run screenshots
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, requireChromium } from "./chromium.mjs";

const baseUrl = process.argv[2] ?? "http://localhost:9000";
const outDir = process.argv[3] ?? "screenshots";
// Other routes: SCREENSHOT_ROUTES=/trips/hampi-heritage-trail/,/careers/tour-planner/ npm run screenshots
const routes = process.env.SCREENSHOT_ROUTES?.split(",") ?? [
  "/",
  "/trips/",
  "/trips/spiti-winter-expedition/",
  "/about-us/",
  "/contact-us/",
  "/careers/",
  "/careers/travel-consultant/",
  "/terms-conditions/",
  "/no-such-page/",
];
const widths = process.env.SCREENSHOT_WIDTHS
  ? Object.fromEntries(process.env.SCREENSHOT_WIDTHS.split(",").map((width) => [`${width}px`, Number(width)]))
  : { phone: 390, desktop: 1280 };

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  for (const [device, width] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport: { width, height: 844 }, deviceScaleFactor: 1 });
    for (const route of routes) {
      await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
      // Load lazy images now, so the capture shows them rather than placeholders.
      await page.evaluate(() => {
        const lazyImages = /** @type {NodeListOf<HTMLImageElement>} */ (
          document.querySelectorAll('img[loading="lazy"]')
        );
        for (const image of lazyImages) image.loading = "eager";
      });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await page.waitForTimeout(600);
      const name = route === "/" ? "home" : route.replaceAll("/", "");
      const file = `${outDir}/${name}-${device}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
