// How the Worker's static assets answer addresses a visitor types, on
// Cloudflare's own runtime: a page without its trailing slash redirects to it
// (keeping the query), and an unknown path gets the site's 404 page with
// status 404.
import { expect, test } from "../support/fixtures";
import { ROUTES } from "../../content/routes.mjs";

for (const [asked, target] of [
  ["/careers", ROUTES.careers],
  ["/trips/spiti-winter-expedition", "/trips/spiti-winter-expedition/"],
  ["/careers?ref=newsletter", `${ROUTES.careers}?ref=newsletter`],
]) {
  test(`${asked} redirects to ${target}`, async ({ request }) => {
    const response = await request.get(asked, { maxRedirects: 0 });
    // Workers static assets answer 307 (html_handling "auto-trailing-slash"); Netlify answers 301.
    expect(response.status()).toBe(307);
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
