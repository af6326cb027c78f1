// A trip lead's roster on their phone, end to end on the Worker: an owner makes them the lead of a
// departure; a traveller of it tells their details (one health answer yes); the lead, signed in as
// themself, sees only their departure, opens its roster, and keeps it on the phone under a PIN. A raw
// read of everything the browser stores finds no name, number or answer. With the network gone
// (navigator.onLine still true), the desk opens from the phone, a wrong PIN is counted, the right one
// opens the copy, and the lead ticks who arrived; back online, the ticks reach the desk and the
// opening reaches the access log.
import type { Page } from "@playwright/test";
import { STAFF_PATH } from "../content/routes.mjs";
import { E2E_STAFF_ORIGIN } from "../playwright.config";
import { staffApi, type AccessLogPage } from "../requests/staff";
import { rosterApi, type CheckInList } from "../requests/staff-roster";
import { SIGN_IN_AS_COOKIE } from "../scripts/local-access.mjs";
import { bookAsVisitor, confirmOnDesk } from "./support/bookings";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { storedRequest } from "./support/intake-state";
import { projectOf, SEAT_PLAN } from "./support/seat-plan";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { fillTravellerForm } from "./support/traveller-form";

const PIN = "246810";

/** Everything the page's origin keeps in the browser, as text: localStorage, IndexedDB and the Cache API. */
function storedInTheBrowser(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      parts.push(`${key}=${localStorage.getItem(key)}`);
    }
    for (const { name } of await indexedDB.databases()) {
      parts.push(`indexedDB ${name}`);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name!);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const reading = db.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () => resolve(reading.result);
        });
        parts.push(JSON.stringify(all));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        parts.push(`cache ${name} ${request.url}`);
        parts.push(await (await cache.match(request))!.text());
      }
    }
    return parts.join("\n");
  });
}

