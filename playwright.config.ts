import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, requireChromium } from "./scripts/chromium.mjs";

// Browser tests run against the production build in public/ (`npm run build`
// first), served the way a CDN serves it. See docs/testing.md, "Browser tests".
const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 9400);
const baseURL = `http://localhost:${PORT}`;
// Cloudflare's own runtime (workerd, through `wrangler pages dev`) serving the
// same build, so the headers checks also run against a real CDN engine.
const CLOUDFLARE_PORT = Number(process.env.E2E_CLOUDFLARE_PORT ?? PORT + 1);
const cloudflareURL = `http://localhost:${CLOUDFLARE_PORT}`;
// The newest date wrangler 4.86's bundled runtime supports.
const CLOUDFLARE_COMPATIBILITY_DATE = "2026-05-01";

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
};

// Specs under e2e/built/ check the build output itself (every file, every link),
// so they run once; *.phone.spec.ts cover what exists only on small screens, and
// *.desktop.spec.ts what is used only on large ones (the content editor).
// What the server sends (headers, redirects, the 404) is checked on both servers.
const BUILT_OUTPUT = /e2e\/built\//;
const AS_SERVED = /e2e\/built\/(security-headers|serving)\.spec\.ts$/;
const PHONE_ONLY = /\.phone\.spec\.ts$/;
const DESKTOP_ONLY = /\.desktop\.spec\.ts$/;

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
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `${baseURL}/`,
      reuseExistingServer: !CI,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command:
        `wrangler pages dev public --port ${CLOUDFLARE_PORT} ` +
        `--compatibility-date ${CLOUDFLARE_COMPATIBILITY_DATE} --log-level warn --show-interactive-dev-session=false`,
      url: `${cloudflareURL}/`,
      env: { WRANGLER_SEND_METRICS: "false" },
      reuseExistingServer: !CI,
      timeout: 120_000,
      // Silent: wrangler logs an error for each request its local asset server
      // fails (the tests ask for /_headers on purpose). If it does not start,
      // run the command above by hand to see why.
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
  projects: [
    { name: "desktop", use: desktop, testIgnore: [BUILT_OUTPUT, PHONE_ONLY] },
    { name: "phone", use: phone, testIgnore: [BUILT_OUTPUT, DESKTOP_ONLY] },
    { name: "built", use: desktop, testMatch: BUILT_OUTPUT },
    { name: "cloudflare", use: { ...desktop, baseURL: cloudflareURL }, testMatch: AS_SERVED },
  ],
});
