import { FOOTER_COMPANY_LINKS, FOOTER_SUPPORT_LINKS, MAIN_NAV, type NavLink } from "../src/lib/navigation";
import { MESSAGES } from "../content/messages";
import { ROUTES } from "../content/routes.mjs";

/** A layout link as the English pages name it. */
const englishLink = (link: NavLink) => ({ label: MESSAGES.en.layout.nav[link.label], to: link.to });
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";
import { expectScrolledTo, footerGroup, mainNavigation } from "./support/navigation";
import { company, ROUTE_CHECKS } from "./support/site";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";

function headingOf(path: string): RegExp {
  const route = ROUTE_CHECKS.find((check) => check.path === path);
  if (!route) throw new Error(`No route check for ${path}`);
  return route.heading;
}

// On a phone the top links are in the menu.
test("each top link opens its page and is the only one marked current", { tag: ON_PHONE }, async ({ page }) => {
  await visit(page, ROUTES.about);
  for (const link of MAIN_NAV.map(englishLink)) {
    const nav = await mainNavigation(page);
    await nav.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.to);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(link.to));

    const current = (await mainNavigation(page)).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(link.label);
  }
});

const footerGroups: [string, { label: string; to: string }[]][] = [
  ["Destinations", company.destinations.map((region) => ({ label: region, to: ROUTES.trips }))],
  ["Company", FOOTER_COMPANY_LINKS.map(englishLink)],
  ["Support", FOOTER_SUPPORT_LINKS.map(englishLink)],
];

for (const [group, links] of footerGroups) {
  test(`every ${group} link in the footer leads to a page that exists`, async ({ page }) => {
    await visit(page, ROUTES.home);
    await expect(footerGroup(page, group).getByRole("link")).toHaveText(links.map((link) => link.label));
    for (const link of links) {
      await visit(page, ROUTES.home);
      await footerGroup(page, group).getByRole("link", { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.to);
      const [path, anchor] = link.to.split("#");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(path));
      if (anchor) await expectScrolledTo(page, `#${anchor}`);
    }
  });
}

const pagesWithBack = [ROUTES.careers, ROUTES.terms, ROUTES.safety, ROUTES.insurance, ROUTES.help];

test("Back returns to the page the visitor came from", async ({ page }) => {
  for (const [from, label, to] of [
    [ROUTES.trips, "Terms & Conditions", ROUTES.terms],
    [ROUTES.about, "Careers", ROUTES.careers],
  ] as const) {
    await visit(page, from);
    await page.getByRole("contentinfo").getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(to);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(from);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(from));
  }
});

// Gatsby's scroll restoration between pages (gatsby-react-router-scroll's
// ScrollHandler) stays in the bundle; only its unused hook is replaced (gatsby/webpack.ts).
test("the browser's Back returns to where the visitor was on the page, and a new page opens at its top", async ({
  page,
}) => {
  await visit(page, ROUTES.about);
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);
  await footer.getByRole("link", { name: "Careers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(ROUTES.careers));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(ROUTES.about));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

for (const path of pagesWithBack) {
  test(`Back on ${path} opened directly goes home, not off the site`, async ({ page }) => {
    await visit(page, path);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(ROUTES.home);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(ROUTES.home));
  });
}

// Some static hosts answer /careers with the page itself instead of redirecting
// to /careers/ (the documented CDNs and the local server redirect). Gatsby then
// fixes the address in the browser; Back must not mistake that for a step.
async function answerWithoutSlashRedirect(page: Page, path: string) {
  const bare = path.replace(/\/$/, "");
  await page.route(
    (url) => url.pathname === bare,
    (route) => route.fulfill({ path: `public${path}index.html`, contentType: "text/html; charset=utf-8" }),
  );
}

/** Every form of a page's address a visitor may open: with or without the slash, a query, a hash. */
const addressForms = (path: string) => {
  const bare = path.replace(/\/$/, "");
  return [path, bare, `${path}?ref=newsletter`, `${path}#main`, `${bare}?ref=newsletter#main`];
};

for (const address of addressForms(ROUTES.careers)) {
  test(`Back on ${address} opened directly goes home; after a step inside the site it goes one step back`, async ({
    page,
  }) => {
    await answerWithoutSlashRedirect(page, ROUTES.careers);
    await visit(page, address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(ROUTES.careers));
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(ROUTES.home);

    await visit(page, address);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL(ROUTES.terms);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(ROUTES.careers));
    await expect(page).toHaveURL(new RegExp(`${ROUTES.careers}(\\?ref=newsletter)?(#main)?$`));
  });
}
