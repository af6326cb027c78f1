// The bytes each kind of page may cost a visitor, checked on the build under
// test: first-load JavaScript and HTML per page, and each chunk loaded on
// demand, gzipped, against the budgets in bench/budgets.json. Deterministic
// sizes, not timings; `npm run weight` prints the same figures.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_DIR } from "../../hosting/build-output.mjs";
import { languageGaps, LANGUAGE_GAP_KB, overBudget, readBudgets } from "../../scripts/page-budgets.mjs";
import { expect, test } from "../support/fixtures";

test("every page, and every chunk loaded on demand, fits the budget committed for it", () => {
  expect(overBudget(PUBLIC_DIR, readBudgets())).toEqual([]);
});

test(`every Hindi page loads at most ${LANGUAGE_GAP_KB} KB more at first than its English twin`, () => {
  expect(languageGaps(PUBLIC_DIR)).toEqual([]);
});

// Gatsby merges every stylesheet of a site into one sheet inlined into every
// page; gatsby/webpack.ts undoes that so each page inlines only its own CSS.
// An upgrade that renames Gatsby's `styles` chunk would quietly bring the merge
// back: the home page would then inline the contact form's and the dialogs' CSS.
test("each page inlines the layout's stylesheet and its own, not another page's or a dialog's", () => {
  const home = readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");
  expect(home).toMatch(/site-header-module--/);
  for (const elsewhere of ["contact-form-module--", "modal-dialog-module--", "policy-article-module--"]) {
    expect([elsewhere, home.includes(elsewhere)]).toEqual([elsewhere, false]);
  }
});
