import { expect, test, visit } from "./support/fixtures";
import { expectRouteContent } from "./support/content";
import { everyPageTag, ROUTE_CHECKS } from "./support/site";

// Every route the site promises (README, "Routes") answers 200 and shows its own content; the integrity
// fixture fails any of them that logs an error or loses a request.
for (const route of ROUTE_CHECKS) {
  test(`${route.path} shows its content${everyPageTag(route.path)}`, async ({ page }) => {
    const response = await visit(page, route.path);
    expect(response.status()).toBe(200);
    await expectRouteContent(page, route);
  });
}
