// The content editor (Decap CMS at /admin/) driven as an editor would, against
// decap-server on a throwaway copy of data/: what it saves is exactly what was
// changed, line for line in every kind of file, the build's content check
// accepts it, and what the build would refuse is refused in the form, next to
// the field, with nothing saved.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { checkContent } from "../content/check-content";
import { contentFromDisk } from "../gatsby/content-from-disk";
import type { Trip } from "../content/file-schemas";
import { tripDays } from "../content/dates";
import { ROUTES, tripPath } from "../content/routes.mjs";
import { startDecapServerOnCopy, type ContentCopy } from "./support/decap-server";
import { changedLines } from "./support/line-diff";
import { expect, test } from "./support/fixtures";
import { TODAY, trips } from "./support/site";

// One decap-server, on one port, for the whole file. Decap (megabytes of script) signs in and opens
// an entry slowly on a busy 2-core machine: 20 s each in one CI run, so a test gets two minutes.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SLUG = "spiti-winter-expedition";
let content: ContentCopy;
const tripFile = () => path.join(content.dataDir, "trips", `${SLUG}.json`);
/** The trip in English, as the file holds it under "en" beside its translations. */
const readTrip = async () => (JSON.parse(await readFile(tripFile(), "utf8")) as { en: Trip }).en;

test.beforeAll(async () => {
  content = await startDecapServerOnCopy();
});

/**
 * Decap opens an entry of a translated collection with its translation beside
 * it; the tests that look at the site's preview ask for that instead, as an
 * editor does with the editor's "Toggle i18n" button (Decap remembers the choice).
 */
const showPreviewNotTranslation = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem("cms.i18n-visible", "false"));
test.afterAll(async () => {
  await content?.stop();
});

/** Signs in and opens the trip from the Trips list, as an editor does. */
async function openTrip(page: Page) {
  await page.goto(ROUTES.admin);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText(trips.find((trip) => trip.slug === SLUG)!.title, { exact: true }).click();
  // Decap reads the entry through decap-server, which takes a while on a busy machine.
  await expect(page.getByLabel("Price").first()).toHaveValue(/\d/, { timeout: 20_000 });
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The messages Decap lists next to a field's label. */
const errorsOf = (page: Page, label: string) =>
  page.locator(`xpath=//label[normalize-space()="${label}"]/following-sibling::ul/li`).first();

/** A date `days` after `date`, YYYY-MM-DD. */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

test("a visitor's pages never fetch the editor's code, which /admin/ loads on its own", async ({ page }) => {
  /** Every script fetched, with its size as served (0 while it is read, or if its page was left first). */
  const scripts = new Map<string, number>();
  const reading: Promise<unknown>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(response.url(), 0);
    // A body is gone once its page is navigated away from; only /admin/'s sizes are asserted, the last page opened.
    reading.push(
      response.body().then(
        (body) => scripts.set(response.url(), body.length),
        () => undefined,
      ),
    );
  });
  for (const url of [ROUTES.home, ROUTES.trips, tripPath(trips[0].slug), ROUTES.careers, ROUTES.contact]) {
    await page.goto(url, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 4000);
  }
  const visitors = new Set(scripts.keys());

  await page.goto(ROUTES.admin, { waitUntil: "networkidle" });
  // Decap (megabytes of script) starts slowly on a busy 2-core machine.
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible({ timeout: 20_000 });
  await Promise.all(reading);
  const editorOnly = [...scripts.keys()].filter((url) => !visitors.has(url));
  const name = (url: string) => new URL(url).pathname;
  // The editor's own chunk, and Decap CMS itself (megabytes), came only with /admin/.
  expect(editorOnly.map(name)).toContainEqual(expect.stringMatching(/^\/content-editor-[0-9a-f]+\.js$/));
  expect(Math.max(...editorOnly.map((url) => scripts.get(url) ?? 0))).toBeGreaterThan(1_000_000);
  expect([...visitors].map(name).filter((path) => path.startsWith("/content-editor-"))).toEqual([]);
});

