// A page whose data does not match its code: a CDN serving a stale
// page-data.json beside a new build, a broken one, or none. Whatever the data
// holds, the visitor gets the site's error view with a way home, in the
// language of the address, never an empty page.
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { PAGE_OF_EACH_KIND } from "./support/site";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { ERROR_VIEW_WORDS } from "../src/components/layout/error-view-words";
import { LOCALES } from "../content/locales.mjs";
import { localePath, pathInLocale } from "../content/routes.mjs";

type PageData = { componentChunkName: string; path: string; result?: { data?: Record<string, unknown> } };
type Messages = Record<string, unknown> | null | undefined;

/** What a page-data.json request gets instead of the build's file, given that file (read only when needed). */
type Breakage = (route: Route, real: () => Promise<PageData>) => Promise<void>;

const answer = (route: Route, body: string, status = 200) =>
  route.fulfill({ status, contentType: "application/json", body });

const withoutLayoutMessages = (messages: Messages) => {
  if (messages) delete messages.layout;
};

const BREAKAGES: [string, Breakage][] = [
  ["missing (404)", (route) => answer(route, "Not found", 404)],
  ["empty", (route) => answer(route, "")],
  ["null", (route) => answer(route, "null")],
  ["{}", (route) => answer(route, "{}")],
  ["malformed: cut short", async (route, real) => answer(route, JSON.stringify(await real()).slice(0, 120))],
  [
    "another build's: the layout's messages missing",
    async (route, real) => {
      const data = await real();
      withoutLayoutMessages(data.result?.data?.messages as Messages);
      for (const messages of (data.result?.data?.messagesInEveryLanguage ?? []) as Messages[]) {
        withoutLayoutMessages(messages);
      }
      await answer(route, JSON.stringify(data));
    },
  ],
  [
    "another build's: its fields renamed",
    async (route, real) => {
      const data = await real();
      const fields = Object.entries(data.result?.data ?? {}).map(([name, value]) => [`${name}V1`, value]);
      await answer(route, JSON.stringify({ ...data, result: { ...data.result, data: Object.fromEntries(fields) } }));
    },
  ],
  [
    "another build's: a page component this build does not have",
    async (route, real) => answer(route, JSON.stringify({ ...(await real()), componentChunkName: "component---old" })),
  ],
  [
    "another build's: no result",
    async (route, real) => {
      const { componentChunkName, path } = await real();
      await answer(route, JSON.stringify({ componentChunkName, path }));
    },
  ],
];

// The view's layout is what differs on a phone: there, the four ways a CDN breaks a page (missing, empty,
// cut short, another build's) on every kind of page; the desktop meets every way below.
const ON_PHONE_TOO = new Set([
  "missing (404)",
  "empty",
  "malformed: cut short",
  "another build's: the layout's messages missing",
]);

/**
 * Every page kind's address, and an unknown one (the 404 page), each in one language. The languages
 * alternate from one address to the next, the first one turning with the way: each way meets every kind
 * of page and both languages, and each kind of page is met in both across the ways (on the phone too).
 * The view takes its words from the address alone, so no way needs every page in every language.
 */
const addressesFor = (way: number) =>
  [...PAGE_OF_EACH_KIND, "/no-such-page/"].map((path, index) =>
    localePath(LOCALES[(way + index) % LOCALES.length], path),
  );

async function expectErrorView(page: Page, address: string) {
  const words = ERROR_VIEW_WORDS[pathInLocale(address).locale];
  const view = page.getByRole("alert");
  await expect(view.getByRole("heading", { level: 1, name: words.title }), address).toBeVisible();
  await expect(view).toContainText(words.text);
  await expect(view.getByRole("link", { name: words.homeLink }), address).toHaveAttribute(
    "href",
    localePath(pathInLocale(address).locale, "/"),
  );
  // The view stands alone: neither the page's layout nor the server's copy of the page is left beside it.
  await expect(page.locator("header, main, footer")).toHaveCount(0);
}

// One test per way, so that each stays short on a busy machine.
BREAKAGES.forEach(([name, breakage], way) => {
  const tag = ON_PHONE_TOO.has(name) ? [ON_PHONE] : [];
  test(
    `a page whose page-data.json is ${name} shows the error view, in its language, on every kind of page`,
    { tag },
    async ({ page, integrity }) => {
      // Provoked here: the data's failure and the boundary's report of it, in the console and as uncaught errors.
      for (const problem of [/^console\.error: /, /^uncaught /, /^HTTP 404: /]) integrity.allow(problem);
      await page.route("**/page-data/**/page-data.json", async (route) => {
        const response = await route.fetch();
        // An unknown address has no page data: Gatsby's loader then asks for the 404 page's, which is broken in turn.
        if (!response.ok()) return route.fulfill({ response });
        await breakage(route, async () => (await response.json()) as PageData);
      });
      for (const address of addressesFor(way)) {
        await page.goto(address);
        await expectErrorView(page, address);
      }
    },
  );
});