test(
  "a trip lead keeps the roster on the phone, reads it with no network after the PIN, and the ticks reach the desk once online",
  { tag: ON_PHONE },
  async ({ page, context, request, baseURL, integrity }, testInfo) => {
    test.setTimeout(180_000);
    // With the network gone, the desk's calls fail until the copy is opened and the network is back.
    integrity.allow(/^request failed: (GET|POST) .*\/api\/staff\/.* \(net::ERR_INTERNET_DISCONNECTED\)$/);
    integrity.allow(/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const project = projectOf(testInfo.project.name);
    // Both projects' leads lead this departure at once: each reads its own traveller and counts its own tick.
    const departure = SEAT_PLAN.leadRoster;
    const lead = `lead.${project}@safarnama.example`;
    const traveller = `Tara Lead-Roster ${project}`;

    // The owner (the desk's STAFF_OWNERS) makes them the departure's lead.
    const made = await request.post(`${E2E_STAFF_ORIGIN}${staffApi.staff}`, {
      headers: { Origin: E2E_STAFF_ORIGIN },
      data: {
        email: lead,
        roles: ["lead"],
        departures: [{ trip: departure.trip.slug, startDate: departure.startDate }],
      },
    });
    expect(made.status()).toBe(200);

    // A booking of 2 seats, confirmed; seat 1's traveller tells their details, one health answer yes.
    const id = await bookAsVisitor(request, baseURL!, departure, {
      visitor: project === "phone" ? 92 : 91,
      name: `Roster Booker ${project}`,
      seats: 2,
    });
    await confirmOnDesk(request, id);
    const { reference, token } = (await storedRequest(id))!.request as { reference: string; token: string };
    await page.goto(`/booking/${reference}/travellers/1?token=${token}`);
    await fillTravellerForm(page, {
      name: traveller,
      idType: "Passport",
      idNumber: "K7654321",
      healthYes: "Asthma; carries an inhaler",
    });
    await page.getByRole("button", { name: "Save the details" }).click();
    await expect(page.getByRole("region", { name: "Who is travelling" })).toContainText(traveller);

    // The lead, signed in as themself: only Departures, only theirs, and its roster.
    await context.addCookies([{ name: SIGN_IN_AS_COOKIE, value: encodeURIComponent(lead), url: E2E_STAFF_ORIGIN }]);
    const rosterPath = `${E2E_STAFF_ORIGIN}${STAFF_PATH}?roster=${departure.trip.slug}/${departure.startDate}`;
    await page.goto(`${E2E_STAFF_ORIGIN}${STAFF_PATH}`);
    const nav = page.getByRole("navigation", { name: "Desk" });
    await expect(nav.getByRole("link")).toHaveText(["Departures"]);
    await expect(page.getByRole("heading", { level: 1, name: "Departures" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(1);
    await page.goto(rosterPath);
    // The seat's own item, inside its booking's.
    const seat1 = page
      .getByRole("listitem")
      .filter({ hasText: `${traveller} arrived` })
      .last();
    await expect(seat1).toContainText("Asthma; carries an inhaler");
    await expect(seat1).toContainText("passport K7654321");
    await expect(seat1.getByRole("link", { name: "+919988776655" })).toHaveAttribute("href", "tel:+919988776655");
    const headcount = page.getByText(/^\d+ of \d+ arrived$/);
    await expect(headcount).toBeVisible();
    /** The headcount shown: how many have arrived, of how many seats. */
    const counted = async () => (await headcount.textContent())!.split(" of ").map((part) => parseInt(part, 10));

    // Kept on the phone under a PIN; nothing of it readable in what the browser stores.
    await page.getByLabel("PIN (6 digits or more)").fill(PIN);
    await page.getByLabel("The same PIN again").fill(PIN);
    await page.getByRole("button", { name: "Keep on this phone" }).click();
    await expect(page.getByText(/Kept on this phone, sealed under your PIN/)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    const stored = await storedInTheBrowser(page);
    expect(stored).toContain("safarnama-roster:");
    for (const secret of [traveller, "Tara", "K7654321", "98111", "22334", "99887", "Kiran", "inhaler", "Asthma"]) {
      expect(stored, `${secret} in the browser's storage`).not.toContain(secret);
    }

    // No network, though the phone says it is online: the desk opens from the phone, the copy with the PIN.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "onLine", { get: () => true }));
    await context.setOffline(true);
    await page.reload();
    const pin = page.getByLabel("PIN", { exact: true });
    await expect(pin).toBeVisible({ timeout: 20_000 });
    await pin.fill("111111");
    await page.getByRole("button", { name: "Open the roster" }).click();
    await expect(page.getByRole("alert")).toContainText("4 tries left before the copy deletes itself");
    await expect(pin).toBeFocused();
    await pin.fill(PIN);
    await page.getByRole("button", { name: "Open the roster" }).click();
    await expect(page.getByText("Offline copy.")).toBeVisible({ timeout: 20_000 });
    await expect(seat1).toContainText("passport K7654321");
    const [arrivedBefore, seats] = await counted();
    await seat1.getByRole("checkbox").check();
    await expect(headcount).toHaveText(`${arrivedBefore + 1} of ${seats} arrived`);
    await expect(page.getByText("Ticked on this phone: it reaches the desk once there is a connection.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("lead-roster-offline.png"), fullPage: true });

    // Back online: the tick and the offline opening reach the desk.
    await context.setOffline(false);
    await page.getByRole("button", { name: "Check the connection" }).click();
    await expect(page.getByText("The connection is back and this copy is current.")).toBeVisible();
    const checkIns = (await (
      await request.post(`${E2E_STAFF_ORIGIN}${rosterApi.checkIns(departure.trip.slug, departure.startDate)}`, {
        headers: { Origin: E2E_STAFF_ORIGIN },
        data: { changes: [] },
      })
    ).json()) as CheckInList;
    expect(checkIns.checkIns.filter((checkIn) => checkIn.requestId === id)).toEqual([
      expect.objectContaining({ seat: 1, arrived: true, by: lead }),
    ]);
    expect(checkIns.arrived).toBeGreaterThanOrEqual(1);
    const log = (await (await request.get(`${E2E_STAFF_ORIGIN}${staffApi.accessLog()}`)).json()) as AccessLogPage;
    const lines = log.lines.filter(
      (line) => line.staffEmail === lead && line.departure?.startDate === departure.startDate,
    );
    expect(lines.map((line) => [line.what, line.role])).toEqual([
      ["roster-offline", "lead"],
      ["roster", "lead"],
    ]);
  },
);