test("an editor changes a trip's price and a departure's seats, adds a departure, and saves: the file holds exactly that, and the build accepts it", async ({
  page,
}) => {
  const before = await readTrip();
  const days = tripDays(before.departures[0].startDate, before.departures[0].endDate);
  const lastStart = before.departures
    .map((departure) => departure.startDate)
    .sort()
    .at(-1)!;
  const added = { startDate: addDays(lastStart, 35), endDate: addDays(lastStart, 35 + days - 1), seats: 12 };

  await showPreviewNotTranslation(page);
  await openTrip(page);
  await page
    .getByLabel("Price", { exact: true })
    .first()
    .fill(String(before.price + 1000));
  await page.getByLabel("Seats", { exact: true }).first().fill("16");
  await page.getByRole("button", { name: "Add departure" }).click();
  await page.getByLabel("Start date").last().fill(added.startDate);
  await page.getByLabel("End date").last().fill(added.endDate);
  await page.getByLabel("Seats", { exact: true }).last().fill(String(added.seats));

  // The preview is the site's own card and page, showing the new price.
  const preview = page.frameLocator("iframe").first();
  const newPrice = `₹${(before.price + 1000).toLocaleString("en-IN")}`;
  await expect(preview.getByText(newPrice).first()).toBeVisible();

  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  await expect.poll(async () => (await readTrip()).price).toBe(before.price + 1000);

  expect(await readTrip()).toEqual({
    ...before,
    price: before.price + 1000,
    departures: [{ ...before.departures[0], seats: 16 }, ...before.departures.slice(1), added],
  });
  const report = checkContent(contentFromDisk(content.dataDir), { today: TODAY, strictDates: false });
  expect(report.errors).toEqual([]);
});

test("what the build would refuse is refused in the form, next to its field, and nothing is saved: a renamed file, a negative price, a missing title, a departure ending before it starts", async ({
  page,
  integrity,
}) => {
  // Decap rejects the save with no reason once it has shown its message.
  integrity.allow(/^uncaught : undefined$/);
  const saved = await readFile(tripFile(), "utf8");
  const [first] = (JSON.parse(saved) as { en: Trip }).en.departures;

  await showPreviewNotTranslation(page);
  await openTrip(page);
  await page.getByLabel("Slug").fill("spiti-in-winter");
  // The preview's card now links to a page that does not exist: pointing at the link fetches
  // nothing (the integrity check fails on any 404), and clicking it leaves the editor where it is.
  const cardLink = page.frameLocator("iframe").first().getByRole("article").getByRole("link").first();
  const entryUrl = page.url();
  await cardLink.hover();
  await cardLink.click();
  await expect(page).toHaveURL(entryUrl);
  await expect(page.getByLabel("Slug")).toHaveValue("spiti-in-winter");
  await page.getByLabel("Price", { exact: true }).first().fill("-500");
  await page.getByLabel("Title").first().fill("");
  await page.getByLabel("End date").first().fill(addDays(first.startDate, -3));
  await publish(page);

  await expect(page.getByText("Oops, you've missed a required field.").first()).toBeVisible();
  await expect(errorsOf(page, "Slug")).toHaveText(
    `slug must stay "${SLUG}", the name of its file data/trips/${SLUG}.json; ` +
      "to rename it, make a new entry with the new slug and delete this one",
  );
  await expect(errorsOf(page, "Price")).toHaveText("Price must be at least 1.");
  await expect(errorsOf(page, "Title")).toHaveText("Title is required.");
  await expect(errorsOf(page, "Departures")).toHaveText("departures[1].endDate must be on or after startDate");
  // What was typed stays in the form to be corrected.
  await expect(page.getByLabel("Price", { exact: true }).first()).toHaveValue("-500");
  expect(await readFile(tripFile(), "utf8")).toBe(saved);
});

