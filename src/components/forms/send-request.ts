// Sends a filled form to the intake API and says what became of it, in the
// three cases a form handles differently: stored (show the confirmation),
// refused field by field (show each message next to its field), or failed
// for any other reason (say so plainly and offer to try again), in the
// page's words (its forms messages). Nothing the visitor typed is touched here.
import type { Messages } from "../../../content/messages";
import {
  IDEMPOTENCY_HEADER,
  type RefusedAnswer,
  type SoldOutAnswer,
  type StoredAnswer,
} from "../../../requests/intake";
import { apiUrl } from "../../lib/api-url";

export type SendOutcome =
  | { outcome: "stored"; answer: StoredAnswer }
  | { outcome: "invalid"; message: string; errors: Record<string, string> }
  | ({ outcome: "soldOut" } & SoldOutAnswer)
  | { outcome: "failed"; message: string };

/** What the sender says when a request fails: the forms messages of the page's language. */
export type SendMessages = Pick<Messages["forms"], "offline" | "serverTrouble" | "tooLarge" | "tooMany">;

type Answer = Partial<RefusedAnswer & StoredAnswer & SoldOutAnswer>;

async function answerOf(response: Response): Promise<Answer> {
  try {
    return (await response.json()) as Answer;
  } catch {
    return {};
  }
}

/** POSTs `body` (JSON for plain fields, FormData when a file goes with them) to the API's `path`. */
export async function sendRequest(
  path: string,
  body: Record<string, string> | FormData,
  idempotencyKey: string,
  messages: SendMessages,
): Promise<SendOutcome> {
  // Said in the page's words: an address's limits, and trouble on the server, whatever it answered.
  const statusMessages: Record<number, string> = { 413: messages.tooLarge, 429: messages.tooMany };
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  if (!(body instanceof FormData)) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: "POST",
      headers,
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    return { outcome: "failed", message: messages.offline };
  }
  const answer = await answerOf(response);
  if (response.ok && answer.id && answer.kind) {
    const { id, kind, reference, holdUntil, payUrl, creditPaid, confirmed } = answer;
    // Where the deposit is paid, when the site takes it online: only ever a web address.
    const payment = typeof payUrl === "string" && /^https?:\/\//.test(payUrl) ? { payUrl } : {};
    // What a trip credit paid, and whether that confirmed the booking.
    const credit = typeof creditPaid === "number" ? { creditPaid, confirmed: confirmed === true } : {};
    return { outcome: "stored", answer: { id, kind, reference, holdUntil, ...payment, ...credit } };
  }
  // The seats went to someone else first: nothing was stored, and the form offers the waitlist.
  if (response.status === 409 && typeof answer.seatsLeft === "number") {
    return {
      outcome: "soldOut",
      message: answer.message ?? messages.serverTrouble,
      seatsLeft: answer.seatsLeft,
      waitlistOpen: answer.waitlistOpen === true,
    };
  }
  if (response.status >= 500 || response.ok) return { outcome: "failed", message: messages.serverTrouble };
  if (answer.errors && Object.keys(answer.errors).length > 0) {
    return { outcome: "invalid", message: answer.message ?? "", errors: answer.errors };
  }
  return {
    outcome: "failed",
    message: statusMessages[response.status] ?? answer.message ?? messages.serverTrouble,
  };
}
