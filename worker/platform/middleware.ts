// The middleware more than one area of the Worker puts in front of its
// routes: the API's headers, CORS for the static hosts, the origin guards and
// the count the forms' rate limit keeps by client (the intake's forms and the
// traveller's review page share it). (An area's own guard lives with it: the
// desk's Access check.)
//
// Which pages may send requests here. The Worker's own pages
// always may; a static host serving the same build elsewhere (Netlify, S3 +
// CloudFront) may send the forms when its origin is listed in ALLOWED_ORIGINS,
// and then gets CORS answers. Any other origin is refused before its request
// is read; a staff change must come from the desk on this origin itself.
import { IDEMPOTENCY_HEADER } from "../../requests/intake";
import { API_HEADERS, Refusal } from "./refusals";
import type { AppContext, Middleware } from "./hono-app";

const allowedOrigins = (env: Pick<Env, "ALLOWED_ORIGINS">) =>
  env.ALLOWED_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);

const isListed = (origin: string | null, env: Pick<Env, "ALLOWED_ORIGINS">) =>
  origin !== null && allowedOrigins(env).includes(origin);

/** The CORS headers for `request`: none unless it comes from a listed origin. */
export function corsHeaders(request: Request, env: Pick<Env, "ALLOWED_ORIGINS">): Record<string, string> {
  const origin = request.headers.get("Origin");
  if (!isListed(origin, env)) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": origin!, Vary: "Origin" };
}

/** Middleware for the forms' addresses: every answer carries the CORS headers its origin gets. */
export const withCors: Middleware = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(corsHeaders(c.req.raw, c.env))) c.res.headers.set(name, value);
};

/** A browser asks before a cross-origin POST with JSON or an Idempotency-Key: allowed for listed origins only. */
export function preflight(c: AppContext): Response {
  if (!isListed(c.req.header("Origin") ?? null, c.env)) return new Response(null, { status: 403 });
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": `Content-Type, ${IDEMPOTENCY_HEADER}`,
      "Access-Control-Max-Age": "86400",
    },
  });
}

/**
 * Refuses a request a browser sent from a page on another origin than this
 * Worker's or `also`. Browsers always say where a POST comes from; one with
 * no Origin is not a browser's (a script, curl), and is refused only when
 * `originRequired`.
 */
function refuseOtherOrigins(request: Request, also: string[], originRequired: boolean, message: string) {
  const origin = request.headers.get("Origin");
  if (origin === null ? !originRequired : origin === new URL(request.url).origin || also.includes(origin)) return;
  // A page served with "Referrer-Policy: no-referrer" (the traveller's pages, whose address holds their key)
  // sends its own forms with "Origin: null"; the browser's Sec-Fetch-Site, which no page can set, still says
  // whether the form was this site's.
  if (origin === "null" && request.headers.get("Sec-Fetch-Site") === "same-origin") return;
  throw new Refusal(403, message);
}

/** Middleware: a form is taken from the site's pages, here or on a listed static host. */
export const fromTheSite: Middleware = async (c, next) => {
  refuseOtherOrigins(c.req.raw, allowedOrigins(c.env), false, "Requests are taken from the Safarnama site only.");
  await next();
};

/** Middleware: a staff change is made from the desk's own page, so another site cannot make a signed-in browser send one. */
export const fromTheDesk: Middleware = async (c, next) => {
  refuseOtherOrigins(c.req.raw, [], true, "Changes are made from the staff desk itself.");
  await next();
};

/** Middleware for every /api/ address: whatever the API answers is never cached or sniffed (an area may say more, as the staff API does). */
export const apiHeaders: Middleware = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};

/** The client's address, as Cloudflare's edge gives it (CF-Connecting-IP); every request from one address shares the rate limit. */
export const clientOf = (request: Request) => request.headers.get("CF-Connecting-IP") ?? "unknown";

/** Whether the client may send one more form this minute (wrangler.jsonc's SUBMISSIONS), counting this one. */
export async function withinSubmissionLimit(c: AppContext): Promise<boolean> {
  const { success } = await c.env.SUBMISSIONS.limit({ key: clientOf(c.req.raw) });
  return success;
}
