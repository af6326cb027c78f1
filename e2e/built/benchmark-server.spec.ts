// The language benchmark's premise (scripts/bench/languages.mjs): Chromium loads the build from the
// benchmark's server over HTTP/2, as from the CDN, accepting the run's own certificate because it is
// told that one key, and no other untrusted certificate.
import { chromium, expect, test } from "@playwright/test";
import { startStaticServer } from "../../hosting/static-server.mjs";
import { chromiumFlagsAccepting, localhostCertificate } from "../../scripts/bench/localhost-tls.mjs";
import { CHROMIUM_ARGS, requireTestChromium } from "../../scripts/chromium.mjs";

test("Chromium told the run's key loads the build over HTTP/2; told another key, it refuses the certificate", async () => {
  const tls = localhostCertificate();
  const server = await startStaticServer({ port: 0, tls });
  const url = `https://localhost:${(server.address() as { port: number }).port}/`;
  const launch = (cert: string) =>
    chromium.launch({
      executablePath: requireTestChromium(),
      args: [...CHROMIUM_ARGS, ...chromiumFlagsAccepting(cert)],
    });
  try {
    const accepting = await launch(tls.cert);
    try {
      const page = await accepting.newPage();
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const protocol = await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
      );
      expect(protocol).toBe("h2");
    } finally {
      await accepting.close();
    }

    const refusing = await launch(localhostCertificate().cert);
    try {
      await expect((await refusing.newPage()).goto(url)).rejects.toThrow(/ERR_CERT/);
    } finally {
      await refusing.close();
    }
  } finally {
    server.close();
  }
});
