// What visitors see when the Worker refuses or cannot be reached, and the
// contact form with JavaScript off: a plain HTML post answered by a page.
import { API_PATHS, ROUTES } from "../content/routes.mjs";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { expectInvalid, expectStoredOnce } from "./support/forms";
import { storedRequest } from "./support/intake-state";
import { jobs } from "./support/site";
import { SEAT_PLAN } from "./support/seat-plan";
import path from "node:path";

const upload = (file: string) => path.join(__dirname, "upload-files", file);

test("the server's message for a resume that is not one appears on the Resume field, everything kept", async ({
  page,
  integrity,
}) => {
  integrity.allow(/HTTP 422: POST .*\/api\/applications|status of 422 .*\/api\/applications/);
  const [job] = jobs;
  await visit(page, ROUTES.careers);
  await page.getByRole("button", { name: `Apply for ${job.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  await dialog.getByLabel("Full name").fill("Asha Verma");
  await dialog.getByLabel("Email").fill("asha@example.com");
  // Named .pdf, so the form's own check passes; its bytes are a Windows program.
  await dialog.getByLabel("Resume").setInputFiles(upload("setup-renamed.pdf"));
  await dialog.getByRole("button", { name: "Submit application" }).click();

  const resume = dialog.getByLabel("Resume");
  await expectInvalid(resume, /“setup-renamed\.pdf” is not a real PDF, DOC or DOCX file/);
  await expect(resume).toBeFocused();
  await expect(dialog.getByLabel("Full name")).toHaveValue("Asha Verma");
  expect(await resume.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("setup-renamed.pdf");
  await expectNoAxeViolations(page);

  await resume.setInputFiles(upload("Asha-Verma-CV.pdf"));
  await expectStoredOnce(page, API_PATHS.applications, async () => {
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("status")).toContainText("Application submitted successfully!");
  });
});

test("a booking that cannot reach the server says so, keeps every value, and goes through on Try again", async ({
  page,
  integrity,
}) => {
  integrity.allow(/request failed: POST .*\/api\/bookings|ERR_INTERNET_DISCONNECTED .*\/api\/bookings/);
  const trip = SEAT_PLAN.intakeTrip;
  await visit(page, ROUTES.home);
  await page.getByRole("button", { name: `Book Now for ${trip.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
  await dialog.getByLabel("Full name").fill("Karan Kapoor");
  await dialog.getByLabel("Email").fill("karan@example.com");
  await dialog.getByLabel("Phone number").fill("9812345678");
  await dialog.getByLabel("The State you live in").selectOption("06");
  await dialog.getByLabel(/Message/).fill("Window seat, please");

  await page.route(`**${API_PATHS.bookings}`, (route) => route.abort("internetdisconnected"));
  await dialog.getByRole("button", { name: "Submit booking" }).click();
  await expect(dialog.getByRole("alert")).toContainText("We could not reach Safarnama: check your connection");
  await expect(dialog.getByLabel("Full name")).toHaveValue("Karan Kapoor");
  await expect(dialog.getByLabel(/Message/)).toHaveValue("Window seat, please");
  await expectNoAxeViolations(page);

  await page.unroute(`**${API_PATHS.bookings}`);
  const id = await expectStoredOnce(page, API_PATHS.bookings, async () => {
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.getByRole("status")).toContainText("Booking submitted successfully!");
  });
  expect((await storedRequest(id))?.request).toMatchObject({
    full_name: "Karan Kapoor",
    phone: "9812345678",
    message: "Window seat, please",
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts as plain HTML: errors come back beside the kept values, then a confirmation", async ({
    page,
    integrity,
  }) => {
    integrity.allow(/HTTP 422: POST .*\/api\/messages|status of 422 .*\/api\/messages/);
    await page.goto(ROUTES.contact);
    await page.getByLabel("First name").fill("Priya");
    await page.getByLabel("Email").fill("priya@example");
    await page.getByLabel("Subject").selectOption("feedback");
    await page.getByRole("textbox", { name: "Message" }).fill("Loved the Hampi trip.");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message was not sent");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(
      "Enter a valid email address, like name@example.com.",
    );
    await expect(page.getByLabel("First name")).toHaveValue("Priya");
    await expect(page.getByLabel("Subject")).toHaveValue("feedback");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Loved the Hampi trip.");

    await page.getByLabel("Email").fill("priya@example.com");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Thank you, Priya! Your message has been received. We will reply within 24 hours.",
    );
    // (axe is not run here: it is a script, and this page has scripts turned off.)
  });
});
