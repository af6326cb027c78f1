// Which pages may send requests here. The Worker's own pages always may; a
// static host serving the same build elsewhere (Netlify, S3 + CloudFront)
// may when its origin is listed in ALLOWED_ORIGINS, and then gets CORS
// answers. Any other origin is refused before its request is read.
import { IDEMPOTENCY_HEADER } from "../requests/intake";
import { Refusal } from "./answers";

const allowedOrigins = (env: Pick<Env, "ALLOWED_ORIGINS">) =>
  env.ALLOWED_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);

const isListed = (origin: string, env: Pick<Env, "ALLOWED_ORIGINS">) => allowedOrigins(env).includes(origin);

/** The CORS headers for `request`: none unless it comes from a listed origin. */
export function corsHeaders(request: Request, env: Pick<Env, "ALLOWED_ORIGINS">): Record<string, string> {
  const origin = request.headers.get("Origin");
  if (origin === null || !isListed(origin, env)) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
}

/** A browser asks before a cross-origin POST with JSON or an Idempotency-Key: allowed for listed origins only. */
export function preflightAnswer(request: Request, env: Pick<Env, "ALLOWED_ORIGINS">): Response {
  const origin = request.headers.get("Origin");
  if (origin === null || !isListed(origin, env)) return new Response(null, { status: 403 });
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
 * Refuses a POST a browser sent from another site's page (its Origin is
 * neither this Worker's nor listed). Requests with no Origin (a script, curl)
 * are not a browser's and are left to the other checks.
 */
export function refuseForeignOrigin(request: Request, env: Pick<Env, "ALLOWED_ORIGINS">) {
  const origin = request.headers.get("Origin");
  if (origin === null || origin === new URL(request.url).origin || isListed(origin, env)) return;
  throw new Refusal(403, "Requests are taken from the Safarnama site only.");
}
