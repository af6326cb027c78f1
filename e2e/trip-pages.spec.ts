import { addDays } from "../content/dates";
import { formatDateRange, formatLongDate, formatRupees } from "../content/format";
import { API_PATHS, jobPath, ROUTES, tripPath } from "../content/routes.mjs";
import { departurePrice, departuresByDate, isSoldOut, seatKeyOf } from "../content/departures";
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { departureDates, departureMoney } from "../content/booking-terms";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { AUTO_CLOSE_MS, expectStoredOnce } from "./support/forms";
import { seatsTakenNow, storedRequest } from "./support/intake-state";
import { bookingTerms, company, completedDepartures, completedTrips, jobs, upcomingTrips } from "./support/site";

// The trip whose departures include a full one, read from data/ so an editor's change moves the test with it.
const tripWithFullDeparture = upcomingTrips.find(
  (trip) => trip.departures.some(isSoldOut) && trip.departures.some((departure) => !isSoldOut(departure)),
);
if (!tripWithFullDeparture)
  throw new Error("data/trips/ needs an upcoming trip with both an open and a full departure for these tests");
const trip = tripWithFullDeparture;
const [openDeparture] = departuresByDate(trip.departures).filter((departure) => !isSoldOut(departure));
const [fullDeparture] = departuresByDate(trip.departures).filter(isSoldOut);
const datesOf = (departure: { startDate: string; endDate: string }) =>
  formatDateRange(departure.startDate, departure.endDate);

for (const from of [ROUTES.home, ROUTES.trips]) {
  test(`every trip card on ${from} leads to its trip page`, async ({ page }) => {
    await visit(page, from);
    const cards = [...upcomingTrips, ...completedDepartures.map((departure) => departure.trip)];
    for (const card of cards) {
      await expect(page.getByRole("link", { name: card.title, exact: true }).first()).toHaveAttribute(
        "href",
        tripPath(card.slug),
      );
    }
    await page.getByRole("link", { name: trip.title, exact: true }).first().click();
    await expect(page).toHaveURL(tripPath(trip.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
  });
}

test("Book Now on a departure books that departure", async ({ page }) => {
  const bookNow = page.getByRole("button", { name: `Book Now for ${datesOf(openDeparture)}` });
  const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
  // The dialog says the live seats, as D1 holds them when the page is served: other tests book as this one runs.
  await expect(async () => {
    const taken = (await seatsTakenNow()).get(seatKeyOf(trip.slug, openDeparture.startDate)) ?? 0;
    await visit(page, tripPath(trip.slug));
    await bookNow.click();
    await expect(dialog).toContainText(datesOf(openDeparture));
    await expect(dialog).toContainText(`${openDeparture.seats - taken} spots left`, { timeout: 1000 });
  }).toPass();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(bookNow).toBeFocused();
});

test("a sold-out departure says so and takes a waitlist request in the same dialog", async ({ page }) => {
  await visit(page, tripPath(trip.slug));
  const departure = page.getByRole("listitem").filter({ hasText: datesOf(fullDeparture) });
  await expect(departure).toContainText("Sold out");
  await expect(departure.getByRole("button", { name: /Book Now/ })).toHaveCount(0);
  const waitlist = departure.getByRole("button", { name: `Join waitlist for ${datesOf(fullDeparture)}` });
  await waitlist.click();

  const dialog = page.getByRole("dialog", { name: `Join the waitlist for ${trip.title}` });
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Full name").fill("Asha Verma");
  await dialog.getByLabel("Email").fill("asha@example.com");
  await dialog.getByLabel("Phone number").fill("9876543210");
  await dialog.getByLabel("The State you live in").selectOption("06");
  const id = await expectStoredOnce(page, API_PATHS.bookings, async () => {
    await dialog.getByRole("button", { name: "Join waitlist" }).click();
    await expect(dialog.getByRole("status")).toContainText("Waitlist request submitted successfully!");
  });
  await expect(dialog.getByRole("status")).toContainText(datesOf(fullDeparture));
  await expectNoAxeViolations(page);
  await expect(dialog).toBeHidden({ timeout: AUTO_CLOSE_MS + 3000 });
  await expect(waitlist).toBeFocused();
  expect((await storedRequest(id))?.request).toMatchObject({
    kind: "waitlist",
    full_name: "Asha Verma",
    trip_slug: trip.slug,
    departure_start: fullDeparture.startDate,
    departure_end: fullDeparture.endDate,
  });
});

test("each departure's WhatsApp link opens a chat with the trip and departure typed in", async ({ page }) => {
  await visit(page, tripPath(trip.slug));
  const departure = page.getByRole("listitem").filter({ hasText: datesOf(openDeparture) });
  const href = await departure.getByRole("link", { name: /Ask on WhatsApp/ }).getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.host + url.pathname).toBe(`wa.me/${company.whatsapp.replace(/\D/g, "")}`);
  expect(url.searchParams.get("text")).toContain(trip.title);
  expect(url.searchParams.get("text")).toContain(datesOf(openDeparture));
});

test("the payments section links to the cancellation rules in the terms", async ({ page }) => {
  await visit(page, tripPath(trip.slug));
  await page.getByRole("link", { name: "Read the full terms and conditions" }).click();
  await expect(page).toHaveURL(`${ROUTES.terms}#cancellation`);
  await expect(page.getByRole("region", { name: /Cancellation by you/ })).toBeInViewport();
});

test("a completed trip's page takes a waitlist request for its next departure", async ({ page }) => {
  const completed = completedTrips[0];
  await visit(page, tripPath(completed.slug));
  await expect(page.getByRole("region", { name: "Past departures" })).toContainText("Completed");
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  const dialog = page.getByRole("dialog", { name: `Join the waitlist for ${completed.title}` });
  await expect(dialog).toContainText("Next departure to be announced");
  await expectNoAxeViolations(page);
});

test("related trips link to other trip pages", async ({ page }) => {
  await visit(page, tripPath(trip.slug));
  const related = page.getByRole("region", { name: "More trips you may like" });
  const links = related.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))) {
    expect(href).toMatch(/^\/trips\/[a-z0-9-]+\/$/);
    expect(href).not.toBe(tripPath(trip.slug));
  }
});

