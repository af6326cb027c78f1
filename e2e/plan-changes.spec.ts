// Plans that change, end to end, on the Worker that takes payments online
// (playwright.config.ts: the second web server) and the local Razorpay
// stand-in, in English and in Hindi, on the desktop and on the phone: a
// traveller books two seats and pays the deposit; on their booking page they
// cancel one seat and keep a trip credit, then switch the booking to another
// departure of the trip; then the credit pays a new booking's deposit, which is
// confirmed at once. Each new state is checked with axe.
import type { Page } from "@playwright/test";
import { departureMoney } from "../content/booking-terms";
import { departurePrice, seatKeyOf } from "../content/departures";
import { fillMessage } from "../content/fill-message";
import { formatDateRange, formatPaise, formatRupees } from "../content/format";
import type { Locale } from "../content/locales.mjs";
import { MESSAGES } from "../content/messages";
import { localePath, tripPath } from "../content/routes.mjs";
import { addDays } from "../content/dates";
import { todayInIndia } from "../content/india-time";
import { E2E_PAYMENTS_ORIGIN, E2E_RAZORPAY_ORIGIN } from "../playwright.config";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { requestNamed } from "./support/intake-state";
import { bookingTerms, upcomingDepartures } from "./support/site";

test.use({ baseURL: E2E_PAYMENTS_ORIGIN });

type Departure = (typeof upcomingDepartures)[number];

/**
 * What e2e/payments.spec.ts books on this Worker and counts: its roomiest, soonest departure (two seats,
 * and the waitlist's offer) and its third (seats held by a failed payment, counted as it lapses).
 */
const roomy = upcomingDepartures
  .filter((departure) => departure.seatsLeft >= 6)
  .sort((a, b) => a.startDate.localeCompare(b.startDate));
const countedByPayments = new Set([roomy[0], roomy[2]]);

/**
 * Two departures of one trip for each run: the first more than 31 days away (a 100 % credit, a free
 * switch) with room for the run's three bookings, the second with room for the seat switched to it.
 */
const firstDayOfFullCredit = addDays(todayInIndia(new Date()), 32);
const pairs: [Departure, Departure][] = upcomingDepartures
  .filter(
    (departure) =>
      !countedByPayments.has(departure) && departure.seatsLeft >= 6 && departure.startDate >= firstDayOfFullCredit,
  )
  .flatMap((first) =>
    upcomingDepartures
      .filter((other) => other.trip === first.trip && other !== first && other !== roomy[2] && other.seatsLeft >= 2)
      .slice(0, 1)
      .map((other): [Departure, Departure] => [first, other]),
  );

/** Clicks Book Now for `departure` on its trip page in `lang`, and answers the dialog. */
async function openBooking(page: Page, departure: Departure, lang: Locale) {
  await visit(page, localePath(lang, tripPath(departure.trip.slug)));
  await page
    .locator("button")
    .filter({ has: page.locator(`[data-seat-action="${seatKeyOf(departure.trip.slug, departure.startDate)}"]`) })
    .click();
  return page.getByRole("dialog");
}

/** Fills the booking dialog in `lang` as a traveller would. */
async function fillBooking(
  dialog: ReturnType<Page["getByRole"]>,
  lang: Locale,
  name: string,
  phone: string,
  seats: number,
) {
  const words = MESSAGES[lang];
  await dialog.getByLabel(words.forms.fullName, { exact: true }).fill(name);
  await dialog.getByLabel(words.forms.email, { exact: true }).fill(`${phone}@example.com`);
  await dialog.getByLabel(words.booking.phone, { exact: true }).fill(phone);
  await dialog.getByLabel(words.booking.billState).selectOption("06");
  await dialog.getByLabel(words.booking.seats, { exact: true }).selectOption(String(seats));
}

