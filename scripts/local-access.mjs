// A stand-in for Cloudflare Access on this machine, for `npm start` and the
// tests: it holds a key pair, publishes the public key where Access does
// (ACCESS_CERTS_PATH on its own origin, the "team domain"), and signs staff
// tokens as Access does. With an upstream it is also the proxy Access is: every
// request through it reaches the Worker with a fresh token for one staff
// member, so the desk opened through it is signed in. The Worker checks these
// tokens with the same code as in production (worker/desk/staff-access.ts).
import http from "node:http";
import { buffer } from "node:stream/consumers";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/**
 * A body as it was before its Content-Encoding: the engine compresses its answers, its own 503s among
 * them, for a request that accepts it (as browsers' and Playwright's do).
 * @param {Buffer} body @param {string | undefined} encoding
 */
const decoded = (body, encoding) =>
  encoding === "gzip"
    ? gunzipSync(body)
    : encoding === "br"
      ? brotliDecompressSync(body)
      : encoding === "deflate"
        ? inflateSync(body)
        : body;

/**
 * The cookie that signs the browser carrying it in as another member of staff, here only: to try the
 * desk as a trip lead or an accountant (and so the browser tests do). Access itself has no such thing.
 */
export const SIGN_IN_AS_COOKIE = "local_access_as";

/** The email of the request's SIGN_IN_AS_COOKIE, if it has one. @param {http.IncomingMessage} request */
function signInAs(request) {
  const found = (request.headers.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim().split("="))
    .find(([name]) => name === SIGN_IN_AS_COOKIE);
  return found?.[1] ? decodeURIComponent(found[1]) : null;
}

export const ACCESS_CERTS_PATH = "/cdn-cgi/access/certs";
export const ACCESS_TOKEN_HEADER = "Cf-Access-Jwt-Assertion";
/** How wrangler's local proxy begins its answer to a request that never reached the Worker. */
const WORKER_RESTARTED = "Your worker restarted mid-request.";
/** The audience the local Worker is told to expect. */
export const LOCAL_ACCESS_AUD = "safarnama-local-staff-desk";

/**
 * A key pair in the shape Access uses (RS256, with a key id).
 * @param {string} kid
 */
export async function accessKeyPair(kid) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

/**
 * @typedef {object} TokenOptions
 * @property {string} [audience]
 * @property {string} [issuer]
 * @property {number} [expiresInSeconds] negative: already expired
 * @property {Awaited<ReturnType<typeof accessKeyPair>>} [keyPair] another key than the team's
 */

/**
 * @typedef {object} LocalAccess
 * @property {string} teamDomain its origin: ACCESS_TEAM_DOMAIN for the Worker
 * @property {string} audience
 * @property {(email: string, options?: TokenOptions) => Promise<string>} sign a token as Access would issue it
 * @property {() => Promise<void>} close
 */

/**
 * Starts the stand-in on `port` (0: any free port). With `upstream` (the
 * Worker's origin) and `staffEmail`, every other request is passed on to the
 * Worker with that staff member's token.
 * @param {{ port?: number, host?: string, audience?: string, upstream?: string, staffEmail?: string }} [options]
 * @returns {Promise<LocalAccess>}
 */
export async function startLocalAccess({
  port = 0,
  host = "127.0.0.1",
  audience = LOCAL_ACCESS_AUD,
  upstream,
  staffEmail,
} = {}) {
  const team = await accessKeyPair("local-access");
  /** @type {string} */
  let teamDomain = "";

  /** @type {LocalAccess["sign"]} */
  const sign = (email, options = {}) => {
    const keyPair = options.keyPair ?? team;
    return new SignJWT({ email, type: "app", identity_nonce: "local" })
      .setProtectedHeader({ alg: "RS256", kid: keyPair.kid })
      .setIssuer(options.issuer ?? teamDomain)
      .setAudience(options.audience ?? audience)
      .setSubject(email)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600))
      .sign(keyPair.privateKey);
  };

  /**
   * Sends one request on to the Worker; answers its response.
   * @param {URL} target @param {http.OutgoingHttpHeaders & { method?: string }} options @param {Buffer} body
   * @returns {Promise<http.IncomingMessage>}
   */
  const forward = (target, { method, ...headers }, body) =>
    new Promise((resolve, reject) => {
      // A connection of its own for each request (agent: false): workerd closes a kept-alive connection
      // after a few idle seconds, and one reused as it closes fails the request with a reset (a 502 here).
      const forwarded = http.request(target, { method, headers, agent: false }, resolve);
      forwarded.on("error", reject);
      forwarded.end(body);
    });

  /** @param {http.IncomingMessage} request @param {http.ServerResponse} response */
  const passOn = async (request, response) => {
    if (!upstream || !staffEmail) {
      response.writeHead(404).end();
      return;
    }
    const { connection: _hopByHop, "keep-alive": _alsoHopByHop, ...endToEnd } = request.headers;
    const headers = { ...endToEnd, [ACCESS_TOKEN_HEADER.toLowerCase()]: await sign(signInAs(request) ?? staffEmail) };
    const target = new URL(request.url ?? "/", upstream);
    // Read whole, so that it can be sent again (the desk's requests are small).
    const body = await buffer(request);
    let answer = await forward(target, { method: request.method, ...headers }, body);
    // wrangler's own proxy in front of workerd answers this when the connection it passed the request
    // on by was closing as it wrote it: the Worker never saw the request, and wrangler sends only a
    // GET again itself. A desk's POST is sent again once, as wrangler asks.
    if (answer.statusCode === 503 && answer.headers["retry-after"] === "0") {
      const sent = await buffer(answer);
      if (!decoded(sent, answer.headers["content-encoding"]).toString().startsWith(WORKER_RESTARTED)) {
        response.writeHead(503, answer.headers).end(sent);
        return;
      }
      answer = await forward(target, { method: request.method, ...headers }, body);
    }
    // The Worker's redirects name its own origin: send the browser back through this one.
    const location = answer.headers.location?.replace(upstream, teamDomain);
    response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...(location ? { location } : {}) });
    answer.pipe(response);
  };

  const server = http.createServer((request, response) => {
    if (request.url === ACCESS_CERTS_PATH) {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ keys: [team.publicJwk] }));
      return;
    }
    passOn(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(502).end("The Worker is not answering.");
    });
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  teamDomain = `http://${host}:${address.port}`;

  return {
    teamDomain,
    audience,
    sign,
    close: () => new Promise((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}
