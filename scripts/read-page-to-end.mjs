// Reads a page in Chromium to its end, as a visitor scrolling through it would:
// a screen at a time, a frame at each stop, then until the fonts it asked for
// have loaded. Text laid out only near the screen (content-visibility: the trip
// cards, the departure rows) asks for its fonts only once scrolled to. The
// language benchmark counts a page's font files so, and the browser test of the
// Hindi pages' fonts reads them so.

/**
 * @param {{ evaluate(pageFunction: () => Promise<void>): Promise<unknown> }} page a Playwright page
 * @returns {Promise<void>}
 */
export async function readPageToEnd(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    await document.fonts.ready;
  });
}
