import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { HEADERS_FILE, siteHeaders } from "./site-headers";

/**
 * Writes public/_headers for the finished build, or fails the build saying why
 * (a CDN limit broken, inline code no hash can allow): a site that would deploy
 * without its policy, or with one that blocks its own scripts, must not ship.
 */
export async function writeHeadersFile({ reporter }: Pick<BuildArgs, "reporter">, publicDir = "public"): Promise<void> {
  const headers = await siteHeaders(publicDir);
  if (headers.problems.length > 0) {
    reporter.panicOnBuild(`${path.join(publicDir, HEADERS_FILE)} was not written:\n  ${headers.problems.join("\n  ")}`);
    return;
  }
  await writeFile(path.join(publicDir, HEADERS_FILE), headers.text);
  reporter.info(
    `${path.join(publicDir, HEADERS_FILE)}: ${headers.rules.length} rules; one Content-Security-Policy ` +
      `(${headers.contentSecurityPolicy.length} characters) covering ${headers.pages.length} pages`,
  );
}
