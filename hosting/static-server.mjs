// Serves a production build the way a static CDN does, for the benchmark,
// which measures the site and the bare-Gatsby floor under the same server
// (the site itself runs on its Worker: npm start):
//   - /trips redirects to /trips/ with the query string kept (Gatsby's trailing-slash default);
//   - a directory answers with its index.html, and is never listed;
//   - anything else that is not a file gets the site's 404.html with status 404;
//   - every response carries the headers public/_headers gives its URL (the
//     Content-Security-Policy, HSTS, caching …), read with the same rules the
//     CDN applies (headers-file.mjs), and _headers itself is not served;
//   - responses are gzip-compressed when the browser accepts it;
//   - given a TLS key and certificate, it speaks HTTP/2 over TLS, as the CDN does to
//     every current browser (and HTTP/1.1 to a client that asks for it).
// The benchmark's scripts call `await startStaticServer({ dir, port })`.
import { LOCALES } from "../content/locales.mjs";
import { localePath, pathInLocale } from "../content/routes.mjs";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";
import compression from "compression";
import serveStatic from "serve-static";
import { PUBLIC_DIR } from "./build-output.mjs";
import { CDN_DEFAULT_CACHE_CONTROL } from "./cache-rules.mjs";
import { HEADERS_FILE, headersFor, parseHeadersFile } from "./headers-file.mjs";

/** @import { IncomingMessage, Server, ServerResponse } from "node:http" */
/** @import { Http2SecureServer } from "node:http2" */

/**
 * A bad request (a malformed path, say) keeps its 4xx status; anything else is a 500.
 * @param {ServerResponse} response
 * @param {Error & { status?: number }} error
 */
function fail(response, error) {
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) console.error(error);
  if (!response.headersSent) response.writeHead(status);
  response.end();
}

/**
 * Starts serving `dir` on `port` and resolves with the listening server: plain
 * HTTP/1.1, or HTTP/2 over TLS when `tls` gives a key and certificate (PEM).
 * Throws when the build is missing its index.html, or has a _headers file a
 * CDN would reject. A build without a 404.html or a _headers (the benchmark's
 * bare floor site) answers unknown paths with a plain 404 and sends only the
 * CDN's default Cache-Control.
 * @param {{ dir?: string; port?: number; tls?: { key: string; cert: string } }} [options]
 * @returns {Promise<Server | Http2SecureServer>}
 */
export async function startStaticServer({ dir = PUBLIC_DIR, port = 9000, tls } = {}) {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`${path.join(root, "index.html")} is missing. Build the site first: npm run build`);
  }
  // Each language's 404 page answers for the addresses under its folder, as Cloudflare's "nearest 404.html" does.
  /** @type {Map<string, Buffer | string>} */
  const notFoundBodies = new Map();
  for (const locale of LOCALES) {
    const page = path.join(root, localePath(locale, "/404.html"));
    notFoundBodies.set(locale, existsSync(page) ? await readFile(page) : "Not found");
  }

  const headersPath = path.join(root, HEADERS_FILE);
  const headerRules = existsSync(headersPath) ? parseHeadersFile(await readFile(headersPath, "utf8")) : [];

  // compression is typed for Express but works on Node's own request and response.
  const compress = /** @type {(request: IncomingMessage, response: ServerResponse, next: () => void) => void} */ (
    /** @type {unknown} */ (compression())
  );
  // Caching comes from _headers alone, as on the CDN.
  const serveFile = serveStatic(root, {
    index: ["index.html"],
    redirect: true,
    fallthrough: true,
    cacheControl: false,
  });
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  const answer = (request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    response.setHeader("Cache-Control", CDN_DEFAULT_CACHE_CONTROL);
    for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);
    const notFound = () => {
      response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      response.end(notFoundBodies.get(pathInLocale(pathname).locale));
    };
    compress(request, response, () => {
      if (pathname === `/${HEADERS_FILE}`) return notFound();
      serveFile(request, response, (/** @type {(Error & { status?: number }) | undefined} */ error) => {
        if (error && error.status !== 404) return fail(response, error);
        notFound();
      });
    });
  };
  // HTTP/2's compatibility request and response stand in for HTTP/1.1's, which
  // is all compression and serve-static touch.
  const server = tls
    ? http2.createSecureServer(
        { ...tls, allowHTTP1: true },
        /** @type {(request: unknown, response: unknown) => void} */ (answer),
      )
    : http.createServer(answer);
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(Number(port), resolve);
    })
  );
  return server;
}
