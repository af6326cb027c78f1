// Live seats as visitors, travellers and staff meet them, on the Worker:
// a booking lowers the seats every page shows without a rebuild; the last
// seats taken in another window while the dialog is open end in the dialog's
// sold-out answer, which joins the waitlist in one step; a declined booking's
// seat is offered to that waitlist request by the minute cron, by email; and
// the traveller's page opens only with its link's token. axe checks each new state.
import type { APIRequestContext } from "@playwright/test";
import { seatKeyOf } from "../content/departures";
import { formatDateRange, formatSpotsLeft } from "../content/format";
import { MESSAGES } from "../content/messages";
import { API_PATHS, departuresPath, ROUTES, tripPath } from "../content/routes.mjs";
import { monthOf } from "../content/departures";
import { staffApi } from "../requests/staff";
import { E2E_STAFF_ORIGIN } from "../playwright.config";
import { bookAsVisitor } from "./support/bookings";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { expectSiteFrame } from "./support/site-frame";
import { emailsOf, runMinuteCron, seatsTakenNow, storedRequest } from "./support/intake-state";
import { latestOpenDeparture } from "./support/site";
import { SEAT_PLAN } from "./support/seat-plan";

/** How many bookings other visitors have made: each is a visitor of its own (e2e/support/bookings.ts), from 100 up. */
let visitorsElsewhere = 0;

/** Books `seats` of `departure` through the API, as another visitor's window would; answers the request's id. */
function bookElsewhere(
  request: APIRequestContext,
  baseURL: string,
  departure: { trip: { slug: string }; startDate: string },
  seats: number,
  name: string,
) {
  visitorsElsewhere += 1;
  return bookAsVisitor(request, baseURL, departure, { visitor: 100 + visitorsElsewhere, name, seats });
}

test("a booking lowers the seats on the trip page, the home card and the month page, without a rebuild", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The home page's first card, and the departure it offers.
  const departure = SEAT_PLAN.firstCard;
  const { trip } = departure;
  const key = seatKeyOf(trip.slug, departure.startDate);
  const dates = formatDateRange(departure.startDate, departure.endDate);
  const before = (await seatsTakenNow()).get(key) ?? 0;

  await visit(page, tripPath(trip.slug));
  await page.getByRole("button", { name: `Book Now for ${dates}` }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
  await dialog.getByLabel("Full name").fill(`Lowers Seats ${testInfo.project.name}`);
  await dialog.getByLabel("Email").fill("lowers@example.com");
  await dialog.getByLabel("Phone number").fill("9822222222");
  await dialog.getByLabel("The State you live in").selectOption("06");
  await dialog.getByLabel("Seats").selectOption("2");
  await dialog.getByLabel("Names of the others travelling (optional)").fill("Second Traveller");
  await dialog.getByRole("button", { name: "Submit booking" }).click();
  await expect(dialog.getByRole("status")).toContainText("Your 2 seats on");
  await expectNoAxeViolations(page);

  // Each page says what D1 holds now, which includes this booking's 2 seats (others may book meanwhile).
  const pages: [string, () => ReturnType<typeof page.locator>][] = [
    [tripPath(trip.slug), () => page.locator(`p[data-seat-figure="${key}"]`)],
    [ROUTES.home, () => page.locator(`[data-seat-figure="${key}"]`).first()],
    [departuresPath(monthOf(departure.startDate)), () => page.locator(`[data-seat-figure="${key}"]`)],
  ];
  for (const [path, figure] of pages) {
    await expect(async () => {
      const taken = (await seatsTakenNow()).get(key) ?? 0;
      expect(taken).toBeGreaterThanOrEqual(before + 2);
      await visit(page, path);
      await expect(figure()).toHaveText(formatSpotsLeft(departure.seats - taken, MESSAGES.en.seats), { timeout: 1000 });
    }).toPass();
  }
});

