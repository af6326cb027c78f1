// The desk's side of travellers' details, on the Worker, signed in by the
// local stand-in for Cloudflare Access: a departure's readiness before anyone
// has told their details, and the permit list, which opens only after a
// confirmation and writes a line to the access log for each view and each
// download, listed in the desk's access log. axe checks every new state.
// (Travellers themselves are saved by the booking page's forms, which the
// engine tests stand in for: __tests__/worker/desk/travellers.engine.test.ts.)
import { readFileSync } from "node:fs";
import { formatDateRange, formatLongDate } from "../content/format";
import { E2E_STAFF_EMAIL } from "../playwright.config";
import { bookAsVisitor, confirmOnDesk } from "./support/bookings";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { permitListReads } from "./support/intake-state";
import { SEAT_PLAN } from "./support/seat-plan";
import { desk } from "./support/staff-desk";

test("a departure shows who is ready, and its permit list opens only when asked, logged for each view and download", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // A departure whose permit list no other spec reads; not a challenging trip's (e2e/travellers.spec.ts books
  // those, and its travellers tell their IDs).
  const departure = SEAT_PLAN.permitList;
  const { slug } = departure.trip;
  const name = `Kiran Ready ${testInfo.project.name}`;
  const visitor = 61;

  const id = await bookAsVisitor(page.request, baseURL!, departure, { visitor, name });
  // Confirmed, so the booking is on the permit list.
  await confirmOnDesk(page.request, id);

  await page.goto(`${desk}?departure=${slug}/${departure.startDate}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${departure.trip.title}, ${formatDateRange(departure.startDate, departure.endDate)}`,
  );
  const readiness = page.getByRole("region", { name: "Ready for the mountains" });
  await expect(readiness.getByText(/^\d+ of \d+ travellers? ready · \d+ missing details/)).toBeVisible();
  const seats = readiness.getByRole("list", { name: `Seats of ${name}'s booking` });
  await expect(seats.getByRole("listitem")).toHaveText([/^Seat 1: not told yet Missing: details/]);
  await readiness.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("readiness.png"), fullPage: true });
  await expectNoAxeViolations(page);

  const readsBefore = (await permitListReads(slug, departure.startDate)).length;
  const permits = page.getByRole("region", { name: "Permit list", exact: true });
  await permits.getByRole("button", { name: "Open the permit list…" }).click();
  const confirm = permits.getByRole("group", { name: "Open the permit list?" });
  await expect(confirm).toContainText("written to the access log");
  await expect(permits.getByRole("heading", { name: "Open the permit list?" })).toBeFocused();
  // Asking is not reading: nothing is logged until staff choose to show or download.
  expect(await permitListReads(slug, departure.startDate)).toHaveLength(readsBefore);
  await expectNoAxeViolations(page);

  await confirm.getByRole("button", { name: "Show the permit list" }).click();
  const shown = permits.getByRole("heading", { name: /travellers? with their ID/ });
  await expect(shown).toBeFocused();
  // Nobody on this departure has told their ID yet; this booking's seat is one of those not told.
  await expect(shown).toHaveText(/^0 travellers with their ID · [1-9]\d* not told yet$/);
  await page.screenshot({ path: testInfo.outputPath("permit-list.png"), fullPage: true });
  await expectNoAxeViolations(page);
  expect(await permitListReads(slug, departure.startDate)).toEqual([
    ...Array.from({ length: readsBefore }, () => expect.anything()),
    { staff_email: E2E_STAFF_EMAIL, what: "permit-list" },
  ]);

  await permits.getByRole("button", { name: "Hide the permit list" }).click();
  await expect(permits.getByRole("button", { name: "Open the permit list…" })).toBeFocused();
  await permits.getByRole("button", { name: "Open the permit list…" }).click();
  const download = page.waitForEvent("download");
  await permits.getByRole("button", { name: "Download the permit list (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`permit-list-${slug}-${departure.startDate}.csv`);
  expect(readFileSync((await file.path())!, "utf8")).toBe("\uFEFFName,ID type,ID number,Booking reference,Seat\r\n");
  expect(await permitListReads(slug, departure.startDate)).toHaveLength(readsBefore + 2);

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Access log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Access log" })).toBeFocused();
  const log = page.getByRole("region", { name: "Access log table" });
  const lines = log
    .getByRole("row")
    .filter({ hasText: `${departure.trip.title}, ${formatLongDate(departure.startDate)}` });
  // Who, under which role and why (the desk's owner by STAFF_OWNERS, preparing the trip), then what.
  await expect(lines.first()).toContainText(
    `${E2E_STAFF_EMAIL}ownerpreparing the tripPermit list (ID numbers)Every confirmed traveller`,
  );
  await expect(lines).toHaveCount(readsBefore + 2);
  await page.screenshot({ path: testInfo.outputPath("access-log.png"), fullPage: true });
  await expectNoAxeViolations(page);
});
