// Every page of the build starts Gatsby's bundles only once its first
// contentful paint is on the screen (gatsby/bundles-after-first-paint.ts), in
// a real browser, and still hydrates; the content editor, which its script
// draws whole, loads them as Gatsby wrote them.
import { expect, test } from "../support/fixtures";
import { ROUTES, tripPath } from "../../content/routes.mjs";
import { builtPages } from "../../hosting/build-output.mjs";
import { trips } from "../support/site";

const BUNDLE = /\/(webpack-runtime|framework|app)-[0-9a-f]{20}\.js$/;
const GATSBY_BUNDLE_TAG = /<script src="\/(webpack-runtime|framework|app)-[0-9a-f]{20}\.js" async><\/script>/;

test("no page of the build but the editor has Gatsby's bundle tags; each has the one loader instead", async ({
  request,
}) => {
  const pages = builtPages().filter(({ shell }) => !shell);
  expect(pages.length).toBeGreaterThan(20);
  for (const { url, editor } of pages) {
    const html = await (await request.get(url)).text();
    if (editor) {
      expect(html, url).toMatch(GATSBY_BUNDLE_TAG);
      expect(html, url).not.toContain('id="bundles-after-first-paint"');
    } else {
      expect(html, url).not.toMatch(GATSBY_BUNDLE_TAG);
      expect(html.split('id="bundles-after-first-paint"'), url).toHaveLength(2);
    }
  }
});

for (const path of [ROUTES.home, `/hi${ROUTES.trips}`, tripPath(trips[0].slug)]) {
  test(`${path} fetches its bundles after its first contentful paint, and hydrates`, async ({ page }) => {
    await page.goto(path);
    const timings = () =>
      page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        // A request has its entry once its response has ended: the framework, the largest, often last.
        bundles: performance
          .getEntriesByType("resource")
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
    const bundlesOf = ({ bundles }: Awaited<ReturnType<typeof timings>>) =>
      bundles.filter(({ name }) => BUNDLE.test(new URL(name).pathname));
    await expect.poll(async () => bundlesOf(await timings())).toHaveLength(3);
    const loaded = await timings();
    const { firstContentfulPaint } = loaded;
    const started = bundlesOf(loaded);
    expect(started).toHaveLength(3);
    expect(firstContentfulPaint).toBeDefined();
    for (const bundle of started) expect(bundle.startTime, bundle.name).toBeGreaterThanOrEqual(firstContentfulPaint!);
    // Hydrated: Gatsby's router has taken the page.
    await expect.poll(() => page.evaluate(() => "___loader" in window)).toBe(true);
  });
}
