// Sends a filled form to the intake API and says what became of it, in the
// three cases a form handles differently: stored (show the confirmation),
// refused field by field (show each message next to its field), or failed
// for any other reason (say so plainly and offer to try again). Nothing the
// visitor typed is touched here.
import {
  IDEMPOTENCY_HEADER,
  type RefusedAnswer,
  type SoldOutAnswer,
  type StoredAnswer,
} from "../../../requests/intake";
import { apiUrl } from "../../lib/api-url";
import { OFFLINE_MESSAGE } from "./offline-message";

export type SendOutcome =
  | { outcome: "stored"; answer: StoredAnswer }
  | { outcome: "invalid"; message: string; errors: Record<string, string> }
  | ({ outcome: "soldOut" } & SoldOutAnswer)
  | { outcome: "failed"; message: string };

const STATUS_MESSAGES: Record<number, string> = {
  413: "This request is too large. A resume may be up to 5 MB; attach a smaller file and try again.",
  429: "You have sent many requests in a short time. Please wait a minute, then try again.",
};

const SERVER_TROUBLE =
  "Something went wrong on our side and nothing was saved. Please try again in a minute; everything you typed is still here.";

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
): Promise<SendOutcome> {
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
    return { outcome: "failed", message: OFFLINE_MESSAGE };
  }
  const answer = await answerOf(response);
  if (response.ok && answer.id && answer.kind) {
    const { id, kind, reference, holdUntil, payUrl } = answer;
    // Where the deposit is paid, when the site takes it online: only ever a web address.
    const payment = typeof payUrl === "string" && /^https?:\/\//.test(payUrl) ? { payUrl } : {};
    return { outcome: "stored", answer: { id, kind, reference, holdUntil, ...payment } };
  }
  // The seats went to someone else first: nothing was stored, and the form offers the waitlist.
  if (response.status === 409 && typeof answer.seatsLeft === "number") {
    return {
      outcome: "soldOut",
      message: answer.message ?? SERVER_TROUBLE,
      seatsLeft: answer.seatsLeft,
      waitlistOpen: answer.waitlistOpen === true,
    };
  }
  if (response.status >= 500 || response.ok) return { outcome: "failed", message: SERVER_TROUBLE };
  if (answer.errors && Object.keys(answer.errors).length > 0) {
    return { outcome: "invalid", message: answer.message ?? "", errors: answer.errors };
  }
  return { outcome: "failed", message: STATUS_MESSAGES[response.status] ?? answer.message ?? SERVER_TROUBLE };
}
