import { expect, test, visit } from "./support/fixtures";

test("an unknown path gets the 404 page with status 404, and logs the path", async ({ page, integrity }) => {
  const missing = "/no-such-trip/";
  // The document, Gatsby's HEAD check of the path and its page-data lookup all
  // answer 404, and the page logs the path: exactly what this test is about.
  integrity.expect(/^HTTP 404: (GET|HEAD) \S*\/no-such-trip\//);
  integrity.expect(/^HTTP 404: (GET|HEAD) \S*\/no-such-trip$/);
  integrity.expect(/Failed to load resource: the server responded with a status of 404/);
  integrity.expect(/console\.error: 404: no page exists at '\/no-such-trip\/'/);
  const logged = page.waitForEvent("console", {
    predicate: (message) => message.type() === "error" && message.text().includes(missing),
    timeout: 10_000,
  });

  const response = await visit(page, missing);

  expect(response.status()).toBe(404);
  expect((await logged).text()).toBe(`404: no page exists at '${missing}'`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`The page ${missing} does not exist.`);

  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Travel India together/);
});
