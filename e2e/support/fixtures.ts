// The `test` every browser spec imports. It watches each page for what a
// visitor would never notice but must never happen — console errors, uncaught
// exceptions, same-origin requests that fail — and fails the test that caused
// them. A test that provokes one on purpose (the 404 page) says so with
// `integrity.allow(...)`. And each test is a visitor of its own, from an
// address of its own.
import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response, type TestInfo } from "@playwright/test";

/**
 * The address a test's requests come from, as Cloudflare's edge names it
 * (CF-Connecting-IP): a /64 of IPv6's documentation range of its own
 * (2001:db8::/32), the network the Worker counts a visitor's unpaid seats by.
 * Without it every test would come from the one local address, and tests
 * booking the same departure at once would meet the limit of seats one
 * visitor may hold unpaid, which no real visitor of theirs would.
 */
function visitorAddress(testInfo: TestInfo): string {
  const hash = createHash("sha256").update(testInfo.testId).digest("hex");
  return `2001:db8:${hash.slice(0, 4)}:${hash.slice(4, 8)}::1`;
}

interface Integrity {
  /** Lets problems matching the pattern pass: ones the test provokes on purpose and asserts itself. */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ integrity: Integrity }>({
  // Pages and the `request` fixture alike; a request that names its own address (bookAsVisitor) keeps it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ "CF-Connecting-IP": visitorAddress(testInfo), ...extraHTTPHeaders });
  },
  integrity: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const sameOrigin = (url: string) => url.startsWith(`${origin}/`);
      const problems: string[] = [];
      const allowed: RegExp[] = [];

      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
      page.on("requestfailed", (request) => {
        const reason = request.failure()?.errorText ?? "failed";
        // An aborted request is one the page gave up on (a prefetch cut short by
        // navigating on), not one the server failed.
        if (sameOrigin(request.url()) && reason !== "net::ERR_ABORTED") {
          problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
        }
      });
      page.on("response", (response: Response) => {
        if (sameOrigin(response.url()) && response.status() >= 400) {
          problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
        }
      });

      await use({ allow: (pattern) => allowed.push(pattern) });

      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, "console errors, page errors or failed requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a path and waits until the network is quiet and React has hydrated
 * the whole page (its last element, the footer, is React's), so its buttons
 * respond: a click before that is lost, as it would be for a visitor on a
 * slow phone. `{ scripts: false }` for a page opened with JavaScript off.
 */
export async function visit(page: Page, path: string, { scripts = true } = {}) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response, `no response for ${path}`).not.toBeNull();
  if (scripts) {
    await page.waitForFunction(() => {
      const footer = document.querySelector("footer");
      return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactProps"));
    });
  }
  return response!;
}

/** WCAG 2.2 AA, the level the site is held to, as axe-core checks it (A and AA of 2.0, 2.1 and 2.2). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails with one readable line per violation and element when axe finds any.
 * Waits first for running animations to end (a dialog fading in): axe would
 * measure the contrast of text that is still half transparent.
 */
export async function expectNoAxeViolations(page: Page, scope?: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself ("legacy" mode) rather than in parts finished in a blank page of its own,
  // which opens one more page and parses axe-core's 500 KB once more on every check: the site has no
  // frame from another origin, the one case the parts are for (its policy allows only its own, in the
  // editor's preview). And axe lists every element that passed unless told not to: only the
  // violations are read, so only they are collected. Together a fifth of the route checks' CPU time.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(" ")}`,
    ),
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * What opening a path that does not exist rightly produces: 404 answers for the
 * document, Gatsby's HEAD check of the path and its page-data lookup, the
 * browser's log of the failed load, and the 404 page's own console.error.
 */
export function missingPageProblems(path: string): RegExp[] {
  const segment = path.replace(/^\/|\/$/g, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [
    new RegExp(`^HTTP 404: (GET|HEAD) https?://[^/]+/(page-data/)?${segment}(/|$)`),
    /^console\.error: Failed to load resource: the server responded with a status of 404/,
    new RegExp(`^console\\.error: 404: no page exists at '\\/${segment}\\/'`),
  ];
}
