// The staff desk's controls as a pointer and a keyboard meet them: every
// control of the list, a request, a manifest and the numbers, in every state it is drawn
// in, meets WCAG AA contrast. Desktop only: the states under a pointer are
// what it checks, and the phone project runs the desk's other tests.
import { isSoldOut } from "../content/departures";
import { API_PATHS } from "../content/routes.mjs";
import { contrastShortfalls } from "./support/contrast";
import { expect, test } from "./support/fixtures";
import { upcomingDepartures } from "./support/site";
import { desk, findRequest } from "./support/staff-desk";

test("every control of the desk meets WCAG AA contrast at rest, under the pointer, pressed and focused", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `Meera Contrast ${testInfo.project.name}`;
  const sent = await page.request.post(`${baseURL}${API_PATHS.messages}`, {
    headers: { "Idempotency-Key": `contrast-${testInfo.project.name}-${Date.now()}` },
    data: { firstName: name, lastName: "", email: "meera@example.com", subject: "general", message: "Hello" },
  });
  expect(sent.status()).toBe(201);
  const open = upcomingDepartures.filter((departure) => !isSoldOut(departure))[0];
  const views: [string, () => Promise<void>][] = [
    [
      "the list",
      async () => {
        await page.goto(desk);
        await expect(page.getByRole("link", { name: name })).toBeVisible();
      },
    ],
    ["a request", async () => findRequest(page, name)],
    [
      "a manifest",
      async () => {
        await page.goto(`${desk}?departure=${open.trip.slug}/${open.startDate}`);
        await expect(page.getByRole("link", { name: "Download the manifest (CSV)" })).toBeVisible();
      },
    ],
    [
      "the numbers",
      async () => {
        // The fill of departures: every upcoming departure is in it, so it has a table on a fresh Worker.
        await page.goto(`${desk}?view=numbers&figure=fill`);
        await expect(page.getByRole("button", { name: /^Download CSV/ })).toBeVisible();
      },
    ],
  ];
  const found: string[] = [];
  for (const [view, openView] of views) {
    await openView();
    const check = await contrastShortfalls(page, page.locator("body"));
    found.push(...check.shortfalls.map((line) => `${view}: ${line}`));
    console.log(`${view}: ${check.controls} controls under the pointer, ${check.focusStops} Tab stops`);
    // The check reached the controls: at least the header's two links and one of the view's own, each way.
    expect([view, check.controls >= 3, check.focusStops >= 3]).toEqual([view, true, true]);
  }
  expect(found).toEqual([]);
});
