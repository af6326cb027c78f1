// The Worker's route table: every address it answers, with what guards each
// area in front of it, and one place that turns a refusal into the answer.
// wrangler.jsonc sends only /api/*, the travellers' booking and review pages, the pages
// and data that show seats (and the local /__cron) here; every other path is a
// file of the built site, served from the static assets.
// docs/architecture.md, "The Worker", reads this table in prose.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { MESSAGES } from "../content/messages";
import { STAFF_API_PATH } from "../content/routes.mjs";
import { Refusal } from "./platform/refusals";
import { apiHeaders } from "./platform/middleware";
import { newApp, refuseOtherMethods } from "./platform/hono-app";
import { bookingPages } from "./traveller/booking-page";
import { tripKitPages } from "./traveller/trip-kit";
import { changePlanPages } from "./traveller/change-plans";
import { taxDocumentPages } from "./traveller/tax-document-routes";
import { reviewPages } from "./traveller/review-page";
import { editorSignIn } from "./editor/github-sign-in";
import { intake } from "./intake/form-routes";
import { answerLanguage } from "./intake/answer-language";
import { withLiveSeats } from "./seats/live-pages";
import { seatsEndpoint } from "./seats/seats-endpoint";
import { messageNotSentPage } from "./intake/contact-form-pages";
import { paymentWebhook } from "./payments/razorpay-webhook";
import { deskRoutes } from "./desk/desk-routes";

export const app = newApp();
app.use("/api/*", apiHeaders);

// The forms: POST /api/bookings, /api/applications, /api/messages, each with
// its CORS preflight; guarded by origin, then rate limit (intake/).
app.route("/", intake);

// The seats left on every departure, GET /api/seats, for the pages a static host serves (seats/seats-endpoint.ts).
app.route("/", seatsEndpoint);

// Razorpay's webhook, POST /api/payments/razorpay: its signature is its guard (payments/).
app.route("/", paymentWebhook);

// The staff desk's API under /api/staff/, every address behind the Access check (desk/).
app.route(STAFF_API_PATH.slice(0, -1), deskRoutes);

// The traveller's booking page, and its button that takes offered seats (traveller/).
app.route("/", bookingPages);

// The booking's changes of plans, POST /booking/<reference>/changes: review, then confirm (traveller/).
app.route("/", changePlanPages);

// The traveller's trip kit, its script and its service worker, /booking/<reference>/kit, /booking/kit.js, /booking/kit-sw.js (traveller/).
app.route("/", tripKitPages);

// A booking's GST documents, /booking/<reference>/documents/<number> (traveller/).
app.route("/", taxDocumentPages);

// A traveller's review page, /review/<id>?t=<token>: write, see and withdraw their review (traveller/).
app.route("/", reviewPages);

// The content editor's GitHub sign-in, GET /api/auth and /api/callback (editor/).
app.route("/", editorSignIn);

// Any other method on any address above: 405 with Allow.
refuseOtherMethods(app);

app.notFound((c) =>
  c.req.path.startsWith("/api/")
    ? c.json({ message: "There is nothing at this address." }, 404)
    : // A page or page data that shows seats: the built file with the live figures (seats/live-pages.ts).
      withLiveSeats(c.req.raw, c.env, c.executionCtx),
);

app.onError((error, c) => {
  if (!(error instanceof Refusal)) {
    // What failed, for the logs; the visitor is told only to try again.
    console.error(JSON.stringify({ event: "request-failed", path: c.req.path, error: String(error) }));
  }
  const lang = answerLanguage(c);
  // For anything unexpected, the visitor is told only to try again: nothing about the cause leaves the Worker.
  const refusal = error instanceof Refusal ? error : new Refusal(500, MESSAGES[lang].forms.serverTrouble);
  // The contact page's form without JavaScript gets the form back, as it was sent, with what to fix.
  const form = c.get("formBody");
  if (form?.encoding === "urlencoded") {
    return messageNotSentPage(c.env.ASSETS, lang, refusal, form.fields);
  }
  return c.json(refusal.answer, refusal.status as ContentfulStatusCode, refusal.headers);
});
