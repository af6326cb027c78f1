import { expect, missingPageProblems, test, visit } from "./support/fixtures";

test("an unknown path gets the 404 page with status 404, and logs the path", async ({ page, integrity }) => {
  const missing = "/no-such-trip/";
  for (const problem of missingPageProblems(missing)) integrity.allow(problem);
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
