/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { startStaticServer } from "../../hosting/static-server.mjs";
import { localhostCertificate } from "../../scripts/bench/localhost-tls.mjs";

// The benchmarks' server: a build served as the CDN serves it, over HTTP/1.1 or, given a certificate,
// over HTTP/2 with TLS (which is how the CDN speaks to every current browser).

const PAGE = `<!doctype html><html lang="en"><title>Home</title><p>${"Group trips across India. ".repeat(40)}</p>`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  writeFileSync(path.join(dir, "index.html"), PAGE);
  writeFileSync(path.join(dir, "404.html"), "<!doctype html><title>Not found</title>");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

it("serves the build over HTTP/1.1, gzipped, and the 404 page for what is not in it", async () => {
  const server = await startStaticServer({ dir, port: 0 });
  try {
    const get = (pathname: string) =>
      new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
        http
          .get({ port: portOf(server), path: pathname, headers: { "accept-encoding": "gzip" } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                status: response.statusCode!,
                encoding: response.headers["content-encoding"],
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on("error", reject);
      });
    const home = await get("/");
    expect(home).toMatchObject({ status: 200, encoding: "gzip" });
    expect(gunzipSync(home.body).toString()).toBe(PAGE);
    expect((await get("/no-such-page/")).status).toBe(404);
  } finally {
    server.close();
  }
});

it("given a certificate, serves the same over HTTP/2 with TLS", async () => {
  const tls = localhostCertificate();
  const server = await startStaticServer({ dir, port: 0, tls });
  const session = http2.connect(`https://localhost:${portOf(server)}`, { ca: tls.cert });
  try {
    const response = await new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const stream = session.request({ ":path": "/", "accept-encoding": "gzip" });
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      stream.on("response", (received) => (headers = received));
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => resolve({ headers, body: Buffer.concat(chunks) }));
      stream.on("error", reject);
    });
    expect(session.alpnProtocol).toBe("h2");
    expect(response.headers[":status"]).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe(PAGE);
  } finally {
    session.close();
    server.close();
  }
});
