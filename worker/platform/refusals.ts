// How the Worker says no: a Refusal, thrown anywhere in the handling of a
// request, becomes its answer in one place (route-table.ts's onError): JSON with a
// message for the visitor and one per field at fault, or, for the contact
// page's plain HTML form, the form again (intake/contact-form-pages.ts).
import type { RefusedAnswer } from "../../requests/intake";

/** A request the Worker will not act on, with the status and the words the visitor sees. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get answer(): RefusedAnswer {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** Nothing the API answers may be cached or sniffed as another type. */
export const API_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

/** The answer to a known address asked with a method it does not take; `allowed` as its routes list them. */
export function wrongMethod(allowed: readonly string[]): Refusal {
  const actions = allowed.filter((method) => method !== "OPTIONS");
  const message = actions.join() === "POST" ? "Send the form with POST." : `Use ${actions.join(" or ")} here.`;
  // Every GET route answers HEAD too.
  const head = allowed.includes("GET") ? ["HEAD"] : [];
  return new Refusal(405, message, undefined, { Allow: [...allowed, ...head].join(", ") });
}
