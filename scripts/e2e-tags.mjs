// The tags that choose where a browser test runs, read by playwright.config.ts
// (its projects' grep) and by the tests that carry them (e2e/).

/**
 * Marks a browser test that runs on the phone project too, because what it checks differs on a
 * small screen: the layout, the menu, touch, the offline kit. Every test runs on the desktop.
 */
export const ON_PHONE = "@phone";
