// The deposit paid online, end to end, on the Worker that takes payments
// (playwright.config.ts: the second web server) and the local Razorpay
// stand-in: a visitor books 2 seats, pays on Razorpay's page and comes back
// to their booking page confirmed, with the receipt emailed and the desk
// showing what was paid and what is due; a failed payment keeps the seats
// held until the link expires, then frees them; a waitlist traveller takes
// the seats offered to them and pays the same way; and cancelling on the desk
// refunds through Razorpay what the terms give on that day.
import type { Page } from "@playwright/test";
import { departureMoney, refundPercentOn } from "../content/booking-terms";
import { departurePrice, seatKeyOf } from "../content/departures";
import { formatDateRange, formatPaise, formatRupees } from "../content/format";
import { todayInIndia } from "../content/india-time";
import { API_PATHS, departureCalendarPath, STAFF_PATH, tripPath } from "../content/routes.mjs";
import { isWaitlistOpen } from "../requests/intake-catalogue";
import { E2E_PAYMENTS_ORIGIN, E2E_PAYMENTS_STAFF_ORIGIN, E2E_RAZORPAY_ORIGIN } from "../playwright.config";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { expectSiteFrame } from "./support/site-frame";
import { emailsOf, requestNamed, runMinuteCron, seatsTakenNow } from "./support/intake-state";
import { bookingTerms, upcomingDepartures } from "./support/site";
import { findRequest } from "./support/staff-desk";

test.use({ baseURL: E2E_PAYMENTS_ORIGIN });

const paymentsDesk = `${E2E_PAYMENTS_STAFF_ORIGIN}${STAFF_PATH}`;

/** Departures with room for the bookings below, soonest first. */
const roomy = upcomingDepartures
  .filter((departure) => departure.seatsLeft >= 6)
  .sort((a, b) => a.startDate.localeCompare(b.startDate));

