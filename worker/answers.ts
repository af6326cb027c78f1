// How the API answers: JSON for the site's scripts, with a message for the
// visitor and one per field at fault; a Refusal is thrown anywhere in the
// handling of a request and becomes such an answer.
import type { RefusedAnswer, StoredAnswer } from "../requests/intake";

/** A request the Worker will not store, with the status and the words the visitor sees. */
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
const API_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

export function jsonAnswer(status: number, body: StoredAnswer | RefusedAnswer, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...API_HEADERS, ...headers } });
}

export const refusalAnswer = (refusal: Refusal) => jsonAnswer(refusal.status, refusal.answer, refusal.headers);

/** For anything unexpected: the visitor is told to try again, and nothing about the cause leaves the Worker. */
export const FAILURE_MESSAGE =
  "Something went wrong on our side and nothing was saved. Please try again in a minute; everything you typed is still here.";
