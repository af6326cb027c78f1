// The trip kit as a traveller meets it: a booking made and confirmed (its
// deposit recorded on the desk), the kit followed from the booking page, its
// service worker controlling the kit's address alone, two items of the
// checklist ticked; then, with the network gone, the kit opened again from
// the phone: the itinerary, the ticks kept, the note that this is the saved
// copy and how old it is, though the phone still calls itself online. axe
// checks it online and offline. Once the booking is cancelled, the kit
// answers 404 online, and the phone forgets its copy and the worker.
import { departureMoney } from "../content/booking-terms";
import { departurePrice } from "../content/departures";
import { formatIndiaTime } from "../content/india-time";
import { bookingPagePath, TRIP_KIT_ACTION } from "../content/routes.mjs";
import { staffApi, type RequestDetail } from "../requests/staff";
import { E2E_STAFF_ORIGIN } from "../playwright.config";
import { bookAsVisitor, deskDetail } from "./support/bookings";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { storedRequest } from "./support/intake-state";
import { expectSiteFrame } from "./support/site-frame";
import { bookingTerms } from "./support/site";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { projectOf, SEAT_PLAN } from "./support/seat-plan";

test(
  "the trip kit opens from the booking page, and again with no network: the itinerary, the ticks kept, the saved copy's note",
  { tag: ON_PHONE },
  async ({ page, context, baseURL, integrity }, testInfo) => {
    // The kit of the cancelled booking, on purpose.
    integrity.allow(/^HTTP 404: GET .*\/booking\/SF-[0-9A-Z]{8}\/kit\?token=/);
    integrity.allow(/^console\.error: Failed to load resource: .* 404 /);
    // Its copy forgotten, the kit then cannot open with no network.
    integrity.allow(
      /^request failed: GET .*\/booking\/SF-[0-9A-Z]{8}\/kit\?token=\w+ \(net::ERR_INTERNET_DISCONNECTED\)$/,
    );
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const departure = SEAT_PLAN.tripKit[projectOf(project)];
    const { trip } = departure;
    const visitor = project === "phone" ? 22 : 21;

    // Booked through the API as a visitor of its own (address, email and phone), then confirmed on the desk by its deposit.
    const id = await bookAsVisitor(page.request, baseURL!, departure, { visitor, name: `Kit Traveller ${project}` });
    const detail = await deskDetail(page.request, id);
    const deposit = departureMoney(departurePrice(trip, departure), bookingTerms).deposit;
    const paid = await page.request.post(`${E2E_STAFF_ORIGIN}${staffApi.payments(id)}`, {
      headers: { Origin: E2E_STAFF_ORIGIN },
      data: { rupees: deposit, method: "cash", version: detail.version },
    });
    expect(paid.status()).toBe(200);
    const { reference, token } = (await storedRequest(id))!.request as { reference: string; token: string };

    await page.goto(`${bookingPagePath(reference)}?token=${token}`);
    await expect(page.getByText("Your booking is confirmed.")).toBeVisible();
    await page.getByRole("link", { name: "Your trip kit (works offline)" }).click();
    const kitPath = bookingPagePath(reference, TRIP_KIT_ACTION);
    await expect(page).toHaveURL(`${baseURL}${kitPath}?token=${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
    await expectSiteFrame(page, { scripts: 1 });

    // The kit's service worker controls this page, registered for the kit's address alone.
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
      }
      return registration.scope;
    });
    expect(scope).toBe(`${baseURL}${kitPath}`);
    await expect(page.getByText("Saved on this phone: it opens again with no connection.")).toBeVisible();

    const days = page.locator("ol.itinerary > li");
    await expect(days).toHaveCount(trip.itinerary.length);
    await expect(days.first().getByRole("heading", { level: 3 })).toContainText(trip.itinerary[0].title);
    await expect(page.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");
    const [first, second, third] = trip.thingsToCarry;
    await page.getByLabel(first, { exact: true }).check();
    await page.getByLabel(second, { exact: true }).check();
    await expect(page.getByText("Your ticks are kept on this phone.")).toBeVisible();
    await expect(page.locator("#kit-offline")).toBeHidden();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("trip-kit-online.png"), fullPage: true });

    // Opened again online, as the service worker's: what it saves is this page, written now, and no note.
    await page.reload();
    await expect(page.getByLabel(first, { exact: true })).toBeChecked();
    await expect(page.getByText("Saved on this phone: it opens again with no connection.")).toBeVisible();
    await expect(page.locator("#kit-offline")).toBeHidden();
    const written = (await page.locator("#kit-updated").getAttribute("datetime"))!;

    // The network fails while the phone calls itself online, as on a weak signal or a hotel's Wi-Fi login page:
    // what Debian's Chromium does under setOffline, and what every browser here is made to say.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "onLine", { get: () => true }));
    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
    await expect(days).toHaveCount(trip.itinerary.length);
    await expect(days.last().getByRole("heading", { level: 3 })).toContainText(trip.itinerary.at(-1)!.title);
    await expect(page.getByLabel(first, { exact: true })).toBeChecked();
    await expect(page.getByLabel(second, { exact: true })).toBeChecked();
    if (third) await expect(page.getByLabel(third, { exact: true })).not.toBeChecked();
    const note = page.locator("#kit-offline");
    await expect(note).toBeVisible();
    await expect(note).toContainText(
      "Safarnama could not be reached. This is the copy of your trip kit saved on this phone",
    );
    await expect(note).toContainText(/brought up to date (just now|\d+ minutes? ago)/);
    // The saved copy, not a new one: the time it was written, as it was.
    await expect(page.locator("#kit-updated")).toHaveAttribute("datetime", written);
    await expect(page.getByText(`Brought up to date ${formatIndiaTime(written)}.`)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"DM Sans Variable"/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("trip-kit-offline.png"), fullPage: true });
    await context.setOffline(false);

    // Cancelled: online, the kit is gone, and so are its copy and its worker; offline, nothing opens.
    const confirmed = (await (
      await page.request.get(`${E2E_STAFF_ORIGIN}${staffApi.request(id)}`)
    ).json()) as RequestDetail;
    const cancelled = await page.request.post(`${E2E_STAFF_ORIGIN}${staffApi.status(id)}`, {
      headers: { Origin: E2E_STAFF_ORIGIN },
      data: { status: "cancelled", version: confirmed.version, cancelledBy: "traveller", note: "Plans changed" },
    });
    expect(cancelled.status()).toBe(200);
    expect((await page.reload())?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find this booking");
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          caches: (await caches.keys()).filter((name) => name.startsWith("trip-kit")),
          workers: (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
        })),
      )
      .toEqual({ caches: [], workers: [] });
    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  },
);
