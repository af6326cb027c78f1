// What search engines and link previews read, in the static HTML before any
// script runs: one h1, a unique title, the canonical URL and JSON-LD on every
// page; the share image, sitemap, robots.txt and web manifest they point at.
import sharp from "sharp";
import config from "../../gatsby-config";
import { SHARE_IMAGE } from "../../src/lib/site-assets";
import { expect, test } from "../support/fixtures";
import { departurePrice, departuresByDate } from "../../content/departures";
import { HTML_LANGS, LOCALES } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { jobPath, localePath, ROUTES, sitePageShellPath, STAFF_PATH, tripPath } from "../../content/routes.mjs";
import { completedTrips, jobs, ROUTE_CHECKS, trips, upcomingTrips } from "../support/site";

test.use({ javaScriptEnabled: false });

const siteUrl = String(config.siteMetadata?.siteUrl);
const canonicalOf = (path: string) => new URL(path, `${siteUrl}/`).href;

interface HeadFacts {
  h1s: number;
  title: string;
  description: string | null;
  canonical: string | null;
  lang: string;
  ogImage: string | null;
  jsonLd: string[];
}

function readHead(): HeadFacts {
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    h1s: document.querySelectorAll("h1").length,
    title: document.title,
    description: attribute('meta[name="description"]', "content"),
    canonical: attribute('link[rel="canonical"]', "href"),
    lang: document.documentElement.lang,
    ogImage: attribute('meta[property="og:image"]', "content"),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? "",
    ),
  };
}

test("every page has one h1, a unique title and description, its canonical URL and valid JSON-LD", async ({ page }) => {
  // Every route in turn (over thirty pages), like the crawl: more than the 30 s a single-page test gets.
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const typesByPath = new Map<string, string[]>();

  for (const route of ROUTE_CHECKS) {
    await page.goto(route.path);
    const head = await page.evaluate(readHead);

    expect(head.h1s, `${route.path}: h1 count`).toBe(1);
    expect(head.lang, `${route.path}: lang`).toBe("en-IN");
    expect(head.canonical, `${route.path}: canonical`).toBe(canonicalOf(route.path));
    expect(head.ogImage, `${route.path}: og:image`).toBe(canonicalOf(SHARE_IMAGE.path));
    expect(titles.get(head.title), `${route.path}: title "${head.title}" is already used`).toBeUndefined();
    titles.set(head.title, route.path);
    expect(head.description, `${route.path}: description`).toBeTruthy();
    expect(descriptions.get(head.description!), `${route.path}: description is already used`).toBeUndefined();
    descriptions.set(head.description!, route.path);

    expect(head.jsonLd.length, `${route.path}: JSON-LD blocks`).toBeGreaterThan(0);
    const types = head.jsonLd.map((text) => {
      const data = JSON.parse(text) as Record<string, unknown>;
      expect(data["@context"], `${route.path}: @context`).toBe("https://schema.org");
      expect(typeof data["@type"], `${route.path}: @type`).toBe("string");
      return String(data["@type"]);
    });
    typesByPath.set(route.path, types);
  }

  // What each kind of page describes.
  expect(typesByPath.get("/")).toEqual(expect.arrayContaining(["TravelAgency", "TouristTrip"]));
  expect(typesByPath.get("/")).not.toContain("BreadcrumbList");
  expect(typesByPath.get("/trips/")).toEqual(expect.arrayContaining(["TouristTrip", "BreadcrumbList"]));
  expect(typesByPath.get("/contact-us/")).toEqual(expect.arrayContaining(["FAQPage", "BreadcrumbList"]));
  for (const trip of trips) expect(typesByPath.get(tripPath(trip.slug))).toContain("TouristTrip");
  // The build knows no reviews: no page states a rating (the Worker writes a trip's Product with its reviews).
  for (const [path, types] of typesByPath) expect(types, `${path}: no rating as built`).not.toContain("Product");
  for (const job of jobs) expect(typesByPath.get(jobPath(job.slug))).toContain("JobPosting");
  for (const [path, types] of typesByPath) {
    if (path !== "/") expect(types, `${path}: breadcrumbs`).toContain("BreadcrumbList");
  }
});

