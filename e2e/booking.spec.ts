import { API_PATHS, ROUTES } from "../content/routes.mjs";
import { expect, test, visit } from "./support/fixtures";
import { AUTO_CLOSE_MS, expectInvalid, expectStoredOnce } from "./support/forms";
import { storedRequest } from "./support/intake-state";
import { tabUntilFocused } from "./support/keyboard";
import { upcomingTrips } from "./support/site";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { SEAT_PLAN } from "./support/seat-plan";

const trip = SEAT_PLAN.bookingDialogTrip;
const bookNowName = `Book Now for ${trip.title}`;

for (const path of [ROUTES.home, ROUTES.trips]) {
  // The dialog fills a phone's screen, typed into with its keyboard open: once there, from the home page.
  const tag = path === ROUTES.home ? [ON_PHONE] : [];
  test(`Book Now on ${path}: errors, kept values, confirmation, closes itself after 2 s`, { tag }, async ({ page }) => {
    await visit(page, path);
    const bookNow = page.getByRole("button", { name: bookNowName });
    await bookNow.click();

    const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
    await expect(dialog).toBeVisible();
    const fullName = dialog.getByLabel("Full name");
    const email = dialog.getByLabel("Email");
    const phone = dialog.getByLabel("Phone number");
    const state = dialog.getByLabel("The State you live in");
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveValue("");
    await expect(dialog.getByLabel("Country code")).toHaveValue("+91");

    await dialog.getByRole("button", { name: "Submit booking" }).click();
    await expectInvalid(fullName, /Enter your full name/);
    await expectInvalid(email, /Enter your email address/);
    await expectInvalid(phone, /Enter your phone number/);
    await expectInvalid(state, /Choose the State you live in/);
    await expect(fullName).toBeFocused();

    await fullName.fill("Asha Verma");
    await email.fill("asha@example.com");
    await phone.fill("98765 43210");
    await state.selectOption({ label: "Haryana" });
    await dialog.getByRole("button", { name: "Submit booking" }).click();
    await expectInvalid(phone, /Use digits only/);
    await expect(phone).toBeFocused();
    await expect(fullName).toHaveValue("Asha Verma");
    await expect(email).toHaveValue("asha@example.com");
    await expect(fullName).not.toHaveAttribute("aria-invalid", "true");

    await phone.fill("9876543210");
    const id = await expectStoredOnce(page, API_PATHS.bookings, async () => {
      await dialog.getByRole("button", { name: "Submit booking" }).click();
      await expect(dialog.getByRole("status")).toContainText("Booking submitted successfully!");
    });
    const shownAt = Date.now();

    await expect(dialog).toBeHidden({ timeout: AUTO_CLOSE_MS + 3000 });
    const openFor = Date.now() - shownAt;
    expect(openFor).toBeGreaterThanOrEqual(AUTO_CLOSE_MS - 500);
    expect(openFor).toBeLessThanOrEqual(AUTO_CLOSE_MS + 1500);
    await expect(bookNow).toBeFocused();
    expect((await storedRequest(id))?.request).toMatchObject({
      kind: "booking",
      // Sent from an English page: stored in English.
      lang: "en",
      status: "held",
      seats: 1,
      full_name: "Asha Verma",
      email: "asha@example.com",
      country_code: "+91",
      phone: "9876543210",
      trip_slug: trip.slug,
      trip_title: trip.title,
      message: null,
      // Who is billed: the State chosen; one seat asks no address; no business.
      billing_state: "06",
      billing_address: null,
      billing_company: null,
      billing_gstin: null,
    });
  });
}

test("the close button closes the booking dialog and the next one starts empty", async ({ page }) => {
  await visit(page, ROUTES.home);
  await page.getByRole("button", { name: bookNowName }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
  await dialog.getByLabel("Full name").fill("Asha Verma");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: bookNowName })).toBeFocused();

  // Opened and closed, not sent: any other trip's card.
  const other = upcomingTrips.find((candidate) => candidate !== trip)!;
  await page.getByRole("button", { name: `Book Now for ${other.title}` }).click();
  const next = page.getByRole("dialog", { name: `Book ${other.title}` });
  await expect(next).toBeVisible();
  await expect(next.getByLabel("Full name")).toHaveValue("");
});

test("a booking made with the keyboard alone", async ({ page }) => {
  await visit(page, ROUTES.home);
  const bookNow = page.getByRole("button", { name: bookNowName });
  // From the top of the page, as a keyboard user would.
  await tabUntilFocused(page, bookNow, 60);

  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
  await expect(dialog.getByLabel("Full name")).toBeFocused();

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(bookNow).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  await page.keyboard.type("Asha Verma");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("asha@example");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Country code")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Phone number")).toBeFocused();
  await page.keyboard.type("9876543210");
  await page.keyboard.press("Enter");

  // The mistyped email is the first invalid field: focus goes there to fix it.
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expectInvalid(dialog.getByLabel("Email"), /valid email address/);
  await page.keyboard.type(".com");
  await page.keyboard.press("Enter");
  // Then the State, not chosen yet: typed, as a keyboard chooses from a list, then on to send.
  const state = dialog.getByLabel("The State you live in");
  await expect(state).toBeFocused();
  await expectInvalid(state, /Choose the State you live in/);
  await page.keyboard.type("Haryana");
  await expect(state).toHaveValue("06");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Booking for a business? Add its GSTIN" })).toBeFocused();
  await page.keyboard.press("Tab");
  // The trip credit's code (its check is disabled while the code is empty), the message, then send.
  await expect(dialog.getByLabel("Trip credit code (optional)")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Submit booking" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("status")).toContainText("Booking submitted successfully!");
  await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(bookNow).toBeFocused();
});

test("Tab stays inside the open booking dialog", async ({ page }) => {
  await visit(page, ROUTES.home);
  await page.getByRole("button", { name: bookNowName }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press(presses % 3 === 2 ? "Shift+Tab" : "Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});
