import { existsSync, readFileSync } from "node:fs";
import { MESSAGES } from "../../content/messages";
import path from "node:path";
import { FOOTER_COMPANY_LINKS, FOOTER_SUPPORT_LINKS, MAIN_NAV } from "../../src/lib/navigation";
import {
  departureCalendarPath,
  departuresPath,
  FINDER_INDEX_PATH,
  jobPath,
  localePath,
  pathInLocale,
  policyPath,
  ROUTES,
  TERMS_POLICY,
  tripListPath,
  tripPath,
} from "../../content/routes.mjs";
import { LOCALES } from "../../content/locales.mjs";

const root = path.resolve(__dirname, "../..");
const policyIds: string[] = JSON.parse(readFileSync(path.join(root, "data/policies.json"), "utf8")).en.policies.map(
  (policy: { id: string }) => policy.id,
);

/** Whether the site builds a page for an internal link (a file in src/pages, a policy entry, or the trip list gatsby/pages.ts makes). */
function pageExists(link: string): boolean {
  const { pathname } = new URL(link, "http://localhost");
  const name = pathname.replace(/^\/|\/$/g, "") || "index";
  return (
    existsSync(path.join(root, "src/pages", `${name}.tsx`)) || policyIds.includes(name) || pathname === tripListPath(1)
  );
}

describe("internal links", () => {
  it.each([
    ...Object.values(ROUTES),
    ...[...MAIN_NAV, ...FOOTER_COMPANY_LINKS, ...FOOTER_SUPPORT_LINKS].map((l) => l.to),
  ])("%s leads to a page the site builds", (link) => {
    expect(pageExists(link)).toBe(true);
  });

  it("has the four top links the client asked for", () => {
    expect(MAIN_NAV.map((link) => MESSAGES.en.layout.nav[link.label])).toEqual([
      "Home",
      "Trips",
      "About Us",
      "Contact",
    ]);
  });
});

describe("the URLs built from data/", () => {
  it("puts each trip, its departures' calendars and the trip list's pages under /trips/", () => {
    expect(tripPath("spiti-winter-expedition")).toBe("/trips/spiti-winter-expedition/");
    expect(departureCalendarPath("spiti-winter-expedition", "2027-01-16")).toBe(
      "/trips/spiti-winter-expedition/2027-01-16.ics",
    );
    expect([tripListPath(1), tripListPath(2)]).toEqual(["/trips/", "/trips/page/2/"]);
    expect(FINDER_INDEX_PATH).toBe("/trips/finder.json");
  });

  it("puts each job under the Careers page, each policy at its id, and the departures by month", () => {
    expect(jobPath("tour-planner")).toBe("/careers/tour-planner/");
    expect(policyPath("help-center")).toBe("/help-center/");
    expect(policyPath(TERMS_POLICY)).toBe(ROUTES.terms);
    expect([departuresPath(), departuresPath("2027-01")]).toEqual(["/departures/", "/departures/2027-01/"]);
  });
});

describe("each page in every language", () => {
  it("keeps the English page at its address and puts its Hindi twin under /hi/", () => {
    expect(localePath("en", tripPath("spiti-winter-expedition"))).toBe("/trips/spiti-winter-expedition/");
    expect(localePath("hi", tripPath("spiti-winter-expedition"))).toBe("/hi/trips/spiti-winter-expedition/");
    expect(localePath("hi", ROUTES.home)).toBe("/hi/");
  });

  it.each([
    ["/trips/spiti-winter-expedition/", "en", "/trips/spiti-winter-expedition/"],
    ["/", "en", "/"],
    ["/hi/trips/spiti-winter-expedition/", "hi", "/trips/spiti-winter-expedition/"],
    ["/hi/", "hi", "/"],
    ["/hi", "hi", "/"],
    // A page whose own address starts with the letters, not the folder, is English.
    ["/hiking/", "en", "/hiking/"],
  ])("reads %s as the %s page of %s", (pathname, locale, englishPath) => {
    expect(pathInLocale(pathname)).toEqual({ locale, englishPath });
  });

  it("finds the page it was given from its address in each language", () => {
    for (const locale of LOCALES) {
      expect(pathInLocale(localePath(locale, ROUTES.terms))).toEqual({ locale, englishPath: ROUTES.terms });
    }
  });
});
