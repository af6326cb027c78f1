import { expect, type Locator, type Page, type Request } from "@playwright/test";

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
 * Runs `action` (a submit and its confirmation) and asserts it sent exactly
 * one request, to the intake API's `path`, which the Worker stored (201).
 * Resolves with the stored request's id, for storedRequest().
 */
export async function expectStoredOnce(page: Page, path: string, action: () => Promise<void>): Promise<string> {
  const origin = new URL(page.url()).origin;
  const sent: Promise<{ line: string; status: number | undefined; id: string | undefined }>[] = [];
  const record = (request: Request) => {
    const line = `${request.method()} ${request.url()}`;
    if (line.startsWith(`GET ${origin}/`)) return; // Gatsby's prefetches
    sent.push(
      request.response().then(async (response) => ({
        line,
        status: response?.status(),
        id: response?.ok() ? ((await response.json()) as { id: string }).id : undefined,
      })),
    );
  };
  page.on("request", record);
  try {
    await action();
  } finally {
    page.off("request", record);
  }
  const answers = await Promise.all(sent);
  expect(answers.map(({ line, status }) => [line, status])).toEqual([[`POST ${origin}${path}`, 201]]);
  return answers[0].id!;
}
