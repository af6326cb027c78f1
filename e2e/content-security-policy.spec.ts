// The Content-Security-Policy is really in force in the browser: the rest of
// the suite runs under it (any violation is a console error, which fails the
// test that caused it), and here code slipped into a page is refused.
import { expect, test, visit } from "./support/fixtures";

test("inline code that is not the site's own is refused and reported", async ({ page, integrity }) => {
  integrity.allow(
    /^console\.error: (Executing inline script|Applying inline style) violates the following Content Security Policy directive/,
  );
  await visit(page, "/trips/");

  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener("securitypolicyviolation", (event) => violations.push(event.effectiveDirective));
    const script = document.createElement("script");
    script.textContent = "window.injected = true;";
    document.body.append(script);
    const style = document.createElement("style");
    style.textContent = "body { background: rgb(255, 0, 0); }";
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      ran: (window as unknown as { injected?: boolean }).injected === true,
      background: getComputedStyle(document.body).backgroundColor,
      violations: violations.sort(),
    };
  });

  expect(outcome.ran).toBe(false);
  expect(outcome.background).not.toBe("rgb(255, 0, 0)");
  expect(outcome.violations).toEqual(["script-src-elem", "style-src-elem"]);
});

test("Gatsby's own inline script still tells the app which page it is on", async ({ page }) => {
  await visit(page, "/careers/travel-consultant/");
  expect(await page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath)).toBe(
    "/careers/travel-consultant/",
  );
});
