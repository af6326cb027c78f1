// The staff desk as staff use it, on the Worker, signed in by the local
// stand-in for Cloudflare Access: a request sent from the site a moment ago is
// found, confirmed, and counted on its departure's manifest and in its CSV; a
// booking paid in cash and cancelled has its refund, owed by hand, marked
// returned; an applicant's resume comes back byte for byte. axe checks every view.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { departureMoney } from "../content/booking-terms";
import { departurePrice, monthOf } from "../content/departures";
import { API_PATHS, departuresPath, ROUTES, STAFF_PATH } from "../content/routes.mjs";
import { formatDateRange, formatPaise } from "../content/format";
import { E2E_STAFF_EMAIL } from "../playwright.config";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { expectStoredOnce } from "./support/forms";
import { bookingTerms, jobs } from "./support/site";
import { SEAT_PLAN } from "./support/seat-plan";
import { desk, findRequest } from "./support/staff-desk";

const upload = (file: string) => path.join(__dirname, "upload-files", file);

async function moveTo(page: Page, status: string, note?: string) {
  await page.getByRole("radio", { name: new RegExp(`^${status}`) }).check();
  if (note) await page.getByLabel("Note (optional)").fill(note);
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText(`Moved to ${status}.`);
}

test("staff find a booking sent from the site, extend its hold, confirm it, and see it on the manifest and in its CSV", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // A departure of its own, so no other test's seats are counted.
  const departure = SEAT_PLAN.manifest;
  const dates = formatDateRange(departure.startDate, departure.endDate);
  const name = `Tara Desk ${testInfo.project.name}`;

  const manifestPath = `${desk}?departure=${departure.trip.slug}/${departure.startDate}`;
  await page.goto(manifestPath);
  const seats = page.getByText(/^\d+ seats?: \d+ held, \d+ sold, /);
  const soldOf = async () => Number((await seats.textContent())!.match(/(\d+) sold/)![1]);
  const soldBefore = await soldOf();

  await visit(page, departuresPath(monthOf(departure.startDate)));
  await page.getByRole("button", { name: `Book Now for ${departure.trip.title}, ${dates}` }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${departure.trip.title}` });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill("tara@example.com");
  await dialog.getByLabel("Phone number").fill("9876501234");
  await dialog.getByLabel("The State you live in").selectOption("06");
  await expectStoredOnce(page, API_PATHS.bookings, async () => {
    await dialog.getByRole("button", { name: "Submit booking" }).click();
    await expect(dialog.getByRole("status")).toContainText("Booking submitted successfully!");
  });

  await findRequest(page, name);
  await expect(page.getByRole("list", { name: "Emails" })).toContainText("To the traveller: seats held");
  await expectNoAxeViolations(page);
  await page.getByLabel("Extend the hold by").selectOption("24");
  await page.getByRole("button", { name: "Extend the hold" }).click();
  await expect(page.getByRole("status")).toContainText("Held until");
  await moveTo(page, "Confirmed", "Called; the deposit came by UPI today.");
  const history = page.getByRole("list", { name: "History" });
  await expect(history).toContainText(`${E2E_STAFF_EMAIL}: Hold extended to`);
  await expect(history).toContainText(`${E2E_STAFF_EMAIL} moved it from Held to Confirmed`);
  await expect(history).toContainText("Called; the deposit came by UPI today.");

  await page.getByRole("link", { name: dates }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${departure.trip.title}, ${dates}`);
  // Other tests book as this one runs: at least this booking's seat was sold.
  expect(await soldOf()).toBeGreaterThanOrEqual(soldBefore + 1);
  await expect(page.getByRole("table").getByRole("rowheader", { name })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the manifest (CSV)" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(
    csv.startsWith(
      "\uFEFFBooking,Name,Seats,Travelling with,Phone,Email,Confirmed,Message,Reference,Seat,Traveller," +
        "Age at departure,Gender,Dietary needs,Traveller's phone,Emergency contact,Relation,Emergency phone," +
        "Guardian,Guardian's phone\r\n",
    ),
  ).toBe(true);
  expect(csv).toContain(`,${name},1,,+91 9876501234,tara@example.com,`);

  await page.getByRole("link", { name: "← All departures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Departures" })).toBeFocused();
  await expectNoAxeViolations(page);
});

