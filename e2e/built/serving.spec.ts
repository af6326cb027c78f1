// How the server answers addresses a visitor types, on the local server and on
// Cloudflare's own runtime alike: a page without its trailing slash redirects
// to it (keeping the query), and an unknown path gets the site's 404 page with
// status 404.
import { expect, test } from "../support/fixtures";
import { ROUTES } from "../../content/routes.mjs";

for (const [asked, target] of [
  ["/careers", ROUTES.careers],
  ["/trips/spiti-winter-expedition", "/trips/spiti-winter-expedition/"],
  ["/careers?ref=newsletter", `${ROUTES.careers}?ref=newsletter`],
]) {
  test(`${asked} redirects permanently to ${target}`, async ({ request }, testInfo) => {
    const response = await request.get(asked, { maxRedirects: 0 });
    // Cloudflare's runtime answers 308; the local server, like serve-static, 301.
    expect(response.status()).toBe(testInfo.project.name === "cloudflare" ? 308 : 301);
    const location = new URL(response.headers()["location"], "http://site.test");
    expect(location.pathname + location.search).toBe(target);
  });
}

test("an unknown path answers 404 with the site's own 404 page", async ({ request }) => {
  const response = await request.get("/no-such-trip/");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  expect(await response.text()).toContain("Oops! Page not found");
});
