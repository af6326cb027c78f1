import { expect, type Locator, type Page } from "@playwright/test";

/**
 * How long a confirmation stays up before its dialog closes itself: the
 * client's 2 seconds (README, "What the client asked for"), written out rather than imported from the component, so a changed
 * constant in src/ fails here as the visitor would notice it.
 */
export const AUTO_CLOSE_MS = 2000;

/** Asserts the field is marked invalid and its description (what screen readers announce) has the message. */
export async function expectInvalid(field: Locator, message: RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

/**
 * Runs `action` (a submit and its confirmation) and asserts it sent nothing:
 * the only requests allowed meanwhile are same-origin GETs (Gatsby's prefetches).
 */
export async function expectNothingSent(page: Page, what: string, action: () => Promise<void>) {
  const origin = new URL(page.url()).origin;
  const sent: string[] = [];
  const record = (request: { method(): string; url(): string }) => {
    const line = `${request.method()} ${request.url()}`;
    if (!line.startsWith(`GET ${origin}/`)) sent.push(line);
  };
  page.on("request", record);
  try {
    await action();
  } finally {
    page.off("request", record);
  }
  expect(sent, `requests carrying the ${what}`).toEqual([]);
}
