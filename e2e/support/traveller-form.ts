// A seat's traveller form on the booking page, filled in as a traveller would.
import type { Page } from "@playwright/test";

/**
 * Fills the form: every health question answered no, or the first one yes with `healthYes` as its
 * details, when given.
 */
export async function fillTravellerForm(
  page: Page,
  details: { name: string; idType: string; idNumber: string; healthYes?: string },
) {
  await page.getByLabel("Full name, as on the ID").fill(details.name);
  await page.getByLabel("Date of birth").fill("1991-08-23");
  await page.getByRole("group", { name: "Gender, for sharing rooms and tents" }).getByLabel("Female").check();
  await page.getByLabel("Mobile number").fill("98111 22334");
  await page.getByLabel("Dietary needs and food allergies").fill("Vegetarian");
  await page.getByLabel("Emergency contact's name").fill("Kiran Rao");
  await page.getByLabel("How they are related").fill("Brother");
  await page.getByLabel("Emergency contact's phone number").fill("+91 99887 76655");
  await page.getByRole("group", { name: "Which ID the traveller will carry" }).getByLabel(details.idType).check();
  await page.getByLabel("ID number (for Aadhaar, the last four digits only)").fill(details.idNumber);
  const health = page.locator("fieldset").filter({ has: page.getByRole("radio", { name: "No", exact: true }) });
  for (const [index, question] of (await health.all()).entries()) {
    if (index === 0 && details.healthYes) {
      await question.getByRole("radio", { name: "Yes", exact: true }).check();
      await question.locator("textarea").fill(details.healthYes);
    } else {
      await question.getByRole("radio", { name: "No", exact: true }).check();
    }
  }
  await page.locator("#declaration").check();
  await page.locator("#notice").check();
}
