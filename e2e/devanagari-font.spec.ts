import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";
import { upcomingTrips } from "./support/site";
import { localePath, ROUTES, tripPath } from "../content/routes.mjs";
import { readPageToEnd } from "../scripts/read-page-to-end.mjs";

// The Devanagari web font is for the Hindi pages alone: both font stacks name it after the Latin
// family, but its files declare only Devanagari characters (not ₹, which Google's range for it
// claims), and a Hindi word on an English page is drawn in the visitor's own Devanagari font.
// So no English page ever fetches it, whatever it shows (gatsby/site-fonts.ts, src/styles/_fonts.scss).

const DEVANAGARI_FILE = /\/noto-sans-devanagari-/;

/** Every font file the page asks for from now on, sent or not. */
function fontRequestsOf(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || request.url().endsWith(".woff2")) requested.push(request.url());
  });
  return requested;
}

/** Waits until every font the page's text asked for has loaded or failed. */
const fontsSettled = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

const tripShowingPrices = tripPath(upcomingTrips[0].slug);

for (const path of [ROUTES.home, tripShowingPrices]) {
  test(`${path} shows ₹ and fetches no Devanagari font`, async ({ page }) => {
    const requested = fontRequestsOf(page);
    await visit(page, path);
    await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
    await fontsSettled(page);
    expect(requested.length, "the page fetched its Latin fonts").toBeGreaterThan(0);
    expect(requested.filter((url) => DEVANAGARI_FILE.test(url))).toEqual([]);
    expect(await page.$$eval('link[rel="preload"][as="font"]', (links) => links.map((link) => link.outerHTML))).toEqual(
      expect.not.arrayContaining([expect.stringMatching(DEVANAGARI_FILE)]),
    );
  });
}

// Google's range for the Devanagari file also claims U+20A8 (₨), which Fraunces lacks, and the
// joiners, which DM Sans lacks and emoji sequences use: a browser goes on down the stack for them and,
// with that range, fetched the whole Devanagari file for an English heading's ₨ or a family emoji.
test("an English page's ₨ in a heading and emoji joined by U+200D fetch no Devanagari font", async ({ page }) => {
  const requested = fontRequestsOf(page);
  await visit(page, tripShowingPrices);
  await page.evaluate(() => {
    const heading = Object.assign(document.createElement("h2"), { textContent: "Prices before 1957: ₨ 500" });
    const family = Object.assign(document.createElement("p"), { textContent: "Family trips 👩\u200D👩\u200D👧" });
    document.querySelector("main")!.prepend(heading, family);
  });
  await expect(page.getByRole("heading", { name: /₨ 500/ })).toBeVisible();
  await fontsSettled(page);
  expect(requested.filter((url) => DEVANAGARI_FILE.test(url))).toEqual([]);
});

test("a Hindi word on an English page is drawn in the visitor's own font; Devanagari not marked as Hindi takes the web font", async ({
  page,
}) => {
  const requested = fontRequestsOf(page);
  await visit(page, ROUTES.home);
  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
  await fontsSettled(page);
  expect(requested.filter((url) => DEVANAGARI_FILE.test(url))).toEqual([]);

  // Without lang="hi" the same word is drawn in the web font, which this page then fetches: the
  // family is in the stack, and the check above would see its file.
  await page.evaluate(() => {
    const word = Object.assign(document.createElement("p"), { textContent: "यात्राएँ" });
    document.querySelector("main")!.prepend(word);
  });
  await expect(page.getByText("यात्राएँ")).toBeVisible();
  await fontsSettled(page);
  await expect.poll(() => requested.filter((url) => DEVANAGARI_FILE.test(url)).length).toBeGreaterThan(0);
});

// A Hindi page's display face is the body's stack (src/styles/_tokens.scss): its headings are the
// Devanagari subset, with the spaces, digits and commas among their words, and its prices, in DM Sans.
// So it fetches no Fraunces file at all, and the head preloads each file it does fetch.
for (const path of [localePath("hi", ROUTES.home), localePath("hi", tripShowingPrices)]) {
  test(`${path} draws its headings and prices in DM Sans and the Devanagari subset, and fetches no Fraunces`, async ({
    page,
  }) => {
    const requested = fontRequestsOf(page);
    await visit(page, path);
    await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS(
      "font-family",
      /^"DM Sans Variable", "Noto Sans Devanagari Variable"/,
    );
    await readPageToEnd(page);
    const files = requested.map((url) => new URL(url).pathname);
    expect(files).toEqual(
      expect.arrayContaining([expect.stringMatching(DEVANAGARI_FILE), expect.stringMatching(/\/dm-sans-latin-site-/)]),
    );
    expect(files.filter((file) => file.includes("fraunces"))).toEqual([]);
    const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    for (const file of files) expect(preloaded, `${file} is drawn with but not preloaded`).toContain(file);
  });
}
