// A key and a self-signed certificate for localhost, made afresh for one
// benchmark run, so that the build can be served over HTTP/2 as the CDN serves
// it: browsers speak HTTP/2 only over TLS. Nothing is written to the project
// or trusted by the machine: each Chromium the benchmark starts is told to
// accept this one key (chromiumFlagsAccepting), and nothing else.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A new RSA key and a certificate for `localhost` valid for a day, both PEM, made with openssl.
 * @returns {{ key: string; cert: string }}
 */
export function localhostCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
        ...["-keyout", keyFile, "-out", certFile],
        ...["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8") };
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT")
      throw new Error(
        "Serving the build over HTTP/2 needs a certificate made with openssl: apt-get install -y openssl",
      );
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Chromium switch that accepts `cert` and no other untrusted certificate: its public key's
 * SHA-256 (which Chromium honours only with a profile folder of its own, as chrome-launcher and
 * Playwright give it).
 * @param {string} cert PEM
 */
export function chromiumFlagsAccepting(cert) {
  const publicKey = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return [`--ignore-certificate-errors-spki-list=${createHash("sha256").update(publicKey).digest("base64")}`];
}
