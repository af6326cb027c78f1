// Where the browser tests and tools find Chromium, and how they start it.
// Nothing here downloads a browser: the site is tested in Debian's Chromium
// (apt-get install -y chromium), or whichever binary CHROME_PATH names.
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

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
