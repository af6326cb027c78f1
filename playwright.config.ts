import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, requireTestChromium } from "./scripts/chromium.mjs";
import { ON_PHONE } from "./scripts/e2e-tags.mjs";

// Browser tests run against the production build in public/ (`npm run build`
// first), served as in production: by the Worker (worker/) on Cloudflare's own
// engine (`wrangler dev`, workerd), with the intake API and a D1 and R2 state
// of their own, emptied at each start. See docs/testing.md, "Browser tests".
const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 9400);
const baseURL = `http://localhost:${PORT}`;
/** The Worker every spec but the payments one runs against; e2e/support/intake-state.ts reads what it stored. */
export const E2E_ORIGIN = baseURL;
/** Where the tests' local D1 and R2 live. */
export const E2E_STATE_DIR = ".wrangler/e2e-state";
/** The staff desk through the local stand-in for Cloudflare Access, signed in as E2E_STAFF_EMAIL. */
export const E2E_STAFF_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
export const E2E_STAFF_EMAIL = "priya@safarnama.example";
/**
 * A second Worker that takes deposits online, through the local Razorpay stand-in
 * (scripts/local-razorpay.mjs), with a state of its own: e2e/payments.spec.ts runs
 * against it, every other spec against the first, which runs as with no Razorpay keys.
 */
const PAYMENTS_PORT = PORT + 10;
export const E2E_PAYMENTS_ORIGIN = `http://localhost:${PAYMENTS_PORT}`;
export const E2E_PAYMENTS_STAFF_ORIGIN = `http://127.0.0.1:${PAYMENTS_PORT + 1}`;
export const E2E_RAZORPAY_ORIGIN = `http://127.0.0.1:${PAYMENTS_PORT + 2}`;
export const E2E_PAYMENTS_STATE_DIR = ".wrangler/e2e-payments-state";

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
};

// Specs under e2e/built/ check the build output itself (every file, every link)
// and how it is served (headers, redirects, the 404), so they run once;
// *.phone.spec.ts cover what exists only on small screens, and
// *.desktop.spec.ts what is used only on large ones (the content editor).
// Every other test runs on the desktop, and on the phone too only when tagged
// ON_PHONE (scripts/e2e-tags.mjs): when what it checks differs on a small screen.
const BUILT_OUTPUT = /e2e\/built\//;
const PHONE_ONLY = /\.phone\.spec\.ts$/;
const DESKTOP_ONLY = /\.desktop\.spec\.ts$/;
// A project's grep reads "project file title tags": the tag, or the phone-only file's name.
const PHONE_TAGGED = new RegExp(ON_PHONE);
const IN_PHONE_ONLY_FILE = /\.phone\.spec\.ts /;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  // A test's time limit, not a target: on a 2-core machine with both workers busy, tests that
  // open a dialog three times or follow every footer link took up to 28 s, so 30 s failed at random.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: "list",
  use: {
    baseURL,
    launchOptions: { executablePath: requireTestChromium(), args: CHROMIUM_ARGS },
    // A trace of each failing test to open in `npx playwright show-trace`, when run here. In CI, where
    // no one opens one, recording every test's would cost about a seventh of the browser tests' time.
    trace: CI ? "off" : "retain-on-failure",
  },
  webServer: [
    {
      command: `node scripts/start.mjs --no-build --fresh --port ${PORT} --inspector-port ${PORT + 29} --persist-to ${E2E_STATE_DIR} --staff-port ${PORT + 1} --staff-email ${E2E_STAFF_EMAIL} --no-payments`,
      url: `${baseURL}/`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      // wrangler logs every request; if it does not start, run the command above by hand to see why.
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/start.mjs --no-build --fresh --port ${PAYMENTS_PORT} --inspector-port ${PAYMENTS_PORT + 29} --persist-to ${E2E_PAYMENTS_STATE_DIR} --staff-port ${PAYMENTS_PORT + 1} --staff-email ${E2E_STAFF_EMAIL} --razorpay-port ${PAYMENTS_PORT + 2}`,
      url: `${E2E_PAYMENTS_ORIGIN}/`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
  projects: [
    { name: "desktop", use: desktop, testIgnore: [BUILT_OUTPUT, PHONE_ONLY] },
    { name: "phone", use: phone, testIgnore: [BUILT_OUTPUT, DESKTOP_ONLY], grep: [PHONE_TAGGED, IN_PHONE_ONLY_FILE] },
    { name: "built", use: desktop, testMatch: BUILT_OUTPUT },
  ],
});
