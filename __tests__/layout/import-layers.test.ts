// The import floors the lint holds every file to (scripts/lint/import-layers.mjs).
import path from "node:path";
import { layerViolation } from "../../scripts/lint/import-layers.mjs";

const ROOT = path.resolve(__dirname, "../..");
const file = (relative: string) => path.join(ROOT, relative);

describe("layerViolation", () => {
  it.each([
    ["content/file-schemas.ts", "./dates"],
    ["content/file-schemas.ts", "zod"],
    ["requests/form-rules.ts", "../content/routes.mjs"],
    ["hosting/site-headers.mjs", "../content/routes.mjs"],
    ["hosting/site-headers.mjs", "node:fs"],
    ["src/lib/structured-data.ts", "../../content/departures"],
    ["src/lib/structured-data.ts", "../../requests/form-rules"],
    ["src/admin/previews/trip-preview.tsx", "../../../data/company.json"],
    ["src/pages/index.tsx", "gatsby"],
    ["gatsby/pages.ts", "../src/lib/trips"],
    ["gatsby/pages.ts", "../hosting/site-headers.mjs"],
    ["scripts/bench/finder.mjs", "../../gatsby/build-date"],
    ["e2e/support/site.ts", "../../gatsby/build-date"],
    ["worker/route-table.ts", "./desk/desk-routes"],
    ["worker/cron.ts", "./emails/send-emails"],
    ["worker/desk/desk-routes.ts", "./manifests"],
    ["worker/desk/desk-routes.ts", "../catalogue/catalogue"],
    ["worker/intake/form-routes.ts", "../platform/middleware"],
    ["worker/seats/seat-timers.ts", "../db/seats"],
    ["worker/request-store/request-store.ts", "../platform/refusals"],
    ["worker/request-store/request-store.ts", "../db/requests"],
    ["worker/request-store/request-store.ts", "../bookings/references"],
    ["worker/bookings/seat-snapshot.ts", "../catalogue/catalogue"],
    ["worker/desk/desk-routes.ts", "../books/gstr1-export"],
    ["worker/traveller/booking-page.ts", "../books/tax-documents-section"],
    ["worker/books/tax-invoices.ts", "../bookings/booking-money"],
    ["worker/books/gstr1-csv.ts", "../platform/csv"],
    ["worker/test/platform/csv.test.ts", "../../platform/csv"],
    ["worker/test/emails/traveller-emails.test.ts", "../../../__tests__/support/catalogue-fixtures"],
  ])("lets %s import %s", (importer, source) => {
    expect(layerViolation(ROOT, file(importer), source)).toBeUndefined();
  });

  it.each([
    ["content/check-content.ts", "../src/lib/format", "content/ may import nothing outside it, not src/"],
    ["content/file-schemas.ts", "../requests/form-rules", "content/ may import nothing outside it, not requests/"],
    ["content/file-schemas.ts", "../hosting/editor.mjs", "content/ may import nothing outside it, not hosting/"],
    ["requests/form-rules.ts", "../gatsby/build-date", "requests/ may import content/, not gatsby/"],
    ["hosting/site-headers.mjs", "../src/lib/format", "hosting/ may import content/, not src/"],
    [
      "src/admin/start-cms.ts",
      "../../gatsby/build-date",
      "src/ may import content/, requests/, hosting/, data/, not gatsby/",
    ],
    ["content/dates.ts", "node:fs", "may not import Node's node:fs"],
    ["requests/form-rules.ts", "path", "may not import Node's path"],
    ["content/cms-config.ts", "react", "may import only zod, not react"],
    ["requests/form-rules.ts", "gatsby", "may import only zod, not gatsby"],
    [
      "worker/desk/desk-routes.ts",
      "../intake/form-routes",
      "worker/desk/ may import numbers/, reviews/, changes/, request-store/, books/, bookings/, catalogue/, platform/, db/, not worker/intake/ (features never import each other",
    ],
    ["worker/traveller/booking-page.ts", "../seats/live-pages", "not worker/seats/ (features never import each other"],
    ["worker/desk/desk-routes.ts", "../route-table", "not the top of worker/"],
    [
      "worker/catalogue/catalogue.ts",
      "../desk/desk-routes",
      "worker/catalogue/ may import platform/, db/, not worker/desk/",
    ],
    [
      "worker/books/tax-document-page.ts",
      "../traveller/booking-page",
      "worker/books/ may import bookings/, catalogue/, platform/, db/, not worker/traveller/",
    ],
    [
      "worker/bookings/payment-links.ts",
      "../books/tax-documents",
      "worker/bookings/ may import catalogue/, platform/, db/, not worker/books/",
    ],
    [
      "worker/bookings/booking-money.ts",
      "../request-store/request-store",
      "worker/bookings/ may import catalogue/, platform/, db/, not worker/request-store/",
    ],
    [
      "worker/platform/refusals.ts",
      "../db/rows",
      "worker/platform/ may import nothing else in worker/, not worker/db/",
    ],
    [
      "worker/db/seats.ts",
      "../catalogue/catalogue",
      "worker/db/ may import nothing else in worker/, not worker/catalogue/",
    ],
    ["worker/misc/helper.ts", "../db/rows", "worker/misc/ is not one of the Worker's floors"],
    ["worker/desk/desk-routes.ts", "../../src/lib/format", "worker/ may import content/, requests/, not src/"],
  ])("refuses %s importing %s", (importer, source, message) => {
    expect(layerViolation(ROOT, file(importer), source)).toContain(message);
  });
});
