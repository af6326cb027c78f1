import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTACT_SUBJECTS, subjectFromSearch } from "../../requests/contact-subjects";
import { FOOTER_COMPANY_LINKS, FOOTER_SUPPORT_LINKS, MAIN_NAV } from "../../src/lib/navigation";
import { ROUTES, contactLink, tripListPath } from "../../content/routes.mjs";

const root = path.resolve(__dirname, "../..");
const policyIds: string[] = JSON.parse(readFileSync(path.join(root, "data/policies.json"), "utf8")).policies.map(
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
    expect(MAIN_NAV.map((link) => link.label)).toEqual(["Home", "Trips", "About Us", "Contact"]);
  });
});

describe("contact subjects from the query string", () => {
  it("reads a known subject", () => {
    expect(subjectFromSearch("?subject=custom-trip")).toBe("custom-trip");
    expect(subjectFromSearch(new URL(contactLink("careers"), "http://x").search)).toBe("careers");
  });

  it.each(["", "?subject=", "?subject=unknown", "?subject=toString", "?other=custom-trip"])(
    "falls back to a general enquiry for '%s'",
    (search) => {
      expect(subjectFromSearch(search)).toBe("general");
    },
  );

  it("labels every subject", () => {
    expect(CONTACT_SUBJECTS["custom-trip"]).toBe("Plan a custom trip");
  });
});
