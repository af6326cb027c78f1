import { expect, type Locator, type Page } from "@playwright/test";

/** How long a confirmation stays up before its dialog closes itself (spec §6). */
export const AUTO_CLOSE_MS = 2000;

/** Asserts the field is marked invalid and its description (what screen readers announce) has the message. */
export async function expectInvalid(field: Locator, message: RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

/**
 * Records every request the page makes while `action` runs, so a test can show
 * a "submit" sends nothing anywhere.
 */
export async function requestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = (request: { method(): string; url(): string }) => seen.push(`${request.method()} ${request.url()}`);
  page.on("request", record);
  try {
    await action();
  } finally {
    page.off("request", record);
  }
  return seen;
}

/** Requests that would carry a visitor's data somewhere: anything but a same-origin GET. */
export function outgoing(requests: string[], origin: string): string[] {
  return requests.filter((request) => !request.startsWith(`GET ${origin}/`));
}