test("a job card leads to its page, where Apply opens the application dialog", async ({ page }) => {
  const job = jobs[0];
  await visit(page, ROUTES.careers);
  await page.getByRole("link", { name: job.title, exact: true }).click();
  await expect(page).toHaveURL(jobPath(job.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
  await page.getByRole("button", { name: `Apply for ${job.title}` }).click();
  await expect(page.getByRole("dialog", { name: `Apply for ${job.title}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the trip page shows what the traveller pays and every deadline of the soonest departure, from data/", async ({
  page,
}) => {
  await visit(page, tripPath(trip.slug));
  const section = page.getByRole("region", { name: "What you pay, and until when" });
  const [soonest] = departuresByDate(trip.departures);
  // One table for the trip, or one per departure when their prices differ: the soonest's comes first.
  const money = departureMoney(departurePrice(trip, soonest), bookingTerms);
  for (const [term, amount] of [
    ["Total per person", money.total],
    [`Deposit at booking (${bookingTerms.depositPercent}%)`, money.deposit],
    ["Balance", money.balance],
  ] as const) {
    await expect(section.getByRole("term").filter({ hasText: term }).locator("+ dd").first()).toHaveText(
      formatRupees(amount),
    );
  }
  const dates = departureDates(soonest.startDate, bookingTerms);
  const open = section.locator("details[open]");
  await expect(open).toHaveCount(1);
  await expect(open.locator("summary")).toHaveText(`Departure ${datesOf(soonest)}`);
  await expect(open).toContainText(`by ${formatLongDate(dates.balanceDueBy)}`);
  await expect(open).toContainText(`Cancel from ${formatLongDate(dates.noRefundFrom)}`);
  await expectNoAxeViolations(page);
});

test("Add to calendar downloads the departure as an all-day iCalendar event", async ({ page }) => {
  await visit(page, tripPath(trip.slug));
  const [soonest] = departuresByDate(trip.departures);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Add to calendar for ${datesOf(soonest)} (.ics file)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${soonest.startDate}.ics`);
  const text = await readFile((await download.path())!, "utf8");
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
  expect(event.summary).toBe(trip.title);
  expect(event.location).toBe(trip.location);
  expect(event.startDate.isDate).toBe(true);
  expect(event.startDate.toString()).toBe(soonest.startDate);
  // RFC 5545: an all-day event ends on the day after its last day.
  expect(event.endDate.toString()).toBe(addDays(soonest.endDate, 1));
  expect(event.description).toContain(`Pickup: ${trip.pickup}`);
  expect(event.description).toContain(`${tripPath(trip.slug)}`);
});

test("printing a trip page gives a sheet: the trip, its logistics and the chosen departure, without the site around it", async ({
  page,
}, testInfo) => {
  await visit(page, tripPath(trip.slug));
  const departures = page.getByRole("region", { name: "What you pay, and until when" }).locator("details");
  // The visitor chooses the last departure instead of the soonest.
  await departures.first().locator("summary").click();
  await departures.last().locator("summary").click();
  await page.emulateMedia({ media: "print" });

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
  for (const section of ["Day-by-day itinerary", "What you pay, and until when"]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  await expect(page.getByText(trip.pickup)).toBeVisible();
  await expect(page.getByText(trip.thingsToCarry[0])).toBeVisible();
  await expect(departures.last()).toBeVisible();
  await expect(departures.first()).toBeHidden();
  for (const hidden of [
    page.getByRole("navigation", { name: "Main" }),
    page.getByRole("contentinfo"),
    page.getByRole("region", { name: "Dates and seats" }),
    page.getByRole("region", { name: "More trips you may like" }),
    page.getByRole("link", { name: /Add to calendar/ }),
    page.getByRole("img", { name: trip.imageAlt }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await testInfo.attach("trip sheet", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
});
