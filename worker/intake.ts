// The intake API: POST /api/bookings, /api/applications and /api/messages.
// In order: who may send (origin, rate limit), what was sent (encoding, size,
// fields), whether it holds (the forms' rules, the catalogue, the resume's
// bytes), then storing it once. Every step that says no answers with a
// Refusal and has written nothing.
import { API_PATHS } from "../content/routes.mjs";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "../requests/intake";
import { FAILURE_MESSAGE, jsonAnswer, Refusal, refusalAnswer } from "./answers";
import { bodyHash } from "./body-hash";
import { intakeCatalogue } from "./catalogue";
import { corsHeaders, preflightAnswer, refuseForeignOrigin } from "./cors";
import { messageNotSentPage, messageSentPage } from "./message-pages";
import { readRequestBody, type FieldValue, type RequestBody } from "./request-body";
import { storeRequest } from "./request-store";
import { applicationSubmission, bookingSubmission, messageSubmission, type Submission } from "./submissions";

type Check = (fields: Map<string, FieldValue>, env: Env, now: Date) => Submission | Promise<Submission>;

const CHECKS: Record<string, Check> = {
  [API_PATHS.bookings]: async (fields, env, now) => bookingSubmission(fields, await intakeCatalogue(env.ASSETS), now),
  [API_PATHS.applications]: async (fields, env, now) =>
    applicationSubmission(fields, await intakeCatalogue(env.ASSETS), now),
  [API_PATHS.messages]: (fields) => messageSubmission(fields),
};

/** The client's address, as Cloudflare's edge gives it; every request from one address shares a limit. */
const clientOf = (request: Request) => request.headers.get("CF-Connecting-IP") ?? "unknown";

async function checkRateLimit(env: Env, request: Request) {
  const { success } = await env.SUBMISSIONS.limit({ key: clientOf(request) });
  if (!success) {
    throw new Refusal(
      429,
      "You have sent many requests in a short time. Please wait a minute, then try again.",
      undefined,
      {
        "Retry-After": "60",
      },
    );
  }
}

function idempotencyKeyOf(request: Request, body: RequestBody): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  // The contact page's HTML form cannot send a header; the site's scripts always do.
  if (key === null && body.encoding === "urlencoded") return null;
  if (key === null || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new Refusal(400, `Send an ${IDEMPOTENCY_HEADER} header of 8 to 128 letters, digits, '-' or '_'.`);
  }
  return key;
}

async function intake(request: Request, env: Env, path: string, check: Check, now: Date) {
  await checkRateLimit(env, request);
  const body = await readRequestBody(request);
  try {
    const key = idempotencyKeyOf(request, body);
    const submission = await check(body.fields, env, now);
    const stored = await storeRequest(env, submission, key, await bodyHash(path, body.fields), now);
    // Ids and kinds only: what visitors typed never reaches the logs.
    console.log(
      JSON.stringify({
        event: stored.replayed ? "request-replayed" : "request-stored",
        id: stored.id,
        kind: stored.kind,
      }),
    );
    if (body.encoding === "urlencoded") return messageSentPage(submission.record.first_name ?? "");
    return jsonAnswer(
      201,
      { id: stored.id, kind: stored.kind },
      stored.replayed ? { "Idempotent-Replayed": "true" } : {},
    );
  } catch (error) {
    if (body.encoding !== "urlencoded") throw error;
    const refusal = error instanceof Refusal ? error : new Refusal(500, FAILURE_MESSAGE);
    if (!(error instanceof Refusal)) console.error(JSON.stringify({ event: "request-failed", error: String(error) }));
    return messageNotSentPage(refusal.status, refusal.message, refusal.errors ?? {}, body.fields);
  }
}

/** Answers a request under /api/: a form's submission, its CORS preflight, or 404/405. */
export async function handleApi(request: Request, env: Env, now = new Date()): Promise<Response> {
  const path = new URL(request.url).pathname;
  const check = Object.hasOwn(CHECKS, path) ? CHECKS[path] : undefined;
  const cors = corsHeaders(request, env);
  let response: Response;
  if (!check) {
    response = jsonAnswer(404, { message: "There is nothing at this address." });
  } else if (request.method === "OPTIONS") {
    response = preflightAnswer(request, env);
  } else if (request.method !== "POST") {
    response = jsonAnswer(405, { message: "Send the form with POST." }, { Allow: "POST, OPTIONS" });
  } else {
    try {
      refuseForeignOrigin(request, env);
      response = await intake(request, env, path, check, now);
    } catch (error) {
      if (error instanceof Refusal) {
        response = refusalAnswer(error);
      } else {
        console.error(JSON.stringify({ event: "request-failed", error: String(error) }));
        response = jsonAnswer(500, { message: FAILURE_MESSAGE });
      }
    }
  }
  for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
  return response;
}
