// The bytes each kind of page may cost a visitor, checked on the build under
// test: first-load JavaScript and HTML per page, and each chunk loaded on
// demand, gzipped, against the budgets in bench/budgets.json. Deterministic
// sizes, not timings; `npm run weight` prints the same figures.
import { PUBLIC_DIR } from "../../hosting/build-output.mjs";
import { overBudget, readBudgets } from "../../scripts/page-budgets.mjs";
import { expect, test } from "../support/fixtures";

test("every page, and every chunk loaded on demand, fits the budget committed for it", () => {
  expect(overBudget(PUBLIC_DIR, readBudgets())).toEqual([]);
});
