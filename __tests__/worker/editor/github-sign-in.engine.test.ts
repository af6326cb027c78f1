/**
 * @jest-environment node
 */
// The content editor's GitHub sign-in on the Worker's engine, driven end to end
// against a stand-in for GitHub's OAuth pages: the pop-up goes to "GitHub" with
// a state, GitHub sends it back with a code, the Worker exchanges the code with
// the app's secret and hands the token to the editor's page; a state that does
// not match is refused before GitHub is asked anything.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { EDITOR_AUTH_PATHS } from "../../../content/routes.mjs";
import { startEngine, testCatalogue, type Engine } from "../../support/worker-engine";

jest.setTimeout(180_000);

const CLIENT_ID = "Iv1.safarnama-test";
const CLIENT_SECRET = "test-secret-never-in-a-browser";
const TOKEN = "gho_test_token_for_the_editor";

interface Exchange {
  body: URLSearchParams;
}

let engine: Engine;
let github: http.Server;
let githubUrl: string;
const exchanges: Exchange[] = [];

/** GitHub's two OAuth pages: authorize (which signs in at once and returns a code) and the token exchange. */
function startGitHubStandIn(): Promise<void> {
  github = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", githubUrl);
    if (url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", "code-from-github");
      back.searchParams.set("state", url.searchParams.get("state")!);
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      exchanges.push({ body: form });
      const good = form.get("client_secret") === CLIENT_SECRET && form.get("code") === "code-from-github";
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(
          good ? { access_token: TOKEN, token_type: "bearer", scope: "repo" } : { error: "bad_verification_code" },
        ),
      );
    });
  });
  return new Promise((resolve) =>
    github.listen(0, "127.0.0.1", () => {
      githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  await startGitHubStandIn();
  engine = await startEngine({
    catalogue: testCatalogue(),
    vars: { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET, GITHUB_OAUTH_BASE_URL: githubUrl },
  });
});

afterAll(async () => {
  await engine?.stop();
  github?.close();
});

beforeEach(() => {
  exchanges.length = 0;
});

/** Decap opens this in its pop-up; answers where it was sent and the state cookie it got. */
async function startSignIn() {
  const response = await fetch(`${engine.url}${EDITOR_AUTH_PATHS.start}?provider=github&site_id=x&scope=repo`, {
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.get("Set-Cookie")!;
  return {
    location: new URL(response.headers.get("Location")!),
    cookie,
    state: /editor_oauth_state=([^;]+)/.exec(cookie)![1],
  };
}

const handshakeOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="handshake">(.*?)<\/script>/.exec(html)![1]) as {
    message: string;
    origin: string;
  };

it("sends the pop-up to GitHub with the app's ID, this site's callback, the scope and a fresh state in a private cookie", async () => {
  const first = await startSignIn();
  expect(`${first.location.origin}${first.location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
  expect(Object.fromEntries(first.location.searchParams)).toEqual({
    client_id: CLIENT_ID,
    redirect_uri: `${engine.url}${EDITOR_AUTH_PATHS.callback}`,
    scope: "repo",
    state: first.state,
  });
  expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(first.cookie).toContain(`Path=${EDITOR_AUTH_PATHS.callback}`);
  expect(first.cookie).toContain("HttpOnly");
  expect(first.cookie).toContain("SameSite=Lax");
  expect((await startSignIn()).state).not.toBe(first.state);
  expect(first.location.href).not.toContain(CLIENT_SECRET);
});

it("completes the handshake: the code exchanged with the secret, the token handed to the site's origin only", async () => {
  const { location, cookie } = await startSignIn();
  const fromGitHub = await fetch(location, { redirect: "manual" });
  const callback = fromGitHub.headers.get("Location")!;
  expect(callback.startsWith(`${engine.url}${EDITOR_AUTH_PATHS.callback}?`)).toBe(true);

  const page = await fetch(callback, { headers: { Cookie: cookie.split(";")[0] } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(handshakeOf(html)).toEqual({
    message: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
    origin: engine.url,
  });
  expect(html).not.toContain(CLIENT_SECRET);
  expect(exchanges.map((exchange) => Object.fromEntries(exchange.body))).toEqual([
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: "code-from-github",
      redirect_uri: `${engine.url}${EDITOR_AUTH_PATHS.callback}`,
    },
  ]);
  // Its one script runs by hash; nothing else may run, load or frame it.
  const policy = page.headers.get("Content-Security-Policy")!;
  expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]{43}='; /);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(page.headers.get("Cache-Control")).toBe("no-store");
  expect(page.headers.get("Set-Cookie")).toContain("Max-Age=0");
});

it("refuses a state that does not match this browser's, and asks GitHub nothing", async () => {
  const { location, cookie } = await startSignIn();
  const callback = new URL((await fetch(location, { redirect: "manual" })).headers.get("Location")!);
  callback.searchParams.set("state", "a-state-from-someone-else");
  const forged = await fetch(callback, { headers: { Cookie: cookie.split(";")[0] } });
  expect(forged.status).toBe(403);
  const noCookie = await fetch(callback);
  expect(noCookie.status).toBe(403);
  for (const html of [await forged.text(), await noCookie.text()]) {
    expect(html).toContain("This sign-in could not be checked.");
    expect(html).not.toContain("authorization:github");
  }
  expect(exchanges).toEqual([]);
});

it("tells the editor when GitHub does not confirm the code", async () => {
  const { state, cookie } = await startSignIn();
  const page = await fetch(`${engine.url}${EDITOR_AUTH_PATHS.callback}?code=stale-code&state=${state}`, {
    headers: { Cookie: cookie.split(";")[0] },
  });
  expect(page.status).toBe(502);
  expect(handshakeOf(await page.text()).message).toMatch(/^authorization:github:error:/);
});
