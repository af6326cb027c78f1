// Ready for the mountains, end to end on the Worker: a 2-seat booking on a
// challenging trip; the booker fills in seat 1 (a full Aadhaar number refused
// with everything typed kept), sends its fitness proof; hands seat 2 its own
// link, which the traveller opens in a browser of their own and fills in; the
// desk sends seat 1's proof back with a note, the booker sends another, the
// desk approves both, and the booking page says every traveller is ready.
// axe on every new state.
import { bookAsVisitor, confirmOnDesk } from "./support/bookings";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { storedRequest } from "./support/intake-state";
import { SEAT_PLAN } from "./support/seat-plan";
import { desk } from "./support/staff-desk";
import { fillTravellerForm } from "./support/traveller-form";

const PDF = Buffer.from("%PDF-1.4\n% a 5 km walk in 32 minutes\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

test("a 2-seat booking's travellers: one filled in by the booker, one through their own link; proofs sent back and approved", async ({
  page,
  browser,
  baseURL,
  integrity,
}, testInfo) => {
  test.setTimeout(180_000);
  // The refused form is answered 422, with the form and its messages.
  integrity.allow(/422.*\/travellers\/1\b/);
  // A challenging trip's departure: its grade asks for fitness proof.
  const departure = SEAT_PLAN.travellers;
  const visitor = 71;
  const booker = `Asha Booker ${testInfo.project.name}`;

  const id = await bookAsVisitor(page.request, baseURL!, departure, { visitor, name: booker, seats: 2 });
  await confirmOnDesk(page.request, id);
  const { reference, token } = (await storedRequest(id))!.request as { reference: string; token: string };
  const bookingPage = `/booking/${reference}?token=${token}`;

  // The booking page asks for both travellers.
  await page.goto(bookingPage);
  const travellers = page.getByRole("region", { name: "Who is travelling" });
  await expect(travellers).toContainText("Before you travel: 2 of 2 travellers are not ready yet.");
  await expectNoAxeViolations(page);

  // Seat 1, by the booker: the privacy notice comes first; a full Aadhaar number is refused, nothing lost.
  await travellers.getByRole("link", { name: "Fill in seat 1" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Traveller on seat 1 of 2");
  await expect(page.getByRole("heading", { name: "Your details and your privacy" })).toBeVisible();
  await fillTravellerForm(page, {
    name: "Asha Rao",
    idType: "Aadhaar (last four digits only)",
    idNumber: "2345 6789 0123",
  });
  await page.getByRole("button", { name: "Save the details" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "before these details can be saved" });
  await expect(summary).toContainText("Enter only the last four digits of the Aadhaar number, not all twelve.");
  await expect(page.getByLabel("Full name, as on the ID")).toHaveValue("Asha Rao");
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  await expect(page.locator("#declaration")).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath("traveller-form-refused.png"), fullPage: true });
  await expectNoAxeViolations(page);
  await summary.getByRole("link", { name: /last four digits/ }).click();
  await expect(page.getByLabel("ID number (for Aadhaar, the last four digits only)")).toBeFocused();
  await page.getByLabel("ID number (for Aadhaar, the last four digits only)").fill("0123");
  await page.getByRole("button", { name: "Save the details" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. Thank you.");
  await expect(page.getByText("Aadhaar (last four digits only) ending 23")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("traveller-form-saved.png"), fullPage: true });
  await expectNoAxeViolations(page);

  // Its fitness proof.
  await page.getByLabel("The proof: a photo, screenshot or PDF").setInputFiles({
    name: "walk.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("button", { name: "Send the proof" }).click();
  await expect(page.getByText("We have your fitness proof (walk.pdf)")).toBeVisible();

  // Seat 2: its own link, opened by its traveller in a browser of their own.
  await page.getByRole("link", { name: "Back to the booking" }).click();
  const seatLine = (seat: number) => travellers.getByRole("listitem").filter({ hasText: `Seat ${seat}` });
  await expect(seatLine(1)).toContainText("Seat 1: Asha Rao — fitness proof with our team");
  await travellers.getByRole("button", { name: "Send them their own link for seat 2" }).click();
  const link = await page.getByLabel("Their link").inputValue();
  expect(link).toMatch(new RegExp(`/booking/${reference}/travellers/2\\?key=[0-9a-f]{48}$`));
  await expectNoAxeViolations(page);
  const theirs = await browser.newContext({ viewport: page.viewportSize()! });
  const traveller = await theirs.newPage();
  await traveller.goto(link);
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("Traveller on seat 2 of 2");
  await expect(traveller.getByRole("link", { name: "Back to the booking" })).toHaveCount(0);
  await fillTravellerForm(traveller, { name: "Dev Mehta", idType: "Passport", idNumber: "K1234567" });
  await traveller.getByRole("button", { name: "Save the details" }).click();
  await expect(traveller.getByRole("status")).toHaveText("Saved. Thank you.");
  await traveller.getByLabel("The proof: a photo, screenshot or PDF").setInputFiles({
    name: "run.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await traveller.getByRole("button", { name: "Send the proof" }).click();
  await expect(traveller.getByText("We have your fitness proof (run.png)")).toBeVisible();

  await page.goto(bookingPage);
  await expect(seatLine(2)).toContainText(
    "Seat 2: Dev Mehta — fitness proof with our team (filled in by the traveller)",
  );
  await expect(travellers).toContainText("Everything is in: our team is checking the fitness proofs.");

  // The desk sends seat 1's proof back with a note.
  const deskPage = await page.context().newPage();
  await deskPage.goto(`${desk}?departure=${departure.trip.slug}/${departure.startDate}`);
  const seats = deskPage.getByRole("list", { name: `Seats of ${booker}'s booking` });
  await expect(seats.getByRole("listitem")).toHaveCount(2);
  await seats
    .getByLabel("Why it goes back (the traveller reads this)")
    .first()
    .fill("The date is not visible: send one that shows it.");
  await seats.getByRole("button", { name: "Send Asha Rao's proof back" }).click();
  await expect(seats).toContainText("“The date is not visible: send one that shows it.”");
  await expectNoAxeViolations(deskPage);

  // The booker sees why, and sends another.
  await page.goto(bookingPage);
  await expect(seatLine(1)).toContainText("Seat 1: Asha Rao — fitness proof sent back: send another");
  await travellers.getByRole("link", { name: "Change seat 1" }).click();
  await expect(
    page.getByText("Our team sent your fitness proof back: The date is not visible: send one that shows it."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("The proof: a photo, screenshot or PDF").setInputFiles({
    name: "walk-dated.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("button", { name: "Send the proof" }).click();
  await expect(page.getByText("We have your fitness proof (walk-dated.pdf)")).toBeVisible();

  // The desk approves both; everyone is ready.
  await deskPage.reload();
  await seats.getByRole("button", { name: "Approve Asha Rao's proof" }).click();
  await expect(seats.getByRole("button", { name: "Approve Asha Rao's proof" })).toHaveCount(0);
  await seats.getByRole("button", { name: "Approve Dev Mehta's proof" }).click();
  await expect(seats.getByRole("listitem")).toHaveText([/^Seat 1: Asha Rao Ready/, /^Seat 2: Dev Mehta Ready/]);
  await deskPage.screenshot({ path: testInfo.outputPath("desk-readiness.png"), fullPage: true });
  await expectNoAxeViolations(deskPage);

  await page.goto(bookingPage);
  await expect(travellers).toContainText("Every traveller is ready. Thank you.");
  await page.screenshot({ path: testInfo.outputPath("booking-ready.png"), fullPage: true });
  await expectNoAxeViolations(page);
  await theirs.close();
});