/** Fills the booking dialog of `departure`'s trip page and sends it; answers the dialog. */
async function bookOnThePage(page: Page, departure: (typeof roomy)[number], name: string, seats: number) {
  const dates = formatDateRange(departure.startDate, departure.endDate);
  await visit(page, tripPath(departure.trip.slug));
  await page.getByRole("button", { name: `Book Now for ${dates}` }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${departure.trip.title}` });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill("payer@example.com");
  await dialog.getByLabel("Phone number").fill("9833333333");
  await dialog.getByLabel("The State you live in").selectOption("06");
  await dialog.getByLabel("Seats").selectOption(String(seats));
  if (seats > 1) await dialog.getByLabel("Names of the others travelling (optional)").fill("Second Payer");
  await dialog.getByRole("button", { name: "Submit booking" }).click();
}

test("a visitor books 2 seats, pays the deposit on Razorpay and comes back confirmed; the desk shows it paid and the balance due", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const departure = roomy[0];
  const name = `Pay Online ${testInfo.project.name}`;
  const money = departureMoney(departurePrice(departure.trip, departure), bookingTerms);
  await bookOnThePage(page, departure, name, 2);

  // Straight to Razorpay's page (the stand-in), for the 2 seats' deposit.
  await page.waitForURL(`${E2E_RAZORPAY_ORIGIN}/pay/**`);
  await expect(page.getByText(formatRupees(money.deposit * 2), { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("razorpay-page.png"), fullPage: true });
  await page.getByRole("button", { name: `Pay ${formatRupees(money.deposit * 2)} by UPI` }).click();

  // Back on the booking page: confirmed, with the amounts and the balance's date.
  await page.waitForURL(/\/booking\/SF-[0-9A-Z]{8}\?token=/);
  await expect(page.getByText("Your booking is confirmed.")).toContainText(
    `You have paid ${formatPaise(money.deposit * 2 * 100)}. The balance of ${formatPaise(money.balance * 2 * 100)} is due by`,
  );
  await expect(page.getByRole("link", { name: "Add the trip to your calendar" })).toHaveAttribute(
    "href",
    departureCalendarPath(departure.trip.slug, departure.startDate),
  );
  await expect(page.locator("dd", { hasText: `${formatPaise(money.deposit * 2 * 100)} on ` })).toBeVisible();
  await expect(page.getByText(/^₹[\d,]+, due by /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("booking-confirmed.png"), fullPage: true });
  await expectSiteFrame(page);
  await expectNoAxeViolations(page);

  const stored = (await requestNamed(name, E2E_PAYMENTS_ORIGIN))!;
  expect(stored.status).toBe("confirmed");
  // The minute cron sends them (25 a run, other tests' among them): the agency's, the traveller's
  // with the payment link, and the receipt.
  await expect
    .poll(
      async () => {
        const emails = await emailsOf(String(stored.id), E2E_PAYMENTS_ORIGIN);
        if (emails.some((email) => email.sent_at === null)) await runMinuteCron(page.request, E2E_PAYMENTS_ORIGIN);
        return emails.map((email) => `${email.template}: ${email.sent_at === null ? "queued" : "sent"}`);
      },
      { timeout: 30_000 },
    )
    .toEqual(["agency: sent", "received: sent", "deposit-paid: sent"]);

  await findRequest(page, name, paymentsDesk);
  const figures = page.getByRole("region", { name: "Money" });
  const figure = (term: string) => figures.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=../dd");
  await expect(figure("Paid")).toHaveText(formatPaise(money.deposit * 2 * 100));
  await expect(figure("Due")).toHaveText(formatPaise(money.balance * 2 * 100));
  await expect(figures.getByRole("list", { name: "Payments and refunds" })).toContainText("by UPI online (pay_");
  await expectNoAxeViolations(page);
});

test("a failed payment keeps the seats held until the link expires, then frees them", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const departure = roomy[2];
  const key = seatKeyOf(departure.trip.slug, departure.startDate);
  const name = `Pay Fails ${testInfo.project.name}`;
  await bookOnThePage(page, departure, name, 1);
  await page.waitForURL(`${E2E_RAZORPAY_ORIGIN}/pay/**`);
  await page.getByRole("button", { name: "Fail the payment" }).click();
  await expect(page.getByRole("alert")).toHaveText("The payment failed. No money was taken; try again.");

  const stored = (await requestNamed(name, E2E_PAYMENTS_ORIGIN))!;
  expect(stored.status).toBe("held");
  const held = (await seatsTakenNow(E2E_PAYMENTS_ORIGIN)).get(key) ?? 0;
  // The traveller's own page offers to pay again while the hold runs.
  // The booking page is the Worker's own (no React), opened as the link in the traveller's email.
  await page.goto(`/booking/${stored.reference}?token=${stored.token}`);
  await expect(page.getByRole("link", { name: "Pay the deposit" })).toBeVisible();
  await expectSiteFrame(page);
  await expectNoAxeViolations(page);

  // The link's time runs out: Razorpay's webhook lapses the hold, and the seat is free again.
  const linkId = (await page.getByRole("link", { name: "Pay the deposit" }).getAttribute("href"))!.split("/").pop()!;
  expect((await request.post(`${E2E_RAZORPAY_ORIGIN}/__control/expire/${linkId}`)).ok()).toBe(true);
  await expect
    .poll(async () => (await requestNamed(name, E2E_PAYMENTS_ORIGIN))?.status, { timeout: 20_000 })
    .toBe("lapsed");
  expect((await seatsTakenNow(E2E_PAYMENTS_ORIGIN)).get(key) ?? 0).toBe(held - 1);
  await page.goto(`/booking/${stored.reference}?token=${stored.token}`);
  await expect(page.getByText("This request has ended: its seats were released.")).toBeVisible();
  await expectSiteFrame(page);
  await expectNoAxeViolations(page);
});

test("a waitlist traveller takes the seats offered to them, pays the deposit on Razorpay and comes back confirmed", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  // Not the failed payment's departure (roomy[2]), whose seats that test counts.
  const open = roomy.filter(
    (departure, index) => index !== 2 && isWaitlistOpen(departure.startDate, bookingTerms, todayInIndia(new Date())),
  );
  const departure = open[0];
  const name = `Waitlist Pays ${testInfo.project.name}`;
  const deposit = departureMoney(departurePrice(departure.trip, departure), bookingTerms).deposit;
  // A waitlist request for a departure with seats free stands for one whose seats just freed up:
  // the minute cron offers them at once.
  const key = `payments-waitlist-${testInfo.project.name}-${Date.now()}`;
  const join = () =>
    request.post(`${E2E_PAYMENTS_ORIGIN}${API_PATHS.bookings}`, {
      headers: { "Idempotency-Key": key },
      data: {
        trip: departure.trip.slug,
        departure: departure.startDate,
        request: "waitlist",
        fullName: name,
        email: "waitlist@example.com",
        countryCode: "+91",
        phone: "9855555555",
        seats: "1",
        travellers: "",
        message: "",
      },
    });
  expect((await join()).status()).toBe(201);
  await runMinuteCron(request, E2E_PAYMENTS_ORIGIN);
  const offered = (await requestNamed(name, E2E_PAYMENTS_ORIGIN))!;
  expect(offered.status).toBe("offered");

  // The booking page, opened from the offer's email, says what taking the seats leads to.
  await page.goto(`/booking/${offered.reference}?token=${offered.token}`);
  await expect(page.getByText(`Take them, then pay the deposit of ${formatPaise(deposit * 100)} online`)).toContainText(
    "the seats are held for 30 minutes while you pay",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Take the seats" }).click();

  // Taken: held while the traveller pays, with the button to pay.
  await expect(page.getByText("Your seats are held until")).toContainText(
    `while you pay the deposit of ${formatPaise(deposit * 100)}`,
  );
  await page.screenshot({ path: testInfo.outputPath("offer-taken-pay-online.png"), fullPage: true });
  await expectSiteFrame(page);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Pay the deposit" }).click();

  await page.waitForURL(`${E2E_RAZORPAY_ORIGIN}/pay/**`);
  await expect(page.getByText(formatRupees(deposit), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${formatRupees(deposit)} by UPI` }).click();

  await page.waitForURL(/\/booking\/SF-[0-9A-Z]{8}\?token=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Waitlist request ${offered.reference}`);
  await expect(page.getByText("Your booking is confirmed.")).toContainText(
    `You have paid ${formatPaise(deposit * 100)}.`,
  );
  await expectSiteFrame(page);
  await expectNoAxeViolations(page);
});

test("cancelling a paid booking on the desk refunds what the terms give today, through Razorpay", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const today = todayInIndia(new Date());
  // A departure whose refund today is partial (50%, 15 to 30 days away) if there is one, else any that refunds something.
  // Not the failed payment's departure (roomy[2]), whose seats that test counts.
  const refunding = roomy.filter(
    (departure, index) => index !== 2 && refundPercentOn(departure.startDate, today, bookingTerms) > 0,
  );
  const partial = refunding.filter((departure) => refundPercentOn(departure.startDate, today, bookingTerms) < 100);
  const candidates = partial.length > 0 ? partial : refunding;
  const departure = candidates[0];
  const percent = refundPercentOn(departure.startDate, today, bookingTerms);
  const name = `Cancel Refund ${testInfo.project.name}`;

  const booked = await request.post(`${E2E_PAYMENTS_ORIGIN}${API_PATHS.bookings}`, {
    headers: { "Idempotency-Key": `payments-cancel-${testInfo.project.name}-${Date.now()}` },
    data: {
      trip: departure.trip.slug,
      departure: departure.startDate,
      request: "booking",
      fullName: name,
      email: "cancel@example.com",
      countryCode: "+91",
      phone: "9844444444",
      seats: "1",
      travellers: "",
      message: "",
    },
  });
  expect(booked.status()).toBe(201);
  const { payUrl } = (await booked.json()) as { payUrl: string };
  // Paid on Razorpay's page.
  expect((await request.post(`${payUrl}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  await expect
    .poll(async () => (await requestNamed(name, E2E_PAYMENTS_ORIGIN))?.status, { timeout: 20_000 })
    .toBe("confirmed");

  const deposit = departureMoney(departurePrice(departure.trip, departure), bookingTerms).deposit * 100;
  const refund = Math.floor((deposit * percent) / 100);
  await findRequest(page, name, paymentsDesk);
  await page.getByRole("radio", { name: /^Cancelled/ }).check();
  await expect(page.getByRole("radio", { name: /^The traveller/ })).toBeChecked();
  await expect(page.getByText(`refunds ${formatPaise(refund)}: ${percent}% of what was paid`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Moved to Cancelled.");
  await expect(page.getByRole("list", { name: "Payments and refunds" })).toContainText(
    `refund of ${formatPaise(refund)}, sent through Razorpay`,
  );

  const refunds = (await (await request.get(`${E2E_RAZORPAY_ORIGIN}/__control/refunds`)).json()) as {
    amount: number;
    receipt: string;
  }[];
  const stored = (await requestNamed(name, E2E_PAYMENTS_ORIGIN))!;
  expect(stored.status).toBe("cancelled");
  expect(
    refunds.filter((made) => made.amount === refund && made.receipt.endsWith(":traveller")).length,
  ).toBeGreaterThan(0);
});
