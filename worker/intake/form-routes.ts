// The intake: the three forms' addresses, each guarded in the same order (the
// origin, the rate limit), then what was sent (encoding, size, fields),
// whether it holds (the forms' rules, the catalogue, the resume's bytes),
// then storing it once. Every step that says no throws a Refusal and has
// written nothing; route-table.ts's onError turns it into the answer.
import { MESSAGES } from "../../content/messages";
import { API_PATHS } from "../../content/routes.mjs";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type StoredAnswer } from "../../requests/intake";
import { Refusal } from "../platform/refusals";
import { newApp, type AppContext, type Middleware } from "../platform/hono-app";
import { answerLanguage } from "./answer-language";
import { bodyHash } from "./body-hash";
import { clientFingerprint } from "./client-address";
import { intakeCatalogue } from "../catalogue/catalogue";
import { fromTheSite, preflight, withCors, withinSubmissionLimit } from "../platform/middleware";
import { forgetSeatSnapshot } from "../bookings/seat-snapshot";
import { messageSentPage } from "./contact-form-pages";
import { payDepositOnline, paymentHoldMinutes } from "../bookings/payment-links";
import { razorpayConfig } from "../bookings/razorpay";
import { readRequestBody, type FieldValue, type RequestBody } from "../platform/form-body";
import { storeRequest } from "../request-store/request-store";
import { checkCredit, payWithCredit } from "./trip-credit-intake";
import {
  applicationSubmission,
  bookingSubmission,
  messageSubmission,
  type Submission,
} from "../request-store/submissions";

type Check = (fields: Map<string, FieldValue>, env: Env, now: Date) => Submission | Promise<Submission>;

/** Middleware: a client may send so many forms a minute (wrangler.jsonc's SUBMISSIONS). */
const rateLimited: Middleware = async (c, next) => {
  if (!(await withinSubmissionLimit(c))) {
    throw new Refusal(429, MESSAGES[answerLanguage(c)].forms.tooMany, undefined, { "Retry-After": "60" });
  }
  await next();
};

function idempotencyKeyOf(request: Request, body: RequestBody): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  // The contact page's HTML form cannot send a header; the site's scripts always do.
  if (key === null && body.encoding === "urlencoded") return null;
  if (key === null || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new Refusal(400, `Send an ${IDEMPOTENCY_HEADER} header of 8 to 128 letters, digits, '-' or '_'.`);
  }
  return key;
}

/** The handler of one form: reads, checks and stores what was sent, and answers 201 (or, to the HTML form, a page). */
const receive = (check: Check) => async (c: AppContext) => {
  const now = new Date();
  const body = await readRequestBody(c.req.raw);
  c.set("formBody", body);
  const key = idempotencyKeyOf(c.req.raw, body);
  const submission = await check(body.fields, c.env, now);
  // A booking whose trip credit pays its deposit is confirmed at once: there is nothing to pay now.
  const payments = submission.hold && !submission.credit?.coversDeposit ? razorpayConfig(c.env) : null;
  // Paid online, a booking holds its seats only while the visitor pays.
  if (payments && submission.hold) {
    submission.hold.hours = (await paymentHoldMinutes(c.env)) / 60;
    submission.hold.paidOnline = true;
  }
  // A booking's seats count against its client's address too; nothing else needs the address.
  if (submission.hold) submission.clientFingerprint = await clientFingerprint(c.env, c.req.raw);
  const stored = await storeRequest(c.env, submission, key, await bodyHash(c.req.path, body.fields), now);
  // Seats were taken: the next page shows it.
  if (submission.hold && !stored.replayed) await forgetSeatSnapshot();
  const payment = payments ? await payDepositOnline(c.env, payments, stored.id, new URL(c.req.url).origin, now) : {};
  // Ids and kinds only: what visitors typed never reaches the logs.
  console.log(
    JSON.stringify({
      event: stored.replayed ? "request-replayed" : "request-stored",
      id: stored.id,
      kind: stored.kind,
    }),
  );
  if (body.encoding === "urlencoded") {
    return messageSentPage(c.env.ASSETS, submission.request.lang, submission.request.first_name ?? "");
  }
  const { replayed, ...storedAnswer } = stored;
  return c.json(
    { ...storedAnswer, ...payment } satisfies StoredAnswer,
    201,
    replayed ? { "Idempotent-Replayed": "true" } : {},
  );
};

const checkBooking: Check = async (fields, env, now) => {
  const catalogue = await intakeCatalogue(env.ASSETS);
  const submission = bookingSubmission(fields, catalogue, now);
  await payWithCredit(env.DB, submission, catalogue, now);
  return submission;
};
const checkApplication: Check = async (fields, env, now) =>
  applicationSubmission(fields, await intakeCatalogue(env.ASSETS), now);
const checkMessage: Check = (fields) => messageSubmission(fields);

export const intake = newApp();
for (const path of Object.values(API_PATHS)) intake.use(path, withCors);
intake.post(API_PATHS.bookings, fromTheSite, rateLimited, receive(checkBooking));
intake.post(API_PATHS.applications, fromTheSite, rateLimited, receive(checkApplication));
intake.post(API_PATHS.messages, fromTheSite, rateLimited, receive(checkMessage));
// The booking form's check of a trip credit's code, rate-limited as the forms are: a code is its credit's only key.
intake.post(API_PATHS.credits, fromTheSite, rateLimited, async (c) => {
  const body = await readRequestBody(c.req.raw);
  c.set("formBody", body);
  return c.json(await checkCredit(c.env.DB, body.fields, new Date()));
});
for (const path of Object.values(API_PATHS)) intake.options(path, preflight);
