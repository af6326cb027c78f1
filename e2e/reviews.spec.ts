// A review from a traveller who went, end to end, in English and in Hindi, on
// the desktop and on the phone: a booking is confirmed; the daily job, run as
// on the second day after its departure ends, emails the booker their review
// link; they write a review (after a refused try that keeps what they typed);
// the desk holds it back for a reason the policy names; they write it again;
// the desk publishes it; it is on the trip page, in its HTML and its JSON-LD,
// within a minute; they withdraw it and it leaves the page. Each new state of
// the review page is checked with axe.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays } from "../content/dates";
import { HTML_LANGS, type Locale } from "../content/locales.mjs";
import { MESSAGES } from "../content/messages";
import { fillMessage } from "../content/fill-message";
import { LOCAL_CRON_PATH, LOCAL_STATE_PATH, localePath, STAFF_PATH, tripPath } from "../content/routes.mjs";
import { HOLD_REASON_LABELS } from "../requests/reviews";
import { RETENTION_CRON } from "../requests/retention";
import { E2E_ORIGIN, E2E_STAFF_ORIGIN, E2E_STATE_DIR } from "../playwright.config";
import { ON_PHONE } from "../scripts/e2e-tags.mjs";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { bookAsVisitor, confirmOnDesk } from "./support/bookings";
import { reviewTerms, upcomingDepartures } from "./support/site";

/** What each run writes, in its language: Hindi runs write Hindi, so the review is marked lang="hi". */
const WRITTEN = {
  en: {
    offTopic: "Also: my cousin sells scooters in Pune, call him for a good price on a new one.",
    title: "Cold nights, kind people",
    body: "The camps were colder than the kit list said, but the lead checked on everyone twice a night and the food was hot.",
  },
  hi: {
    offTopic: "और हाँ, मेरे भाई की पुणे में स्कूटर की दुकान है, नया स्कूटर सस्ते में लेना हो तो उन्हें फ़ोन करें।",
    title: "ठंडी रातें, अच्छे लोग",
    body: "कैंप सूची में लिखे से ज़्यादा ठंडे थे, लेकिन ट्रिप लीड रात में दो बार सबका हाल पूछते थे और खाना गरम मिलता था।",
  },
} as const;