test("a trip page's TouristTrip carries its itinerary and an offer per departure; a job page's JobPosting what Google requires", async ({
  page,
}) => {
  // The parts of each block this test reads, as the page serves them.
  interface TouristTripData {
    url: string;
    itinerary: { itemListElement: { name: string }[] };
    offers?: { validThrough: string; price: number; priceCurrency: string }[];
  }
  interface JobPostingData {
    hiringOrganization: { name: string };
    jobLocation: { address: { addressLocality: string } };
  }
  const jsonLdOf = async <Data>(path: string, type: string): Promise<Data> => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const found = blocks.map((text) => JSON.parse(text) as { "@type": string }).find((data) => data["@type"] === type);
    if (!found) throw new Error(`${path} has no ${type} JSON-LD`);
    return found as Data;
  };
  const trip = upcomingTrips[0];
  const tripData = await jsonLdOf<TouristTripData>(tripPath(trip.slug), "TouristTrip");
  expect(tripData.url).toBe(canonicalOf(tripPath(trip.slug)));
  expect(tripData.itinerary.itemListElement.map((item) => item.name)).toEqual(
    trip.itinerary.map((day) => `Day ${day.day}: ${day.title}`),
  );
  expect(tripData.offers?.map((offer) => offer.validThrough)).toEqual(
    trip.departures.map((departure) => departure.startDate).sort(),
  );
  expect(tripData.offers?.map((offer) => [offer.price, offer.priceCurrency])).toEqual(
    departuresByDate(trip.departures).map((departure) => [departurePrice(trip, departure), "INR"]),
  );
  expect((await jsonLdOf<TouristTripData>(tripPath(completedTrips[0].slug), "TouristTrip")).offers).toBeUndefined();

  const job = jobs[0];
  const jobData = await jsonLdOf<JobPostingData>(jobPath(job.slug), "JobPosting");
  expect(jobData).toMatchObject({
    title: job.title,
    datePosted: expect.any(String),
    validThrough: expect.any(String),
    employmentType: expect.any(String),
  });
  expect(jobData.hiringOrganization.name).toBe("Safarnama");
  expect(jobData.jobLocation.address.addressLocality).toBe("Gurugram");
});

test("the 404 page asks not to be indexed and names no canonical URL", async ({ page }) => {
  await page.goto("/404.html");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("the content editor asks not to be indexed, names no canonical URL, and is left out of the sitemap (checked below)", async ({
  page,
}) => {
  await page.goto(ROUTES.admin);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("the staff desk asks not to be indexed and names no canonical URL (the sitemap check below leaves it out)", async ({
  page,
  integrity,
}) => {
  integrity.allow(/(HTTP 403: GET|Failed to load resource: .* 403) .*\/api\/staff\//);
  await page.goto(STAFF_PATH);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

for (const lang of LOCALES) {
  test(`the ${lang} shell of the Worker's pages is built in its language, asks not to be indexed in its head and its headers, names no canonical URL, runs no script (the sitemap check below leaves it out)`, async ({
    page,
  }) => {
    const response = (await page.goto(sitePageShellPath(lang)))!;
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANGS[lang]);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator("script")).toHaveCount(0);
    // Opened by itself it says only where a traveller finds their page; no language switch leads elsewhere.
    await expect(page.getByRole("main")).toContainText(MESSAGES[lang].bookingPage.shellText);
    await expect(page.locator("a[hreflang]")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

test("the share image is served at the size the tags announce", async ({ request }) => {
  const response = await request.get(SHARE_IMAGE.path);
  expect(response.status()).toBe(200);
  const { width, height } = await sharp(await response.body()).metadata();
  expect({ width, height }).toEqual({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
});

test("robots.txt points at the sitemap, which lists every page in every language on the site URL, each with its twins, and not the 404", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);

  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemapUrls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(sitemapUrls.length).toBeGreaterThan(0);
  const listed: string[] = [];
  const alternates = new Map<string, string[]>();
  for (const sitemapPath of sitemapUrls) {
    const sitemap = await (await request.get(sitemapPath)).text();
    for (const [, entry] of sitemap.matchAll(/<url>(.*?)<\/url>/gs)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1];
      listed.push(loc);
      alternates.set(
        loc,
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`),
      );
    }
  }
  const everyPage = LOCALES.flatMap((lang) => ROUTE_CHECKS.map((route) => canonicalOf(localePath(lang, route.path))));
  expect(listed.sort()).toEqual(everyPage.sort());
  for (const route of ROUTE_CHECKS) {
    const twins = [
      ...LOCALES.map((lang) => `${HTML_LANGS[lang]} ${canonicalOf(localePath(lang, route.path))}`),
      `x-default ${canonicalOf(route.path)}`,
    ];
    for (const lang of LOCALES) expect(alternates.get(canonicalOf(localePath(lang, route.path)))).toEqual(twins);
  }
});

test("the web manifest names the site, its colours and icons that exist", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: "Safarnama", start_url: "/", display: "standalone", lang: "en-IN" });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});