for (const lang of ["en", "hi"] as const) {
  test(
    `a two-seat booking cancels one seat for a credit, switches departure, and the credit pays a new booking (${lang})`,
    {
      tag: ON_PHONE,
    },
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const words = MESSAGES[lang];
      const run = (testInfo.project.name === "phone" ? 2 : 0) + (lang === "hi" ? 1 : 0);
      expect(pairs.length, "two departures of one trip with room, the first over 31 days away").toBeGreaterThan(0);
      const [first, second] = pairs[run % pairs.length];
      const money = departureMoney(departurePrice(first.trip, first), bookingTerms);
      const name = `Plans Change ${testInfo.project.name} ${lang}`;
      const shot = (what: string) => page.screenshot({ path: testInfo.outputPath(`${what}.png`), fullPage: true });

      // Two seats, the deposit paid on Razorpay's page (the stand-in speaks English).
      const dialog = await openBooking(page, first, lang);
      await fillBooking(
        dialog,
        lang,
        name,
        `98${String(run).padStart(2, "0")}${Date.now() % 1_000_000}`.slice(0, 10),
        2,
      );
      await dialog.getByRole("button", { name: words.booking.submit }).click();
      await page.waitForURL(`${E2E_RAZORPAY_ORIGIN}/pay/**`);
      await page.getByRole("button", { name: `Pay ${formatRupees(money.deposit * 2)} by UPI` }).click();
      await page.waitForURL(/\/booking\/SF-[0-9A-Z]{8}\?token=/);
      const bookingPage = page.url();

      // Change your plans: each option's figures before anything is done.
      const section = page.getByRole("region", { name: words.changePlans.heading });
      await expect(section).toBeVisible();
      await expect(section).toContainText(formatPaise(money.deposit * 100));
      await section.scrollIntoViewIfNeeded();
      await shot("change-your-plans");
      await expectNoAxeViolations(page);

      // Cancel seat 2, keeping a trip credit instead of the refund.
      await section
        .getByRole("group", { name: words.changePlans.whoCancels })
        .getByLabel(fillMessage(words.changePlans.seatLabel, { seat: 2 }), { exact: true })
        .check();
      await section.getByRole("radio", { name: new RegExp(`^${words.changePlans.keepCredit.split(" {")[0]}`) }).check();
      await section.getByRole("button", { name: words.changePlans.reviewCancel }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.changePlans.reviewHeading);
      await expect(page.getByRole("main")).toContainText(formatPaise(money.deposit * 100));
      await shot("review-cancel");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: words.changePlans.confirmCancel }).click();
      const done = page.getByRole("status").filter({ hasText: /TC-[3-9A-Y]{4}-[3-9A-Y]{4}/ });
      await expect(done).toBeVisible();
      const code = (await done.textContent())!.match(/TC-[3-9A-Y]{4}-[3-9A-Y]{4}/)![0];
      await expectNoAxeViolations(page);
      const stored = (await requestNamed(name, E2E_PAYMENTS_ORIGIN))!;
      expect(stored.seats).toBe(1);

      // Switch the booking, now of one seat, to the trip's other departure.
      await page.goto(bookingPage);
      const dates = formatDateRange(second.startDate, second.endDate, lang);
      await section.getByRole("radio", { name: new RegExp(`^${dates}`) }).check();
      await section.getByRole("button", { name: words.changePlans.reviewSwitch }).click();
      await expect(page.getByRole("main")).toContainText(dates);
      await shot("review-switch");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: words.changePlans.confirmSwitch }).click();
      await expect(page.getByRole("status").filter({ hasText: dates })).toBeVisible();
      await expectNoAxeViolations(page);
      expect((await requestNamed(name, E2E_PAYMENTS_ORIGIN))!.departure_start).toBe(second.startDate);

      // The credit pays a new booking of one seat on the first departure: confirmed at once.
      const next = await openBooking(page, first, lang);
      await fillBooking(
        next,
        lang,
        `${name} again`,
        `97${String(run).padStart(2, "0")}${Date.now() % 1_000_000}`.slice(0, 10),
        1,
      );
      await next.getByLabel(new RegExp(`^${words.booking.creditCode}`)).fill(code);
      await next.getByRole("button", { name: words.booking.checkCredit }).click();
      await expect(next).toContainText(formatPaise(money.deposit * 100));
      await expectNoAxeViolations(page);
      await next.getByRole("button", { name: words.booking.submit }).click();
      await expect(next.getByRole("status")).toContainText(/SF-[0-9A-Z]{8}/);
      await expect(next.getByRole("status")).toContainText(formatPaise(money.deposit * 100));
      await shot("booked-with-credit");
      const paidWithCredit = (await requestNamed(`${name} again`, E2E_PAYMENTS_ORIGIN))!;
      expect(paidWithCredit.status).toBe("confirmed");
    },
  );
}