/** The rows of one read-only statement, read through the Worker (e2e/support/intake-state.ts does the same). */
async function rows<Row>(sql: string, ...params: unknown[]): Promise<Row[]> {
  const response = await fetch(`${E2E_ORIGIN}${LOCAL_STATE_PATH}/sql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sql, params }),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Row[];
}

/** The review links in the emails the Worker sent that name `name`: send_email's text files under its TMPDIR. */
function reviewLinksSentTo(name: string): string[] {
  const tmp = path.join(E2E_STATE_DIR, "tmp");
  const links: string[] = [];
  for (const run of readdirSync(tmp).filter((each) => each.startsWith("miniflare-"))) {
    const folder = path.join(tmp, run, "files", "email-text");
    let files: string[] = [];
    try {
      files = readdirSync(folder);
    } catch {
      continue; // nothing of this kind sent by this run yet
    }
    for (const file of files) {
      const text = readFileSync(path.join(folder, file), "utf8");
      if (text.includes(name)) links.push(...(text.match(/https?:\/\/\S+\/review\/\S+/g) ?? []));
    }
  }
  return links;
}

/**
 * When the outbox is run: after every departure here has ended and been asked about. Runs in parallel
 * each move their own departure past its end, and a later one asks an earlier one's booking too, with an
 * email due at its own time; run at this time, the outbox sends whichever run's it is.
 */
const OUTBOX_TIME = `${addDays(
  upcomingDepartures
    .map((departure) => departure.endDate)
    .sort()
    .at(-1)!,
  reviewTerms.askDaysAfterEnd + 1,
)}T03:00:00.000Z`;

/** Runs the daily job that asks for reviews, as on the morning (India) `days` after `endDate`, then the outbox. */
async function askForReviewsAfter(request: APIRequestContext, endDate: string, days: number) {
  const asked = new URLSearchParams({
    cron: RETENTION_CRON,
    time: `${addDays(endDate, days)}T03:00:00.000Z`,
    job: "review-invitations",
  });
  // The minute cron's outbox (the local address's own cron when none is named).
  const sent = new URLSearchParams({ time: OUTBOX_TIME, job: "outbox" });
  for (const query of [asked, sent]) {
    expect((await request.get(`${E2E_ORIGIN}${LOCAL_CRON_PATH}?${query}`)).status()).toBe(200);
  }
}

/** The review's Product JSON-LD in the HTML the Worker serves for `tripPage`, or null. */
async function productInServedHtml(request: APIRequestContext, tripPage: string) {
  const html = await (await request.get(`${E2E_ORIGIN}${tripPage}`)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  const products = scripts
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .filter((data) => data["@type"] === "Product");
  return { html, product: (products[0] ?? null) as null | Record<string, unknown>, count: products.length };
}

/** Fills the review form in `lang` with `title` and `body`, two stars, and ticks the policy's terms. */
async function writeReview(page: Page, lang: Locale, title: string, body: string) {
  const words = MESSAGES[lang].reviewPage;
  await page.getByRole("radio", { name: words.stars.fair }).check();
  await page.getByLabel(words.titleLabel, { exact: false }).first().fill(title);
  await page.getByLabel(words.bodyLabel, { exact: false }).first().fill(body);
  await page.getByRole("checkbox", { name: words.termsLabel }).check();
}

/** Opens the review on the desk (the staff origin signs in as an operations member). */
async function openOnDesk(page: Page, reviewId: string) {
  await page.goto(`${E2E_STAFF_ORIGIN}${STAFF_PATH}?review=${encodeURIComponent(reviewId)}`);
  await expect(page.getByRole("heading", { name: "Decide" })).toBeVisible();
}

/**
 * A departure with room for each run, clear of the two latest (e2e/live-seats.spec.ts sells those
 * out).
 */
const roomy = [...upcomingDepartures]
  .filter((departure) => departure.seatsLeft >= 1)
  .sort((a, b) => b.startDate.localeCompare(a.startDate))
  .slice(2);
expect(roomy.length, "a departure with a seat left, besides the two latest").toBeGreaterThan(0);

for (const [langIndex, lang] of (["en", "hi"] as const).entries()) {
  test(
    `a traveller who went reviews the trip in ${lang}: asked, written, held back with a reason, written again, published, on the trip page and in its JSON-LD, withdrawn`,
    { tag: ON_PHONE },
    async ({ page, request, integrity }, testInfo) => {
      test.setTimeout(240_000);
      const run = langIndex * 2 + (testInfo.project.name === "phone" ? 1 : 0);
      // Fewer departures than runs: runs share one, each with its own booking and review.
      const departure = roomy[run % roomy.length];
      const words = MESSAGES[lang].reviewPage;
      const written = WRITTEN[lang];
      const name = `Reviewer ${lang} ${testInfo.project.name} ${Date.now() % 100_000}`;
      const id = await bookAsVisitor(request, E2E_ORIGIN, departure, { visitor: 230 + run, name, lang });
      await confirmOnDesk(request, id);

      // Asked once the days the data says have passed (the engine tests hold the day itself, alone on their
      // Worker: here the other runs move their own departures past their end too), by one email with the link.
      await askForReviewsAfter(request, departure.endDate, reviewTerms.askDaysAfterEnd);
      const [link] = reviewLinksSentTo(name);
      expect(link, "the review-asked email's link").toBeTruthy();
      const reviewPage = new URL(link);

      // Written: a first try with no stars and a short title is refused (422), and keeps what was typed.
      integrity.allow(new RegExp(`422.*${reviewPage.pathname}`));
      await page.goto(`${reviewPage.pathname}${reviewPage.search}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (lang === "en") {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          fillMessage(words.heading, { trip: departure.trip.title }),
        );
      }
      await expectNoAxeViolations(page);
      await page.getByLabel(words.titleLabel, { exact: false }).first().fill("Ok");
      await page.getByLabel(words.bodyLabel, { exact: false }).first().fill(`${written.body} ${written.offTopic}`);
      await page.getByRole("button", { name: words.send }).click();
      await expect(page.getByText(words.ratingMissing).first()).toBeVisible();
      await expect(page.getByLabel(words.titleLabel, { exact: false }).first()).toHaveValue("Ok");
      await expect(page.getByLabel(words.bodyLabel, { exact: false }).first()).toHaveValue(
        `${written.body} ${written.offTopic}`,
      );
      await expectNoAxeViolations(page);
      await writeReview(page, lang, written.title, `${written.body} ${written.offTopic}`);
      await page.getByRole("button", { name: words.send }).click();
      await expect(page.getByRole("heading", { name: words.waitingHeading })).toBeVisible();
      await expectNoAxeViolations(page);
      const [review] = await rows<{ id: string; lang: string }>(
        `SELECT reviews.id, reviews.lang FROM reviews JOIN review_invitations ON review_invitations.id = reviews.invitation_id
       WHERE review_invitations.request_id = ?`,
        id,
      );
      expect(review.lang).toBe(lang);

      // Held back on the desk, for a reason the policy names; its author reads the reason on their page.
      const desk = await page.context().newPage();
      await openOnDesk(desk, review.id);
      await desk.getByLabel(HOLD_REASON_LABELS.unrelated).check();
      await desk.getByRole("button", { name: "Hold back" }).click();
      await expect(desk.getByText("Held back", { exact: false }).first()).toBeVisible();
      await page.reload();
      await expect(page.getByRole("heading", { name: words.heldHeading })).toBeVisible();
      await expect(page.getByText(words.holdReasons.unrelated, { exact: false })).toBeVisible();
      await expectNoAxeViolations(page);

      // Written again without what the reason names; then published on the desk.
      await expect(page.getByLabel(words.titleLabel, { exact: false }).first()).toHaveValue(written.title);
      await writeReview(page, lang, written.title, written.body);
      await page.getByRole("button", { name: words.sendAgain }).click();
      await expect(page.getByRole("heading", { name: words.waitingHeading })).toBeVisible();
      await openOnDesk(desk, review.id);
      await desk.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(desk.getByText("Published. It shows on the trip's pages within a minute.")).toBeVisible();

      // On the trip page within a minute: in the HTML as served (crawlers, no JavaScript) and in its JSON-LD.
      const tripPage = localePath(lang, tripPath(departure.trip.slug));
      await expect
        .poll(async () => (await productInServedHtml(request, tripPage)).html.includes(written.title), {
          timeout: 60_000,
        })
        .toBe(true);
      const served = await productInServedHtml(request, tripPage);
      expect(served.count).toBe(1);
      const rating = served.product!.aggregateRating as {
        ratingValue: number;
        reviewCount: number;
        bestRating: number;
      };
      expect(rating.reviewCount).toBeGreaterThanOrEqual(1);
      expect(rating.bestRating).toBe(5);
      const reviews = served.product!.review as { name: string; reviewRating: { ratingValue: number } }[];
      expect(reviews.find((each) => each.name === written.title)?.reviewRating.ratingValue).toBe(2);
      await visit(page, tripPage);
      const article = page.locator("article.review", { hasText: written.title });
      await expect(article).toBeVisible();
      await expect(article).toHaveAttribute("lang", HTML_LANGS[lang]);
      await expect(article).not.toContainText(written.offTopic);
      // Hydration keeps one Product, and the reviews the Worker wrote.
      const productsInPage = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll(
          (scripts) => scripts.filter((script) => /"@type":"Product"/.test(script.textContent ?? "")).length,
        );
      expect(productsInPage).toBe(1);
      await expectNoAxeViolations(page, "[data-review-list]");

      // Withdrawn by its author: it leaves the trip page, and its words are erased.
      await page.goto(`${reviewPage.pathname}${reviewPage.search}`);
      await expect(page.getByRole("heading", { name: words.publishedHeading })).toBeVisible();
      await page.getByRole("button", { name: words.withdrawButton }).click();
      await expect(page.getByRole("heading", { name: words.withdrawConfirmHeading })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: words.withdrawConfirm }).click();
      await expect(page.getByRole("heading", { name: words.withdrawnHeading })).toBeVisible();
      await expectNoAxeViolations(page);
      await expect
        .poll(async () => (await productInServedHtml(request, tripPage)).html.includes(written.title), {
          timeout: 60_000,
        })
        .toBe(false);
      expect(await rows("SELECT title, body, author_name FROM reviews WHERE id = ?", review.id)).toEqual([
        { title: "", body: "", author_name: "" },
      ]);
      await desk.close();
    },
  );
}
