// A booking made on the Hindi pages, as its traveller meets it: the booking
// page in Hindi, the seat's traveller form (the Hindi privacy notice first,
// the labels and health questions in Hindi) refusing a full Aadhaar number in
// Hindi with everything typed kept, then saved; and the trip kit in Hindi.
// axe on every state.
import { readFileSync } from "node:fs";
import path from "node:path";
import { MESSAGES } from "../content/messages";
import { bookAsVisitor } from "./support/bookings";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { storedRequest } from "./support/intake-state";
import { SEAT_PLAN } from "./support/seat-plan";

const { bookingPage, travellerForm, tripKit } = MESSAGES.hi;

/** The privacy notice's heading in Hindi, as data/traveller-questions.json words it. */
const NOTICE_TITLE: string = JSON.parse(
  readFileSync(path.resolve(__dirname, "../data/traveller-questions.json"), "utf8"),
).hi.notice.title;

test("a Hindi booking's page, seat form (a full Aadhaar number refused in Hindi) and trip kit are in Hindi", async ({
  page,
  baseURL,
  integrity,
}, testInfo) => {
  test.setTimeout(120_000);
  // The refused form is answered 422, with the form and its messages.
  integrity.allow(/422.*\/travellers\/1\b/);
  const project = testInfo.project.name;
  // A trip whose grade asks health questions and no fitness proof.
  const departure = SEAT_PLAN.hindiTravellerForm;
  const id = await bookAsVisitor(page.request, baseURL!, departure, {
    visitor: 141,
    name: `अनन्या शर्मा ${project}`,
    lang: "hi",
  });
  const { reference, token } = (await storedRequest(id))!.request as { reference: string; token: string };

  // The booking page, in the Hindi shell.
  await page.goto(`/booking/${reference}?token=${token}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${bookingPage.booking} ${reference}`);
  const travellers = page.getByRole("region", { name: bookingPage.travellersHeading });
  await expect(travellers).toContainText("यात्रा से पहले: 1 में से 1 यात्री अभी तैयार नहीं है।");
  await page.screenshot({ path: testInfo.outputPath("hindi-booking-page.png"), fullPage: true });
  await expectNoAxeViolations(page);

  // Seat 1's form: the Hindi notice before any field.
  await travellers.getByRole("link", { name: "भरें (सीट 1)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 में से सीट 1 का यात्री");
  await expect(page.getByRole("heading", { name: NOTICE_TITLE })).toBeVisible();
  await page.getByLabel(travellerForm.fullName).fill("अनन्या शर्मा");
  await page.getByLabel(travellerForm.dateOfBirth).fill("1991-08-23");
  await page
    .getByRole("group", { name: travellerForm.gender })
    .getByLabel(travellerForm.genders.female, { exact: true })
    .check();
  await page.getByLabel(travellerForm.phone, { exact: true }).fill("98111 22334");
  await page.getByLabel(travellerForm.dietary).fill("शाकाहारी, बिना प्याज़-लहसुन");
  await page.getByLabel(travellerForm.emergencyName).fill("करण शर्मा");
  await page.getByLabel(travellerForm.emergencyRelation).fill("भाई");
  await page.getByLabel(travellerForm.emergencyPhone).fill("+91 99887 76655");
  await page.getByRole("group", { name: travellerForm.idType }).getByLabel(travellerForm.idTypes.aadhaar.label).check();
  await page.getByLabel(travellerForm.idNumber).fill("2345 6789 0123");
  const health = page.locator("fieldset").filter({ has: page.getByRole("radio", { name: travellerForm.no }) });
  expect(await health.count()).toBeGreaterThan(0);
  for (const question of await health.all()) {
    await question.getByRole("radio", { name: travellerForm.no, exact: true }).check();
  }
  await page.locator("#declaration").check();
  await page.locator("#notice").check();
  await page.getByRole("button", { name: travellerForm.save }).click();

  // Refused in Hindi, nothing typed lost.
  const summary = page.getByRole("alert").filter({ hasText: travellerForm.errorsOne });
  await expect(summary).toContainText("आधार नंबर के केवल आखिरी चार अंक लिखें, पूरे बारह नहीं।");
  await expect(page.getByLabel(travellerForm.fullName)).toHaveValue("अनन्या शर्मा");
  await expect(page.getByLabel(travellerForm.emergencyRelation)).toHaveValue("भाई");
  await expect(page.getByRole("radio", { name: travellerForm.genders.female, exact: true })).toBeChecked();
  await expect(page.locator("#declaration")).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath("hindi-traveller-form-refused.png"), fullPage: true });
  await expectNoAxeViolations(page);
  await summary.getByRole("link", { name: /आखिरी चार अंक/ }).click();
  await expect(page.getByLabel(travellerForm.idNumber)).toBeFocused();

  // Corrected, saved: back on the booking page, the traveller is ready.
  await page.getByLabel(travellerForm.idNumber).fill("0123");
  await page.getByRole("button", { name: travellerForm.save }).click();
  await expect(travellers).toContainText(bookingPage.allReady);
  await expect(travellers).toContainText("सीट 1: अनन्या शर्मा — तैयार");
  await expectNoAxeViolations(page);

  // The trip kit.
  await page.getByRole("link", { name: bookingPage.tripKitLink }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("navigation", { name: tripKit.inThisKit })).toBeVisible();
  await expect(page.getByRole("heading", { name: tripKit.packingHeading })).toBeVisible();
  await expect(page.getByRole("heading", { name: tripKit.emergencyHeading })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("hindi-trip-kit.png"), fullPage: true });
  await expectNoAxeViolations(page);
});
