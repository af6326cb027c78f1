// Where the browser tests and tools find Chromium, and how they start it.
// Nothing here downloads a browser: the site is tested in Debian's Chromium
// (apt-get install -y chromium), or whichever binary CHROME_PATH names.
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * Debian's build of Chromium's headless shell (apt-get install -y chromium-headless-shell): the same
 * engine, version and rendering without the desktop browser around it, the browser Playwright itself
 * runs headless tests in. The browser tests take it when it is there: the whole suite took 10.2 minutes
 * of a 2-core machine in the full browser and 6.7 in this one, every test passing in both. The
 * benchmarks and screenshots keep the full browser (requireChromium), which is what visitors run.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROME_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";

// --no-sandbox: Chromium refuses to start as root (CI) without it.
// The rest stop its background calls to Google, which a closed network refuses
// at every start.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The Chromium binary to launch; throws with the install command when there is none. */
export function requireChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install Debian's: sudo apt-get update && sudo apt-get install -y chromium ` +
        "(or set CHROME_PATH to a Chromium or Chrome binary). Browsers are never downloaded by the tests.",
    );
  }
  return CHROMIUM_PATH;
}

/** The browser the browser tests run in: the headless shell when installed, else the full browser. */
export function requireTestChromium() {
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : requireChromium();
}
