import { CONTACT_SUBJECTS } from "../requests/contact-subjects";
import { API_PATHS, contactLink, ROUTES } from "../content/routes.mjs";
import { expect, test, visit } from "./support/fixtures";
import { expectInvalid, expectStoredOnce } from "./support/forms";
import { storedRequest } from "./support/intake-state";

test("Plan Custom Trip opens the contact form with the subject chosen", async ({ page }) => {
  await visit(page, ROUTES.home);
  await page.getByRole("link", { name: "Plan Custom Trip" }).click();
  await expect(page).toHaveURL(contactLink("custom-trip"));
  await expect(page.getByLabel("Subject")).toHaveValue("custom-trip");
  await expect(page.getByLabel("Subject").locator("option:checked")).toHaveText(CONTACT_SUBJECTS["custom-trip"]);
});

test("a subject link typed without the trailing slash keeps its subject", async ({ page }) => {
  await visit(page, "/contact-us?subject=custom-trip");
  await expect(page).toHaveURL(contactLink("custom-trip"));
  await expect(page.getByLabel("Subject")).toHaveValue("custom-trip");
});

test("the contact form shows errors, keeps what was typed, then confirms and clears", async ({ page }) => {
  await visit(page, contactLink("custom-trip"));
  const firstName = page.getByLabel("First name");
  const email = page.getByLabel("Email");
  const message = page.getByLabel("Message", { exact: true });

  await page.getByLabel("Last name").fill("Verma");
  await page.getByRole("button", { name: "Send message" }).click();
  await expectInvalid(firstName, /Enter your first name/);
  await expectInvalid(email, /Enter your email address/);
  await expectInvalid(message, /Enter your message/);
  await expect(firstName).toBeFocused();
  await expect(page.getByLabel("Last name")).toHaveValue("Verma");
  await expect(page.getByLabel("Subject")).toHaveValue("custom-trip");

  await firstName.fill("Asha");
  await email.fill("asha@example");
  await message.fill("Twelve of us want Spiti in March.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expectInvalid(email, /valid email address/);
  await expect(email).toBeFocused();
  await expect(message).toHaveValue("Twelve of us want Spiti in March.");

  await email.fill("asha@example.com");
  const id = await expectStoredOnce(page, API_PATHS.messages, async () => {
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Thank you, Asha! Your message has been received. We will reply within 24 hours.",
    );
  });
  await expect(firstName).toHaveValue("");
  await expect(message).toHaveValue("");
  await expect(page.getByLabel("Subject")).toHaveValue("general");
  expect((await storedRequest(id))?.request).toMatchObject({
    kind: "contact",
    first_name: "Asha",
    last_name: "Verma",
    email: "asha@example.com",
    subject: "custom-trip",
    message: "Twelve of us want Spiti in March.",
  });
});
