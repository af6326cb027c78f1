// Signing editors in to the content editor (Decap CMS at /admin/) with GitHub.
// Decap's github backend opens a pop-up at /api/auth; the Worker sends it to
// GitHub's authorize page with a fresh `state`, kept in a cookie only this
// path gets back. GitHub returns to /api/callback with a code; the Worker
// checks the state, exchanges the code for a token with the OAuth app's secret
// (a Worker secret, never sent to a browser), and answers with a page that
// hands the token to the editor window by postMessage, to the site's own
// origin only, after the editor has said it is waiting (Decap's handshake).
import { EDITOR_AUTH_PATHS } from "../../content/routes.mjs";
import { sameSecret } from "../platform/crypto";
import { newApp } from "../platform/hono-app";
import { HANDSHAKE_SCRIPT, handshakeMessage, PROVIDER } from "./handshake";
import { escapeHtml, htmlPage } from "../platform/html-page";

const STATE_COOKIE = "editor_oauth_state";
const SCOPES = new Set(["repo", "public_repo"]);
async function sha256Base64(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** The script's CSP hash, computed once per isolate: the script never changes. */
let handshakeScriptHash: Promise<string> | undefined;
const handshakeScriptSource = () => (handshakeScriptHash ??= sha256Base64(HANDSHAKE_SCRIPT));

/** The pop-up's page: a sentence for the editor, and, when there is one, the message for Decap. */
async function handshakePage(status: number, sentence: string, handshake: { message: string; origin: string } | null) {
  // In a data block, "<" is escaped so no value can close the element.
  const data = handshake ? JSON.stringify(handshake).replaceAll("<", "\\u003c") : "";
  const scripts = handshake ? `'sha256-${await handshakeScriptSource()}'` : "'none'";
  return htmlPage({
    status,
    title: "Content editor sign-in",
    lang: "en-IN",
    body: `<p>${escapeHtml(sentence)}</p>
${handshake ? `<script type="application/json" id="handshake">${data}</script>\n<script>${HANDSHAKE_SCRIPT}</script>` : ""}`,
    headers: {
      "Content-Security-Policy": `default-src 'none'; script-src ${scripts}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "Referrer-Policy": "no-referrer",
    },
  });
}

const NOT_SET_UP = "Signing in with GitHub is not set up on this site yet. Ask whoever runs the site.";
const START_AGAIN = "This sign-in could not be checked. Close this window and press Login with GitHub again.";

function randomState() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

const stateCookie = (value: string, maxAge: number, secure: boolean) =>
  `${STATE_COOKIE}=${value}; Path=${EDITOR_AUTH_PATHS.callback}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

const callbackUrl = (request: Request) => new URL(EDITOR_AUTH_PATHS.callback, request.url).href;

/** The settings the sign-in needs (wrangler.jsonc's vars, and the app's secret). */
interface AuthEnv {
  GITHUB_OAUTH_BASE_URL: string;
  GITHUB_CLIENT_ID: string;
  GITHUB_CLIENT_SECRET?: string;
}

/** GET /api/auth: off to GitHub's authorize page, with a state only this browser holds. */
async function startEditorSignIn(request: Request, env: AuthEnv): Promise<Response> {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return handshakePage(503, NOT_SET_UP, null);
  const requested = new URL(request.url).searchParams.get("scope") ?? "repo";
  const state = randomState();
  const authorize = new URL("/login/oauth/authorize", env.GITHUB_OAUTH_BASE_URL);
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: callbackUrl(request),
    scope: SCOPES.has(requested) ? requested : "repo",
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Set-Cookie": stateCookie(state, 600, new URL(request.url).protocol === "https:"),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

interface TokenAnswer {
  access_token?: string;
  error?: string;
  error_description?: string;
}

/** GET /api/callback: the state checked, the code exchanged, the token handed to the editor. */
async function finishEditorSignIn(request: Request, env: AuthEnv): Promise<Response> {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return handshakePage(503, NOT_SET_UP, null);
  const url = new URL(request.url);
  const origin = url.origin;
  const expected = cookieOf(request, STATE_COOKIE);
  const state = url.searchParams.get("state");
  const code = url.searchParams.get("code");
  const finished = async (status: number, sentence: string, handshake: { message: string; origin: string } | null) => {
    const response = await handshakePage(status, sentence, handshake);
    response.headers.append("Set-Cookie", stateCookie("", 0, url.protocol === "https:"));
    return response;
  };

  if (!expected || !state || !sameSecret(state, expected)) {
    console.warn(JSON.stringify({ event: "editor-sign-in-refused", reason: "state" }));
    return finished(403, START_AGAIN, null);
  }
  if (!code) {
    const reason = url.searchParams.get("error_description") ?? "GitHub did not sign you in.";
    return finished(400, reason, { message: handshakeMessage("error", { message: reason }), origin });
  }

  const exchange = await fetch(new URL("/login/oauth/access_token", env.GITHUB_OAUTH_BASE_URL), {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: callbackUrl(request),
    }),
  }).catch(() => null);
  const answer = (exchange?.ok ? await exchange.json().catch(() => ({})) : {}) as TokenAnswer;
  if (!answer.access_token) {
    console.warn(
      JSON.stringify({ event: "editor-sign-in-failed", error: answer.error ?? exchange?.status ?? "network" }),
    );
    const reason = "GitHub did not confirm the sign-in. Close this window and try again.";
    return finished(502, reason, { message: handshakeMessage("error", { message: reason }), origin });
  }
  return finished(200, "Signed in. This window closes by itself.", {
    message: handshakeMessage("success", { token: answer.access_token, provider: PROVIDER }),
    origin,
  });
}

/** The sign-in's two addresses, as one area of the route table. */
export const editorSignIn = newApp();
editorSignIn.get(EDITOR_AUTH_PATHS.start, (c) => startEditorSignIn(c.req.raw, c.env));
editorSignIn.get(EDITOR_AUTH_PATHS.callback, (c) => finishEditorSignIn(c.req.raw, c.env));
