import { ROUTES } from "../content/routes.mjs";
import { expect, expectNoAxeViolations, missingPageProblems, test, visit } from "./support/fixtures";
import { jobs } from "./support/site";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { SEAT_PLAN } from "./support/seat-plan";

// axe-core against WCAG 2.0/2.1 A and AA and WCAG 2.2 AA, in each state a
// visitor can reach beyond a page as it loads (which routes.spec.ts checks on
// every route, and hindi-edition.spec.ts on every Hindi one): the 404, the
// dialogs (empty, with errors, confirmed) and the contact form's errors. The
// open mobile menu is checked in mobile-menu.phone.spec.ts.

test("the 404 page has no accessibility violations", async ({ page, integrity }) => {
  for (const problem of missingPageProblems("/no-such-page/")) integrity.allow(problem);
  await visit(page, "/no-such-page/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Page not found/);
  await expectNoAxeViolations(page);
});

test(
  "the booking dialog has no accessibility violations, empty, with errors and confirmed",
  { tag: ON_PHONE },
  async ({ page }) => {
    const trip = SEAT_PLAN.accessibilityTrip;
    await visit(page, ROUTES.home);
    await page.getByRole("button", { name: `Book Now for ${trip.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Submit booking" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    // A visitor of this test's own: e2e/booking.spec.ts books as Asha Verma, up to the seats one contact may hold unpaid.
    await dialog.getByLabel("Full name").fill("Meera Iyer");
    await dialog.getByLabel("Email").fill("meera@example.com");
    await dialog.getByLabel("Phone number").fill("9876500011");
    await dialog.getByLabel("The State you live in").selectOption("06");
    await dialog.getByRole("button", { name: "Submit booking" }).click();
    await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
    await expectNoAxeViolations(page);
  },
);

test("the job application dialog has no accessibility violations, empty and with errors", async ({ page }) => {
  const job = jobs[0];
  await visit(page, ROUTES.careers);
  await page.getByRole("button", { name: `Apply for ${job.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Submit application" }).click();
  await expect(dialog.getByLabel("Resume")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the contact form with errors has no accessibility violations", async ({ page }) => {
  await visit(page, ROUTES.contact);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});
