// The owner's Numbers on the desk, on the Worker: a booking made through the API, confirmed and paid on the
// desk, is counted live in the money, the fill of its departure, when people book and where bookings come
// from; each table downloads as CSV; axe finds nothing; on a phone nothing widens the page.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { formatLongDate } from "../content/format";
import { todayInIndia } from "../content/india-time";
import { financialYearOf } from "../content/tax-documents";
import { E2E_STAFF_ORIGIN } from "../playwright.config";
import { staffApi } from "../requests/staff";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { bookAsVisitor, confirmOnDesk, deskDetail } from "./support/bookings";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { projectOf, SEAT_PLAN } from "./support/seat-plan";
import { desk } from "./support/staff-desk";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The page is no wider than the window: charts and tables scroll inside themselves. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Downloads the table captioned `caption` as CSV: its file name and its lines. */
async function downloadCsv(page: Page, caption: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download CSV of ${caption}` }).click();
  const file = await download;
  const text = readFileSync((await file.path())!, "utf8");
  // A byte-order mark first, so a spreadsheet reads the file as UTF-8 (content/csv.ts).
  expect(text.startsWith("\uFEFF")).toBe(true);
  return { name: file.suggestedFilename(), lines: text.slice(1).split("\r\n") };
}

test(
  "the owner sees a booking confirmed and paid a moment ago in the numbers, downloads each table, and nothing overflows a phone",
  { tag: ON_PHONE },
  async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const project = projectOf(testInfo.project.name);
    const departure = SEAT_PLAN.numbers[project];
    const year = financialYearOf(new Date()).label;
    const today = todayInIndia(new Date());
    const thisMonth = `${MONTHS[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`;

    // A booking through the site's API, confirmed on the desk and ₹1,000 of it paid in cash.
    const id = await bookAsVisitor(request, baseURL!, departure, {
      visitor: project === "phone" ? 96 : 95,
      name: `Numbers Booker ${project}`,
    });
    await confirmOnDesk(request, id);
    const paid = await request.post(`${E2E_STAFF_ORIGIN}${staffApi.payments(id)}`, {
      headers: { Origin: E2E_STAFF_ORIGIN },
      data: { rupees: 1000, method: "cash", version: (await deskDetail(request, id)).version },
    });
    expect(paid.status()).toBe(200);

    // Money by month: this month has at least the ₹1,000 received.
    await page.goto(desk);
    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Numbers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Numbers" })).toBeVisible();
    const moneyCaption = `Money by month the money moved, ${year}`;
    const money = page.getByRole("table", { name: moneyCaption });
    const monthRow = money.getByRole("row", { name: new RegExp(`^${thisMonth} `) });
    const received = Number((await monthRow.getByRole("cell").first().textContent())!.replace(/[₹,]/g, ""));
    expect(received).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole("img", { name: new RegExp(`^${moneyCaption}`) })).toBeVisible();
    await expect(page.getByText(new RegExp(`^₹[\\d,]+ received so far in ${year}`))).toBeVisible();
    const moneyCsv = await downloadCsv(page, moneyCaption);
    expect(moneyCsv.name).toBe(`money-by-month-${year}.csv`);
    expect(moneyCsv.lines[0]).toMatch(/^Month,Received,Refunded,Kept as credit,Received in \d{4}-\d{2}$/);
    expect(moneyCsv.lines.find((line) => line.startsWith(`${thisMonth},`))).toMatch(/^[^,]+,\d+\.\d{2},/);
    await expectNoAxeViolations(page);
    if (project === "phone") await expectNoSidewaysScroll(page);

    // The fill of the booking's departure: at least its seat sold, its band in words.
    await page.getByRole("navigation", { name: "Figures" }).getByRole("link", { name: "Fill of departures" }).click();
    const fill = page.getByRole("table", { name: /^Fill of every upcoming departure/ });
    const row = fill.getByRole("row", {
      name: new RegExp(`^${departure.trip.title}, ${formatLongDate(departure.startDate)} `),
    });
    expect(Number(await row.getByRole("cell").nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await expect(row.getByRole("cell").nth(5)).toHaveText(/^(Low|Normal|Nearly full|Full)$/);
    const fillCsv = await downloadCsv(page, (await fill.locator("caption").textContent())!);
    expect(fillCsv.lines[0]).toBe("Departure,Capacity,Sold,Held,Free,Taken,Band,Flag");
    await expectNoAxeViolations(page);
    if (project === "phone") await expectNoSidewaysScroll(page);

    // When people book: the booking's trip, in the year its departure starts, counts it.
    await page.getByRole("navigation", { name: "Figures" }).getByRole("link", { name: "When people book" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^When people book/ })).toBeVisible();
    const departureYear = financialYearOf(new Date(`${departure.startDate}T12:00:00+05:30`)).label;
    await page.goto(`${desk}?view=numbers&figure=lead-time&year=${departureYear}&trip=${departure.trip.slug}`);
    await expect(page.getByRole("combobox", { name: "Trip" })).toHaveValue(departure.trip.slug);
    const leadTimeCaption = `Days from booking to departure, ${departure.trip.title}, departures in ${departureYear}`;
    await expect(page.getByRole("table", { name: leadTimeCaption })).toBeVisible();
    await expect(
      page.getByText(`for ${departure.trip.title} on departures in ${departureYear} were made`, { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Where bookings come from: the year's confirmed bookings, this one among them.
    await page
      .getByRole("navigation", { name: "Figures" })
      .getByRole("link", { name: "Where bookings come from" })
      .click();
    const sources = page.getByRole("table", { name: `Confirmed bookings by source, medium and campaign, ${year}` });
    await expect(sources.getByRole("row")).not.toHaveCount(1);
    const sourcesCsv = await downloadCsv(page, `Confirmed bookings by source, medium and campaign, ${year}`);
    expect(sourcesCsv.name).toBe(`booking-sources-${year}.csv`);
    expect(sourcesCsv.lines[0]).toBe("Source,Medium,Campaign,Bookings,Seats,Received");
    await expectNoAxeViolations(page);
    if (project === "phone") await expectNoSidewaysScroll(page);
  },
);