test("an editor translates a trip's summary into Hindi beside the English: the file's Hindi holds it, the English is untouched, and the build accepts it", async ({
  page,
}) => {
  const file = async () => JSON.parse(await readFile(tripFile(), "utf8")) as { en: Trip; hi: Partial<Trip> };
  const before = await file();
  const summary = "सर्दियों की स्पीति घाटी में आठ दिन: काज़ा, की मठ और कॉमिक का होमस्टे।";

  await openTrip(page);
  // The translation opens beside the English, in its own pane.
  await expect(page.getByText("Writing in HI")).toBeVisible();
  const summaries = page.getByLabel("Summary", { exact: true });
  await expect(summaries).toHaveCount(2);
  await expect(summaries.last()).toHaveValue(before.hi.summary!);
  await summaries.last().fill(summary);
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();

  await expect.poll(async () => (await file()).hi.summary).toBe(summary);
  const after = await file();
  expect(after.en).toEqual(before.en);
  expect(after.hi).toEqual({ ...before.hi, summary });
  const report = checkContent(contentFromDisk(content.dataDir), { today: TODAY, strictDates: false });
  expect(report.errors).toEqual([]);
  expect(report.warnings.filter((warning) => warning.includes(SLUG))).toEqual([]);
});

/** One field of a file as the editor's form labels it and the file names it, with the text it is changed to. */
interface FieldEdit {
  label: string;
  field: string;
  to: string;
}

/** The line of `text` that holds `field` with `value`, and that line with `changed` instead: one line of a diff. */
function lineChange(text: string, field: string, value: string, changed: string): string[] {
  const written = `"${field}": ${JSON.stringify(value)}`;
  const lines = text.split("\n").filter((line) => line.includes(written));
  expect(lines, `one line of the file holds ${written}`).toHaveLength(1);
  return [`-${lines[0]}`, `+${lines[0].replace(written, `"${field}": ${JSON.stringify(changed)}`)}`];
}

for (const { kind, file, collection, entry, english, hindi } of [
  {
    kind: "a trip",
    file: "trips/hampi-heritage-trail.json",
    collection: "Trips",
    entry: "Hampi Heritage Trail",
    english: { label: "Location", field: "location", to: "Hampi, Vijayanagara district, Karnataka" },
    hindi: { label: "Pickup", field: "pickup", to: "होसपेट जंक्शन रेलवे स्टेशन, पहले दिन सुबह 10 बजे" },
  },
  {
    kind: "a job",
    file: "jobs/travel-consultant.json",
    collection: "Jobs",
    entry: "Travel Consultant",
    english: { label: "Title", field: "title", to: "Senior Travel Consultant" },
    hindi: { label: "Location", field: "location", to: "गुरुग्राम, हरियाणा (हाइब्रिड)" },
  },
  {
    kind: "the company file, in the site's files",
    file: "company.json",
    collection: "Site text",
    entry: "Company",
    english: { label: "Tagline", field: "tagline", to: "Small-group trips across India, planned with care" },
    hindi: { label: "Response promise", field: "responsePromise", to: "हम हर संदेश का जवाब एक दिन के भीतर देते हैं।" },
  },
] satisfies { kind: string; file: string; collection: string; entry: string; english: FieldEdit; hindi: FieldEdit }[]) {
  test(`an editor changes one English and one Hindi field of ${kind} and saves: the file changes in exactly those two lines`, async ({
    page,
  }) => {
    const filePath = () => path.join(content.dataDir, file);
    const before = await readFile(filePath(), "utf8");
    const { en, hi } = JSON.parse(before) as Record<"en" | "hi", Record<string, string>>;

    await page.goto(ROUTES.admin);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: collection, exact: true }).click();
    await page.getByText(entry, { exact: true }).click();
    // The English on the left, the translation beside it: each translated field twice, the English first.
    const englishField = page.getByLabel(english.label, { exact: true }).first();
    const hindiField = page.getByLabel(hindi.label, { exact: true }).last();
    // Decap reads the entry through decap-server, which takes a while on a busy machine.
    await expect(englishField).toHaveValue(en[english.field], { timeout: 20_000 });
    await expect(page.getByText("Writing in HI")).toBeVisible();
    await expect(hindiField).toHaveValue(hi[hindi.field]);
    await englishField.fill(english.to);
    await hindiField.fill(hindi.to);
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible();

    await expect.poll(async () => readFile(filePath(), "utf8")).not.toBe(before);
    expect(changedLines(before, await readFile(filePath(), "utf8"))).toEqual([
      ...lineChange(before, english.field, en[english.field], english.to),
      ...lineChange(before, hindi.field, hi[hindi.field], hindi.to),
    ]);
    const report = checkContent(contentFromDisk(content.dataDir), { today: TODAY, strictDates: false });
    expect(report.errors).toEqual([]);
  });
}
