/**
 * @jest-environment node
 */
// The local stand-in for Cloudflare Access as the proxy in front of the Worker
// (scripts/local-access.mjs): each request reaches the Worker signed in, and a
// request wrangler's own proxy dropped on the way (its 503 "restarted
// mid-request") is sent again once; any other answer comes back as it was.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import { gzipSync } from "node:zlib";
import { decodeJwt } from "jose";
import { ACCESS_TOKEN_HEADER, SIGN_IN_AS_COOKIE, startLocalAccess } from "../../scripts/local-access.mjs";

const DROPPED =
  "Your worker restarted mid-request. Please try sending the request again. Only GET or HEAD requests are retried automatically.";

interface Seen {
  method: string;
  body: string;
  signedIn: boolean;
  email: unknown;
}

/** A stand-in Worker that gives each request the next of `answers`, and records what it was sent. */
async function upstreamAnswering(
  answers: { status: number; body: string | Buffer; headers?: Record<string, string> }[],
) {
  const seen: Seen[] = [];
  const server = http.createServer(async (request, response) => {
    seen.push({
      method: request.method!,
      body: (await buffer(request)).toString(),
      signedIn: typeof request.headers[ACCESS_TOKEN_HEADER.toLowerCase()] === "string",
      email: decodeJwt(String(request.headers[ACCESS_TOKEN_HEADER.toLowerCase()])).email,
    });
    const answer = answers[Math.min(seen.length, answers.length) - 1];
    response.writeHead(answer.status, { "Content-Type": "text/plain", ...answer.headers }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function throughAccess(
  answers: Parameters<typeof upstreamAnswering>[0],
  send: (origin: string) => Promise<Response>,
) {
  const upstream = await upstreamAnswering(answers);
  const access = await startLocalAccess({ upstream: upstream.origin, staffEmail: "priya@safarnama.example" });
  try {
    const response = await send(access.teamDomain);
    return { status: response.status, text: await response.text(), seen: upstream.seen };
  } finally {
    await access.close();
    await upstream.close();
  }
}

const postStatus = (origin: string) =>
  fetch(`${origin}/api/staff/requests/r1/status`, { method: "POST", body: '{"status":"cancelled"}' });

it("sends a request wrangler dropped on the way to the Worker again, once, body and all", async () => {
  const { status, text, seen } = await throughAccess(
    [
      { status: 503, body: DROPPED, headers: { "Retry-After": "0" } },
      { status: 200, body: "moved" },
    ],
    postStatus,
  );
  expect(status).toBe(200);
  expect(text).toBe("moved");
  expect(seen).toEqual([
    { method: "POST", body: '{"status":"cancelled"}', signedIn: true, email: "priya@safarnama.example" },
    { method: "POST", body: '{"status":"cancelled"}', signedIn: true, email: "priya@safarnama.example" },
  ]);
});

it("does not send it a third time: a second drop comes back as it was", async () => {
  const { status, text, seen } = await throughAccess(
    [{ status: 503, body: DROPPED, headers: { "Retry-After": "0" } }],
    postStatus,
  );
  expect(status).toBe(503);
  expect(text).toBe(DROPPED);
  expect(seen).toHaveLength(2);
});

it("passes any other 503 on as the Worker answered it, without sending the request again", async () => {
  const { status, text, seen } = await throughAccess(
    [{ status: 503, body: "Payments are down", headers: { "Retry-After": "0" } }],
    postStatus,
  );
  expect(status).toBe(503);
  expect(text).toBe("Payments are down");
  expect(seen).toHaveLength(1);
});

it("sends a dropped request again when the drop came compressed, as the engine sends it to a client that accepts gzip", async () => {
  const { status, text, seen } = await throughAccess(
    [
      { status: 503, body: gzipSync(DROPPED), headers: { "Retry-After": "0", "Content-Encoding": "gzip" } },
      { status: 200, body: "moved" },
    ],
    postStatus,
  );
  expect(status).toBe(200);
  expect(text).toBe("moved");
  expect(seen).toHaveLength(2);
});

it("passes a compressed 503 of the Worker's own on byte for byte", async () => {
  const { status, text, seen } = await throughAccess(
    [
      {
        status: 503,
        body: gzipSync("Payments are down"),
        headers: { "Retry-After": "0", "Content-Encoding": "gzip" },
      },
    ],
    postStatus,
  );
  expect(status).toBe(503);
  expect(text).toBe("Payments are down");
  expect(seen).toHaveLength(1);
});

it("signs a browser in as the member of staff its sign-in-as cookie names, to try the desk as them", async () => {
  const { seen } = await throughAccess([{ status: 200, body: "ok" }], (origin) =>
    fetch(`${origin}/api/staff/me`, { headers: { Cookie: `${SIGN_IN_AS_COOKIE}=lead%40safarnama.example` } }),
  );
  expect(seen[0].email).toBe("lead@safarnama.example");
});