test("staff record a cash deposit, cancel the booking, and mark the refund owed by hand returned; the Money view lists it until then", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  // Not the departure the first test counts the seats of; the seat taken here is freed by the cancellation.
  const departure = SEAT_PLAN.refund;
  const name = `Rohini Refund ${testInfo.project.name}`;
  const booked = await request.post(`${baseURL}${API_PATHS.bookings}`, {
    headers: { "Idempotency-Key": `desk-refund-${testInfo.project.name}-${Date.now()}` },
    data: {
      trip: departure.trip.slug,
      departure: departure.startDate,
      request: "booking",
      fullName: name,
      email: "rohini@example.com",
      countryCode: "+91",
      phone: "9811112222",
      seats: "1",
      travellers: "",
      message: "",
    },
  });
  expect(booked.status()).toBe(201);
  const deposit = departureMoney(departurePrice(departure.trip, departure), bookingTerms).deposit;
  const refund = formatPaise(deposit * 100);

  // Paid in cash at the office, then the agency cancels the departure: all of it is owed back by hand.
  await findRequest(page, name);
  const money = page.getByRole("region", { name: "Money" });
  await money.getByLabel("Amount received (₹)").fill(String(deposit));
  await money.getByLabel("How it was paid").selectOption("cash");
  await money.getByRole("button", { name: "Record the payment" }).click();
  await expect(money.getByRole("status")).toHaveText(`Recorded ${refund} by cash.`);
  await page.getByRole("radio", { name: /^Cancelled/ }).check();
  await page.getByRole("radio", { name: /^The agency/ }).check();
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Moved to Cancelled.");
  const payments = money.getByRole("list", { name: "Payments and refunds" });
  await expect(payments).toContainText(`refund of ${refund}, to return by hand`);

  const toChase = async () => {
    await page.goto(`${desk}?view=money`);
    return page.getByRole("region", { name: "Refunds to act on" }).getByRole("listitem").filter({ hasText: name });
  };
  await expect(await toChase()).toContainText(`${refund} to return by hand`);
  await (await toChase()).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name, { timeout: 15_000 });

  const form = money.getByRole("group", { name: `Refund of ${refund} to return by hand` });
  await page.screenshot({ path: testInfo.outputPath("refund-owed.png"), fullPage: true });
  await expectNoAxeViolations(page);
  await form.getByLabel("How it went back").selectOption("UPI");
  await form.getByLabel("Reference (optional)").fill("UPI ref 402918376521");
  await money.getByRole("button", { name: `Mark ${refund} returned` }).click();
  const said = money.getByRole("status");
  await expect(said).toHaveText(`Marked the refund of ${refund} returned by hand (UPI).`);
  await expect(said).toBeFocused();
  await expect(payments).toContainText(
    new RegExp(`refund of ${refund}, returned by hand on .* by ${E2E_STAFF_EMAIL} \\(UPI: UPI ref 402918376521\\)`),
  );
  await expect(page.getByRole("list", { name: "History" })).toContainText(`${E2E_STAFF_EMAIL}: Refund of ${refund}`);
  await expect(page.getByRole("list", { name: "Emails" })).toContainText(
    "To the traveller: the refund returned by hand",
  );
  await page.screenshot({ path: testInfo.outputPath("refund-returned.png"), fullPage: true });
  await expectNoAxeViolations(page);

  await expect(await toChase()).toHaveCount(0);
});

test("staff download an applicant's resume, byte for byte", async ({ page }, testInfo) => {
  const job = jobs[0];
  const name = `Kiran Resume ${testInfo.project.name}`;
  await visit(page, ROUTES.careers);
  await page.getByRole("button", { name: `Apply for ${job.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill("kiran@example.com");
  await dialog.getByLabel("Resume").setInputFiles(upload("Asha-Verma-CV.pdf"));
  await expectStoredOnce(page, API_PATHS.applications, async () => {
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("status")).toContainText("Application submitted successfully!");
  });

  await findRequest(page, name);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Download Asha-Verma-CV\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe("Asha-Verma-CV.pdf");
  expect(readFileSync((await (await download).path())!)).toEqual(readFileSync(upload("Asha-Verma-CV.pdf")));
  await expectNoAxeViolations(page);
});

test("without a sign-in the desk says so and shows nobody's details", async ({ page, baseURL, integrity }) => {
  // The API's answer to a browser Access has not signed in.
  integrity.allow(/^HTTP 403: GET .*\/api\/staff\//);
  integrity.allow(/^console.error: Failed to load resource: .* 403 .*\/api\/staff\//);
  await page.goto(`${baseURL}${STAFF_PATH}`);
  await expect(page.getByRole("alert")).toContainText("Staff only");
  await expect(page.getByRole("link", { name: /@example\.com/ })).toHaveCount(0);
  // Not even the desk's navigation: which sections it shows depends on roles, which nobody has here.
  await expect(page.getByRole("navigation", { name: "Desk" })).toHaveCount(0);
  await expect(page.getByRole("list")).toHaveCount(0);
});