test("seats taken in another window while the dialog is open: sold out, the waitlist in one step, the declined seat offered, the traveller's page", async ({
  page,
  baseURL,
  integrity,
}, testInfo) => {
  test.setTimeout(180_000);
  // The dialog's sold-out answer, on purpose.
  integrity.allow(/^HTTP 409: POST .*\/api\/bookings/);
  integrity.allow(/^console\.error: Failed to load resource: .* 409 /);
  integrity.allow(/^HTTP 404: GET .*\/booking\/SF-/);
  integrity.allow(/^console\.error: Failed to load resource: .* 404 .*\/booking\//);
  // The latest open departure, which no other test books.
  const departure = latestOpenDeparture;
  const { trip } = departure;
  const dates = formatDateRange(departure.startDate, departure.endDate);
  const name = `Waits Patiently ${testInfo.project.name}`;

  await visit(page, tripPath(trip.slug));
  await page.getByRole("button", { name: `Book Now for ${dates}` }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${trip.title}` });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill("waits@example.com");
  await dialog.getByLabel("Phone number").fill("9833333333");
  await dialog.getByLabel("The State you live in").selectOption("06");

  // Meanwhile, another window takes every seat left: the last one alone, so declining it frees exactly one.
  const left = departure.seats - ((await seatsTakenNow()).get(seatKeyOf(trip.slug, departure.startDate)) ?? 0);
  expect(left).toBeGreaterThan(0);
  for (let seats = left - 1; seats > 0; seats -= Math.min(seats, 6)) {
    await bookElsewhere(
      page.request,
      baseURL!,
      departure,
      Math.min(seats, 6),
      `Group Elsewhere ${testInfo.project.name}`,
    );
  }
  const lastSeat = await bookElsewhere(page.request, baseURL!, departure, 1, `Last Seat ${testInfo.project.name}`);

  await dialog.getByRole("button", { name: "Submit booking" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("the last seats of this departure were just booked by someone else");
  await expect(dialog.getByLabel("Full name")).toHaveValue(name);
  await expect(dialog.getByLabel("Phone number")).toHaveValue("9833333333");
  await expectNoAxeViolations(page);

  const joined = page.waitForResponse(
    (response) => response.url().endsWith(API_PATHS.bookings) && response.status() === 201,
  );
  await dialog.getByRole("button", { name: "Join the waitlist with these details" }).click();
  const { id } = (await (await joined).json()) as { id: string };
  const waitlistDialog = page.getByRole("dialog", { name: `Join the waitlist for ${trip.title}` });
  await expect(waitlistDialog.getByRole("status")).toContainText(`You are on the waitlist for ${trip.title}`);
  await expectNoAxeViolations(page);

  // Staff decline the last seat's booking; the minute cron offers it to the waitlist and emails the traveller.
  const declined = await page.request.post(`${E2E_STAFF_ORIGIN}${staffApi.status(lastSeat)}`, {
    headers: { Origin: E2E_STAFF_ORIGIN },
    data: { status: "declined", version: 1, note: "Changed their plans" },
  });
  expect(declined.status()).toBe(200);
  await runMinuteCron(page.request, baseURL!);
  await expect.poll(async () => (await storedRequest(id))?.request.status).toBe("offered");
  const offered = (await storedRequest(id))!.request;
  // The offer's email goes out after the waitlist's own.
  await expect
    .poll(
      async () => {
        const emails = await emailsOf(id);
        if (emails.some(({ sent_at }) => sent_at === null)) await runMinuteCron(page.request, baseURL!);
        return emails.map(({ template, sent_at }) => [template, sent_at !== null]);
      },
      { timeout: 20_000 },
    )
    .toEqual([
      ["agency", true],
      ["waitlisted", true],
      ["offered", true],
    ]);

  // The traveller's page: nothing without the link's token; with it, the offer and the button that takes it.
  const bookingPage = `/booking/${offered.reference}`;
  const refused = await page.goto(`${baseURL}${bookingPage}?token=${"0".repeat(48)}`);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find this booking");
  await expect(page.getByText(name)).toHaveCount(0);
  await expectSiteFrame(page);
  await expectNoAxeViolations(page);

  await page.goto(`${baseURL}${bookingPage}?token=${offered.token}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Waitlist request ${offered.reference}`);
  await expect(page.getByText("Offer open until")).toBeVisible();
  await expectSiteFrame(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Take the seats" }).click();
  await expect(page.getByText("We are holding your seats while we collect the deposit")).toBeVisible();
  await expect(page.getByText("Seats held until")).toBeVisible();
  await expectSiteFrame(page);
  await expectNoAxeViolations(page);
  expect((await storedRequest(id))!.request.status).toBe("held");
});
